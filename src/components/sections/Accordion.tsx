import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

export interface AccordionItem {
  /** Unique on the page; the panel and its button take their ids from it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The heading level that wraps each button, so the outline stays right where it is used. */
  headingLevel?: 2 | 3 | 4;
  /** The open item, when the page controls it (for example to close everything on a new search). */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
}

const List = styled.div`
  border-top: thin solid ${theme.color.border};
`;

const Item = styled.div`
  border-bottom: thin solid ${theme.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSize.md};
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space(4)} 0;
  border: 0;
  background: none;
  color: ${theme.color.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  svg { flex-shrink: 0; color: ${theme.color.textMuted}; transition: transform ${theme.motion.normal}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  &:hover { color: ${theme.color.primary}; }
`;

/*
 * Panels are in the HTML whether open or not. Only once the boot script has marked
 * `html[data-js]` does a closed panel hide, so the answers stay readable without JavaScript.
 */
const Panel = styled.div`
  padding-bottom: ${theme.space(4)};
  color: ${theme.color.textMuted};
  > :last-child { margin-bottom: 0; }
  [data-js] &[data-state='closed'] { display: none; }
`;

/** Moves focus between the buttons of one accordion with the arrow, Home and End keys. */
function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches('[data-accordion-trigger]')) return;
  const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > div > * > [data-accordion-trigger]'));
  const index = triggers.indexOf(target as HTMLButtonElement);
  const next = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The WAI-ARIA accordion: one panel open at a time, a second press closes it, each button
 * carries aria-expanded and aria-controls, each panel is a region named by its button.
 */
export function Accordion({ items, headingLevel = 3, openId, onOpenChange }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const current = openId === undefined ? ownOpenId : openId;
  const toggle = (id: string) => {
    const next = current === id ? null : id;
    setOwnOpenId(next);
    onOpenChange?.(next);
  };

  return (
    <List onKeyDown={onKeyDown}>
      {items.map((item) => {
        const open = current === item.id;
        const state = open ? 'open' : 'closed';
        return (
          <Item key={item.id} id={item.id} data-state={state}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={`${item.id}-button`}
                data-accordion-trigger=""
                aria-expanded={open}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <ChevronDown size={20} aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={`${item.id}-panel`} role="region" aria-labelledby={`${item.id}-button`} data-state={state}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
