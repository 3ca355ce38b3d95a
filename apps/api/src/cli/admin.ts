import { isAbsolute, resolve } from 'node:path';
import { ConfigError, parseEnv } from '../config';
import { openDatabase } from '../db/client';
import { databaseOptions } from '../services';
import { runAdminCommand } from './admin-command';

/**
 * `npm run admin -- grant EMAIL`: the admin role, on the server's own database (DATABASE_URL, or
 * the embedded one under DATA_DIR). npm runs this inside apps/api, so a relative DATA_DIR is read
 * from where the command was typed (INIT_CWD), as the server reads it from where it was started.
 * Stop a server using the embedded database first: only one process may open it.
 */
async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const from = process.env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(from, env.DATA_DIR);
  const database = await openDatabase(
    databaseOptions({ databaseUrl: env.DATABASE_URL, dataDir, databaseInMemory: false }),
  );
  try {
    return await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
