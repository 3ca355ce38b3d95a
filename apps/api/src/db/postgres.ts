import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError } from '../config';
import { type Database, MIGRATIONS_DIR } from './database';
import * as schema from './schema';

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

/** The advisory lock that makes instances starting together migrate one after the other. */
const MIGRATION_LOCK = 720_300;

/**
 * Runs `migrate` while this process holds a PostgreSQL advisory lock on a connection of its own:
 * of several instances started at the same moment, one applies the migrations and the others wait,
 * then find nothing left to apply. Closing the connection releases the lock, whatever happened.
 */
async function whileHoldingMigrationLock(url: string, run: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    await client.end();
  }
}

/** A pool on the PostgreSQL server at `url`, migrated (one instance at a time). */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  await assertReachable(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (a restart, a failover, an admin's terminate) must not
  // crash the process: the pool drops that client and opens a new one on the next query.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  await whileHoldingMigrationLock(url, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
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
