import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The build is one script run from top to bottom: the order of its steps is the order of its text.
const source = readFileSync(path.join(import.meta.dirname, 'build.ts'), 'utf8');
const indexOf = (text: string) => {
  const index = source.indexOf(text);
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index;
};

describe('npm run build', () => {
  it('writes build-info.json, by which npm start serves a build, once, after every step that can fail the build', () => {
    const stamp = indexOf('writeFile(buildInfoFile');
    expect(source.match(/writeFile\(buildInfoFile/g)).toHaveLength(1);
    for (const step of ['await thirdPartyInSite(', 'await writeSecurityHeaders(', 'await productionChecked', 'await precompressDir(clientDir, { done })']) {
      expect(indexOf(step), step).toBeLessThan(stamp);
    }
    const exits = [...source.matchAll(/process\.exit\(/g)].map((match) => match.index);
    expect(exits.length).toBeGreaterThan(0);
    expect(Math.max(...exits)).toBeLessThan(stamp);
  });
});

describe('scripts/build.mjs, which npm run build runs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-launcher-'));
    mkdirSync(path.join(dir, 'scripts', 'content'), { recursive: true });
    copyFileSync(path.join(import.meta.dirname, 'build.mjs'), path.join(dir, 'scripts', 'build.mjs'));
    symlinkSync(path.join(import.meta.dirname, '..', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const launch = (...args: string[]) => spawnSync(process.execPath, [path.join(dir, 'scripts', 'build.mjs'), ...args], { cwd: dir, encoding: 'utf8' });

  it('empties dist/ but for the built site less its bundles, then runs the build compiled, each module knowing its own source file, with the arguments given', () => {
    // The build writes over the previous site's files in place and removes those it did not write.
    for (const folder of ['client/assets', 'server']) mkdirSync(path.join(dir, 'dist', folder), { recursive: true });
    for (const file of ['client/kept-post.html', 'client/assets/index-old.js', 'server/serve.mjs', 'build-info.json']) writeFileSync(path.join(dir, 'dist', file), 'old');
    writeFileSync(path.join(dir, 'scripts', 'content', 'paths.ts'), 'export const url: string = import.meta.url;\nexport const folder: string = import.meta.dirname;\n');
    writeFileSync(
      path.join(dir, 'scripts', 'build.ts'),
      [
        `import { existsSync } from 'node:fs';`,
        `import { folder, url } from './content/paths';`,
        `const old = ['client/kept-post.html', 'client/assets', 'server', 'build-info.json'].filter((file) => existsSync('dist/' + file));`,
        `console.log(JSON.stringify({ url, folder, own: import.meta.url, development: process.argv.includes('--development'), old }));`,
      ].join('\n'),
    );
    const result = launch('--development');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      url: pathToFileURL(path.join(dir, 'scripts', 'content', 'paths.ts')).href,
      folder: path.join(dir, 'scripts', 'content'),
      own: pathToFileURL(path.join(dir, 'scripts', 'build.ts')).href,
      development: true,
      old: ['client/kept-post.html'],
    });
    expect(existsSync(path.join(dir, 'dist', 'build', 'build.mjs'))).toBe(true);
  });

  it('fails as the build fails, naming the line of the source that threw', () => {
    writeFileSync(path.join(dir, 'scripts', 'build.ts'), `const pages: number = 0;\nif (pages === 0) throw new Error('No pages to render');\n`);
    const result = launch();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('No pages to render');
    expect(result.stderr).toContain(`${path.join('scripts', 'build.ts')}:2`);
  });
});
