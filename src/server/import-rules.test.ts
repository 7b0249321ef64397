/**
 * The server's layers, held by reading every import: the contracts shared with the browser
 * (src/contracts) sit below the server and the browser features, so neither the server nor the
 * contracts import a feature, the contracts import nothing of the server, neither has an import
 * circle, and nothing shipped under src imports vitest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const folder = (name: string) => path.join(src, name) + path.sep;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const relative = (file: string) => path.relative(src, file);

const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true, jsx: ts.JsxEmit.ReactJSX };

/** What each file imports: files of the project by path, packages by name. */
const imports = new Map(
  files.map((file) => {
    const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
    const resolved = specifiers.map((specifier) => {
      const module = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      return module && !module.isExternalLibraryImport ? path.resolve(module.resolvedFileName) : specifier;
    });
    return [file, resolved];
  }),
);

/** The import circles among the files under `under`, each as the files it passes through. */
function circles(under: string): string[][] {
  const inside = (file: string) => file.startsWith(under) && !isTest(file);
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void found.push(trail.slice(at).map(relative));
    if (done.has(file)) return;
    for (const next of imports.get(file) ?? []) if (inside(next)) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) if (inside(file)) visit(file, []);
  return found;
}

/** `from -> to` for every import of a file under `from` of a file under `to` (tests aside). */
function crossings(from: string, to: string): string[] {
  return files.filter((file) => file.startsWith(from) && !isTest(file)).flatMap((file) => (imports.get(file) ?? []).filter((target) => target.startsWith(to)).map((target) => `${relative(file)} -> ${relative(target)}`));
}

describe('the import rules of the server and the contracts', () => {
  it('has no import circle in the server or the contracts', () => {
    expect(circles(folder('server'))).toEqual([]);
    expect(circles(folder('contracts'))).toEqual([]);
  });

  it('imports nothing of the browser features into the server or the contracts', () => {
    expect(crossings(folder('server'), folder('features'))).toEqual([]);
    expect(crossings(folder('contracts'), folder('features'))).toEqual([]);
  });

  it('imports nothing of the server into the contracts', () => {
    expect(crossings(folder('contracts'), folder('server'))).toEqual([]);
  });

  it('imports vitest only in tests', () => {
    expect(files.filter((file) => !isTest(file) && imports.get(file)!.some((imported) => imported === 'vitest' || imported.startsWith('vitest/'))).map(relative)).toEqual([]);
  });
});
