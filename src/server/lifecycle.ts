import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from './client-address';
import { rateLimitKey } from './client-key';
import { NO_STORE_HEADERS } from './json-response';

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
/**
 * From this share of the overall cap on, the server is under pressure: a connection with no
 * request in flight (its headers still coming, or kept alive between requests) has a shorter deadline.
 */
export const PRESSURE_SHARE = 0.5;
/** That deadline under pressure; a browser sends its headers in one packet, at once. */
export const PRESSURE_WAITING_TIMEOUT_MS = 2_000;
/** The Retry-After of a request refused because its client has too many in flight, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/** How long requests in flight may take to finish after a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Options for http.createServer that apply the timeouts above. */
export const serverOptions: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
};

export interface ConnectionLimits {
  /**
   * A client's share: the open connections of a direct client, and the requests in flight of a
   * client behind a trusted proxy. A client is what the rate limit counts: an address, an IPv6
   * address by its /64.
   */
  perClient?: number;
  /** Open connections overall. */
  total?: number;
  /**
   * Open connections of one trusted proxy, which carries every visitor behind it: the overall cap
   * by default, so a proxy in front of the server may use all of it.
   */
  perProxy?: number;
  /** Whose X-Forwarded-For names the client (`TRUSTED_PROXIES`); no one by default. */
  trustedProxies?: TrustedProxies;
  /** Open connections from which the deadline below applies; half the overall cap by default. */
  pressureAt?: number;
  /** Under pressure, how long a connection may wait with no request in flight. */
  pressureTimeoutMs?: number;
  /** How often that deadline is checked. */
  checkIntervalMs?: number;
}

/**
 * The caps an operator may set: `MAX_CONNECTIONS` (overall, and so a trusted proxy's; raise it
 * with the file-descriptor limit) and `MAX_CONNECTIONS_PER_CLIENT`. Throws on a value that is not
 * a positive whole number, naming it.
 */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv): Pick<ConnectionLimits, 'total' | 'perClient'> {
  const read = (name: string, fallback: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name}: "${text}" is not a positive whole number.`);
    return Number(text);
  };
  return { total: read('MAX_CONNECTIONS', MAX_CONNECTIONS), perClient: read('MAX_CONNECTIONS_PER_CLIENT', MAX_CONNECTIONS_PER_CLIENT) };
}

/** What the limits know of one open connection. */
interface Tracked {
  socket: Socket;
  /** Whether the peer is a trusted proxy, whose requests each count against the client they forward. */
  proxied: boolean;
  /** Requests received whose answer has not finished. */
  inFlight: number;
  /** Since when it has had no request in flight (its headers may be coming, or it is kept alive). */
  waitingSince: number;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Caps connections so that no client, nor a few of them together, can take the server's sockets
 * from the others.
 *
 * - A direct client (an IPv6 one by its /64, as the rate limit counts) holds at most `perClient`
 *   connections; one past that is destroyed at once, before a byte is read.
 * - A trusted proxy's connections carry many visitors, and which one is known only once a
 *   request's headers are in. So the proxy's own connections count against `perProxy` (the
 *   overall cap by default), and each request counts against the client it forwards (read from
 *   X-Forwarded-For as the rate limit reads it): a client with `perClient` requests in flight has
 *   the next one answered 503 with Retry-After. A proxy hands a 503 on to its visitor and keeps
 *   the connection for the next request; a connection closed under it becomes a 502 for whoever
 *   was on it and counts as a failure of this server (nginx, with several servers upstream, takes
 *   one that failed once out of rotation for 10 s by default, for every visitor).
 * - At the overall cap, a new connection takes the place of the one that has waited longest with
 *   no request in flight (headers still coming, or kept alive between requests) rather than being
 *   turned away, so clients trickling their headers cannot keep others out; the new connection is
 *   destroyed only when every open one is busy with a request. From `pressureAt` open connections
 *   on, a connection waits at most `pressureTimeoutMs` with no request in flight.
 *
 * Call it once the server has its request listener: requests reach that through these limits.
 */
export function limitConnections(
  server: Server,
  {
    perClient = MAX_CONNECTIONS_PER_CLIENT,
    total = MAX_CONNECTIONS,
    perProxy = total,
    trustedProxies = parseTrustedProxies(undefined),
    pressureAt = Math.ceil(total * PRESSURE_SHARE),
    pressureTimeoutMs = PRESSURE_WAITING_TIMEOUT_MS,
    checkIntervalMs = CONNECTIONS_CHECKING_INTERVAL_MS,
  }: ConnectionLimits = {},
): void {
  const open = new Map<Socket, Tracked>();
  /** The connections with no request in flight, the one waiting longest first. */
  const waiting = new Map<Socket, Tracked>();
  /** Open connections per direct client or trusted proxy. */
  const connections = new Map<string, number>();
  /** Requests in flight per client behind a trusted proxy. */
  const requests = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, step: 1 | -1) => {
    const next = (counts.get(key) ?? 0) + step;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  const shed = (connection: Tracked) => {
    waiting.delete(connection.socket);
    connection.socket.destroy();
  };
  /** Makes room by closing the connection that has waited longest; false when every one is busy. */
  const shedLongestWaiting = (): boolean => {
    for (const connection of waiting.values()) {
      const closing = connection.socket.destroyed;
      shed(connection);
      if (!closing) return true;
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const proxied = address !== undefined && trustedProxies.trusts(address);
    const key = proxied ? `proxy ${address}` : rateLimitKey(address);
    if ((connections.get(key) ?? 0) >= (proxied ? perProxy : perClient) || (open.size >= total && !shedLongestWaiting())) {
      socket.destroy();
      return;
    }
    const connection: Tracked = { socket, proxied, inFlight: 0, waitingSince: Date.now() };
    open.set(socket, connection);
    waiting.set(socket, connection);
    count(connections, key, 1);
    socket.once('close', () => {
      open.delete(socket);
      waiting.delete(socket);
      count(connections, key, -1);
    });
  });

  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = open.get(request.socket);
    if (connection) {
      let client: string | undefined;
      if (connection.proxied) {
        // Node joins a repeated X-Forwarded-For into one comma-separated value (only Set-Cookie is a list).
        const forwarded = request.headers['x-forwarded-for'] as string | undefined;
        client = rateLimitKey(clientAddress(connection.socket.remoteAddress, forwarded ?? null, trustedProxies));
        if ((requests.get(client) ?? 0) >= perClient) client = undefined;
        else count(requests, client, 1);
      }
      connection.inFlight += 1;
      waiting.delete(connection.socket);
      response.once('close', () => {
        if (client !== undefined) count(requests, client, -1);
        connection.inFlight -= 1;
        if (connection.inFlight === 0 && !connection.socket.destroyed) {
          connection.waitingSince = Date.now();
          waiting.set(connection.socket, connection);
        }
      });
      if (connection.proxied && client === undefined) {
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE_HEADERS, 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
        response.end('Too many requests at once from your address. Please try again in a few seconds.\n');
        return;
      }
    }
    for (const handler of handlers) handler.call(server, request, response);
  });

  // Under pressure, the connections doing nothing go first, the one waiting longest first.
  const check = setInterval(() => {
    if (open.size < pressureAt) return;
    const deadline = Date.now() - pressureTimeoutMs;
    for (const connection of [...waiting.values()]) {
      if (connection.waitingSince > deadline) break;
      shed(connection);
    }
  }, checkIntervalMs);
  check.unref();
  server.once('close', () => clearInterval(check));
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
