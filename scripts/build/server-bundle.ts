import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The commands production runs, bundled into plain JavaScript in the build's server folder:
 * the site server, and the subscriber and message exports that back up its data. With them,
 * a machine that has only the production dependencies (npm ci --omit=dev) needs neither the
 * TypeScript loader nor the sources. The folder is two levels below the project, like
 * scripts/content/, so `root` (scripts/content/paths.ts) names the project in the bundles too.
 */
export const SERVER_BUNDLES = { serve: 'serve.mjs', subscribers: 'subscribers.mjs', inbox: 'inbox.mjs' } as const;

const scriptsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The names of the packages a production install has: `dependencies` of package.json. */
export function productionDependencies(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {});
}

/**
 * Writes the bundles into `serverDir` (about 0.1 s, in esbuild's own process, so it runs beside
 * the rest of the build). The dependencies stay imports, each loading its own files (PGlite its
 * WebAssembly, React the build that NODE_ENV selects); whatever else the server uses, zod for
 * one, is a devDependency and is bundled in.
 */
export async function bundleServer(serverDir: string, dependencies: string[]): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_BUNDLES).map(([name, file]) => [path.parse(file).name, path.join(scriptsDir, `${name}.ts`)])),
    outdir: serverDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    external: dependencies,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}

/** `@scope/name` or `name`, the package a bare import specifier belongs to. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The packages the built files import, by name (statically, dynamically or through require) or
 * by a path into node_modules; the files they import by another path are followed. An import
 * whose name is computed at run time is not seen: the server's only one loads the form pages'
 * bundle by its path.
 */
export async function runtimeImports(files: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: files,
    bundle: true,
    packages: 'external',
    write: false,
    outdir: path.join(path.dirname(files[0] ?? '.'), 'imports-check'),
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  // `<runtime>` is esbuild's own helper for a require in a module (styled-components' lazy one), not an import of the file.
  const byName = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((entry) => entry.external && entry.path !== '<runtime>').map((entry) => entry.path));
  const byPath = Object.keys(metafile.inputs).flatMap((input) => {
    const inside = input.split('node_modules/').at(-1)!;
    return inside === input ? [] : [packageName(inside)];
  });
  return [...new Set([...byName, ...byPath])].sort();
}

/** The imports that a production install cannot satisfy: neither built into Node nor in `dependencies`. */
export function undeclaredImports(imports: string[], dependencies: string[]): string[] {
  const declared = new Set(dependencies);
  return imports.filter((specifier) => !isBuiltin(specifier) && !declared.has(packageName(specifier)));
}

/**
 * Throws, naming each file's imports that only a development install has, when any of the built
 * files needs one at run time.
 */
export async function checkProductionImports(files: string[], dependencies: string[], root: string): Promise<void> {
  const problems = await Promise.all(
    files.map(async (file) => {
      const missing = undeclaredImports(await runtimeImports([file]), dependencies);
      return missing.length ? `${path.relative(root, file)} imports ${missing.join(', ')}` : undefined;
    }),
  );
  const found = problems.filter(Boolean);
  if (found.length) {
    throw new Error(`${found.join('; ')}: not in the dependencies of package.json, so a production install (npm ci --omit=dev) lacks them. Bundle them in, or make them dependencies.`);
  }
}
