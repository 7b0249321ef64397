import type { Root } from 'hast';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteLink } from '../../components/primitives/SiteLink';
import { Markdown } from './Markdown';

const paragraph = (...links: { href?: string; text: string }[]): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: links.map(({ href, text }) => ({
        type: 'element',
        tagName: 'a',
        properties: href === undefined ? {} : { href },
        children: [{ type: 'text', value: text }],
      })),
    },
  ],
});

// Markdown needs no router: it renders inside islands too, where there is none.
const html = (tree: Root) => renderToStaticMarkup(<Markdown tree={tree} />);

describe('Markdown', () => {
  it('renders a link whose address the sanitiser removed as its plain text', () => {
    expect(html(paragraph({ text: 'click' }))).toBe('<p>click</p>');
  });

  it('renders site pages, other sites and fragments as anchors with their address', () => {
    const out = html(paragraph({ href: '/how-it-works', text: 'a' }, { href: 'https://example.com/', text: 'b' }, { href: '#x', text: 'c' }));
    expect(out).toBe('<p><a href="/how-it-works">a</a><a href="https://example.com/">b</a><a href="#x">c</a></p>');
  });

  it('marks a link whose text is its address, which a printed page does not repeat after it', () => {
    const out = html(paragraph({ href: 'https://example.com/', text: 'example.com' }, { href: '/faq', text: 'the FAQ' }));
    expect(out).toBe('<p><a href="https://example.com/" data-text-is-address="">example.com</a><a href="/faq">the FAQ</a></p>');
  });
});

describe('SiteLink', () => {
  it('renders a plain anchor, without throwing, when it is handed no href at run time', () => {
    const props = {} as { href: string };
    expect(renderToStaticMarkup(<SiteLink {...props}>text</SiteLink>)).toBe('<a>text</a>');
  });
});
