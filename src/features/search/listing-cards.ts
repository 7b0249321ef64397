import { blogPostPath } from '../../config/routes';
import type { BlogPostSummary, Guide, Resource } from '../../content/types';
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

function setImage(card: Element, src: string, alt: string): void {
  const img = card.querySelector<HTMLImageElement>('[data-image-frame] > img');
  if (!img) return;
  img.src = src;
  img.alt = alt;
  img.loading = 'lazy';
  img.hidden = false;
  // The copy may come from a card whose picture had failed: its placeholder goes back.
  const placeholder = img.parentElement?.querySelector<HTMLElement>(':scope > [role="img"]');
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
    setImage(card, item.image, item.imageAlt);
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
    setImage(card, item.image, item.imageAlt);
    setText(card, 'category', item.category);
    setLink(card, 'title', item.link, item.title);
    setText(card, 'description', item.description);
    setDate(card, item.date);
  },
};

const guide: CardKind<Guide> = {
  entry: described,
  fill: (card, item) => {
    setImage(card, item.coverImage, item.coverImageAlt);
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
  const img = source.querySelector<HTMLImageElement>('[data-image-frame] > img');
  if (img) setImage(card, img.getAttribute('src') ?? '', img.alt);
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
