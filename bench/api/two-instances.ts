// Two API instances on one PostgreSQL database and one Redis, as hosted: 200 clients for 60 s,
// each a person editing their own resume on whichever instance the "load balancer" picks, in a mix
// of reads (60% the resume, 10% /user/me), autosaves (25%, each naming the version it last saw)
// and analyses (5%). Prints req/s, p50/p99, errors, and lost writes: at the end every resume must
// hold the last version and text whose save was acknowledged.
// Usage: npm run bench:load [-- --seconds 60 --clients 200]
import { parseArgs } from 'node:util';
import type { Resume, ResumeData } from '@resume/core';
import { twoPageResume } from '../score/resume';
import { loadLoops, printTable } from '../support/load';
import { type RunningServer, scratchDatabase, startServer } from '../support/server';
import { loadNote } from '../support/stats';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, clients: { type: 'string', default: '200' } },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Client = {
  token: string;
  id: string;
  version: number;
  saves: number;
  /** The last save the server acknowledged (what must be there at the end), and how many were. */
  acked: { version: number; summary: string; count: number };
};

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function seed(server: RunningServer): Promise<Client> {
  const guest = (await (await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' })).json()) as {
    access_token: string;
  };
  const res = await fetch(`${server.url}/api/v1/resumes`, {
    method: 'POST',
    headers: json(guest.access_token),
    body: JSON.stringify({ name: 'Load', data: twoPageResume }),
  });
  const resume = (await res.json()) as Resume;
  return {
    token: guest.access_token,
    id: resume.id,
    version: resume.version,
    saves: 0,
    acked: { version: resume.version, summary: resume.data.summary, count: 0 },
  };
}

/** One request of one client, on instance A or B at random, as a load balancer would send it. */
async function step(servers: RunningServer[], client: Client): Promise<number> {
  const server = servers[Math.floor(Math.random() * servers.length)]!;
  const base = `${server.url}/api/v1`;
  const roll = Math.random();
  if (roll < 0.25) {
    const summary = `${twoPageResume.summary} Save ${++client.saves}.`;
    const data: ResumeData = { ...twoPageResume, summary };
    const res = await fetch(`${base}/resumes/${client.id}`, {
      method: 'PUT',
      headers: json(client.token),
      body: JSON.stringify({ version: client.version, data }),
    });
    const body = (await res.json()) as Resume;
    if (res.ok) {
      client.version = body.version;
      client.acked = { version: body.version, summary, count: client.acked.count + 1 };
    }
    return res.status;
  }
  const [method, path, body] =
    roll < 0.3
      ? (['POST', `/resumes/${client.id}/analysis`, '{}'] as const)
      : roll < 0.4
        ? (['GET', '/user/me', undefined] as const)
        : (['GET', `/resumes/${client.id}`, undefined] as const);
  const res = await fetch(`${base}${path}`, { method, headers: json(client.token), body });
  await res.arrayBuffer();
  return res.status;
}

/** Writes acknowledged but not there at the end: a lost write. */
async function lostWrites(server: RunningServer, all: Client[]): Promise<number> {
  const found = await Promise.all(
    all.map(async (client) => {
      const res = await fetch(`${server.url}/api/v1/resumes/${client.id}`, { headers: json(client.token) });
      const resume = (await res.json()) as Resume;
      return resume.version === client.acked.version && resume.data.summary === client.acked.summary;
    }),
  );
  return found.filter((ok) => !ok).length;
}

const database = await scratchDatabase(pgServer, 'bench_two_instances');
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  JWT_SECRET: 'bench-two-instances-secret-0123456789abcdef',
  RATE_LIMIT_GUEST_PER_HOUR: '100000',
  LOG_LEVEL: 'warn',
};
const servers = await Promise.all([startServer({ env }), startServer({ env })]);
try {
  const all: Client[] = [];
  for (let i = 0; i < clients; i += 20)
    all.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, clients - i) }, (_, j) => seed(servers[(i + j) % 2]!)),
      )),
    );
  const result = await loadLoops({ connections: clients, seconds, step: (i) => step(servers, all[i]!) });
  const lost = await lostWrites(servers[0]!, all);
  const saves = all.reduce((sum, c) => sum + c.acked.count, 0);
  console.log(
    `\n${clients} clients for ${seconds} s against two instances (PostgreSQL + Redis), requests spread at random (${loadNote()}):`,
  );
  printTable([
    {
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'non-2xx': result.non2xx,
      errors: result.errors,
      'saves acknowledged': saves,
      'lost writes': lost,
    },
  ]);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
}
