import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { parseTrustedProxies } from './client-address';
import { connectionLimitsFromEnv, limitConnections, MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT, stopServer } from './lifecycle';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  servers = [];
});

async function listen(handler: http.RequestListener = (_request, response) => response.end('ok')): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer({ keepAliveTimeout: 60_000 }, handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A connection, and whether the server has closed it yet. */
async function open(port: number): Promise<{ socket: net.Socket; isClosed: () => boolean }> {
  const socket = net.connect(port, '127.0.0.1');
  let closed = false;
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  socket.resume();
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, isClosed: () => closed };
}

/** Sends `request` (a GET by default) and resolves with what comes back first. */
function get(socket: net.Socket, request = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1')));
    socket.write(request);
  });
}

/** Enough of a socket for the connection caps: an address, destroy and close. */
function fakeSocket(remoteAddress: string): net.Socket {
  const socket = Object.assign(new EventEmitter(), { remoteAddress, destroyed: false }) as unknown as net.Socket;
  socket.destroy = () => {
    Object.assign(socket, { destroyed: true });
    socket.emit('close');
    return socket;
  };
  return socket;
}

describe('limitConnections', () => {
  it('destroys a connection past the per-client cap and accepts one again when another closes', async () => {
    const { server, port } = await listen();
    limitConnections(server, { perClient: 3, total: 100 });
    const first = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    await sleep(200);
    expect(extra.isClosed()).toBe(true);
    expect(first.map((connection) => connection.isClosed())).toEqual([false, false, false]);
    first[0]!.socket.destroy();
    await sleep(200);
    const again = await open(port);
    await sleep(200);
    expect(again.isClosed()).toBe(false);
    for (const connection of [...first, again]) connection.socket.destroy();
  });

  it('counts IPv6 clients by their /64', () => {
    const server = new EventEmitter() as http.Server;
    limitConnections(server, { perClient: 2, total: 100 });
    const sockets = ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '2001:db8:1:2::c', '2001:db8:1:3::1'].map(fakeSocket);
    for (const socket of sockets) server.emit('connection', socket);
    expect(sockets.map((socket) => socket.destroyed)).toEqual([false, false, true, false]);
    server.emit('close');
  });

  it('at the overall cap, closes the connection waiting longest for its headers to make room for a new one', async () => {
    const { server, port } = await listen();
    limitConnections(server, { perClient: 10, total: 3 });
    const slow = [];
    for (let i = 0; i < 3; i++) {
      slow.push(await open(port));
      slow.at(-1)!.socket.write('GET / HTTP/1.1\r\n');
      await sleep(20);
    }
    const visitor = await open(port);
    await sleep(200);
    expect(slow.map((connection) => connection.isClosed())).toEqual([true, false, false]);
    expect(visitor.isClosed()).toBe(false);
    expect(await get(visitor.socket)).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of [...slow, visitor]) connection.socket.destroy();
  });

  it('turns a new connection away when every open one is busy with a request', async () => {
    const { server, port } = await listen((request, response) => request.on('end', () => response.end('ok')).resume());
    limitConnections(server, { perClient: 10, total: 2 });
    const busy = [await open(port), await open(port)];
    for (const connection of busy) connection.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhalf');
    await sleep(100);
    const extra = await open(port);
    await sleep(200);
    expect(extra.isClosed()).toBe(true);
    expect(busy.map((connection) => connection.isClosed())).toEqual([false, false]);
    for (const connection of busy) connection.socket.destroy();
  });

  it('under pressure, closes connections that have waited past the shorter deadline, and only then', async () => {
    const { server, port } = await listen();
    limitConnections(server, { perClient: 10, total: 100, pressureAt: 3, pressureTimeoutMs: 300, checkIntervalMs: 50 });
    const calm = [await open(port), await open(port)];
    await sleep(600);
    expect(calm.map((connection) => connection.isClosed())).toEqual([false, false]);
    const third = await open(port);
    await sleep(200);
    expect([...calm, third].map((connection) => connection.isClosed())).toEqual([true, true, false]);
    await sleep(400);
    expect(third.isClosed()).toBe(false); // alone again: no pressure
    third.socket.destroy();
  });

  it('behind a trusted proxy, counts requests in flight per forwarded client and answers the one past the cap 503 with Retry-After', async () => {
    const { server, port } = await listen((request, response) => request.on('end', () => response.end('ok')).resume());
    limitConnections(server, { perClient: 2, total: 100, trustedProxies: parseTrustedProxies('127.0.0.1') });
    const post = (client: string) => `POST / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nContent-Length: 4\r\n\r\n`;
    // The proxy's connections are not capped per client: six here, and three clients' requests.
    const held = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '2001:db8:5:6::1', '2001:db8:5:6::2']) {
      const connection = await open(port);
      connection.socket.write(post(client));
      held.push(connection);
    }
    await sleep(100);
    const refused = await open(port);
    const other = await open(port);
    const [refusedAnswer, otherAnswer] = await Promise.all([get(refused.socket, post('203.0.113.1') + 'body'), get(other.socket, post('203.0.113.2') + 'body')]);
    expect(refusedAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(refusedAnswer).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(otherAnswer).toMatch(/^HTTP\/1\.1 200/);
    // The refused connection stays open for the proxy's next request; the IPv6 /64 was full too.
    expect(await get(refused.socket, post('2001:db8:5:6::3') + 'body')).toMatch(/^HTTP\/1\.1 503/);
    for (const connection of held) connection.socket.write('body');
    await sleep(100);
    expect(await get(refused.socket, post('203.0.113.1') + 'body')).toMatch(/^HTTP\/1\.1 200/);
    expect(refused.isClosed()).toBe(false);
    for (const connection of [...held, refused, other]) connection.socket.destroy();
  });

  it('caps a trusted proxy\'s connections at the proxy cap, not at a client\'s', async () => {
    const { server, port } = await listen();
    limitConnections(server, { perClient: 2, perProxy: 4, total: 100, trustedProxies: parseTrustedProxies('127.0.0.1') });
    const connections = await Promise.all([open(port), open(port), open(port), open(port), open(port)]);
    await sleep(200);
    expect(connections.filter((connection) => connection.isClosed())).toHaveLength(1);
    for (const connection of connections) connection.socket.destroy();
  });
});

