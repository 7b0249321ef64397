import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

/** The modules a module loads with it: its static imports and re-exports, not its types nor its dynamic imports. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)';/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    if (!specifier.startsWith('.')) return specifier;
    const base = path.resolve(path.dirname(file), specifier);
    return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => existsSync(candidate)) ?? base;
  });
}

/** Every module in the chunk of `entry`: what it loads with it, transitively (packages by name). */
function chunkOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (path.isAbsolute(file)) for (const next of staticImports(file)) visit(next);
  };
  visit(path.join(src, entry));
  return new Set([...seen].map((file) => (path.isAbsolute(file) ? path.relative(src, file) : file)));
}

describe("a listing's script", () => {
  // The pages with a listing spend their JavaScript budget to the last kilobyte: what a listing
  // needs only at its first search loads then, and tables of the whole site stay on the server.
  const chunk = chunkOf('features/search/listing-island.client.ts');

  it('loads neither Fuse, its options nor zod with the page', () => {
    expect([...chunk].filter((module) => /^(fuse\.js|zod)|fuse-index/.test(module))).toEqual([]);
  });

  it('carries neither the table of every data file nor the list of every content type', () => {
    expect(chunk).not.toContain('content/types.ts');
    expect(chunk).not.toContain('content/collections/index.ts');
    expect(chunk).toContain('content/collections/listed.ts');
  });
});
