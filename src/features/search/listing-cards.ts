import { blogPostPath } from '../../config/routes';
import { imageSizes } from '../../components/primitives/image-sizes';
import { largestFallback, srcset } from '../../components/primitives/responsive-image';
import type { BlogPostSummary, Guide, Resource, ResponsiveImage } from '../../content/types';
import { formatCalendarDate } from '../../lib/dates';
import type { SearchListing } from './search-options';

/**
 * Cards of other pages, made in the browser for a search or a category that reaches them: a copy
 * of a card the page has, its marked fields (data-field, see PostSummary) filled with the item.
 */

const field = (card: Element, name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`);

function setText(card: Element, name: string, text: string): void {
  const element = field(card, name);
  if (element) element.textContent = text;
}

/** The box of each kind of card (Image's width and height), kept by an illustration that fills it. */
type Box = { width: number; height: number };
const wide: Box = { width: 800, height: 450 };
const tall: Box = { width: 600, height: 800 };

/** Sets attributes in the order Image renders them, so a card made here is the card the build made. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: [string, string][]): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of attributes) made.setAttribute(name, value);
  return made;
}

/** A card's picture as Image renders it: a <picture> of the build's variants, or the file itself (an SVG). */
function cardMedia(src: string, set: ResponsiveImage | undefined, alt: string, box: Box): HTMLElement {
  const lazy: [string, string][] = [
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ];
  if (!set) return element('img', [['src', src], ['alt', alt], ['width', String(box.width)], ['height', String(box.height)], ...lazy]);
  const picture = document.createElement('picture');
  picture.append(
    element('source', [['type', 'image/webp'], ['srcset', srcset(set, 'webp')], ['sizes', imageSizes.card]]),
    element('img', [
      ['src', largestFallback(set, 800).path],
      ['srcset', srcset(set, set.fallback)],
      ['sizes', imageSizes.card],
      ['alt', alt],
      ['width', String(set.width)],
      ['height', String(set.height)],
      ...lazy,
    ]),
  );
  return picture;
}

function setImage(card: Element, src: string, set: ResponsiveImage | undefined, alt: string, box: Box): void {
  const frame = card.querySelector<HTMLElement>('[data-image-frame]');
  const current = frame?.querySelector<HTMLElement>(':scope > picture, :scope > img');
  if (!frame || !current) return;
  current.replaceWith(cardMedia(src, set, alt, box));
  // The copy may come from a card whose picture had failed: its placeholder goes back.
  const placeholder = frame.querySelector<HTMLElement>(':scope > [role="img"]');
  if (placeholder) {
    placeholder.hidden = true;
    placeholder.setAttribute('aria-label', alt || 'Image unavailable');
  }
}

function setDate(card: Element, date: string): void {
  const time = field(card, 'date');
  if (!(time instanceof HTMLTimeElement)) return;
  time.dateTime = date;
  time.textContent = formatCalendarDate(date);
}

function setLink(card: Element, name: string, href: string, text: string): void {
  const link = field(card, name);
  if (!(link instanceof HTMLAnchorElement)) return;
  link.href = href;
  link.textContent = text;
}

/** An item of a listing as its search reads it: its title and the text searched beside it. */
export interface ListingEntry {
  slug: string;
  title: string;
  description: string;
  category: string;
}

interface CardKind<T> {
  /** What the search reads of an item (the blog searches its excerpt). */
  entry: (item: T) => ListingEntry;
  fill: (card: Element, item: T) => void;
}

const post: CardKind<BlogPostSummary> = {
  entry: ({ slug, title, excerpt, category }) => ({ slug, title, description: excerpt, category }),
  fill: (card, item) => {
    setImage(card, item.image, item.imageSet, item.imageAlt, wide);
    setText(card, 'category', item.category);
    setLink(card, 'title', blogPostPath(item.slug), item.title);
    setText(card, 'description', item.excerpt);
    setDate(card, item.date);
    setText(card, 'readTime', `${item.readTime} min read`);
  },
};

/** Resources and guides search their description. */
const described = ({ slug, title, description, category }: ListingEntry): ListingEntry => ({ slug, title, description, category });

const resource: CardKind<Resource> = {
  entry: described,
  fill: (card, item) => {
    setImage(card, item.image, item.imageSet, item.imageAlt, wide);
    setText(card, 'category', item.category);
    setLink(card, 'title', item.link, item.title);
    setText(card, 'description', item.description);
    setDate(card, item.date);
  },
};

const guide: CardKind<Guide> = {
  entry: described,
  fill: (card, item) => {
    setImage(card, item.coverImage, item.coverImageSet, item.coverImageAlt, tall);
    setText(card, 'category', item.category);
    setText(card, 'title', item.title);
    setText(card, 'description', item.description);
    const download = field(card, 'download');
    if (download instanceof HTMLAnchorElement) {
      download.href = item.downloadLink;
      download.setAttribute('aria-label', `Download PDF: ${item.title}`);
    }
  },
};

export const cardKinds: Record<SearchListing, CardKind<never>> = { blog: post, resources: resource, guides: guide } as Record<SearchListing, CardKind<never>>;

/**
 * Fills `card` from another rendering of the same item on the page (the blog's featured article):
 * its picture, and a copy of each marked field (the same elements, from the same components).
 */
export function copyFields(source: Element, card: Element): void {
  const media = source.querySelector<HTMLElement>('[data-image-frame] > picture, [data-image-frame] > img');
  const current = card.querySelector<HTMLElement>('[data-image-frame] > picture, [data-image-frame] > img');
  if (media && current) {
    // The same picture, shown at a card's width, lazily like the cards around it.
    const copy = media.cloneNode(true) as HTMLElement;
    for (const element of [copy, ...copy.querySelectorAll<HTMLElement>('source, img')]) {
      if (element.hasAttribute('sizes')) element.setAttribute('sizes', imageSizes.card);
      if (element instanceof HTMLImageElement) {
        element.setAttribute('loading', 'lazy');
        element.removeAttribute('fetchpriority');
        element.hidden = false;
      }
    }
    current.replaceWith(copy);
    const placeholder = card.querySelector<HTMLElement>('[data-image-frame] > [role="img"]');
    if (placeholder) placeholder.hidden = true;
  }
  for (const target of card.querySelectorAll<HTMLElement>('[data-field]')) {
    const from = field(source, target.dataset.field!);
    if (from) target.replaceWith(from.cloneNode(true));
  }
}

/** What the search reads of a card the page rendered. */
export function readEntry(card: HTMLElement): ListingEntry {
  return {
    slug: card.dataset.slug ?? '',
    title: field(card, 'title')?.textContent ?? '',
    description: field(card, 'description')?.textContent ?? '',
    category: field(card, 'category')?.textContent ?? '',
  };
}
