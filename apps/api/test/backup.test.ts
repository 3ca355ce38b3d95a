import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { completeResume } from '@resume/core/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../src/cli/backup';
import { openDatabase } from '../src/db/client';
import { resumes } from '../src/db/schema';
import { insertResumeWithinLimit } from '../src/modules/resumes/repo';
import { findUserByEmail, insertRegisteredUser } from '../src/modules/users/repo';

const EMAIL = 'kept@example.com';
let root: string;
/** DATA_DIR of the server being backed up: one account with two resumes. */
let source: string;
let backupFile: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rc-backup-'));
  source = join(root, 'source');
  backupFile = join(root, 'resumecraft.tar.gz');
  const database = await openDatabase({ kind: 'pglite', dataDir: source });
  const user = await insertRegisteredUser(database.db, { email: EMAIL, passwordHash: 'x', credits: 3 });
  for (const name of ['Engineer', 'Manager']) {
    const values = { userId: user.id, name, template: 'classic', data: completeResume(), source: 'scratch' };
    await insertResumeWithinLimit(database.db, values, null);
  }
  await database.close();
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

async function run(dataDir: string, ...args: string[]) {
  const lines: string[] = [];
  const code = await runBackupCommand({ dataDir }, args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function resumesIn(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const user = await findUserByEmail(database.db, EMAIL);
    return user
      ? await database.db.select().from(resumes).where(eq(resumes.userId, user.id)).orderBy(asc(resumes.name))
      : [];
  } finally {
    await database.close();
  }
}

describe('npm run admin -- backup / restore (the embedded database)', () => {
  it('backs up to a file only the owner can read, and restores it into a fresh DATA_DIR', async () => {
    const backup = await run(source, 'backup', backupFile);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain('secrets.json');
    expect((await stat(backupFile)).mode & 0o077).toBe(0);

    const target = join(root, 'fresh');
    const restore = await run(target, 'restore', backupFile);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(restore.output).toContain('1 users, 2 resumes');
    // The scratch folder is gone; only the database is left, with no lock (it was closed).
    expect(await readdir(target)).toEqual(['pglite']);
    expect(existsSync(join(target, 'pglite', 'postmaster.pid'))).toBe(false);

    const restored = await resumesIn(target);
    expect(restored.map((r) => r.name)).toEqual(['Engineer', 'Manager']);
    expect(restored).toEqual(await resumesIn(source));
    expect(restored[0]!.data).toEqual(completeResume());
  }, 120_000);

  it('refuses to overwrite a database unless --force, and then keeps the old one aside', async () => {
    const target = join(root, 'occupied');
    const database = await openDatabase({ kind: 'pglite', dataDir: target });
    await insertRegisteredUser(database.db, { email: 'other@example.com', passwordHash: 'x', credits: 0 });
    await database.close();

    const refused = await run(target, 'restore', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds a database: add --force/);
    expect(await resumesIn(target)).toEqual([]);

    const forced = await run(target, 'restore', backupFile, '--force');
    expect(forced, forced.output).toMatchObject({ code: 0 });
    expect(await resumesIn(target)).toHaveLength(2);
    const aside = (await readdir(target)).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(forced.output).toContain(aside[0]);
  }, 120_000);

  it('will not touch a database that is open, nor overwrite a backup without --force', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: source });
    try {
      const backup = await run(source, 'backup', join(root, 'while-open.tar.gz'));
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(/in use: stop the server first/);
      const restore = await run(source, 'restore', backupFile, '--force');
      expect(restore.code).toBe(1);
      expect(restore.output).toMatch(/in use/);
    } finally {
      await database.close();
    }
    expect((await run(source, 'backup', backupFile)).output).toMatch(
      /exists: name another file, or add --force/,
    );
  }, 60_000);

  it('refuses what is not a backup, and leaves DATA_DIR as it was', async () => {
    const junk = join(root, 'junk.tar.gz');
    await writeFile(junk, 'not a tarball');
    const target = join(root, 'from-junk');
    const res = await run(target, 'restore', junk);
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/is not a backup/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
    expect((await run(join(root, 'empty'), 'backup', join(root, 'none.tar.gz'))).output).toMatch(
      /no embedded database/,
    );
  }, 60_000);

  it('sends PostgreSQL to pg_dump and pg_restore, exiting non-zero', async () => {
    for (const action of ['backup', 'restore']) {
      const lines: string[] = [];
      const target = { databaseUrl: 'postgres://db.example/resumecraft', dataDir: source };
      expect(await runBackupCommand(target, [action, 'x.dump'], (l) => lines.push(l))).toBe(1);
      expect(lines.join('\n')).toMatch(/pg_dump -Fc .*\n.*pg_restore/);
    }
    expect((await run(source, 'backup')).code).toBe(2);
  });

  it('runs from the command line, a relative FILE read from where it was typed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'backup', 'cli.tar.gz'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: source, INIT_CWD: root },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((done) => child.on('exit', done));
    expect(code, output).toBe(0);
    expect(output).toContain(`to ${join(root, 'cli.tar.gz')}`);
    expect((await stat(join(root, 'cli.tar.gz'))).size).toBeGreaterThan(100_000);
  }, 60_000);
});
