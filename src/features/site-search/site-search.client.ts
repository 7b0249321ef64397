/**
 * The site's search in the browser, on the markup SearchPanel rendered: searches the index of the
 * page's language as the visitor types (a Spanish page then the English pages, under a heading
 * of their own), names the correction of a one-letter typo, and fills the results, grouped by kind,
 * from the panel's templates. Loaded when the visitor opens search, with the first index
 * files; nothing of it is on a page before then.
 */
import { typedEntry, writeAddress } from '../search/address-rules.client';
import { translate, type InterfaceText } from '../../i18n/text';
import { roveTarget } from '../../lib/roving-focus.client';
import { KIND_FILTER, MIN_TYPED, OTHER_LANGUAGE_GROUP, searchKinds, TRANSLATED_FILTER, VOCABULARY_FILE, type SearchKind } from './search-kinds';
import { correctQuery, needsCorrection } from './typo';
import { excerptParts, markedWords, withoutLead } from './excerpt';
import { pageWords, phraseQuery, queryWords, rankResults, siteWordCount, wholeWordCount, type RankingSteps } from './ranking';

/** Filters of a search: each a value the results have, and under `not` the values they lack. */
type Filters = Record<string, string | Record<string, string>>;

/** What Pagefind's script offers (pagefind.js, written with the index). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Filters }): Promise<PagefindSearch>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** A result of a search: its page's data is fetched when asked for. */
interface SearchResult {
  id: string;
  data(): Promise<ResultData>;
}

interface PagefindSearch {
  results: SearchResult[];
  unfilteredResultCount: number;
  /** Results of each filter's values with the search's filters and that value (the filters being and-ed). */
  filters: Record<string, Record<string, number>>;
  /** Results of each filter's values for the query without any filter (the filters' counts). */
  totalFilters: Record<string, Record<string, number>>;
}

interface ResultData {
  url: string;
  /** The page's text, without markup. */
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: { title: string; url: string; excerpt: string; anchor?: { id: string } }[];
}

/** Results shown at once (about a screen of them), grouped by kind; More results adds as many again. */
const SHOWN = 6;
/**
 * While the visitor types, a query is searched at each key, but the passages of results not seen
 * yet are fetched only once typing pauses this long: a brisk typist's passing prefixes would fetch
 * a dozen passages each, that nobody reads.
 */
const SETTLE_MS = 170;

/**
 * The results whose text is read to rank them (see ranking.ts): three screens at most, read a
 * screen at a time and only while the results shown could still change.
 */
const RANKED = 3 * SHOWN;

/** Section links under a result, where the words are in sections of it. */
const SECTIONS = 2;
/** Results of the English pages under a translation's own, of the first few found. */
const OTHER_SHOWN = 5;

/** Each index's script, loaded once: a bundle per language is a module of its own. */
const indexes = new Map<string, Promise<Pagefind>>();
/** The failed loads of each index, which its next load counts in its script's address. */
const failedLoads = new Map<string, number>();
function loadIndex(base: string): Promise<Pagefind> {
  let index = indexes.get(base);
  if (!index) {
    // A browser may keep a failed import of an address for the page's life (and a module whose
    // start failed keeps its state), so a retry imports the script from an address of its own;
    // the first load keeps the plain address, which the browser caches.
    const failed = failedLoads.get(base) ?? 0;
    const script = `${base}pagefind.js${failed ? `?retry=${failed}` : ''}`;
    index = (import(/* @vite-ignore */ script) as Promise<Pagefind>).then(async (pagefind) => {
      // The index's files are fetched from its folder, named here rather than read from the
      // script's address, which a retry changes. In this thread: Pagefind's worker is a script of
      // its own to fetch (12 KB) and would need a policy of its own to fetch the index and
      // compile the WebAssembly.
      await pagefind.options({ basePath: base, noWorker: true, excerptLength: 24 });
      await pagefind.init();
      // The filter of kinds, loaded now, so that every search counts its results by kind.
      await pagefind.filters();
      return pagefind;
    });
    indexes.set(base, index);
    index.catch(() => {
      indexes.delete(base);
      failedLoads.set(base, failed + 1);
    });
  }
  return index;
}

