import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allLanguages } from '../../src/config/languages';
import { routePath } from '../../src/config/routes';
import { siteRoutes } from '../../src/content/collections/routes';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../../src/content/page-routes';
import type { SiteConfig } from '../../src/content/types';
import { formPagePaths } from '../../src/contracts/forms/addresses';
import { NotFoundError } from '../../src/data/source';
import { render } from '../../src/entry-server';
import { brandFacts, writtenFacts } from './brand-facts';
import { parseYaml } from './front-matter';
import { contentDir, publicDir } from './paths';
import { runPipeline } from './pipeline';

const dir = mkdtempSync(path.join(tmpdir(), 'site-facts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The site built from a copy of content/, every page rendered: its HTML by address, and the generated files. */
async function buildCopy(edit: (siteYml: string) => string = (yaml) => yaml) {
  const copy = path.join(dir, 'content');
  rmSync(copy, { recursive: true, force: true });
  cpSync(contentDir, copy, { recursive: true });
  writeFileSync(path.join(copy, 'site.yml'), edit(readFileSync(path.join(copy, 'site.yml'), 'utf8')));
  const { errors, files, pageSources } = runPipeline({ contentDir: copy, publicDir, includeDrafts: false });
  expect(errors).toEqual([]);
  const source = {
    load: async (name: string) => {
      if (!files.has(name)) throw new NotFoundError(name);
      return files.get(name);
    },
  };
  const paths = [...allLanguages.flatMap((language) => siteRoutes(undefined, (files.get(PAGE_ROUTES_FILE) as PageRoutes).routes).flatMap((route) => routePath(route, language) ?? [])), ...pageSources.keys(), ...formPagePaths()];
  const pages = new Map<string, string>();
  for (const pagePath of paths) {
    const page = await render(pagePath, source);
    pages.set(pagePath, page.headHtml + page.appHtml);
  }
  return { pages, files };
}

const site = parseYaml(readFileSync(path.join(contentDir, 'site.yml'), 'utf8')).data as SiteConfig;
/** How many times a text shows a phone number, in any of the ways it can be written (a tel: link's too). */
const timesShown = (text: string, phone: SiteConfig['phone']) =>
  writtenFacts(text, brandFacts([{ ...site, phone }]).filter((fact) => fact.name === 'phone number')).length;

describe('a new phone number in site.yml', () => {
  it('replaces the old one wherever a page or a generated file showed it, in text and in tel: links', async () => {
    const before = await buildCopy();
    // The pages whose words write the number out (every page has a tel: link besides): the legal
    // pages, the FAQ, the How it works questions and the form's hint, in both languages.
    const inWords = [...before.pages].filter(([, html]) => html.includes(site.phone.display)).map(([pagePath]) => pagePath);
    expect(inWords).toEqual(expect.arrayContaining(['/privacy', '/es/privacidad', '/terms', '/es/terminos', '/hipaa', '/accessibility', '/faq', '/es/preguntas-frecuentes', '/forms/contact']));

    const moved = { display: '(832) 555-0199', tel: '+18325550199' };
    const after = await buildCopy((yaml) => yaml.replace(`display: ${site.phone.display}`, `display: ${moved.display}`).replace(`tel: "${site.phone.tel}"`, `tel: "${moved.tel}"`));
    const shown = (pages: Map<string, string>, phone: SiteConfig['phone']) => [...pages].map(([pagePath, html]) => [pagePath, timesShown(html, phone)]);
    expect(shown(after.pages, site.phone).filter(([, times]) => times !== 0)).toEqual([]);
    expect(shown(after.pages, moved)).toEqual(shown(before.pages, site.phone));
    for (const pagePath of inWords) expect(after.pages.get(pagePath)!.includes(moved.display), pagePath).toBe(true);
    expect([...after.files].filter(([, data]) => timesShown(JSON.stringify(data), site.phone) > 0).map(([file]) => file)).toEqual([]);
  }, 180_000);
});
