import { styled } from 'styled-components';
import { Accordion } from '../../components/sections/Accordion';
import { faqCategories } from '../../content/categories';
import { faqGroupId, faqQuestionId } from '../../content/page-anchors';
import type { FaqEntry } from '../../content/types';
import { useInterfaceText, useLanguage, useText } from '../../i18n/page-language';
import { jsOnly, notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { Markdown } from '../markdown/Markdown';
import { CategoryChips } from '../search/CategoryChips';
import { EmptyState } from '../search/EmptyState';
import { categoryLabel, pickText } from '../search/island-text';
import { SearchFilters } from '../search/ListingFilters';
import { SearchField } from '../search/SearchField';
import { ALL_FAQ_CATEGORIES, FAQ_STATUS_KEYS } from './filter-faq';

const Status = styled.p`
  color: ${theme.color.textMuted};
  ${jsOnly}
  ${notPrinted}
`;

const Group = styled.section`
  max-width: ${theme.layout.proseWidth};
  margin-top: ${theme.space(10)};
  h2 { font-size: ${theme.fontSize['2xl']}; margin-bottom: ${theme.space(4)}; }
  &[hidden] { display: none; }
`;

const Answer = styled.div`
  p:last-child { margin-bottom: 0; }
`;

/**
 * The questions of /faq, grouped by category, with their search box and category filters. The
 * page is all of it: every question and answer is in the HTML, each opening on its own, one at a
 * time (details elements sharing a name). The page script (faq-search) filters them in place, with
 * no framework; without JavaScript the search and filters are hidden.
 */
export function FaqSearch({ entries }: { entries: FaqEntry[] }) {
  const t = useText();
  // The status line's strings, for the page script to fill (faq-search).
  const statusText = pickText(useInterfaceText(), FAQ_STATUS_KEYS, useLanguage());
  // A category without questions (the Spanish FAQ has fewer) has no filter: it would only ever be empty.
  const chipOptions = [{ value: ALL_FAQ_CATEGORIES, label: t('search.all') }, ...faqCategories.filter((category) => entries.some((entry) => entry.category === category)).map((category) => ({ value: category, label: categoryLabel(t, category) }))];
  const groups = faqCategories
    .map((name) => ({ name, entries: entries.filter((entry) => entry.category === name) }))
    .filter((group) => group.entries.length > 0);

  return (
    <div data-faq-search="">
      <SearchFilters role="search" aria-label={t('faq.region')}>
        <SearchField label={t('faq.label')} placeholder={t('faq.placeholder')} />
        <CategoryChips label={t('search.categories')} options={chipOptions} selected={ALL_FAQ_CATEGORIES} />
      </SearchFilters>
      <Status role="status" data-faq-status="" data-text={JSON.stringify(statusText)}>
        {t('faq.showingAll', { total: entries.length })}
      </Status>
      <EmptyState hidden title={t('faq.emptyTitle')} message={t('faq.emptyMessage')} clearLabel={t('faq.clear')} />
      {groups.map((group) => (
        <Group key={group.name} aria-labelledby={faqGroupId(group.name)} data-faq-group={group.name}>
          <h2 id={faqGroupId(group.name)}>{categoryLabel(t, group.name)}</h2>
          <Accordion
            headingLevel={3}
            // One answer open across the groups: their accordions share a name.
            name="faq-answers"
            items={group.entries.map((entry) => ({
              id: faqQuestionId(entry.id),
              title: entry.question,
              content: (
                <Answer>
                  <Markdown tree={entry.answer} />
                </Answer>
              ),
            }))}
          />
        </Group>
      ))}
    </div>
  );
}
