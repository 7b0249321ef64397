import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root } from '../content/paths';
import { bundleServer, checkProductionImports, packageName, productionDependencies, runtimeImports, SERVER_BUNDLES, undeclaredImports } from './server-bundle';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const dependencies = productionDependencies(root);

describe('productionDependencies', () => {
  it('names the dependencies of package.json and none of its devDependencies', () => {
    expect(dependencies).toContain('@electric-sql/pglite');
    expect(dependencies).toContain('hono');
    expect(dependencies).not.toContain('tsx');
    expect(dependencies).not.toContain('zod');
  });
});

describe('undeclaredImports', () => {
  it('keeps only what is neither built into Node nor a dependency, subpaths and scopes included', () => {
    const imports = ['node:fs', 'path', 'react/jsx-runtime', '@electric-sql/pglite/vector', 'hono/utils/mime', 'zod/mini', '@types/pg', 'unified'];
    expect(undeclaredImports(imports, dependencies)).toEqual(['zod/mini', '@types/pg', 'unified']);
  });

  it('reads the package of a specifier', () => {
    expect(packageName('react-dom/server')).toBe('react-dom');
    expect(packageName('@hono/node-server/serve-static')).toBe('@hono/node-server');
    expect(packageName('pg')).toBe('pg');
  });
});

describe('runtimeImports', () => {
  it('finds static, dynamic and require imports, through the files a built file imports by path, and paths into node_modules', async () => {
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'entry.mjs'), `import { a } from 'node:fs';\nimport './chunks/shared.mjs';\nexport const load = () => import('zod/mini');\n`);
    writeFileSync(path.join(dir, 'chunks', 'shared.mjs'), `import React from 'react';\nimport { createRequire } from 'node:module';\nexport const pg = require('pg');\nexport { React };\n`);
    mkdirSync(path.join(dir, 'node_modules', 'unified'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'unified', 'index.js'), 'export const unified = 1;\n');
    writeFileSync(path.join(dir, 'by-path.mjs'), `export { unified } from './node_modules/unified/index.js';\n`);
    expect(await runtimeImports([path.join(dir, 'entry.mjs')])).toEqual(['node:fs', 'node:module', 'pg', 'react', 'zod/mini']);
    expect(await runtimeImports([path.join(dir, 'by-path.mjs')])).toEqual(['unified']);
  });
});

describe('checkProductionImports', () => {
  it('names the file and its development-only imports', async () => {
    writeFileSync(path.join(dir, 'ok.mjs'), `import { Hono } from 'hono';\nimport { readFile } from 'node:fs/promises';\n`);
    writeFileSync(path.join(dir, 'bad.mjs'), `import * as z from 'zod/mini';\nimport { unified } from 'unified';\nimport pg from 'pg';\n`);
    await expect(checkProductionImports([path.join(dir, 'ok.mjs')], dependencies, dir)).resolves.toBeUndefined();
    await expect(checkProductionImports([path.join(dir, 'ok.mjs'), path.join(dir, 'bad.mjs')], dependencies, dir)).rejects.toThrow(/^bad\.mjs imports unified, zod\/mini: not in the dependencies/);
  });
});

describe('bundleServer', () => {
  it('bundles the server and the exports with every devDependency they use built in, each dependency left an import', async () => {
    await bundleServer(dir, dependencies);
    for (const file of Object.values(SERVER_BUNDLES)) {
      const imports = await runtimeImports([path.join(dir, file)]);
      expect(undeclaredImports(imports, dependencies), file).toEqual([]);
    }
    // The native and WebAssembly packages load their own files: they stay imports.
    expect(await runtimeImports([path.join(dir, SERVER_BUNDLES.serve)])).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pg', 'hono', '@hono/node-server', 'nodemailer']));
    expect(readFileSync(path.join(dir, SERVER_BUNDLES.serve), 'utf8')).toContain('export {\n  startServer\n}');
  });
});
