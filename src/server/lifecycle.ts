import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** A client that trickles its headers holds a socket for at most this long. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request, body included; the largest legitimate one is a 2 KB subscription. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this; browsers reopen one at no visible cost. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node checks the two timeouts above; its default (30 s) would let them run 4 times over. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/** A browser opens at most 6 per host; 50 leaves room for a shared office address, not for a flood. */
export const MAX_CONNECTIONS_PER_CLIENT = 50;
/** Open connections overall, well inside the default file-descriptor limit of 1024. */
export const MAX_CONNECTIONS = 800;
/** How long requests in flight may take to finish after a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Options for http.createServer that apply the timeouts above. */
export const serverOptions: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
};

/**
 * Caps open connections overall and per client address: a socket past either cap is destroyed
 * at once, before a byte is read, so one client cannot use up the server's sockets.
 */
export function limitConnections(server: Server, { perClient = MAX_CONNECTIONS_PER_CLIENT, total = MAX_CONNECTIONS } = {}): void {
  server.maxConnections = total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Stops accepting connections, closes idle kept-alive ones at once, lets requests in flight
 * finish for up to `graceMs`, then closes every connection still open. Resolves when the server
 * is closed, with whether it had to cut connections.
 */
export function stopServer(server: Server, { graceMs = SHUTDOWN_GRACE_MS } = {}): Promise<'drained' | 'forced'> {
  return new Promise((resolve) => {
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();
    // A kept-alive connection between requests has nothing to finish; one whose request ends
    // during the stop becomes idle then, and would otherwise wait for its keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve(forced ? 'forced' : 'drained');
    });
    server.closeIdleConnections();
  });
}
