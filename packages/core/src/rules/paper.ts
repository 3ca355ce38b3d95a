import { CANADIAN_PROVINCES, US_STATES } from '../contacts/north-america';
import type { PaperSize } from '../schemas/catalog';

/**
 * The paper a resume is printed on by default: US Letter in the United States and Canada, where
 * A4 looks foreign to a recruiter, and A4 everywhere else. Read from the resume's location
 * ("Austin, TX", "Toronto, Ontario", "New York, USA"); the person can still choose either.
 */

/** Full names, as the last part of a location. Georgia is left out: it is a country too. */
const REGIONS = [
  ...Object.values(US_STATES).filter((name) => name !== 'georgia'),
  ...Object.values(CANADIAN_PROVINCES),
  'newfoundland',
  'québec',
];
const CODES = [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)];

const COUNTRY = /(?:^|[\s,])(?:usa|u\.s\.a?\.?|us|united states(?: of america)?|canada)\s*$/i;
const REGION_NAME = new RegExp(`(?:^|,)\\s*(?:${REGIONS.join('|')})\\s*$`, 'i');
/** "Austin, TX", "Austin, TX 78701", "Toronto, ON, Canada": a code after a comma, upper case. */
const REGION_CODE = new RegExp(`,\\s*(?:${CODES.join('|')})(?:\\s+[\\dA-Z][\\dA-Z -]{2,9})?\\s*(?:,|$)`);

export function paperFor(location = ''): PaperSize {
  const place = location.trim();
  return COUNTRY.test(place) || REGION_CODE.test(place) || REGION_NAME.test(place) ? 'LETTER' : 'A4';
}
