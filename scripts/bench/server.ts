import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The status of a GET on a connection of its own, closed after it (0 when nothing answers): a
 * check keeps no connection open that would count against the bench client's share of the
 * server's per-client connection cap.
 */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Serves the build of the project in `dir` (its bundled server), with subscribers and messages kept
 * in memory (or in the PGlite folder `dataDir`) and no mail sent: never the database, data folder
 * or mail server of the shell.
 */
export async function serveSite(dir: string, { dataDir = 'memory://' }: { dataDir?: string } = {}): Promise<RunningSite> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(dir, 'dist/server/serve.mjs')], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', NEWSLETTER_DATA_DIR: dataDir, NEWSLETTER_RATE_LIMIT: '100000', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site server stopped with exit code ${child.exitCode}`);
    if ((await statusOf(`${origin}/`)) === 200) break;
    if (Date.now() > deadline) throw new Error('The site server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}
