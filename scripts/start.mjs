/**
 * npm start: builds the site when dist/ is missing or older than its sources, then serves it
 * with the production server the build bundled (dist/server/serve.mjs), in this process. Plain
 * JavaScript, so that it runs where only the production dependencies are installed (npm ci
 * --omit=dev) and where this file is the only source beside dist/: there the build cannot run,
 * and what is built is served as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Answers --help before any of the work below (this file runs where only it and dist/ are, so it
// does what scripts/help.ts does by itself).
const args = process.argv.slice(2);
if ((args.includes('--') ? args.slice(0, args.indexOf('--')) : args).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(`Usage: npm start

Builds the site when dist/ is missing or older than its sources, then serves it with the
production server, as npm run serve does (subscribers and form messages in .data/newsletter/
unless DATABASE_URL or NEWSLETTER_DATA_DIR says otherwise; read them with npm run inbox --
export and npm run subscribers -- export). Where only the production dependencies are
installed, it serves the build as it is.

Options:
  -h, --help         show this help

Environment (the rest: npm run serve -- --help):
  HOST, PORT         where it listens (default: 127.0.0.1:4173)

Examples:
  npm start
  PORT=8080 npm start`);
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const server = path.join(distDir, 'server', 'serve.mjs');
const stamp = path.join(distDir, 'build-info.json');

/** The latest modification time under `file`, in ms; the paths in `skipped` do not count. */
function newest(file, skipped) {
  if (skipped.has(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name), skipped)));
}

/**
 * When a file the build reads last changed: those of scripts/build-sources.json (which the bench's
 * copy of the project and the .dockerignore test read too), but what the content scripts generate.
 */
function sourcesChangedAt() {
  const { files, generated } = JSON.parse(readFileSync(path.join(root, 'scripts', 'build-sources.json'), 'utf8'));
  const skipped = new Set(generated.map((name) => path.join(root, name)));
  return Math.max(0, ...files.map((name) => path.join(root, name)).filter(existsSync).map((file) => newest(file, skipped)));
}

/** Whether the development dependencies, which the build needs, are installed. */
function buildToolsInstalled() {
  try {
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const built = existsSync(stamp) && existsSync(server);
// Without the sources (only the launcher beside dist/, as in production) the build is current.
const hasSources = existsSync(path.join(root, 'scripts', 'build.ts'));
const changedAt = hasSources ? sourcesChangedAt() : 0;

let building = false;
if (!built || changedAt > statSync(stamp).mtimeMs) {
  if (hasSources && buildToolsInstalled()) {
    building = true;
    console.log(built ? 'Sources changed since the last build: building.' : 'No build yet: building.');
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (built) {
    console.warn('Sources changed since the last build, but the build needs the development dependencies (npm ci): serving the last build.');
  } else {
    console.error('No build in dist/, and none can be made here: the build needs the sources and the development dependencies (npm ci, then npm run build).');
    process.exit(1);
  }
}
// The content's warnings (translations out of date) of a build served as it is: a build says its own.
if (!building) for (const line of JSON.parse(readFileSync(stamp, 'utf8')).contentWarnings ?? []) console.warn(line);
const { startServer } = await import(pathToFileURL(server).href);
await startServer();
