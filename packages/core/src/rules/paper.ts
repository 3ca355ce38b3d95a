import type { PaperSize } from '../schemas/catalog';

/**
 * The paper a resume is printed on by default: US Letter in the United States and Canada, where
 * A4 looks foreign to a recruiter, and A4 everywhere else. Read from the resume's location
 * ("Austin, TX", "Toronto, Ontario", "New York, USA"); the person can still choose either.
 */

/** Full names, as the last part of a location. Georgia is left out: it is a country too. */
const REGIONS = [
  ...'alabama,alaska,arizona,arkansas,california,colorado,connecticut,delaware,florida,hawaii,idaho,illinois,indiana,iowa,kansas,kentucky,louisiana,maine,maryland,massachusetts,michigan,minnesota,mississippi,missouri,montana,nebraska,nevada,new hampshire,new jersey,new mexico,new york,north carolina,north dakota,ohio,oklahoma,oregon,pennsylvania,rhode island,south carolina,south dakota,tennessee,texas,utah,vermont,virginia,washington,west virginia,wisconsin,wyoming'.split(
    ',',
  ),
  ...'alberta,british columbia,manitoba,new brunswick,newfoundland and labrador,newfoundland,nova scotia,ontario,quebec,québec,saskatchewan,prince edward island,yukon,nunavut,northwest territories'.split(
    ',',
  ),
];
const CODES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(
    ' ',
  );

const COUNTRY = /(?:^|[\s,])(?:usa|u\.s\.a?\.?|us|united states(?: of america)?|canada)\s*$/i;
const REGION_NAME = new RegExp(`(?:^|,)\\s*(?:${REGIONS.join('|')})\\s*$`, 'i');
/** "Austin, TX", "Austin, TX 78701", "Toronto, ON, Canada": a code after a comma, upper case. */
const REGION_CODE = new RegExp(`,\\s*(?:${CODES.join('|')})(?:\\s+[\\dA-Z][\\dA-Z -]{2,9})?\\s*(?:,|$)`);

export function paperFor(location = ''): PaperSize {
  const place = location.trim();
  return COUNTRY.test(place) || REGION_CODE.test(place) || REGION_NAME.test(place) ? 'LETTER' : 'A4';
}
