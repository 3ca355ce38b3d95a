import { LIMITS } from '../../product';
import { isBlank, wordCount } from '../../text/words';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import { buzzwords } from '../text/phrases';
import { countSentences } from '../text/sentences';
import { THRESHOLDS } from '../thresholds';

const { min: MIN_SENTENCES, max: MAX_SENTENCES } = LIMITS.summarySentences;
const RANGE = `${MIN_SENTENCES}-${MAX_SENTENCES}`;

function sentenceFinding(sentences: number): Finding | undefined {
  if (sentences >= MIN_SENTENCES && sentences <= MAX_SENTENCES) return undefined;
  const tooFew = sentences < MIN_SENTENCES;
  return {
    id: 'summary-length',
    severity: 'warning',
    category: 'summary',
    message: `Your summary has ${plural(sentences, 'sentence')}; aim for ${RANGE}.`,
    field: 'summary',
    suggestion: tooFew
      ? 'Add a sentence on your strongest result and one on the role you are looking for.'
      : 'Keep the sentences on your experience, your best result and your goal; move the rest into your achievements.',
  };
}

function wordFinding(words: number): Finding | undefined {
  const { min, max } = THRESHOLDS.summaryWords;
  if (words >= min && words <= max) return undefined;
  return {
    id: 'summary-word-count',
    severity: 'info',
    category: 'summary',
    message: `Your summary has ${plural(words, 'word')}; ${words < min ? `at least ${min}` : `at most ${max}`} reads best.`,
    field: 'summary',
    suggestion:
      words < min
        ? 'Say how many years of experience you have, in what, and what you are known for.'
        : 'A recruiter gives a summary a few seconds: cut it to your experience, your best result and your goal.',
  };
}

function buzzwordFinding(found: string[]): Finding | undefined {
  if (found.length === 0) return undefined;
  return {
    id: 'summary-buzzwords',
    severity: 'info',
    category: 'summary',
    message: `Your summary uses ${found.map((b) => `"${b}"`).join(', ')}, which recruiters skim past.`,
    field: 'summary',
    suggestion: 'Replace each cliché with evidence: a result, a scale or a skill that shows it.',
  };
}

/** Sentence count weighs most (the product's 2-4 rule), then word count, then clichés. */
export function checkSummary(ctx: AnalysisContext): CheckResult {
  const summary = ctx.data.summary;
  if (isBlank(summary)) return { ratio: 0, findings: [] }; // reported once, by completeness
  const sentences = sentenceFinding(countSentences(summary));
  const words = wordFinding(wordCount(summary));
  const found = buzzwords(summary);
  const ratio = 1 - (sentences ? 0.4 : 0) - (words ? 0.2 : 0) - Math.min(0.2, 0.1 * found.length);
  const findings = [sentences, words, buzzwordFinding(found)].filter((f): f is Finding => f !== undefined);
  return { ratio: clamp01(ratio), findings };
}
