import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SqlClient } from './sql-client';

/** At most this many answers wait for one flush of the write-ahead log (see createPgliteClient). */
export const MAX_GROUP_COMMIT = 100;

/**
 * Empties the write-ahead log to disk when something was written since it last was: a
 * non-transactional message with `flush` (PostgreSQL 17 and later) flushes the log up to itself, so
 * every commit before it is on disk when this returns.
 */
const FLUSH_WAL = "SELECT pg_logical_emit_message(false, 'carebridge-group-commit', '', true) WHERE pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn()";

/** The part of Emscripten's NODEFS that fsync needs: PGlite's build leaves `fsync` out of its stream operations. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
}

/**
 * PGlite's NodeFS, with fsync: the Emscripten file system it mounts answers fsync without
 * calling it, so PostgreSQL's own fsyncs (of the log at commit, of the tables at a checkpoint,
 * of a folder after a file is made) never reached the disk. Here each one is a real fsync of
 * the file PostgreSQL names.
 */
class SyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (module: { NODEFS?: EmscriptenNodeFs }) => {
      const nodeFs = module.NODEFS;
      if (!nodeFs?.stream_ops) throw new Error('This PGlite has no NODEFS to add fsync to: the data on disk would not be durable.');
      const run = nodeFs.tryFSOperation?.bind(nodeFs) ?? (<T>(operation: () => T) => operation());
      nodeFs.stream_ops.fsync = (stream) => run(() => (fsyncSync(stream.nfd), 0));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync as never] } };
  }
}

/** Fsyncs every file and folder under `dir`, and `dir` itself. */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(file);
    else if (entry.isFile()) fsyncPath(file);
  }
  fsyncPath(dir);
}

function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * PGlite on disk as PostgreSQL is: fsync on (PGlite starts its backend with it off, `-F`), the
 * log synced by fsync (its default, fdatasync, does nothing under Emscripten), and the file
 * system's fsync made real (SyncingNodeFS). Commits are asynchronous: the client below flushes the
 * log once for every commit that arrived together, before any of them is answered.
 */
async function openOnDisk(dataDir: string): Promise<PGlite> {
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    ...['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=off'],
  ];
  const options: PGliteOptions = { dataDir, fs: new SyncingNodeFS(dataDir), startParams };
  const db = await PGlite.create(options);
  // initdb wrote the new cluster without a sync, and PostgreSQL syncs only what it writes itself.
  if (created) {
    fsyncTree(path.dirname(dataDir));
    fsyncPath(path.dirname(path.dirname(dataDir)));
  }
  return db;
}

/**
 * PGlite is one Postgres backend with one session: a transaction and a query from another
 * request must never interleave inside it. Every call goes through one queue, so each runs
 * alone and in arrival order.
 *
 * On disk, an answer waits until what it committed is on disk. PostgreSQL fsyncs its log at each
 * commit, one at a time in a single backend, so 50 subscriptions arriving together would wait
 * for 50 fsyncs in a row. Instead the commits are asynchronous and each answer is held until the
 * queue runs dry, the event loop having had a turn to queue what arrived meanwhile (or until
 * MAX_GROUP_COMMIT answers wait): then one flush puts the log on disk up to the last commit, and
 * every held answer goes out. A failed flush fails every answer it held. In memory there is
 * nothing to flush, and answers go out at once.
 */
export async function createPgliteClient(dataDir: string): Promise<SqlClient> {
  const onDisk = !dataDir.startsWith('memory://');
  const db = onDisk ? await openOnDisk(dataDir) : await PGlite.create(dataDir);
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let closed = false;
  let held: { settle: () => void; fail: (error: unknown) => void }[] = [];
  const flush = async () => {
    const group = held;
    held = [];
    try {
      if (onDisk && !closed) await db.query(FLUSH_WAL);
    } catch (error) {
      for (const answer of group) answer.fail(error);
      return;
    }
    for (const answer of group) answer.settle();
  };
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    queued += 1;
    return new Promise<T>((resolve, reject) => {
      const run = async () => {
        queued -= 1;
        try {
          const result = await work();
          if (!onDisk) return resolve(result);
          held.push({ settle: () => resolve(result), fail: reject });
        } catch (error) {
          // Nothing was committed: the failure goes out at once.
          reject(error);
        }
        if (held.length === 0) return;
        // PGlite runs a statement without giving the event loop a turn, so requests that arrived
        // meanwhile have not reached the queue yet: they get one turn to join this group.
        if (queued === 0 && held.length < MAX_GROUP_COMMIT) await new Promise((resolve) => setImmediate(resolve));
        if (queued === 0 || held.length >= MAX_GROUP_COMMIT) await flush();
      };
      tail = tail.then(run);
    });
  };
  const query = <Row>(sql: string, params: unknown[] = []) => db.query<Row>(sql, params).then((result) => ({ rows: result.rows }));
  return {
    query: (sql, params) => exclusive(() => query(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        await db.exec('BEGIN');
        try {
          const result = await work({ query });
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
      }),
    // Held answers are flushed first, so they are durable even if closing fails; closing then
    // checkpoints, which puts everything on disk.
    close: () =>
      exclusive(async () => {
        await flush();
        closed = true;
        await db.close();
      }),
  };
}
