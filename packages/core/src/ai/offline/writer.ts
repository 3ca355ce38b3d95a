import { weakOpener } from '../../analysis/text/phrases';
import { splitSentences } from '../../analysis/text/sentences';
import type { ResumeData } from '../../schemas/resume';
import type { WriterKind } from '../schemas';
import { improveAchievement, improveSentence } from './achievement';
import { withoutLeadingSubject } from './cleanup';
import { coverLetter } from './cover-letter';
import { verbOf } from './grammar';
import { ACHIEVEMENTS_HELP, WRITER_OFFERS } from './guidance';
import { NO_INSTRUCTION } from './instruction';
import { resumeFacts, rolesByRecency, roleTense } from './resume-facts';
import { targetSentence, writeSummary } from './summary';

/** The AI writer page's four kinds, answered from the prompt and (when chosen) a resume. */

/** A request or a question for the writer, not text to rewrite: "Write a …", "How do I …?". */
const REQUEST =
  /^(?:please\s+)?(?:write|draft|compose|create|make|generate|give|tell|show|suggest|list|explain|help|can|could|would|will|should|how|what|why|when|where|who|which|is|are|do|does|translate|summari[sz]e|rewrite|improve|fix|prepare|shorten|lengthen|expand|turn|convert|need|i\s+need|i\s+want|i['’]d\s+like|i\s+would\s+like)\b/i;

const isRequest = (prompt: string): boolean =>
  prompt
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .some((l) => REQUEST.test(l) || /\?\s*$/.test(l));

const nonBlankLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

const bullets = (lines: string[]): string => lines.map((l) => `- ${l}`).join('\n');

/** Each line of the prompt as an achievement; without a prompt, the latest role's achievements. */
function achievements(prompt: string, data: ResumeData | undefined, now: Date, variant: number): string {
  const options = { instruction: NO_INSTRUCTION, fullStop: true, variant };
  const typed = nonBlankLines(prompt);
  if (typed.length > 0)
    return bullets(typed.map((l) => improveAchievement(l, { ...options, tense: 'past' })));
  const latest = data && rolesByRecency(data, now).find((r) => r.achievements.some((a) => a.trim() !== ''));
  if (!latest) return ACHIEVEMENTS_HELP;
  const tense = roleTense(latest, now);
  return bullets(
    nonBlankLines(latest.achievements.join('\n')).map((a) => improveAchievement(a, { ...options, tense })),
  );
}

/** Free text, sentence by sentence, keeping the person's line breaks and bullets. */
function rewrite(prompt: string, variant: number): string {
  return nonBlankLines(prompt)
    .map((line) => {
      const bullet = /^[-•*]\s/.test(line) ? '- ' : '';
      const sentences = splitSentences(line).map((s) =>
        improveSentence(s, { tense: 'past', instruction: NO_INSTRUCTION, noun: 'Professional', variant }),
      );
      return bullet + sentences.filter((s) => s !== '').join(' ');
    })
    .join('\n');
}

export function writerAnswer(
  kind: WriterKind,
  prompt: string,
  data: ResumeData | undefined,
  now: Date,
  variant = 0,
): string {
  switch (kind) {
    case 'summary':
      return writeSummary(
        resumeFacts(data, now),
        prompt.trim() === '' ? undefined : targetSentence(prompt),
        variant,
      );
    case 'achievements':
      return achievements(prompt, data, now, variant);
    case 'cover_letter':
      return coverLetter(data, prompt, now, variant);
    case 'free':
      return freeWriting(prompt, variant);
  }
}

/** "Rewrite this to sound more professional: i am good with people": a request for the text after it. */
const REWRITE_REQUEST =
  /^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:rewrite|improve|fix|polish|reword|rephrase|edit|proofread|make|strengthen)\b[^:?\n]*(?:[:?]|\n)\s*(\S[\s\S]*)$/i;

/**
 * The text the person asks to have rewritten, or the whole prompt. Only resume lines (each opens
 * with an action or a duty: "Responsible for …", "managed …") are what the rules can rewrite: a
 * message or a paragraph about oneself comes back changed for the worse, so it gets the offer.
 */
function textToRewrite(prompt: string): string {
  const asked = REWRITE_REQUEST.exec(prompt.trim())?.[1];
  if (asked === undefined) return prompt;
  const resumeLines = nonBlankLines(asked).every((line) => {
    const [first = '', second = ''] = withoutLeadingSubject(line.replace(/^[-•*]\s*/, '')).split(/\s+/);
    return weakOpener(line) !== undefined || verbOf(first, second) !== undefined;
  });
  return resumeLines ? asked : prompt;
}

const normalised = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Resume text comes back rewritten; a request, or text the rules would leave as it is, gets the
 * offer of what the built-in writer can write. The prompt itself never comes back as the answer.
 */
function freeWriting(typed: string, variant: number): string {
  const offer = WRITER_OFFERS[variant % WRITER_OFFERS.length] as string;
  const prompt = textToRewrite(typed);
  if (prompt.trim() === '' || isRequest(prompt)) return offer;
  const rewritten = rewrite(prompt, variant);
  // Text the rules leave as it was, or cut to a word or two ("Great team player." → "Great."), is
  // nothing written: the offer says what is.
  const unchanged = normalised(rewritten) === normalised(prompt);
  return unchanged || normalised(rewritten).split(' ').length < 3 ? offer : rewritten;
}
