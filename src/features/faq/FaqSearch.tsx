import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Accordion } from '../../components/sections/Accordion';
import { faqCategories } from '../../content/categories';
import type { FaqEntry } from '../../content/types';
import { jsOnly } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { Markdown } from '../markdown/Markdown';
import { CategoryChips } from '../search/CategoryChips';
import { EmptyState } from '../search/EmptyState';
import { FilterForm } from '../search/ListingFilters';
import { SearchField } from '../search/SearchField';
import { ALL_FAQ_CATEGORIES, filterFaq } from './filter-faq';
import { useFaqFilters } from './use-faq-filters';

/** What the island needs of a question: its props travel in the page, so nothing more. */
export type FaqSearchEntry = Pick<FaqEntry, 'id' | 'question' | 'category' | 'answer' | 'answerText'>;

const Status = styled.p`
  color: ${theme.color.textMuted};
  ${jsOnly}
`;

const Group = styled.section`
  max-width: ${theme.layout.proseWidth};
  margin-top: ${theme.space(10)};
  h2 { font-size: ${theme.fontSize['2xl']}; margin-bottom: ${theme.space(4)}; }
`;

const Answer = styled.div`
  p:last-child { margin-bottom: 0; }
`;

const chipOptions = [
  { value: ALL_FAQ_CATEGORIES, label: 'All' },
  ...faqCategories.map((category) => ({ value: category, label: category })),
];

const groupId = (category: string) => `faq-group-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/**
 * The questions of /faq, grouped by category, with their search box and category filters. An
 * island: the browser hydrates it on the first interaction. Until then, and without JavaScript,
 * it is the prerendered list, each answer opening on its own.
 */
export function FaqSearch({ entries }: { entries: FaqSearchEntry[] }) {
  const filters = useFaqFilters();
  // One answer open across the groups: their accordions share a name.
  const accordionName = useId();
  // The open answer closes when the filters change: a new search starts with every answer closed.
  const [open, setOpen] = useState({ filterKey: filters.filterKey, id: null as string | null });
  const openId = open.filterKey === filters.filterKey ? open.id : null;
  const setOpenId = (id: string | null) => setOpen({ filterKey: filters.filterKey, id });

  const visible = filterFaq(entries, filters.text, filters.category);
  const groups = faqCategories
    .map((name) => ({ name, entries: visible.filter((entry) => entry.category === name) }))
    .filter((group) => group.entries.length > 0);

  return (
    <>
      <FilterForm role="search" aria-label="Search the questions" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label="Search questions and answers"
          placeholder="Search questions..."
          value={filters.text}
          onChange={filters.setText}
          inputRef={filters.inputRef}
        />
        <CategoryChips label="Filter by category" options={chipOptions} selected={filters.category} onSelect={filters.setCategory} />
      </FilterForm>
      <Status role="status">
        {visible.length === 0
          ? 'No results found'
          : filters.filtered
            ? `Showing ${visible.length} of ${entries.length} questions`
            : `Showing all ${entries.length} questions`}
      </Status>
      {groups.length === 0 ? (
        <EmptyState
          title="No results found"
          message="We couldn't find any questions matching your search. Try different keywords or browse by category."
          clearLabel="Clear Search"
          onClear={filters.clear}
        />
      ) : (
        groups.map((group) => (
          <Group key={group.name} aria-labelledby={groupId(group.name)}>
            <h2 id={groupId(group.name)}>{group.name}</h2>
            <Accordion
              headingLevel={3}
              name={accordionName}
              openId={openId}
              onOpenChange={setOpenId}
              items={group.entries.map((entry) => ({
                id: `faq-${entry.id}`,
                title: entry.question,
                content: (
                  <Answer>
                    <Markdown tree={entry.answer} />
                  </Answer>
                ),
              }))}
            />
          </Group>
        ))
      )}
    </>
  );
}
