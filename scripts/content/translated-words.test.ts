import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { checkTranslatedWords, variantPattern } from './translated-words';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const glossary = `terms:
  - concept: home health
    preferred: atención médica en el hogar
    avoid: [salud en el hogar]
  - concept: placing a patient
    preferred: asignar
    avoid: ["ubic*"]
    exceptions:
      - file: es/pages/terms.md
        text: tribunales ubicados en Houston
        reason: where the courts are, not a patient's placement
`;

/** A content folder holding `files` (by path under content/); the check's lines, as the command prints them. */
function check(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'translated-words-'));
  temporary.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'content', name)), { recursive: true });
    writeFileSync(path.join(dir, 'content', name), text);
  }
  const result = checkTranslatedWords({ contentDir: path.join(dir, 'content'), display: (file) => path.relative(dir, file), englishNotes: new Map([['es', '(en inglés)']]) });
  return { errors: result.errors.map(formatError), warnings: result.warnings.map(formatError) };
}

describe('the note the site adds after a link to a page in English', () => {
  it('is refused where a Spanish file writes it, saying the site adds it', () => {
    const { errors } = check({ 'es/blog/post.md': '---\ntitle: Hola\n---\n\nNuestro [servicio](/services) (en inglés) existe.\n' });
    expect(errors).toEqual([
      'content/es/blog/post.md:5:31  body  "(en inglés)" is written here, and the site adds "(en inglés)" itself after every link to a page in English only  (remove "(en inglés)": the site writes it after the link, so it would show twice)',
    ]);
  });

  it("is refused as a link's last words when the link goes to a page in English, and allowed for a Spanish page or a file", () => {
    const { errors } = check({
      'es/pages/privacy.md': '---\ntitle: Privacidad\n---\n\n*Una traducción de nuestra [Política de privacidad en inglés](/privacy).*\n[Guía en inglés](/guides/x.pdf) y [Página en inglés](/es/blog).\n',
    });
    expect(errors).toEqual([
      'content/es/pages/privacy.md:5:52  body  the link\'s words end in "en inglés", and the site adds "(en inglés)" itself after a link to a page in English  (end the link with the page\'s name, like [Política de privacidad](/privacy): the site adds "(en inglés)" after it)',
    ]);
  });

  it('is left alone in English files', () => {
    expect(check({ 'blog/post.md': '---\ntitle: Hi\n---\n\nA Spanish page says (en inglés).\n' }).errors).toEqual([]);
  });
});

describe("a translation's glossary", () => {
  it('warns at each variant to avoid, in content and in the interface catalogue, naming the preferred words', () => {
    const { errors, warnings } = check({
      'es/glossary.yml': glossary,
      'es/pages/home.yml': 'title: Inicio\nsections:\n  - kind: hero\n    title: Agencias de Salud en el Hogar\n    description: Ubicamos a cada paciente.\n',
      'interface/es.yml': 'nav:\n  more: Más sobre salud en el hogar\n',
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'content/es/pages/home.yml:4:24  sections.0.title  "Salud en el Hogar" is a variant to avoid for "home health"  (write "atención médica en el hogar", as content/es/glossary.yml says; where "Salud en el Hogar" means something else, add an exception there)',
      'content/es/pages/home.yml:5:18  sections.0.description  "Ubicamos" is a variant to avoid for "placing a patient"  (write "asignar", as content/es/glossary.yml says; where "Ubicamos" means something else, add an exception there)',
      'content/interface/es.yml:2:19  nav.more  "salud en el hogar" is a variant to avoid for "home health"  (write "atención médica en el hogar", as content/es/glossary.yml says; where "salud en el hogar" means something else, add an exception there)',
    ]);
  });

  it('is quiet where an exception names the words around a variant, in that file only', () => {
    const terms = '---\ntitle: Términos\n---\n\nLos tribunales ubicados en Houston.\n';
    const { warnings } = check({ 'es/glossary.yml': glossary, 'es/pages/terms.md': terms, 'es/pages/privacy.md': terms });
    expect(warnings).toEqual([expect.stringMatching(/^content\/es\/pages\/privacy\.md:5:16 {2}body {2}"ubicados"/)]);
  });

  it('is checked against its schema like other content: a mistake fails the check at its line', () => {
    const { errors } = check({ 'es/glossary.yml': 'terms:\n  - concept: home health\n    prefered: atención médica en el hogar\n    avoid: [salud en el hogar]\n' });
    expect(errors).toContain('content/es/glossary.yml:3:5  terms.0.prefered  is not a known field  (check its spelling, or remove it)');
  });
});

describe('variantPattern', () => {
  it('finds whole words in any case, and any ending after a final *', () => {
    expect('la Salud  en el hogar'.match(variantPattern('salud en el hogar'))).toEqual(['Salud  en el hogar']);
    expect('saludable en el hogar'.match(variantPattern('salud en el hogar'))).toBeNull();
    expect('ubicar, ubicación y reubicar'.match(variantPattern('ubic*'))).toEqual(['ubicar', 'ubicación']);
  });
});
