/**
 * Render time of each resume template for a realistic two-page resume (the fixture the template
 * tests check), in one process after warm-up, as a server worker runs it. Two cases per template:
 * the same resume every run (the live preview re-rendering) and different text every run (the
 * server exporting different people's resumes).
 * Run: npx tsx bench/render/run.ts [runs]   (NODE_ENV defaults to production, as deployed)
 */
import { TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { loadNote, median, ms, percentile, table, timeRuns } from '../support/stats';
import { resumeVariant } from './variants';

// React's development build adds checks that production servers do not run; imported after this.
process.env.NODE_ENV ??= 'production';
const { renderResumePdf } = await import('@resume/templates');
const fullResume = completeResume();

const RUNS = Number(process.argv[2] ?? 30);
const WARMUP = 5;
const loadBefore = loadNote();

const coldStart = performance.now();
await renderResumePdf(fullResume, { template: 'classic' });
const cold = performance.now() - coldStart;
// Every template once more before measuring, so the first one measured is not the JIT's warm-up.
for (const { id } of TEMPLATES) await renderResumePdf(fullResume, { template: id });

let run = 0;
const rows: string[][] = [['template', 'pages', 'same: median', 'p95', 'varied: median', 'p95']];
for (const { id } of TEMPLATES) {
  let bytes: Uint8Array = new Uint8Array();
  const same = await timeRuns(
    async () => {
      bytes = await renderResumePdf(fullResume, { template: id, watermark: true });
    },
    RUNS,
    WARMUP,
  );
  const varied = await timeRuns(
    () => renderResumePdf(resumeVariant(fullResume, ++run), { template: id, watermark: true }),
    RUNS,
    WARMUP,
  );
  const pages = new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)?.length ?? 0;
  rows.push([
    id,
    String(pages),
    ms(median(same)),
    ms(percentile(same, 0.95)),
    ms(median(varied)),
    ms(percentile(varied, 0.95)),
  ]);
}

console.log(
  `Resume PDF render time: ${RUNS} runs per case after ${WARMUP} warm-up runs, one process ` +
    `(Node ${process.version}, NODE_ENV=${process.env.NODE_ENV})`,
);
console.log(`First render in the process (reads and parses its fonts): ${ms(cold)}\n`);
console.log(table(rows));
console.log(`\nMachine: ${loadBefore} before, ${loadNote()} after.`);
