import type { Grammar } from '../../grammar';
import { canvaLike } from './canva-like';
import { cards } from './cards';
import { datesLeft } from './dates-left';
import { headerGrid } from './header-grid';
import { longBullets } from './long-bullets';
import { minimal } from './minimal';
import { sidebarDark } from './sidebar-dark';
import { sidebarRight } from './sidebar-right';
import { smallcaps } from './smallcaps';
import { tableLayout } from './table';
import { timeline } from './timeline';
import { twoEqual } from './two-equal';

export const HTML_GRAMMARS: Grammar[] = [
  sidebarDark,
  sidebarRight,
  timeline,
  datesLeft,
  cards,
  minimal,
  canvaLike,
  tableLayout,
  smallcaps,
  headerGrid,
  twoEqual,
  longBullets,
];
