// Cold start: the server alone, from `node apps/api/dist/server.js` to /healthz answering 200, on
// an existing embedded (PGlite) database, the way a restart or a new instance starts. Goal ≤ 2 s.
// With --with-build it also times `npm run build` once, the step `npm start` runs first.
// Usage: npm run bench:cold [-- --runs 5] [-- --with-build]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../e2e/support/server';
import { loadNote } from '../support/stats';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const GOAL_MS = 2_000;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'with-build': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);

function timeMs(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const npm = (args: string[]) =>
  execFileSync('npm', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 5));
  }
}

/** Starts the server on `dataDir`, returns the time from spawn to healthy, then stops it. */
async function coldStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await untilHealthy(`http://127.0.0.1:${port}`, child);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(
  `bench:cold: ${runs} cold starts of the server alone on an existing PGlite database; ${loadNote()}`,
);
if (values['with-build']) {
  const buildMs = timeMs(() => npm(['run', 'build']));
  console.log(`npm run build (the build step of npm start): ${(buildMs / 1000).toFixed(1)} s`);
} else {
  npm(['run', 'build', '-w', '@resume/api']);
}

const dataDir = await mkdtemp(join(tmpdir(), 'rc-cold-'));
try {
  const firstMs = await coldStart(dataDir);
  console.log(`first start (creates and migrates the database): ${Math.round(firstMs)} ms`);
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    times.push(await coldStart(dataDir));
    console.log(`cold start ${run}: ${Math.round(times.at(-1)!)} ms`);
  }
  const middle = median(times);
  const verdict = middle <= GOAL_MS ? 'within' : 'OVER';
  console.log(`median: ${Math.round(middle)} ms (${verdict} the ${GOAL_MS} ms goal); ${loadNote()}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
