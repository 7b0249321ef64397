import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { runPipeline } from './pipeline';
import { checkTranslations, formatTranslationList, formatWarnings, recordSourceHash, withSourceHash, wordDiff, wordsHash } from './translations';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const post = (title: string, body = 'Call your nurse within 24 hours if the swelling grows.\n\n## When to call\n\nAny time, day or night.\n') =>
  `---\ntitle: "${title}"\nexcerpt: What the first week at home asks of a family.\n---\n\n${body}`;
const spanish = (source: string, hash?: string) =>
  `---\ntitle: "La primera semana en casa"\ntranslationOf: ${source}\n${hash ? `sourceHash: "${hash}"\n` : ''}excerpt: Lo que pide la primera semana.\n---\n\nLlame a su enfermera.\n`;

/** A project folder holding content/ with the given files (path under content/ -> text). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
  temporary.push(dir);
  write(dir, files);
  return dir;
}

function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'content', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { stdio: 'pipe' });
const commit = (dir: string, message: string) => {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
};

const display = (dir: string) => (file: string) => path.relative(dir, file).split(path.sep).join('/');
const check = (dir: string) => checkTranslations(path.join(dir, 'content'), display(dir));
const hashOf = (dir: string, name: string) => wordsHash(readFileSync(path.join(dir, 'content', name), 'utf8'), name);

const SOURCE = 'blog/first-week-home.md';
const TRANSLATION = 'es/blog/primera-semana-en-casa.md';

describe('a translation whose English changed since its hash was recorded', () => {
  /** A repository where the translation was recorded against one commit of the English, then the title changed. */
  function edited() {
    const dir = project({ [SOURCE]: post('The First Week Home') });
    git(dir, 'init', '-q');
    commit(dir, 'The post');
    write(dir, { [TRANSLATION]: spanish(SOURCE, hashOf(dir, SOURCE)) });
    commit(dir, 'Its translation');
    write(dir, { [SOURCE]: post('The First Week Home: Preventing Readmissions') });
    commit(dir, 'A longer title');
    return dir;
  }

  it('is a warning naming both files and the changed field, not an error', () => {
    const report = check(edited());
    expect(report.errors).toEqual([]);
    expect(report.warnings).toHaveLength(1);
    const [warning] = report.warnings;
    expect(formatError(warning!)).toMatch(
      /^content\/es\/blog\/primera-semana-en-casa\.md:4:13 {2}sourceHash {2}translates content\/blog\/first-week-home\.md, which has changed since this translation \(recorded [0-9a-f]{12}, now [0-9a-f]{12}\) {2}\(bring the Spanish up to date, then record it: npm run translations -- --update content\/es\/blog\/primera-semana-en-casa\.md\)$/,
    );
    expect(warning!.details).toEqual(['line 2, title: The First Week [-Home-]{+Home: Preventing Readmissions+}']);
  });

  it('names the changed paragraph and heading of the body, at their lines in the English', () => {
    const dir = edited();
    write(dir, { [SOURCE]: post('The First Week Home: Preventing Readmissions', 'Call your nurse the same day if the swelling grows.\n\n## When to call us\n\nAny time, day or night.\n') });
    expect(check(dir).warnings[0]!.details).toEqual([
      'line 2, title: The First Week [-Home-]{+Home: Preventing Readmissions+}',
      'line 6: Call your nurse [-within 24 hours-]{+the same day+} if the swelling grows.',
      'line 8: ## When to call {+us+}',
    ]);
  });

  it("names a YAML page's changed section by its path, at its line in the English", () => {
    const page = (title: string) => `title: Frequently asked questions\nsections:\n  - kind: hero\n    title: ${title}\n    text: Answers for families.\n`;
    const dir = project({ 'pages/faq.yml': page('Questions, answered') });
    git(dir, 'init', '-q');
    commit(dir, 'The page');
    write(dir, { 'es/pages/faq.yml': `translationOf: pages/faq.yml\nsourceHash: "${hashOf(dir, 'pages/faq.yml')}"\ntitle: Preguntas frecuentes\n` });
    write(dir, { 'pages/faq.yml': page('Your questions, answered') });
    commit(dir, 'A warmer title');
    expect(check(dir).warnings.map((warning) => [formatError(warning).split('  ').slice(0, 2).join('  '), warning.details])).toEqual([
      ['content/es/pages/faq.yml:2:13  sourceHash', ['line 4, sections.0.title: [-Questions,-]{+Your questions,+} answered']],
    ]);
  });

  it('says so with both hashes when the recorded version is not in the history', () => {
    const dir = project({ [SOURCE]: post('The First Week Home') });
    write(dir, { [TRANSLATION]: spanish(SOURCE, hashOf(dir, SOURCE)) });
    write(dir, { [SOURCE]: post('The First Week Home, Revised') });
    const [warning] = check(dir).warnings;
    expect(warning!.message).toMatch(/recorded [0-9a-f]{12}, now [0-9a-f]{12}/);
    expect(warning!.details).toEqual([
      "the version recorded is not in this checkout's history of content/blog/first-week-home.md (a shallow clone, or a version never committed): compare the translation with the English as it is now",
    ]);
  });

  it('prints as a GitHub warning annotation, what changed on the lines after the message', () => {
    const lines = formatWarnings(check(edited()).warnings, 'github');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^::warning file=content\/es\/blog\/primera-semana-en-casa\.md,line=4,col=13,title=sourceHash::translates content\/blog\/first-week-home\.md, which has changed since this translation \(recorded [0-9a-f]{12}, now [0-9a-f]{12}\) \(bring the Spanish up to date, then record it: npm run translations -- --update content\/es\/blog\/primera-semana-en-casa\.md\)%0Aline 2, title: The First Week \[-Home-\]\{\+Home: Preventing Readmissions\+\}$/,
    );
  });

  it('prints for people after a heading, what changed indented below', () => {
    const lines = formatWarnings(check(edited()).warnings, 'text');
    expect(lines[0]).toBe('1 translation is out of date (the translated pages still publish):');
    expect(lines[2]).toMatch(/^content\/es\/blog\/primera-semana-en-casa\.md:4:13 {2}sourceHash/);
    expect(lines[3]).toBe('    line 2, title: The First Week [-Home-]{+Home: Preventing Readmissions+}');
  });

  it("prints a word the glossary avoids under a heading of its own, not as a translation out of date", () => {
    const glossary = { kind: 'glossary' as const, file: 'content/es/pages/home.yml', line: 8, column: 52, field: 'sections.0.title', message: '"salud en el hogar" is a variant to avoid for "home health"' };
    expect(formatWarnings([glossary], 'text')).toEqual(['1 word differs from the glossary\'s (the pages still publish):', '', expect.stringMatching(/^content\/es\/pages\/home\.yml:8:52 {2}sections\.0\.title {2}"salud en el hogar"/), '']);
    const both = formatWarnings([...check(edited()).warnings, glossary, glossary], 'text');
    expect(both.filter((line) => line.endsWith('(the translated pages still publish):') || line.endsWith('(the pages still publish):'))).toEqual([
      '1 translation is out of date (the translated pages still publish):',
      "2 words differ from the glossary's (the pages still publish):",
    ]);
  });

  it('is gone once --update records the English as it is now, the rest of the file byte for byte the same', () => {
    const dir = edited();
    const file = path.join(dir, 'content', TRANSLATION);
    const before = readFileSync(file, 'utf8');
    expect(recordSourceHash(path.join(dir, 'content'), file)).toEqual({ source: SOURCE, hash: hashOf(dir, SOURCE), changed: true });
    expect(readFileSync(file, 'utf8')).toBe(before.replace(/sourceHash: "[0-9a-f]{12}"/, `sourceHash: "${hashOf(dir, SOURCE)}"`));
    expect(check(dir)).toMatchObject({ errors: [], warnings: [] });
  });
});

