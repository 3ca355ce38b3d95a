import { z } from 'zod';

/**
 * A resume's optional photo, kept in the resume as a data URL so that it travels with the JSON
 * export and import. The builder shrinks a chosen picture before storing it; the bound keeps one
 * resume's photo small enough for autosave (about 150 kB of JPEG).
 */
export const PHOTO_LIMITS = { characters: 200_000 } as const;

const PHOTO_DATA_URL = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/;

export const photoSchema = z
  .string()
  .max(PHOTO_LIMITS.characters, 'The photo is too large: choose a smaller picture')
  .regex(PHOTO_DATA_URL, 'The photo must be a JPEG or PNG picture')
  .or(z.literal(''));
