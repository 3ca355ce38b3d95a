import { isPlace, isStateCode, type Token, tokenize } from '../text/terms';

/** Places ("Denver", "TX" after a comma) are never part of a requirement. */
export const isPlaceToken = (t: Token): boolean => isPlace(t) || isStateCode(t, t.gap);

const IN_A_PLACE = /^(?:in|across|throughout)$/i;
const MAY_NAME_STATES = /\b(?:in|across|throughout)\s+\p{Lu}{2}\b/iu;
const AND_OR = /^(?:and|or)$/i;
/** A state's code is a pair of capitals that `isStateCode` knows: asked after a comma or not. */
const stateCode = (t: Token | undefined): boolean => t !== undefined && isStateCode(t, ',');

/**
 * Where the posting names states by their codes after "in": "employees in NC and SC", "licensed
 * in TX". The codes, alone or joined by "and"/"or", and nothing after them in the segment, are
 * where the work is. "Experience in CT and MRI" is no place: MRI is no state.
 */
export function statesNamed(sentence: string): Set<number> {
  const at = new Set<number>();
  // Most sentences name no state's code after "in": they are not read word by word.
  if (!MAY_NAME_STATES.test(sentence)) return at;
  for (const segment of tokenize(sentence))
    segment.forEach((token, i) => {
      if (!IN_A_PLACE.test(token.text)) return;
      const codes: Token[] = [];
      let j = i + 1;
      while (stateCode(segment[j])) {
        codes.push(segment[j] as Token);
        j += AND_OR.test(segment[j + 1]?.text ?? '') ? 2 : 1;
      }
      if (codes.length > 0 && j >= segment.length) for (const code of codes) at.add(code.position);
    });
  return at;
}

const STREET = /^(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Lane|Parkway|Plaza|Square)$/;
const capitalised = (t: Token | undefined): t is Token => t !== undefined && /^\p{Lu}/u.test(t.text);

/**
 * Where the posting gives an address: "on East Bay Street", "at 200 Main St". The street's name is
 * where the work is, never a requirement.
 */
export function streetsNamed(sentence: string): Set<number> {
  const at = new Set<number>();
  if (!/\b(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Lane|Parkway|Plaza|Square)\b/.test(sentence))
    return at;
  for (const segment of tokenize(sentence))
    segment.forEach((token, i) => {
      if (!STREET.test(token.text) || !capitalised(segment[i - 1])) return;
      at.add(token.position);
      for (let j = i - 1; j >= Math.max(0, i - 3) && capitalised(segment[j]); j--)
        at.add((segment[j] as Token).position);
    });
  return at;
}

const PLACE_KIND = /^(?:State|County|City|Province|Parish|Borough)$/;

/**
 * "Washington State Respiratory Care Practitioner license", "Cook County": the kind of place after
 * a place's name is part of the name, and no more a requirement than the place is.
 */
export function placeKindsNamed(sentence: string): Set<number> {
  const at = new Set<number>();
  if (!/\b(?:State|County|City|Province|Parish|Borough)\b/.test(sentence)) return at;
  for (const segment of tokenize(sentence))
    segment.forEach((token, i) => {
      const before = segment[i - 1];
      if (PLACE_KIND.test(token.text) && before !== undefined && isPlaceToken(before)) at.add(token.position);
    });
  return at;
}
