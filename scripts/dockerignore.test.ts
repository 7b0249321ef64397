import { describe, expect, it } from 'vitest';
import { isIgnored, readDockerignore } from './dockerignore';

const ignored = (dockerignore: string, file: string) => isIgnored(readDockerignore(dockerignore), file);

describe('isIgnored reads .dockerignore as Docker does', () => {
  it.each([
    // A name matches from the context's root, and everything under it.
    ['node_modules', 'node_modules', true],
    ['node_modules', 'node_modules/vite/index.js', true],
    ['node_modules', 'node_modules2', false],
    ['node_modules', 'src/node_modules/x.js', false],
    ['/public/data/', 'public/data/v1/blog/index.json', true],
    ['public//data/./', 'public/data/x.json', true],
    ['public/data', 'public/images/a.svg', false],
    // * and ? match within one part of the path.
    ['*.html', 'index.html', true],
    ['*.html', 'src/index.html', false],
    ['forms*', 'forms.html', true],
    ['*/*.ts', 'src/main.ts', true],
    ['*/*.ts', 'src/app/main.ts', false],
    ['sr?', 'src/main.ts', true],
    ['sr?', 'sr/main.ts', false],
    ['[a-c]at.txt', 'bat.txt', true],
    ['[a-c]at.txt', 'rat.txt', false],
    ['a.b', 'axb', false],
    ['\\*.md', '*.md', true],
    ['\\*.md', 'README.md', false],
    // ** matches any number of folders.
    ['src/**', 'src/main.ts', true],
    ['src/**', 'src/app/main.ts', true],
    ['src/**', 'scripts/build.ts', false],
    ['**/*.ts', 'vite.config.ts', true],
    ['**/*.ts', 'scripts/build/precompress.ts', true],
    ['**/*.ts', 'scripts/start.mjs', false],
    ['**/data', 'public/data/x.json', true],
    ['**/data', 'data', true],
    ['scripts/**/*.test.ts', 'scripts/build.test.ts', true],
    ['scripts/**/*.test.ts', 'scripts/build/precompress.test.ts', true],
    ['**', 'anything/at/all', true],
    // Comments and blank lines are not patterns.
    ['# src\n\n', 'src/main.ts', false],
    // The last matching pattern decides; an exception keeps a path back in.
    ['*.md\n!README.md', 'README.md', false],
    ['*.md\n!README.md', 'CHANGELOG.md', true],
    ['docs\n!docs/keep.md', 'docs/keep.md', false],
    ['docs\n!docs/keep.md', 'docs/other.md', true],
    ['!README.md\n*.md', 'README.md', true],
    ['*.md\n ! /README.md \n', 'README.md', false],
  ])('%j and %s: %s', (dockerignore, file, expected) => {
    expect(ignored(dockerignore, file)).toBe(expected);
  });

  it('refuses a "!" without a pattern, as Docker does', () => {
    expect(() => readDockerignore('!\n')).toThrow('"!" without a pattern');
  });
});
