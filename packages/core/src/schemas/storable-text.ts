import { z } from 'zod';

/**
 * NUL and unpaired UTF-16 surrogates cannot be stored (PostgreSQL refuses them in text and JSON),
 * so every string the API stores is checked for them: a validation error rather than a failed save.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be saved';

export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** A string of at most `max` characters that PostgreSQL can store. */
export const storableText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max.toLocaleString('en-US')} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
