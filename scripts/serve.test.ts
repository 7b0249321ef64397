import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { subscribeEndpoint } from '../src/contracts/newsletter/sources';
import { HEADERS_TIMEOUT_MS, SHUTDOWN_GRACE_MS } from '../src/server/lifecycle';
import { startServeProcess as startServe } from '../tests/support/serve-process';

/**
 * Waits until the database has opened: PGlite's start keeps the event loop busy for seconds,
 * which would delay every timer the tests measure.
 */
async function warmUp(port: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${subscribeEndpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ email: 'warm-up@example.com', source: 'homepage' }),
  });
  expect(response.status).toBe(200);
}

/** Opens a connection and resolves once it is open; `closed` resolves when the server ends it. */
async function connect(port: number): Promise<{ socket: net.Socket; closed: Promise<number> }> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // a reset is one way of being cut off
  socket.resume();
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  return { socket, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run serve, as it starts', () => {
  it('says once where the stored form messages and subscribers are read', async () => {
    const { child, output } = await startServe();
    try {
      const line = 'Read the form messages with npm run inbox -- export, the subscribers with npm run subscribers -- export (CSV; --help for the options)';
      for (let waited = 0; !output().includes(line) && waited < 5_000; waited += 100) await sleep(100);
      expect(output().split('\n').filter((printed) => printed === line)).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});

// Both wait for real timeouts of about ten seconds, so they run side by side.
describe.concurrent('npm run serve', () => {
  it('after SIGTERM, closes an idle connection at once, cuts a client stuck mid-request at the deadline and exits 0', async () => {
    const { child, port, exited } = await startServe();
    try {
      await warmUp(port);
      const stuck = await connect(port);
      // Headers complete, half the body: a request in flight that will never finish.
      stuck.socket.write(`POST ${subscribeEndpoint} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"slow@`);
      const idle = await connect(port);
      idle.socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n');
      await sleep(500);
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await Promise.race([idle.closed, sleep(2_000).then(() => 'still open')])).not.toBe('still open');
      expect(await Promise.race([exited, sleep(SHUTDOWN_GRACE_MS + 5_000).then(() => 'still running')])).toBe(0);
      const took = performance.now() - signalled;
      expect(took).toBeGreaterThan(SHUTDOWN_GRACE_MS - 1_000);
      expect(took).toBeLessThan(SHUTDOWN_GRACE_MS + 3_000);
      expect(stuck.socket.destroyed || stuck.socket.readableEnded).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('cuts off a client that trickles its headers once the headers timeout has passed', async () => {
    const { child, port } = await startServe();
    try {
      await warmUp(port);
      const slow = await connect(port);
      const opened = performance.now();
      slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const trickle = setInterval(() => slow.socket.writable && slow.socket.write('X-Slow: 1\r\n'), 1_000);
      const closedAt = await Promise.race([slow.closed, sleep(HEADERS_TIMEOUT_MS + 5_000).then(() => undefined)]);
      clearInterval(trickle);
      expect(closedAt, 'still open well after the headers timeout').toBeDefined();
      expect(closedAt! - opened).toBeGreaterThan(HEADERS_TIMEOUT_MS - 1_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
