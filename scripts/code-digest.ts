/**
 * What a cache entry depends on in code, for its key: every source file the code that makes it
 * imports, followed through the project as esbuild resolves them, and the version of every package
 * it imports. A change to any of them (the drawing code, a colour of the palette it reads, a new
 * sharp) gives another key, so nothing a hand must remember to bump decides what is made again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** `react-dom/server` -> `react-dom`, `@resvg/resvg-js` -> `@resvg/resvg-js`. */
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The files and packages `entries` (paths relative to `root`) are made of, each named once. */
export function codeInputs(root: string, entries: string[]): { files: string[]; packages: string[] } {
  const { metafile } = buildSync({
    entryPoints: entries,
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: 'code-digest',
    logLevel: 'silent',
  });
  const packages = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: imported, external } of output.imports) if (external && !imported.startsWith('node:')) packages.add(packageName(imported));
  }
  return { files: Object.keys(metafile.inputs).sort(), packages: [...packages].sort() };
}

/** The digest of every file and package version `entries` are made of (see codeInputs). */
export function codeDigest(root: string, entries: string[]): string {
  const hash = createHash('sha256');
  const { files, packages } = codeInputs(root, entries);
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  for (const name of packages) {
    const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex');
}
