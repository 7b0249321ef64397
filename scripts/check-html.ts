/**
 * npm run check:html: validates every page of the build (dist/client: the pages, the not-found
 * pages, the form pages and the website demos) with html-validate and the rules of
 * .htmlvalidate.mjs.
 */
import path from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { exitUnlessBuilt, htmlFiles } from './build/site-files';
import { clientDir } from './content/paths';

exitUnlessBuilt();
const files = (await htmlFiles(clientDir)).map((file) => path.join(clientDir, file));
const report = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
if (report.errorCount + report.warningCount > 0) console.log(formatterFactory('stylish')(report.results));
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
console.log(`HTML: ${count(files.length, 'file')}, ${count(report.errorCount, 'error')}, ${count(report.warningCount, 'warning')}`);
process.exit(report.valid ? 0 : 1);
