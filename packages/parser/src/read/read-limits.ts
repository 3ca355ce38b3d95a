/**
 * A resume holds at most 40,000 characters (RESUME_LIMITS); a text or DOCX file of 10 MiB holds
 * 250 times that. Only the lines up to this many characters are read: the rest could not be kept,
 * and reading it would cost seconds of a worker.
 */
export const MAX_READ_CHARACTERS = 200_000;
