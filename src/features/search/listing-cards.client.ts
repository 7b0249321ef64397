import { cardSizes } from '../../components/primitives/image-sizes';

/** A card's marked field (data-field, see PostSummary). */
export const field = (card: Element, name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`);

/** An item of a listing as its search reads it: its title and the text searched beside it. */
export interface ListingEntry {
  slug: string;
  title: string;
  description: string;
  category: string;
}

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
      if (element.hasAttribute('sizes')) element.setAttribute('sizes', cardSizes);
      if (element instanceof HTMLImageElement) {
        element.setAttribute('loading', 'lazy');
        element.removeAttribute('fetchpriority');
        element.removeAttribute('elementtiming');
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
