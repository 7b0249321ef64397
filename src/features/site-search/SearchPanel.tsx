import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { styled } from 'styled-components';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useInterfaceText, useText } from '../../i18n/page-language';
import { inputStyles } from '../../components/primitives/Input';
import { Button } from '../../components/primitives/Button';
import { pickText } from '../search/island-text';
import { theme } from '../../styles/theme';
import { media } from '../../styles/media';
import { OTHER_LANGUAGE_GROUP, searchIndexPath, searchKinds } from './search-kinds';
import { DEFAULT_LANGUAGE, languages } from '../../config/languages';

/** The strings site-search.client fills in the browser: its status lines (the groups' and filters' names are rendered). */
export const SEARCH_SCRIPT_KEYS = [
  'siteSearch.searching',
  'siteSearch.results.one',
  'siteSearch.results.other',
  'siteSearch.failed',
] as const;

const Field = styled.div`
  position: relative;
  /* The magnifier sends the query to the search page, as Enter does. */
  button {
    position: absolute;
    top: 50%;
    left: ${theme.space(1)};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    transform: translateY(-50%);
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.textMuted};
    cursor: pointer;
  }
  input {
    ${inputStyles()}
    width: 100%;
    padding-left: ${theme.space(11)};
    font-size: ${theme.fontSize.lg};
  }
`;

/** One row on a phone, scrolled sideways, so the results start near the top. */
const Kinds = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
  overflow-x: auto;
  scrollbar-width: none;
  &[hidden] { display: none; }
  ${media.tablet} { flex-wrap: wrap; }
  button {
    min-height: 2.25rem;
    padding: 0 ${theme.space(3)};
    border: thin solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    white-space: nowrap;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${theme.color.primary}; background: ${theme.color.primarySoft}; color: ${theme.color.primarySoftText}; font-weight: 600; }
`;

const Status = styled.div`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  p { margin: 0; }
  strong { color: ${theme.color.text}; }
