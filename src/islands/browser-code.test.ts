import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');
const modules = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const isClient = (file: string) => /\.client\.tsx?$/.test(file);

describe('browser code', () => {
  it('is imported by a module that is not browser code for its types only', () => {
    const imports = modules
      .filter((file) => !isClient(file))
      .flatMap((file) => [...readFileSync(path.join(src, file), 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+\.client)';|import\('([^']+\.client)'\)/gm)].map((match) => `${file} imports ${match[1] ?? match[2]}`));
    expect(imports).toEqual([]);
  });
});
