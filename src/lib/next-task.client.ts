/**
 * Resolves in a later task, so that work split between awaits of it lets the browser answer a
 * tap or a key meanwhile: `scheduler.yield()` where there is one (the rest of the work goes first
 * after that), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
