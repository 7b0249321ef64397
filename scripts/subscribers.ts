/**
 * npm run subscribers -- export [--out file]: the newsletter list as CSV (email, sources, first
 * and last subscribed, language), on stdout or into a file, from the same storage as `npm start`.
 * npm run subscribers -- remove EMAIL: deletes the address (a "delete my data" request).
 * With PGlite, a running site server is asked to do it (PGlite allows one process per
 * directory); otherwise the directory is opened directly.
 */
import { parseArgs } from 'node:util';
import { normaliseEmail } from '../src/contracts/newsletter/email';
import { subscribersCsv } from '../src/server/newsletter/csv';
import { fetchLocalExport, removeLocal } from '../src/server/storage/local-export';
import { answerHelp } from './help';
import { withStorage, writeExport } from './storage-access';

const usage = 'Usage: npm run subscribers -- export [--out file.csv]\n       npm run subscribers -- remove EMAIL';
answerHelp(`
${usage}

The newsletter list, from the storage npm start uses: PostgreSQL with DATABASE_URL, otherwise
PGlite in NEWSLETTER_DATA_DIR (.data/newsletter by default), through the site server when one
is running.
export writes it as CSV (email, sources, first and last subscribed, language); remove deletes an
address, for a "delete my data" request.

Options:
  -o, --out FILE     write the CSV into FILE rather than on standard output
  -h, --help         show this help

Examples:
  npm run subscribers -- export --out subscribers.csv
  npm run subscribers -- remove someone@example.com
`);

function usageError(): never {
  console.error(usage);
  process.exit(2);
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', short: 'o' } } });
  const [command, ...rest] = positionals;
  if (command === 'export' && rest.length === 0) {
    const subscribers = await withStorage(fetchLocalExport, (store) => store.list());
    writeExport(subscribersCsv(subscribers), values.out, `${subscribers.length} subscribers`);
  } else if (command === 'remove' && rest.length === 1 && rest[0]?.trim() && values.out === undefined) {
    // Trimmed and domain lower-cased as the list stores it; the list then matches it ignoring case.
    const email = normaliseEmail(rest[0]);
    const removed = await withStorage(
      (socket) => removeLocal(socket, email),
      async (store) => (await store.remove(email)).removed,
    );
    console.log(removed ? `Removed ${email}` : `${email} is not on the list`);
  } else {
    usageError();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
