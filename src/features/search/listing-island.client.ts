import { listedCollections } from '../../content/collections/listed';
import { translator, type InterfaceText } from '../../i18n/text';
import { languageOfPath } from '../../config/languages';
import { categoryKey } from './island-text';
import { bindAddressFilters, type Filters } from './address-filters.client';
import type { CardKind } from './listing-card-fill.client';
import { copyFields, readEntry, type ListingEntry } from './listing-cards.client';
import { ALL_CATEGORIES, allowedErrors, closeMatches, exactMatches, type ListingSearcher, type SearchOutcome } from './listing-search';
import { closeMatchNote, listingStatus, PAGE_SIZE } from './listing-status';
import { loadListingItems, loadSearcher } from './load-searcher.client';
import type { ListingPageInfo } from './pagination';
import type { SearchListing } from './search-options';

/** What the server gives a listing's island, in the page's language (useListingIslandProps). */
export interface ListingIslandProps {
  listing: SearchListing;
  page: ListingPageInfo;
  /** The data files it fetches: every item, and the search index. */
  files: { items: string; searchIndex: string };
  /** The strings it fills, by catalogue key (listingTextKeys), placeholders unfilled. */
  text: InterfaceText;
  /** Where the language's addresses start (`/es`); none in English. */
  home?: string;
}

/** An item of the listing, with its card once the page has one. */
interface Entry extends ListingEntry {
  /** Its data, fetched with the listing's other pages. */
  item?: unknown;
  /** Where the page shows it other than as a card (the blog's featured article). */
  shownAs?: Element;
  card?: HTMLElement;
}

type Outcome = SearchOutcome['kind'] | 'pending';

/**
 * A listing's search, categories and Load More, in the page's own markup (ListingResults and
 * ListingFilters). The filters live in the address (bindAddressFilters). The listing's rule finds
 * the items that contain the text (listing-search); when none does, Fuse's close matches, with
 * the index fetched the first time the visitor searches. A page carries only its own cards: on a
 * listing of several pages, a filter looks through every item, fetched when the visitor first
 * filters, and the cards of other pages are made from a copy of one of the page's. Each change
 * shows at most the first six results; Load More adds six more.
 */
