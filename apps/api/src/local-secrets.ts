import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type LocalSecrets = { jwt_secret: string };

/**
 * Local mode needs no setup, so it generates its signing secret once and keeps it under DATA_DIR:
 * sessions then survive a restart. Production must set JWT_SECRET (see assertProductionReady).
 */
export async function loadLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  } catch {
    const secrets = { jwt_secret: randomBytes(48).toString('base64url') };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
