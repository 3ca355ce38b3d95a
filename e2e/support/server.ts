import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER = resolve(import.meta.dirname, '../../apps/api/dist/server.js');
/** The API from its TypeScript source (no build): what the API's own process-level tests run. */
const SOURCE_SERVER = resolve(import.meta.dirname, '../../apps/api/src/server.ts');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id: benchmarks read its memory from /proc. */
  pid: number;
  /** Resolves when the process has exited, with its exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`api not ready at ${url} after ${timeoutMs} ms`);
}

type Options = {
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
  keepData?: boolean;
  /** Run apps/api/src/server.ts through tsx instead of the build. */
  fromSource?: boolean;
};

/**
 * Runs the built product (apps/api/dist/server.js, serving the built web app) as its own process,
 * as in production: the browser tests and the benchmarks talk to it over real HTTP.
 */
export async function startServer(options: Options = {}): Promise<RunningServer> {
  if (!options.fromSource && !existsSync(SERVER))
    throw new Error('Build first: npm run build (apps/api/dist/server.js is missing)');
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'rc-server-')));
  const port = options.port ?? (await freePort());
  const entry = options.fromSource ? ['--import', 'tsx', SOURCE_SERVER] : [SERVER];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await waitUntilReady(url, child, 30_000);
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? 0,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
