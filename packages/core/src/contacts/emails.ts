/** E-mail addresses: found in printed text, and checked when a field holds one. */

/** After the "@": dotted labels ending in a top-level domain of letters. */
const DOMAIN = String.raw`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`;

/**
 * In running text only a plain local part is read, so the separators printed around an address
 * ("Email:jane@x.io", "a|b@x.io") are not taken into it.
 */
const PRINTED = new RegExp(String.raw`[\p{L}\p{N}._%+-]+@${DOMAIN}`, 'gu');

/**
 * A field holds one address and nothing else, so any local part the standard allows is accepted (a
 * resume's address is printed, not mailed: the account's stricter rule is emailSchema, schemas/auth.ts).
 */
const WHOLE = new RegExp(String.raw`^[^\s@]+@${DOMAIN}$`, 'u');

/** A fediverse handle ("@jane@hachyderm.io"): an address after an "@", not an e-mail. */
const HANDLE = new RegExp(String.raw`(?<![\w.])@[\w.]+@${DOMAIN}`, 'gu');

export const isEmail = (value: string): boolean => WHOLE.test(value.trim());

/** The addresses printed in a text, in order; the address inside a handle is not one. */
export function findEmails(text: string): string[] {
  return [...text.replace(HANDLE, ' ').matchAll(PRINTED)].map((m) => m[0]);
}

export function findHandles(text: string): string[] {
  return [...text.matchAll(HANDLE)].map((m) => m[0]);
}