describe('the words hash', () => {
  it('does not change when only the formatting does: quotes, indentation, wrapped lines, key order', () => {
    const plain = post('The First Week Home');
    const reformatted = `---\nexcerpt:   "What the first week at home asks of a family."\ntitle: The First Week Home\n---\nCall your nurse within 24 hours\n  if the swelling grows.\n\n\n## When to call\n\nAny time,   day or night.`;
    expect(wordsHash(reformatted, 'x.md')).toBe(wordsHash(plain, 'x.md'));
    expect(wordsHash('a: { b: "one  two" }\nlist: [x, y]\n', 'x.yml')).toBe(wordsHash('list:\n  - x\n  - "y"\na:\n  b: one two\n', 'x.yml'));
  });

  it('changes with a word, and the translation it belongs to becomes stale', () => {
    expect(wordsHash(post('The First Week Home'), 'x.md')).not.toBe(wordsHash(post('The First Week at Home'), 'x.md'));
    const dir = project({ [SOURCE]: post('The First Week Home') });
    write(dir, { [TRANSLATION]: spanish(SOURCE, hashOf(dir, SOURCE)) });
    write(dir, { [SOURCE]: `---\nexcerpt: What the first week at home asks of a family.\ntitle:   The First Week Home\n---\nCall your nurse within 24 hours if the swelling grows.\n## When to call\n\nAny time, day or night.` });
    // The heading now runs on from the paragraph, which is formatting; a word is not.
    expect(check(dir)).toMatchObject({ errors: [], warnings: [] });
    write(dir, { [SOURCE]: post('The First Week Home', 'Call your nurse within 12 hours if the swelling grows.\n') });
    expect(check(dir).warnings).toHaveLength(1);
  });
});

