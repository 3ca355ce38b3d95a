import type { Grammar } from '../../grammar';

export const HTML_GRAMMARS: Grammar[] = [];
