/**
 * The security headers of the build: the hashes of every inline script of its pages, made into
 * the rules of src/server/security-headers.ts, written as dist/client/_headers for static hosts
 * and beside the server bundle for `npm start`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../src/content/types';
import {
  formatHeadersFile,
  formHostOrigins,
  imageHostOrigins,
  inlineScriptHashes,
  SECURITY_HEADERS_FILE,
  holdsFramedFolder,
  securityHeaderRules,
  type PolicySources,
  type SecurityHeadersFile,
  type TopLevelEntry,
} from '../../src/server/security-headers';

/**
 * More distinct inline scripts than this means a page renders a script of its own (with data in
 * it, say): every page's policy would grow with it. Such a script belongs in a file.
 */
export const MAX_INLINE_SCRIPTS = 12;

/**
 * The top level of the built site, each folder marked by whether it holds one of `pages` (every
 * page of the build, relative to it): the folders are not walked, blog/ alone holds thousands of
 * files, except one that holds a framed folder deeper down (a language's, holding its form pages).
 */
async function topLevel(clientDir: string, pages: readonly string[], folder = ''): Promise<TopLevelEntry[]> {
  const depth = folder ? folder.split('/').length : 0;
  const inside = pages.map((page) => path.normalize(page).split(path.sep)).filter((parts) => parts.slice(0, depth).join('/') === folder);
  const pageFolders = new Set(inside.filter((parts) => parts.length > depth + 1).map((parts) => parts[depth]));
  const entries = await readdir(path.join(clientDir, folder), { withFileTypes: true });
  return Promise.all(
    entries.map(async (entry): Promise<TopLevelEntry> => {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && holdsFramedFolder(`/${name}`)) return { name: entry.name, kind: 'folder', hasPages: pageFolders.has(entry.name), entries: await topLevel(clientDir, pages, name) };
      if (entry.isDirectory()) return { name: entry.name, kind: 'folder', hasPages: pageFolders.has(entry.name) };
      return { name: entry.name, kind: entry.name.endsWith('.html') ? 'page' : 'file' };
    }),
  );
}

export interface WriteSecurityHeadersOptions {
  clientDir: string;
  serverDir: string;
  site: SiteConfig;
  /** The pages the build rendered, relative to clientDir. */
  renderedPages: readonly string[];
  /** The inline script hashes of the pages the build rendered (they are not read again). */
  renderedScripts: Iterable<string>;
  /** The pages that were not rendered but copied (from public/), relative to clientDir: read here for their scripts. */
  copiedPages: readonly string[];
}

/** Writes `_headers` and the server's copy of the rules; returns the rules and their sources. */
export async function writeSecurityHeaders({ clientDir, serverDir, site, renderedPages, renderedScripts, copiedPages }: WriteSecurityHeadersOptions): Promise<SecurityHeadersFile> {
  const scripts = new Set(renderedScripts);
  for (const page of copiedPages) for (const hash of inlineScriptHashes(await readFile(path.join(clientDir, page), 'utf8'))) scripts.add(hash);
  if (scripts.size > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `The pages have ${scripts.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): each one is allowed by its hash in every page's Content-Security-Policy. Move a script that differs from page to page into a file under src/.`,
    );
  }
  const sources: PolicySources = {
    scriptHashes: [...scripts].sort(),
    formHost: formHostOrigins(site.forms),
    imageHosts: imageHostOrigins(site),
  };
  const rules = securityHeaderRules(sources, await topLevel(clientDir, [...renderedPages, ...copiedPages]));
  await writeFile(path.join(clientDir, '_headers'), formatHeadersFile(rules));
  const forServer: SecurityHeadersFile = { sources, rules };
  await writeFile(path.join(serverDir, SECURITY_HEADERS_FILE), JSON.stringify(forServer));
  return forServer;
}
