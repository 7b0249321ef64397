/**
 * npm run subscribers -- export [--out file]: the newsletter list as CSV (email, sources, first
 * and last subscribed), on stdout or into a file, from the same storage as `npm start`.
 * With PGlite, a running site server is asked for the list (PGlite allows one process per
 * directory); otherwise the directory is opened directly.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { subscribersCsv } from '../src/server/newsletter/csv';
import { fetchLocalExport } from '../src/server/newsletter/local-export';
import { openSubscriberStore, pgliteFiles, pgliteOwner, storageConfig } from '../src/server/newsletter/open-store';
import type { Subscriber } from '../src/server/newsletter/store';
import { root } from './content/paths';

const usage = 'Usage: npm run subscribers -- export [--out file.csv]';

async function readSubscribers(): Promise<Subscriber[]> {
  const config = storageConfig(process.env, root);
  if (config.kind === 'memory') throw new Error('NEWSLETTER_DATA_DIR=memory:// keeps nothing to export.');
  const owner = config.kind === 'pglite' ? pgliteOwner(config.dir) : undefined;
  if (config.kind === 'pglite' && owner) {
    return fetchLocalExport(pgliteFiles(config.dir).socket).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') throw new Error(`The site server (process ${owner}) is still opening the database; try again in a moment.`);
      throw error;
    });
  }
  const store = await openSubscriberStore(config);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', short: 'o' } } });
  if (positionals.length !== 1 || positionals[0] !== 'export') {
    console.error(usage);
    process.exit(2);
  }
  const subscribers = await readSubscribers();
  const csv = subscribersCsv(subscribers);
  if (values.out) {
    writeFileSync(values.out, csv, { mode: 0o600 });
    console.error(`${subscribers.length} subscribers written to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
