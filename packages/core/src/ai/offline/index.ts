import type { WriterTask } from '../task';
import { improveField } from './improve';
import { resumeFacts } from './resume-facts';
import { writeSummary } from './summary';
import { tailorSuggestions } from './tailor';
import { writerAnswer } from './writer';

/**
 * The built-in writer, used when no model is configured: rules, not a model. Deterministic (the
 * same task, `now` and `variant` give the same text) and it states only what the task contains;
 * `now` decides which roles are current and how many years the dates add up to. `variant` picks
 * another of its phrasings ("try again": 0 for the first answer, 1 for the next, …).
 */
export function offlineAnswer(task: WriterTask, now: Date = new Date(), variant = 0): string {
  switch (task.kind) {
    case 'summary':
      return writeSummary(resumeFacts(task.resume, now), undefined, variant);
    case 'improve':
      return improveField(task, now, variant);
    case 'tailor':
      return tailorSuggestions(task.resume, task.jobDescription, now);
    case 'writer':
      return writerAnswer(task.writerKind, task.prompt, task.resume, now, variant);
  }
}
