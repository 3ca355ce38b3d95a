/**
 * Score trust benchmark (issue 38): does the score order resumes as a recruiter would? Scores the
 * ranked resumes (packages/core/src/analysis/fixtures/ranked, ranked before the engine was tuned on
 * them) and prints, for the tuning and the held-out set: Spearman's rank correlation between score
 * and rank, the highest score of a duty-only resume and its band, each resume's score beside its
 * rank, and every finding on the resumes a recruiter calls strong, to judge they are worth acting on.
 * Run: npm run bench:score-trust  (trust-baseline.txt: the figures before the rules of issue 38)
 * Goals: Spearman ≥ 0.85 on both sets, no duty-only resume above good (75, docs/product.md#score).
 */

import { analyzeResume } from '@resume/core';
import {
  HELD_OUT_SET,
  type RankedResume,
  spearman,
  TUNE_SET,
} from '../../packages/core/src/analysis/fixtures/ranked/index';
// The ranked fixtures are test data of the core package, read from its source like its tests do;
// words are counted as the engine's length check counts them.
import { textFields } from '../../packages/core/src/analysis/resume-text';
import { wordCount } from '../../packages/core/src/text/words';

const NOW = new Date('2025-06-15T12:00:00Z');
const GOAL = 0.85;
/** The top of "good" in docs/product.md#score: a duty-only resume must not score above it. */
const GOOD_MAX = 75;

type Scored = RankedResume & { score: number; band: string; words: number };

function scored(set: RankedResume[]): Scored[] {
  return set.map((r) => {
    const result = analyzeResume(r.data, { now: NOW });
    const words = textFields(r.data).reduce((sum, f) => sum + wordCount(f.text), 0);
    return { ...r, score: result.score, band: result.band, words };
  });
}

function printSet(name: string, set: Scored[]) {
  const rho = spearman(
    set.map((r) => r.score),
    set.map((r) => r.rank),
  );
  const duty = set.filter((r) => r.dutyOnly).sort((a, b) => b.score - a.score)[0];
  console.log(`\n${name}: ${set.length} resumes`);
  console.log(`  Spearman (score vs rank)   ${rho.toFixed(3)}  ${rho >= GOAL ? 'ok' : `below ${GOAL}`}`);
  if (duty)
    console.log(
      `  highest duty-only score    ${duty.score} (${duty.band}, ${duty.id})  ${duty.score <= GOOD_MAX ? 'ok' : 'above good'}`,
    );
  console.log('  rank  score  band       words  field        resume');
  for (const r of set) {
    const flags = `${r.dutyOnly ? ' duty-only' : ''}${r.strong ? ' strong' : ''}`;
    console.log(
      `  ${String(r.rank).padStart(4)}  ${String(r.score).padStart(5)}  ${r.band.padEnd(9)}  ${String(r.words).padStart(5)}  ${r.field.padEnd(11)}  ${r.id}${flags}`,
    );
  }
}

function printStrongFindings(sets: Scored[][]) {
  console.log('\nFindings on the strong resumes (each should be worth acting on):');
  for (const r of sets.flat().filter((x) => x.strong)) {
    const { findings } = analyzeResume(r.data, { now: NOW });
    console.log(`  ${r.id} (${r.score}): ${findings.length === 0 ? 'none' : ''}`);
    for (const f of findings) console.log(`    [${f.severity}] ${f.id} @ ${f.field}: ${f.message}`);
  }
}

const tune = scored(TUNE_SET);
const heldOut = scored(HELD_OUT_SET);
printSet('Tuning set', tune);
printSet('Held-out set (never tuned on)', heldOut);
printStrongFindings([tune, heldOut]);
const all = [...tune, ...heldOut];
console.log(
  `\nAll ${all.length}: Spearman ${spearman(
    all.map((r) => r.score),
    all.map((r) => r.rank),
  ).toFixed(3)}`,
);
