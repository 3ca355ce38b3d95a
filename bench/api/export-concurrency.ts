// Exports under concurrency: 1, 4 and 16 PDF exports always in flight against the built API,
// then against headless Chromium serving one new page per export with the same concurrency (how
// print services run it). Every export is a different person's two-page resume (a fresh variant
// is saved before each of ours, and printed by Chromium), so no cache serves a repeat. Printed
// per contender: exports per second, exports per CPU-second (per core: the CPU time the contender
// used, all its processes and threads), p50/p95 export latency, and peak memory as PSS summed
// over the whole server, or over the browser and all its page processes. The server runs on a
// scratch PostgreSQL database, as a hosted service does (PGlite, the laptop default, keeps the
// database inside the server's process and would add its buffers to the server's memory).
// Usage: npm run bench:export -- --mode concurrency [--seconds 15] [--database postgres://…/postgres]
import { availableParallelism } from 'node:os';
import type { Resume, ResumeData } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { startChromiumPrinter } from '../render/chromium-printer';
import { descendants, descendantsCpuMs, ownCpuMs, processCpuMs } from '../render/cpu-time';
import { pssKib, watchPeak } from '../render/process-memory';
import { resumeHtml } from '../render/resume-html';
import { resumeVariant } from '../render/variants';
import { guestWithResume } from '../support/guests';
import { type RunningServer, scratchDatabase, startServer } from '../support/server';
import { loadNote, median, percentile, table } from '../support/stats';

process.env.NODE_ENV ??= 'production';
const fullResume = completeResume();

const LEVELS = [1, 4, 16];
const WARM_UP_EXPORTS = 8;
/** Warm-up exports are people of their own, never measured again. */
const WARM_UP_PERSON = 1_000_000;

type Outcome = { latencies: number[]; seconds: number; cpuMs: number; peakKib: number; failed: number };
type Contender = {
  /** One export of person `n`'s resume by loop `client`; resolves true when a whole PDF came back. */
  exportOne(client: number, n: number): Promise<boolean>;
  cpuMs(): number;
  memoryKib(): number;
};

/** `inFlight` loops exporting back to back for `seconds`. */
async function measure(contender: Contender, inFlight: number, seconds: number, firstPerson: number) {
  const latencies: number[] = [];
  let failed = 0;
  let person = firstPerson;
  const peak = watchPeak(() => contender.memoryKib());
  const cpuStart = contender.cpuMs();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      if (await contender.exportOne(client, ++person)) latencies.push(performance.now() - begun);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, client) => loop(client)));
  const outcome: Outcome = {
    latencies,
    seconds: (performance.now() - started) / 1000,
    cpuMs: contender.cpuMs() - cpuStart,
    peakKib: peak.stop(),
    failed,
  };
  return outcome;
}

