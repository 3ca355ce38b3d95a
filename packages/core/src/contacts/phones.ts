/** Phone numbers: found in printed text, and checked when a field holds one. */

const PRINTED = /(?<![\w/.])(?:\+\s?\d{1,3}[\s.-]*)?(?:\(\d{1,4}\)[\s.-]*)?\d[\d\s.-]{5,}\d(?![\w/])/g;

/** "ext. 12", "x12": dialled after the call is answered, so not part of the number itself. */
const EXTENSION = /\s*(?:ext\.?|x)\s*\d{1,6}$/i;

const YEAR_RANGE = /^(19|20)\d{2}\s*[-–.]\s*(19|20)\d{2}$/;

/** E.164 allows 15 digits; fewer than 7 is a code or an extension, not a number to call. */
function hasPhoneLength(printed: string): boolean {
  const digits = printed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The number to dial: a field's value without its extension. */
const numberPart = (value: string): string => value.trim().replace(EXTENSION, '');

/** A phone number: digits with the usual separators and an optional extension. */
export function isPhone(value: string): boolean {
  const number = numberPart(value);
  return /^\+?[\d\s().\-/]+$/.test(number) && hasPhoneLength(number);
}

/** What a "tel:" link dials: the digits and the leading "+". */
export const dialledDigits = (value: string): string => numberPart(value).replace(/[^\d+]/g, '');

/** Phone numbers as printed ("+1 (415) 555-0142", "607.379.5733"), not dates or long IDs. */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PRINTED)) {
    const printed = match[0].trim().replace(/[\s.-]+$/, '');
    if (!hasPhoneLength(printed)) continue;
    if (YEAR_RANGE.test(printed) || /\s{2,}/.test(printed)) continue;
    // A bare run of digits with dots and no other separator is a version or a DOI, not a phone.
    if (/^\d+(\.\d+)+$/.test(printed) && printed.split('.').length !== 3) continue;
    found.push(printed);
  }
  return found;
}
