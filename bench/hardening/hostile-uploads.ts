// Memory under hostile PDFs: 20 uploads of a 2 MB PDF whose page stream inflates to 2 GB, 4 at a
// time, against the built server. Prints the server's resident memory before, at its peak and
// after, and /healthz latency while the uploads run. Each upload must be refused (422).
// Usage: npm run bench:hostile [-- --uploads 20 --parallel 4]
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import { flateBombPdf, sampleResumePdf } from '@resume/parser/testing';
import { percentile } from '../render/stats';
import { startServer } from '../support/server';
import { guest, latencyProbe, residentMb, statusCounts, timedGet, timedUpload } from './support';

const { values } = parseArgs({
  options: { uploads: { type: 'string', default: '20' }, parallel: { type: 'string', default: '4' } },
});
const UPLOADS = Number(values.uploads);
const PARALLEL = Number(values.parallel);
const CLIENT_NICENESS = 19;

const bomb = flateBombPdf(2048);
// The uploads stand for clients elsewhere: on these shared cores they yield to the server and to
// the latency probe (started before this, at normal priority).
const server = await startServer();
try {
  const uploaders = await Promise.all(Array.from({ length: PARALLEL }, () => guest(server.url)));
  // A running server has read uploads before: its upload worker is up.
  await timedUpload(server.url, await guest(server.url), sampleResumePdf(), 'warm.pdf');
  await timedGet(`${server.url}/healthz`);
  const before = residentMb(server.pid);
  let peak = before;
  const probe = latencyProbe(`${server.url}/healthz`);
  setPriority(CLIENT_NICENESS);
  const memory = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 20);
  const started = performance.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    uploaders.map(async (headers) => {
      while (next < UPLOADS) {
        next += 1;
        statuses.push((await timedUpload(server.url, headers, bomb, 'bomb.pdf')).status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(memory);
  const health = await probe.stop();
  // Stopped or recycled workers hand their memory back as they exit; give them a moment.
  await new Promise((r) => setTimeout(r, 2000));
  const after = residentMb(server.pid);
  console.log(
    `${UPLOADS} uploads of a ${(bomb.length / 1024 / 1024).toFixed(1)} MB PDF inflating to 2 GB, ${PARALLEL} at a time, in ${seconds.toFixed(1)} s: ${statusCounts(statuses)}`,
  );
  console.table([
    {
      'RSS before MB': Math.round(before),
      'RSS peak MB': Math.round(peak),
      'RSS after MB': Math.round(after),
      'after − before MB': Math.round(after - before),
      'healthz p50 ms': Number(percentile(health, 0.5).toFixed(1)),
      'healthz p99 ms': Number(percentile(health, 0.99).toFixed(1)),
      'healthz max ms': Number(Math.max(...health).toFixed(1)),
    },
  ]);
} finally {
  await server.stop();
}
