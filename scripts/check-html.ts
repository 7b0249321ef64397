/**
 * npm run check:html: validates every page of the build (dist/client: the pages, the not-found
 * pages, the form pages and the website demos) with html-validate and the rules of
 * .htmlvalidate.mjs, and with the Nu Html Checker, the W3C's (html/nu-checker.ts), which fails on
 * any error but those of html/known-checker-gaps.ts.
 */
import path from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { PARTS_FOLDER } from '../src/lib/part-addresses';
import { exitUnlessBuilt, htmlFiles } from './build/site-files';
import { clientDir } from './content/paths';
import { sortByKnownGaps } from './html/known-checker-gaps';
import { answerHelp } from './help';
import { checkWithNu, formatNuError, NuCheckerError } from './html/nu-checker';

answerHelp(`
Usage: npm run check:html

Validates every HTML file of the build (dist/client) with html-validate and .htmlvalidate.mjs,
and every page with the Nu Html Checker, the W3C's (Java 17 or newer on the PATH). Prints each
error with its page; fails on any, but the Nu Html Checker's known gaps
(scripts/html/known-checker-gaps.ts), which it counts. Needs a build.

Options:
  -h, --help         show this help

Example:
  npm run build && npm run check:html
`);

exitUnlessBuilt();
const relative = await htmlFiles(clientDir);
const files = relative.map((file) => path.join(clientDir, file));
// A part of a page is markup the page puts into itself, not a document: html-validate alone checks it.
const pages = relative.filter((file) => !`/${file}`.startsWith(PARTS_FOLDER)).map((file) => path.join(clientDir, file));
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

// The checker runs in a Java process of its own, meanwhile.
const nuRun = checkWithNu(pages).then(
  (messages) => ({ messages }),
  (error: unknown) => {
    if (error instanceof NuCheckerError) return { failure: error.message };
    throw error;
  },
);

const report = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
if (report.errorCount + report.warningCount > 0) console.log(formatterFactory('stylish')(report.results));
console.log(`HTML: ${count(files.length, 'file')}, ${count(report.errorCount, 'error')}, ${count(report.warningCount, 'warning')}`);

const nu = await nuRun;
let nuOk = false;
if ('failure' in nu) {
  console.log(nu.failure);
} else {
  const { errors, known } = sortByKnownGaps(nu.messages);
  for (const error of errors) console.log(formatNuError(error, clientDir));
  const left = known.filter(({ count }) => count > 0);
  const gaps = left.length ? `; left out as known checker gaps: ${left.map(({ gap, count }) => `${gap.name} (${count})`).join(', ')}` : '';
  console.log(`Nu Html Checker: ${count(pages.length, 'page')}, ${count(errors.length, 'error')}${gaps}`);
  for (const { gap } of known.filter(({ count }) => count === 0)) {
    console.log(`  The checker no longer reports ${gap.name}: remove it from scripts/html/known-checker-gaps.ts.`);
  }
  nuOk = errors.length === 0;
}
process.exit(report.valid && nuOk ? 0 : 1);
