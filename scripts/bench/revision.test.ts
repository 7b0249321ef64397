import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutRevision } from './revision';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-revision-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const repo = path.join(dir, 'repo');
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim();
mkdirSync(path.join(repo, 'content', 'blog'), { recursive: true });
mkdirSync(path.join(repo, 'node_modules'));
git('init', '--quiet');
writeFileSync(path.join(repo, 'package-lock.json'), '{"lockfileVersion":3}\n');
writeFileSync(path.join(repo, 'content', 'blog', 'first.md'), 'first\n');
git('add', '.');
git('commit', '--quiet', '-m', 'first');
const first = git('rev-parse', 'HEAD');
writeFileSync(path.join(repo, 'content', 'blog', 'first.md'), 'changed\n');
writeFileSync(path.join(repo, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
git('commit', '--quiet', '-am', 'second');
// Not committed: a checkout of any revision leaves it out.
writeFileSync(path.join(repo, 'content', 'blog', 'draft.md'), 'draft\n');

describe('a revision checked out for the bench', () => {
  it('has the files as committed at that revision, and nothing of the working tree', () => {
    const checkout = checkoutRevision('HEAD~1', { repo, project: repo, install: () => {} });
    try {
      expect(checkout.commit).toBe(first);
      expect(readFileSync(path.join(checkout.dir, 'content', 'blog', 'first.md'), 'utf8')).toBe('first\n');
      expect(existsSync(path.join(checkout.dir, 'content', 'blog', 'draft.md'))).toBe(false);
    } finally {
      checkout.remove();
    }
    expect(existsSync(checkout.dir)).toBe(false);
  });

  it('shares the project’s node_modules when its lock file is the project’s', () => {
    const installs: string[] = [];
    const checkout = checkoutRevision('HEAD', { repo, project: repo, install: (at) => installs.push(at) });
    try {
      expect(checkout.installed).toBe(false);
      expect(installs).toEqual([]);
      expect(checkout.nodeModules).toBe(path.join(repo, 'node_modules'));
    } finally {
      checkout.remove();
    }
  });

  it('installs packages of its own when its lock file differs', () => {
    const installs: string[] = [];
    const checkout = checkoutRevision(first, { repo, project: repo, install: (at) => installs.push(at) });
    try {
      expect(checkout.installed).toBe(true);
      expect(installs).toEqual([checkout.dir]);
      expect(checkout.nodeModules).toBe(path.join(checkout.dir, 'node_modules'));
    } finally {
      checkout.remove();
    }
  });

  it('is refused for a revision that does not exist', () => {
    expect(() => checkoutRevision('no-such-revision', { repo, project: repo, install: () => {} })).toThrow(/no-such-revision/);
  });
});
