/**
 * npm test: content check, typecheck, unit tests, build (with its privacy check), HTML
 * validation (html-validate and the Nu Html Checker), links, browser tests. Runs every stage it
 * can (the last three need the build), then prints a summary and a closing `N passed, N failed`
 * line; exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './content/paths';
import { answerHelp } from './help';

answerHelp(`
Usage: npm test

Runs everything CI runs, in order: the content check, the typecheck, the unit tests, the build,
the HTML check (html-validate and the Nu Html Checker, which needs Java), the link check and the
browser tests. Every stage it can runs; then a summary line per stage and a closing
"N passed, N failed" line. Exits non-zero on any failure.

Options:
  -h, --help         show this help

Environment:
  TEST_DATABASE_URL  a throwaway PostgreSQL, to test the newsletter storage on it as well as on
                     PGlite (.ci/run starts one)
  CHROMIUM_PATH      the browser for the browser tests (default: /usr/bin/chromium)

Examples:
  npm test
  TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:54329/postgres npm test
`);

const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

interface Stage {
  name: string;
  passed: number;
  failed: number;
}
const stages: Stage[] = [];

function run(command: string, args: string[]): boolean {
  console.log(`\n> ${[path.basename(command), ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function check(name: string, ok: boolean) {
  stages.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

check('content check', run(bin('tsx'), ['scripts/content.ts', '--check']));
check('typecheck', run(bin('tsc'), ['--noEmit', '-p', '.']));

const unitFile = path.join(results, 'unit.json');
const unitOk = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitFile}`]);
const unit = readJson<{ numPassedTests: number; numFailedTests: number }>(unitFile);
const unitFailed = unit?.numFailedTests ?? 0;
// A run that failed without a failing test (a crash, a file that would not load) still counts once.
stages.push({ name: 'unit tests', passed: unit?.numPassedTests ?? 0, failed: unitFailed || (unitOk ? 0 : 1) });

if (check('build', run(process.execPath, ['scripts/build.mjs']))) {
  check('HTML validation (html-validate, Nu Html Checker)', run(bin('tsx'), ['scripts/check-html.ts']));
  // Serves the build on a port of its own, apart from the browser tests' server.
  check('links and #fragments', run(bin('tsx'), ['scripts/check-links.ts']));
  const e2eOk = run(bin('playwright'), ['test']);
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(path.join(results, 'e2e.json'));
  const failed = e2e ? e2e.stats.unexpected + e2e.stats.flaky : 1;
  stages.push({ name: 'browser tests', passed: e2e?.stats.expected ?? 0, failed: failed || (e2eOk ? 0 : 1) });
} else {
  for (const name of ['HTML validation (html-validate, Nu Html Checker)', 'links and #fragments', 'browser tests']) stages.push({ name: `${name} (not run: the build failed)`, passed: 0, failed: 1 });
}

console.log('\nSummary');
console.log(`  newsletter storage: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL (TEST_DATABASE_URL)' : ' only (set TEST_DATABASE_URL to test PostgreSQL too; .ci/run does)'}`);
for (const stage of stages) console.log(`  ${stage.failed ? 'FAIL' : 'ok  '}  ${stage.name}: ${stage.passed} passed, ${stage.failed} failed`);
const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
