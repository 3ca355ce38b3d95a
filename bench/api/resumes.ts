// GET and PUT /api/v1/resumes/{id} with a realistic two-page resume at 50 concurrent connections,
// on embedded PGlite and on PostgreSQL. Each connection edits its own resume (as people do), so
// every PUT names the version it last read and none is a conflict.
// Usage: npm run bench:resumes [-- --seconds 10]
import { parseArgs } from 'node:util';
import type { Resume } from '@resume/core';
import autocannon from 'autocannon';
import { twoPageResume } from '../score/resume';
import { printTable } from '../support/load';
import { type RunningServer, scratchDatabase, startServer } from '../support/server';

const CONNECTIONS = 50;
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Owned = { token: string; id: string; version: number };
type Connection = { owned?: Owned };

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

function run(server: RunningServer, owned: Owned[], method: 'GET' | 'PUT', duration: number) {
  let next = 0;
  return autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request, context: Connection) => {
          context.owned ??= owned[next++ % owned.length]!;
          const { token, id, version } = context.owned;
          const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          const data = { ...twoPageResume, summary: `${twoPageResume.summary} ${version}` };
          const body = method === 'PUT' ? JSON.stringify({ version, data }) : undefined;
          return { ...request, method, path: `/api/v1/resumes/${id}`, headers, body };
        },
        // The version lives on the shared record, so the next run continues from it.
        onResponse: (status, body, context: Connection) => {
          if (method === 'PUT' && status === 200 && context.owned) {
            context.owned.version = (JSON.parse(body) as Resume).version;
          }
        },
      },
    ],
  });
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({ env });
  try {
    const owned = await seed(server);
    const rows = [];
    for (const method of ['GET', 'PUT'] as const) {
      await run(server, owned, method, 2); // warm-up
      const result = await run(server, owned, method, seconds);
      rows.push({
        database: label,
        request: `${method} /resumes/{id}`,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

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
  `Resume of ${JSON.stringify(twoPageResume).length} bytes, ${CONNECTIONS} connections, ${seconds} s each`,
);
printTable(rows);
