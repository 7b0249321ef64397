/** The files of a site on disk: the built one (dist/client) or the one copied into it (public/). */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildInfoFile } from '../content/paths';

/** Every .html file under a folder, at any depth, as sorted paths relative to it. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Ends the process, saying what to run, when there is no finished build to check. */
export function exitUnlessBuilt(): void {
  if (existsSync(buildInfoFile)) return;
  console.error('No build to check: run npm run build first.');
  process.exit(1);
}
