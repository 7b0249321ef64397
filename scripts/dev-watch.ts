/**
 * How `npm run dev` notices content changes: one watcher per directory, never per file.
 *
 * Editors and `sed -i` save by writing a new file and renaming it over the old one. A watcher
 * follows the file it was opened on, so a watcher on the old file goes quiet after the first such
 * save (Node 20's recursive `fs.watch` on Linux watches every file that way). A directory keeps
 * its identity while its entries are written, replaced, renamed or deleted, and reports each of
 * them by name, so directories are what is watched; the set of directories is walked again after
 * any entry appears or disappears, which arms new and replaced ones and drops removed ones.
 */
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface TreeWatcher {
  close(): void;
}

/**
 * Calls `onChange` once the tree under `dir` has been quiet for `delayMs` after any change:
 * a file written, created, replaced by rename, renamed or deleted, at any depth, in directories
 * made after the start too. The directories are armed again before `onChange` runs, so a change
 * made while it reads the tree is reported by the next call.
 */
export function watchTree(dir: string, onChange: () => void, delayMs = 100): TreeWatcher {
  const watchers = new Map<string, { watcher: FSWatcher; ino: number }>();
  let timer: NodeJS.Timeout | undefined;
  let entriesChanged = false;
  let closed = false;

  const settle = (structural: boolean) => {
    if (closed) return;
    entriesChanged ||= structural;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (closed) return;
      if (entriesChanged) arm();
      entriesChanged = false;
      onChange();
    }, delayMs);
  };

  /** Watches every directory of the tree that is not watched yet, and forgets those that are gone or replaced. */
  function arm() {
    const seen = new Set<string>();
    const visit = (current: string) => {
      let ino: number;
      try {
        const stat = statSync(current);
        if (!stat.isDirectory()) return;
        ino = stat.ino;
      } catch {
        return; // Removed while being walked; its parent reports that.
      }
      seen.add(current);
      const known = watchers.get(current);
      if (known && known.ino !== ino) {
        known.watcher.close();
        watchers.delete(current);
      }
      if (!watchers.has(current)) {
        try {
          // 'rename' is how fs.watch reports an entry that appeared or disappeared; 'change', a write.
          const watcher = watch(current, (event) => settle(event === 'rename'));
          watcher.on('error', () => settle(true));
          watchers.set(current, { watcher, ino });
        } catch {
          return;
        }
      }
      let entries;
      try {
        entries = readdirSync(current, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) if (entry.isDirectory()) visit(path.join(current, entry.name));
    };
    visit(dir);
    for (const [watched, { watcher }] of watchers) {
      if (seen.has(watched)) continue;
      watcher.close();
      watchers.delete(watched);
    }
  }

  arm();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const { watcher } of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