/** The site's words of a length, for the typo step; a file each, fetched once. */
const vocabularies = new Map<string, Promise<readonly string[]>>();
function wordsOfLength(base: string, length: number): Promise<readonly string[]> {
  const url = `${base}${VOCABULARY_FILE(length)}`;
  let words = vocabularies.get(url);
  if (!words) {
    words = fetch(url).then((response) => (response.ok ? (response.json() as Promise<string[]>) : []));
    vocabularies.set(url, words);
  }
  return words;
}

/** A passage as nodes: its text, with the words the index matched in <mark>. */
function excerptNodes(excerpt: string): Node[] {
  return excerptParts(excerpt).map(({ text, marked }) => {
    if (!marked) return document.createTextNode(text);
    const mark = document.createElement('mark');
    mark.textContent = text;
    return mark;
  });
}

/** The words a result's passages mark: those the index matched. */
const matchedWords = (data: ResultData) => [data.excerpt, ...data.sub_results.map((section) => section.excerpt)].flatMap(markedWords);

/** The results whose passages this page has fetched (the index keeps them): showing them again costs nothing. */
const fetched = new Set<string>();
const dataOf = async (result: PagefindSearch['results'][number]) => {
  const data = await result.data();
  fetched.add(result.id);
  return data;
};

/** The words of each fetched result's page, read once, as the ranking compares them. */
const wordsOfPage = new Map<string, ReadonlySet<string>>();
const wordsOfResult = async (result: SearchResult) => {
  let words = wordsOfPage.get(result.id);
  if (!words) {
    const data = await dataOf(result);
    words = pageWords([data.meta.title ?? '', data.content]);
    wordsOfPage.set(result.id, words);
  }
  return words;
};

const clone = (template: HTMLTemplateElement) => template.content.firstElementChild!.cloneNode(true) as HTMLElement;

