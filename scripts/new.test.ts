import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devAddress, devDefaults, previewLine, previewOrigin, recordDevServer } from './dev-address';

const root = path.resolve(import.meta.dirname, '..');

describe('devAddress', () => {
  it('is the default host and port without HOST and PORT, or with them empty', () => {
    expect(devAddress({}).origin).toBe(`http://${devDefaults.host}:${devDefaults.port}`);
    expect(devAddress({ HOST: '', PORT: '' })).toEqual(devAddress({}));
  });

  it('takes HOST and PORT, with an IPv6 host in brackets', () => {
    expect(devAddress({ HOST: '0.0.0.0', PORT: '4000' })).toEqual({ host: '0.0.0.0', port: 4000, origin: 'http://0.0.0.0:4000' });
    expect(devAddress({ HOST: '::1', PORT: '4000' }).origin).toBe('http://[::1]:4000');
  });
});

describe('the address npm run new prints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the running development server\'s, whatever port it was started on', () => {
    const file = path.join(dir, 'dev-server.json');
    recordDevServer(file, 'http://127.0.0.1:5199');
    expect(previewOrigin({}, file)).toBe('http://127.0.0.1:5199');
    expect(previewLine({}, '/blog/x', file)).toBe('Preview it: http://127.0.0.1:5199/blog/x (npm run dev is running there)');
  });

  it("is HOST and PORT's, or the default, when no development server runs", () => {
    const file = path.join(dir, 'dev-server.json');
    expect(previewOrigin({ PORT: '4999' }, file)).toBe('http://127.0.0.1:4999');
    // A record left by a server that has ended says nothing.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(file, JSON.stringify({ origin: 'http://127.0.0.1:5199', pid: ended }));
    expect(previewOrigin({}, file)).toBe(devAddress({}).origin);
  });
});

describe('npm run new', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'new-entry-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (env: NodeJS.ProcessEnv) =>
    spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/new.ts', 'post', 'Wound Care at Home'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, HOST: '', PORT: '', CONTENT_DIR: path.join(dir, 'content'), ...env },
    });

  it('prints the address of the port npm run dev uses: PORT, or its default', () => {
    const withPort = run({ PORT: '4999' });
    expect(withPort.stderr).toBe('');
    expect(withPort.stdout).toContain('Wrote content/blog/wound-care-at-home.md');
    expect(withPort.stdout).toContain('Preview it: npm run dev, then http://127.0.0.1:4999/blog/wound-care-at-home\n');
    expect(existsSync(path.join(dir, 'content', 'blog', 'wound-care-at-home.md'))).toBe(true);

    rmSync(path.join(dir, 'content'), { recursive: true });
    const byDefault = run({});
    expect(byDefault.stdout).toContain(`Preview it: npm run dev, then http://127.0.0.1:${devDefaults.port}/blog/wound-care-at-home\n`);
  });
});
