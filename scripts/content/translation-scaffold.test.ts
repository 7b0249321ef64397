import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSource, parseYaml } from './front-matter';
import { ScaffoldError } from './scaffold';
import { nextSteps, scaffoldTranslation, writeTranslation } from './translation-scaffold';
import { checkTranslations, recordSourceHash } from './translations';

const root = path.resolve(import.meta.dirname, '../..');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const POST = `---
title: "The First Week Home"
excerpt: What the first week at home asks of a family.
author: Priya Raman, PT
date: 2026-03-01
category: Patient Care
image: /images/blog/first-week.svg
imageAlt: A nurse and a family at a kitchen table
---

Call your nurse within 24 hours if the swelling grows. Read [how it works](/how-it-works).

## When to call

Any time, day or night.
`;

/** A project folder whose content/ holds these files (path under content/ -> text). */
function project(files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'translation-scaffold-'));
  temporary.push(dir);
  const all: Record<string, string> = {
    'blog/first-week-home.md': POST,
    'faq/what-does-it-cost.md': '---\nquestion: What does it cost?\ncategory: General\norder: 1\n---\n\nNothing for families.\n',
    'guides/intake-playbook.md': '---\ntitle: Intake Playbook\ncategory: Operational\n---\n\nThe playbook.\n',
    'pages/privacy.md': '---\ntitle: Privacy Policy\ndescription: How we protect your information.\nupdated: 2026-06-01\n---\n\n# What we collect\n',
    'pages/how-it-works.yml': 'title: How It Works\ndescription: From referral to first visit.\nsections:\n  - kind: hero\n    title: How It Works\n',
    'pages/for-facilities.yml': 'path: /for-facilities\ntitle: For Facilities\ndescription: Fewer delays.\nsections:\n  - kind: hero\n    title: For Facilities\n',
    'pages/about.yml': 'title: About Us\ndescription: Who we are.\nsections:\n  - kind: hero\n    title: About Us\n',
    'interface/en.yml': 'shell:\n  inEnglish: (in English)\n',
    'site.yml': 'name: CareBridge Connect\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    const file = path.join(dir, 'content', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return path.join(dir, 'content');
}

const refusal = (contentDir: string, typed: string) => {
  try {
    scaffoldTranslation(contentDir, typed);
  } catch (error) {
    if (error instanceof ScaffoldError) return error.message;
    throw error;
  }
  throw new Error(`${typed} was not refused`);
};