describe('a translation that names its source wrongly is an error', () => {
  const messages = (files: Record<string, string>) => check(project(files)).errors.map(formatError);

  it('without translationOf', () => {
    expect(messages({ [SOURCE]: post('A'), 'es/blog/first-week-home.md': '---\ntitle: Hola\n---\n' })).toEqual([
      'content/es/blog/first-week-home.md:1:1  translationOf  is required: it names the English file this one translates  (add "translationOf: blog/first-week-home.md" to the front matter)',
    ]);
  });

  it('naming a source that does not exist, with the file it probably meant', () => {
    expect(messages({ [SOURCE]: post('A'), [TRANSLATION]: spanish('blog/first-week-hom.md', '000000000000') })).toEqual([
      'content/es/blog/primera-semana-en-casa.md:3:16  translationOf  names "blog/first-week-hom.md", which does not exist  (did you mean "blog/first-week-home.md"?)',
    ]);
  });

  it('naming another translation', () => {
    expect(messages({ [SOURCE]: post('A'), [TRANSLATION]: spanish(SOURCE, '000000000000'), 'es/blog/otra.md': spanish(`es/${TRANSLATION.slice(3)}`, '000000000000') })).toContain(
      'content/es/blog/otra.md:3:16  translationOf  names "es/blog/primera-semana-en-casa.md", which is itself a translation into Spanish  (name the English file it translates, the one outside content/es/)',
    );
  });

  it('naming a source of another kind', () => {
    expect(messages({ [SOURCE]: post('A'), 'es/faq/pregunta.md': spanish(SOURCE, '000000000000') })).toEqual([
      'content/es/faq/pregunta.md:3:16  translationOf  names "blog/first-week-home.md", a file of another kind than content/es/faq/pregunta.md  (a translation sits in the folder of its English file, as the same kind of file: content/es/blog/)',
    ]);
  });

  it('two files translating one source, each naming the other', () => {
    const dir = project({ [SOURCE]: post('A') });
    write(dir, { [TRANSLATION]: spanish(SOURCE, hashOf(dir, SOURCE)), 'es/blog/semana-uno.md': spanish(SOURCE, hashOf(dir, SOURCE)) });
    expect(check(dir).errors.map(formatError).sort()).toEqual([
      'content/es/blog/primera-semana-en-casa.md:3:16  translationOf  names "blog/first-week-home.md", which content/es/blog/semana-uno.md also translates  (one Spanish file per English file: keep one of the two)',
      'content/es/blog/semana-uno.md:3:16  translationOf  names "blog/first-week-home.md", which content/es/blog/primera-semana-en-casa.md also translates  (one Spanish file per English file: keep one of the two)',
    ]);
  });

  it('without sourceHash, with the command that records it', () => {
    expect(messages({ [SOURCE]: post('A'), [TRANSLATION]: spanish(SOURCE) })).toEqual([
      'content/es/blog/primera-semana-en-casa.md:1:1  sourceHash  is required: it records the version of content/blog/first-week-home.md this translation was made from  (record it: npm run translations -- --update content/es/blog/primera-semana-en-casa.md)',
    ]);
  });
});

describe('the content check', () => {
  it("reports a translation's errors with the others and its staleness as a warning", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'translations-site-'));
    temporary.push(dir);
    cpSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site'), dir, { recursive: true });
    const source = `faq/${readdirSync(path.join(dir, 'content', 'faq')).find((name) => name.endsWith('.md'))}`;
    write(dir, { 'es/faq/stale.md': spanish(source, '000000000000'), 'es/faq/unknown.md': spanish('faq/no-such-question.md', '000000000000') });
    const result = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-12-01' });
    // The Spanish files here are only what the freshness check reads; their other problems are not this test's.
    expect(result.errors.filter((error) => ['translationOf', 'sourceHash'].includes(error.field)).map((error) => `${error.file} ${error.field} ${error.message}`)).toEqual([
      'content/es/faq/unknown.md translationOf names "faq/no-such-question.md", which does not exist',
    ]);
    expect(result.warnings.map((warning) => `${warning.file} ${warning.field}`)).toEqual(['content/es/faq/stale.md sourceHash']);
  });
});

