/**
 * npm run inbox -- export [--kind contact|provider] [--since DATE] [--out file.csv]: the messages
 * of the contact form and the provider application as CSV, oldest first, on stdout or into a
 * file, from the same storage as `npm start`. DATE is a Houston calendar date (2026-11-01) or a
 * full ISO time with its zone (2026-11-01T08:00:00Z). With PGlite, a running site server is
 * asked for them (PGlite allows one process per directory); otherwise the directory is opened
 * directly.
 */
import { parseArgs } from 'node:util';
import { formKinds, type FormKind } from '../src/contracts/forms/schemas';
import { SITE_TIME_ZONE } from '../src/lib/dates';
import { messagesCsv } from '../src/server/forms/messages-csv';
import { fetchLocalMessages } from '../src/server/storage/local-export';
import { answerHelp } from './help';
import { withStorage, writeExport } from './storage-access';

const usage = 'Usage: npm run inbox -- export [--kind contact|provider] [--since YYYY-MM-DD] [--out file.csv]';

/** The start of a Houston calendar day, or the time given in full. */
export function parseSince(text: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text);
  if (!day) return undefined;
  const [, year, month, date] = day.slice(0, 4).map(Number) as [number, number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const check = new Date(utcMidnight);
  // Checked for a full time too: Date reads 2026-02-30T10:00Z as March 2.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
  if (day[4] !== undefined) {
    // A time without its zone would be read in this machine's zone: it must say which.
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(day[4])) return undefined;
    const time = new Date(text);
    return Number.isNaN(time.getTime()) ? undefined : time;
  }
  // Houston is 5 or 6 hours behind UTC: its midnight is the UTC time whose Houston clock reads 00:00.
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(utcMidnight + offsetHours * 3_600_000);
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23', day: '2-digit' }).formatToParts(candidate);
    const hour = clock.find((part) => part.type === 'hour')?.value;
    const shownDay = Number(clock.find((part) => part.type === 'day')?.value);
    if (hour === '00' && shownDay === date) return candidate;
  }
  return undefined;
}

function usageError(message?: string): never {
  if (message) console.error(message);
  console.error(usage);
  process.exit(2);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { kind: { type: 'string' }, since: { type: 'string' }, out: { type: 'string', short: 'o' } },
  });
  const [command, ...rest] = positionals;
  if (command !== 'export' || rest.length > 0) usageError();
  if (values.kind !== undefined && !formKinds.includes(values.kind as FormKind)) usageError(`--kind must be one of: ${formKinds.join(', ')}`);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since) usageError(`--since must be a date like 2026-11-01, not "${values.since}"`);
  const filter = { kind: values.kind as FormKind | undefined, since };
  const messages = await withStorage(
    (socket) => fetchLocalMessages(socket, filter),
    (store) => store.messages.list(filter),
  );
  writeExport(messagesCsv(messages), values.out, `${messages.length} messages`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  answerHelp(`
${usage}

The messages of the contact form and the provider application as CSV, oldest first, from the
storage npm start uses (PostgreSQL with DATABASE_URL, otherwise PGlite in NEWSLETTER_DATA_DIR,
.data/newsletter by default; a running site server is asked).

Options:
  --kind KIND        only contact or provider messages
  --since DATE       only messages from DATE on: a Houston calendar date (2026-11-01) or a time
                     with its zone (2026-11-01T08:00:00Z)
  -o, --out FILE     write the CSV into FILE rather than on standard output
  -h, --help         show this help

Examples:
  npm run inbox -- export
  npm run inbox -- export --kind provider --since 2026-11-01 --out applications.csv
`);
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
