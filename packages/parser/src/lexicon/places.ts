import { CANADIAN_PROVINCES, US_STATES } from '@resume/core';
import { wordList } from './word-list';

/** Australian states and territories as their addresses print them ("Brisbane, QLD"). */
const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/** Codes of US states (and Puerto Rico), Canadian provinces and Australian states, in capitals. */
export const STATE_CODES = new Set([
  ...Object.keys(US_STATES),
  'PR',
  ...Object.keys(CANADIAN_PROVINCES),
  ...AUSTRALIAN_STATES,
]);

/** States, provinces and regions people write after their city (lower case). */
export const REGION_NAMES = new Set([
  ...Object.values(US_STATES),
  ...Object.values(CANADIAN_PROVINCES),
  ...wordList(`
  england scotland wales bavaria
  catalonia karnataka maharashtra tamil_nadu new_south_wales victoria queensland
  bayern baden-württemberg nordrhein-westfalen nrw île-de-france ile-de-france bretagne normandie
  andalucía andalucia cataluña cataluna galicia jalisco nuevo_león nuevo_leon
`),
]);

/** Countries, in the forms resumes print them (lower case). */
export const COUNTRIES = wordList(`
  usa us united_states united_states_of_america uk united_kingdom canada mexico brazil argentina
  chile colombia peru germany france spain portugal italy netherlands the_netherlands belgium
  switzerland austria ireland sweden norway denmark finland poland czech_republic czechia hungary
  romania bulgaria greece turkey türkiye turkiye israel egypt nigeria kenya south_africa morocco
  ghana india pakistan bangladesh sri_lanka nepal china japan south_korea korea taiwan hong_kong
  singapore malaysia indonesia philippines vietnam thailand australia new_zealand uae
  united_arab_emirates saudi_arabia qatar ukraine russia estonia latvia lithuania serbia croatia
  slovenia slovakia luxembourg iceland cyprus malta tunisia iran iraq jordan lebanon
  deutschland allemagne alemania österreich osterreich oesterreich autriche schweiz suisse suiza
  svizzera frankreich francia espagne spanien españa espana méxico mexique mexiko belgique belgien
  bélgica belgica belgië italia italie italien niederlande pays-bas países_bajos paises_bajos
  royaume-uni reino_unido états-unis etats-unis estados_unidos brasil brésil brasilien maroc
  marruecos marokko polen pologne polonia luxemburg kanada canadá argentine chili colombie pérou
`);
