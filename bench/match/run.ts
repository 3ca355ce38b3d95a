/**
 * Job match benchmark (issue 35): how well the matcher reads postings it was tuned on, postings held
 * out from tuning, and the older labelled fixtures, and how long one posting takes to score.
 * Run: npm run bench:match  (add --misses to list each posting's lost and extra terms; --tuning leaves
 * the sealed sets out altogether, for a round of tuning). The tune, held
 * out and the first six fresh sets are tuned on (the third since round six, the fourth since round eight,
 * the fifth since round nine, the sixth since round eleven). A sealed set (listed in SEALED) is read
 * only as one summary figure, never per posting and never its misses.
 */

import { loadPostingReader } from '@resume/core';
import { EVALUATION_SETS, type Figures, figures, productMatcher } from '@resume/core/testing';
import { loadNote } from '../support/stats';
import { scoringTimes } from './timing';

/**
 * Sets never tuned on, printed as one summary line each. The third fresh set was sealed until round
 * six, the fourth (fresh-g/h) until round eight, the fifth (fresh-i/j) until round nine and the sixth
 * (fresh-k/l, written during round eight by someone who did not see the matcher) until round eleven;
 * all are tunable since. The seventh (fresh-m/n), written during round eleven by someone who did not
 * see the matcher and added after it, is sealed.
 */
const SEALED = ['fresh held out 7'];

const showMisses = process.argv.includes('--misses');
const tuning = process.argv.includes('--tuning');
const pct = (x: number) => (Number.isNaN(x) ? '   n/a' : `${(x * 100).toFixed(1).padStart(5)}%`);

const summaryLine = (f: Figures) =>
  `precision ${pct(f.precision)} (each name counted ${pct(f.precisionEachName)}), recall ${pct(f.recall)}, ` +
  `exact-only recall ${pct(f.exactRecall)}, matched-vs-missing right ${pct(f.matchedVsMissing)}, ` +
  `required-vs-nice right ${pct(f.tier)}`;

function printSummary(name: string, f: Figures, perField = true) {
  console.log(`\n${name} — ${f.postings} postings: ${summaryLine(f)}`);
  if (!perField) return;
  console.log('  field                          precision  recall  exact   m/m right');
  for (const s of f.scores) {
    const precision = s.reported === 0 ? 1 : s.relevant / s.reported;
    console.log(
      `  ${s.field.slice(0, 30).padEnd(30)} ${pct(precision)}   ${pct(s.found / s.expected)} ` +
        `${pct(s.foundExact / s.expected)} ${pct(s.found === 0 ? 1 : s.rightList / s.found)}`,
    );
  }
}

function printMisses(f: Figures) {
  for (const s of f.scores) {
    if (s.lost.length + s.extra.length + s.wrongList.length === 0) continue;
    console.log(`  ${s.name}\n    lost: ${s.lost.join(', ')}\n    extra: ${s.extra.join(', ')}`);
    if (s.wrongList.length > 0) console.log(`    wrong list: ${s.wrongList.join(', ')}`);
  }
}

await loadPostingReader();
for (const set of EVALUATION_SETS) {
  const f = figures(set.postings, productMatcher);
  // Sealed sets are read as one figure only: never per posting, never their misses.
  const sealed = SEALED.some((prefix) => set.name.startsWith(prefix));
  if (sealed && tuning) continue;
  printSummary(set.name, f, !sealed);
  // The anchor: a second labeller's blind reading of the set, scored against the first the same way.
  if (set.secondReading)
    console.log(`  a second labeller, blind: ${summaryLine(figures(set.postings, set.secondReading))}`);
  if (showMisses && !sealed) printMisses(f);
}

const all = EVALUATION_SETS.flatMap((s) => s.postings);
const { median, p95, runs } = scoringTimes(all, productMatcher);
console.log(
  `\nscoring one posting against its resume (no cache), ${runs} runs: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${loadNote()})`,
);
