import type { Grammar } from '../../grammar';

export const GROFF_GRAMMARS: Grammar[] = [];
