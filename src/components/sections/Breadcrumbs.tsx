import { ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import type { Crumb } from '../../features/head/head';
import { SiteLink } from '../primitives/SiteLink';
import { useText } from '../../i18n/page-language';
import { notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';

const Trail = styled.nav`
  margin-bottom: ${theme.space(6)};
  font-size: ${theme.fontSize.sm};
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; align-items: center; gap: ${theme.space(2)}; }
  a { font-weight: 600; }
  svg { color: ${theme.color.textMuted}; }
  [aria-current='page'] { color: ${theme.color.textMuted}; }
  ${notPrinted}
`;

/** The trail from Home to the current page, the last step marked as current. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useText();
  return (
    <Trail aria-label={t('breadcrumbs.label')} data-pagefind-ignore="">
      <ol>
        {items.map((crumb, index) =>
          index === items.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
              <ChevronRight size={14} aria-hidden="true" />
            </li>
          ),
        )}
      </ol>
    </Trail>
  );
}
