import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { englishValueHint } from './fixed-values';
import { root } from './paths';
import { runPipeline } from './pipeline';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const categories = ['Patient Care', 'Technology', 'Industry News'];
const text = { 'search.category.patient-care': 'Atención al paciente', 'search.category.technology': 'Tecnología', 'search.category.industry-news': 'Noticias del sector' };

describe('a fixed value written in Spanish', () => {
  it('names the English value whose Spanish label was written, with or without its accents, and where the label comes from', () => {
    for (const value of ['Atención al paciente', 'atencion al paciente', 'Atencion al pacinte'])
      expect(englishValueHint({ field: 'category', value, allowed: categories, language: 'es', text })).toBe(
        'category stays in English in every language: write category: Patient Care; the Spanish page shows it as "Atención al paciente", from search.category.patient-care in content/interface/es.yml',
      );
  });

  it('names a misspelt English value too, and lists them all when nothing is near', () => {
    expect(englishValueHint({ field: 'category', value: 'Tecnology', allowed: categories, language: 'es', text })).toMatch(/^category stays in English in every language: write category: Technology;/);
    expect(englishValueHint({ field: 'category', value: 'Salud', allowed: categories, language: 'es', text })).toBe(
      'category stays in English in every language: write one of: Patient Care, Technology, Industry News; the Spanish page shows each in Spanish from search.category in content/interface/es.yml',
    );
  });

  it("names a How it works group by its heading's label", () => {
    expect(englishValueHint({ field: 'howItWorks', value: 'Para pacientes', allowed: ['About Our Process', 'For Patients'], language: 'es', text: { 'faq.group.for-patients': 'Para pacientes' } })).toBe(
      'howItWorks stays in English in every language: write howItWorks: For Patients; the Spanish page shows it as "Para pacientes", from faq.group.for-patients in content/interface/es.yml',
    );
  });

  it('says only that it stays in English where its values have no label', () => {
    expect(englishValueHint({ field: 'howItWorks', value: 'Para pacientes', allowed: ['For Patients'], language: 'es', text: {} })).toBe(
      'howItWorks stays in English in every language: write one of: For Patients',
    );
  });

  // The check of the whole site's content takes a few seconds on a busy machine.
  it("is refused by the check at its line in a Spanish post, with the English category to write", { timeout: 30_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixed-values-'));
    temporary.push(dir);
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    const post = path.join(dir, 'content/es/blog/primera-semana-en-casa.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('category: Patient Care', 'category: Atención al paciente'));
    const { errors } = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(root, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-11-28' });
    const line = readFileSync(post, 'utf8').split('\n').findIndex((written) => written.startsWith('category:')) + 1;
    expect(errors.map(formatError)).toContain(
      `content/es/blog/primera-semana-en-casa.md:${line}:11  category  "Atención al paciente" is not one of the allowed values  (category stays in English in every language: write category: Patient Care; the Spanish page shows it as "Atención al paciente", from search.category.patient-care in content/interface/es.yml)`,
    );
  });
});
