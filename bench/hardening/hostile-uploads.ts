// Hostile uploads against the built server, 4 at a time: 20 PDFs of 2 MB whose page stream
// inflates to 2 GB (each must be refused, 422), then 20 plain-text files of 10 MiB (read: 201,
// cut to the resume limits). Prints the server's resident memory before, at its peak and after,
// and /healthz latency while the uploads run.
// Usage: npm run bench:hostile [-- --uploads 20 --parallel 4]
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import { flateBombPdf, sampleResumePdf } from '@resume/parser/testing';
import { startServer } from '../support/server';
import { loadNote, percentile } from '../support/stats';
import { guest, latencyProbe, residentMb, statusCounts, timedGet, timedUpload } from './support';

const { values } = parseArgs({
  options: { uploads: { type: 'string', default: '20' }, parallel: { type: 'string', default: '4' } },
});
const UPLOADS = Number(values.uploads);
const PARALLEL = Number(values.parallel);
const CLIENT_NICENESS = 19;

const TEXT_LINE = 'Senior Engineer, Analytical Engines — cut the monthly close from ten days to four.\n';
const FILES = [
  { name: 'PDF inflating to 2 GB', fileName: 'bomb.pdf', bytes: flateBombPdf(2048) },
  {
    name: 'text file of 10 MiB',
    fileName: 'resume.txt',
    // Just under the 10 MiB the API takes (the dash is three bytes in UTF-8).
    bytes: new TextEncoder().encode(
      TEXT_LINE.repeat(Math.floor((10 * 1024 * 1024) / Buffer.byteLength(TEXT_LINE))),
    ),
  },
];
type File = (typeof FILES)[number];
type Server = Awaited<ReturnType<typeof startServer>>;

/** UPLOADS uploads of `file`, PARALLEL at a time, each by a new guest (free accounts keep two resumes). */
async function measure(server: Server, file: File) {
  const before = residentMb(server.pid);
  let peak = before;
  const probe = latencyProbe(`${server.url}/healthz`);
  const memory = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 20);
  const started = performance.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < UPLOADS) {
        next += 1;
        const uploader = await guest(server.url);
        statuses.push((await timedUpload(server.url, uploader, file.bytes, file.fileName)).status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(memory);
  const health = await probe.stop();
  // Stopped or recycled workers hand their memory back as they exit; give them a moment.
  await new Promise((r) => setTimeout(r, 2000));
  const after = residentMb(server.pid);
  return {
    upload: `${UPLOADS}× ${file.name}`,
    answers: statusCounts(statuses),
    seconds: Number(seconds.toFixed(1)),
    'RSS before MB': Math.round(before),
    'RSS peak MB': Math.round(peak),
    'after − before MB': Math.round(after - before),
    'healthz p50 ms': Number(percentile(health, 0.5).toFixed(1)),
    'healthz p99 ms': Number(percentile(health, 0.99).toFixed(1)),
    'healthz max ms': Number(Math.max(...health).toFixed(1)),
  };
}

const server = await startServer();
try {
  // A running server has read uploads before: its upload worker is up.
  await timedUpload(server.url, await guest(server.url), sampleResumePdf(), 'warm.pdf');
  await timedGet(`${server.url}/healthz`);
  // The uploads stand for clients elsewhere: on these shared cores they yield to the server and to
  // the latency probe (a process of its own, at normal priority).
  setPriority(CLIENT_NICENESS);
  const rows = [];
  for (const file of FILES) rows.push(await measure(server, file));
  console.log(
    `${PARALLEL} uploads at a time; the server ${process.env.DATABASE_URL ? 'on PostgreSQL' : 'on the embedded database'}; ${loadNote()}`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