export function startListing(marker: HTMLElement, { listing, page, files, text, home }: ListingIslandProps): void {
  // The type's own listing, not the table of every listing the pages read (listings.ts).
  const config = listedCollections.find(({ name }) => name === listing)!.listing;
  const t = translator(text);
  /** How the listing's items are read and made into cards: loaded with the items. */
  let kind: CardKind<never> | undefined;
  const find = <E extends Element = HTMLElement>(selector: string) => marker.querySelector<E>(selector);
  const input = find<HTMLInputElement>('input[type="search"]');
  const grid = find('[data-listing-grid]');
  const countLine = find('[data-listing-count]');
  const note = find('[data-listing-note]');
  const empty = find('[data-empty-state]');
  const more = find('[data-load-more]');
  if (!input || !grid || !countLine || !note || !empty || !more) throw new Error(`The ${listing} listing's markup is incomplete`);
  const chips = Array.from(marker.querySelectorAll<HTMLButtonElement>('button[data-category]'));
  const pageLinks = find('[data-page-links]');
  // The blog's first page: the featured article (with the newsletter form beside it) and the heading.
  const featuredBlock = find('[data-listing-featured]');
  const newsletter = find('[data-listing-newsletter]');
  const results = find('[data-listing-results]');
  const heading = find('[data-listing-heading]');
  const headings = { all: heading?.textContent ?? '', filtered: heading?.dataset.filteredText ?? '' };

  const pageEntries: Entry[] = Array.from(grid.children as HTMLCollectionOf<HTMLElement>).map((card) => ({ ...readEntry(card), card }));
  // From now on the script decides which cards are in the grid.
  for (const entry of pageEntries) entry.card!.removeAttribute('data-later-page');
  const sample = (grid.firstElementChild ?? find<HTMLTemplateElement>('template[data-listing-card]')?.content.firstElementChild)?.cloneNode(true);
  // A search may show the featured article as a card: it is read from its own markup.
  const featuredPost = featuredBlock?.querySelector<HTMLElement>('[data-slug]');
  const featuredEntry: Entry | undefined = featuredPost ? { ...readEntry(featuredPost), shownAs: featuredPost } : undefined;
  const onPage = featuredEntry ? [featuredEntry, ...pageEntries] : pageEntries;
  const pageBySlug = new Map(onPage.map((entry) => [entry.slug, entry]));

  /** Every item of the listing: the page's own when it is the only page, else fetched. */
  let everything: Entry[] | undefined = page.count === 1 ? onPage : undefined;
  let everythingBySlug = new Map(everything?.map((entry) => [entry.slug, entry]));
  let searcher: ListingSearcher | undefined;
  let filters: Filters = { text: '', category: ALL_CATEGORIES };
  /** Changes with the filters; a new one starts again from the first six. */
  let filterKey = '';
  /** The filters for which a fetch failed (every retry spent): they show nothing; the next change tries again. */
  let failedFor: string | undefined;
  let shown = PAGE_SIZE;

  const fetchWhatIsMissing = (needs: { searcher?: boolean; items?: boolean }): Promise<unknown> =>
    Promise.all([
      needs.searcher && !searcher ? loadSearcher(files.searchIndex).then((loaded) => void (searcher = loaded)) : undefined,
      needs.items && !everything
        ? Promise.all([loadListingItems(files.items), import('./listing-card-fill.client')]).then(([items, cards]) => {
            kind = cards.cardKinds[listing];
            everything ??= items.map((item) => {
              const entry = kind!.entry(item as never);
              // A card the page has is used as it is.
              return { ...entry, item, card: pageBySlug.get(entry.slug)?.card };
            });
            everythingBySlug = new Map(everything.map((entry) => [entry.slug, entry]));
          })
        : undefined,
    ]);
  /** Fetches what the current filters need, then shows them; one fetch at a time. */
  let fetching = false;
  const fetchFor = (needs: { searcher?: boolean; items?: boolean }) => {
    if (fetching) return;
    fetching = true;
    fetchWhatIsMissing(needs).then(
      () => {
        fetching = false;
        render();
      },
      (error: unknown) => {
        fetching = false;
        console.error(`The ${listing} search could not load`, error);
        failedFor = filterKey;
        render();
      },
    );
  };
  /** Starts fetching what a search may need before the first keystroke (on focus). */
  const prefetch = () => void fetchWhatIsMissing({ searcher: true, items: true }).catch(() => undefined);

  function outcome(): { kind: Outcome; results: Entry[] } {
    const text = filters.text.trim();
    const { category } = filters;
    if (!text && category === ALL_CATEGORIES) return { kind: 'all', results: pageEntries };
    const waiting = (needs: { searcher?: boolean; items?: boolean }) => {
      if (failedFor === filterKey) return { kind: 'none' as const, results: [] };
      fetchFor(needs);
      return { kind: 'pending' as const, results: [] };
    };
    if (!everything) return waiting({ items: true });
    const exact = exactMatches(everything, text, category);
    if (!text) return { kind: 'all', results: exact };
    if (exact.length > 0) return { kind: 'exact', results: exact };
    if (allowedErrors(text) === 0) return { kind: 'none', results: [] };
    if (!searcher) return waiting({ searcher: true });
    const close = closeMatches(searcher, text, category)
      .map((slug) => everythingBySlug.get(slug))
      .filter((entry): entry is Entry => entry !== undefined);
    return { kind: close.length > 0 ? 'close' : 'none', results: close };
  }

  const cardFor = (entry: Entry): HTMLElement => {
    if (!entry.card) {
      if (!sample) throw new Error(`The ${listing} listing has no card to copy`);
      const card = sample.cloneNode(true) as HTMLElement;
      card.dataset.slug = entry.slug;
      // An item is there once the items were fetched, with the code that fills its card.
      if (entry.item) kind!.fill(card, entry.item as never, { t, home, category: (name) => text[categoryKey(name)] ?? name, language: languageOfPath(location.pathname) });
      else if (entry.shownAs) copyFields(entry.shownAs, card);
      entry.card = card;
    }
    return entry.card;
  };

  // Only real changes: a live region reads out every new text, and each attribute set makes the
  // browser look at the page's styles again, on every keystroke.
  const setText = (element: HTMLElement, text: string) => {
    if (element.textContent !== text) element.textContent = text;
  };
  const setHidden = (element: HTMLElement | null, hidden: boolean) => {
    if (element && element.hidden !== hidden) element.hidden = hidden;
  };

  function render(): void {
    const { kind: result, results: items } = outcome();
    const filtered = filters.text.trim() !== '' || filters.category !== ALL_CATEGORIES;
    const shownElsewhere = !filtered && featuredEntry ? 1 : 0;
    const cards = items.slice(0, shown).map(cardFor);
    // Only what changed is touched, so focus and loaded pictures stay.
    if (cards.length !== grid!.children.length || cards.some((card, index) => grid!.children[index] !== card)) grid!.replaceChildren(...cards);
    const nothing = result !== 'pending' && items.length === 0 && shownElsewhere === 0;
    setHidden(grid, nothing);
    setHidden(empty, !nothing);
    setHidden(more, items.length <= shown);
    setHidden(pageLinks, filtered);
    setHidden(note, result !== 'close');
    setText(note!, result === 'close' ? closeMatchNote(t, filters.text) : '');
    setText(countLine!, listingStatus(t, { kind: result, filtered, results: items.length, shown, shownElsewhere, page, listing }));
    for (const chip of chips) {
      const pressed = String(chip.dataset.category === filters.category);
      if (chip.getAttribute('aria-pressed') !== pressed) chip.setAttribute('aria-pressed', pressed);
    }
    if (heading) setText(heading, filtered ? headings.filtered : headings.all);
    if (featuredBlock) {
      setHidden(featuredBlock, filtered);
      // While a filter is on, the results come first and the newsletter form after them.
      if (newsletter && results) {
        if (filtered && newsletter.parentElement === featuredBlock) results.after(newsletter);
        else if (!filtered && newsletter.parentElement !== featuredBlock) featuredBlock.append(newsletter);
      }
    }
  }

  const controls = bindAddressFilters({
    input,
    categories: config.categories,
    all: ALL_CATEGORIES,
    onChange: (next) => {
      filters = next;
      const key = `${next.text.trim().toLowerCase()}\u0000${next.category}`;
      if (key !== filterKey) {
        filterKey = key;
        shown = PAGE_SIZE;
      }
      render();
    },
  });

  marker.addEventListener('click', (event) => {
    const target = event.target as Element;
    const chip = target.closest<HTMLButtonElement>('button[data-category]');
    if (chip) controls.setCategory(chip.dataset.category!);
    else if (target.closest('[data-filter-clear]')) controls.clear();
    else if (target.closest('[data-load-more] button')) {
      const first = shown;
      shown += PAGE_SIZE;
      render();
      // The keyboard continues from the first newly shown card.
      grid.children[first]?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  });
  input.addEventListener('focus', prefetch);
  if (document.activeElement === input) prefetch();
}
