import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type CleanupConfig, type CleanupCounts, removeExpired } from './cleanup-jobs';

/** The PostgreSQL advisory lock the cleanup holds while it runs (any fixed number; this is its own). */
const CLEANUP_LOCK = 720_301;

/**
 * One cleanup run, if no other instance is running one: the work happens in a transaction that
 * first takes a transaction-scoped advisory lock without waiting. Returns null when another
 * instance held the lock (that one does the work), else what was removed.
 */
export async function runCleanup(db: Db, now: Date, config: CleanupConfig): Promise<CleanupCounts | null> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as locked`)) as {
      rows: { locked: boolean }[];
    };
    if (!rows[0]?.locked) return null;
    return removeExpired(tx, now, config);
  });
}

export type CleanupSchedule = { stop(): void };

/** Scheduled work that runs on every instance after each cleanup run, and guards itself against the others. */
export type AlongsideJob = (now: Date) => Promise<unknown>;

/**
 * Runs the cleanup every `intervalMs` (and once shortly after start) with the retention `config`
 * gives, logging each run's counts, then `alongside` (the application reminders).
 * A small loop with an advisory lock rather than a job queue: it needs nothing but the database,
 * works the same on the embedded PGlite and on PostgreSQL, and under many instances only one
 * does each run.
 */
export function scheduleCleanup(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs: number,
  config: CleanupConfig,
  alongside: AlongsideJob = async () => {},
  clock: () => Date = () => new Date(),
): CleanupSchedule {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const now = clock();
    try {
      const removed = await runCleanup(db, now, config);
      if (removed) log.info({ cleanup: removed }, 'cleanup run');
      else log.debug('cleanup run skipped: another instance holds the lock');
    } catch (error) {
      log.error({ err: error }, 'cleanup run failed');
    }
    try {
      await alongside(now);
    } catch (error) {
      log.error({ err: error }, 'scheduled job failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, Math.min(intervalMs, 60_000));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
