import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compile } from './compile';
import { root } from './paths';

const temporary: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What compile prints, by stream, for a copy of the site's content where `edit` has changed a file. */
function compileCopy(edit: (contentDir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-'));
  temporary.push(dir);
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  edit(contentDir);
  const out: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  const result = compile({ includeDrafts: false, write: false, contentDir });
  return { ok: result.ok, out, errors };
}

describe('compiling content (what npm run dev and npm run build run)', () => {
  it('prints a translation whose English changed since as a warning, and still succeeds', () => {
    const { ok, out, errors } = compileCopy((contentDir) => {
      const english = path.join(contentDir, 'faq', 'who-can-my-family-call.md');
      writeFileSync(english, `${readFileSync(english, 'utf8')}\nA sentence added after the translation was made.\n`);
    });
    expect(ok).toBe(true);
    expect(out.join('\n')).toMatch(/^Content ok: /);
    expect(errors[0]).toBe('1 translation is out of date (the translated pages still publish):');
    expect(errors.join('\n')).toContain(
      'content/es/faq/a-quien-puede-llamar-mi-familia.md:3:13  sourceHash  translates content/faq/who-can-my-family-call.md, which has changed since this translation',
    );
  }, 30_000);

  it('prints no warning when every translation is up to date', () => {
    const { ok, errors } = compileCopy(() => undefined);
    expect(ok).toBe(true);
    expect(errors).toEqual([]);
  }, 30_000);
});
