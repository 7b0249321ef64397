import { useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { Accordion } from '../components/sections/Accordion';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import { faqCategories } from '../content/categories';
import type { FaqEntry } from '../content/types';
import { ALL_FAQ_CATEGORIES, filterFaq } from '../features/faq/filter-faq';
import { Markdown } from '../features/markdown/Markdown';
import { CategoryChips } from '../features/search/CategoryChips';
import { EmptyState } from '../features/search/EmptyState';
import { FilterForm } from '../features/search/ListingFilters';
import { SearchField } from '../features/search/SearchField';
import { telHref } from '../lib/links';
import { jsOnly } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';

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

const Prompt = styled.section`
  max-width: ${theme.layout.proseWidth};
  margin-top: ${theme.space(16)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
  h2 { font-size: ${theme.fontSize['2xl']}; }
  p { color: ${theme.color.textMuted}; }
  div { display: flex; flex-wrap: wrap; gap: ${theme.space(3)}; }
`;

const chipOptions = [
  { value: ALL_FAQ_CATEGORIES, label: 'All' },
  ...faqCategories.map((category) => ({ value: category, label: category })),
];

const groupId = (category: string) => `faq-group-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  const site = useSite();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_FAQ_CATEGORIES);
  const [openId, setOpenId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const visible = filterFaq(entries, search, category);
  const groups = faqCategories
    .map((name) => ({ name, entries: visible.filter((entry) => entry.category === name) }))
    .filter((group) => group.entries.length > 0);
  const filtered = search.trim() !== '' || category !== ALL_FAQ_CATEGORIES;
  const clear = () => {
    setSearch('');
    setCategory(ALL_FAQ_CATEGORIES);
    input.current?.focus();
  };

  return (
    <>
      <PageHero
        badge="FAQ"
        title="Frequently Asked Questions"
        description="Answers about referrals, eligibility, provider matching, costs and security."
      />
      <Section>
        <FilterForm role="search" aria-label="Search the questions" onSubmit={(event) => event.preventDefault()}>
          <SearchField label="Search questions and answers" placeholder="Search questions..." value={search} onChange={setSearch} inputRef={input} />
          <CategoryChips label="Filter by category" options={chipOptions} selected={category} onSelect={setCategory} />
        </FilterForm>
        <Status role="status">
          {visible.length === 0
            ? 'No results found'
            : filtered
              ? `Showing ${visible.length} of ${entries.length} questions`
              : `Showing all ${entries.length} questions`}
        </Status>
        {groups.length === 0 ? (
          <EmptyState
            title="No results found"
            message="We couldn't find any questions matching your search. Try different keywords or browse by category."
            clearLabel="Clear Search"
            onClear={clear}
          />
        ) : (
          groups.map((group) => (
            <Group key={group.name} aria-labelledby={groupId(group.name)}>
              <h2 id={groupId(group.name)}>{group.name}</h2>
              <Accordion
                headingLevel={3}
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
        <Prompt aria-labelledby="faq-contact">
          <h2 id="faq-contact">Still have questions?</h2>
          <p>Our Houston team answers {site.hours.display} and is glad to help with anything this page does not cover.</p>
          <div>
            <ButtonLink href="/contact">Contact Us</ButtonLink>
            <ButtonLink href={telHref(site.phone)} variant="outline">
              Call {site.phone.display}
            </ButtonLink>
          </div>
        </Prompt>
      </Section>
    </>
  );
}
