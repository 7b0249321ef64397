import { describe, expect, it } from 'vitest';
import { FrontMatterLanguageError, parseSource } from './front-matter';

const file = (opening: string, fields = 'title: Hello', newline = '\n') => [opening, fields, '---', '', 'Body.'].join(newline);

describe('front matter is read as YAML and nothing else', () => {
  it.each(['---', '---yaml', '---yml', '---YAML', '---  '])('accepts YAML opened by "%s"', (opening) => {
    const parsed = parseSource(file(opening));
    expect(parsed.data).toEqual({ title: 'Hello' });
    expect(parsed.body.trim()).toBe('Body.');
  });

  it.each([
    ['---js', 'js'],
    ['---javascript', 'javascript'],
    ['---JS', 'JS'],
    ['--- js', 'js'],
    ['---json', 'json'],
    ['---coffee', 'coffee'],
    ['---toml', 'toml'],
    ['---constructor', 'constructor'],
  ])('refuses "%s" at line 1, column 4', (opening, language) => {
    let caught: unknown;
    try {
      parseSource(file(opening, "{ title: (globalThis.__ran = true, 'x') }"));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FrontMatterLanguageError);
    expect(caught).toMatchObject({ language, position: { line: 1, column: 4 }, message: `front matter must be YAML, not "${language}"` });
    expect((globalThis as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('refuses another language with Windows line ends too', () => {
    expect(() => parseSource(file('---js', "{ title: 'x' }", '\r\n'))).toThrow(FrontMatterLanguageError);
  });

  it('treats a line of four dashes as Markdown, not front matter', () => {
    expect(parseSource('----\n\nBody.').data).toEqual({});
  });
});
