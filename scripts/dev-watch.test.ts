import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchTree, type TreeWatcher } from './dev-watch';

const delay = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchTree', () => {
  let dir: string;
  let watcher: TreeWatcher | undefined;
  let changes = 0;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dev-watch-'));
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'blog', 'post.md'), 'first');
    changes = 0;
    watcher = watchTree(dir, () => changes++, delay);
  });
  afterEach(() => {
    watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `save`, expects it reported, then waits until the tree is quiet so the next step counts only its own change. */
  async function expectSeen(save: () => void) {
    const before = changes;
    save();
    await vi.waitFor(() => expect(changes).toBeGreaterThan(before), { timeout: 3000, interval: 20 });
    let last = changes;
    for (;;) {
      await pause(delay * 4);
      if (changes === last) return;
      last = changes;
    }
  }

  /** A save as `sed -i` and many editors make it: a new file renamed over the old one. */
  const saveByRename = (file: string, text: string) => {
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };

  it('sees every save that renames a new file over the old one, and a plain save after them', async () => {
    const post = path.join(dir, 'blog', 'post.md');
    await expectSeen(() => saveByRename(post, 'second'));
    await expectSeen(() => saveByRename(post, 'third'));
    await expectSeen(() => writeFileSync(post, 'fourth'));
    await expectSeen(() => writeFileSync(post, 'fifth'));
  });

  it('sees a file created, renamed and deleted', async () => {
    const draft = path.join(dir, 'blog', 'draft.md');
    await expectSeen(() => writeFileSync(draft, 'new'));
    await expectSeen(() => renameSync(draft, path.join(dir, 'blog', 'renamed.md')));
    await expectSeen(() => unlinkSync(path.join(dir, 'blog', 'renamed.md')));
    await expectSeen(() => writeFileSync(path.join(dir, 'blog', 'post.md'), 'still watched'));
  });

  it('sees files in a directory made after it started, and in a directory after it is renamed', async () => {
    await expectSeen(() => mkdirSync(path.join(dir, 'guides')));
    await expectSeen(() => writeFileSync(path.join(dir, 'guides', 'intake.md'), 'new'));
    await expectSeen(() => writeFileSync(path.join(dir, 'guides', 'intake.md'), 'edited'));
    await expectSeen(() => renameSync(path.join(dir, 'guides'), path.join(dir, 'handbooks')));
    await expectSeen(() => writeFileSync(path.join(dir, 'handbooks', 'intake.md'), 'edited again'));
    await expectSeen(() => rmSync(path.join(dir, 'handbooks'), { recursive: true }));
  });

  it('reports a burst of writes once', async () => {
    const post = path.join(dir, 'blog', 'post.md');
    await expectSeen(() => {
      for (let i = 0; i < 10; i++) writeFileSync(post, `burst ${i}`);
    });
    expect(changes).toBe(1);
  });

  it('reports nothing after it is closed', async () => {
    watcher!.close();
    writeFileSync(path.join(dir, 'blog', 'post.md'), 'unseen');
    await pause(delay * 4);
    expect(changes).toBe(0);
  });
});
