/** Recognising where someone lives or worked: "San Francisco, CA", "Istanbul, Türkiye", "Remote". */
import { foldWord, spacedWords } from '@resume/core';
import { COUNTRIES, REGION_NAMES, STATE_CODES } from '../lexicon/places';
import { isInstitution, orgScore } from '../lexicon/role-words';
import { TOWNS } from '../lexicon/towns';
import { PLACES } from './thresholds';

const isRegionName = (text: string) => REGION_NAMES.has(text) || COUNTRIES.has(text);
const CITY_WORD = "\\p{Lu}[\\p{L}.'’-]*";
const CITY = `${CITY_WORD}(?:\\s+(?:${CITY_WORD}|de|del|la|am|upon|on|sur))*`;
const REGION = '\\p{L}[\\p{L} .]*';

const CITY_REGION = new RegExp(`^(${CITY}),\\s*(${REGION})$`, 'u');

const isKnownRegion = (region: string) => STATE_CODES.has(region) || isRegionName(region.toLowerCase());

/** Written like a region: a code in capitals ("NSW") or up to three capitalised words. */
const looksLikeRegion = (region: string) =>
  /^[A-Z]{2,3}$/.test(region) || /^\p{Lu}[\p{L}.'’-]*(\s+\p{Lu}[\p{L}.'’-]*){0,2}$/u.test(region);

/** "City, Region" where region passes `isRegion` (by default: a state, province or country we know). */
function isCityRegion(text: string, isRegion: (region: string) => boolean = isKnownRegion): boolean {
  const match = text.match(CITY_REGION);
  if (!match) return false;
  const [, city = '', region = ''] = match;
  if (spacedWords(city).length > PLACES.cityWords) return false;
  // "Harbourfront Grand Hotel, Singapore", "City Hospital, Dublin": an employer and its place.
  if (orgScore(city) > 0 || isInstitution(city)) return false;
  return isRegion(region.trim());
}

/**
 * A town's name without the marks printed around it: a postcode before ("10115 Berlin"), an
 * arrondissement after ("Paris 11e"), a department or province in brackets ("Toulouse (31)").
 */
export const townName = (text: string): string =>
  text
    .trim()
    .replace(/^\d{4,5}\s+/, '')
    .replace(/\s*\([^)]{1,24}\)$/, '')
    .replace(/\s+\d{1,2}e$/, '');

/**
 * A town we know, written alone as outside the US: "Stuttgart", "10115 Berlin", "Toulouse (31)",
 * "Freiburg im Breisgau" (the town before its qualifier), "Paris 11e".
 */
export function isTown(text: string): boolean {
  const bare = townName(text);
  if (!/^\p{Lu}/u.test(bare) || spacedWords(bare).length > PLACES.townWords) return false;
  const folded = foldWord(bare);
  return TOWNS.has(folded) || TOWNS.has(folded.split(/\s+(?:im|am|an der|upon|on|sur)\s+/)[0] ?? '');
}

/** A whole piece of text that names a place: "Ithaca, NY", "Palo Alto, CA & Ithaca, NY", "Remote". */
export function isLocation(text: string): boolean {
  const clean = text.trim().replace(/^(location|based in|address)\s*:?\s*/i, '');
  if (/^(remote|hybrid|on-?site)(\s*[,(/-].*)?$/i.test(clean)) return true;
  if (isRegionName(clean.toLowerCase()) || isTown(clean)) return true;
  const parts = clean.split(/\s*(?:&|\/|;|\band\b)\s*/);
  return parts.length > 0 && parts.every((part) => isCityRegion(part));
}

/**
 * The first "City, Region" inside a longer text, such as an address line ("555 Orange Way,
 * Redlands, CA") or a run of contact details. Placeholders with digits are not places.
 */
export function findPlace(
  text: string,
  isRegion: (region: string) => boolean = isKnownRegion,
): string | null {
  for (const chunk of text.split(/\s*[|•·;]\s*|\s{2,}/)) {
    const parts = chunk.split(/\s*,\s*/);
    for (let i = 0; i + 1 < parts.length; i++) {
      const cityWords = spacedWords(parts[i] ?? '');
      const regionWords = spacedWords(parts[i + 1] ?? '');
      // The longest city of at most three words: "Salt Lake City", "San Francisco".
      for (let cut = Math.max(0, cityWords.length - PLACES.cityInTextWords); cut < cityWords.length; cut++) {
        for (let keep = regionWords.length; keep >= 1; keep--) {
          const candidate = `${cityWords.slice(cut).join(' ')}, ${regionWords.slice(0, keep).join(' ')}`;
          if (isCityRegion(candidate, isRegion)) return candidate;
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
    return isRegionName(place.toLowerCase()) ? { city: '', country: place } : { city: place, country: '' };
  const [, city = '', region = ''] = match;
  return COUNTRIES.has(region.toLowerCase()) ? { city, country: region } : { city: place, country: '' };
}

/**
 * A "City, Region" by its shape alone, for a header line whose region no lexicon knows
 * ("Tartu, Estonia"); the caller keeps it to lines that hold contact details.
 */
export const findPlaceByShape = (text: string): string | null => findPlace(text, looksLikeRegion);

/**
 * The town of a postal address as most of Europe prints it, its postcode first: "Lindwurmstraße 88,
 * 80337 München" → "München", "14 rue Mercière, 69002 Lyon" → "Lyon". Only a town we know.
 */
export function postalTown(text: string): string | null {
  for (const chunk of text.split(/\s*[,|•·;]\s*/)) {
    const part = chunk.replace(/^(?:[A-Z]{1,2}-)?(?=\d{4,5}\s)/, '');
    if (/^\d{4,5}\s+\p{Lu}/u.test(part) && isTown(part)) return townName(part);
  }
  return null;
}
