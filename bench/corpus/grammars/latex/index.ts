import type { Grammar } from '../../grammar';

export const LATEX_GRAMMARS: Grammar[] = [];
