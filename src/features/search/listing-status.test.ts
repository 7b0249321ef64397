import { describe, expect, it } from 'vitest';
import { contentDir } from '../../../scripts/content/paths';
import { contentSiteFacts } from '../../../scripts/content/pipeline';
import { interfaceTextStep } from '../../../scripts/content/interface-text';
import { interfaceTextFile, translator, type InterfaceText, type Translate } from '../../i18n/text';
import { closeMatchNote, listingStatus, listingTextKeys, type StatusInput } from './listing-status';
import type { SearchListing } from './search-options';

// The real catalogues of content/interface.
const { files, errors } = interfaceTextStep(contentDir, (file) => file, contentSiteFacts(contentDir));
const catalogue = (language: 'en' | 'es') => files.get(interfaceTextFile(language))!;

/** The strings a listing's island is given, as the server picks them: only those can be filled in the browser. */
const islandText = (text: InterfaceText, listing: SearchListing): Translate =>
  translator(Object.fromEntries(listingTextKeys(listing).map((key) => [key, text[key]!])));

const onePage = { number: 1, start: 1, count: 1, total: 8 };
const thirdPage = { number: 3, start: 50, count: 3, total: 60 };
type Case = [listing: SearchListing, input: Omit<StatusInput, 'listing'>, english: string, spanish: string];

const cases: Case[] = [
  ['resources', { kind: 'pending', filtered: true, results: 0, shown: 6, shownElsewhere: 0, page: onePage }, 'Searching...', 'Buscando...'],
  ['resources', { kind: 'none', filtered: true, results: 0, shown: 6, shownElsewhere: 0, page: onePage }, 'No resources found', 'No se encontraron recursos'],
  ['blog', { kind: 'none', filtered: true, results: 0, shown: 6, shownElsewhere: 0, page: onePage }, 'No articles found', 'No se encontraron artículos'],
  ['resources', { kind: 'exact', filtered: true, results: 8, shown: 6, shownElsewhere: 0, page: onePage }, 'Showing 6 of 8 resources', 'Mostrando 6 de 8 recursos'],
  ['guides', { kind: 'exact', filtered: true, results: 1, shown: 6, shownElsewhere: 0, page: onePage }, 'Showing 1 of 1 guide', 'Mostrando 1 de 1 guía'],
  ['blog', { kind: 'all', filtered: false, results: 5, shown: 6, shownElsewhere: 1, page: { ...onePage, total: 6 } }, 'Showing 6 of 6 articles', 'Mostrando 6 de 6 artículos'],
  ['blog', { kind: 'all', filtered: false, results: 11, shown: 6, shownElsewhere: 0, page: thirdPage }, 'Showing 50\u201355 of 60 articles', 'Mostrando 50\u201355 de 60 artículos'],
];

describe("a listing's status line", () => {
  it('reads the catalogues', () => expect(errors).toEqual([]));

  it.each(cases)('%s %j: %j / %j', (listing, input, english, spanish) => {
    expect(listingStatus(islandText(catalogue('en'), listing), { ...input, listing })).toBe(english);
    expect(listingStatus(islandText(catalogue('es'), listing), { ...input, listing })).toBe(spanish);
  });

  it('notes close matches in the page’s language', () => {
    expect(closeMatchNote(islandText(catalogue('en'), 'guides'), ' insurnace ')).toBe('No exact matches; showing close matches for "insurnace"');
    expect(closeMatchNote(islandText(catalogue('es'), 'guides'), 'informasion')).toBe('No hay coincidencias exactas; se muestran resultados parecidos a "informasion"');
  });

  it("gives the blog's island its reading time", () => {
    expect(islandText(catalogue('es'), 'blog')('post.readTime', { minutes: 4 })).toBe('4 min de lectura');
  });
});
