import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { subscribeEndpoint } from '../src/contracts/newsletter/sources';
import { healthEndpoint } from '../src/server/health';
import { MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT } from '../src/server/lifecycle';
import { startServeProcess } from '../tests/support/serve-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run serve` as its own process (see startServeProcess), once its database has opened. */
async function startServe(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const { child, port } = await startServeProcess(env);
  // The health check answers once the database has opened: PGlite's start keeps the event loop
  // busy for seconds, which would stall the clients below.
  for (let tries = 0; (await health(port)) !== 200; tries++) {
    if (tries > 100) throw new Error('The server never became healthy');
    await sleep(100);
  }
  return { child, port };
}

/** GET /api/health on a connection of its own, from `localAddress`: its status, or the error's code (a reset, a hang-up). */
function health(port: number, { localAddress, agent, forwardedFor }: { localAddress?: string; agent?: http.Agent; forwardedFor?: string } = {}): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const request = http.get({ host: '127.0.0.1', port, path: healthEndpoint, localAddress, agent: agent ?? false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A raw connection to the server, from `localAddress` when given; `closed` tells whether the server ended it. */
async function connect(port: number, localAddress?: string): Promise<{ socket: net.Socket; closed: () => boolean; received: () => string }> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let closed = false;
  let received = '';
  socket.on('error', () => undefined); // a reset is one way of being cut off
  socket.on('close', () => (closed = true));
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  await new Promise((resolve) => {
    socket.once('connect', resolve);
    socket.once('close', resolve);
  });
  return { socket, closed: () => closed, received: () => received };
}

// Two servers, one behind a proxy and one facing slow clients, side by side.
describe.concurrent('connection caps of npm run serve', () => {
  it('behind a trusted proxy, serves 60 kept-alive visitors without a reset, and still caps one visitor at 50 requests in flight', async () => {
    // Rate-limited, the subscriptions below would be answered 429 before their bodies are read.
    const { child, port } = await startServe({ TRUSTED_PROXIES: '127.0.0.1', NEWSLETTER_RATE_LIMIT: '1000' });
    try {
      // 60 visitors, each on a kept-alive connection of the proxy, 10 requests each.
      const visitors = Array.from({ length: 60 }, (_, i) => ({ agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), forwardedFor: `198.51.100.${i + 1}` }));
      const answers = (
        await Promise.all(
          visitors.map(async (visitor) => {
            const statuses: (number | string)[] = [];
            for (let i = 0; i < 10; i++) statuses.push(await health(port, visitor));
            visitor.agent.destroy();
            return statuses;
          }),
        )
      ).flat();
      expect(answers.filter((answer) => answer !== 200)).toEqual([]);

      // One visitor with 60 requests at once, each holding its connection with half a body.
      const start = `POST ${subscribeEndpoint} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.7\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email":`;
      const held: Awaited<ReturnType<typeof connect>>[] = [];
      for (let i = 0; i < 60; i++) {
        const connection = await connect(port);
        connection.socket.write(start);
        held.push(connection);
      }
      const refusedNow = () => held.filter((connection) => connection.received().startsWith('HTTP/1.1 503'));
      for (let waited = 0; refusedNow().length < 60 - MAX_CONNECTIONS_PER_CLIENT && waited < 10_000; waited += 100) await sleep(100);
      await sleep(300); // and no more than those
      const refused = refusedNow();
      expect(refused).toHaveLength(60 - MAX_CONNECTIONS_PER_CLIENT);
      for (const connection of refused) expect(connection.received()).toMatch(/\r\nretry-after: \d+\r\n/i);
      expect(held.filter((connection) => connection.closed())).toEqual([]);
      // Another visitor through the same proxy meanwhile: served.
      expect(await health(port, { forwardedFor: '203.0.113.8' })).toBe(200);
      for (const connection of held) connection.socket.destroy();
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  // Distinct loopback source addresses (127.0.0.x) are a Linux feature.
  it.skipIf(process.platform !== 'linux')(
    'keeps serving a visitor while 17 addresses hold 50 slow-header connections each, more than the overall cap',
    async () => {
      const { child, port } = await startServe({});
      const addresses = Array.from({ length: Math.ceil(MAX_CONNECTIONS / MAX_CONNECTIONS_PER_CLIENT) + 1 }, (_, i) => `127.0.0.${i + 2}`);
      let attacking = true;
      const trickles = new Set<NodeJS.Timeout>();
      let opened = 0;
      // Each slow client sends a header line a second and, once cut off, comes back.
      const slowClient = async (address: string): Promise<void> => {
        while (attacking) {
          const connection = await connect(port, address);
          if (connection.closed()) {
            await sleep(100);
            continue;
          }
          opened += 1;
          connection.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
          const trickle = setInterval(() => connection.socket.writable && connection.socket.write('X-Slow: 1\r\n'), 1_000);
          trickles.add(trickle);
          await new Promise((resolve) => connection.socket.once('close', resolve));
          clearInterval(trickle);
          trickles.delete(trickle);
          connection.socket.destroy();
          await sleep(50);
        }
      };
      const attack = addresses.flatMap((address) => Array.from({ length: MAX_CONNECTIONS_PER_CLIENT }, () => slowClient(address)));
      try {
        while (opened < MAX_CONNECTIONS) await sleep(100);
        const answers: (number | string)[] = [];
        for (let i = 0; i < 15; i++) {
          answers.push(await health(port, { localAddress: '127.0.0.200' }));
          await sleep(400);
        }
        expect(answers.filter((answer) => answer !== 200)).toEqual([]);
      } finally {
        attacking = false;
        for (const trickle of trickles) clearInterval(trickle);
        child.kill('SIGKILL');
        await Promise.race([Promise.all(attack), sleep(5_000)]);
      }
    },
    60_000,
  );
});
