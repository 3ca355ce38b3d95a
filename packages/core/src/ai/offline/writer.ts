import { splitSentences } from '../../analysis/text/sentences';
import type { ResumeData } from '../../schemas/resume';
import type { WriterKind } from '../schemas';
import { improveAchievement, improveSentence } from './achievement';
import { coverLetter } from './cover-letter';
import { NO_INSTRUCTION } from './instruction';
import { resumeFacts, rolesByRecency, roleTense } from './resume-facts';
import { targetSentence, writeSummary } from './summary';

/** The AI writer page's four kinds, answered from the prompt and (when chosen) a resume. */

const HELP =
  'The offline writer rewrites what you give it: a strong action verb first, filler words cut, and a [X%] placeholder wherever a result needs a number. Paste a few sentences or achievements to rewrite them, or choose summary, achievements or cover letter to draft from your resume.';

const ACHIEVEMENTS_HELP =
  'Paste your achievements, one per line, or choose a resume with achievements, and each one comes back with a strong verb first and a place for its numbers.';

const nonBlankLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

const bullets = (lines: string[]): string => lines.map((l) => `- ${l}`).join('\n');

/** Each line of the prompt as an achievement; without a prompt, the latest role's achievements. */
function achievements(prompt: string, data: ResumeData | undefined, now: Date): string {
  const options = { instruction: NO_INSTRUCTION, fullStop: true };
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
function rewrite(prompt: string): string {
  return nonBlankLines(prompt)
    .map((line) => {
      const bullet = /^[-•*]\s/.test(line) ? '- ' : '';
      const sentences = splitSentences(line).map((s) =>
        improveSentence(s, { tense: 'past', instruction: NO_INSTRUCTION, noun: 'Professional' }),
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
): string {
  switch (kind) {
    case 'summary':
      return writeSummary(resumeFacts(data, now), prompt.trim() === '' ? undefined : targetSentence(prompt));
    case 'achievements':
      return achievements(prompt, data, now);
    case 'cover_letter':
      return coverLetter(data, prompt, now);
    case 'free':
      return prompt.trim() === '' ? HELP : rewrite(prompt);
  }
}
