import type { Grammar } from '../../grammar';
import { docxCapsBordered } from './caps-bordered';
import { docxFunctional } from './functional';
import { docxHeaderSection } from './header-section';
import { docxHeadingStyles } from './heading-styles';
import { docxSidebarTable } from './sidebar-table';
import { docxStudent } from './student';
import { docxTabDates } from './tab-dates';
import { docxTableDatesLeft } from './table-dates-left';

export const DOCX_GRAMMARS: Grammar[] = [
  docxTabDates,
  docxTableDatesLeft,
  docxSidebarTable,
  docxHeadingStyles,
  docxStudent,
  docxHeaderSection,
  docxCapsBordered,
  docxFunctional,
];
