/** How long a storage call may take before the visitor is told to come back (a stalled database must not hold requests open). */
export const STORAGE_TIMEOUT_MS = 5000;

/** The Retry-After of a 503 while the storage is unavailable, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** The store could not be reached or did not answer in time: worth retrying later, not a bug. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** The store did not answer within its deadline. */
export class StorageTimeoutError extends StorageUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'StorageTimeoutError';
  }
}

/** No storage was set up for this deployment (a host without DATABASE_URL); the message says what to set. */
export class StorageNotConfiguredError extends StorageUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'StorageNotConfiguredError';
  }
}

// Network failures of the driver (Node's errno codes) and PostgreSQL's own "not now" answers:
// class 08 (connection exception), 53 (insufficient resources, e.g. too many connections) and
// 57P01-57P03 (the server is shutting down or starting).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const SQLSTATE_UNAVAILABLE = /^(08|53)...$|^57P0[123]$/;

/** Whether a storage failure means "unavailable, try again" rather than an unexpected fault. */
export function isStorageUnavailable(error: unknown): boolean {
  if (error instanceof StorageUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code));
}

/**
 * `work`, or a StorageTimeoutError once `ms` have passed. A late result is ignored, not
 * cancelled: a subscription that commits after its deadline is simply "already subscribed" on
 * the visitor's retry.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