describe('npm run new -- translation', () => {
  it("writes a post's Spanish draft in content/es/blog/, named by its Spanish title, with the English text and its source", () => {
    const contentDir = project();
    const item = scaffoldTranslation(contentDir, 'content/blog/first-week-home.md', { title: 'La primera semana en casa' });
    const written = writeTranslation(contentDir, item);
    expect(path.relative(contentDir, written)).toBe(path.join('es', 'blog', 'la-primera-semana-en-casa.md'));
    const text = readFileSync(written, 'utf8');
    const { data, body } = parseSource(text);
    expect(data).toMatchObject({ translationOf: 'blog/first-week-home.md', sourceHash: item.hash, draft: true, title: 'The First Week Home', category: 'Patient Care' });
    expect(body).toBe(parseSource(POST).body);
    expect(text.split('\n').slice(0, 4)).toEqual(['---', 'translationOf: blog/first-week-home.md', `sourceHash: "${item.hash}"`, 'draft: true']);
    expect(item.previewPath).toBe('/es/blog/la-primera-semana-en-casa');
  });

  it('records the English version exactly as npm run translations -- --update does: the translation is current', () => {
    const contentDir = project();
    const written = writeTranslation(contentDir, scaffoldTranslation(contentDir, 'blog/first-week-home.md'));
    const before = readFileSync(written, 'utf8');
    expect(recordSourceHash(contentDir, written)).toMatchObject({ source: 'blog/first-week-home.md', changed: false });
    expect(readFileSync(written, 'utf8')).toBe(before);
    const report = checkTranslations(contentDir, (file) => path.relative(path.dirname(contentDir), file));
    expect(report.errors).toEqual([]);
    expect(report.translations.map(({ display, state }) => [display, state])).toEqual([['content/es/blog/first-week-home.md', 'current']]);
  });

  it("writes a page's translation under the same name, in content/es/pages/, and shows where its Spanish page is", () => {
    const contentDir = project();
    const page = scaffoldTranslation(contentDir, 'content/pages/how-it-works.yml', { title: 'Cómo funciona' });
    expect(page.file).toBe('es/pages/how-it-works.yml');
    expect(page.draft).toBe(false);
    expect(page.previewPath).toBe('/es/como-funciona');
    expect(parseYaml(page.text).data).toMatchObject({ translationOf: 'pages/how-it-works.yml', sourceHash: page.hash, title: 'How It Works' });
    const legal = scaffoldTranslation(contentDir, 'content/pages/privacy.md');
    expect([legal.file, legal.previewPath, legal.draft]).toEqual(['es/pages/privacy.md', '/es/privacidad', false]);
    expect(scaffoldTranslation(contentDir, 'content/faq/what-does-it-cost.md').previewPath).toBe('/es/preguntas-frecuentes');
  });

  it("keeps a YAML file's document marker first, its source's fields after it", () => {
    const contentDir = project({ 'pages/contact.yml': '---\ntitle: Contact\ndescription: Talk to us.\nsections: []\n' });
    const page = scaffoldTranslation(contentDir, 'content/pages/contact.yml');
    expect(page.text.split('\n').slice(0, 3)).toEqual(['---', 'translationOf: pages/contact.yml', `sourceHash: "${page.hash}"`]);
    expect(parseYaml(page.text).data).toMatchObject({ translationOf: 'pages/contact.yml', title: 'Contact' });
  });

  it('says what to do next: translate, keep fixed values in English, Spanish links, the name, publishing, the English changing', () => {
    const contentDir = project();
    const lines = nextSteps(scaffoldTranslation(contentDir, 'content/blog/first-week-home.md'));
    expect(lines[0]).toMatch(/^Wrote content\/es\/blog\/first-week-home\.md, translating content\/blog\/first-week-home\.md as it is now \(sourceHash "[0-9a-f]{12}"\), as a draft\. Next:$/);
    expect(lines.join('\n')).toContain('Fixed values such as category stay in English');
    expect(lines.join('\n')).toContain('npm run content -- --check names each link to change');
    expect(lines.join('\n')).toContain('Rename the file to Spanish words');
    expect(lines.join('\n')).toContain('Remove "draft: true" once it is translated');
    expect(lines.at(-1)).toBe('  - If the English changes before you finish, bring the translation up to date, then: npm run translations -- --update content/es/blog/first-week-home.md');
  });

  it('refuses an English file that already has its Spanish file, naming it', () => {
    const contentDir = project({ 'es/blog/primera-semana.md': '---\ntranslationOf: blog/first-week-home.md\ntitle: La primera semana\n---\n\nTexto.\n' });
    expect(refusal(contentDir, 'content/blog/first-week-home.md')).toBe(
      'content/es/blog/primera-semana.md already translates content/blog/first-week-home.md: edit it, then record the English it matches: npm run translations -- --update content/es/blog/primera-semana.md',
    );
    const taken = project({ 'es/blog/first-week-home.md': '---\ntitle: Otra\n---\n' });
    expect(refusal(taken, 'content/blog/first-week-home.md')).toBe('content/es/blog/first-week-home.md already exists: give the translation another title, or edit that file.');
  });

  it('writes a page drawn from its sections, saying to give it its Spanish address', () => {
    const contentDir = project();
    const item = scaffoldTranslation(contentDir, 'content/pages/for-facilities.yml');
    expect(item.file).toBe('es/pages/for-facilities.yml');
    expect(nextSteps(item)).toContain('  - Give the page its Spanish address: its path: (and parent:, if it has one) start with /es.');
    expect(nextSteps(scaffoldTranslation(contentDir, 'content/pages/how-it-works.yml')).join('\n')).not.toContain('path:');
  });

  it('refuses a file that is not translated, saying why', () => {
    const contentDir = project();
    expect(refusal(contentDir, 'content/guides/intake-playbook.md')).toBe('content/guides/intake-playbook.md stays in English: guides are not translated, as /resources/guides has no Spanish version.');
    expect(refusal(contentDir, 'content/pages/about.yml')).toBe(
      'content/pages/about.yml stays in English: its page, /about, has no Spanish version (a page is translated when its route in src/config/routes.ts gives it an es: address).',
    );
    expect(refusal(contentDir, 'content/interface/en.yml')).toBe('content/interface/en.yml holds the interface words, which are translated key for key in content/interface/es.yml: edit that file');
    expect(refusal(contentDir, 'content/blog/first-week.md')).toBe(
      'content/blog/first-week.md is not a file (did you mean content/blog/first-week-home.md?): name the English file to translate, like content/blog/first-week-home-preventing-readmissions.md',
    );
    const translated = project({ 'es/blog/primera-semana.md': '---\ntranslationOf: blog/first-week-home.md\n---\n' });
    expect(refusal(translated, 'content/es/blog/primera-semana.md')).toBe('content/es/blog/primera-semana.md is itself a translation: name the English file it translates (its translationOf)');
  });

  it('runs from the command line, printing the next steps, and exits 1 with the refusal', { timeout: 30_000 }, () => {
    const contentDir = project();
    const run = (...args: string[]) =>
      spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/new.ts', 'translation', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, HOST: '', PORT: '', CONTENT_DIR: contentDir },
      });
    const written = run('content/faq/what-does-it-cost.md', '¿Cuánto cuesta?');
    expect(written.status).toBe(0);
    expect(written.stdout).toMatch(/^Wrote content\/es\/faq\/cuanto-cuesta\.md, translating content\/faq\/what-does-it-cost\.md/);
    expect(existsSync(path.join(contentDir, 'es/faq/cuanto-cuesta.md'))).toBe(true);
    const again = run('content/faq/what-does-it-cost.md');
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      'content/es/faq/cuanto-cuesta.md already translates content/faq/what-does-it-cost.md: edit it, then record the English it matches: npm run translations -- --update content/es/faq/cuanto-cuesta.md',
    );
  });
});
