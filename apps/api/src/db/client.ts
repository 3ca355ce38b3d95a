import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The connection pool's clients (PostgreSQL only, for metrics). The embedded database has none
   * to report: it is one connection inside this process, which runs one query at a time.
   */
  poolStats?(): { total: number; idle: number; waiting: number };
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The committed migrations live in apps/api/drizzle. This module runs from src/db/ in development
 * and from the bundled dist/ in production, so the folder is found by walking up.
 */
function findMigrationsDir(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`No drizzle migrations folder above ${start}`);
}
export const MIGRATIONS_DIR = findMigrationsDir(dirname(fileURLToPath(import.meta.url)));

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
