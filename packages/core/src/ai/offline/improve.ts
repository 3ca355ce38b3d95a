import { splitSentences } from '../../analysis/text/sentences';
import { openingVerb } from '../../analysis/text/verbs';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import type { WriterTask } from '../task';
import { improveAchievement, improveSentence } from './achievement';
import type { Tense } from './grammar';
import { ACHIEVEMENT_TEMPLATE } from './guidance';
import { readInstruction } from './instruction';
import { resumeFacts, roleTense } from './resume-facts';
import { improveSummary, writeSummary } from './summary';

type ImproveTask = Extract<WriterTask, { kind: 'improve' }>;

const ACHIEVEMENT = /^experience\.(\d+)\.achievements\.\d+$/;

/** Whether most achievements on the resume end with a full stop (a tie, or none, means yes). */
function endsWithFullStop(data: ResumeData): boolean {
  const lines = data.experience.flatMap((r) => r.achievements).filter((a) => !isBlank(a));
  const stopped = lines.filter((a) => /[.!?]["'”’)]*\s*$/.test(a)).length;
  return stopped * 2 >= lines.length;
}

/** Company and project descriptions: cleaned prose, sentence by sentence. */
function improveDescription(task: ImproveTask, variant: number): string {
  const instruction = readInstruction(task.instruction);
  return splitSentences(task.text)
    .map((s) => improveSentence(s, { tense: 'past', instruction, noun: '', variant }))
    .filter((s) => s !== '')
    .join(' ');
}

/** One field rewritten by the rules that fit it: a summary, an achievement or a description. */
/**
 * A current role may be told in the present or the past, but one line keeps one tense: a line the
 * person wrote in the past ("Helped customers… and answered…") stays in the past.
 */
function lineTense(line: string, roleTense: Tense): Tense {
  if (roleTense === 'past') return 'past';
  const [first = '', second = ''] = line.trim().split(/\s+/);
  return openingVerb(first, second).form === 'past' ? 'past' : 'present';
}

export function improveField(task: ImproveTask, now: Date, variant = 0): string {
  const instruction = readInstruction(task.instruction);
  if (task.field === 'summary') {
    const facts = resumeFacts(task.resume, now);
    return isBlank(task.text)
      ? writeSummary(facts, undefined, variant)
      : improveSummary(task.text, facts, instruction, variant);
  }
  const achievement = ACHIEVEMENT.exec(task.field);
  if (!achievement) return improveDescription(task, variant);
  if (isBlank(task.text)) return ACHIEVEMENT_TEMPLATE;
  const role = task.resume.experience[Number(achievement[1])];
  return improveAchievement(task.text, {
    tense: lineTense(task.text, role ? roleTense(role, now) : 'past'),
    instruction,
    fullStop: endsWithFullStop(task.resume),
    variant,
  });
}
