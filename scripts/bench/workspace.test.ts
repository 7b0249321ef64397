import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkspace } from './workspace';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-workspace-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a workspace made from another source', () => {
  it('copies that source’s files by its own list, links the node_modules given and adds the posts', () => {
    const from = path.join(dir, 'old');
    mkdirSync(path.join(from, 'content', 'blog'), { recursive: true });
    mkdirSync(path.join(from, 'scripts'));
    mkdirSync(path.join(from, 'public', 'data'), { recursive: true });
    writeFileSync(path.join(from, 'scripts', 'build-sources.json'), JSON.stringify({ files: ['content', 'scripts', 'public'], generated: ['public/data'] }));
    writeFileSync(path.join(from, 'content', 'blog', 'old.md'), 'old\n');
    writeFileSync(path.join(from, 'public', 'data', 'index.json'), '[]');
    writeFileSync(path.join(from, 'extra.txt'), 'not a build source\n');
    const nodeModules = path.join(dir, 'modules');
    mkdirSync(nodeModules);
    const workspace = createWorkspace(2, { from, nodeModules });
    try {
      expect(readFileSync(path.join(workspace.dir, 'content', 'blog', 'old.md'), 'utf8')).toBe('old\n');
      expect(existsSync(path.join(workspace.dir, 'content', 'blog', 'bench-00002.md'))).toBe(true);
      expect(existsSync(path.join(workspace.dir, 'extra.txt'))).toBe(false);
      expect(existsSync(path.join(workspace.dir, 'public', 'data'))).toBe(false);
      expect(readlinkSync(path.join(workspace.dir, 'node_modules'))).toBe(nodeModules);
    } finally {
      workspace.remove();
    }
  });
});
