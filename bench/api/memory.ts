// The built server's resident memory (RSS) on the embedded database, as `npm start` runs it:
// at rest after the first start (a fresh database) and after a restart (an existing one), then
// after 100 mixed requests, after 50 exports and 20 uploads, and a minute later.
// Goals (issue 41): restart at rest ≤ 250 MB, first start at rest ≤ 400 MB.
// Usage: npm run bench:memory [-- --settle 5]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { completeResume } from '@resume/core/testing';
import { residentMb, timedUpload } from '../hardening/support';
import { guest, guestWithResume } from '../support/guests';
import { type RunningServer, startServer } from '../support/server';
import { loadNote } from '../support/stats';

const { values } = parseArgs({ options: { settle: { type: 'string', default: '5' } } });
const SETTLE_MS = Number(values.settle) * 1000;
const GOALS = { first: 400, restart: 250 };
/** `npm start` leaves NODE_ENV unset: the server's default, not the tests' "test". */
const ENV = { NODE_ENV: 'development' };

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * RSS once it has settled: unchanged (within 2 MB) over five readings a second apart, or after a
 * minute. A fresh database's setup (initdb and the migrations) peaks at about 600 MB for a few
 * seconds until V8 collects it; "at rest" is after that.
 */
async function atRest(server: RunningServer): Promise<number> {
  await pause(SETTLE_MS);
  const readings = [residentMb(server.pid)];
  const settled = () =>
    readings.length >= 5 && Math.max(...readings.slice(-5)) - Math.min(...readings.slice(-5)) < 2;
  while (!settled() && readings.length < 60) {
    await pause(1000);
    readings.push(residentMb(server.pid));
  }
  return readings.at(-1)!;
}

/** 100 requests as ten people make them: the page, a guest, a resume, reads, edits, a score. */
async function mixedRequests(url: string): Promise<void> {
  for (let person = 0; person < 10; person++) {
    await fetch(`${url}/`).then((r) => r.arrayBuffer());
    const { headers, resume } = await guestWithResume(url, completeResume());
    const json = { ...headers, 'content-type': 'application/json' };
    const resumeUrl = `${url}/api/v1/resumes/${resume.id}`;
    const steps = [
      () => fetch(`${url}/api/v1/user/me`, { headers }),
      () => fetch(`${url}/api/v1/resumes`, { headers }),
      () => fetch(resumeUrl, { headers }),
      () =>
        fetch(resumeUrl, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ version: resume.version, name: `Person ${person}` }),
        }),
      () => fetch(`${resumeUrl}/analysis`, { method: 'POST', headers: json, body: '{}' }),
      () => fetch(`${url}/api/v1/user/me`, { headers }),
      () => fetch(resumeUrl, { headers }),
      () => fetch(`${url}/api/v1/resumes`, { headers }),
    ];
    for (const step of steps) await step().then((r) => r.arrayBuffer());
  }
}

/** 50 exports (PDF and Word, by five people) and 20 uploads of the PDFs they downloaded. */
async function exportsAndUploads(url: string): Promise<void> {
  const pdfs: Uint8Array[] = [];
  for (let person = 0; person < 5; person++) {
    const { headers, resume } = await guestWithResume(url, completeResume());
    for (let n = 0; n < 10; n++) {
      const format = n % 3 === 2 ? 'docx' : 'pdf';
      const response = await fetch(`${url}/api/v1/resumes/${resume.id}/export?format=${format}`, { headers });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (format === 'pdf') pdfs.push(bytes);
    }
  }
  for (let n = 0; n < 20; n++) {
    const upload = await timedUpload(url, await guest(url), pdfs[n % pdfs.length]!, `resume-${n}.pdf`);
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`);
  }
}

const verdict = (mb: number, goal: number) =>
  `${Math.round(mb)} MB (goal ≤ ${goal}: ${mb <= goal ? 'met' : 'NOT met'})`;

console.log(`bench:memory: the built server's RSS on the embedded database; ${loadNote()}`);
const dataDir = await mkdtemp(join(tmpdir(), 'rc-memory-'));
try {
  const first = await startServer({ dataDir, keepData: true, env: ENV });
  console.log(`first start (creates the database), at rest: ${verdict(await atRest(first), GOALS.first)}`);
  await first.stop();

  const server = await startServer({ dataDir, keepData: true, env: ENV });
  console.log(`restart (existing database), at rest:       ${verdict(await atRest(server), GOALS.restart)}`);
  await mixedRequests(server.url);
  console.log(`after 100 mixed requests:                   ${Math.round(await atRest(server))} MB`);
  await exportsAndUploads(server.url);
  console.log(`after 50 exports and 20 uploads:            ${Math.round(await atRest(server))} MB`);
  await pause(60_000);
  console.log(`a minute later:                             ${Math.round(residentMb(server.pid))} MB`);
  await server.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
