import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { runPipeline } from './pipeline';
import { checkPublicSvgs, checkSvg, checkSvgFile, svgFilesUnder } from './svg-check';

const FILE = 'public/images/x.svg';
const open = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 9">';
/** Where each problem is: line, column, and words of its message. */
const found = (source: string) => checkSvg(source, FILE).map((e) => ({ line: e.line, column: e.column, message: e.message }));

describe('an SVG that could run a script or load from outside is refused, at its line and column', () => {
  it.each([
    ['a <script> element', `${open}\n  <title>Chart</title>\n  <script>alert(document.cookie)</script>\n</svg>`, 3, 3, 'has a <script> element'],
    ['a <script> of another case and prefix', `${open}\n<svg:SCRIPT xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:SCRIPT>\n</svg>`, 2, 1, 'has a <svg:SCRIPT> element'],
    ['an onload attribute', `${open}\n  <rect width="4" height="4"\n        onload="alert(1)"/>\n</svg>`, 3, 9, 'has an event handler attribute onload="alert(1)"'],
    ['an event handler in capitals', `${open}\n<g OnClick="alert(1)"/></svg>`, 2, 4, 'has an event handler attribute OnClick="alert(1)"'],
    ['a javascript: link', `${open}\n<a xlink:href="javascript:alert(1)"><text>Open</text></a>\n</svg>`, 2, 4, 'has a javascript: address in xlink:href="javascript:alert(1)"'],
    ['a javascript: link in mixed case, split by a tab and a space', `${open}\n<a  href=" JaVa&#9;ScRiPt :alert(1)"><text>Open</text></a>\n</svg>`, 2, 5, 'has a javascript: address in href=" JaVa\\tScRiPt :alert(1)"'],
    ['a <foreignObject>', `${open}\n\n   <foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml">Hi</p></foreignObject>\n</svg>`, 3, 4, 'has a <foreignObject> element, which embeds HTML'],
    ['an image from another site', `${open}\n<image width="9" height="9" href="https://example.org/chart.png"/>\n</svg>`, 2, 29, 'has href="https://example.org/chart.png", which points outside the file'],
    ['a CSS background from another site', `${open}\n<rect width="9" height="9" style="background:url(https://example.org/x.png)"/>\n</svg>`, 2, 28, 'has url(https://example.org/x.png) in style="background:url(https://example.org/x.png)", which points outside the file'],
    ['a <use> of another file', `${open}\n\t<use href="other.svg#x"/>\n</svg>`, 2, 7, 'has href="other.svg#x", which points outside the file'],
    ['a protocol-relative xlink:href', `${open}\n<use xlink:href="//example.org/sprite.svg#x"/>\n</svg>`, 2, 6, 'has xlink:href="//example.org/sprite.svg#x", which points outside the file'],
    ['an @import in a <style> element', `${open}\n<style>\n  rect { fill: #fff }\n  @import url(#x);\n</style>\n</svg>`, 4, 3, 'has an @import in <style>, which loads another style sheet'],
    ['a url() cut short by a backslash that ends the CSS', `${open}\n<rect width="9" height="9" style="fill:url(\\"/>\n</svg>`, 2, 28, 'has url(\\\\) in style="fill:url(\\\\", which points outside the file'],
    ['a url() in a <style> element written with a CSS escape', `${open}\n<style><![CDATA[\n.a { fill: #000; background: \\75rl("https://example.org/a.png") }\n]]></style>\n</svg>`, 3, 30, 'has url(https://example.org/a.png) in <style>, which points outside the file'],
    ['an HTML element outside <foreignObject>', `${open}\n<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" srcdoc="hello"/>\n</svg>`, 2, 1, 'has an HTML element <h:iframe>'],
    ['an animation that writes a link', `${open}\n<a><set attributeName="href" to="https://example.org"/></a>\n</svg>`, 2, 30, 'animates href to "https://example.org", which points outside the file'],
    ['an animation that writes an event handler', `${open}\n<a><set attributeName="onclick" to="alert(1)"/></a>\n</svg>`, 2, 9, 'animates the event handler onclick'],
    ['an xml-stylesheet instruction', `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="#t"?>\n${open}</svg>`, 2, 1, 'has an <?xml-stylesheet?> instruction'],
    ['a DOCTYPE declaring entities', `<!DOCTYPE svg [<!ENTITY x "y">]>\n${open}</svg>`, 1, 1, 'has a DOCTYPE with declarations of its own'],
    ['an encoding other than UTF-8', `<?xml version="1.0" encoding="ISO-8859-1"?>\n${open}</svg>`, 1, 1, 'declares the encoding "ISO-8859-1"'],
    ['a file that is not well-formed', `${open}\n<g>\n<rect/>\n</svg>`, 4, 6, 'is not well-formed XML: unexpected close tag'],
    ['an <svg> without its namespace', '<svg viewBox="0 0 16 9"><rect/></svg>', 1, 1, 'is not an SVG image: its root element is <svg> without a namespace'],
    ['a root element other than <svg>', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 1, 1, 'is not an SVG image: its root element is <html> in http://www.w3.org/1999/xhtml'],
  ])('%s', (_name, source, line, column, message) => {
    expect(found(source)).toEqual([{ line, column, message }]);
  });

  it('reports every problem of a file, each with a hint an author can act on', () => {
    const errors = checkSvg(`${open}\n<script>1</script>\n<rect onclick="2"/>\n<image href="http://example.org/a.png"/>\n</svg>`, FILE);
    expect(errors.map(formatError)).toEqual([
      'public/images/x.svg:2:1  svg  has a <script> element  (remove it, or export the SVG without scripts or event handlers (in Inkscape: Save as Optimized SVG) and commit that file)',
      'public/images/x.svg:3:7  svg  has an event handler attribute onclick="2"  (remove it, or export the SVG without scripts or event handlers (in Inkscape: Save as Optimized SVG) and commit that file)',
      'public/images/x.svg:4:8  svg  has href="http://example.org/a.png", which points outside the file  (embed what it shows in the file (in Inkscape: Extensions > Images > Embed Images) or remove it; only #ids of this file and data:image/ URIs are allowed)',
    ]);
  });

  it('counts columns on lines ended by CRLF', () => {
    expect(found(`${open}\r\n<g>\r\n  <rect onload="x"/></g>\r\n</svg>`)).toEqual([{ line: 3, column: 9, message: 'has an event handler attribute onload="x"' }]);
  });
});

