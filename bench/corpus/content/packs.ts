/** Every language's pack. */
import type { Lang } from '../model';
import { EN } from './en';
import type { LanguagePack } from './pack';

export const PACKS: Record<Lang, LanguagePack> = { en: EN, fr: EN, de: EN, es: EN };
