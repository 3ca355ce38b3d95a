// Export starvation: one guest's huge resume exported 6× at once must not hold up anybody else.
// Runs the built server on a scratch PostgreSQL database, so that the 820 KB resume a hostile
// client once saved (100 positions × 98 achievements, refused by today's limits) can be planted
// as a stored row. Prints, for that resume and for the largest resume the limits allow, how the
// six exports ended and how long another user's small PDF upload took meanwhile (target < 2 s).
// Usage: npm run bench:starvation [-- --database postgres://postgres@127.0.0.1:5432/postgres]
import { parseArgs } from 'node:util';
import type { Resume, ResumeData } from '@resume/core';
import { largestResume, oversizedResume } from '@resume/core/testing';
import { sampleResumePdf } from '@resume/parser/testing';
import pg from 'pg';
import { percentile } from '../render/stats';
import { type RunningServer, scratchDatabase, startServer } from '../support/server';
import { guest, statusCounts, timedGet, timedUpload } from './support';

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } },
});

async function saveResume(server: RunningServer, headers: Record<string, string>, data: ResumeData) {
  const response = await fetch(`${server.url}/api/v1/resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', data }),
  });
  return { status: response.status, body: (await response.json()) as Resume };
}

/** Six exports of `resumeId` at once while other users upload a small PDF, five in a row. */
async function exportsAgainstUpload(server: RunningServer, owner: Record<string, string>, resumeId: string) {
  // A new guest for each upload: free accounts keep two resumes.
  const uploaders = await Promise.all(Array.from({ length: 5 }, () => guest(server.url)));
  const pdf = sampleResumePdf();
  const exportUrl = `${server.url}/api/v1/resumes/${resumeId}/export?format=pdf`;
  const exports = Promise.all(Array.from({ length: 6 }, () => timedGet(exportUrl, owner)));
  const uploads = [];
  for (const uploader of uploaders) uploads.push(await timedUpload(server.url, uploader, pdf, 'resume.pdf'));
  const exported = await exports;
  return {
    exports: statusCounts(exported.map((e) => e.status)),
    'slowest refusal ms': Math.round(
      Math.max(0, ...exported.filter((e) => e.status !== 200).map((e) => e.ms)),
    ),
    'slowest export ms': Math.round(Math.max(...exported.map((e) => e.ms))),
    uploads: statusCounts(uploads.map((u) => u.status)),
    'upload p50 ms': Math.round(
      percentile(
        uploads.map((u) => u.ms),
        0.5,
      ),
    ),
    'upload max ms': Math.round(Math.max(...uploads.map((u) => u.ms))),
  };
}

const database = await scratchDatabase(values.database, 'bench_starvation');
const server = await startServer({ env: { DATABASE_URL: database.url } });
try {
  // Warm both pools' first worker, as a running server would be.
  const warm = await guest(server.url);
  await timedUpload(server.url, warm, sampleResumePdf(), 'warm.pdf');

  const attacker = await guest(server.url);
  const huge = oversizedResume();
  const refused = await saveResume(server, attacker, huge);
  const kb = Math.round(Buffer.byteLength(JSON.stringify(huge)) / 1024);
  console.log(`Saving the ${kb} KB resume (100 positions × 98 achievements): ${refused.status}`);

  const planted = await saveResume(server, attacker, largestResume());
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('update resumes set data = $1 where id = $2', [JSON.stringify(huge), planted.body.id]);
  await client.end();

  const largest = await guest(server.url);
  const valid = await saveResume(server, largest, largestResume());
  console.table([
    {
      resume: `${kb} KB stored before the limits`,
      ...(await exportsAgainstUpload(server, attacker, planted.body.id)),
    },
    { resume: 'largest the limits allow', ...(await exportsAgainstUpload(server, largest, valid.body.id)) },
  ]);
} finally {
  await server.stop();
  await database.drop();
}
