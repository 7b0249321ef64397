import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServeProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What it has printed so far, standard output and error as they came. */
  output: () => string;
}

/**
 * `npm run serve` as its own process on a port the system picks, with subscribers in memory, no
 * proxy trusted and the default connection caps, then `env` over those and the shell's.
 */
export async function startServeProcess(env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      NEWSLETTER_DATA_DIR: 'memory://',
      TRUSTED_PROXIES: '',
      MAX_CONNECTIONS: '',
      MAX_CONNECTIONS_PER_CLIENT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /Site running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`serve exited with ${code} before listening: ${out}`)));
  });
  return { child, port, exited, output: () => out };
}
