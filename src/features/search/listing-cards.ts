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

/** A card's picture as Image renders it: a <picture> of the build's variants, or the file itself (an SVG). */
function cardMedia(src: string, set: ResponsiveImage | undefined, alt: string, box: { width: string; height: string }): HTMLElement {
  const img = document.createElement('img');
  img.alt = alt;
  img.loading = 'lazy';
  img.decoding = 'async';
  if (!set) {
    img.src = src;
    img.width = Number(box.width);
    img.height = Number(box.height);
    return img;
  }
  img.src = largestFallback(set, 800).path;
  img.srcset = srcset(set, set.fallback);
  img.sizes = imageSizes.card;
  img.width = set.width;
  img.height = set.height;
  const picture = document.createElement('picture');
  const webp = document.createElement('source');
  webp.type = 'image/webp';
  webp.srcset = srcset(set, 'webp');
  webp.sizes = imageSizes.card;
  picture.append(webp, img);
  return picture;
}

function setImage(card: Element, src: string, set: ResponsiveImage | undefined, alt: string): void {
  const frame = card.querySelector<HTMLElement>('[data-image-frame]');
  const current = frame?.querySelector<HTMLElement>(':scope > picture, :scope > img');
  if (!frame || !current) return;
  // The box keeps the card's proportions, which the copied card's first image gave its <img>.
  const [width, height] = getComputedStyle(frame).aspectRatio.split('/').map((part) => part.trim());
  current.replaceWith(cardMedia(src, set, alt, { width: width ?? '800', height: height ?? '450' }));
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
    setImage(card, item.image, item.imageSet, item.imageAlt);
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
    setImage(card, item.image, item.imageSet, item.imageAlt);
    setText(card, 'category', item.category);
    setLink(card, 'title', item.link, item.title);
    setText(card, 'description', item.description);
    setDate(card, item.date);
  },
};

const guide: CardKind<Guide> = {
  entry: described,
  fill: (card, item) => {
    setImage(card, item.coverImage, item.coverImageSet, item.coverImageAlt);
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
        element.loading = 'lazy';
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
