/**
 * Newsletter storage of `npm run dev`. npm start holds `.data/newsletter` while it runs (PGlite
 * allows one process per folder), so dev keeps its subscribers in memory unless told otherwise:
 * development sign-ups are test data anyway.
 */
import { StorageBusyError, storageConfig, type StorageConfig } from '../src/server/storage/open-store';

/** `DATABASE_URL` wins, then an explicit `NEWSLETTER_DATA_DIR`; otherwise in memory. */
export function devStorageConfig(env: NodeJS.ProcessEnv, root: string): StorageConfig {
  if (env.DATABASE_URL || env.NEWSLETTER_DATA_DIR) return storageConfig(env, root);
  return { kind: 'memory' };
}

/** One sentence for the console instead of a stack trace; dev then carries on in memory. */
export function storageFailure(error: unknown): string {
  const fallback = 'subscribers of this development server are kept in memory instead.';
  if (error instanceof StorageBusyError)
    return `Newsletter storage ${error.dir} is in use by process ${error.pid} (probably npm start); ${fallback}`;
  const message = error instanceof Error ? error.message.split('\n')[0]!.replace(/\.$/, '') : String(error);
  return `Newsletter storage could not be opened (${message}); ${fallback}`;
}
