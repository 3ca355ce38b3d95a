#!/usr/bin/env node
// `npm start`: builds the product when a source changed since the last build, then serves it.
// The build takes about a minute on a laptop; a start with nothing changed goes straight to the
// server. A fresh clone has no record of a build, so it builds as before: still one command.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the built web app and api are made of (tests and outputs aside). */
const SOURCES = [
  'package-lock.json',
  'apps/web',
  'apps/api',
  'packages/core',
  'packages/parser',
  'packages/templates',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'coverage', '.data']);
const isTestFile = (name) => /\.test\.tsx?$/.test(name);
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
/** Written beside the api's bundle, which the api's build deletes first: a failed build leaves none. */
const STAMP = join(ROOT, 'apps/api/dist/.sources');

function* files(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : isTestFile(entry.name)) continue;
    yield* files(join(path, entry.name));
  }
}

/** Each source's path, size and modification time: a checkout, an edit or an install changes it. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const [path, stat] of files(join(ROOT, source))) {
      hash.update(`${relative(ROOT, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

const isBuilt = (sources) =>
  existsSync(SERVER) && existsSync(WEB_INDEX) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sources;

// Taken before the build, so an edit made while it runs is built next time.
const sources = fingerprint();
if (isBuilt(sources)) {
  console.log('Nothing changed since the last build: starting the server.');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, sources);
}
await import(pathToFileURL(SERVER).href);