`;

/** Results, grouped by kind; every piece below is cloned from the templates, never written by the script. */
const Results = styled.div`
  ul { list-style: none; margin: 0; padding: 0; }
  li + li { margin-top: ${theme.space(2)}; }
  a {
    display: block;
    padding: ${theme.space(3)};
    border: thin solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover, a:focus-visible { border-color: ${theme.color.primary}; background: ${theme.color.primarySoft}; }
  [data-result-title] { display: block; color: ${theme.color.primary}; font-weight: 600; }
  [data-result-excerpt], [data-section-excerpt] { display: block; margin-top: ${theme.space(1)}; font-size: ${theme.fontSize.sm}; color: ${theme.color.textMuted}; }
  [data-result-sections] { margin: ${theme.space(1)} 0 0 ${theme.space(3)}; padding-left: ${theme.space(2)}; border-left: 2px solid ${theme.color.border}; }
  [data-result-sections] li + li { margin-top: 0; }
  [data-result-sections] a { padding: ${theme.space(2)} ${theme.space(3)}; border-color: transparent; }
  [data-section-title] { font-weight: 600; font-size: ${theme.fontSize.sm}; }
  mark { background: ${theme.color.warningSoft}; color: ${theme.color.warningText}; font-weight: 600; }
`;

/** A group's name, small and in capitals above its results. */
const GroupHeading = styled.h3`
  margin: ${theme.space(5)} 0 ${theme.space(2)};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** The site's outline button across the panel, with room above it; hidden while nothing more is found. */
const More = styled(Button)`
  margin-top: ${theme.space(4)};
  &[hidden] { display: none; }
`;

const EmptyHeading = styled.h3`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.fontSize.lg};
`;

const Empty = styled.div`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(6)};
  border: thin dashed ${theme.color.borderStrong};
  border-radius: ${theme.radius.lg};
  text-align: center;
  p { margin: 0 0 ${theme.space(4)}; color: ${theme.color.textMuted}; }
  div { display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space(3)}; }
  a { font-weight: 600; }
  ${media.tablet} { padding: ${theme.space(8)}; }
`;

/**
 * The level of the headings of the groups and of the empty state: one below the heading the
 * search sits under, the search page's h1 or the dialog's h2, so no level is skipped.
 */
export type ResultsHeading = 'h2' | 'h3';

/**
 * The filters by kind and the results of a search, around its `status`: the groups, More results,
 * the empty state and the templates site-search.client.ts fills the results from.
 */
export function SearchResults({ id, status, heading = 'h3' }: { id: string; status?: ReactNode; heading?: ResultsHeading }) {
  const t = useText();
  const language = useLanguage();
  const links = shellLinks[language];
  return (
    <>
      <Kinds role="group" aria-label={t('siteSearch.kinds')} data-site-search-kinds="" hidden>
        <button type="button" aria-pressed="true" data-kind="">
          {t('siteSearch.all')} <span data-count="" />
        </button>
        {searchKinds.map((kind) => (
          <button key={kind} type="button" aria-pressed="false" data-kind={kind}>
            {t(`siteSearch.kind.${kind}`)} <span data-count="" />
          </button>
        ))}
      </Kinds>
      {status}
      {/* A group per kind, in the order of its best result once filled; the English pages' last on a translated page. */}
      <Results data-site-search-results="">
        {[...searchKinds, ...(language === DEFAULT_LANGUAGE ? [] : [OTHER_LANGUAGE_GROUP])].map((group) => (
          <section key={group} data-group={group} aria-labelledby={`${id}-${group}`} hidden>
            <GroupHeading as={heading} id={`${id}-${group}`}>
              {t(group === OTHER_LANGUAGE_GROUP ? 'siteSearch.otherLanguage' : `siteSearch.kind.${group}`)}
            </GroupHeading>
            <ul lang={group === OTHER_LANGUAGE_GROUP ? languages[DEFAULT_LANGUAGE].tag : undefined} />
          </section>
        ))}
      </Results>
      <More variant="outline" width="full" data-site-search-more="" hidden>
        {t('siteSearch.more')}
      </More>
      <Empty data-site-search-empty="" hidden>
        <EmptyHeading as={heading}>{t('siteSearch.emptyTitle')}</EmptyHeading>
        <p>{t('siteSearch.emptyText')}</p>
        <div>
          <a href={links.faq}>{t('siteSearch.emptyFaq')}</a>
          <a href={links.contact}>{t('siteSearch.emptyContact')}</a>
        </div>
      </Empty>
      <template data-site-search-result="">
        <li>
          <a data-result-link="">
            <span data-result-title="" />
            <span data-result-excerpt="" />
          </a>
          <ul data-result-sections="" />
        </li>
      </template>
      <template data-site-search-section="">
        <li>
          <a data-section-link="">
            <span data-section-title="" />
            <span data-section-excerpt="" />
          </a>
        </li>
      </template>
    </>
  );
}

/**
 * The site's search: its box, the filters by kind, the status and the results, the same in the
 * search dialog and on the search page. The page's script (site-search.client.ts) searches the
 * index of the page's language and fills the results from their templates; the form alone sends
 * the query to the search page. `id` prefixes its ids. `resultsHeading` is the level of the
 * results' headings.
 */
export function SearchPanel({ id, autoFocus = false, resultsHeading }: { id: string; autoFocus?: boolean; resultsHeading?: ResultsHeading }) {
  const t = useText();
  const language = useLanguage();
  const links = shellLinks[language];
  const text = pickText(useInterfaceText(), SEARCH_SCRIPT_KEYS, language);
  const statusId = `${id}-status`;
  const status = (
    <Status id={statusId} role="status">
      <p data-site-search-correction="" hidden>
        {t('siteSearch.corrected')} <strong data-corrected="" />
      </p>
      <p data-site-search-status="" />
    </Status>
  );
  return (
    <div
      data-site-search=""
      data-language={language}
      data-index={searchIndexPath(language)}
      data-other-index={language === DEFAULT_LANGUAGE ? undefined : searchIndexPath(DEFAULT_LANGUAGE)}
      data-text={JSON.stringify(text)}
    >
      <form role="search" action={links.search} method="get" data-site-search-form="">
        <Field>
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('siteSearch.label')}
          </label>
          <input
            id={`${id}-input`}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('siteSearch.placeholder')}
            aria-describedby={statusId}
            autoFocus={autoFocus}
            data-site-search-input=""
          />
          <button type="submit" aria-label={t('siteSearch.submit')}>
            <Search size={20} aria-hidden="true" />
          </button>
        </Field>
      </form>
      <SearchResults id={id} status={status} heading={resultsHeading} />
    </div>
  );
}