describe('an SVG that stays inside itself passes', () => {
  it('with #fragment references, url(#id) paint, a <style> and an embedded data:image', () => {
    const clean = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${open}
  <title>A nurse at a kitchen table</title>
  <style>.line { stroke: #1d4ed8; fill: url(#sky) }</style>
  <defs>
    <linearGradient id="sky"><stop offset="0" stop-color="#eff6ff"/></linearGradient>
    <path id="heart" d="M4 4h2v2H4z"/>
  </defs>
  <rect width="16" height="9" fill="url(#sky)" style="filter: url('#soft')"/>
  <use href="#heart"/>
  <use xlink:href="#heart" x="4"/>
  <a href="#heart"><text x="1" y="8">Care at home</text></a>
  <image width="2" height="2" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="/>
</svg>
`;
    expect(checkSvg(clean, FILE)).toEqual([]);
  });
});

describe('SVG files on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'svg-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a file that is not UTF-8 text', () => {
    const file = path.join(dir, 'latin1.svg');
    writeFileSync(file, Buffer.concat([Buffer.from(`${open}<title>`), Buffer.from([0xe9]), Buffer.from('</title></svg>')]));
    expect(checkSvgFile(file, 'public/latin1.svg').map(formatError)).toEqual([
      'public/latin1.svg:1:1  svg  is not UTF-8 text  (save it as UTF-8 (in Inkscape: Save as Optimized SVG))',
    ]);
  });

  it('every SVG of the site passes', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    expect(svgFilesUnder(publicDir)).toContain(path.join(publicDir, 'favicon.svg'));
    expect(checkPublicSvgs(publicDir, (file) => path.relative(publicDir, file))).toEqual([]);
  });
});

describe('the content check refuses a hostile SVG', () => {
  const temporary: string[] = [];
  afterAll(() => {
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });
  /** A copy of the valid fixture site, with the given files written under its public/ folder. */
  const runWith = (svgs: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svg-pipeline-'));
    temporary.push(dir);
    cpSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site'), dir, { recursive: true });
    for (const [name, text] of Object.entries(svgs)) {
      mkdirSync(path.dirname(path.join(dir, 'public', name)), { recursive: true });
      writeFileSync(path.join(dir, 'public', name), text);
    }
    return runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-12-01' });
  };

  it('accepts the fixture site, whose SVGs are clean', () => {
    expect(runWith({}).errors).toEqual([]);
  });

  it('names an SVG under public/images/, at any depth, with its line, and writes nothing', () => {
    const result = runWith({ 'images/charts/q3/chart.svg': `${open}\n  <circle r="4" onload="fetch('/api/subscribe-newsletter')"/>\n</svg>\n` });
    expect(result.errors.map(formatError)).toEqual([
      `public/images/charts/q3/chart.svg:2:17  svg  has an event handler attribute onload="fetch('/api/subscribe-newsletter')"  (remove it, or export the SVG without scripts or event handlers (in Inkscape: Save as Optimized SVG) and commit that file)`,
    ]);
    expect(result.files.size).toBe(0);
  });

  it('names the SVG, not the posts, when content shows a hostile image', () => {
    const result = runWith({ 'images/test.svg': `${open}<script>alert(1)</script></svg>` });
    expect(result.errors.map(formatError)).toEqual([
      'public/images/test.svg:1:103  svg  has a <script> element  (remove it, or export the SVG without scripts or event handlers (in Inkscape: Save as Optimized SVG) and commit that file)',
    ]);
  });
});
