import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { styled } from 'styled-components';
import { printedLinkAddresses } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

export interface AccordionItem {
  /** Unique on the page; the item's details element carries it, so a link to #id finds it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The level of the heading inside each summary, so the outline stays right where it is used. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Accordions given the same name keep one item open between them; without one, each accordion
   * keeps its own item open.
   */
  name?: string;
  /**
   * The open item, when an island controls it (for example to close everything on a new search).
   * Only an island runs in the browser: elsewhere the details open and close by themselves.
   */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
}

const List = styled.div`
  border-top: thin solid ${theme.color.border};
`;

const Item = styled.details`
  border-bottom: thin solid ${theme.color.border};
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space(4)} 0;
  color: ${theme.color.text};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  svg { flex-shrink: 0; color: ${theme.color.textMuted}; transition: transform ${theme.motion.normal}; }
  details[open] > & svg { transform: rotate(180deg); }
  &:hover { color: ${theme.color.primary}; }
  /* Every answer prints open (GlobalStyle): the arrow would point at nothing. */
  ${media.print} { min-height: 0; padding-bottom: ${theme.space(2)}; break-after: avoid; svg { display: none; } }
`;

// Looks as the question did when it was a button inside the heading: the summary's weight and colour.
const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSize.md};
  font-weight: inherit;
  letter-spacing: normal;
`;

const Panel = styled.div`
  padding-bottom: ${theme.space(4)};
  color: ${theme.color.textMuted};
  > :last-child { margin-bottom: 0; }
  ${printedLinkAddresses}
`;

/**
 * Questions that open on their answers, as details elements sharing a name: the browser keeps
 * one open at a time and a second press closes it, with no JavaScript, and the answers are in the
 * page for search engines and find-in-page. The arrow keys come from accordion-keys.client.ts.
 */
export function Accordion({ items, headingLevel = 3, name, openId, onOpenChange }: AccordionProps) {
  const ownName = useId();
  const group = name ?? ownName;

  // Toggle events arrive after the browser has settled which item is open, one per item that
  // changed, the newly opened one first; the page's details say the outcome, whatever the order.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const open = event.currentTarget.ownerDocument.querySelector<HTMLDetailsElement>(`details[name="${CSS.escape(group)}"][open]`);
    onOpenChange?.(open?.id ?? null);
  };

  return (
    // data-accordion: where accordion-keys.client.ts moves the focus with the arrow keys.
    <List data-accordion="">
      {items.map((item) => (
        <Item
          key={item.id}
          id={item.id}
          name={group}
          open={openId === undefined ? undefined : openId === item.id}
          onToggle={onOpenChange ? onToggle : undefined}
        >
          <Summary>
            <Heading as={`h${headingLevel}`}>{item.title}</Heading>
            <ChevronDown size={20} aria-hidden="true" />
          </Summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </List>
  );
}
