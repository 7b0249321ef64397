import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeSourceError, formatSourceProblem, sourceErrorPage } from './dev-source-error';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

/** A project folder with `file` holding `text`; returns the file's absolute path. */
function project(file: string, text: string): string {
  root = mkdtempSync(path.join(tmpdir(), 'dev-source-error-'));
  const absolute = path.join(root, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

describe('describeSourceError', () => {
  it('names the line of an import Vite could not find, and what to do', () => {
    const file = project('src/pages/Page.tsx', "import { a } from './a';\nimport { note } from './note';\n");
    const error = new Error(`Failed to load url ./note (resolved id: ./note) in ${file}. Does the file exist?`);
    expect(formatSourceProblem(describeSourceError(error, root))).toBe(
      'src/pages/Page.tsx:2:22  imports "./note", which does not exist (check the path\'s spelling, or create the file)',
    );
  });

  it("reads a compiler's error without its colours: where, what, and the lines around it", () => {
    project('src/pages/Page.tsx', '');
    const parse = Object.assign(new Error("\u001b[31m[PARSE_ERROR] \u001b[0mExpected corresponding JSX closing tag for 'h3'.\n  52 | <h3></h4>\n\n  Plugin: vite:oxc\n  File: x"), {
      id: path.join(root, 'src/pages/Page.tsx'),
      loc: { line: 52, column: 56 },
    });
    const problem = describeSourceError(Object.assign(new Error('Transform failed with 1 error'), { errors: [parse] }), root);
    expect(formatSourceProblem(problem)).toBe("src/pages/Page.tsx:52:57  Expected corresponding JSX closing tag for 'h3'.");
    expect(problem.frame).toBe('  52 | <h3></h4>');
  });

  it("names the place in the project's own code where a render threw, past its dependencies", () => {
    project('src/pages/Page.tsx', '');
    const error = new Error('boom');
    error.stack = `Error: boom\n    at render (${root}/node_modules/react/index.js:10:5)\n    at Page (${root}/src/pages/Page.tsx:13:9)`;
    expect(formatSourceProblem(describeSourceError(error, root))).toBe('src/pages/Page.tsx:13:9  boom');
  });

  it('says what it can of an error that names no place', () => {
    expect(formatSourceProblem(describeSourceError('odd', '/project'))).toBe("The site's code  odd");
  });
});

describe('sourceErrorPage', () => {
  it('shows the problem escaped, says what to do, and loads the client that reloads the page after the next save', () => {
    const html = sourceErrorPage({ file: 'src/a.tsx', line: 3, column: 1, message: 'Expected `</h3>`', frame: '3 | <h3></h4>' });
    expect(html).toContain('<pre id="source-error">src/a.tsx:3:1  Expected `&lt;/h3&gt;`\n\n3 | &lt;h3&gt;&lt;/h4&gt;</pre>');
    expect(html).toContain('save the file: the page reloads by itself');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  });
});
