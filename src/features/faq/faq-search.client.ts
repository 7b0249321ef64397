import { faqCategories } from '../../content/categories';
import type { FaqEntry } from '../../content/types';
import { translator } from '../../i18n/text';
import { bindAddressFilters, type Filters } from '../search/address-filters.client';
import { ALL_FAQ_CATEGORIES, filterFaq } from './filter-faq';

interface Question extends Pick<FaqEntry, 'question' | 'answerText' | 'category'> {
  details: HTMLDetailsElement;
}

const BLOCK = /^(P|LI|H[1-6]|TD|TH|BLOCKQUOTE|PRE|DIV|UL|OL|TABLE|TR)$/;

/** An element's text with a line break after each block, as the answer's plain text has them. */
function plainText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  let text = '';
  for (const child of node.childNodes) text += plainText(child);
  return node instanceof Element && BLOCK.test(node.tagName) ? `${text}\n` : text;
}

function readQuestion(details: HTMLDetailsElement, category: FaqEntry['category']): Question {
  const panel = details.querySelector(':scope > div');
  return { details, category, question: details.querySelector('summary')?.textContent ?? '', answerText: panel ? plainText(panel) : '' };
}

/**
 * The FAQ's search and category filters (markup: FaqSearch), with no framework. The FAQ's rule
 * (filterFaq): a question stays when the text is in its question or its answer, ignoring case
 * and accents, and it is in the category. Questions that do not match leave the page until they
 * do, so the lists, the arrow keys and screen readers see only the matches; a new filter closes
 * the open answer. The filters live in the address (bindAddressFilters).
 */
export function enhanceFaqSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-faq-search]');
  const input = root?.querySelector<HTMLInputElement>('input[type="search"]');
  if (!root || !input) return;
  const chips = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-category]'));
  const status = root.querySelector<HTMLElement>('[data-faq-status]')!;
  // The line's strings in the page's language, as the server wrote them (FaqSearch).
  const t = translator(JSON.parse(status.dataset.text!) as Record<string, string>);
  const empty = root.querySelector<HTMLElement>('[data-empty-state]')!;
  const groups = Array.from(root.querySelectorAll<HTMLElement>('[data-faq-group]')).map((section) => {
    const list = section.querySelector<HTMLElement>('[data-accordion]')!;
    const category = section.dataset.faqGroup as FaqEntry['category'];
    return { section, list, questions: Array.from(list.querySelectorAll<HTMLDetailsElement>(':scope > details')).map((details) => readQuestion(details, category)) };
  });
  const total = groups.reduce((sum, group) => sum + group.questions.length, 0);

  let shownKey: string | undefined;
  const show = ({ text, category }: Filters) => {
    const key = `${text.trim().toLowerCase()}\u0000${category}`;
    if (shownKey !== undefined && key !== shownKey) root.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
    shownKey = key;
    let shown = 0;
    for (const group of groups) {
      const matches = filterFaq(group.questions, text, category);
      // Only what changed is touched, so an unchanged list keeps its open answer and focus.
      if (matches.length !== group.list.children.length || matches.some((item, index) => group.list.children[index] !== item.details))
        group.list.replaceChildren(...matches.map((item) => item.details));
      group.section.hidden = matches.length === 0;
      shown += matches.length;
    }
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.category === category));
    const filtered = text.trim() !== '' || category !== ALL_FAQ_CATEGORIES;
    status.textContent = shown === 0 ? t('faq.emptyTitle') : filtered ? t('faq.showing', { shown, total }) : t('faq.showingAll', { total });
    empty.hidden = shown > 0;
  };

  const filters = bindAddressFilters({ input, categories: faqCategories, all: ALL_FAQ_CATEGORIES, onChange: show });
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const chip = target.closest<HTMLButtonElement>('button[data-category]');
    if (chip) filters.setCategory(chip.dataset.category!);
    else if (target.closest('[data-filter-clear]')) filters.clear();
  });
}
