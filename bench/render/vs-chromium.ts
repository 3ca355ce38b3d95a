/**
 * Our renderer against headless Chromium's print-to-PDF, on the same two-page resume (Chromium
 * gets a comparable HTML/CSS page with the same fonts, resume-html.ts). One browser, launched
 * once; each sample is one document: setContent + page.pdf() for Chromium, an export by the
 * API's own render pool for ours (the built worker thread, in a process of its own,
 * render-process.ts), each for a different person's resume (variants.ts). Samples alternate between the
 * contenders so all see the same machine load. Besides wall time, each document's CPU time is
 * measured, all threads counted, up to the end of a pause after it (work left over, such as
 * garbage collection, is billed to it): ours is the render process, V8's GC and compiler threads
 * included; Chromium's is its processes plus the Playwright client here.
 * Two ways to run Chromium: a new page per document is how resume builders' print services run
 * it (open a page, load the resume, page.pdf(), close; a page cannot serve two exports at once),
 * and the first goal (ours at most a third of Chromium's time) is judged against it. One warm page
 * reused for every document, exports queued one at a time, is Chromium's floor: the second goal
 * (issue 41) is at most half of it, on wall and CPU, median and p95.
 * Run: npm run build -w @resume/api, then npx tsx bench/render/vs-chromium.ts [runs]   (NODE_ENV defaults to
 * production, as deployed)
 */
import { fork } from 'node:child_process';
import { completeResume } from '@resume/core/testing';
import { loadNote, median, ms, percentile, table } from '../support/stats';
import { startChromiumPrinter } from './chromium-printer';
import { descendantsCpuMs, ownCpuMs } from './cpu-time';
import type { Printed } from './printed';
import type { RenderAnswer, RenderRequest } from './render-process';
import { resumeHtml } from './resume-html';
import { resumeVariant } from './variants';

process.env.NODE_ENV ??= 'production';
const fullResume = completeResume();

const RUNS = Number(process.argv[2] ?? 30);
/**
 * react-pdf is a lot of JavaScript: V8 compiles it over a fresh process's first few dozen renders
 * (measured 2026-11-27: 74 functions optimised during the first render, ~30 per render around the
 * tenth, under 5 from the fortieth on), its compiler threads adding up to 1.5× a render's CPU.
 * A server's render worker lives for thousands of exports, so the goal is judged on renders after
 * these; the warm-up's own figures are printed too, as "ours, first N renders".
 */
const WARMUP = 40;
/**
 * Chromium keeps working after pdf() resolves (teardown, GC); this lets it finish, and bills it.
 * Measured (2026-11-27): with 150 ms its CPU per document read 10-20 ms lower than with 400 ms or
 * 800 ms (which agree): work it had left ran during our next sample instead of being billed to it.
 */
const SETTLE_MS = 400;
const loadBefore = loadNote();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const renderer = fork(new URL('./render-process.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
});
let answered: (answer: RenderAnswer) => void = () => {};
const nextAnswer = () => new Promise<RenderAnswer>((resolve) => (answered = resolve));
const ready = nextAnswer();
renderer.on('message', (answer: RenderAnswer) => answered(answer));
await ready;
/** One question at a time: the benchmark waits for each answer before it asks again. */
const ask = (request: RenderRequest): Promise<RenderAnswer> => {
  const answer = nextAnswer();
  renderer.send(request);
  return answer;
};
const rendererCpuMs = async () => {
  const answer = await ask({ cpu: true });
  return 'cpuMs' in answer ? answer.cpuMs : Number.NaN;
};
/** Chromium's processes and this one (the Playwright client), but not our renderer's. */
const chromiumCpuMs = async () => ownCpuMs() + descendantsCpuMs(process.pid, renderer.pid);

const chromium = await startChromiumPrinter();

try {
  const reusedPage = await chromium.newPage();
  let run = 0;
  const html = () => resumeHtml(resumeVariant(fullResume, ++run), chromium.fontOrigin);

  const contenders: Record<string, () => Promise<Printed>> = {
    ours: async () => {
      const answer = await ask({ render: ++run });
      if (!('size' in answer)) throw new Error('the render process did not answer with a document');
      return answer;
    },
    'chromium, reused page': () => chromium.printOn(reusedPage, html()),
    'chromium, new page each': () => chromium.printOnNewPage(html()),
  };
  const fresh = `ours, first ${WARMUP} renders`;
  /** Where sample `i` of `name` is counted: its own series once warm; only ours during the warm-up. */
  const seriesOf = (i: number, name: string): string | undefined => {
    if (i >= WARMUP) return name;
    return name === 'ours' ? fresh : undefined;
  };
  const names = [...Object.keys(contenders), fresh];
  const wall = new Map<string, number[]>(names.map((name) => [name, []]));
  const cpu = new Map<string, number[]>(names.map((name) => [name, []]));
  const sizes = new Map<string, number>();
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    for (const [name, task] of Object.entries(contenders)) {
      const cpuOf = name === 'ours' ? rendererCpuMs : chromiumCpuMs;
      const cpuStart = await cpuOf();
      const start = performance.now();
      const document = await task();
      const elapsed = performance.now() - start;
      await sleep(SETTLE_MS);
      const series = seriesOf(i, name);
      if (series) {
        wall.get(series)?.push(elapsed);
        cpu.get(series)?.push((await cpuOf()) - cpuStart);
      }
      sizes.set(name, document.size);
      // Equal work means equal fonts: a fallback font would make Chromium's job lighter.
      if (i === 0 && !document.embedsNotoSans) {
        throw new Error(`${name}: the PDF does not embed Noto Sans; the comparison would be unfair`);
      }
    }
  }

  const rows = [['renderer', 'wall median', 'wall p95', 'CPU median', 'CPU p95', 'size']];
  const figures = (name: string, samples: Map<string, number[]>) => {
    const values = samples.get(name) ?? [];
    return { median: median(values), p95: percentile(values, 0.95) };
  };
  for (const name of wall.keys()) {
    const [w, c] = [figures(name, wall), figures(name, cpu)];
    const size = sizes.get(name);
    const kib = size === undefined ? '' : `${(size / 1024).toFixed(0)} KiB`;
    rows.push([name, ms(w.median), ms(w.p95), ms(c.median), ms(c.p95), kib]);
  }
  console.log(
    `Two-page resume to PDF, ${RUNS} alternating runs after ${WARMUP} warm-up ` +
      `(Chromium ${chromium.version}, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV})\n`,
  );
  console.log(table(rows));

  /** Ours as a share of each way of running Chromium, at most. */
  const goals = { 'chromium, new page each': 1 / 3, 'chromium, reused page': 1 / 2 };
  const ratioRows = [['ours / chromium (goal)', 'wall median', 'wall p95', 'CPU median', 'CPU p95']];
  for (const [name, goal] of Object.entries(goals)) {
    const ratio = (ours: number, theirs: number) =>
      `${(ours / theirs).toFixed(2)}${ours / theirs <= goal ? ' met' : ' NOT met'}`;
    const cells = [wall, cpu].flatMap((samples) => {
      const [ours, theirs] = [figures('ours', samples), figures(name, samples)];
      return [ratio(ours.median, theirs.median), ratio(ours.p95, theirs.p95)];
    });
    ratioRows.push([`${name} (≤ ${goal.toFixed(2)})`, ...cells]);
  }
  console.log(`\n${table(ratioRows)}`);
  console.log(`\nMachine: ${loadBefore} before, ${loadNote()} after.`);
} finally {
  await chromium.close();
  renderer.kill();
}
