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

// Answers --help before any of the work below (this file runs without the project's TypeScript, so
// it does what scripts/help.ts does by itself).
const args = process.argv.slice(2);
if ((args.includes('--') ? args.slice(0, args.indexOf('--')) : args).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(`Usage: npm run build [-- --development]

Builds the site into dist/: the content, the client and server bundles, one HTML file per page,
sitemap.xml and robots.txt, the search index, the social cards and a .br and a .gz copy of every
text file, and the production server (dist/server/serve.mjs). Keeps what it made in a build
cache, so a rebuild redoes only what changed. Fails when a page would load anything from another
site.

Options:
  --development      build in development mode (NODE_ENV=development: React's development build)
  -h, --help         show this help

Environment:
  BUILD_CACHE_DIR    where the build cache is kept (default: node_modules/.cache/carebridge)
  SOCIAL_CARDS=off   leave the social cards out
  SEARCH_INDEX=off   leave the search index out

Examples:
  npm run build
  BUILD_CACHE_DIR=/tmp/site-cache npm run build`);
  process.exit(0);
}

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
