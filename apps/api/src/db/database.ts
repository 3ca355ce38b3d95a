/**
 * What every database driver shares: the handle's type and the migrations folder. A leaf module, so
 * the drivers (pglite.ts, postgres.ts) and client.ts, which loads them, each import it without a cycle.
 */
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
