import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { loadLocalSecrets } from '../src/local-secrets';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rc-data-dir-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await lstat(path)).mode & 0o777;

/** Every path under `dir` (and `dir` itself) that group or others may read, write or enter. */
async function openToOthers(dir: string): Promise<string[]> {
  const paths = [dir, ...(await readdir(dir, { recursive: true })).map((name) => join(dir, name))];
  const open: string[] = [];
  for (const path of paths) {
    const mode = await modeOf(path);
    if (mode & 0o077) open.push(`${path} ${mode.toString(8)}`);
  }
  return open;
}

describe('the embedded database on disk', () => {
  it('is created 0700, and no file in it is open to group or others (pg_control included)', async () => {
    const dataDir = join(root, 'fresh');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await modeOf(join(dataDir, 'pglite', 'global', 'pg_control'))).toBe(0o600);
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(await openToOthers(dataDir)).toEqual([]);
  }, 60_000);

  it('an existing data dir with loose modes is tightened at start, and still opens', async () => {
    const dataDir = join(root, 'fresh');
    const paths = [
      dataDir,
      ...(await readdir(dataDir, { recursive: true })).map((name) => join(dataDir, name)),
    ];
    for (const path of paths) await chmod(path, (await lstat(path)).isDirectory() ? 0o777 : 0o666);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.ping();
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('the local secrets file', () => {
  it('is written 0600 in a 0700 folder', async () => {
    const dataDir = join(root, 'secrets-new', 'nested');
    await loadLocalSecrets(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('an existing one readable by others is closed, and kept', async () => {
    const dataDir = join(root, 'secrets-old');
    await mkdir(dataDir, { mode: 0o755 });
    const file = join(dataDir, 'secrets.json');
    await writeFile(file, JSON.stringify({ jwt_secret: 'kept-from-before' }));
    await chmod(file, 0o644);
    expect(await loadLocalSecrets(dataDir)).toEqual({ jwt_secret: 'kept-from-before' });
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(file)).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ jwt_secret: 'kept-from-before' });
  });
});