async function api<T>(server: RunningServer, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One guest per loop (a user may have two exports in flight), each with a resume of its own. */
async function ourContender(server: RunningServer, loops: number): Promise<Contender> {
  const users = await Promise.all(
    Array.from({ length: loops }, async () => {
      const { headers, resume } = await guestWithResume(server.url, fullResume);
      return {
        headers: { ...headers, 'content-type': 'application/json' },
        id: resume.id,
        version: resume.version,
      };
    }),
  );
  const save = async (user: (typeof users)[number], data: ResumeData) => {
    const body = JSON.stringify({ data, version: user.version });
    const saved = await api<Resume>(server, `/resumes/${user.id}`, {
      method: 'PUT',
      headers: user.headers,
      body,
    });
    user.version = saved.version;
  };
  return {
    async exportOne(client, n) {
      const user = users[client];
      if (!user) throw new Error(`no user for loop ${client}`);
      await save(user, resumeVariant(fullResume, n));
      const response = await fetch(`${server.url}/api/v1/resumes/${user.id}/export?format=pdf`, {
        headers: user.headers,
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return response.ok && bytes.length > 1000;
    },
    cpuMs: () => processCpuMs(server.pid),
    memoryKib: () => pssKib(server.pid),
  };
}

async function chromiumContender(serverPid: number) {
  const printer = await startChromiumPrinter();
  const contender: Contender = {
    async exportOne(_client, n) {
      const printed = await printer.printOnNewPage(
        resumeHtml(resumeVariant(fullResume, n), printer.fontOrigin),
      );
      return printed.size > 1000 && printed.embedsNotoSans;
    },
    // The browser's processes, and this one's Playwright client: both are the print service.
    cpuMs: () => ownCpuMs() + descendantsCpuMs(process.pid, serverPid),
    memoryKib: () => descendants(process.pid, serverPid).reduce((sum, stat) => sum + pssKib(stat.pid), 0),
  };
  return { contender, printer };
}

function row(name: string, inFlight: number, outcome: Outcome) {
  const count = outcome.latencies.length;
  return {
    name,
    inFlight,
    perSecond: count / outcome.seconds,
    perCpuSecond: (count * 1000) / outcome.cpuMs,
    p50: median(outcome.latencies),
    p95: percentile(outcome.latencies, 0.95),
    peakMib: outcome.peakKib / 1024,
    count,
    failed: outcome.failed,
  };
}

export async function runExportConcurrency(seconds: number, databaseServer: string): Promise<void> {
  const loadBefore = loadNote();
  const database = await scratchDatabase(databaseServer, 'bench_export_concurrency');
  const server = await startServer({
    env: { DATABASE_URL: database.url, RATE_LIMIT_GUEST_PER_HOUR: '10000' },
  });
  const rows: ReturnType<typeof row>[] = [];
  let chromiumVersion = '';
  try {
    const ours = await ourContender(server, Math.max(...LEVELS));
    for (let i = 0; i < WARM_UP_EXPORTS; i++) await ours.exportOne(0, WARM_UP_PERSON + i);
    const { contender: chromium, printer } = await chromiumContender(server.pid);
    chromiumVersion = printer.version;
    try {
      for (let i = 0; i < WARM_UP_EXPORTS; i++) await chromium.exportOne(0, WARM_UP_PERSON + i);
      let person = 0;
      for (const inFlight of LEVELS) {
        rows.push(row('ours (API)', inFlight, await measure(ours, inFlight, seconds, person)));
        person += 100_000;
        rows.push(
          row('chromium, new page each', inFlight, await measure(chromium, inFlight, seconds, person)),
        );
        person += 100_000;
      }
    } finally {
      await printer.close();
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  printConcurrency(rows, seconds, chromiumVersion, loadBefore);
}

function printConcurrency(
  rows: ReturnType<typeof row>[],
  seconds: number,
  chromium: string,
  loadBefore: string,
) {
  const cores = availableParallelism();
  console.log(
    `PDF exports always in flight for ${seconds} s per level: ours through the API (save, then GET export; ` +
      `"classic", a different person each time) vs Chromium ${chromium} (new page, setContent, pdf, close). ` +
      `${cores} cores; memory is PSS, the whole server vs browser + pages.\n`,
  );
  const fixed = (value: number, digits = 1) => value.toFixed(digits);
  const lines = [
    [
      'contender',
      'in flight',
      'exports/s',
      'per CPU-second',
      'p50 ms',
      'p95 ms',
      'peak MiB',
      'done',
      'failed',
    ],
  ];
  for (const r of rows) {
    lines.push([
      r.name,
      String(r.inFlight),
      fixed(r.perSecond),
      fixed(r.perCpuSecond),
      fixed(r.p50, 0),
      fixed(r.p95, 0),
      fixed(r.peakMib, 0),
      String(r.count),
      String(r.failed),
    ]);
  }
  console.log(table(lines));
  const goals = [
    [
      'in flight',
      'per CPU-second, ours ÷ chromium (goal ≥ 3)',
      'exports/s, ours ÷ chromium',
      'memory, ours ÷ chromium (goal ≤ 0.5 at 16)',
    ],
  ];
  for (const inFlight of LEVELS) {
    const [ours, theirs] = [
      rows.find((r) => r.inFlight === inFlight && r.name.startsWith('ours')),
      rows.find((r) => r.inFlight === inFlight && r.name.startsWith('chromium')),
    ];
    if (!ours || !theirs) continue;
    goals.push([
      String(inFlight),
      fixed(ours.perCpuSecond / theirs.perCpuSecond, 2),
      fixed(ours.perSecond / theirs.perSecond, 2),
      fixed(ours.peakMib / theirs.peakMib, 2),
    ]);
  }
  console.log(`\n${table(goals)}`);
  console.log(`\nMachine: ${loadBefore} before, ${loadNote()} after.`);
}
