/**
 * npm run build: empties dist/ (but for the built site, written over in place), compiles the build
 * (scripts/build.ts and the project's modules it imports) into one file of plain JavaScript,
 * dist/build/build.mjs, and runs it in this process.
 * Run through the TypeScript loader instead, every module the build loads passed through the
 * loader's thread, Vite's hundreds among them, which costs far more than compiling once does.
 * Packages stay imports.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist', 'build', 'build.mjs');

/**
 * Each module keeps the address of its own source in `import.meta`, as when it runs from source:
 * the build finds the project, its worker's source and its scripts from there.
 */
const ownAddress = {
  name: 'own-import-meta',
  setup(compiler) {
    compiler.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.split(path.sep).includes('node_modules')) return undefined;
      const source = await readFile(file, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
          .replaceAll('import.meta.filename', JSON.stringify(file)),
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

// Empties dist/ but for the built site, which the build writes over in place and then rids of
// what it did not write again (scripts/build/written-over.ts); its bundles' assets go, since
// their names change with their content.
const dist = path.join(root, 'dist');
for (const entry of await readdir(dist).catch(() => [])) if (entry !== 'client') await rm(path.join(dist, entry), { recursive: true, force: true });
await rm(path.join(dist, 'client', 'assets'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'scripts', 'build.ts')],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A failure's stack names the sources' lines.
  sourcemap: 'inline',
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [ownAddress],
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
