/**
 * What the built-in writer says when it has nothing to write for the person: what it can write, or
 * how a line is shaped. Guidance, not an answer: the API gives its credit back (isWriterGuidance).
 */

/**
 * What the built-in writer can write, offered instead of an answer it cannot give: it has no model,
 * so a request for anything else (an email, advice, an answer to a question) is never echoed back
 * as if it were written. Several phrasings, for "try again".
 */
export const WRITER_OFFERS = [
  'The built-in writer works without a language model, so it can write only what it builds from your resume: a summary, achievement lines, a cover letter for a job posting, and tailoring suggestions for a job description. Choose one of those, or paste resume lines here to have them rewritten. For anything else, a language model can be configured for this site, and the writer will then answer any request.',
  'Without a language model, this writer drafts four things from your resume: a summary, stronger achievement lines, a cover letter for a posting you paste, and suggestions to tailor your resume to a job. Pick one of those, or paste lines from your resume to rewrite them. Other requests need a language model, which can be configured for this site.',
];

export const ACHIEVEMENTS_HELP =
  'Paste your achievements, one per line, or choose a resume with achievements, and each one comes back with a strong, honest verb first and without filler.';

/** An empty achievement gets the shape of a good one, as advice: no slot to fill in. */
export const ACHIEVEMENT_TEMPLATE =
  'Start with what you did, as a verb, then what it changed: who or how many it helped, and by how much.';

/** A job description in which the posting reader found nothing to tailor to. */
export const NO_POSTING_TERMS =
  'We found no skills or requirements in this job description. Paste the whole posting, including its requirements, to get suggestions.';

const GUIDANCE = new Set<string>([
  ...WRITER_OFFERS,
  ACHIEVEMENTS_HELP,
  ACHIEVEMENT_TEMPLATE,
  NO_POSTING_TERMS,
]);

/** Whether a whole answer is the built-in writer's guidance rather than text written for the person. */
export const isWriterGuidance = (answer: string): boolean => GUIDANCE.has(answer.trim());
