import { describe, expect, it } from 'vitest';
import { FrontMatterLanguageError, FrontMatterSyntaxError, parseSource } from './front-matter';

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

describe('a YAML mistake is told in the author\'s words: where, and what to write', () => {
  const mistake = (fields: string) => {
    try {
      parseSource(['---', fields, '---', '', 'Body.'].join('\n'));
    } catch (error) {
      return error;
    }
    throw new Error('the front matter parsed');
  };

  it.each([
    [
      'a colon in a value',
      'title: How to: plan a discharge\nauthor: Test Author',
      { line: 2, column: 8, field: 'title', message: 'has a colon in its value, which YAML reads as the start of another field', hint: 'put the value in double quotes: title: "How to: plan a discharge"' },
    ],
    [
      'a value ending with a colon',
      'title: Before you call:\nauthor: Test Author',
      { line: 2, column: 8, field: 'title', message: 'has a colon in its value, which YAML reads as the start of another field', hint: 'put the value in double quotes: title: "Before you call:"' },
    ],
    [
      'a tab for indentation',
      'title: Hello\nrequirements:\n\t- Two years in healthcare',
      { line: 4, column: 1, field: 'requirements', message: 'is indented with a tab', hint: 'indent with spaces instead, like "  - one line"' },
    ],
    [
      'an unclosed double quote',
      'title: "How to plan a discharge\nauthor: Test Author',
      { line: 2, column: 8, field: 'title', message: 'has a " that is never closed', hint: 'end the value with " on the same line: title: "How to plan a discharge"' },
    ],
    [
      'an unclosed single quote',
      "title: 'How to plan a discharge\nauthor: Test Author",
      { line: 2, column: 8, field: 'title', message: "has a ' that is never closed", hint: "end the value with ' on the same line: title: 'How to plan a discharge'" },
    ],
    [
      'text after a closing quote',
      'title: "Discharge" planning\nauthor: Test Author',
      { line: 2, column: 8, field: 'title', message: 'has more text after its closing "', hint: `put the whole value in quotes: title: '"Discharge" planning'` },
    ],
    [
      'a value that starts with a bracket',
      'title: [Draft] Discharge planning\nauthor: Test Author',
      { line: 2, column: 8, field: 'title', message: 'starts with "[", which YAML reads as the start of a list', hint: 'put the value in double quotes: title: "[Draft] Discharge planning"' },
    ],
    [
      'a field written twice',
      'title: One\ntitle: Two',
      { line: 3, column: 1, field: 'title', message: 'is written twice', hint: 'keep one "title:" line' },
    ],
    [
      'no space after the colon',
      'title:Hello\nauthor: Test Author',
      { line: 2, column: 1, field: 'title', message: 'has no space after its colon', hint: 'write it as title: Hello' },
    ],
    [
      'an indented field',
      'title: Hello\n  author: Test Author',
      { line: 3, column: 3, field: 'author', message: 'is indented, so YAML reads it as part of "title"', hint: 'start it at the beginning of its line, like the other fields' },
    ],
  ])('%s', (_name, fields, expected) => {
    const error = mistake(fields);
    expect(error).toBeInstanceOf(FrontMatterSyntaxError);
    const { position, field, message, hint } = error as FrontMatterSyntaxError;
    expect({ ...position, field, message, hint }).toEqual(expected);
  });
});
