import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ConfigError } from '../config';
import { ensurePrivateDataDir, restrictToOwner } from '../local-secrets';
import * as schema from './schema';

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

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    options.kind === 'postgres'
      ? await openPostgres(options.url, options.poolSize)
      : await openPglite(options);
  if (options.kind === 'postgres')
    await whileHoldingMigrationLock(options.url, () => migrateDatabase(database));
  else await migrateDatabase(database);
  return database;
}

/** The database's address for messages: never the user name or password. */
function whereIs(url: string): string {
  if (!URL.canParse(url)) return 'DATABASE_URL';
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname}`;
}

/**
 * One connection first, so that a wrong or unreachable DATABASE_URL stops start-up with one line
 * saying where and why (a refused port, an unknown host, a rejected password, a missing
 * database) instead of a stack trace. Its own client with a time limit: the pool has none, as a
 * limit there would also fail queries that merely wait for a busy pool.
 */
async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    // The server's own errors carry an SQLSTATE code that says less than their message.
    const reason = error instanceof pg.DatabaseError || !code ? message : code;
    throw new ConfigError(
      `Cannot connect to the database at ${whereIs(url)} (${reason}). Check DATABASE_URL.`,
    );
  }
  await client.end();
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  await assertReachable(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (a restart, a failover, an admin's terminate) must not
  // crash the process: the pool drops that client and opens a new one on the next query.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
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
  if (dataDir) await restrictToOwner(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Applies every committed migration that the database has not seen yet. */
/** The advisory lock that makes instances starting together migrate one after the other. */
const MIGRATION_LOCK = 720_300;

/**
 * Runs `migrate` while this process holds a PostgreSQL advisory lock on a connection of its own:
 * of several instances started at the same moment, one applies the migrations and the others wait,
 * then find nothing left to apply. Closing the connection releases the lock, whatever happened.
 */
async function whileHoldingMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.end();
  }
}

async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  }
}
