import type { Grammar } from '../../grammar';
import { groffMeCentered } from './me-centered';
import { groffMomTable } from './mom-table';
import { groffMsIndented } from './ms-indented';
import { groffMsTabs } from './ms-tabs';

export const GROFF_GRAMMARS: Grammar[] = [groffMsTabs, groffMsIndented, groffMeCentered, groffMomTable];
