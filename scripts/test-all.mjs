#!/usr/bin/env node
// `npm test`: every suite in order — lint, type check, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), the production build, then the browser journeys. Prints one
// closing line `N passed, N failed`, counting each test case and each whole-tool check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS = 'test-results';
const UNIT_PROJECTS = ['core', 'parser', 'templates', 'web', 'api'];
rmSync(join(RESULTS, 'vitest'), { recursive: true, force: true });
mkdirSync(join(RESULTS, 'vitest'), { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedCases = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A whole-tool check (lint, types, build) counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
  return ok;
}

/** A Vitest run counts its test cases, read from its JSON report. */
function vitest(label, projects, env = {}) {
  const report = join(RESULTS, 'vitest', `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const ok = run(
    label,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  );
  if (!existsSync(report)) {
    tally.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  tally.passed += summary.numPassedTests;
  tally.failed += summary.numFailedTests;
  tally.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
  if (!ok && summary.numFailedTests === 0) {
    tally.failed += 1; // the run itself failed (a suite crashed before its tests ran)
    failures.push(`${label} (run failed)`);
  } else if (summary.numFailedTests > 0) {
    failures.push(label);
    failedCases.push(...failedCasesOf(summary));
  }
}

/** Each failed case as `file › name: first line of the error`, so a CI log's tail names it. */
function failedCasesOf(summary) {
  return summary.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
        return `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${reason}`;
      }),
  );
}

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
// The embedded-database run must not see TEST_DATABASE_URL, which switches the api suite to PostgreSQL.
vitest('unit-and-api', UNIT_PROJECTS, { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('api-postgres', ['api-postgres']);
if (check('build', 'npm', ['run', 'build', '--silent'])) vitest('e2e', ['e2e']);

for (const failed of failedCases) console.log(`  ✗ ${failed}`);
console.log(`\nFailed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(
  `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
);
process.exit(tally.failed > 0 ? 1 : 0);
