/**
 * npm start: builds the site when dist/ is missing or older than its sources, then serves it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataDir, distDir, root } from './content/paths';
import { startServer } from './serve';

const sources = ['content', 'src', 'public', 'scripts', 'index.html', 'forms.html', 'package-lock.json', 'vite.config.ts'];

function newest(file: string): number {
  if (file === dataDir) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const stamp = path.join(distDir, 'build-info.json');
const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((name) => path.join(root, name)).filter(existsSync).map(newest));

if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building.' : 'No build yet: building.');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await startServer();
