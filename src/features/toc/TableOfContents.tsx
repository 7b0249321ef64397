import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { TocEntry } from '../../content/types';
import { useText } from '../../i18n/page-language';
import { notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';

interface TableOfContentsProps {
  entries: readonly TocEntry[];
  /** `sidebar`: always open, beside the article; `collapsible`: a disclosure above it (phones). */
  variant: 'sidebar' | 'collapsible';
  className?: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li[data-level='2'] a { padding-left: ${theme.space(6)}; font-size: ${theme.fontSize.sm}; }
  a {
    display: block;
    padding: ${theme.space(1.5)} ${theme.space(3)};
    border-left: 2px solid ${theme.color.border};
    color: ${theme.color.textMuted};
    text-decoration: none;
    line-height: 1.4;
  }
  a:hover { color: ${theme.color.primary}; }
  a[aria-current] {
    border-left-color: ${theme.color.primary};
    color: ${theme.color.primary};
    font-weight: 600;
  }
`;

const Title = styled.h2`
  margin-bottom: ${theme.space(3)};
  font-size: ${theme.fontSize.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.color.textMuted};
`;

/** The sidebar's box: links within the page lead nowhere on paper. */
const Sidebar = styled.nav`
  ${notPrinted}
`;

const Disclosure = styled.details`
  ${notPrinted}
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: ${theme.layout.touchTarget};
    padding: ${theme.space(2)} ${theme.space(4)};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary svg { transition: transform ${theme.motion.normal}; color: ${theme.color.textMuted}; }
  &[open] summary svg { transform: rotate(180deg); }
  nav { padding: 0 ${theme.space(4)} ${theme.space(4)}; }
`;

/**
 * The article's level-1 and level-2 headings as links, the first one current. In the browser,
 * toc-enhance keeps aria-current on the section being read and makes a click scroll smoothly;
 * without JavaScript the links still jump.
 */
export function TableOfContents({ entries, variant, className }: TableOfContentsProps) {
  const id = useId();
  const t = useText();

  const list = (
    <List>
      {entries.map((entry) => (
        <li key={entry.id} data-level={entry.level}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === entries[0]?.id ? 'location' : undefined}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </List>
  );

  if (variant === 'collapsible') {
    return (
      <Disclosure className={className} data-pagefind-ignore="">
        <summary>
          {t('toc.title')}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <nav aria-label={t('toc.title')} data-toc="">
          {list}
        </nav>
      </Disclosure>
    );
  }
  return (
    <Sidebar aria-labelledby={`${id}-title`} className={className} data-toc="" data-pagefind-ignore="">
      <Title id={`${id}-title`}>{t('toc.title')}</Title>
      {list}
    </Sidebar>
  );
}
