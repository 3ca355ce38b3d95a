/** Every language's pack. */
import type { Lang } from '../model';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import type { LanguagePack } from './pack';

export const PACKS: Record<Lang, LanguagePack> = { en: EN, fr: FR, de: DE, es: ES };
