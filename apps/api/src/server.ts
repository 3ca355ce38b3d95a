import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, parseEnv, resolveConfig } from './config';
import { closeDeps, createDeps } from './services';

/** The built web app sits beside the api: apps/web/dist, from src/ or dist/ alike. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  // Everything this process creates (DATA_DIR, the local secret, the database's files) is for its
  // own user alone; set before any of them is made.
  process.umask(0o077);
  const config = await resolveConfig(parseEnv(process.env));
  config.webDistDir ??= DEFAULT_WEB_DIST;
  const deps = await createDeps(config);
  const app = await buildApp(deps);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${deps.database.kind} database; serving on ${config.publicUrl}`);
  deps.cpu.warmUp().then(
    (ms) => app.log.info(`render worker warm in ${Math.round(ms)} ms`),
    (error: unknown) => app.log.warn({ err: error }, 'render worker warm-up failed'),
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
