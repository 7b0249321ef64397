import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/content/types';
import { contentSecurityPolicy, parseHeadersFile, RESOURCE_POLICY, type SecurityHeadersFile } from '../../src/server/security-headers';
import { MAX_INLINE_SCRIPTS, writeSecurityHeaders } from './security-headers';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const site = { forms: { contact: 'https://forms.example.com/contact', provider: null }, imageHosts: ['https://images.example.org'] } as unknown as SiteConfig;

let dist: string;
let clientDir: string;
let serverDir: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'security-headers-build-'));
  clientDir = path.join(dist, 'client');
  serverDir = path.join(dist, 'server');
  mkdirSync(path.join(clientDir, 'demos'), { recursive: true });
  mkdirSync(path.join(clientDir, 'images'), { recursive: true });
  mkdirSync(serverDir);
  writeFileSync(path.join(clientDir, 'about.html'), '<script>rendered()</script>');
  writeFileSync(path.join(clientDir, 'demos/growth.html'), '<script>copied()</script>');
  writeFileSync(path.join(clientDir, 'images/logo.svg'), '<svg/>');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('writeSecurityHeaders', () => {
  it('allows the scripts of rendered and copied pages, and writes the same rules for static hosts and the server', async () => {
    const { sources } = await writeSecurityHeaders({ clientDir, serverDir, site, renderedPages: ['about.html'], renderedScripts: [sha('rendered()')], copiedPages: ['demos/growth.html'] });
    expect(sources.scriptHashes).toEqual([sha('rendered()'), sha('copied()')].sort());
    const forServer = JSON.parse(readFileSync(path.join(serverDir, 'security-headers.json'), 'utf8')) as SecurityHeadersFile;
    expect(parseHeadersFile(readFileSync(path.join(clientDir, '_headers'), 'utf8'))).toEqual(forServer.rules);
    expect(forServer.rules.map((rule) => rule.path)).toEqual(['/*', '/about', '/about.html', '/demos/*', '/images/*']);
    expect(forServer.rules.find((rule) => rule.path === '/about')!.headers['Content-Security-Policy']).toContain('frame-src \'self\' https://forms.example.com;');
    // The server builds the policy of a path without a rule from these same sources.
    expect(forServer.sources.imageHosts).toEqual(['https://images.example.org']);
    expect(forServer.rules.find((rule) => rule.path === '/about')!.headers['Content-Security-Policy']).toContain("img-src 'self' data: https://images.example.org;");
  });

  it('gives a folder of pages the page policy, framed only where the site frames it, and a folder without pages the policy of files', async () => {
    const { sources, rules } = await writeSecurityHeaders({ clientDir, serverDir, site, renderedPages: ['about.html'], renderedScripts: [sha('rendered()')], copiedPages: ['demos/growth.html'] });
    const policyOf = (rulePath: string) => rules.find((rule) => rule.path === rulePath)?.headers['Content-Security-Policy'];
    expect(policyOf('/images/*')).toBe(RESOURCE_POLICY);
    expect(policyOf('/demos/*')).toBe(contentSecurityPolicy(sources, { framed: true }));
    expect(policyOf('/demos/*')).toContain("frame-ancestors 'self'");
    for (const page of ['/about', '/about.html']) {
      expect(policyOf(page)).toBe(contentSecurityPolicy(sources, { framed: false }));
      expect(policyOf(page)).toContain("frame-ancestors 'none'");
    }
  });

  it('fails the build when pages carry more inline scripts than every policy should list', async () => {
    const many = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, index) => sha(`page${index}()`));
    await expect(writeSecurityHeaders({ clientDir, serverDir, site, renderedPages: ['about.html'], renderedScripts: many, copiedPages: [] })).rejects.toThrow(
      `The pages have ${MAX_INLINE_SCRIPTS + 1} different inline scripts`,
    );
  });
});