/** Starts the search of one panel (the dialog's or the search page's); a second call does nothing. */
export function startSiteSearch(panel: HTMLElement): void {
  if (panel.dataset.started) return;
  panel.dataset.started = 'true';
  const part = <T extends Element>(name: string) => panel.querySelector<T>(`[data-site-search-${name}]`)!;
  const input = part<HTMLInputElement>('input');
  const kindsGroup = part<HTMLElement>('kinds');
  const kindButtons = [...kindsGroup.querySelectorAll<HTMLButtonElement>('button[data-kind]')];
  const status = part<HTMLElement>('status');
  const correction = part<HTMLElement>('correction');
  const results = part<HTMLElement>('results');
  const empty = part<HTMLElement>('empty');
  const more = part<HTMLButtonElement>('more');
  const templates = { result: part<HTMLTemplateElement>('result'), section: part<HTMLTemplateElement>('section') };
  const groups = new Map([...results.querySelectorAll<HTMLElement>('section[data-group]')].map((group) => [group.dataset.group!, group]));
  const text = JSON.parse(panel.dataset.text ?? '{}') as InterfaceText;
  const t = (key: string, values?: Record<string, string | number>) => translate(text, key, values);
  const base = panel.dataset.index!;
  const language = panel.dataset.language!;
  const otherBase = panel.dataset.otherIndex;
  // The search page keeps the query in its address; the dialog leaves the address alone.
  const onPage = !panel.closest('dialog');
  let kind: SearchKind | '' = '';
  let searchId = 0;
  let written = '';

  // The indexes load with the first search; the dialog's at once, as opening it says a search is coming.
  let loaded: { primary: Promise<Pagefind>; other: Promise<Pagefind> | undefined } | undefined;
  const indexesOf = () => {
    if (!loaded) {
      loaded = { primary: loadIndex(base), other: otherBase ? loadIndex(otherBase) : undefined };
      void loaded.primary.catch(() => undefined);
      void loaded.other?.catch(() => undefined);
    }
    return loaded;
  };
  if (!onPage) indexesOf();

  function resultItem(data: ResultData): HTMLElement {
    const item = clone(templates.result);
    const link = item.querySelector<HTMLAnchorElement>('[data-result-link]')!;
    link.href = data.url;
    const title = data.meta.title ?? data.url;
    item.querySelector('[data-result-title]')!.textContent = title;
    const sections = data.sub_results.filter((section) => section.anchor && section.url !== data.url).slice(0, SECTIONS);
    // The page's passage, then the sections the words are in, each a link to its heading.
    item.querySelector('[data-result-excerpt]')!.replaceChildren(...excerptNodes(withoutLead(data.excerpt, title)));
    const list = item.querySelector<HTMLElement>('[data-result-sections]')!;
    for (const section of sections) {
      const entry = clone(templates.section);
      const sectionLink = entry.querySelector<HTMLAnchorElement>('[data-section-link]')!;
      sectionLink.href = section.url;
      entry.querySelector('[data-section-title]')!.textContent = section.title;
      entry.querySelector('[data-section-excerpt]')!.replaceChildren(...excerptNodes(withoutLead(section.excerpt, section.title)));
      list.append(entry);
    }
    if (sections.length === 0) list.remove();
    return item;
  }

  /** Fills a group with its results (none hides it) and puts it next in order. */
  function fill(name: string, items: HTMLElement[]): void {
    const group = groups.get(name);
    if (!group) return;
    group.querySelector('ul')!.replaceChildren(...items);
    group.hidden = items.length === 0;
    results.append(group);
  }

  /** Each result under its kind's group: the groups in the order of their best result, the kind the visitor most likely wants first. */
  function byKind(datas: ResultData[]): Map<SearchKind, HTMLElement[]> {
    const kinds = new Map<SearchKind, HTMLElement[]>();
    for (const data of datas) {
      const each = kindOf(data);
      if (!searchKinds.includes(each)) continue;
      if (!kinds.has(each)) kinds.set(each, []);
      kinds.get(each)!.push(resultItem(data));
    }
    return kinds;
  }

  /** The results of the page's language not shown yet, of the last search. */
  let rest: PagefindSearch['results'] = [];
  function offerMore(remaining: PagefindSearch['results']): void {
    rest = remaining;
    more.hidden = rest.length === 0;
  }

  const kindOf = (data: ResultData) => (data.filters[KIND_FILTER]?.[0] ?? 'pages') as SearchKind;

  function showKinds(counts: Record<string, number>, total: number): void {
    kindsGroup.hidden = total === 0;
    for (const button of kindButtons) {
      const value = button.dataset.kind as SearchKind | '';
      const count = value ? (counts[value] ?? 0) : total;
      button.querySelector('[data-count]')!.textContent = `(${count})`;
      button.hidden = value !== '' && count === 0 && value !== kind;
      button.setAttribute('aria-pressed', String(value === kind));
    }
  }

  /** Every group emptied and hidden, and nothing more offered. */
  function emptyResults(): void {
    for (const name of groups.keys()) fill(name, []);
    offerMore([]);
  }

  function clear(): void {
    searchId++;
    emptyResults();
    status.textContent = '';
    correction.hidden = true;
    empty.hidden = true;
    kindsGroup.hidden = true;
  }

  /** When the visitor last typed; a search from the address or a filter is not typing. */
  let lastKey = 0;

  /** Until typing pauses, unless every passage needed is at hand already; false when a newer search started meanwhile. */
  async function settled(id: number, results: readonly SearchResult[]): Promise<boolean> {
    if (results.every((result) => fetched.has(result.id))) return true;
    const wait = lastKey + SETTLE_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
    return id === searchId;
  }

  /**
   * A search's results in the order shown (see ranking.ts). The phrase search reads the index
   * chunks the search itself loaded, and the texts read are those of the results shown, fetched to
   * show their passages, and others only while the results shown could still change.
   */
  async function ranked(pagefind: Pagefind, indexBase: string, results: SearchResult[], term: string, shown: number, id: number): Promise<SearchResult[]> {
    if (results.length < 2) return results;
    const words = queryWords(term);
    const phrase = phraseQuery(term);
    const inPhrase = new Set(phrase ? (await pagefind.search(phrase)).results.map((result) => result.id) : []);
    const steps: RankingSteps<SearchResult> = {
      words: words.length,
      inPhrase: (result) => inPhrase.has(result.id),
      wholeWords: async (result) => wholeWordCount(await wordsOfResult(result), words),
      siteWords: () => siteWordCount(words, (length) => wordsOfLength(indexBase, length)),
      ready: (next) => settled(id, next),
    };
    return rankResults(results, steps, shown, Math.max(RANKED, shown));
  }

  async function run(typing = false): Promise<void> {
    if (typing) lastKey = performance.now();
    const query = input.value.trim();
    if (onPage) {
      const next = typedEntry(written, input.value);
      if (next) {
        written = next.stored;
        const params = new URLSearchParams(window.location.search);
        if (written) params.set('q', written);
        else params.delete('q');
        writeAddress(params, next.replace);
      }
    }
    if (!query || (typing && query.length < MIN_TYPED)) return clear();
    const id = ++searchId;
    const filters: Filters = kind ? { [KIND_FILTER]: kind } : {};
    // The English pages translated into the page's language are left out: their translations are among its own results.
    const untranslated: Filters = { not: { [TRANSLATED_FILTER]: language } };
    const slow = window.setTimeout(() => {
      if (id === searchId) status.textContent = t('siteSearch.searching');
    }, 300);
    try {
      const { primary, other } = indexesOf();
      const index = await primary;
      // The English pages are an addition on a translated page: without them, its own results still show.
      // Their counts by kind are those of a search without the kind's filter, which and-ed filters
      // would empty; a second search, the shown one, has it.
      const searchOther = async (pagefind: Pagefind, term: string) => {
        const counted = await pagefind.search(term, { filters: untranslated });
        return { counted, shown: kind ? await pagefind.search(term, { filters: { ...untranslated, ...filters } }) : counted };
      };
      const search = (term: string) =>
        Promise.all([index.search(term, { filters }), other?.then((each) => searchOther(each, term)).catch(() => undefined)] as const);
      /** A search's results of the page's language in the order shown, and the passages of those shown at once of both languages. */
      const load = async ([mine, theirs]: Awaited<ReturnType<typeof search>>, term: string) => {
        const [ours, english] = await Promise.all([
          ranked(index, base, mine.results, term, SHOWN, id),
          theirs && other && otherBase ? other.then((each) => ranked(each, otherBase, theirs.shown.results, term, OTHER_SHOWN, id)) : [],
        ]);
        const [datas, otherDatas] = await Promise.all([Promise.all(ours.slice(0, SHOWN).map(dataOf)), Promise.all(english.slice(0, OTHER_SHOWN).map(dataOf))]);
        return [ours, datas, otherDatas] as const;
      };
      let searched = await search(query);
      if (id !== searchId || !(await settled(id, [...searched[0].results.slice(0, SHOWN), ...(searched[1]?.shown.results.slice(0, OTHER_SHOWN) ?? [])]))) return;
      let [ordered, datas, otherDatas] = await load(searched, query);
      if (id !== searchId) return;
      // The index forgives some typos without saying so: where it matched a long word only as another
      // word, or found nothing, the site's words name the correction, which is searched and said.
      let shownQuery = query;
      let corrected: string | undefined;
      if (needsCorrection(query, [...datas, ...otherDatas].flatMap(matchedWords))) {
        corrected = await correctQuery(query, (length) => wordsOfLength(base, length)).catch(() => undefined);
        if (corrected) {
          const again = await search(corrected);
          if (id !== searchId) return;
          if (again[0].results.length + (again[1]?.shown.results.length ?? 0) > 0) {
            searched = again;
            [ordered, datas, otherDatas] = await load(again, corrected);
            if (id !== searchId) return;
            shownQuery = corrected;
          } else corrected = undefined;
        }
      }
      const [found, otherFound] = searched;
      const total = found.results.length + (otherFound?.shown.results.length ?? 0);
      const counts: Record<string, number> = {};
      for (const each of [found.totalFilters[KIND_FILTER], otherFound?.counted.filters[KIND_FILTER]]) {
        for (const [value, count] of Object.entries(each ?? {})) counts[value] = (counts[value] ?? 0) + count;
      }
      showKinds(counts, found.unfilteredResultCount + (otherFound?.counted.results.length ?? 0));
      const kinds = byKind(datas);
      for (const name of searchKinds) if (!kinds.has(name)) fill(name, []);
      for (const [name, items] of kinds) fill(name, items);
      fill(OTHER_LANGUAGE_GROUP, otherDatas.map(resultItem));
      offerMore(ordered.slice(SHOWN));
      for (const link of groups.get(OTHER_LANGUAGE_GROUP)?.querySelectorAll('a') ?? []) link.hreflang = 'en';
      correction.hidden = corrected === undefined;
      if (corrected) correction.querySelector('[data-corrected]')!.textContent = corrected;
      status.textContent = t(total === 1 ? 'siteSearch.results.one' : 'siteSearch.results.other', { count: total, query: shownQuery });
      empty.hidden = total > 0;
    } catch (error) {
      if (id !== searchId) return;
      console.error('The search could not run', error);
      // The next search tries to load the index again (the connection may be back).
      loaded = undefined;
      emptyResults();
      status.textContent = t('siteSearch.failed');
    } finally {
      window.clearTimeout(slow);
    }
  }

  input.addEventListener('input', () => void run(true));
  // The next results, each added to its kind's group; the focus goes to the first of them.
  more.addEventListener('click', async () => {
    const id = searchId;
    const next = rest.slice(0, SHOWN);
    const datas = await Promise.all(next.map(dataOf)).catch(() => undefined);
    if (id !== searchId || !datas) return;
    let first: HTMLAnchorElement | null = null;
    for (const [name, items] of byKind(datas)) {
      const group = groups.get(name)!;
      group.querySelector('ul')!.append(...items);
      group.hidden = false;
      first ??= items[0]!.querySelector('a');
    }
    offerMore(rest.slice(SHOWN));
    first?.focus();
  });
  kindsGroup.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-kind]');
    if (!button) return;
    kind = (button.dataset.kind ?? '') as SearchKind | '';
    void run();
  });
  // The dialog's form goes to the search page with the query; the search page's own stays.
  panel.querySelector('form')!.addEventListener('submit', (event) => {
    if (onPage || !input.value.trim()) event.preventDefault();
  });

  // Down from the box to the first result, then through the results and their sections; Up back.
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...results.querySelectorAll<HTMLAnchorElement>('a[href]')];
    if (links.length === 0) return;
    if (event.target === input) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      links[0]!.focus();
      return;
    }
    if (!links.includes(event.target as HTMLAnchorElement)) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && event.target === links[0]) input.focus();
    else roveTarget(links, event.target as Element, event.key)?.focus();
  });

  if (onPage) {
    const query = new URLSearchParams(window.location.search).get('q') ?? '';
    written = query.trim() ? query : '';
    if (query && !input.value) input.value = query;
    window.addEventListener('popstate', () => {
      const next = new URLSearchParams(window.location.search).get('q') ?? '';
      written = next.trim() ? next : '';
      input.value = next;
      void run();
    });
  }
  if (input.value.trim()) void run();
}
