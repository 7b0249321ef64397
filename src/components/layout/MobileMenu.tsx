import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { NavItem } from '../../content/schemas';
import { theme } from '../../styles/theme';
import { Button, ButtonLink } from '../primitives/Button';
import { BrandLink } from './BrandLink';

const Panel = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.menu};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${theme.color.bg};
  padding: 0 ${theme.space(4)} ${theme.space(6)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.layout.headerHeight};
`;

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(2)} 0;
  padding: 0;
  > li { border-bottom: 1px solid ${theme.color.border}; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const ItemLink = styled.a`
  display: flex;
  align-items: center;
  flex: 1;
  min-height: 3.25rem;
  color: ${theme.color.text};
  font-size: ${theme.fontSize.lg};
  font-weight: 600;
  text-decoration: none;
`;

const Toggle = styled(Button)`
  svg { transition: transform ${theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0 0 0 ${theme.space(4)};
  a { font-size: ${theme.fontSize.md}; font-weight: 500; min-height: ${theme.layout.touchTarget}; color: ${theme.color.textMuted}; }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: auto;
  padding-top: ${theme.space(6)};
`;

/** Below 768px: a full-screen menu, one submenu open at a time. Focus stays inside while open. */
export function MobileMenu({ items, siteName }: { items: NavItem[]; siteName: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const close = () => setOpen(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setExpanded(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu size={24} aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Panel aria-describedby={undefined}>
          <Top>
            <BrandLink siteName={siteName} onNavigate={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X size={24} aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </Top>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <nav aria-label="Main">
            <List>
              {items.map((item) => {
                const panelId = `${baseId}-${item.label.replace(/\W+/g, '-')}`;
                const isOpen = expanded === item.label;
                return (
                  <li key={item.label}>
                    <Row>
                      <ItemLink href={item.href} onClick={close}>
                        {item.label}
                      </ItemLink>
                      {item.children?.length ? (
                        <Toggle
                          variant="ghost"
                          size="icon"
                          aria-expanded={isOpen}
                          aria-controls={panelId}
                          aria-label={`${item.label} pages`}
                          onClick={() => setExpanded(isOpen ? null : item.label)}
                        >
                          <ChevronDown size={20} aria-hidden="true" />
                        </Toggle>
                      ) : null}
                    </Row>
                    {item.children?.length ? (
                      <SubList id={panelId} hidden={!isOpen}>
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <ItemLink href={child.href} onClick={close}>
                              {child.label}
                            </ItemLink>
                          </li>
                        ))}
                      </SubList>
                    ) : null}
                  </li>
                );
              })}
            </List>
          </nav>
          <Actions>
            <ButtonLink href="/contact" variant="outline" size="lg" width="full" onClick={close}>
              Contact Us
            </ButtonLink>
            <ButtonLink href="/become-a-provider" size="lg" width="full" onClick={close}>
              Get Started
            </ButtonLink>
          </Actions>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
