import { blogPostPath } from '../../config/routes';
import { fallbackSrc, mimeTypes, srcset, variantsFor, type ImageFormat } from '../../components/primitives/responsive-image';
import type { BlogPostSummary, Guide, Resource, ResponsiveImage } from '../../content/types';
import type { Language } from '../../config/languages';
import type { Translate } from '../../i18n/text';
import { formatCalendarDate, longDateFormat } from '../../lib/dates';
import { field, type ListingEntry } from './listing-cards.client';
import type { SearchListing } from './search-options';

/**
 * Cards of other pages, made in the browser for a search or a category that reaches them: a copy
 * of a card the page has, its marked fields (data-field, see PostSummary) filled with the item and
 * its picture cloned from the page's template. Nothing here writes markup of its own. Loaded with
 * the listing's items, which only a filter that reaches other pages fetches.
 */

// Made now, while the listing's items are on their way: made at the keystroke that first shows a
// card of another page, it would make that keystroke's answer three times slower on a phone.
longDateFormat();

function setText(card: Element, name: string, text: string): void {
  const element = field(card, name);
  if (element) element.textContent = text;
}

/** Where a format's MIME type (a <source>'s `type`) says which variants it lists. */
const formatOf = (type: string) => (Object.keys(mimeTypes) as ImageFormat[]).find((format) => mimeTypes[format] === type)!;

/**
 * An item's picture, cloned from the page's template of a card's pictures (CardMediaTemplate in
 * ImageMedia.tsx): its <picture> with the item's variants, or its <img> with the item's file (an
 * SVG). Only values change: the elements and their attributes are those React rendered.
 */
function cardMedia(template: HTMLTemplateElement, src: string, image: ResponsiveImage | undefined, alt: string): HTMLElement {
  const plain = template.content.querySelector<HTMLImageElement>('img:not(picture > img)')!;
  if (!image) {
    const img = plain.cloneNode() as HTMLImageElement;
    img.setAttribute('src', src);
    img.alt = alt;
    return img;
  }
  // The card's box is the plain picture's: a photo shows the build's crop to its proportions.
  const set = variantsFor(image, { width: Number(plain.getAttribute('width')), height: Number(plain.getAttribute('height')) });
  const picture = template.content.querySelector('picture')!.cloneNode(true) as HTMLElement;
  for (const source of picture.querySelectorAll('source')) source.srcset = srcset(set, formatOf(source.type));
  const img = picture.querySelector('img')!;
  img.setAttribute('src', fallbackSrc(set));
  img.srcset = srcset(set, set.fallback);
  img.alt = alt;
  img.width = set.width;
  img.height = set.height;
  return picture;
}

function setImage(card: Element, src: string, set: ResponsiveImage | undefined, alt: string): void {
  const frame = card.querySelector<HTMLElement>('[data-image-frame]');
  const current = frame?.querySelector<HTMLElement>(':scope > picture, :scope > img');
  const template = document.querySelector<HTMLTemplateElement>('template[data-card-media]');
  if (!frame || !current || !template) return;
  current.replaceWith(cardMedia(template, src, set, alt));
  // The copy may come from a card whose picture had failed: its placeholder goes back.
  const placeholder = frame.querySelector<HTMLElement>(':scope > [role="img"]');
  if (placeholder) {
    placeholder.hidden = true;
    placeholder.setAttribute('aria-label', alt || 'Image unavailable');
  }
}

function setDate(card: Element, date: string, language?: Language): void {
  const time = field(card, 'date');
  if (!(time instanceof HTMLTimeElement)) return;
  time.dateTime = date;
  time.textContent = formatCalendarDate(date, language);
}

function setLink(card: Element, name: string, href: string, text: string): void {
  const link = field(card, name);
  if (!(link instanceof HTMLAnchorElement)) return;
  link.href = href;
  link.textContent = text;
}

/** What a card's words need of the page: its language's strings (the island's) and where its addresses start. */
export interface CardContext {
  t: Translate;
  /** A category's label on a translated page; English shows categories as written. */
  category?: (category: string) => string;
  /** The page's language, for dates. */
  language?: Language;
  /** `/es` on a Spanish page; none in English. */
  home?: string;
}

export interface CardKind<T> {
  /** What the search reads of an item (the blog searches its excerpt). */
  entry: (item: T) => ListingEntry;
  fill: (card: Element, item: T, context: CardContext) => void;
}

const post: CardKind<BlogPostSummary> = {
  entry: ({ slug, title, excerpt, category }) => ({ slug, title, description: excerpt, category }),
  fill: (card, item, context) => {
    const { t, home = '' } = context;
    setImage(card, item.image, item.imageSet, item.imageAlt);
    setText(card, 'category', context.category?.(item.category) ?? item.category);
    setLink(card, 'title', home + blogPostPath(item.slug), item.title);
    setText(card, 'description', item.excerpt);
    setDate(card, item.date, context.language);
    setText(card, 'readTime', t('post.readTime', { minutes: item.readTime }));
  },
};

/** Resources and guides search their description. */
const described = ({ slug, title, description, category }: ListingEntry): ListingEntry => ({ slug, title, description, category });

const resource: CardKind<Resource> = {
  entry: described,
  fill: (card, item, context) => {
    setImage(card, item.image, item.imageSet, item.imageAlt);
    setText(card, 'category', context.category?.(item.category) ?? item.category);
    setLink(card, 'title', item.link, item.title);
    setText(card, 'description', item.description);
    setDate(card, item.date, context.language);
  },
};

const guide: CardKind<Guide> = {
  entry: described,
  fill: (card, item, context) => {
    setImage(card, item.coverImage, item.coverImageSet, item.coverImageAlt);
    setText(card, 'category', context.category?.(item.category) ?? item.category);
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

