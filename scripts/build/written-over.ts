/**
 * A build writes over the previous build's site in place rather than into an emptied folder: ext4
 * without a journal, as on the build machines, skips over every inode freed in the last minutes
 * each time it makes a file, so emptying thousands of pages and making them again costs seconds in
 * the kernel, where writing over a file keeps its inode. What the build did not write again is
 * removed once the pages are written.
 */
import { chmodSync, closeSync, existsSync, fstatSync, ftruncateSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { lstat, readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The time, by the file system's clock, before which a file of `dir` was not written by this
 * build: the change time of a file made now (file times come from the kernel's coarse clock,
 * which runs behind the process's own).
 */
export function buildStart(dir: string): bigint {
  const mark = path.join(dir, `.build-start-${process.pid}`);
  writeFileSync(mark, '');
  try {
    return statSync(mark, { bigint: true }).ctimeNs;
  } finally {
    rmSync(mark, { force: true });
  }
}

/**
 * Writes `data` to `file` over what it holds, without first truncating it to nothing: ext4 frees
 * the blocks of a file truncated to nothing and, when it is closed, starts writing the new bytes
 * out at once (its guard for files replaced by truncation), where writing over the bytes and
 * then cutting the rest leaves both to the page cache. A file that does not exist is made; one
 * linked from elsewhere (the build cache) is replaced, never written through.
 */
export function writeOver(file: string, data: Uint8Array): void {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    writeFileSync(file, data);
    return;
  }
  try {
    if (fstatSync(fd).nlink > 1) {
      rmSync(file);
      writeFileSync(file, data);
      return;
    }
    for (let written = 0; written < data.length; ) written += writeSync(fd, data, written, data.length - written, written);
    ftruncateSync(fd, data.length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Counts a file the previous build left, whose bytes are what this build would write, as written
 * by this build: its change time moves on (what removeUnwritten goes by) and its bytes and
 * modification time stay, so the server's Last-Modified and ETag of an unchanged page stay too.
 * A change of mode, to the mode it has, is what moves the change time alone.
 */
export function keepWritten(file: string): void {
  chmodSync(file, statSync(file).mode);
}

/**
 * Removes every file under `dir` not written, linked or copied since `start` (a change time older
 * than it), and every folder that held only such files. Returns how many files it removed.
 */
export async function removeUnwritten(dir: string, start: bigint): Promise<number> {
  let removed = 0;
  /** Whether `folder` is gone: emptied here of what an earlier build left. */
  const clear = async (folder: string): Promise<boolean> => {
    const entries = await readdir(folder, { withFileTypes: true });
    const gone = await Promise.all(
      entries.map(async (entry) => {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) return clear(file);
        if ((await lstat(file, { bigint: true })).ctimeNs >= start) return false;
        await rm(file);
        removed += 1;
        return true;
      }),
    );
    if (entries.length === 0 || gone.includes(false) || folder === dir) return false;
    await rmdir(folder);
    return true;
  };
  if (existsSync(dir)) await clear(dir);
  return removed;
}
