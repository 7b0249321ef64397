import http from 'node:http';
import { subscribeEndpoint } from '../../src/contracts/newsletter/sources';
import { healthEndpoint } from '../../src/server/health';
import { percentile } from './search-latency';
import { statusOf } from './server';

export interface SubscriptionThroughput {
  requests: number;
  concurrency: number;
  /** Subscriptions answered 200 per second of wall time. */
  perSecond: number;
  median: number;
  p95: number;
  /** How many were answered with each status, or failed with each error code (anything but 200 is a fault here). */
  statuses: Record<string, number>;
}

/**
 * `requests` new addresses subscribed through POST /api/subscribe-newsletter, `concurrency` at a
 * time on kept-alive connections (as many as one client may open: nothing else of the bench may
 * hold one open meanwhile), each timed from its send to its answer. The server must not
 * rate-limit them (the bench's server allows 100,000).
 */
export async function measureSubscriptions(origin: string, { requests = 2000, concurrency = 50 } = {}): Promise<SubscriptionThroughput> {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const run = `${Date.now().toString(36)}`;
  const subscribe = (i: number) =>
    new Promise<{ status: number | string; ms: number }>((resolve) => {
      const body = JSON.stringify({ email: `bench-${run}-${i}@example.com`, source: 'homepage' });
      const started = performance.now();
      const request = http.request(
        { hostname, port, path: subscribeEndpoint, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, ms: performance.now() - started }));
      request.end(body);
    });
  // The figures leave out the database's start: the health check answers 200 once it has opened.
  for (const deadline = Date.now() + 60_000; (await statusOf(`${origin}${healthEndpoint}`)) !== 200; ) {
    if (Date.now() > deadline) throw new Error('The subscriber store did not open within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (let i = 0; i < 5; i++) await subscribe(-1 - i);
  const answers: { status: number | string; ms: number }[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) answers.push(await subscribe(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const times = answers.map((answer) => answer.ms);
  return { requests, concurrency, perSecond: (statuses['200'] ?? 0) / seconds, median: percentile(times, 0.5), p95: percentile(times, 0.95), statuses };
}
