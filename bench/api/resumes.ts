// GET and PUT /api/v1/resumes/{id} with a realistic two-page resume at 50 concurrent connections,
// on embedded PGlite and on PostgreSQL. Each connection edits its own resume (as people do), so
// every PUT names the version it last read and none is a conflict.
// Usage: npm run bench:resumes [-- --seconds 10]
import { parseArgs } from 'node:util';
import type { Resume } from '@resume/core';
import { twoPageResume } from '../score/resume';
import { loadLoops, printTable, withServerCpu } from '../support/load';
import { type RunningServer, scratchDatabase, startServer } from '../support/server';
import { loadNote } from '../support/stats';

const CONNECTIONS = 50;
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Owned = { token: string; id: string; version: number };

/** One guest with one resume per connection. */
async function seed(server: RunningServer): Promise<Owned[]> {
  return Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const guest = (await (await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' })).json()) as {
        access_token: string;
      };
      const res = await fetch(`${server.url}/api/v1/resumes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${guest.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', data: twoPageResume }),
      });
      const resume = (await res.json()) as Resume;
      return { token: guest.access_token, id: resume.id, version: resume.version };
    }),
  );
}

/** Each client edits its own resume and carries the version each write returns into the next. */
function run(server: RunningServer, owned: Owned[], method: 'GET' | 'PUT', seconds: number) {
  return loadLoops({
    connections: CONNECTIONS,
    seconds,
    step: async (client) => {
      const resume = owned[client]!;
      const headers = { authorization: `Bearer ${resume.token}`, 'content-type': 'application/json' };
      const data = { ...twoPageResume, summary: `${twoPageResume.summary} ${resume.version}` };
      const body = method === 'PUT' ? JSON.stringify({ version: resume.version, data }) : undefined;
      const response = await fetch(`${server.url}/api/v1/resumes/${resume.id}`, { method, headers, body });
      const text = await response.text();
      if (method === 'PUT' && response.ok) resume.version = (JSON.parse(text) as Resume).version;
      return response.status;
    },
  });
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({ env });
  try {
    const owned = await seed(server);
    const rows = [];
    for (const method of ['GET', 'PUT'] as const) {
      await run(server, owned, method, 2); // warm-up
      const result = await withServerCpu(server.pid, () => run(server, owned, method, seconds));
      rows.push({
        database: label,
        request: `${method} /resumes/{id}`,
        'req/s': result.requestsPerSecond,
        'p50 ms': result.p50Ms,
        'p99 ms': result.p99Ms,
        'server CPU ms/req': result.serverCpuMsPerRequest,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

console.log(`Before: ${loadNote()}`);
const rows = await measure('PGlite (embedded)', {});
const scratch = await scratchDatabase(pgServer, 'rc_bench_resumes').catch((error: unknown) => {
  console.warn(`PostgreSQL skipped: ${(error as Error).message}`);
  return null;
});
if (scratch) {
  try {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: scratch.url })));
  } finally {
    await scratch.drop();
  }
}
console.log(
  `Resume of ${JSON.stringify(twoPageResume).length} bytes, ${CONNECTIONS} connections, ${seconds} s each; after: ${loadNote()}`,
);
printTable(rows);
