import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { EDITOR_CODE_LANGUAGES, editorCodeLanguages, editorFontsFromOrigin } from './vite-plugins';

const bundle = createRequire(import.meta.url).resolve('@sveltia/cms');
const code = readFileSync(bundle, 'utf8');

/** Runs a plugin's transform on the package's bundle, as the build does. */
function transformed(plugin: Plugin, source = code): string {
  const transform = plugin.transform as { handler: (code: string, id: string) => { code: string } | undefined };
  return transform.handler.call({}, source, bundle)!.code;
}

describe("the editor's bundle, as the build rewrites it", () => {
  it("loads its fonts from the package's own files, emitted with our assets, and nothing from the CDN", () => {
    expect(code).toContain('https://cdn.jsdelivr.net/fontsource/');
    const out = transformed(editorFontsFromOrigin());
    expect(out).not.toContain('cdn.jsdelivr.net');
    for (const font of ['source-sans-3-latin-wght-normal', 'noto-mono-latin-400-normal', 'material-symbols-outlined-latin-wght-normal']) {
      expect(out).toMatch(new RegExp(`src:url\\(\\$\\{new URL\\(\`assets/${font}-[\\w-]+\\.woff2\`, import\\.meta\\.url\\)\\.href\\}\\)`));
    }
  });

  it('fails the build when the bundle loads fonts from the CDN in a way it does not know', () => {
    expect(() => transformed(editorFontsFromOrigin(), code.replace('fontsource/fonts/noto-mono@', 'fonts/noto-mono@'))).toThrow('cdn.jsdelivr.net');
  });

  it('keeps only the highlighting languages of our content files', () => {
    const languages = (text: string) => [...new Set([...text.matchAll(/import\(`@shikijs\/langs\/([\w+#.-]+)`\)/g)].map((match) => match[1]))];
    expect(languages(code).length).toBeGreaterThan(200);
    const out = transformed(editorCodeLanguages());
    expect(languages(out).sort()).toEqual([...EDITOR_CODE_LANGUAGES].sort());
    // What is left still parses as a module.
    expect(() => transformSync(out, { loader: 'js', format: 'esm', logLevel: 'silent' })).not.toThrow();
  });
});
