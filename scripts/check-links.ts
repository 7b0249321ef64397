/**
 * npm run check:links: serves the build as npm run serve does (on a port the system picks, with
 * subscribers and messages in memory), checks that every link, file and #fragment of every page
 * resolves, then stops the server. Other sites are not fetched: CI has no internet.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { notFoundPages } from '../src/config/routes';
import { exitUnlessBuilt, htmlFiles } from './build/site-files';
import { clientDir } from './content/paths';
import { checkSite } from './links/check-site';

exitUnlessBuilt();

// Never the database, data folder or mail server of the shell.
Object.assign(process.env, { HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', NEWSLETTER_DATA_DIR: 'memory://', NEWSLETTER_RATE_LIMIT: '100000' });
delete process.env.SMTP_URL;
const { startServer } = await import('./serve');
const { server, stop } = await startServer();
if (!server.listening) await once(server, 'listening');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Every built page by its address: about.html is /about; the not-found pages by the paths that show them. */
const notFound = new Map<string, string>(Object.values(notFoundPages).map((page) => [page.file, page.path]));
const files = await htmlFiles(clientDir);
const paths = files.filter((file) => !notFound.has(file)).map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);

let report: Awaited<ReturnType<typeof checkSite>>;
try {
  report = await checkSite({ origin, paths, notFound: [...notFound.values()] });
} finally {
  await stop();
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
