import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './content/paths';

/** Where `npm run dev` listens: HOST and PORT, or these. `npm run new` prints the address it uses (previewOrigin). */
export const devDefaults = { host: '127.0.0.1', port: 5173 } as const;

export interface DevAddress {
  host: string;
  port: number;
  /** Like http://127.0.0.1:5173, without a trailing slash. */
  origin: string;
}

/** An empty HOST or PORT counts as unset. */
export function devAddress(env: NodeJS.ProcessEnv): DevAddress {
  const host = env.HOST || devDefaults.host;
  const port = Number(env.PORT || devDefaults.port);
  // An IPv6 address is written in brackets in a URL.
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { host, port, origin };
}

/**
 * Where the running `npm run dev` of this checkout says it listens, with its process id: another
 * shell's `npm run new` reads it, as the port dev was started on is not in that shell's PORT.
 */
export const devServerFile = path.join(root, '.data', 'dev-server.json');

/** Records the address of this process's development server (removed as it stops: `forgetDevServer`). */
export function recordDevServer(file: string, origin: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ origin, pid: process.pid }));
}

/** Removes the record, unless another development server has written its own since. */
export function forgetDevServer(file: string): void {
  if (runningDevServer(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** The recorded development server, if its process still runs. */
function runningDevServer(file: string): { origin: string; pid: number } | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { origin: string; pid: number };
    process.kill(record.pid, 0);
    return record;
  } catch {
    return undefined;
  }
}

/**
 * The address to preview a page at: HOST and PORT when set here, or else the running development
 * server's, or else the address `npm run dev` would take.
 */
export function previewOrigin(env: NodeJS.ProcessEnv, file = devServerFile): string {
  return previewAt(env, file).origin;
}

/** What `npm run new` says to preview a page at `pathname`: the address, and to start dev when none runs there. */
export function previewLine(env: NodeJS.ProcessEnv, pathname: string, file = devServerFile): string {
  const { origin, running } = previewAt(env, file);
  return running ? `Preview it: ${origin}${pathname} (npm run dev is running there)` : `Preview it: npm run dev, then ${origin}${pathname}`;
}

function previewAt(env: NodeJS.ProcessEnv, file: string): { origin: string; running: boolean } {
  const running = env.HOST || env.PORT ? undefined : runningDevServer(file);
  return running ? { origin: running.origin, running: true } : { origin: devAddress(env).origin, running: false };
}
