/** Recognising where someone lives or worked: "San Francisco, CA", "Istanbul, Türkiye", "Remote". */

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR ON QC BC AB MB SK NS NB NL PE'.split(
    ' ',
  ),
);

const REGION_NAMES = [
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
  'ontario',
  'quebec',
  'british columbia',
  'alberta',
  'england',
  'scotland',
  'wales',
  'bavaria',
  'catalonia',
  'karnataka',
  'maharashtra',
  'tamil nadu',
  'new south wales',
  'victoria',
  'queensland',
];

const COUNTRIES = [
  'usa',
  'us',
  'united states',
  'united states of america',
  'uk',
  'united kingdom',
  'canada',
  'mexico',
  'brazil',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'germany',
  'france',
  'spain',
  'portugal',
  'italy',
  'netherlands',
  'the netherlands',
  'belgium',
  'switzerland',
  'austria',
  'ireland',
  'sweden',
  'norway',
  'denmark',
  'finland',
  'poland',
  'czech republic',
  'czechia',
  'hungary',
  'romania',
  'bulgaria',
  'greece',
  'turkey',
  'türkiye',
  'turkiye',
  'israel',
  'egypt',
  'nigeria',
  'kenya',
  'south africa',
  'morocco',
  'ghana',
  'india',
  'pakistan',
  'bangladesh',
  'sri lanka',
  'nepal',
  'china',
  'japan',
  'south korea',
  'korea',
  'taiwan',
  'hong kong',
  'singapore',
  'malaysia',
  'indonesia',
  'philippines',
  'vietnam',
  'thailand',
  'australia',
  'new zealand',
  'uae',
  'united arab emirates',
  'saudi arabia',
  'qatar',
  'ukraine',
  'russia',
  'estonia',
  'latvia',
  'lithuania',
  'serbia',
  'croatia',
  'slovenia',
  'slovakia',
  'luxembourg',
  'iceland',
  'cyprus',
  'malta',
  'tunisia',
  'iran',
  'iraq',
  'jordan',
  'lebanon',
];

const REGIONS = new Set([...REGION_NAMES, ...COUNTRIES]);
const CITY_WORD = "\\p{Lu}[\\p{L}.'’-]*";
const CITY = `${CITY_WORD}(?:\\s+(?:${CITY_WORD}|de|del|la|am|upon|on|sur))*`;
const REGION = '\\p{L}[\\p{L} .]*';

/** "City, Region" where region is a state code, a state or province name, or a country. */
function isCityRegion(text: string): boolean {
  const match = text.match(new RegExp(`^(${CITY}),\\s*(${REGION})$`, 'u'));
  if (!match) return false;
  const [, city = '', region = ''] = match;
  if (city.split(/\s+/).length > 4) return false;
  return US_STATES.has(region.trim()) || REGIONS.has(region.trim().toLowerCase());
}

/** A whole piece of text that names a place: "Ithaca, NY", "Palo Alto, CA & Ithaca, NY", "Remote". */
export function isLocation(text: string): boolean {
  const clean = text.trim().replace(/^(location|based in|address)\s*:?\s*/i, '');
  if (/^(remote|hybrid|on-?site)(\s*[,(/-].*)?$/i.test(clean)) return true;
  if (REGIONS.has(clean.toLowerCase())) return true;
  const parts = clean.split(/\s*(?:&|\/|;|\band\b)\s*/);
  return parts.length > 0 && parts.every(isCityRegion);
}

/**
 * The first "City, Region" inside a longer text, such as an address line ("555 Orange Way,
 * Redlands, CA") or a run of contact details. Placeholders with digits are not places.
 */
export function findPlace(text: string): string | null {
  for (const chunk of text.split(/\s*[|•·;]\s*|\s{2,}/)) {
    const parts = chunk.split(/\s*,\s*/);
    for (let i = 0; i + 1 < parts.length; i++) {
      const cityWords = (parts[i] ?? '').split(/\s+/);
      const regionWords = (parts[i + 1] ?? '').split(/\s+/);
      // The longest city of at most three words: "Salt Lake City", "San Francisco".
      for (let cut = Math.max(0, cityWords.length - 3); cut < cityWords.length; cut++) {
        for (let keep = regionWords.length; keep >= 1; keep--) {
          const candidate = `${cityWords.slice(cut).join(' ')}, ${regionWords.slice(0, keep).join(' ')}`;
          if (isCityRegion(candidate)) return candidate;
        }
      }
    }
  }
  return null;
}

/** Splits "San Francisco, CA" into a city and, when the second part is a country, a country. */
export function splitPlace(place: string): { city: string; country: string } {
  const match = place.match(/^(.*),\s*([^,]+)$/);
  if (!match)
    return REGIONS.has(place.toLowerCase()) ? { city: '', country: place } : { city: place, country: '' };
  const [, city = '', region = ''] = match;
  return COUNTRIES.includes(region.toLowerCase()) ? { city, country: region } : { city: place, country: '' };
}
