/**
 * The person's own city as contact lines print it when no region follows: "Berlin", "Frankfurt am
 * Main", "Las Palmas de Gran Canaria", "Toulouse (31)", "Sherbrooke (Québec)", "Paris 11e", "50667 Köln". Outside the US a bare city is the common
 * form, so it is read by its shape and by where it sits: among the contact details, never as the
 * name, the headline or a job title.
 */
import { findEmails, findPhones, findUrls, foldWord } from '@resume/core';
import { CONTACT_LABELS } from '../lexicon/heading-words';
import { titleScore } from '../lexicon/role-words';
import { classifyHeading } from '../sections/heading-vocabulary';
import { townName } from './places';

const CITY_WORD = "\\p{Lu}[\\p{L}.'’-]*";
/** Small words inside city names: "Frankfurt am Main", "Saint-Jean-de-Luz", "Stratford upon Avon". */
const LINKING_WORD = 'am|an|im|bei|der|de|del|des|la|las|los|le|les|sur|sous|upon|on|en|di|da|do|y';
/** A town's name (its postcode, department or arrondissement taken off by `townName`). */
const BARE_CITY = new RegExp(`^${CITY_WORD}(?:\\s+(?:${CITY_WORD}|${LINKING_WORD})){0,4}$`, 'u');

/** Separators between contact details on one line: "a@b.c | 0151 … • Berlin". */
const CONTACT_SEPARATOR = /\s*(?:[|•·;—–◆◇♦▪■□●○◦⋅∙]|\s\/\s)\s*|\s{2,}/;

const isContactDetail = (text: string) =>
  findEmails(text).length > 0 || findPhones(text).length > 0 || findUrls(text).length > 0;

/** Icons and bullets printed before a detail ("⌂ Tours"). */
const withoutIcon = (text: string) => text.replace(/^[^\p{L}\p{N}+(]+/u, '').trim();

function isBareCity(text: string, notPlaces: Set<string>): boolean {
  return (
    BARE_CITY.test(townName(text)) &&
    /\p{Ll}/u.test(text) &&
    !notPlaces.has(text) &&
    titleScore(text) === 0 &&
    !CONTACT_LABELS.has(foldWord(text)) &&
    !classifyHeading(text)
  );
}

/** A bare city between other contact details on one line. */
function cityAmongDetails(text: string, notPlaces: Set<string>): string | null {
  const chunks = text.split(CONTACT_SEPARATOR).map(withoutIcon).filter(Boolean);
  if (chunks.length < 2 || !chunks.some(isContactDetail)) return null;
  return chunks.find((chunk) => !isContactDetail(chunk) && isBareCity(chunk, notPlaces)) ?? null;
}

/** A bare city on a line of its own, beside a contact detail or under a "Location" label. */
function cityOnItsOwn(texts: string[], i: number, notPlaces: Set<string>): string | null {
  const text = withoutIcon(texts[i] ?? '');
  if (!isBareCity(text, notPlaces)) return null;
  const before = texts[i - 1] ?? '';
  const after = texts[i + 1] ?? '';
  const labelled = CONTACT_LABELS.has(foldWord(withoutIcon(before).replace(/:$/, '')));
  return labelled || isContactDetail(before) || isContactDetail(after) ? text : null;
}

/**
 * The first bare city in the contact lines (their texts in reading order), skipping the
 * texts in `notPlaces` (the name and the headline).
 */
export function findBareCity(texts: string[], notPlaces: Set<string>): string {
  for (let i = 0; i < texts.length; i++) {
    const found = cityAmongDetails(texts[i] ?? '', notPlaces) ?? cityOnItsOwn(texts, i, notPlaces);
    if (found) return found;
  }
  return '';
}
