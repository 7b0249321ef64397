/**
 * `npm run dev` as a real process on a free port, for the tests of the development server: it
 * keeps subscribers and messages in memory, whatever DATABASE_URL or data folder the shell has.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface DevServer {
  /** Like http://127.0.0.1:41234, without a trailing slash. */
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForServer(dev: ChildProcess, url: string, ms: number, output: () => string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output()}`);
    try {
      if ((await fetch(url)).status < 600) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm run dev did not answer within ${ms} ms:\n${output()}`);
}

/** Starts the development server with `env` added to the shell's, and waits until it answers. */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const dev = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/dev.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', NEWSLETTER_DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops Vite's workers too.
    detached: true,
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () => {
    if (dev.pid && dev.exitCode === null) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  try {
    await waitForServer(dev, `${base}/`, 90_000, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, output: () => output, stop };
}
