import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rc-startup-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Starts the real server (src/server.ts) and waits for it to exit. */
function startServer(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server.ts'],
      {
        cwd: API_DIR,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: '0',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

describe('start-up with a DATABASE_URL that does not answer', () => {
  it('prints one line naming where and why, never the password, and exits 1', async () => {
    const { code, stdout, stderr } = await startServer('postgres://postgres:s3cret-pw@127.0.0.1:1/x');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'Cannot connect to the database at postgres://127.0.0.1:1/x (ECONNREFUSED). Check DATABASE_URL.\n',
    );
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "says so when the server answers but the database isn't there",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/rc_no_such_database';
      const { code, stderr } = await startServer(url.toString());
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Cannot connect to the database at postgres://${url.host}/rc_no_such_database (database "rc_no_such_database" does not exist). Check DATABASE_URL.\n`,
      );
    },
    60_000,
  );
});
