import type { Language } from '../../config/languages';
import { subscribeEndpoint, type NewsletterSource } from '../../contracts/newsletter/sources';

export interface SubscribeResult {
  success: boolean;
  /** The function's own sentence: its `message` on success, its `message` or `error` otherwise. */
  message?: string;
  /** The address was on the list already (the function answered `code: 'already'`). */
  already?: boolean;
  /**
   * Why it failed: `rejected` when the function answered with an error, `network` when no
   * answer arrived (offline, aborted) or the answer was not the function's JSON.
   */
  reason?: 'rejected' | 'network';
}

/**
 * The shared helper of every newsletter form: `{ email, source, language } -> { success }`. It
 * never throws; a network failure or an answer that is not JSON is a failure like any other.
 */
export async function subscribeNewsletter({ email, source, language }: { email: string; source: NewsletterSource; language?: Language | undefined }): Promise<SubscribeResult> {
  let response: Response;
  try {
    response = await fetch(subscribeEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, source, language }),
    });
  } catch {
    return { success: false, reason: 'network' };
  }
  const body = (await response.json().catch(() => undefined)) as { message?: unknown; error?: unknown; code?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : undefined;
  if (response.ok && body) return { success: true, message, already: body.code === 'already' };
  // An error status is the function's answer even when a proxy replaced its JSON.
  return { success: false, message, reason: response.ok ? 'network' : 'rejected' };
}
