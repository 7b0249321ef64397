import { ExternalLink, X } from 'lucide-react';
import { keyframes, styled } from 'styled-components';
import { Button, ButtonLink } from '../../components/primitives/Button';
import type { WebsiteDemo } from '../../content/schemas';
import { useText, useTextParts } from '../../i18n/page-language';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

export interface DemoDialogProps {
  /** Every sample site; the dialog shows the one picked, the first until then. */
  demos: WebsiteDemo[];
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/*
 * Opened with showModal(), in the top layer: the page behind is inert, focus stays inside and
 * Escape closes it. The browser's own dialog styles centre a box no larger than its content.
 */
const Panel = styled.dialog`
  position: fixed;
  inset: ${theme.space(2)};
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};
  ${media.tablet} { inset: ${theme.space(6)}; }
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${fadeIn} ${theme.motion.normal} ease-out;
    ${media.reducedMotion} { animation: none; }
  }
  &::backdrop {
    background: ${theme.color.overlay};
  }
  &:focus { outline: none; }
  html:has(&[open]) { overflow: hidden; }
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

const CloseArea = styled.div`
  position: relative;
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: none; }
`;

/* A short hint under the close button, shown after a short delay on hover or keyboard focus. */
const Tip = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 1;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.inverseBg};
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.sm};
  line-height: 1.4;
  white-space: nowrap;
  box-shadow: ${theme.shadow.md};
  animation: ${appear} ${theme.motion.fast} ease-out;
  ${media.reducedMotion} { animation: none; }
  &[hidden] { display: none; }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${theme.fixed.white};
`;

/**
 * The full demo of one sample site in a frame, as a <dialog>; the page script (website-demos)
 * opens it with the picked demo, and on closing gives focus back to the button that opened it.
 */
export function DemoDialog({ demos }: DemoDialogProps) {
  const first = demos[0]!;
  const t = useText();
  const parts = useTextParts();
  return (
    <Panel
      aria-labelledby="demo-dialog-title"
      aria-describedby="demo-dialog-description"
      tabIndex={-1}
      data-demo-dialog=""
      data-testid="demo-dialog"
    >
      {/* Shift+Tab from the first control lands here, and goes round to the frame. */}
      <span tabIndex={0} data-focus-wrap="start" />
      <Bar>
        <Titles>
          <h2 id="demo-dialog-title">
            {parts('demo.heading', {
              title: (
                <span key="title" data-demo-title="">
                  {first.title}
                </span>
              ),
            })}
          </h2>
          <p id="demo-dialog-description">{t('demo.description')}</p>
        </Titles>
        <NewTab href={first.demoUrl} target="_blank" rel="noopener" variant="ghost" size="sm" data-demo-link="">
          <ExternalLink size={16} aria-hidden="true" />
          {` ${t('demo.newTab')}`}
        </NewTab>
        <CloseArea>
          <Button variant="ghost" size="icon" aria-label={t('demo.close')} data-demo-close="">
            <X size={22} aria-hidden="true" />
          </Button>
          <Tip role="tooltip" id="demo-dialog-tip" hidden data-demo-tip="">
            {t('demo.close')}
          </Tip>
        </CloseArea>
      </Bar>
      {/* The frame gets its address when the dialog opens, so a closed dialog loads nothing. */}
      {/* The page script puts the picked demo's name in place of the first one's in this title. */}
      <Frame title={t('demo.frame', { title: first.title })} data-demo-frame="" />
      {/* Tabbing out of the frame's last link lands here, and goes round to the dialog's start. */}
      <span tabIndex={0} data-focus-wrap="end" />
    </Panel>
  );
}
