/**
 * npm run check:links: serves the build with its bundled server, as npm run serve does (on a port
 * the system picks, with subscribers and messages in memory and no mail sent), checks that every
 * link, file and #fragment of every page resolves, then stops the server. Other sites are not
 * fetched: CI has no internet.
 */
import { PARTS_FOLDER } from '../src/lib/part-addresses';
import { everyNotFoundPage } from '../src/config/routes';
import { serveSite } from './bench/server';
import { exitUnlessBuilt, htmlFiles } from './build/site-files';
import { clientDir, root } from './content/paths';
import { answerHelp } from './help';
import { checkSite } from './links/check-site';

answerHelp(`
Usage: npm run check:links

Serves the build on a port the system picks (subscribers in memory, no mail sent), fetches every
link, image, script, style sheet and CSS url() of every page, looks up every #fragment on its
page, then stops the server. Prints each broken address or fragment with the page that links to
it. Other sites are not fetched. Needs a build.

Options:
  -h, --help         show this help

Example:
  npm run build && npm run check:links
`);

exitUnlessBuilt();
const site = await serveSite(root);
const { origin } = site;

/**
 * Every built page by its address: about.html is /about; the not-found pages by the paths that
 * show them. The parts of pages are not pages: their links are the shell's, which every page has.
 */
const notFound = new Map<string, string>(everyNotFoundPage.map((page) => [page.file, page.path]));
const files = (await htmlFiles(clientDir)).filter((file) => !`/${file}`.startsWith(PARTS_FOLDER));
const paths = files.filter((file) => !notFound.has(file)).map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);

let report: Awaited<ReturnType<typeof checkSite>>;
try {
  report = await checkSite({ origin, paths, notFound: [...notFound.values()] });
} finally {
  await site.stop();
}
const local = (address: string | undefined) => (address?.startsWith(origin) ? address.slice(origin.length) || '/' : (address ?? '(start)'));
for (const link of report.broken) {
  const why = link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`)).join('; ');
  console.log(`  ${link.status || 'no answer'}  ${local(link.url)}  linked from ${local(link.parent)}${why ? `  (${why})` : ''}`);
}
for (const broken of report.fragments.broken) console.log(`  no #${broken.fragment} on ${local(broken.target)}  linked from ${local(broken.page)} as ${broken.href}`);
const problems = report.broken.length + report.fragments.broken.length;
console.log(
  `Links: ${files.length} built pages (${report.pages} addresses of pages read), ${report.checked} addresses checked, ${report.broken.length} broken; ` +
    `${report.fragments.checked} links to a #fragment, ${report.fragments.broken.length} broken`,
);
process.exit(problems ? 1 : 0);
