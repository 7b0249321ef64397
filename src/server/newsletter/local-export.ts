import { rmSync } from 'node:fs';
import net from 'node:net';
import type { Subscriber, SubscriberStore } from './store';

/**
 * PGlite lets one process at a time open its directory, so while the site server runs, the
 * export command asks it for the list over a Unix socket inside the data directory (readable by
 * the directory's owner only; nothing is exposed on the network).
 */
export function serveLocalExport(store: SubscriberStore, socketPath: string, logError: (error: unknown) => void = console.error): Promise<net.Server> {
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    store.list().then(
      (rows) => socket.end(JSON.stringify(rows)),
      (error: unknown) => {
        logError(error);
        socket.destroy();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The list from the running site server. */
export function fetchLocalExport(socketPath: string): Promise<Subscriber[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (hadError) return;
      try {
        const rows = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (Omit<Subscriber, 'firstSubscribedAt' | 'lastSubscribedAt'> & {
          firstSubscribedAt: string;
          lastSubscribedAt: string;
        })[];
        resolve(rows.map((row) => ({ ...row, firstSubscribedAt: new Date(row.firstSubscribedAt), lastSubscribedAt: new Date(row.lastSubscribedAt) })));
      } catch {
        reject(new Error('The site server closed the export before sending the whole list.'));
      }
    });
  });
}
