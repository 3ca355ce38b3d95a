import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { resumes, users } from '../db/schema';
import { ensurePrivateDataDir, restrictToOwner } from '../local-secrets';

export const BACKUP_USAGE = `Usage: npm run admin -- backup FILE [--force]    copy the embedded database (DATA_DIR) into FILE
       npm run admin -- restore FILE [--force]   put a backup back into DATA_DIR
Stop the server first: only one process may open the embedded database. --force lets backup
overwrite FILE, and restore replace a database DATA_DIR already holds (kept aside, not deleted).`;

export const POSTGRES_BACKUP_HINT = `DATABASE_URL is set: back PostgreSQL up with its own tools, e.g.
  pg_dump -Fc "$DATABASE_URL" -f resumecraft.dump
  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" resumecraft.dump`;

/** Refused, with a message for the person at the terminal. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The embedded database's own folder inside DATA_DIR (as db/pglite.ts opens it). */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
const holdsDatabase = (dataDir: string) => existsSync(join(pgliteDir(dataDir), 'PG_VERSION'));

/**
 * PGlite writes postmaster.pid while a process has the database open and removes it on a clean
 * close: its presence means a server (or an admin command) is using it, or the last one to use it
 * stopped without closing it. Opening it a second time could corrupt it, so both commands refuse.
 */
function assertNotInUse(dataDir: string): void {
  const lock = join(pgliteDir(dataDir), 'postmaster.pid');
  if (existsSync(lock)) {
    throw new BackupError(
      `The database in ${dataDir} is in use: stop the server first. If none is running (it was ` +
        `killed before it could close the database), start and stop it once, or delete ${lock}.`,
    );
  }
}

/**
 * Writes the embedded database under `dataDir` to `file` as a gzipped tarball (PGlite's
 * `dumpDataDir`), readable by the owner only: it holds every account. Returns its size in bytes.
 */
export async function backupEmbedded(dataDir: string, file: string, { force = false } = {}): Promise<number> {
  if (!holdsDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  assertNotInUse(dataDir);
  if (existsSync(file) && !force) throw new BackupError(`${file} exists: name another file, or add --force.`);
  const client = new PGlite({ dataDir: pgliteDir(dataDir) });
  let dump: Blob;
  try {
    await client.waitReady;
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
    // PGlite loosens some of its files' modes at each start (see db/pglite.ts).
    restrictToOwner(pgliteDir(dataDir));
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written beside the target and renamed, so FILE is never half a backup.
  const partial = `${file}.partial-${process.pid}`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
  return bytes.length;
}

export type Restored = { users: number; resumes: number; setAside?: string };

/**
 * Puts a backup into `dataDir`. It is unpacked, opened and migrated in a scratch folder inside
 * DATA_DIR first, so a damaged file changes nothing; then it takes the database's place. A
 * database already there is refused unless `force`, and then renamed aside, never deleted.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  { force = false } = {},
): Promise<Restored> {
  if (!existsSync(file) || !(await stat(file)).isFile()) throw new BackupError(`No backup file at ${file}.`);
  const present = holdsDatabase(dataDir);
  if (present) {
    assertNotInUse(dataDir);
    if (!force) {
      throw new BackupError(
        `${dataDir} already holds a database: add --force to replace it (it is kept beside, renamed).`,
      );
    }
  }
  await ensurePrivateDataDir(dataDir);
  const scratch = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const counts = await unpackAndCount(file, scratch);
    let setAside: string | undefined;
    if (existsSync(pgliteDir(dataDir))) {
      setAside = join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await rename(pgliteDir(dataDir), setAside);
    }
    await rename(pgliteDir(scratch), pgliteDir(dataDir));
    return { ...counts, ...(setAside ? { setAside } : {}) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Loads the backup into `scratch` (with any migration this version adds) and counts what it holds. */
async function unpackAndCount(file: string, scratch: string): Promise<Omit<Restored, 'setAside'>> {
  const blob = new Blob([await readFile(file)]);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: scratch, loadDataDir: blob });
  } catch (error) {
    throw new BackupError(`${file} is not a backup this command can read (${(error as Error).message}).`);
  }
  try {
    const [userRows] = await database.db.select({ n: count() }).from(users);
    const [resumeRows] = await database.db.select({ n: count() }).from(resumes);
    return { users: userRows?.n ?? 0, resumes: resumeRows?.n ?? 0 };
  } finally {
    await database.close();
  }
}

/**
 * `backup FILE` / `restore FILE`, with `--force`; returns the exit code and writes what happened.
 * PostgreSQL has its own tools, which the message names.
 */
export async function runBackupCommand(
  target: { databaseUrl?: string; dataDir: string },
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const force = args.includes('--force');
  const [action, file, ...rest] = args.filter((arg) => arg !== '--force');
  if ((action !== 'backup' && action !== 'restore') || !file || rest.length > 0) {
    out(BACKUP_USAGE);
    return 2;
  }
  if (target.databaseUrl) {
    out(POSTGRES_BACKUP_HINT);
    return 1;
  }
  try {
    if (action === 'backup') {
      const bytes = await backupEmbedded(target.dataDir, file, { force });
      out(`Backed up ${target.dataDir} to ${file} (${Math.ceil(bytes / 1024)} KiB).`);
      out('DATA_DIR/secrets.json is not in it: keep a copy of it too, or set JWT_SECRET.');
    } else {
      const restored = await restoreEmbedded(file, target.dataDir, { force });
      out(`Restored ${file} into ${target.dataDir}: ${restored.users} users, ${restored.resumes} resumes.`);
      if (restored.setAside) out(`The database it replaced is in ${restored.setAside}; delete it when sure.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    out(error.message);
    return 1;
  }
}
