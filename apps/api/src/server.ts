import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWriterGrammar, OFFLINE_WRITER_NAME } from '@resume/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, parseEnv, resolveConfig } from './config';
import type { AppDeps } from './deps';
import { onFirstUse } from './lib/first-use';
import { sendDueReminders } from './modules/applications/reminders';
import { scheduleCleanup } from './modules/cleanup/cleanup-schedule';
import { closeDeps, createDeps } from './services';
import { tuneHeapForRendering } from './workers/render-heap';

/** An orchestrator waits about 10 s after SIGTERM before it kills: an instance exits before that. */
const SHUTDOWN_LIMIT_MS = 9_500;

/** The built web app sits beside the api: apps/web/dist, from src/ or dist/ alike. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  // Everything this process creates (DATA_DIR, the local secret, the database's files) is for its
  // own user alone; set before any of them is made.
  process.umask(0o077);
  // Before any render worker starts: V8 flags are the whole process's (render-heap.ts says why).
  tuneHeapForRendering();
  const config = await resolveConfig(parseEnv(process.env));
  config.webDistDir ??= DEFAULT_WEB_DIST;
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  const minutes = config.cleanupIntervalMinutes;
  const sendReminders = (now: Date) => sendDueReminders(deps, app.log, now);
  const cleanup =
    minutes > 0 ? scheduleCleanup(deps.db, app.log, minutes * 60_000, config, sendReminders) : null;

  // Draining: /readyz turns 503 while the server still listens (modules/health/drain.ts) until the
  // requests it had taken (exports, AI answers, which get a grace period) are answered; then it
  // stops taking connections, answers what is left, and the workers and the database close.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'draining');
    deps.lifecycle.beginDrain();
    cleanup?.stop();
    const overdue = setTimeout(() => {
      app.log.error(`still draining after ${SHUTDOWN_LIMIT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    overdue.unref();
    await deps.lifecycle.settled();
    // A kept-alive connection that goes idle once its last request is answered would hold the
    // close open until the client drops it: idle ones are closed as they appear.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    await closeDeps(deps);
    app.log.info('drained; exiting');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  onFirstUse(app.server, () => warmUp(app, deps));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${deps.database.kind} database; serving on ${config.publicUrl}`);
}

/**
 * Loads what the first person would otherwise wait for, in the background: the built-in writer's
 * grammar (it answers every AI request when no model is configured; with a model it loads on first
 * use) and a render worker with its modules and fonts (over a second on 2 cores).
 */
function warmUp(app: FastifyInstance, deps: AppDeps): void {
  if (deps.writer.name === OFFLINE_WRITER_NAME) {
    loadWriterGrammar().catch((error: unknown) =>
      app.log.warn({ err: error }, 'writer grammar failed to load'),
    );
  }
  deps.cpu.warmUp().then(
    (ms) => app.log.info(`render worker warm in ${Math.round(ms)} ms`),
    // Stopped before it was done: nothing to say. Otherwise the first export will start one.
    (error: unknown) =>
      deps.lifecycle.draining || app.log.warn({ err: error }, 'render worker warm-up failed'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
