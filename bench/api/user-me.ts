// GET /api/v1/user/me at 50 concurrent connections, on embedded PGlite and on PostgreSQL.
// Usage: npm run bench:api [-- --seconds 10]   (PostgreSQL from BENCH_DATABASE_URL, default the local server)
import { parseArgs } from 'node:util';
import { load, printTable, withServerCpu } from '../support/load';
import { scratchDatabase, startServer } from '../support/server';
import { loadNote } from '../support/stats';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({ env });
  try {
    const guest = await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' });
    const tokens = (await guest.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    await load({ url: `${server.url}/api/v1/user/me`, connections: 50, seconds: 2, headers }); // warm-up
    const result = await withServerCpu(server.pid, () =>
      load({ url: `${server.url}/api/v1/user/me`, connections: 50, seconds, headers }),
    );
    return {
      database: label,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'server CPU ms/req': result.serverCpuMsPerRequest,
      'non-2xx': result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

console.log(`Before: ${loadNote()}`);
const rows = [await measure('PGlite (embedded)', {})];
const scratch = await scratchDatabase(pgServer, 'rc_bench_user_me').catch((error: unknown) => {
  console.warn(`PostgreSQL skipped: ${(error as Error).message}`);
  return null;
});
if (scratch) {
  try {
    rows.push(await measure('PostgreSQL', { DATABASE_URL: scratch.url }));
  } finally {
    await scratch.drop();
  }
}
console.log(`GET /api/v1/user/me, 50 connections, ${seconds} s each; after: ${loadNote()}`);
printTable(rows);