describe('connectionLimitsFromEnv', () => {
  it('reads MAX_CONNECTIONS and MAX_CONNECTIONS_PER_CLIENT, with the defaults when unset', () => {
    expect(connectionLimitsFromEnv({})).toEqual({ total: MAX_CONNECTIONS, perClient: MAX_CONNECTIONS_PER_CLIENT });
    expect(connectionLimitsFromEnv({ MAX_CONNECTIONS: '2000', MAX_CONNECTIONS_PER_CLIENT: ' 20 ' })).toEqual({ total: 2000, perClient: 20 });
  });

  it.each(['0', '-1', '1.5', 'many'])('refuses %j, naming the variable', (value) => {
    expect(() => connectionLimitsFromEnv({ MAX_CONNECTIONS: value })).toThrow(/MAX_CONNECTIONS\b/);
    expect(() => connectionLimitsFromEnv({ MAX_CONNECTIONS_PER_CLIENT: value })).toThrow(/MAX_CONNECTIONS_PER_CLIENT/);
  });
});

describe('stopServer', () => {
  it('closes an idle kept-alive connection at once and resolves as drained', async () => {
    const { server, port } = await listen();
    const idle = await open(port);
    idle.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(200);
    const started = performance.now();
    expect(await stopServer(server, { graceMs: 5_000 })).toBe('drained');
    expect(performance.now() - started).toBeLessThan(1_000);
    await sleep(50);
    expect(idle.isClosed()).toBe(true);
  });

  it('lets a request in flight finish within the grace period', async () => {
    const { server, port } = await listen((_request, response) => setTimeout(() => response.end('late'), 300));
    const answer = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    await sleep(100);
    expect(await stopServer(server, { graceMs: 5_000 })).toBe('drained');
    expect(await answer).toBe('late');
  });

  it('closes a connection stuck mid-request when the grace period ends', async () => {
    const { server, port } = await listen((request, response) => request.on('end', () => response.end('never')).resume());
    const stuck = await open(port);
    stuck.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nhalf');
    await sleep(100);
    const started = performance.now();
    expect(await stopServer(server, { graceMs: 300 })).toBe('forced');
    expect(performance.now() - started).toBeLessThan(2_000);
    await sleep(50);
    expect(stuck.isClosed()).toBe(true);
  });
});
