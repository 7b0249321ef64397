import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { root } from './paths';
import { runPipeline } from './pipeline';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the site's content and public files, with each file (path under content/) edited: `[before, after]` replaced, or written whole. */
function siteWith(edits: Record<string, [string, string] | string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-links-'));
  temporary.push(dir);
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  for (const [name, edit] of Object.entries(edits)) {
    const file = path.join(dir, 'content', name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof edit === 'string') {
      writeFileSync(file, edit);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit[0])) throw new Error(`${name} no longer holds ${edit[0]}`);
    writeFileSync(file, text.replace(edit[0], edit[1]));
  }
  return dir;
}

/** Every message of a check of the copy, as printed. */
function check(dir: string) {
  const result = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(root, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-11-28' });
  return result.errors.map(formatError);
}

/** `file:line:column` of the first place `text` is written in a file of the copy. */
function at(dir: string, name: string, text: string) {
  const lines = readFileSync(path.join(dir, 'content', name), 'utf8').split('\n');
  const line = lines.findIndex((written) => written.includes(text));
  if (line < 0) throw new Error(`${name} does not hold ${text}`);
  return `content/${name}:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
}

const spanishHint = (address: string) => `(write ${address}: a Spanish page links to the Spanish version of a page where there is one)`;

// Each test checks a copy of the whole site's content: a few seconds on a busy machine.
describe('links in Spanish content', { timeout: 30_000 }, () => {
  it('are refused to an English page that has a Spanish one, in every kind of file, at the link with the address to write', () => {
    const guide = readFileSync(path.join(root, 'content/guides/agency-intake-playbook.md'), 'utf8').replace(
      '---\n',
      '---\ntranslationOf: guides/agency-intake-playbook.md\n',
    );
    const dir = siteWith({
      'es/blog/del-hospital-a-casa.md': ['](/es/como-funciona)', '](/how-it-works)'],
      'es/faq/donde-ofrecen-servicios.md': ['](/es/contacto)', '](/contact)'],
      'es/pages/terms.md': ['](/es/privacidad)', '](/privacy)'],
      'es/resources/reducir-reingresos-primera-semana.md': ['link: /es/blog/primera-semana-en-casa', 'link: /blog/first-week-home-preventing-readmissions'],
      'es/pages/how-it-works.yml': ['href: /es/contacto', 'href: /contact'],
      'es/site.yml': ['{ label: Blog, href: /es/blog }', '{ label: Blog, href: /blog }'],
      'es/guides/manual-de-admision.md': `${guide}\nVea [cómo funciona](/how-it-works).\n`,
    });
    const messages = check(dir);
    const refused = (name: string, text: string, field: string, english: string, spanish: string) =>
      `${at(dir, name, text)}  ${field}  links to the English page "${english}", which has a Spanish page, ${spanish}  ${spanishHint(spanish)}`;

    expect(messages).toContain(refused('es/blog/del-hospital-a-casa.md', '[Cómo funciona](/how-it-works)', 'body', '/how-it-works', '/es/como-funciona'));
    expect(messages).toContain(refused('es/faq/donde-ofrecen-servicios.md', '[comuníquese con nuestro equipo](/contact)', 'body', '/contact', '/es/contacto'));
    expect(messages).toContain(refused('es/pages/terms.md', '[Política de privacidad](/privacy)', 'body', '/privacy', '/es/privacidad'));
    expect(messages).toContain(
      refused('es/resources/reducir-reingresos-primera-semana.md', '/blog/first-week-home-preventing-readmissions', 'link', '/blog/first-week-home-preventing-readmissions', '/es/blog/primera-semana-en-casa'),
    );
    expect(messages).toContain(refused('es/pages/how-it-works.yml', '/contact', 'sections.0.links.0.href', '/contact', '/es/contacto'));
    expect(messages).toContainEqual(expect.stringMatching(/^content\/es\/site\.yml:\d+:\d+ {2}navigation\.\d+\.href {2}links to the English page "\/blog", which has a Spanish page, \/es\/blog /));
    expect(messages).toContain(refused('es/guides/manual-de-admision.md', '[cómo funciona](/how-it-works)', 'body', '/how-it-works', '/es/como-funciona'));
  });

  it("are accepted to the English version of the page itself, to English-only pages and to Spanish pages, as the site's content is", () => {
    expect(check(siteWith({}))).toEqual([]);
    // The legal pages name their English version, which prevails; eligibility verification has no Spanish page.
    expect(readFileSync(path.join(root, 'content/es/pages/terms.md'), 'utf8')).toContain('](/terms)');
    expect(readFileSync(path.join(root, 'content/es/blog/del-hospital-a-casa.md'), 'utf8')).toContain('](/services/eligibility-verification)');
  });
});

describe('links to a part of another page', { timeout: 30_000 }, () => {
  it('are refused where the page has no part with that id, at the link, with the id meant', () => {
    const dir = siteWith({
      'blog/care-transitions-hospital-to-home.md': [
        '\n## ',
        '\nSee [the costs](/faq#faq-what-does-it-costs), [the hand-off](/blog/first-week-home-preventing-readmissions#no-such-heading) and [security](/privacy#security).\n\n## ',
      ],
    });
    const name = 'blog/care-transitions-hospital-to-home.md';
    const messages = check(dir);
    expect(messages).toContain(
      `${at(dir, name, '[the costs]')}  body  links to "/faq#faq-what-does-it-costs", but no part of /faq has the id "faq-what-does-it-costs"  (did you mean /faq#faq-what-does-it-cost?)`,
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^content\/blog\/care-transitions-hospital-to-home\.md:\d+:\d+ {2}body {2}links to "\/blog\/first-week-home-preventing-readmissions#no-such-heading", but no part of \/blog\/first-week-home-preventing-readmissions has the id "no-such-heading" {2}\(the ids of \/blog\/first-week-home-preventing-readmissions: #h-/,
      ),
    );
    expect(messages).toContain(`${at(dir, name, '[security]')}  body  links to "/privacy#security", but no part of /privacy has the id "security"  (did you mean /privacy#h-security?)`);
  });

  it("are refused in a page file when the page it is shown at has no part with that id", () => {
    const dir = siteWith({ 'pages/become-a-provider.yml': ['href: "#apply"', 'href: "#aply"'] });
    expect(check(dir)).toEqual([`${at(dir, 'pages/become-a-provider.yml', '"#aply"')}  sections.0.links.0.href  links to "#aply", but no heading of this page has that id  (did you mean #apply?)`]);
  });

  it("are accepted to a question, a category, a heading, an opening and the parts a page's code names", () => {
    const dir = siteWith({
      'blog/care-transitions-hospital-to-home.md': [
        '\n## ',
        '\nSee [the costs](/faq#faq-what-does-it-cost), [general questions](/faq#faq-group-general), [on how it works](/how-it-works#faq-what-does-it-cost), [security](/privacy#h-security), [openings](/careers#open-positions), [one](/careers#job-senior-care-coordinator), [applying](/careers/senior-care-coordinator#job-apply), [providers](/become-a-provider#apply) and [en español](/es/preguntas-frecuentes#faq-cuanto-cuesta).\n\n## ',
      ],
    });
    expect(check(dir)).toEqual([]);
  });
});
