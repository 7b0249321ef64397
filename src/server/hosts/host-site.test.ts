import { describe, expect, it, vi } from 'vitest';
import { formPages } from '../../contracts/forms/addresses';
import type { FormPageKit } from '../forms/form-pages';
import { functionTable } from '../function-table';
import { NO_BUILD_HEADERS } from '../security-headers';
import { createHostSite, MISSING_DATABASE_URL, MISSING_FORM_SECRET } from './host-site';

const ORIGIN = 'https://carebridge.example';
const failingKit = { entry: { render: () => Promise.reject(new Error('no bundle')) }, template: '', site: {}, securityHeaders: NO_BUILD_HEADERS } as unknown as FormPageKit;

function site(kit = failingKit) {
  const logError = vi.fn();
  const log = vi.fn();
  return { answer: createHostSite({ env: {}, kit, connections: 'per-statement', logError, log }), logError, log };
}

describe('the host router', () => {
  it('says at its start what is missing from the environment', () => {
    const { logError, log } = site();
    expect(logError).toHaveBeenCalledWith(MISSING_DATABASE_URL);
    expect(log).toHaveBeenCalledWith(MISSING_FORM_SECRET);
  });

  it('leaves a path that is not a function to the host', async () => {
    const { answer } = site();
    expect(await answer(new Request(`${ORIGIN}/about`), {})).toBeUndefined();
    expect(await answer(new Request(`${ORIGIN}/forms/contact/sent`), {})).toBeUndefined();
  });

  it.each(functionTable.map((entry) => [entry.path, entry] as const))('hands %s to its function, which refuses a method it does not list', async (pathname, entry) => {
    const response = await site().answer(new Request(`${ORIGIN}${pathname}`, { method: 'PUT' }), {});
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe(entry.methods.join(', '));
  });

  it('answers a form page only to GET and HEAD', async () => {
    const response = await site().answer(new Request(`${ORIGIN}${formPages.contact}`, { method: 'POST', body: 'x' }), {});
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves a form page it cannot render to the host, which serves the built copy, and logs why', async () => {
    const { answer, logError } = site();
    expect(await answer(new Request(`${ORIGIN}${formPages.provider}`), {})).toBeUndefined();
    expect(logError).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'no bundle' }));
  });
});
