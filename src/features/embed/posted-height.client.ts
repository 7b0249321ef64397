/** Heights outside this range are a host's mistake (or a page's attempt on ours) and are ignored. */
const MIN_HEIGHT = 100;
const MAX_HEIGHT = 10_000;

/** What a message needs to be believed: it comes from the frame's own window and origin. */
export interface FrameSource {
  window: MessageEventSource | null;
  origin: string;
}

/**
 * The height, in CSS pixels, that a third-party form host posts for its frame, or undefined when
 * the message is not one. Hosts say it as a number, as `{ height }` (an object or its JSON text,
 * the height a number or a string like "812px"), or, like Jotform, as `setHeight:812:...`.
 */
export function postedHeight(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>, frame: FrameSource): number | undefined {
  if (!event.source || event.source !== frame.window || event.origin !== frame.origin) return undefined;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    const text = data;
    try {
      data = JSON.parse(text);
    } catch {
      data = /^setHeight:([\d.]+)(:|$)/.exec(text)?.[1];
    }
  }
  let height = typeof data === 'object' && data ? (data as { height?: unknown }).height : data;
  if (typeof height === 'string' && /^\d+(\.\d+)?(px)?$/.test(height)) height = parseFloat(height);
  return typeof height === 'number' && height >= MIN_HEIGHT && height <= MAX_HEIGHT ? Math.ceil(height) : undefined;
}
