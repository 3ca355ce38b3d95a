import type { Grammar } from '../../grammar';

export const DOCX_GRAMMARS: Grammar[] = [];
