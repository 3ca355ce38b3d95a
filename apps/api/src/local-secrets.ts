import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
 * lose every group and other permission. One lstat per file (about a thousand for the embedded
 * database), so cheap at start-up. Symbolic links are left alone: their targets are not ours.
 */
export async function restrictToOwner(path: string): Promise<void> {
  const entries = (await lstat(path)).isDirectory() ? await readdir(path, { recursive: true }) : [];
  for (const entry of [path, ...entries.map((name) => join(path, name))]) {
    const stats = await lstat(entry);
    if (stats.mode & 0o077 && !stats.isSymbolicLink()) await chmod(entry, stats.mode & 0o700);
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
  await restrictToOwner(file);
  return secrets;
}
