import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPgliteClient } from './pglite-client';
import { createPostgresClient } from './pg-client';
import { createSqlStore } from './sql-store';
import type { SiteStore } from './store';

/** Where subscribers are kept, from the environment. */
export type StorageConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

export const DEFAULT_DATA_DIR = '.data/newsletter';

/**
 * `DATABASE_URL` selects PostgreSQL. Otherwise PGlite keeps the list in `NEWSLETTER_DATA_DIR`
 * (default `.data/newsletter`, relative to `root`, the project folder the scripts pass in);
 * `memory://` keeps it in memory only, for throwaway test servers.
 */
export function storageConfig(env: NodeJS.ProcessEnv, root: string): StorageConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const dir = env.NEWSLETTER_DATA_DIR || DEFAULT_DATA_DIR;
  if (dir === 'memory://') return { kind: 'memory' };
  return { kind: 'pglite', dir: path.resolve(root, dir) };
}

export function describeStorage(config: StorageConfig): string {
  if (config.kind === 'postgres') return `PostgreSQL (${redact(config.url)})`;
  if (config.kind === 'memory') return 'PGlite in memory (not kept)';
  return `PGlite in ${path.relative(process.cwd(), config.dir) || config.dir}`;
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Files of the PGlite directory: the database itself, the owner's pid, the local export socket. */
export const pgliteFiles = (dir: string) => ({
  data: path.join(dir, 'pgdata'),
  lock: path.join(dir, 'owner.pid'),
  socket: path.join(dir, 'export.sock'),
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What Linux's /proc/<pid>/stat says of a process: its state letter (field 3) and start time. */
interface ProcStat {
  state: string;
  /** Clock ticks since boot (field 22). */
  startTime: string | undefined;
}

function readProcStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[22 - 3];
    return { state: fields[0] ?? '', startTime: start && /^\d+$/.test(start) ? start : undefined };
  } catch {
    return undefined;
  }
}

/**
 * When a process started, in clock ticks since boot, or undefined where there is no /proc. A pid
 * is reused after a crash (in a container the server is often pid 1 every time), so a claim names
 * its process by pid and start time together.
 */
export function processStartTime(pid: number): string | undefined {
  return readProcStat(pid)?.startTime;
}

/** The claim in `owner.pid`: "<pid> <start time>", or "<pid>" alone as older versions wrote it. */
export interface Claim {
  pid: number;
  startTime?: string;
}

export function parseClaim(text: string): Claim | undefined {
  const [pidText = '', startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!/^\d+$/.test(pidText) || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return startTime && /^\d+$/.test(startTime) ? { pid, startTime } : { pid };
}

export function formatClaim({ pid, startTime }: Claim): string {
  return startTime === undefined ? `${pid}\n` : `${pid} ${startTime}\n`;
}

/**
 * Whether the process that wrote the claim still runs: its pid is alive and not a zombie and,
 * where both are known, started when the claim says. A pid-only claim, or a system without /proc,
 * falls back to the pid alone.
 */
function holderAlive({ pid, startTime }: Claim): boolean {
  if (!isAlive(pid)) return false;
  const live = readProcStat(pid);
  // A process killed but not yet reaped by its parent (state Z, for a second or so after kill -9
  // under a supervisor) still answers signal 0, yet holds no file open: it owns nothing.
  if (live?.state === 'Z' || live?.state === 'X') return false;
  if (startTime === undefined) return true;
  return live?.startTime === undefined || live.startTime === startTime;
}

function readClaim(file: string): Claim | undefined {
  return parseClaim(readFileSync(file, 'utf8'));
}

/** The pid of a live process that has this PGlite directory open, if any. */
export function pgliteOwner(dir: string): number | undefined {
  try {
    const claim = readClaim(pgliteFiles(dir).lock);
    return claim && claim.pid !== process.pid && holderAlive(claim) ? claim.pid : undefined;
  } catch {
    return undefined;
  }
}

export class StorageBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The newsletter database in ${dir} is open in process ${pid}; PGlite allows one process at a time.`);
  }
}

/**
 * PGlite is one Postgres backend: two processes writing one directory would corrupt it, so
 * the directory is claimed with a pid file naming this process (pid and start time), and a stale
 * claim (its process gone, or its pid now used by another process) is taken over. The pid file
 * appears whole or not at all (a hard link of a file already written), and a stale one is first
 * moved aside under this process's own name, so two processes taking over the same stale claim
 * cannot both succeed. Returns the release of the claim.
 */
export function claimPgliteDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { lock } = pgliteFiles(dir);
  const me: Claim = { pid: process.pid, startTime: processStartTime(process.pid) };
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, formatClaim(me), { mode: 0o600 });
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = pgliteOwner(dir);
      if (owner) throw new StorageBusyError(dir, owner);
      const aside = `${lock}.stale.${process.pid}`;
      try {
        renameSync(lock, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const claim = readClaim(aside);
      if (claim && claim.pid !== process.pid && holderAlive(claim)) {
        // Another process claimed the directory in the meantime: its claim goes back.
        try {
          linkSync(aside, lock);
        } finally {
          rmSync(aside, { force: true });
        }
        throw new StorageBusyError(dir, claim.pid);
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
  return () => {
    try {
      if (readClaim(lock)?.pid === process.pid) rmSync(lock, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/** Opens the configured store and applies the migrations. */
export async function openSubscriberStore(config: StorageConfig): Promise<SiteStore> {
  if (config.kind === 'postgres') return createSqlStore(createPostgresClient(config.url));
  if (config.kind === 'memory') return createSqlStore(await createPgliteClient('memory://'));
  const release = claimPgliteDir(config.dir);
  try {
    const store = await createSqlStore(await createPgliteClient(pgliteFiles(config.dir).data));
    return {
      ...store,
      close: async () => {
        try {
          await store.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
