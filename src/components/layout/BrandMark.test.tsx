import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

/** The shapes of an SVG, as markup: what is drawn, without the root's attributes or a title. */
const shapes = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>.*?<\/title>/, '').replaceAll('/>', '></path>').replace(/<rect([^>]*)><\/path>/g, '<rect$1></rect>');

describe('BrandMark', () => {
  it('draws the shapes of the favicon, hidden from screen readers (the link names the site)', () => {
    const favicon = readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8').trim();
    const mark = renderToStaticMarkup(<BrandMark />);
    expect(shapes(mark)).toBe(shapes(favicon));
    expect(mark).toMatch(/^<svg [^>]*viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">/);
  });
});
