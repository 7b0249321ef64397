import { writeFileSync } from 'node:fs';
import { openSubscriberStore, pgliteFiles, pgliteOwner, storageConfig } from '../src/server/storage/open-store';
import type { SiteStore } from '../src/server/storage/store';
import { root } from './content/paths';

/** Runs `viaServer` against the running site server's socket when it holds the PGlite directory, `direct` on the store otherwise. */
export async function withStorage<T>(viaServer: (socket: string) => Promise<T>, direct: (store: SiteStore) => Promise<T>): Promise<T> {
  const config = storageConfig(process.env, root);
  if (config.kind === 'memory') throw new Error('NEWSLETTER_DATA_DIR=memory:// keeps nothing to read.');
  const owner = config.kind === 'pglite' ? pgliteOwner(config.dir) : undefined;
  if (config.kind === 'pglite' && owner) {
    return viaServer(pgliteFiles(config.dir).socket).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') throw new Error(`The site server (process ${owner}) is still opening the database; try again in a moment.`);
      throw error;
    });
  }
  const store = await openSubscriberStore(config);
  try {
    return await direct(store);
  } finally {
    await store.close();
  }
}

/**
 * A CSV export to `out`, readable by its owner only (it holds people's addresses and messages;
 * an existing file keeps its permissions), with a line on stderr of how many rows; to stdout
 * without `out`.
 */
export function writeExport(csv: string, out: string | undefined, what: string): void {
  if (!out) {
    process.stdout.write(csv);
    return;
  }
  writeFileSync(out, csv, { mode: 0o600 });
  console.error(`${what} written to ${out}`);
}
