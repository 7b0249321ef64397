import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { TocEntry } from '../../content/types';
import { theme } from '../../styles/theme';

interface TableOfContentsProps {
  entries: readonly TocEntry[];
  activeId: string | undefined;
  onSelect: (id: string) => void;
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

const Disclosure = styled.details`
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

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The article's level-1 and level-2 headings as links. The current section's link carries
 * aria-current. A click scrolls smoothly (at once when reduced motion is asked for), moves the
 * focus to the heading and keeps the address's #fragment; without JavaScript the links still jump.
 */
export function TableOfContents({ entries, activeId, onSelect, variant, className }: TableOfContentsProps) {
  const id = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  // A sidebar that scrolls on its own keeps the current entry in its view (the page does not move).
  useEffect(() => {
    const nav = sidebar.current;
    const link = nav?.querySelector<HTMLElement>('a[aria-current]');
    if (!nav || !link || nav.scrollHeight <= nav.clientHeight) return;
    const top = link.offsetTop - nav.offsetTop;
    if (top < nav.scrollTop) nav.scrollTop = top;
    else if (top + link.offsetHeight > nav.scrollTop + nav.clientHeight) nav.scrollTop = top + link.offsetHeight - nav.clientHeight;
  }, [activeId]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const heading = document.getElementById(target);
    if (!heading || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(target);
    if (disclosure.current) disclosure.current.open = false;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // The router keeps its own entry in history.state; only the fragment changes.
    window.history.replaceState(window.history.state, '', `#${target}`);
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };

  const list = (
    <List>
      {entries.map((entry) => (
        <li key={entry.id} data-level={entry.level}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === activeId ? 'location' : undefined}
            onClick={(event) => onClick(event, entry.id)}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </List>
  );

  if (variant === 'collapsible') {
    return (
      <Disclosure ref={disclosure} className={className}>
        <summary>
          On this page
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <nav aria-label="On this page">{list}</nav>
      </Disclosure>
    );
  }
  return (
    <nav ref={sidebar} aria-labelledby={`${id}-title`} className={className}>
      <Title id={`${id}-title`}>On this page</Title>
      {list}
    </nav>
  );
}
