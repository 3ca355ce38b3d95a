/**
 * Score engine benchmark: scores a realistic two-page resume 1,000 times after warm-up and prints
 * the median and p95 time per run, without and with a job description. Goal: median under 5 ms
 * (the builder rescores on every keystroke). Run: npx tsx bench/score/run.ts
 */

import type { ResumeData } from '@resume/core';
import { analyzeResume, loadPostingReader } from '@resume/core';
import { loadNote, percentile } from '../support/stats';
import { jobDescription, twoPageResume } from './resume';

const RUNS = 1_000;
const WARM_UP = 200;
const NOW = new Date('2025-06-15T12:00:00Z');

/** A copy with one achievement changed per run, as when someone types: nothing can be reused. */
function edited(run: number): ResumeData {
  const data = structuredClone(twoPageResume);
  const role = data.experience[0];
  if (role) role.achievements[0] = `${role.achievements[0]} (${run})`;
  return data;
}

type Case = { label: string; jobDescription: (run: number) => string | undefined };

function measure({ label, jobDescription }: Case) {
  const inputs = Array.from({ length: RUNS + WARM_UP }, (_, i) => edited(i));
  const run = (i: number) =>
    analyzeResume(inputs[i] as ResumeData, { now: NOW, jobDescription: jobDescription(i) });
  const first = performance.now();
  const result = run(0);
  const firstMs = performance.now() - first;
  for (let i = 1; i < WARM_UP; i++) run(i);
  const times: number[] = [];
  for (let i = WARM_UP; i < WARM_UP + RUNS; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const ms = (n: number) => `${n.toFixed(3)} ms`.padStart(9);
  console.log(
    `${label.padEnd(36)} median ${ms(percentile(times, 0.5))}   p95 ${ms(percentile(times, 0.95))}   mean ${ms(mean)}   first call ${firstMs.toFixed(1)} ms   (score ${result.score}, ${result.findings.length} findings)`,
  );
}

/** Every string in the resume, for the word count in the heading. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

const words = strings(twoPageResume).join(' ').split(/\s+/).filter(Boolean).length;
console.log(
  `Scoring a ${twoPageResume.experience.length}-role resume (${words} words), ${RUNS} runs after ${WARM_UP} warm-up runs, Node ${process.version}, ${loadNote()}`,
);
// The job match reads postings with an NLP model, loaded once before the first posting is scored.
await loadPostingReader();
measure({ label: 'without a job description', jobDescription: () => undefined });
measure({ label: 'with a job description', jobDescription: () => jobDescription });
// Worst case: the posting changes on every run too, so its terms are read afresh each time.
measure({
  label: 'with a new job description every run',
  jobDescription: (i) => `${jobDescription}\n(${i})`,
});
