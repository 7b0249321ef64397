import { useEffect, useRef, useState, type RefObject } from 'react';
import { readFilters, typedEntry, withFilters, type Filters } from './address-rules';
import { useAddressParams } from './use-address-params';

export interface AddressFilters {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
  /** One of the categories, or the value that stands for all of them. */
  category: string;
  setCategory: (category: string) => void;
  /** Empties the search, selects all categories and puts the focus back in the search box. */
  clear: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** True when a search or a category narrows the list. */
  filtered: boolean;
  /** Changes whenever the filters do, so a list can start again from its first page. */
  filterKey: string;
}

/**
 * A search text and a category kept in the address (?q=&category=), so a filtered list can be
 * shared and Back restores it. Starting a search or picking a category adds a history entry; the
 * keystrokes that follow replace it, so Back does not replay the typing. The address reads as
 * empty on the server and while an island hydrates: the prerendered markup is the whole list.
 * `all` is the category value that stands for every category; it is never written to the address.
 */
export function useAddressFilters(categories: readonly string[], all: string): AddressFilters {
  const [params, setParams] = useAddressParams();
  const { text: urlText, category } = readFilters(params, categories, all);

  const [text, setTextState] = useState(urlText);
  /** The text last written to the address ('' for blank). */
  const written = useRef(urlText);
  /** The address's text at the last render, to tell when the address itself changed. */
  const seen = useRef(urlText);
  useEffect(() => {
    // Only a change of the address (Back, Forward, or read once hydrated) shows its text. Text
    // typed before hydration is handed over in the same round of effects, while this render still
    // saw the address as empty: comparing with what was written would wipe it.
    if (urlText === seen.current) return;
    seen.current = urlText;
    if (urlText !== written.current) {
      written.current = urlText;
      setTextState(urlText);
    }
  }, [urlText]);

  const write = (next: Partial<Filters>, replace: boolean) => setParams((current) => withFilters(current, next, all), { replace });

  const setText = (value: string) => {
    setTextState(value);
    const entry = typedEntry(written.current, value);
    if (!entry) return;
    written.current = entry.stored;
    write({ text: entry.stored }, entry.replace);
  };
  const setCategory = (value: string) => {
    if (value !== category) write({ category: value }, false);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    inputRef.current?.focus();
    written.current = '';
    setTextState('');
    write({ text: '', category: '' }, false);
  };

  return {
    text,
    setText,
    category,
    setCategory,
    clear,
    inputRef,
    filtered: text.trim() !== '' || category !== all,
    filterKey: `${text.trim().toLowerCase()}\u0000${category}`,
  };
}
