import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from './bench/workspace';
import { wordsHash } from './content/translations';

// A whole build of a copy of the site to which a page is added by its file alone, in English and
// in Spanish: no code names it, and every part of the site that lists pages finds it.

const ENGLISH = [
  'path: /services/senior-living',
  'parent: /services',
  'sitemap:',
  '  group: services',
  '  order: 5',
  'title: Senior Living Communities',
  "description: Home health for the residents of Houston's senior living communities.",
  'sections:',
  '  - kind: hero',
  '    title: Home Health Where Residents Live',
  '    description: We coordinate skilled care with the staff of your community.',
  '  - kind: call-to-action',
  '    title: Talk With a Coordinator',
  '    description: One call sets it up.',
  '    buttons:',
  '      - text: Contact Us',
  '        href: /contact',
  '',
].join('\n');

const spanish = (sourceHash: string) =>
  [
    'translationOf: pages/senior-living.yml',
    `sourceHash: "${sourceHash}"`,
    'path: /es/servicios/residencias',
    'parent: /es',
    'title: Residencias para mayores',
    'description: Atención médica en el hogar para quienes viven en residencias de Houston.',
    'sections:',
    '  - kind: hero',
    '    title: Atención en casa, donde viven los residentes',
    '    description: Coordinamos la atención con el personal de su residencia.',
    '  - kind: call-to-action',
    '    title: Hable con un coordinador',
    '    description: Una llamada basta.',
    '    buttons:',
    '      - text: Contáctenos',
    '        href: /es/contacto',
    '',
  ].join('\n');

let workspace: Workspace;
let log = '';
const site = (file: string) => readFileSync(path.join(workspace.dir, 'dist', 'client', file), 'utf8');

/** The addresses of the pages in a language's search index (Pagefind's fragments: gzip, after its signature, one page's JSON each). */
function searchedAddresses(language: string): string[] {
  const dir = path.join(workspace.dir, 'dist', 'client', 'pagefind', language, 'fragment');
  return readdirSync(dir).map((file) => (JSON.parse(gunzipSync(readFileSync(path.join(dir, file))).toString('utf8').replace(/^pagefind_dcd/, '')) as { url: string }).url);
}

beforeAll(() => {
  workspace = createWorkspace(0);
  writeFileSync(path.join(workspace.dir, 'content', 'pages', 'senior-living.yml'), ENGLISH);
  writeFileSync(path.join(workspace.dir, 'content', 'es', 'pages', 'senior-living.yml'), spanish(wordsHash(ENGLISH, 'pages/senior-living.yml')));
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: workspace.dir, env: { ...process.env, ...workspace.buildEnv, SOCIAL_CARDS: 'off' }, encoding: 'utf8' });
  log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`The build failed:\n${log}`);
}, 180_000);

afterAll(() => workspace?.remove());

describe('a page added by its file in content/pages/ and its Spanish file', () => {
  it('is built at the address each file gives, under its head, with no warning of the check', () => {
    expect(log).not.toMatch(/out of date/);
    const english = site('services/senior-living.html');
    expect(english).toContain('<title>Senior Living Communities | ');
    expect(english).toContain('Home Health Where Residents Live');
    const translated = site('es/servicios/residencias.html');
    expect(translated).toContain('<title>Residencias para mayores | ');
    expect(translated).toContain('Atención en casa, donde viven los residentes');
  });

  it('names its counterpart: hreflang links in the head and the language link of the header', () => {
    expect(site('services/senior-living.html')).toMatch(/<link rel="alternate" hreflang="es-US" href="https:\/\/[^"]+\/es\/servicios\/residencias">/);
    expect(site('services/senior-living.html')).toMatch(/<a href="\/es\/servicios\/residencias" lang="es-US"[^>]*data-language-link=""/);
    expect(site('es/servicios/residencias.html')).toMatch(/<a href="\/services\/senior-living" lang="en-US"[^>]*data-language-link=""/);
  });

  it('shows its breadcrumbs up to its parent, in the page and in its structured data', () => {
    const english = site('services/senior-living.html');
    const trail = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/.exec(english)?.[1] ?? '';
    expect(trail).toMatch(/href="\/"[^>]*>Home<\/a>.*href="\/services"[^>]*>Services<\/a>.*<span aria-current="page">Senior Living Communities<\/span>/);
    expect(english).toMatch(/"@type":"BreadcrumbList".*"name":"Services".*"name":"Senior Living Communities"/);
    const translated = /<nav aria-label="Ruta de navegación"[^>]*>(.*?)<\/nav>/.exec(site('es/servicios/residencias.html'))?.[1] ?? '';
    expect(translated).toMatch(/href="\/es"[^>]*>Inicio<\/a>.*<span aria-current="page">Residencias para mayores<\/span>/);
  });

  it('is linked from the sitemap page, in the group and at the place its file gives', () => {
    const services = /<nav aria-label="[^"]*Services[^"]*"[^>]*>(.*?)<\/nav>/.exec(site('sitemap.html'))?.[1] ?? '';
    const links = [...services.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.at(-1)).toBe('/services/senior-living');
    expect(links).toContain('/services/website-design');
  });

  it('is in sitemap.xml in both languages, each with the other as its alternate', () => {
    const entries = site('sitemap.xml').match(/<url>.*?<\/url>/g) ?? [];
    const english = entries.find((entry) => /<loc>[^<]+\/services\/senior-living<\/loc>/.test(entry));
    const translated = entries.find((entry) => /<loc>[^<]+\/es\/servicios\/residencias<\/loc>/.test(entry));
    for (const entry of [english, translated]) {
      expect(entry).toMatch(/<priority>0\.7<\/priority>/);
      expect(entry).toMatch(/hreflang="en-US" href="[^"]+\/services\/senior-living"/);
      expect(entry).toMatch(/hreflang="es-US" href="[^"]+\/es\/servicios\/residencias"/);
      expect(entry).toMatch(/hreflang="x-default" href="[^"]+\/services\/senior-living"/);
    }
  });

  it('is found by the site search in its language', () => {
    expect(searchedAddresses('en')).toContain('/services/senior-living');
    expect(searchedAddresses('es')).toContain('/es/servicios/residencias');
    expect(existsSync(path.join(workspace.dir, 'dist', 'client', 'pagefind', 'es'))).toBe(true);
  });
});
