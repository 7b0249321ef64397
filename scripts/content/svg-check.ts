import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { CSS_ADDRESS_FUNCTION, cssFunctionTargets, decodeCssEscapes } from './css-targets';
import type { ContentError } from './errors';

// An SVG under public/ is served from the site's own origin: opened by its address, it is a
// document of the site, so a script in it would run with the site's rights. Every SVG is parsed
// as the browser parses it (XML) and refused when it could run code or load anything from
// outside the file.

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const FIELD = 'svg';
const hints = {
  script: 'remove it, or export the SVG without scripts or event handlers (in Inkscape: Save as Optimized SVG) and commit that file',
  foreignObject: 'an SVG may not embed HTML: turn its text into SVG <text> or paths (in Inkscape: Path > Object to Path) and export again',
  external: 'embed what it shows in the file (in Inkscape: Extensions > Images > Embed Images) or remove it; only #ids of this file and data:image/ URIs are allowed',
  style: 'write the styles into the SVG itself, in a <style> element or style="" attributes',
  malformed: 'open it in an SVG editor and export it again (in Inkscape: Save as Optimized SVG)',
  encoding: 'save it as UTF-8 (in Inkscape: Save as Optimized SVG)',
} as const;

/** A value for a message: one line, not too long. */
function shown(value: string): string {
  const line = JSON.stringify(value).slice(1, -1);
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

/** What a browser makes of a URL's text before reading it: no tabs or line breaks, no spaces or controls around it. */
function urlText(value: string): string {
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** A reference that stays inside the file: an element of it, or an image written into it. */
function staysInside(value: string): boolean {
  const url = urlText(value);
  return url === '' || url.startsWith('#') || /^data:image\//i.test(url);
}

/** `javascript:` however it is hidden: in any case, split by spaces, tabs or control characters. */
function hasJavascriptUrl(value: string): boolean {
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase().includes('javascript:');
}

const CSS_REFERENCES = new RegExp(`${CSS_ADDRESS_FUNCTION.source}|@import`, 'gi');

interface CssProblem {
  /** Index in the CSS as written. */
  index: number;
  /** What was found, like `url(https://example.org/a.png)` or `@import`. */
  found: string;
}

/**
 * References out of the file in CSS: `url()` and `src()`, the strings of `image-set()`,
 * `image()` and `cross-fade()`, and (in a style sheet) `@import`. Read wherever they appear,
 * comments included: a false alarm in a comment is cheap, a missed load is not.
 */
function cssProblems(css: string, sheet: boolean): CssProblem[] {
  const { text, origin } = decodeCssEscapes(css);
  const problems: CssProblem[] = [];
  const at = (i: number) => origin[i] ?? css.length;
  const external = (i: number, name: string, target: string) => problems.push({ index: at(i), found: `${name}(${shown(target)})` });
  for (const match of text.matchAll(CSS_REFERENCES)) {
    const start = match.index;
    if (match[0].toLowerCase() === '@import') {
      if (sheet) problems.push({ index: at(start), found: '@import' });
      continue;
    }
    const name = match[1]!.toLowerCase();
    for (const target of cssFunctionTargets(text, start + match[0].length, name)) if (!staysInside(target)) external(start, name, target);
  }
  return problems;
}

function describeCss(problem: CssProblem, where: string): { message: string; hint: string } {
  return problem.found === '@import'
    ? { message: `has an @import in ${where}, which loads another style sheet`, hint: hints.style }
    : { message: `has ${problem.found} in ${where}, which points outside the file`, hint: hints.external };
}

/** Line starts of a text, to turn an index into a line and column (both from 1). */
function positions(source: string) {
  const starts = [0];
  for (const match of source.matchAll(/\r\n?|\n/g)) starts.push(match.index + match[0].length);
  return (index: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: index - starts[low]! + 1 };
  };
}

/**
 * Where each attribute of a start tag begins. The parser has already found the tag well formed,
 * so its text is `<name`, then `name = "value"` pairs.
 */
function attributeIndexes(source: string, tagStart: number, tagEnd: number): Map<string, number> {
  const indexes = new Map<string, number>();
  let i = source.slice(tagStart, tagEnd).search(/[\s/>]/) + tagStart;
  while (i < tagEnd) {
    while (/\s/.test(source[i] ?? '')) i++;
    if (source[i] === '/' || source[i] === '>' || i >= tagEnd) break;
    const nameStart = i;
    while (i < tagEnd && !/[\s=]/.test(source[i]!)) i++;
    indexes.set(source.slice(nameStart, i), nameStart);
    while (i < tagEnd && source[i] !== '"' && source[i] !== "'") i++;
    const close = source.indexOf(source[i]!, i + 1);
    i = close === -1 ? tagEnd : close + 1;
  }
  return indexes;
}

class NotWellFormed extends Error {}

/** The problems of one SVG, given its text; `file` is the path printed in messages. */
export function checkSvg(source: string, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const positionOf = positions(source);
  const report = (index: number, message: string, hint: string) => {
    errors.push({ file, ...positionOf(index), field: FIELD, message, hint });
  };

  const parser = new SaxesParser({ xmlns: true, position: true });
  /** Where the next piece of the document starts. */
  let cursor = 0;
  let rootSeen = false;
  /** Open elements, innermost last, with what the checks need to know about them. */
  const open: { tag: SaxesTagNS; html: boolean; foreign: boolean }[] = [];
  /** The style sheet of the open <style> element, in pieces: its text in the file and as parsed. */
  let sheet: { raw: number; text: string }[] | undefined;

  const checkAttribute = (tag: SaxesTagNS, attribute: SaxesAttributeNS, index: number) => {
    if (attribute.uri === XMLNS_NAMESPACE) return;
    const name = attribute.name;
    const local = attribute.local.toLowerCase();
    if (local.startsWith('on')) return report(index, `has an event handler attribute ${name}="${shown(attribute.value)}"`, hints.script);
    if (hasJavascriptUrl(attribute.value)) return report(index, `has a javascript: address in ${name}="${shown(attribute.value)}"`, hints.script);
    if ((local === 'href' || local === 'src') && !staysInside(attribute.value)) {
      return report(index, `has ${name}="${shown(attribute.value)}", which points outside the file`, hints.external);
    }
    // <set attributeName="href" to="...">: an animation can write a reference or an event handler.
    const animated = tag.attributes.attributeName?.value.replace(/^[^:]*:/, '').trim().toLowerCase();
    if (local === 'attributename' && animated?.startsWith('on')) return report(index, `animates the event handler ${attribute.value}`, hints.script);
    if ((animated === 'href' || animated === 'src') && ['to', 'from', 'by', 'values'].includes(local)) {
      const outside = attribute.value.split(';').find((value) => !staysInside(value));
      if (outside !== undefined) return report(index, `animates ${animated} to "${shown(outside.trim())}", which points outside the file`, hints.external);
    }
    // Presentation attributes (fill="url(#g)") and style="" hold CSS.
    const [problem] = cssProblems(attribute.value, false);
    if (problem) {
      const { message, hint } = describeCss(problem, `${name}="${shown(attribute.value)}"`);
      report(index, message, hint);
    }
  };

  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding !== undefined && !/^utf-?8$/i.test(declaration.encoding)) {
      report(0, `declares the encoding "${shown(declaration.encoding)}"`, hints.encoding);
    }
    cursor = parser.position;
  });
  parser.on('doctype', (doctype) => {
    // Entities declared in the file could spell out markup that no check here would see.
    if (doctype.includes('[')) report(cursor, 'has a DOCTYPE with declarations of its own', hints.malformed);
    cursor = parser.position;
  });
  parser.on('processinginstruction', (instruction) => {
    // A style sheet, or an XSLT transform that can write any markup, applied to the whole file.
    if (instruction.target.toLowerCase() === 'xml-stylesheet') report(cursor, 'has an <?xml-stylesheet?> instruction', hints.style);
    cursor = parser.position;
  });
  parser.on('comment', () => {
    cursor = parser.position;
  });
  parser.on('opentag', (tag) => {
    const tagStart = cursor;
    cursor = parser.position;
    const local = tag.local.toLowerCase();
    const parent = open.at(-1);
    const foreign = Boolean(parent?.foreign) || local === 'foreignobject';
    const html = tag.uri === XHTML_NAMESPACE;
    if (!rootSeen) {
      rootSeen = true;
      if (local !== 'svg' || tag.uri !== SVG_NAMESPACE) {
        report(tagStart, `is not an SVG image: its root element is <${tag.name}> ${tag.uri ? `in ${tag.uri}` : 'without a namespace'}`, 'an SVG file starts with <svg xmlns="http://www.w3.org/2000/svg">');
      }
    }
    if (sheet) report(tagStart, `has an element <${tag.name}> inside <style>`, hints.style);
    if (local === 'script') report(tagStart, `has a <${tag.name}> element`, hints.script);
    else if (local === 'foreignobject') report(tagStart, `has a <${tag.name}> element, which embeds HTML`, hints.foreignObject);
    // HTML elements run outside <foreignObject> too (an <iframe srcdoc> is a page of its own).
    else if (parent && html && !parent.html && !foreign) report(tagStart, `has an HTML element <${tag.name}>`, hints.foreignObject);
    const indexes = attributeIndexes(source, tagStart, cursor);
    for (const attribute of Object.values(tag.attributes)) checkAttribute(tag, attribute, indexes.get(attribute.name) ?? tagStart);
    open.push({ tag, html, foreign });
    if (local === 'style') sheet = [];
  });
  parser.on('text', (text) => {
    // The event comes once the `<` after the text is read.
    sheet?.push({ raw: cursor, text });
    cursor = parser.position - 1;
  });
  parser.on('cdata', (text) => {
    sheet?.push({ raw: cursor + '<![CDATA['.length, text });
    cursor = parser.position;
  });
  parser.on('closetag', (tag) => {
    cursor = parser.position;
    open.pop();
    if (!sheet || tag.local.toLowerCase() !== 'style') return;
    // The pieces read as one style sheet (`ur<!-- -->l(` is `url(`); a problem is placed in its piece.
    const pieces = sheet;
    sheet = undefined;
    const css = pieces.map((piece) => piece.text).join('');
    for (const problem of cssProblems(css, true)) {
      let offset = problem.index;
      const piece = pieces.find((candidate) => {
        if (offset < candidate.text.length) return true;
        offset -= candidate.text.length;
        return false;
      });
      // Where entities were decoded, the text in the file is longer: point at the start of the piece.
      const exact = piece && source.startsWith(piece.text, piece.raw);
      const { message, hint } = describeCss(problem, `<${tag.name}>`);
      report(piece ? piece.raw + (exact ? offset : 0) : cursor, message, hint);
    }
  });
  parser.on('error', (error) => {
    const message = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    report(Math.max(0, Math.min(parser.position - 1, source.length - 1)), `is not well-formed XML: ${message}`, hints.malformed);
    throw new NotWellFormed();
  });

  try {
    parser.write(source).close();
  } catch (error) {
    if (!(error instanceof NotWellFormed)) throw error;
  }
  return errors;
}

/** The problems of one SVG file; a file that is not UTF-8 text is one problem. */
export function checkSvgFile(file: string, display: string): ContentError[] {
  const bytes = readFileSync(file);
  const bom = bytes.subarray(0, 2).toString('hex');
  let source: string;
  try {
    if (bom === 'fffe' || bom === 'feff') throw new TypeError('UTF-16');
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return [{ file: display, line: 1, column: 1, field: FIELD, message: 'is not UTF-8 text', hint: hints.encoding }];
  }
  return checkSvg(source, display);
}

/** Every .svg file under a folder, at any depth, through symbolic links (each folder once). */
export function svgFilesUnder(dir: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const walk = (folder: string) => {
    const real = realpathSync(folder);
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats?.isDirectory()) walk(file);
      else if (stats?.isFile() && /\.svg$/i.test(name)) files.push(file);
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/**
 * Checks every SVG under `publicDir`: every file the site serves from its own origin is there, so
 * this covers every SVG that content shows, referenced or not. Each problem names the SVG file,
 * as `display` prints it.
 */
export function checkPublicSvgs(publicDir: string, display: (file: string) => string): ContentError[] {
  return svgFilesUnder(publicDir).flatMap((file) => checkSvgFile(file, display(file)));
}
