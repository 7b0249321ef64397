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
  inlineScriptHashes,
  SECURITY_HEADERS_FILE,
  securityHeaderRules,
  type PolicySources,
  type SecurityHeadersFile,
  type TopLevelEntry,
} from '../../src/server/security-headers';
import { htmlFiles } from './site-files';

/**
 * More distinct inline scripts than this means a page renders a script of its own (with data in
 * it, say): every page's policy would grow with it. Such a script belongs in a file.
 */
export const MAX_INLINE_SCRIPTS = 12;

/** The top level of the built site, each folder marked by whether it holds a page. */
async function topLevel(clientDir: string): Promise<TopLevelEntry[]> {
  const entries = await readdir(clientDir, { withFileTypes: true });
  return Promise.all(
    entries.map(async (entry): Promise<TopLevelEntry> => {
      if (entry.isDirectory()) return { name: entry.name, kind: 'folder', hasPages: (await htmlFiles(path.join(clientDir, entry.name))).length > 0 };
      return { name: entry.name, kind: entry.name.endsWith('.html') ? 'page' : 'file' };
    }),
  );
}

export interface WriteSecurityHeadersOptions {
  clientDir: string;
  serverDir: string;
  site: SiteConfig;
  /** The inline script hashes of the pages the build rendered (they are not read again). */
  renderedScripts: Iterable<string>;
  /** The pages that were not rendered but copied (from public/): read here for their scripts. */
  copiedPages: string[];
}

/** Writes `_headers` and the server's copy of the rules; returns the rules and their sources. */
export async function writeSecurityHeaders({ clientDir, serverDir, site, renderedScripts, copiedPages }: WriteSecurityHeadersOptions): Promise<SecurityHeadersFile> {
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
  };
  const rules = securityHeaderRules(sources, await topLevel(clientDir));
  await writeFile(path.join(clientDir, '_headers'), formatHeadersFile(rules));
  const forServer: SecurityHeadersFile = { sources, rules };
  await writeFile(path.join(serverDir, SECURITY_HEADERS_FILE), JSON.stringify(forServer));
  return forServer;
}
