/** Every layout grammar, by producer. */
import type { Grammar } from '../grammar';
import { DOCX_GRAMMARS } from './docx/index';
import { GROFF_GRAMMARS } from './groff/index';
import { HTML_GRAMMARS } from './html/index';
import { LATEX_GRAMMARS } from './latex/index';
import { OURS_GRAMMARS } from './ours/index';

export const GRAMMARS: Grammar[] = [
  ...LATEX_GRAMMARS,
  ...HTML_GRAMMARS,
  ...DOCX_GRAMMARS,
  ...GROFF_GRAMMARS,
  ...OURS_GRAMMARS,
];
