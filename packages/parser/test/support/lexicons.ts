import { CONTACT_LABELS, HEADING_QUALIFIERS, HEADING_WORDS } from '../../src/lexicon/heading-words';
import { COUNTRIES, REGION_NAMES, STATE_CODES } from '../../src/lexicon/places';
import {
  DEGREE_WORDS,
  GERMAN_TITLE_HEADS,
  INSTITUTION_WORDS,
  ORG_WORDS,
  TITLE_WORDS,
} from '../../src/lexicon/role-words';
import { TOWNS } from '../../src/lexicon/towns';

/**
 * Every word list the parser's rules consult: general vocabulary written by hand (the towns built
 * from GeoNames), never words taken from the files being scored. Listed here, beside the parser,
 * so a new lexicon is added where it is seen; the benchmark takes entries out of them.
 */
export const LEXICONS: Set<string>[] = [
  ...HEADING_WORDS.map(([, list]) => list),
  HEADING_QUALIFIERS,
  CONTACT_LABELS,
  TITLE_WORDS,
  GERMAN_TITLE_HEADS,
  ORG_WORDS,
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  STATE_CODES,
  REGION_NAMES,
  COUNTRIES,
  TOWNS,
];
