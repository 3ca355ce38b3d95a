// Exports under load, in two modes (both by default):
//   user-me      GET /user/me p99 alone and with 20 PDF exports in flight (do exports starve requests?)
//   concurrency  1, 4 and 16 exports in flight, ours through the API vs Chromium, a new page each
// Usage: npm run bench:export [-- --mode user-me|concurrency] [--seconds 10] [--database URL]
//   (--database: the PostgreSQL server the concurrency mode makes its scratch database on)
import { parseArgs } from 'node:util';
import { runExportConcurrency } from './export-concurrency';
import { runExportUserMe } from './export-user-me';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    mode: { type: 'string' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seconds = Number(values.seconds);
const MODES = {
  'user-me': () => runExportUserMe(seconds),
  concurrency: () => runExportConcurrency(seconds, values.database),
};
const chosen = values.mode ? [values.mode] : Object.keys(MODES);
for (const mode of chosen) {
  const run = MODES[mode as keyof typeof MODES];
  if (!run) throw new Error(`--mode is one of: ${Object.keys(MODES).join(', ')}`);
  await run();
  console.log();
}
