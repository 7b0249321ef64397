/**
 * The Nu Html Checker, the W3C's HTML checker: vnu.jar from the vnu-jar package, run with the
 * machine's Java (17 or newer). A Java process takes a second or two to start, so the files are
 * checked in batches, each batch in one process, and its errors read from its JSON report.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flaggedMarkup, type NuMessage } from './known-checker-gaps';

/** The checker's jar, from the pinned vnu-jar package. */
export const nuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Files per Java process: a command line well within every system's limit. */
const BATCH = 500;

/** Errors only, as JSON on standard output, with ASCII quotes (the known gaps are written with them); the exit code says only whether it ran. */
const OPTIONS = ['--format', 'json', '--stdout', '--errors-only', '--asciiquotes', '--no-langdetect', '--exit-zero-always'];

/** Why the checker could not run (no Java, a crash), as opposed to what it found. */
export class NuCheckerError extends Error {}

/** The checker's errors in `files` (absolute paths), batch after batch. */
export async function checkWithNu(files: readonly string[], java = 'java'): Promise<NuMessage[]> {
  const messages: NuMessage[] = [];
  for (let start = 0; start < files.length; start += BATCH) messages.push(...(await runBatch(files.slice(start, start + BATCH), java)));
  return messages;
}

function runBatch(files: readonly string[], java: string): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(java, ['-jar', nuJar, ...OPTIONS, ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new NuCheckerError(
          error.code === 'ENOENT'
            ? `The Nu Html Checker runs on Java 17 or newer, and there is no "${java}" on the PATH (on Debian or Ubuntu: apt-get install default-jre-headless).`
            : `The Nu Html Checker could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(parseNuReport(Buffer.concat(out).toString('utf8')));
      } catch (error) {
        reject(new NuCheckerError(`The Nu Html Checker failed (${(error as Error).message})${stderr ? `:\n${stderr}` : ''}`));
      }
    });
  });
}

/** The messages of the checker's JSON report. */
export function parseNuReport(json: string): NuMessage[] {
  const report = JSON.parse(json) as { messages?: NuMessage[] };
  if (!Array.isArray(report.messages)) throw new Error('its report has no messages list');
  return report.messages;
}

/** The longest piece of markup printed with an error: a minified page's line is its whole body. */
const MARKUP_SHOWN = 160;

/** An error as one line, by page (relative to `siteDir`), line and column, with the markup it points at. */
export function formatNuError(message: NuMessage, siteDir: string): string {
  const file = message.url?.startsWith('file:') ? path.relative(siteDir, fileURLToPath(message.url)).split(path.sep).join('/') : (message.url ?? '(no file)');
  const line = message.firstLine ?? message.lastLine;
  const where = line === undefined ? file : `${file}:${line}:${message.firstColumn ?? 1}`;
  const flagged = flaggedMarkup(message).replace(/\s+/g, ' ').trim();
  const markup = flagged ? `  ${flagged.length > MARKUP_SHOWN ? `${flagged.slice(0, MARKUP_SHOWN)}...` : flagged}` : '';
  return `  ${where}  ${message.message}${markup}`;
}
