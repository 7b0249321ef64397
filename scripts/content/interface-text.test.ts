import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from './paths';
import { formatError } from './errors';
import type { Language } from '../../src/config/languages';
import { interfaceTextStep } from './interface-text';
import { contentSiteFacts } from './pipeline';
import type { SiteFacts } from './references';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A content folder holding only the two catalogues. */
function run(en: string, es: string, facts: ReadonlyMap<Language, SiteFacts> = new Map()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'interface-text-'));
  temporary.push(dir);
  mkdirSync(path.join(dir, 'content/interface'), { recursive: true });
  writeFileSync(path.join(dir, 'content/interface/en.yml'), en);
  writeFileSync(path.join(dir, 'content/interface/es.yml'), es);
  return interfaceTextStep(path.join(dir, 'content'), (file) => path.relative(dir, file), facts);
}

describe('the interface strings of each language', () => {
  it('are written flat by dotted key, one file per language', () => {
    const { errors, files } = run('menu:\n  open: Open menu\n  count: "{count} items"\n', 'menu:\n  open: Abrir menú\n  count: "{count} elementos"\n');
    expect(errors).toEqual([]);
    expect(files.get('interface/es.json')).toEqual({ 'menu.open': 'Abrir menú', 'menu.count': '{count} elementos' });
  });

  it('fail the check with the name of a key Spanish lacks', () => {
    const { errors, files } = run('menu:\n  open: Open menu\n  close: Close menu\n', 'menu:\n  open: Abrir menú\n');
    expect(errors.map(formatError)).toEqual([
      'content/interface/es.yml:1:1  menu.close  is missing: every key of content/interface/en.yml needs its Spanish words  (add "menu.close" (English: "Close menu"))',
    ]);
    expect(files.size).toBe(0);
  });

  it('refuse a translation that drops or renames a placeholder, and a key English does not have', () => {
    const { errors } = run('count: "{count} items"\n', 'count: "{total} elementos"\nextra: Sobra\n');
    expect(errors.map(formatError)).toEqual([
      'content/interface/es.yml:1:8  count  must hold the placeholders of the English string ({count}), not {total}  (a placeholder is filled by the site: keep its name as it is and translate the words around it)',
      'content/interface/es.yml:2:8  extra  is not a key of content/interface/en.yml  (add it there first, or check its spelling)',
    ]);
  });

  it("show the site facts a string refers to, each language's own, and refuse a fact site.yml does not have", () => {
    const facts = new Map<Language, SiteFacts>([
      ['en', new Map([['phone.display', '(713) 555-0142']])],
      ['es', new Map([['phone.display', '713-555-0142']])],
    ]);
    const valid = run('hint: Call {site.phone.display}\n', 'hint: Llame al {site.phone.display}\n', facts);
    expect(valid.errors).toEqual([]);
    expect(valid.files.get('interface/en.json')).toEqual({ hint: 'Call (713) 555-0142' });
    expect(valid.files.get('interface/es.json')).toEqual({ hint: 'Llame al 713-555-0142' });
    expect(run('hint: Call {site.phone.dispaly}\n', 'hint: Llame al {site.phone.display}\n', facts).errors.map(formatError)).toEqual([
      'content/interface/en.yml:1:7  hint  "{site.phone.dispaly}" is not a fact of site.yml  (did you mean "{site.phone.display}"?)',
    ]);
  });

  it('hold every key of English in Spanish in the site content', () => {
    const display = (file: string) => path.relative(path.dirname(contentDir), file);
    expect(interfaceTextStep(contentDir, display, contentSiteFacts(contentDir)).errors.map(formatError)).toEqual([]);
  });
});
