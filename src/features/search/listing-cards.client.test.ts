/** @vitest-environment jsdom */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardMediaTemplate } from '../../components/primitives/ImageMedia';
import { PostCard, postCardImage } from '../blog/PostCard';
import type { BlogPostSummary, ResponsiveImage } from '../../content/types';
import { translator } from '../../i18n/text';
import { cardKinds, type CardContext } from './listing-card-fill.client';
import { copyFields } from './listing-cards.client';
import { InPage } from '../../../tests/support/render-in-page';

// Cards made in the browser for a search copy a card the page rendered: its picture must become
// the item's own, a <picture> of the build's variants or the SVG itself, whichever the copy had,
// cloned from the page's template.

// A 4:3 photo the build also cut to a wide card's 16:9.
const photo: ResponsiveImage = {
  base: '/media/team-0123456789',
  widths: [400, 720, 960, 1200],
  width: 1200,
  height: 900,
  fallback: 'jpeg',
  crops: [{ crop: '16x9', widths: [400, 720, 960, 1200], width: 1200, height: 675, fallback: 'jpeg' }],
};
const post = (slug: string, image: string, imageSet?: ResponsiveImage): BlogPostSummary => ({
  slug,
  title: `Post ${slug}`,
  excerpt: 'An excerpt',
  author: 'A. Writer',
  date: '2026-11-01',
  category: 'Patient Care',
  image,
  imageAlt: `The picture of ${slug}`,
  draft: false,
  readTime: 3,
  ...(imageSet ? { imageSet } : {}),
});

const english: CardContext = { t: translator({ 'post.readTime': '{minutes} min read' }) };

/** A card as the page renders it, in a document (styles are not needed). */
function rendered(item: BlogPostSummary): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(createElement(InPage, { children: createElement(PostCard, { post: item }) }));
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

describe('cards made for a search', () => {
  // The listing page's template of a card's pictures, which the cards' pictures are cloned from.
  beforeAll(() => document.body.insertAdjacentHTML('beforeend', renderToStaticMarkup(createElement(CardMediaTemplate, postCardImage))));

  it("turn a copied SVG card into a lazy <picture> of the AVIF, WebP and JPEG variants of the photo's card crop", () => {
    const card = rendered(post('drawn', '/images/blog/drawn.svg'));
    cardKinds.blog.fill(card, post('photo', '/images/blog/photo.jpg', photo) as never, english);
    const picture = card.querySelector('[data-image-frame] > picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]!.getAttribute('srcset')).toBe(
      '/media/team-0123456789-16x9-400.webp 400w, /media/team-0123456789-16x9-720.webp 720w, /media/team-0123456789-16x9-960.webp 960w, /media/team-0123456789-16x9-1200.webp 1200w',
    );
    expect(sources[0]!.getAttribute('srcset')).toBe(sources[1]!.getAttribute('srcset')!.replaceAll('.webp', '.avif'));
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/team-0123456789-16x9-720.jpg');
    expect(img.getAttribute('srcset')).toContain('/media/team-0123456789-16x9-1200.jpg 1200w');
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(img.getAttribute('sizes'));
    expect([img.alt, img.getAttribute('loading'), img.width, img.height]).toEqual(['The picture of photo', 'lazy', 1200, 675]);
    expect(card.querySelectorAll('[data-image-frame] img')).toHaveLength(1);
    // The very markup the build gives the same post's card.
    const built = rendered(post('photo', '/images/blog/photo.jpg', photo));
    expect(card.querySelector('[data-image-frame]')!.outerHTML).toBe(built.querySelector('[data-image-frame]')!.outerHTML);
  });

  it('turn a copied photo card back into the plain SVG of an illustrated post', () => {
    const card = rendered(post('photo', '/images/blog/photo.jpg', photo));
    cardKinds.blog.fill(card, post('drawn', '/images/blog/drawn.svg') as never, english);
    expect(card.querySelector('[data-image-frame] > picture')).toBeNull();
    const img = card.querySelector<HTMLImageElement>('[data-image-frame] > img')!;
    expect([img.getAttribute('src'), img.alt, img.getAttribute('loading')]).toEqual(['/images/blog/drawn.svg', 'The picture of drawn', 'lazy']);
    const built = rendered(post('drawn', '/images/blog/drawn.svg'));
    expect(card.querySelector('[data-image-frame]')!.outerHTML).toBe(built.querySelector('[data-image-frame]')!.outerHTML);
  });

  it("copy the featured post's picture at a card's size, lazily, without its priority", () => {
    const featured = document.createElement('div');
    featured.innerHTML = `<div data-image-frame=""><picture><source type="image/webp" srcset="/media/a-400.webp 400w" sizes="50vw"><img src="/media/a-800.jpg" srcset="/media/a-400.jpg 400w" sizes="50vw" alt="Featured" loading="eager" fetchpriority="high" elementtiming="page-picture"></picture></div>`;
    const card = rendered(post('drawn', '/images/blog/drawn.svg'));
    copyFields(featured, card);
    const img = card.querySelector<HTMLImageElement>('[data-image-frame] > picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('elementtiming'), img.alt]).toEqual([
      '/media/a-800.jpg',
      'lazy',
      null,
      null,
      'Featured',
    ]);
    expect(img.getAttribute('sizes')).not.toBe('50vw');
    expect(card.querySelector('[data-image-frame] source')!.getAttribute('sizes')).toBe(img.getAttribute('sizes'));
  });

  it("fill a Spanish page's card with its language's reading time and address", () => {
    const card = rendered(post('drawn', '/images/blog/drawn.svg'));
    const spanish: CardContext = { t: translator({ 'post.readTime': '{minutes} min de lectura' }), home: '/es' };
    cardKinds.blog.fill(card, post('primera-semana', '/images/blog/drawn.svg') as never, spanish);
    expect(card.querySelector('[data-field="readTime"]')!.textContent).toBe('3 min de lectura');
    expect(card.querySelector('a[data-field="title"]')!.getAttribute('href')).toBe('/es/blog/primera-semana');
    // An English page's card is as the build renders it.
    const englishCard = rendered(post('drawn', '/images/blog/drawn.svg'));
    cardKinds.blog.fill(englishCard, post('photo', '/images/blog/drawn.svg') as never, english);
    expect(englishCard.querySelector('[data-field="readTime"]')!.textContent).toBe(rendered(post('photo', '/images/blog/drawn.svg')).querySelector('[data-field="readTime"]')!.textContent);
    expect(englishCard.querySelector('a[data-field="title"]')!.getAttribute('href')).toBe('/blog/photo');
  });
});
