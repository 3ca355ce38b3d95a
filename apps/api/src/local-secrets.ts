import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type LocalSecrets = { jwt_secret: string };

/**
 * DATA_DIR holds the signing secret and the embedded database, so only the server's own user may
 * enter it: created 0700, and an existing one closed. Only the folder itself is changed here, as
 * the operator may keep other things in it; what the server writes inside it is tightened by
 * `restrictToOwner`.
 */
export async function ensurePrivateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

/**
 * `chmod -R go-rwx path`: files from an older version, or written with loose modes by a library,
 * lose every group and other permission. Symbolic links are left alone: their targets are not
 * ours. Synchronous on purpose: it runs once at start-up, before anything is served, over about a
 * thousand files of the embedded database; one await per file (a trip through libuv's thread
 * pool, shared with PGlite's own file reads) made it 60-400 ms of the cold start, this 15-20 ms.
 */
export function restrictToOwner(path: string): void {
  const entries = lstatSync(path).isDirectory()
    ? readdirSync(path, { recursive: true, encoding: 'utf8' })
    : [];
  for (const entry of [path, ...entries.map((name) => join(path, name))]) {
    const stats = lstatSync(entry);
    if (stats.mode & 0o077 && !stats.isSymbolicLink()) chmodSync(entry, stats.mode & 0o700);
  }
}

/**
 * Local mode needs no setup, so it generates its signing secret once and keeps it under DATA_DIR:
 * sessions then survive a restart. Production must set JWT_SECRET (see assertProductionReady).
 */
export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  await ensurePrivateDataDir(dataDir);
  const file = join(dataDir, 'secrets.json');
  let secrets: LocalSecrets;
  try {
    secrets = JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  } catch {
    secrets = { jwt_secret: randomBytes(48).toString('base64url') };
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  // The mode above applies only to a new file; one kept from an older version may be open to others.
  restrictToOwner(file);
  return secrets;
}
