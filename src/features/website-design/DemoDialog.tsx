import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, X } from 'lucide-react';
import { useRef } from 'react';
import { keyframes, styled } from 'styled-components';
import { Button, ButtonLink } from '../../components/primitives/Button';
import { Tooltip } from '../../components/primitives/Tooltip';
import type { WebsiteDemo } from '../../content/schemas';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

export interface DemoDialogProps {
  /** The page always has one selected (the first by default). */
  demo: WebsiteDemo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opened it, which gets focus back on closing. Passed rather than read from
   * the focus: a click does not always focus its button (Safari; a click held back while the
   * island's code loaded).
   */
  opener: HTMLElement | null;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.menu};
  background: ${theme.color.overlay};
  animation: ${fadeIn} ${theme.motion.fast} ease-out;
  ${media.reducedMotion} { animation: none; }
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: ${theme.space(2)};
  z-index: ${theme.z.menu};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
  animation: ${fadeIn} ${theme.motion.normal} ease-out;
  ${media.reducedMotion} { animation: none; }
  ${media.tablet} { inset: ${theme.space(6)}; }
  &:focus { outline: none; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(5)};
  border-bottom: thin solid ${theme.color.border};
  h2 { flex: 1; min-width: 0; margin: 0; font-size: ${theme.fontSize.lg}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: ${theme.fontSize.sm}; }
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const NewTab = styled(ButtonLink)`
  ${media.mobile} { display: none; }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${theme.fixed.white};
`;

/**
 * The full demo of one sample site in a frame. Focus stays inside while it is open; Escape and
 * the close button close it, and focus goes back to the button that opened it.
 */
export function DemoDialog({ demo, open, onOpenChange, opener }: DemoDialogProps) {
  const content = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          ref={content}
          data-testid="demo-dialog"
          onOpenAutoFocus={(event) => {
            // The dialog itself takes focus, so its name is announced and the close button's
            // tooltip does not pop up on opening.
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Opened from a card or a button rather than a Dialog.Trigger: give focus back by hand.
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <Bar>
            <Titles>
              <Dialog.Title>{demo.title} Demo</Dialog.Title>
              <Dialog.Description>A sample website for a fictional home health agency.</Dialog.Description>
            </Titles>
            <NewTab href={demo.demoUrl} target="_blank" rel="noopener" variant="ghost" size="sm">
              <ExternalLink size={16} aria-hidden="true" /> Open in new tab
            </NewTab>
            <Tooltip content="Close demo" side="bottom">
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close demo">
                  <X size={22} aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </Tooltip>
          </Bar>
          <Frame
            src={demo.demoUrl}
            title={`${demo.title} demo: sample website`}
            onLoad={(event) => {
              // Keys pressed inside the sample page never reach this document: listen there
              // too, so Escape closes the dialog wherever focus is.
              event.currentTarget.contentDocument?.addEventListener('keydown', (key) => {
                if (key.key === 'Escape') onOpenChange(false);
              });
            }}
          />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
