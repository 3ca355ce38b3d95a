import { THRESHOLDS } from '../thresholds';
import { hasNumber, weakOpener } from './phrases';

/**
 * What an achievement shows beyond the task itself. A recruiter reads a line for two things: a
 * result (something changed, was recognised, or led somewhere) and a figure (how much, how many).
 * A line with neither says what the job was, not how well it was done: a duty.
 */
export type Evidence = { result: boolean; figure: boolean; duty: boolean };

/** A measure moved: the verbs of change, in any form ("reducing", "grew", "halved"). */
const CHANGE =
  /\b(?:reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)|decreas(?:e|es|ed|ing)|shorten(?:s|ed|ing)|halv(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|gr[eo]w(?:s|n|ing)?|boost(?:s|ed|ing)|improv(?:e|es|ed|ing)|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|expand(?:s|ed|ing)|accelerat(?:e|es|ed|ing)|sped up|speed(?:s|ing)? up|eliminat(?:e|es|ed|ing)|prevent(?:s|ed|ing)|exceed(?:s|ed|ing)|outperform(?:s|ed|ing)|surpass(?:es|ed|ing))\b/i;

/**
 * Verbs that are results only beside a figure: "cut costs by 15%" is a result, but "cut timber to
 * size", "raised invoices", "lift patients from bed to chair", "save files" and "recover data" are tasks.
 */
const CHANGE_IF_MEASURED =
  /\b(?:cut(?:s|ting)?|rais(?:e|es|ed|ing)|lift(?:s|ed|ing)?|sav(?:e|es|ed|ing)|recover(?:s|ed|ing)?)\b/i;

/** Someone else judged the work: won, promoted, rated, passed, awarded, ranked. */
const RECOGNITION =
  /\b(?:won|wins?|winning|award(?:s|ed)?|promoted|recogni[sz]ed|praised|commended|named|rated|ranked|earned|achiev(?:ed|ing)|attained|passed|top \d|best(?! practice)|(?:a|new) record)\b/i;

/** The work led somewhere: a consequence, an adoption, a deadline or budget met, a failure avoided. */
const CONSEQUENCE =
  /\b(?:led to|leading to|result(?:ed|ing)? in|which meant|so that|adopted|now use[sd]?|still used|on time|on schedule|under budget|ahead of (?:plan|schedule|time)|zero|with no|without (?:a|any) )/i;

/** A percentage measures how well ("99.8% accuracy", "140% of quota"), where a count gives the size. */
const PERCENTAGE = /\d\s?(?:%|percent\b)/i;

export function evidenceOf(text: string): Evidence {
  const figure = hasNumber(text);
  const measured = figure && CHANGE_IF_MEASURED.test(text);
  return {
    result:
      measured ||
      PERCENTAGE.test(text) ||
      CHANGE.test(text) ||
      RECOGNITION.test(text) ||
      CONSEQUENCE.test(text),
    figure,
    duty: weakOpener(text) !== undefined,
  };
}

/** A result the line claims for itself; a duty's opener ("Responsible for …") makes it the duty's aim. */
export const showsResult = (e: Evidence): boolean => e.result && !e.duty;

/**
 * How much a line shows, 0 to 1: a result with a figure is the whole story, a result alone most of
 * it, a figure alone the scale without the outcome (THRESHOLDS.evidence).
 */
export function evidenceValue(e: Evidence): number {
  const { result, figure } = THRESHOLDS.evidence;
  if (showsResult(e)) return e.figure ? 1 : result;
  return e.figure ? figure : 0;
}
