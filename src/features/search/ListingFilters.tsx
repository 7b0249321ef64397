import { Search } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { ALL_CATEGORIES } from './listing-search';
import type { ListingSearch } from './use-listing-search';

interface ListingFiltersProps {
  search: ListingSearch<unknown>;
  /** The listing's categories, without All. */
  categories: readonly string[];
  /** What the list holds, in the plural: "resources". */
  noun: string;
}

/* Filtering needs JavaScript; without it the whole list is shown and these controls are not. */
const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(8)};
  html:not([data-js]) & { display: none; }
`;

const Field = styled.div`
  position: relative;
  max-width: 36rem;
  svg {
    position: absolute;
    top: 50%;
    left: ${theme.space(4)};
    transform: translateY(-50%);
    color: ${theme.color.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    min-height: 3rem;
    padding: 0 ${theme.space(4)} 0 ${theme.space(11)};
    border: thin solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  input::placeholder { color: ${theme.color.textMuted}; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Chip = styled.button`
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(4)};
  border: thin solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover { border-color: ${theme.color.primary}; }
  &[aria-pressed='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

/** The search box and the category chips of a listing (toggle buttons: one pressed at a time). */
export function ListingFilters({ search, categories, noun }: ListingFiltersProps) {
  const id = useId();
  return (
    <Form role="search" aria-label={`Search and filter ${noun}`} onSubmit={(event) => event.preventDefault()}>
      <Field>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search {noun}
        </label>
        <Search size={20} aria-hidden="true" />
        <input
          ref={search.inputRef}
          id={`${id}-q`}
          type="search"
          name="q"
          autoComplete="off"
          placeholder={`Search ${noun}...`}
          value={search.text}
          onFocus={search.prefetch}
          onChange={(event) => search.setText(event.target.value)}
        />
      </Field>
      <Chips role="group" aria-label="Filter by category">
        {[ALL_CATEGORIES, ...categories].map((category) => (
          <Chip key={category} type="button" aria-pressed={search.category === category} onClick={() => search.setCategory(category)}>
            {category}
          </Chip>
        ))}
      </Chips>
    </Form>
  );
}
