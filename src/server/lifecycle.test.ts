import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnections, stopServer } from './lifecycle';

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

  it('sets the overall cap on the server', async () => {
    const { server } = await listen();
    limitConnections(server, { perClient: 3, total: 7 });
    expect(server.maxConnections).toBe(7);
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
