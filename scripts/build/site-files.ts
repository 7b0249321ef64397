/** The files of a site on disk: the built one (dist/client) or the one copied into it (public/). */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildInfoFile } from '../content/paths';

/** Every file under a folder, at any depth, whose name ends with one of `endings`, as sorted paths relative to it. */
export async function filesEndingWith(dir: string, endings: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every .html file under a folder, at any depth, as sorted paths relative to it. */
export const htmlFiles = (dir: string): Promise<string[]> => filesEndingWith(dir, ['.html']);

/** Ends the process, saying what to run, when there is no finished build to check. */
export function exitUnlessBuilt(): void {
  if (existsSync(buildInfoFile)) return;
  console.error('No build to check: run npm run build first.');
  process.exit(1);
}
