import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/content/types';
import { brandFacts, checkBrandFacts, writtenFacts } from './brand-facts';
import { formatError } from './errors';
import { parseYaml } from './front-matter';
import { runPipeline } from './pipeline';

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures');
const site = parseYaml(readFileSync(path.join(fixtures, 'site/content/site.yml'), 'utf8')).data as SiteConfig;
const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid fixture site, plus the named files from tests/fixtures/mistakes. */
function fixtureSite(...mistakes: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-facts-'));
  temporary.push(dir);
  cpSync(path.join(fixtures, 'site'), dir, { recursive: true });
  for (const mistake of mistakes) cpSync(path.join(fixtures, 'mistakes', mistake), path.join(dir, 'content', mistake));
  return dir;
}

const messages = (dir: string) =>
  runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-12-01' }).errors.map(formatError);

const phone = (file: string, at: string, written: string) =>
  `content/${file}:${at}  body  "${written}" is the phone number of site.yml, written out  (write {site.phone.display} (or tel:{site.phone.tel} in a link))`;

describe('a brand fact of site.yml written out in another content file', () => {
  it.each([
    ['faq/phone-in-brackets.md', phone('faq/phone-in-brackets.md', '7:25', '(713) 555-0142')],
    ['faq/phone-with-hyphens.md', phone('faq/phone-with-hyphens.md', '7:25', '713-555-0142')],
    ['faq/phone-with-dots.md', phone('faq/phone-with-dots.md', '7:25', '713.555.0142')],
    ['faq/phone-with-country-code.md', phone('faq/phone-with-country-code.md', '7:19', '+1 713 555 0142')],
    [
      'faq/phone-link.md',
      'content/faq/phone-link.md:7:39  body  "tel:+17135550142" is the phone number of site.yml, written out  (write tel:{site.phone.tel})',
    ],
    [
      'faq/phone-in-question.md',
      'content/faq/phone-in-question.md:2:14  question  "713-555-0142" is the phone number of site.yml, written out  (write {site.phone.display} (or tel:{site.phone.tel} in a link))',
    ],
    [
      'faq/email-written-out.md',
      'content/faq/email-written-out.md:7:10  body  "hello@carebridgeconnect.com" is the email address of site.yml, written out  (write {site.email} (or mailto:{site.email} in a link))',
    ],
    [
      'faq/email-link.md',
      'content/faq/email-link.md:7:15  body  "mailto:hello@carebridgeconnect.com" is the email address of site.yml, written out  (write mailto:{site.email})',
    ],
    [
      'faq/street-address.md',
      'content/faq/street-address.md:7:13  body  "2450 Holcombe Blvd, Suite 300" is the street address of site.yml, written out  (write {site.address.street} (then {site.address.city}, {site.address.region} {site.address.postalCode}))',
    ],
    [
      'pages/contact.yml',
      'content/pages/contact.yml:12:24  sections.1.unavailable.text  "(713) 555-0142" is the phone number of site.yml, written out  (write {site.phone.display} (or tel:{site.phone.tel} in a link))',
    ],
  ])('is refused in %s, naming the reference to write', (mistake, expected) => {
    expect(messages(fixtureSite(mistake))).toEqual([expected]);
  });

  it('is refused in the interface words', () => {
    expect(messages(fixtureSite('interface/en.yml', 'interface/es.yml'))).toEqual([
      'content/interface/en.yml:5:58  forms.errors.phone  "713-555-0142" is the phone number of site.yml, written out  (write {site.phone.display} (or tel:{site.phone.tel} in a link))',
    ]);
  });

  it('is allowed as a reference: the fixture site refers to each fact, in text and in links, and passes', () => {
    const dir = fixtureSite();
    expect(readFileSync(path.join(dir, 'content/pages/accessibility.md'), 'utf8')).toMatch(/tel:\{site\.phone\.tel\}.*\n.*mailto:\{site\.email\}.*\n.*\{site\.address\.street\}/);
    expect(messages(dir)).toEqual([]);
  });

  it('is allowed in site.yml of each language, and in the authors’ guide, which the site never reads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-facts-'));
    temporary.push(dir);
    const written = 'Call (713) 555-0142 or write to hello@carebridgeconnect.com.\n';
    mkdirSync(path.join(dir, 'es', 'faq'), { recursive: true });
    writeFileSync(path.join(dir, 'site.yml'), `phone:\n  display: (713) 555-0142\nnote: ${written}`);
    writeFileSync(path.join(dir, 'es', 'site.yml'), `note: ${written}`);
    writeFileSync(path.join(dir, 'README.md'), written);
    writeFileSync(path.join(dir, 'es', 'faq', 'llamar.md'), `---\nquestion: ¿A quién llamo?\n---\n\n${written}`);
    const errors = checkBrandFacts({ contentDir: dir, display: (file) => path.relative(dir, file), sites: [site] });
    expect(errors.map((error) => `${error.file}:${error.line}:${error.column}`)).toEqual(['es/faq/llamar.md:5:6', 'es/faq/llamar.md:5:33']);
  });
});

describe('the facts the check looks for', () => {
  const found = (text: string, sites: SiteConfig[] = [site]) => writtenFacts(text, brandFacts(sites)).map((fact) => fact.written);

  it('find the phone in the ways people write it, and no other number', () => {
    expect(found('(713) 555-0142, 713-555-0142, 713.555.0142, 713 555 0142, 7135550142, +1 713 555 0142, 1-713-555-0142, +1 (713) 555-0142, tel:+17135550142')).toEqual([
      '(713) 555-0142',
      '713-555-0142',
      '713.555.0142',
      '713 555 0142',
      '7135550142',
      '+1 713 555 0142',
      '1-713-555-0142',
      '+1 (713) 555-0142',
      'tel:+17135550142',
    ]);
    expect(found('(713) 555-0143, 555-0142, 27135550142, 713-555-01423')).toEqual([]);
  });

  it("take the phone's digits and country code from site.yml", () => {
    const moved = { ...site, phone: { display: '(832) 555-0199', tel: '+18325550199' } };
    expect(found('(713) 555-0142 or 832-555-0199 or +1 832 555 0199', [moved])).toEqual(['832-555-0199', '+1 832 555 0199']);
  });

  it('find the email in any case and in a mailto: link, and not inside a longer address', () => {
    expect(found('Hello@CareBridgeConnect.com. mailto:hello@carebridgeconnect.com mailto:hello%40carebridgeconnect.com')).toEqual([
      'Hello@CareBridgeConnect.com',
      'mailto:hello@carebridgeconnect.com',
      'mailto:hello%40carebridgeconnect.com',
    ]);
    expect(found('ahello@carebridgeconnect.com hello@carebridgeconnect.community hello@carebridgeconnect.com.au')).toEqual([]);
  });

  it('find the street address from its number and name, with as much of the rest as is written', () => {
    expect(found('2450 Holcombe Blvd, Suite 300; 2450 Holcombe Blvd.; 2450  holcombe Boulevard; 12450 Holcombe')).toEqual(['2450 Holcombe Blvd, Suite 300', '2450 Holcombe Blvd.', '2450  holcombe']);
  });
});
