/**
 * Our renderer in a process of its own, run as the API runs it: the API's own render pool
 * (CpuWork, one worker thread of the built worker, apps/api/dist/cpu-worker.js, with the heap
 * settings server.ts starts with), so the benchmark's Playwright client cannot slow it down or be
 * billed to it. Asked over IPC: { render: n } renders person n's resume (variants.ts) with the
 * "classic" template and the watermark; { cpu: true } answers this process's CPU milliseconds so
 * far, its worker thread's included.
 */
import { existsSync } from 'node:fs';
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

process.on('message', async (request: RenderRequest) => {
  if ('cpu' in request) {
    const { user, system } = process.cpuUsage();
    reply({ cpuMs: (user + system) / 1000 });
    return;
  }
  const data = resumeVariant(fullResume, request.render);
  const options = { template: 'classic', watermark: true } as const;
  reply(printed(await work.run({ kind: 'render', data, options }, RENDER_TIMEOUT_MS)));
});
process.send?.({ cpuMs: 0 });
