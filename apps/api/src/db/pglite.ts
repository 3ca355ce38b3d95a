import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ensurePrivateDataDir, restrictToOwner } from '../local-secrets';
import { type Database, MIGRATIONS_DIR } from './database';
import * as schema from './schema';

/**
 * PostgreSQL's shared buffers inside the embedded database. PGlite keeps the server default, 128 MB,
 * which sits in the process's memory as soon as it starts: half of what the whole product held at
 * rest. One person's resumes are a few megabytes, and a page it misses is read from the operating
 * system's file cache: with 16 MB, bench:resumes on PGlite read 1,239 GET/s and 594 PUT/s against
 * 1,310 and 599 with 128 MB, measured alternately (noise), and the server held about 120 MB less.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/** The embedded database, in DATA_DIR/pglite (or in memory), migrated. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Database> {
  const dataDir = options.dataDir && join(options.dataDir, 'pglite');
  if (options.dataDir) await ensurePrivateDataDir(options.dataDir);
  const creating = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
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
  if (creating) await collectSetupGarbage();
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Creating the database (initdb in a WebAssembly instance of its own, then a copy of its files)
 * leaves about 400 MB of garbage that V8 would keep for as long as requests keep coming: a first
 * start held 715 MB at rest, 330 MB after one full collection. Once, on a macrotask so that
 * PGlite's own promises have let go of the instance.
 */
async function collectSetupGarbage(): Promise<void> {
  await new Promise((done) => setImmediate(done));
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
