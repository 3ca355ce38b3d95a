import { isAbsolute, resolve } from 'node:path';
import { ConfigError, parseEnv } from '../config';
import { openDatabase } from '../db/client';
import { databaseOptions } from '../services';
import { runAdminCommand } from './admin-command';
import { runBackupCommand } from './backup';

/**
 * `npm run admin -- grant EMAIL`: the admin role, on the server's own database (DATABASE_URL, or
 * the embedded one under DATA_DIR); `backup FILE` / `restore FILE`: the embedded database (see
 * cli/backup.ts). npm runs this inside apps/api, so a relative DATA_DIR is read from where the
 * command was typed (INIT_CWD), as the server reads it from where it was started.
 * Stop a server using the embedded database first: only one process may open it.
 */
async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const from = process.env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(from, env.DATA_DIR);
  const args = process.argv.slice(2);
  const print = (line: string) => console.log(line);
  // As the server does: what these commands create (DATA_DIR, a backup file) is the owner's alone.
  process.umask(0o077);
  if (args[0] === 'backup' || args[0] === 'restore') {
    // A relative FILE is read from where the command was typed, like DATA_DIR.
    const withFile = args.map((arg, i) => (i > 0 && !arg.startsWith('--') ? resolve(from, arg) : arg));
    return runBackupCommand({ databaseUrl: env.DATABASE_URL, dataDir }, withFile, print);
  }
  const database = await openDatabase(
    databaseOptions({ databaseUrl: env.DATABASE_URL, dataDir, databaseInMemory: false }),
  );
  try {
    return await runAdminCommand(database.db, args, print);
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
