import { wordList } from './word-list';

/** Two-letter codes of US states and Canadian provinces, written in capitals on resumes. */
export const STATE_CODES = wordList(`
  AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM
  NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR ON QC BC AB MB SK NS NB NL PE
`);

/** States, provinces and regions people write after their city (lower case). */
export const REGION_NAMES = wordList(`
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
  idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
  minnesota mississippi missouri montana nebraska nevada new_hampshire new_jersey new_mexico
  new_york north_carolina north_dakota ohio oklahoma oregon pennsylvania rhode_island
  south_carolina south_dakota tennessee texas utah vermont virginia washington west_virginia
  wisconsin wyoming ontario quebec british_columbia alberta england scotland wales bavaria
  catalonia karnataka maharashtra tamil_nadu new_south_wales victoria queensland
  bayern baden-württemberg nordrhein-westfalen nrw île-de-france ile-de-france bretagne normandie
  andalucía andalucia cataluña cataluna galicia jalisco nuevo_león nuevo_leon
`);

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
