import { describe, expect, it } from 'vitest';
import { matchKeywords } from './checks/job-fit';
import { JOB_MATCH_CASES, type JobMatchCase } from './fixtures/job-match';
import { figures, fromJobMatchCase } from './fixtures/job-match/evaluate';
import { productMatcher } from './fixtures/job-match/evaluation-sets';
import { HELD_OUT_CASES } from './fixtures/job-match/held-out';
import { HELD_OUT_2_CASES } from './fixtures/job-match/held-out-2';
import { HELD_OUT_3_CASES } from './fixtures/job-match/held-out-3';
import { softwareCase } from './fixtures/job-match/software';
import { loadPostingReader } from './posting/tagger';
import { textFields } from './resume-text';
import { runKey, tokenize } from './text/terms';

// The job match reads postings with the NLP model, which every caller loads first; the cases below
// are scored while the tests are collected.
await loadPostingReader();

/** The package is built without DOM or Node types; the figures are printed once for the report. */
declare const console: { log: (...args: unknown[]) => void };

/** A term as the matcher compares it, so "CI/CD" and "ci/cd", or "React.js" and "react", are one. */
const keyOf = (term: string): string => runKey(tokenize(term).flat());

const resumeText = (c: JobMatchCase) =>
  textFields(c.resume)
    .map((f) => f.text)
    .join('\n');

/** An expected term is found when the matcher reports any of its spellings. */
const spellings = (term: string): Set<string> => new Set(term.split('|').map(keyOf));

/**
 * The figures the benchmark prints (bench:match), by the shared scorer: a longer form of a labelled
 * term ("GraphQL APIs" for "GraphQL") names it, as issue 35 measures; exact-only recall apart.
 */
function labelledFigures(cases: readonly JobMatchCase[]) {
  const f = figures(cases.map(fromJobMatchCase), productMatcher);
  const pct = (x: number) => x.toFixed(3);
  const summary = [
    `precision ${pct(f.precision)}, recall ${pct(f.recall)} (exact ${pct(f.exactRecall)})`,
    `matched/missing right ${pct(f.matchedVsMissing)}`,
    ...f.scores
      .filter((r) => r.extra.length + r.lost.length + r.wrongList.length > 0)
      .map((r) => `\n  ${r.name}: extra [${r.extra}] lost [${r.lost}] wrong list [${r.wrongList}]`),
  ].join(', ');
  return { precision: f.precision, recall: f.recall, classification: f.matchedVsMissing, summary };
}

describe('job match on labelled postings', () => {
  const labelled = labelledFigures(JOB_MATCH_CASES);
  const heldOut = labelledFigures(HELD_OUT_CASES);
  // Written after the first held-out set's misses had been seen, in fields no other case covers.
  const heldOut2 = labelledFigures(HELD_OUT_2_CASES);
  // Written after the matcher was frozen, and since tuned on with the postings of issue 35.
  const heldOut3 = labelledFigures(HELD_OUT_3_CASES);

  it('reports the terms a recruiter would, and sorts them into matched and missing', () => {
    console.log(
      `job match over ${JOB_MATCH_CASES.length} labelled postings: ${labelled.summary}\n` +
        `held out 1, since tuned on (${HELD_OUT_CASES.length} postings): ${heldOut.summary}\n` +
        `held out 2, since tuned on (${HELD_OUT_2_CASES.length} postings): ${heldOut2.summary}\n` +
        `held out 3, since tuned on (${HELD_OUT_3_CASES.length} postings): ${heldOut3.summary}`,
    );
    expect(labelled.precision).toBeGreaterThanOrEqual(0.9);
    expect(labelled.recall).toBeGreaterThanOrEqual(0.9);
    expect(labelled.classification).toBeGreaterThanOrEqual(0.9);
  });

  it.each(
    [...JOB_MATCH_CASES, ...HELD_OUT_CASES, ...HELD_OUT_2_CASES, ...HELD_OUT_3_CASES].map(
      (c) => [c.name, c] as const,
    ),
  )('never lists the employer, the place or the perks (%s)', (_name, c) => {
    const { matched, missing } = matchKeywords(c.jobDescription, resumeText(c));
    // An employer word that is also a term of the job ("Analytics") may be listed for the job's sake.
    const terms = new Set([...c.matched, ...c.missing, ...c.neutral].flatMap((t) => [...spellings(t)]));
    const names = [
      c.employer.toLowerCase(),
      ...c.employer
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 2 && !terms.has(keyOf(w))),
      c.city.toLowerCase(),
      c.state.toLowerCase(),
    ];
    const perks = [
      '401',
      '403',
      'insurance',
      'dental',
      'vision',
      'pto',
      'equal',
      'opportunity',
      'flexible',
      'benefit',
    ];
    for (const label of [...matched, ...missing]) {
      // A term of the job ("computer vision") may share a word with the perks ("vision").
      const words = terms.has(keyOf(label)) ? names : [...names, ...perks];
      for (const word of words) expect(label, `${label} names ${word}`).not.toContain(word);
    }
  });

  it('never asks the Denver posting for its employer, its place or its perks', () => {
    const { matched, missing } = matchKeywords(softwareCase.jobDescription, resumeText(softwareCase));
    const labels = [...matched, ...missing];
    for (const word of [
      'brightwater',
      'denver',
      'colorado',
      '401(k)',
      '401k',
      'insurance',
      'equal opportunity',
    ])
      expect(labels.join(' | ')).not.toContain(word);
  });
});
