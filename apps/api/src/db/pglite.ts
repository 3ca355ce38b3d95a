import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ensurePrivateDataDir, restrictToOwner } from '../local-secrets';
import { type Database, MIGRATIONS_DIR } from './database';
import * as schema from './schema';

/** The embedded database, in DATA_DIR/pglite (or in memory), migrated. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Database> {
  const dataDir = options.dataDir && join(options.dataDir, 'pglite');
  if (options.dataDir) await ensurePrivateDataDir(options.dataDir);
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  // PGlite sets most of its files 0666 (pg_control among them) whatever the umask, and rewrites
  // some at each start: tighten them once it is up. Files it makes later are PostgreSQL's own,
  // 0600, and all are inside DATA_DIR, which is 0700.
  if (dataDir) restrictToOwner(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
