import { blogPostPath } from '../../config/routes';
import { cardSizes } from '../../components/primitives/image-sizes';
import { fallbackSrc, mimeTypes, SOURCE_FORMATS, srcset, variantsFor } from '../../components/primitives/responsive-image';
import type { BlogPostSummary, Guide, Resource, ResponsiveImage } from '../../content/types';
import { formatCalendarDate, longDateFormat } from '../../lib/dates';
import { field, type ListingEntry } from './listing-cards.client';
import type { SearchListing } from './search-options';

/**
 * Cards of other pages, made in the browser for a search or a category that reaches them: a copy
 * of a card the page has, its marked fields (data-field, see PostSummary) filled with the item.
 * Loaded with the listing's items, which only a filter that reaches other pages fetches.
 */

// Made now, while the listing's items are on their way, rather than at the keystroke that first
// shows a card of another page (search bench, CPU 4x: p95 74-81 ms so, 23-24 ms made here).
longDateFormat();

function setText(card: Element, name: string, text: string): void {
  const element = field(card, name);
  if (element) element.textContent = text;
}

/** The box of each kind of card (Image's width and height): kept by an illustration, the crop of a photo. */
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
function cardMedia(src: string, image: ResponsiveImage | undefined, alt: string, box: Box): HTMLElement {
  const lazy: [string, string][] = [
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ];
  if (!image) return element('img', [['src', src], ['alt', alt], ['width', String(box.width)], ['height', String(box.height)], ...lazy]);
  const set = variantsFor(image, box);
  const picture = document.createElement('picture');
  picture.append(
    ...SOURCE_FORMATS.map((format) => element('source', [['type', mimeTypes[format]], ['srcset', srcset(set, format)], ['sizes', cardSizes]])),
    element('img', [
      ['src', fallbackSrc(set)],
      ['srcset', srcset(set, set.fallback)],
      ['sizes', cardSizes],
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

export interface CardKind<T> {
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

