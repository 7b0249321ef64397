import { subscribeEndpoint, type NewsletterSource } from './sources';

export interface SubscribeResult {
  success: boolean;
  /** The function's own sentence: its `message` on success, its `message` or `error` otherwise. */
  message?: string;
}

/**
 * The shared helper of the listing forms: `{ email, source } -> { success }`. It never throws;
 * a network failure or an answer that is not JSON is a failure like any other.
 */
export async function subscribeNewsletter({ email, source }: { email: string; source: NewsletterSource }): Promise<SubscribeResult> {
  try {
    const response = await fetch(subscribeEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, source }),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown };
    const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : undefined;
    return { success: response.ok, message };
  } catch {
    return { success: false };
  }
}
