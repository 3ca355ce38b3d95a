/**
 * Our renderer in a process of its own, run as the API runs it: the API's own render pool
 * (CpuWork, one worker thread of the built worker, apps/api/dist/cpu-worker.js, with the heap
 * settings server.ts starts with), so the benchmark's Playwright client cannot slow it down or be
 * billed to it. Asked over IPC: { render: n } renders person n's resume (variants.ts) with the
 * "classic" template and the watermark; { cpu: true } answers this process's CPU milliseconds so
 * far, its worker thread's included.
 * One difference from the API, for a fair race: the render worker runs at the scheduling priority
 * of Chromium's renderers (nice 0), not the API's nice 10. The API lowers it only so that its own
 * request thread answers first; on this shared machine it would instead let every neighbour's
 * process run before ours, and bill their load to our wall time.
 */
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { completeResume } from '@resume/core/testing';
import { CpuWork } from '../../apps/api/src/workers/cpu-work';
import { tuneHeapForRendering } from '../../apps/api/src/workers/render-heap';
import { type Printed, printed } from './printed';
import { resumeVariant } from './variants';

// React's development build adds checks that production servers do not run; the worker inherits it.
process.env.NODE_ENV ??= 'production';
tuneHeapForRendering();
const fullResume = completeResume();
const BUILT_WORKER = new URL('../../apps/api/dist/cpu-worker.js', import.meta.url);
if (!existsSync(fileURLToPath(BUILT_WORKER)))
  throw new Error('Build first: npm run build (apps/api/dist is missing)');
const work = new CpuWork({ size: 1, workerUrl: BUILT_WORKER });
const RENDER_TIMEOUT_MS = 60_000;

export type RenderRequest = { render: number } | { cpu: true };
export type RenderAnswer = Printed | { cpuMs: number };

const reply = (answer: RenderAnswer) => process.send?.(answer);

const CHROMIUM_RENDERER_NICENESS = 0;
let workersReniced = 0;
/** This process's threads, the render worker's among them, at Chromium's renderers' priority. */
function reniceWorkers(): void {
  const started = work.workersStarted().render;
  if (started === workersReniced) return;
  workersReniced = started;
  for (const thread of readdirSync('/proc/self/task'))
    setPriority(Number(thread), CHROMIUM_RENDERER_NICENESS);
}

process.on('message', async (request: RenderRequest) => {
  if ('cpu' in request) {
    const { user, system } = process.cpuUsage();
    reply({ cpuMs: (user + system) / 1000 });
    return;
  }
  const data = resumeVariant(fullResume, request.render);
  const options = { template: 'classic', watermark: true } as const;
  const bytes = await work.run({ kind: 'render', data, options }, RENDER_TIMEOUT_MS);
  reniceWorkers();
  reply(printed(bytes));
});
process.send?.({ cpuMs: 0 });
