import type { MessageStore } from '../forms/message-store';
import type { SiteStore } from './store';
import { StorageUnavailableError } from './unavailable';

/**
 * A store that is still opening: calls wait for it. Lets the site listen at once while the
 * database starts (PGlite takes seconds on a busy machine); if opening fails, calls fail.
 */
export function whenOpen(opening: Promise<SiteStore>): SiteStore {
  // Opening failures are handled by whoever started it; calls then reject as "unavailable", so
  // a visitor is told to come back rather than shown a server fault.
  const opened = opening.catch((error: unknown) => {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError('The subscriber store could not be opened', { cause: error });
  });
  opened.catch(() => undefined);
  const messages: MessageStore = {
    save: async (kind, fields, at, options) => (await opened).messages.save(kind, fields, at, options),
    list: async (filter) => (await opened).messages.list(filter),
    takeDueMail: async (now, leaseMs, limit) => (await opened).messages.takeDueMail(now, leaseMs, limit),
    mailSent: async (id, at) => (await opened).messages.mailSent(id, at),
    mailFailed: async (id, error, retryAt) => (await opened).messages.mailFailed(id, error, retryAt),
  };
  return {
    messages,
    rateCounters: {
      count: async (scope, key, now, windowMs) => (await opened).rateCounters.count(scope, key, now, windowMs),
      prune: async (scope, before) => (await opened).rateCounters.prune(scope, before),
    },
    ping: async () => (await opened).ping(),
    subscribe: async (email, source, at, language) => (await opened).subscribe(email, source, at, language),
    remove: async (email) => (await opened).remove(email),
    list: async () => (await opened).list(),
    count: async () => (await opened).count(),
    close: async () => (await opened).close(),
  };
}
