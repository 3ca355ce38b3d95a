import { splitSentences } from '../../analysis/text/sentences';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import type { WriterTask } from '../task';
import { improveAchievement, improveSentence } from './achievement';
import { readInstruction } from './instruction';
import { isQuantified } from './placeholder';
import { resumeFacts, roleTense } from './resume-facts';
import { improveSummary, writeSummary } from './summary';

type ImproveTask = Extract<WriterTask, { kind: 'improve' }>;

const ACHIEVEMENT = /^experience\.(\d+)\.achievements\.\d+$/;

/** An empty achievement gets the shape of a good one, every part left for the person to fill in. */
const ACHIEVEMENT_TEMPLATE = '[Action verb] [what you did], improving [metric] by [X%].';

/** Whether most achievements on the resume end with a full stop (a tie, or none, means yes). */
function endsWithFullStop(data: ResumeData): boolean {
  const lines = data.experience.flatMap((r) => r.achievements).filter((a) => !isBlank(a));
  const stopped = lines.filter((a) => /[.!?]["'”’)]*\s*$/.test(a)).length;
  return stopped * 2 >= lines.length;
}

/** Company and project descriptions: cleaned prose; a gap for a number only when asked for one. */
function improveDescription(task: ImproveTask): string {
  const instruction = readInstruction(task.instruction);
  const sentences = splitSentences(task.text);
  const wantsNumber = instruction.metrics && !isQuantified(task.text);
  return sentences
    .map((s, i) =>
      improveSentence(s, {
        tense: 'past',
        instruction: { ...instruction, metrics: wantsNumber && i === sentences.length - 1 },
        noun: '',
      }),
    )
    .filter((s) => s !== '')
    .join(' ');
}

/** One field rewritten by the rules that fit it: a summary, an achievement or a description. */
export function improveField(task: ImproveTask, now: Date): string {
  const instruction = readInstruction(task.instruction);
  if (task.field === 'summary') {
    const facts = resumeFacts(task.resume, now);
    return isBlank(task.text) ? writeSummary(facts) : improveSummary(task.text, facts, instruction);
  }
  const achievement = ACHIEVEMENT.exec(task.field);
  if (!achievement) return improveDescription(task);
  if (isBlank(task.text)) return ACHIEVEMENT_TEMPLATE;
  const role = task.resume.experience[Number(achievement[1])];
  return improveAchievement(task.text, {
    tense: role ? roleTense(role, now) : 'past',
    instruction,
    fullStop: endsWithFullStop(task.resume),
  });
}