describe('npm run translations', { timeout: 30_000 }, () => {
  const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
  const command = path.resolve(import.meta.dirname, '../translations.ts');
  const run = (dir: string, ...args: string[]) => spawnSync(tsx, [command, ...args], { cwd: dir, env: { ...process.env, CONTENT_DIR: path.join(dir, 'content') }, encoding: 'utf8' });

  it('lists the stale translations with what changed, the current ones, and the English entries missing one', () => {
    const dir = project({ [SOURCE]: post('The First Week Home'), 'blog/second.md': post('Second'), 'faq/cost.md': post('Cost'), 'guides/intake.md': post('Intake'), 'pages/for-facilities.yml': 'title: For facilities\n' });
    write(dir, { [TRANSLATION]: spanish(SOURCE, hashOf(dir, SOURCE)), 'es/faq/costo.md': spanish('faq/cost.md', hashOf(dir, 'faq/cost.md')), 'es/site.yml': `translationOf: site.yml\n` });
    write(dir, { [SOURCE]: post('The First Week at Home') });
    const report = check(dir);
    expect(formatTranslationList(report, path.join(dir, 'content'), display(dir))).toEqual([
      'Spanish (es): 3 translations, 1 out of date, 1 missing',
      '  wrong           content/es/site.yml: translationOf names "site.yml", which does not exist',
      '  out of date     content/es/blog/primera-semana-en-casa.md  translates content/blog/first-week-home.md (recorded ' + report.translations[1]!.recordedHash + ', now ' + hashOf(dir, SOURCE) + ')',
      "                    the version recorded is not in this checkout's history of content/blog/first-week-home.md (a shallow clone, or a version never committed): compare the translation with the English as it is now",
      '  current         content/es/faq/costo.md  translates content/faq/cost.md',
      '  missing         content/blog/second.md',
      '  not translated  content/guides/ (1 file)',
      '  not translated  content/pages/for-facilities.yml',
      '',
    ]);
    // The wrong translation also fails the command, with the check's message.
    const printed = run(dir);
    expect(printed.stdout).toBe(formatTranslationList(report, path.join(dir, 'content'), display(dir)).join('\n') + '\n');
    expect(printed.stderr).toContain('content/es/site.yml:1:16  translationOf  names "site.yml", which does not exist');
    expect(printed.status).toBe(1);
  });

  it('--update records the hash after translationOf, and the listing then calls the translation current', () => {
    const dir = project({ [SOURCE]: post('The First Week Home') });
    write(dir, { [TRANSLATION]: spanish(SOURCE) });
    expect(run(dir, '--update', `content/${TRANSLATION}`).stdout).toBe(`content/${TRANSLATION}: recorded sourceHash "${hashOf(dir, SOURCE)}", the version of content/${SOURCE} as it is now.\n`);
    expect(readFileSync(path.join(dir, 'content', TRANSLATION), 'utf8')).toBe(spanish(SOURCE, hashOf(dir, SOURCE)));
    expect(run(dir).stdout).toContain(`  current         content/${TRANSLATION}  translates content/${SOURCE}`);
  });
});

describe('withSourceHash', () => {
  it('replaces a recorded hash in place and keeps CRLF line endings', () => {
    const raw = 'translationOf: pages/faq.yml\r\nsourceHash: "aaaaaaaaaaaa"   \r\ntitle: Preguntas\r\n';
    expect(withSourceHash(raw, 'bbbbbbbbbbbb', 'faq.yml')).toBe('translationOf: pages/faq.yml\r\nsourceHash: "bbbbbbbbbbbb"\r\ntitle: Preguntas\r\n');
    expect(withSourceHash('title: Hola\r\ntranslationOf: site.yml\r\n', 'bbbbbbbbbbbb', 'site.yml')).toBe('title: Hola\r\ntranslationOf: site.yml\r\nsourceHash: "bbbbbbbbbbbb"\r\n');
  });

  it('touches only the front matter of a Markdown file', () => {
    const raw = '---\ntranslationOf: blog/x.md\n---\n\nsourceHash: not this one\n';
    expect(withSourceHash(raw, 'bbbbbbbbbbbb', 'x.md')).toBe('---\ntranslationOf: blog/x.md\nsourceHash: "bbbbbbbbbbbb"\n---\n\nsourceHash: not this one\n');
  });
});

describe('wordDiff', () => {
  it('marks what was removed and added, with a few words around it', () => {
    const words = 'one two three four five six seven eight nine ten eleven';
    expect(wordDiff(words, words.replace('six', 'SIX'))).toBe('… three four five [-six-]{+SIX+} seven eight nine …');
    expect(wordDiff('Call within 24 hours.', 'Call the same day.')).toBe('Call [-within 24 hours.-]{+the same day.+}');
  });
});
