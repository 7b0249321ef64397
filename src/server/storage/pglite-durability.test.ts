import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Durability on PGlite, seen from the kernel: the store runs in a child process under strace,
 * which records every fsync (with the file it was for) and every line the child prints, in the
 * order they happened. An answer may be sent only once the write-ahead log holding it is on disk.
 */
const strace = spawnSync('strace', ['-V']).status === 0;
// .ci/run installs strace; elsewhere, without it, the test says why it did not run.
const skip = !strace && !process.env.CI;

const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One event of the trace: an fsync of a file, or a line the child printed. */
type Event = { fsync: string } | { line: string };

/**
 * The fsyncs, where they returned, and the lines printed, where they were begun. A call that
 * another thread's call interrupts is traced in two lines, `fsync(5</path> <unfinished ...>` and
 * later `<... fsync resumed>) = 0`, both starting with the thread's id.
 */
function readTrace(file: string): Event[] {
  const events: Event[] = [];
  const unfinished = new Map<string, string>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    const [, thread = ''] = /^(\d+)\s/.exec(text) ?? [];
    const fsync = /\b(?:fsync|fdatasync)\(\d+<([^>]*)>(\)\s+= 0| <unfinished \.\.\.>)/.exec(text);
    if (fsync?.[2]?.startsWith(')')) events.push({ fsync: fsync[1]! });
    else if (fsync) unfinished.set(thread, fsync[1]!);
    const resumed = /<\.\.\. (?:fsync|fdatasync) resumed>\)\s+= 0/.test(text) ? unfinished.get(thread) : undefined;
    if (resumed !== undefined) events.push({ fsync: resumed });
    const line = /\bwrite\(1<[^>]*>, "([^"]*)\\n", \d+/.exec(text);
    if (line) events.push({ line: line[1]! });
  }
  return events;
}

const isLogSync = (event: Event) => 'fsync' in event && event.fsync.includes(`${path.sep}pg_wal${path.sep}`);

describe.skipIf(skip)('PGlite on disk', () => {
  it('fsyncs the write-ahead log before each answer, once for commits that arrive together', async () => {
    const script = path.join(dir, 'subscribe.mts');
    const openStore = path.join(import.meta.dirname, 'open-store.ts');
    writeFileSync(
      script,
      `import { writeSync } from 'node:fs';
import { openSubscriberStore } from ${JSON.stringify(openStore)};
const mark = (text: string) => writeSync(1, text + '\\n');
const store = await openSubscriberStore({ kind: 'pglite', dir: ${JSON.stringify(path.join(dir, 'data'))} });
await store.count();
mark('opened');
for (let i = 0; i < 10; i++) {
  await store.subscribe('one' + i + '@example.com', 'homepage', new Date());
  mark('answered one');
}
mark('together');
await Promise.all(Array.from({ length: 50 }, (_, i) => store.subscribe('together' + i + '@example.com', 'homepage', new Date()).then(() => mark('answered together'))));
mark('done');
await store.close();
`,
    );
    const trace = path.join(dir, 'trace.txt');
    // Node itself with tsx's loader, so the traced process is the one with the store.
    const child = spawn('strace', ['-f', '-qq', '-y', '-e', 'trace=fsync,fdatasync,write', '-o', trace, process.execPath, '--import', 'tsx', script], {
      cwd: path.join(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);

    const events = readTrace(trace);
    const lines = events.flatMap((event) => ('line' in event ? [event.line] : []));
    expect(lines.filter((line) => line === 'answered one')).toHaveLength(10);
    expect(lines.filter((line) => line === 'answered together')).toHaveLength(50);

    // One at a time: between one answer (or the start) and the next, the log was synced.
    const start = events.findIndex((event) => 'line' in event && event.line === 'opened');
    const together = events.findIndex((event) => 'line' in event && event.line === 'together');
    let last = start;
    for (let i = start + 1; i < together; i++) {
      const event = events[i]!;
      if ('line' in event && event.line === 'answered one') {
        expect(events.slice(last + 1, i).some(isLogSync), `a log fsync before answer ${i}`).toBe(true);
        last = i;
      }
    }

    // Together: no answer before the log was synced, and far fewer syncs than commits.
    const done = events.findIndex((event) => 'line' in event && event.line === 'done');
    const burst = events.slice(together + 1, done);
    const firstAnswer = burst.findIndex((event) => 'line' in event);
    expect(burst.slice(0, firstAnswer).some(isLogSync), JSON.stringify(events.slice(together - 3, together + 8))).toBe(true);
    expect(burst.filter(isLogSync).length).toBeLessThanOrEqual(5);
  }, 120_000);
});
