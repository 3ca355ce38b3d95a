import type { Database } from './database';

export type { Database, Db } from './database';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * Opens the database and applies pending migrations. Each driver lives in its own module, loaded
 * here on demand: the embedded database never loads node-postgres, a server never loads PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.url, options.poolSize);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options);
}
