import type { Grammar } from '../../grammar';
import { banner } from './banner';
import { bulletEntries } from './bullet-entries';
import { centeredPipes } from './centered-pipes';
import { europass } from './europass';
import { marginDates } from './margin-dates';
import { sidebarLeft } from './sidebar-left';
import { sidebarRight } from './sidebar-right';
import { smallcapsRules } from './smallcaps-rules';
import { tabular } from './tabular';
import { timeline } from './timeline';
import { twocolEqual } from './twocol-equal';
import { xelatexIcons } from './xelatex-icons';

export const LATEX_GRAMMARS: Grammar[] = [
  bulletEntries,
  marginDates,
  sidebarLeft,
  sidebarRight,
  timeline,
  tabular,
  smallcapsRules,
  banner,
  centeredPipes,
  europass,
  twocolEqual,
  xelatexIcons,
];
