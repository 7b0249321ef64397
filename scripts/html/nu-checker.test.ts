import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownCheckerGaps, sortByKnownGaps } from './known-checker-gaps';
import { checkWithNu, formatNuError, NuCheckerError } from './nu-checker';

const hasJava = spawnSync('java', ['-version']).status === 0;

const page = (head: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Page</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe.skipIf(!hasJava)(`the pinned Nu Html Checker${hasJava ? '' : ' (skipped: no java on the PATH; .ci/run installs it)'}`, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nu-checker-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports what the site writes as the known gaps, and a real mistake beside them as an error, by its file, in one run', async () => {
    // What the built pages write that the checker does not know yet.
    const site = page(
      '<link rel="expect" href="#main" blocking="render" />\n<style>@view-transition{navigation:auto}</style>',
      '<main id="main"><h1>Title</h1><img src="a.png" alt="A" width="8" height="8" elementtiming="page-picture" /></main>',
    );
    // Mistakes with the same messages in other markup, and one of another kind.
    const wrong = page('<link rel="preload" href="/app.js" as="script" blocking="render" />', '<main><h1>Title</h1><h3>Skips a level</h3></main>');
    const clean = page('', '<main><h1>Title</h1><h2>Section</h2></main>');
    const files = { 'site.html': site, 'wrong.html': wrong, 'clean.html': clean };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

    const messages = await checkWithNu(Object.keys(files).map((name) => path.join(dir, name)));
    const { errors, known } = sortByKnownGaps(messages);
    expect(known.map(({ gap, count }) => [gap.name, count])).toEqual(knownCheckerGaps.map((gap) => [gap.name, 1]));
    expect(errors.map((error) => [path.basename(fileURLToPath(error.url!)), error.message])).toEqual([
      ['wrong.html', "A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'."],
      ['wrong.html', "The heading 'h3' (with computed level 3) follows the heading 'h1' (with computed level 1), skipping 1 heading level."],
    ]);
    expect(errors.map((error) => formatNuError(error, dir))).toEqual([
      expect.stringMatching(/^ {2}wrong\.html:6:1 {2}A 'link' element .* {2}<link rel="preload" href="\/app\.js" as="script" blocking="render" \/>$/),
      expect.stringMatching(/^ {2}wrong\.html:9:\d+ {2}The heading 'h3' .* {2}<h3>$/),
    ]);
  });
});

describe('checkWithNu', () => {
  it('says how to install Java when there is none', async () => {
    const run = checkWithNu([path.join(os.tmpdir(), 'page.html')], 'no-such-java-command');
    await expect(run).rejects.toBeInstanceOf(NuCheckerError);
    await expect(run).rejects.toThrow(/Java 17 or newer.*apt-get install default-jre-headless/);
  });
});

describe('formatNuError', () => {
  it('prints the page, its line and column, the message and the markup pointed at, cut short on a minified line', () => {
    const markup = `<img src="/a.png" alt="${'a'.repeat(200)}" elementtiming="x">`;
    const line = formatNuError(
      { type: 'error', url: 'file:/site/blog/post.html', lastLine: 47, firstColumn: 19220, message: "Attribute 'x' not allowed.", extract: `ab${markup}cd`, hiliteStart: 2, hiliteLength: markup.length },
      '/site',
    );
    expect(line).toBe(`  blog/post.html:47:19220  Attribute 'x' not allowed.  ${markup.slice(0, 160)}...`);
  });
});
