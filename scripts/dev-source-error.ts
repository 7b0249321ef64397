/**
 * What `npm run dev` says when the site's own code cannot render a page (a syntax error, an import
 * of a file that does not exist, an error thrown while rendering): the file and line, what is
 * wrong, and what to do, in the browser and the terminal, without the machinery's stack.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { errorPageStyle, escapeHtml } from './content/dev-report';

export interface SourceProblem {
  /** The file, relative to the project (`src/pages/HowItWorksPage.tsx`). */
  file?: string;
  line?: number;
  column?: number;
  /** What is wrong, in one line. */
  message: string;
  /** The lines around the mistake, as the compiler drew them. */
  frame?: string;
}

interface Located {
  id?: string;
  loc?: { file?: string; line: number; column: number };
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** The line (1-based) and column of the first occurrence of `text` in `file`, if the file has it. */
function find(file: string, text: string): { line: number; column: number } | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const index = source.indexOf(text);
  if (index < 0) return undefined;
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The first place of the stack in the project's own files (not its dependencies). */
function ownFrame(stack: string, root: string): { file: string; line: number; column: number } | undefined {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+):(\d+):(\d+)\)?/g)) {
    const file = match[1]!.replace(/^file:\/\//, '');
    if (!file.startsWith(root + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/** Reads an error of Vite or of the page's own code as a problem an author can act on. */
export function describeSourceError(error: unknown, root: string): SourceProblem {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = stripVTControlCharacters(error.message);

  // Vite could not find an imported file: its message names the import and the importing file.
  const load = /^Failed to load url (\S+) \(resolved id: [^)]*\) in (\S+?)\. Does the file exist\?/.exec(plain);
  if (load) {
    const [, specifier, importer] = load as unknown as [string, string, string];
    const at = find(importer, `'${specifier}'`) ?? find(importer, `"${specifier}"`);
    return { file: relative(root, importer), ...at, message: `imports "${specifier}", which does not exist (check the path's spelling, or create the file)` };
  }

  // A compiler's error (a syntax error): its first line says what, its location where.
  const compiled = ((error as { errors?: (Error & Located)[] }).errors?.[0] ?? error) as Error & Located;
  const file = compiled.loc?.file ?? compiled.id;
  if (compiled.loc && file) {
    const lines = stripVTControlCharacters(compiled.message).split('\n');
    const message = lines[0]!.replace(/^\[[A-Z_]+\]\s*/, '').trim();
    const frame = lines.slice(1).join('\n').replace(/\n\s*(Plugin|File): .*/g, '').trimEnd();
    return { file: relative(root, path.resolve(root, file)), line: compiled.loc.line, column: compiled.loc.column + 1, message, ...(frame ? { frame } : {}) };
  }

  // An error thrown while the page rendered: where in our code it was thrown.
  const frame = ownFrame(stripVTControlCharacters(error.stack ?? ''), root);
  const message = plain.split('\n')[0]!.trim();
  return frame ? { file: relative(root, frame.file), line: frame.line, column: frame.column, message } : { message };
}

/** The problem in one line, as the content check writes its own: `src/x.tsx:3:5  what is wrong`. */
export function formatSourceProblem(problem: SourceProblem): string {
  const where = problem.file ? [problem.file, problem.line, problem.column].filter((part) => part !== undefined).join(':') : 'The site\'s code';
  return `${where}  ${problem.message}`;
}

/** What to do, the same words in the terminal and the browser. */
export const sourceErrorAdvice = 'Fix the mistake and save the file: the page reloads by itself, no restart of npm run dev needed.';

/**
 * A page requested while the code cannot render it: the problem instead of a page, with Vite's
 * client, whose reload after the next save brings the page back.
 */
export function sourceErrorPage(problem: SourceProblem): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The page could not be rendered</title>
<script type="module" src="/@vite/client"></script>
<style>${errorPageStyle}</style>
</head>
<body>
<h1>The page could not be rendered</h1>
<p>The site's code has a mistake. ${escapeHtml(sourceErrorAdvice)}</p>
<pre id="source-error">${escapeHtml(formatSourceProblem(problem))}${problem.frame ? `\n\n${escapeHtml(problem.frame)}` : ''}</pre>
</body>
</html>
`;
}
