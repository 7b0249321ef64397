/**
 * npm run dev answers every function of the function table, as npm start does: a function added
 * to the table is checked here without a new test. Runs its own development server on a free
 * port, with subscribers and messages in memory.
 */
import { expect, test } from '@playwright/test';
import { formPages } from '../../src/contracts/forms/addresses';
import { functionTable } from '../../src/server/function-table';
import { healthEndpoint } from '../../src/server/health';
import { startDevServer, type DevServer } from '../support/dev-server';

let dev: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = await startDevServer();
});

test.afterAll(() => dev?.stop());

test('starts without a deprecation warning: none of the options it gives Vite is deprecated', async () => {
  // (Node's own warnings about the test run's colour variables are not the server's.)
  expect(dev!.output()).not.toMatch(/deprecated/i);
  expect(dev!.output()).toContain(`Development server at ${dev!.base}/`);
});

test('answers the health check with 200 once its store answers', async () => {
  const response = await fetch(`${dev!.base}${healthEndpoint}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok' });
});

for (const entry of functionTable) {
  test(`hands ${entry.path} to its function, which answers ${entry.methods.join(' and ')} and refuses any other method`, async () => {
    const refused = await fetch(`${dev!.base}${entry.path}`, { method: 'PUT' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe(entry.methods.join(', '));
    for (const method of entry.methods) {
      const answer = await fetch(`${dev!.base}${entry.path}`, { method });
      // Vite would answer with a page; a POST without a body is refused by the function, in JSON.
      expect(answer.status, method).not.toBe(405);
      expect(answer.headers.get('cache-control'), method).toBe('no-store');
    }
  });
}

test('renders a form page for each visit, with the time it was opened', async () => {
  const started = async () => /name="started" value="([^"]+)"/.exec(await (await fetch(`${dev!.base}${formPages.contact}`)).text())?.[1];
  const first = await started();
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(first).toMatch(/^\d+\./);
  expect(await started()).not.toBe(first);
});
