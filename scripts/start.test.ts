import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'start-'));
  mkdirSync(path.join(dir, 'scripts'));
  copyFileSync(path.join(import.meta.dirname, 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build whose server only says it was started. */
function writeBuild(at: Date, info: object = {}) {
  mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'server', 'serve.mjs'), `export async function startServer() { console.log('serving the build'); }\n`);
  writeFileSync(path.join(dir, 'dist', 'build-info.json'), JSON.stringify(info));
  utimesSync(path.join(dir, 'dist', 'build-info.json'), at, at);
}

/** Sources, as old as `at`, with the build's launcher and a build that only says it ran and writes a build whose server says it is new. */
function writeSources(at: Date) {
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'page.tsx'), 'export {};\n');
  writeFileSync(
    path.join(dir, 'scripts', 'build.ts'),
    [
      `import { mkdirSync, writeFileSync } from 'node:fs';`,
      `console.log('building');`,
      `mkdirSync('dist/server', { recursive: true });`,
      `writeFileSync('dist/server/serve.mjs', "export async function startServer() { console.log('serving the new build'); }\\n");`,
      `writeFileSync('dist/build-info.json', '{}');`,
    ].join('\n'),
  );
  copyFileSync(path.join(import.meta.dirname, 'build.mjs'), path.join(dir, 'scripts', 'build.mjs'));
  copyFileSync(path.join(import.meta.dirname, 'build-sources.json'), path.join(dir, 'scripts', 'build-sources.json'));
  for (const file of ['src/page.tsx', 'src', 'scripts/build.ts', 'scripts/build.mjs', 'scripts/build-sources.json', 'scripts/start.mjs', 'scripts']) utimesSync(path.join(dir, file), at, at);
}

/** npm start; without node_modules, as after npm ci --omit=dev, unless a test links the project's. */
function start() {
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'start.mjs')], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, errors: result.stderr };
}

const longAgo = new Date(2020, 0, 1);
const lastYear = new Date(2025, 0, 1);

describe('npm start', () => {
  it('serves the build when only the launcher is beside it, as in production', () => {
    writeBuild(longAgo);
    expect(start()).toEqual({ status: 0, out: 'serving the build\n', errors: '' });
  });

  it("repeats the content's warnings of the build it serves", () => {
    const contentWarnings = ['1 translation is out of date (the translated pages still publish):', '', 'content/es/faq/x.md:3:13  sourceHash  translates content/faq/x.md, which has changed since this translation', ''];
    writeSources(longAgo);
    writeBuild(lastYear, { contentWarnings });
    expect(start()).toEqual({ status: 0, out: 'serving the build\n', errors: contentWarnings.map((line) => `${line}\n`).join('') });
  });

  it('serves a build newer than its sources without a word', () => {
    writeSources(longAgo);
    writeBuild(lastYear);
    expect(start()).toEqual({ status: 0, out: 'serving the build\n', errors: '' });
  });

  it('counts every file the build reads as a source, and not the data the content scripts generate under public/', () => {
    writeSources(longAgo);
    writeBuild(lastYear);
    mkdirSync(path.join(dir, 'public', 'data'), { recursive: true });
    writeFileSync(path.join(dir, 'public', 'data', 'index.json'), '{}');
    expect(start().errors).toBe('');
    writeFileSync(path.join(dir, 'tsconfig.json'), '{}');
    expect(start().errors).toContain('Sources changed since the last build');
  });

  it('serves the last build, saying so, when the sources are newer but the build tools are not installed', () => {
    writeBuild(longAgo);
    writeSources(lastYear);
    expect(start()).toEqual({
      status: 0,
      out: 'serving the build\n',
      errors: 'Sources changed since the last build, but the build needs the development dependencies (npm ci): serving the last build.\n',
    });
  });

  it('builds first when the sources are newer and the build tools are installed', () => {
    writeBuild(longAgo);
    writeSources(lastYear);
    symlinkSync(path.join(import.meta.dirname, '..', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    expect(start()).toEqual({ status: 0, out: 'Sources changed since the last build: building.\nbuilding\nserving the new build\n', errors: '' });
  });

  it('refuses with what to do when there is no build and none can be made', () => {
    writeSources(lastYear);
    const { status, out, errors } = start();
    expect(status).toBe(1);
    expect(out).toBe('');
    expect(errors).toContain('No build in dist/, and none can be made here');
    expect(errors).toContain('npm run build');
  });
});
