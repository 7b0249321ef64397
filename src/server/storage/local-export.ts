import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { FormMessage, MessageFilter } from '../forms/message-store';
import { formKinds, type FormKind } from '../../contracts/forms/schemas';
import type { SiteStore, Subscriber } from './store';

/**
 * What the subscribers command may ask the running server: one request per connection, sent
 * as a line of JSON and answered with JSON before the server closes the connection.
 */
export type LocalRequest = { command: 'list' } | { command: 'remove'; email: string } | { command: 'messages'; kind?: FormKind; since?: string };

/** Longest request line read; anything longer is not one of ours. */
const MAX_REQUEST_BYTES = 1024;
/** A connection that sends no whole request in this time is dropped, so none is held open forever. */
const REQUEST_TIMEOUT_MS = 10_000;

function parseRequest(line: string): LocalRequest | undefined {
  try {
    const request = JSON.parse(line) as Record<string, unknown>;
    if (request?.command === 'list') return { command: 'list' };
    if (request?.command === 'remove' && typeof request.email === 'string' && request.email) return { command: 'remove', email: request.email };
    if (request?.command === 'messages') {
      const { kind, since } = request;
      const kindOk = kind === undefined || formKinds.includes(kind as FormKind);
      const sinceOk = since === undefined || (typeof since === 'string' && !Number.isNaN(Date.parse(since)));
      if (kindOk && sinceOk) return { command: 'messages', ...(kind ? { kind: kind as FormKind } : {}), ...(since ? { since: since as string } : {}) };
    }
  } catch {
    // Not JSON: refused below like any unknown request.
  }
  return undefined;
}

function perform(store: SiteStore, request: LocalRequest): Promise<unknown> {
  if (request.command === 'messages') return store.messages.list({ kind: request.kind, since: request.since ? new Date(request.since) : undefined });
  return request.command === 'list' ? store.list() : store.remove(request.email);
}

/**
 * PGlite lets one process at a time open its directory, so while the site server runs, the
 * subscribers and inbox commands ask it to list or remove over a Unix socket inside the data directory
 * (the directory and the socket are its owner's only; nothing is exposed on the network).
 */
export function serveLocalExport(store: SiteStore, socketPath: string, logError: (error: unknown) => void = console.error): Promise<net.Server> {
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      // The request is in: the answer may take as long as the store needs.
      socket.setTimeout(0);
      const request = end <= MAX_REQUEST_BYTES ? parseRequest(received.slice(0, end)) : undefined;
      if (!request) return socket.destroy();
      perform(store, request).then(
        (reply) => socket.end(JSON.stringify(reply)),
        (error: unknown) => {
          logError(error);
          socket.destroy();
        },
      );
    };
    socket.on('data', onData);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      // The data directory is owner-only already; the socket is too, in case it was not.
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

/** Sends one request to the running site server and resolves with its parsed answer. */
function ask(socketPath: string, request: LocalRequest, incomplete: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (hadError) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error(incomplete));
      }
    });
  });
}

/** The list from the running site server. */
export async function fetchLocalExport(socketPath: string): Promise<Subscriber[]> {
  const rows = (await ask(socketPath, { command: 'list' }, 'The site server closed the export before sending the whole list.')) as (Omit<
    Subscriber,
    'firstSubscribedAt' | 'lastSubscribedAt'
  > & { firstSubscribedAt: string; lastSubscribedAt: string })[];
  return rows.map((row) => ({ ...row, firstSubscribedAt: new Date(row.firstSubscribedAt), lastSubscribedAt: new Date(row.lastSubscribedAt) }));
}

/** Asks the running site server to remove the address; false when it was not on the list. */
export async function removeLocal(socketPath: string, email: string): Promise<boolean> {
  const reply = await ask(socketPath, { command: 'remove', email }, 'The site server closed the connection before confirming the removal.');
  // A server started before `remove` existed answers every connection with the list.
  if (typeof reply !== 'object' || reply === null || !('removed' in reply)) throw new Error('The running site server does not know how to remove; restart it and try again.');
  return reply.removed === true;
}

/** The form messages from the running site server. */
export async function fetchLocalMessages(socketPath: string, { kind, since }: MessageFilter): Promise<FormMessage[]> {
  const request: LocalRequest = { command: 'messages', ...(kind ? { kind } : {}), ...(since ? { since: since.toISOString() } : {}) };
  const reply = await ask(socketPath, request, 'The site server closed the export before sending every message.');
  // A server started before the forms existed answers every connection with the subscriber list.
  if (!Array.isArray(reply) || reply.some((row) => typeof row !== 'object' || row === null || !('kind' in row))) {
    throw new Error('The running site server does not know the form messages yet; restart it and try again.');
  }
  // Times arrive as JSON text.
  type Sent = Omit<FormMessage, 'receivedAt' | 'mail'> & { receivedAt: string; mail: Omit<FormMessage['mail'], 'sentAt'> & { sentAt?: string } };
  return (reply as Sent[]).map((row) => ({
    ...row,
    receivedAt: new Date(row.receivedAt),
    mail: { ...row.mail, sentAt: row.mail.sentAt === undefined ? undefined : new Date(row.mail.sentAt) },
  }));
}
