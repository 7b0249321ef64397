import { Maximize2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { cardSurface } from '../../components/primitives/Card';
import { CheckList } from '../../components/primitives/CheckList';
import type { WebsiteDemo } from '../../content/schemas';
import { useText, useTextParts } from '../../i18n/page-language';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

export interface DemoTabsProps {
  demos: WebsiteDemo[];
}

const List = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space(1)};
  width: fit-content;
  max-width: 100%;
  margin: 0 auto ${theme.space(8)};
  padding: ${theme.space(1)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceMuted};
`;

const Trigger = styled.button`
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(5)};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textMuted};
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${theme.color.text}; }
  &[aria-selected='true'] { background: ${theme.color.surface}; color: ${theme.color.text}; box-shadow: ${theme.shadow.sm}; }
  ${media.tablet} { padding: 0 ${theme.space(8)}; }
`;

const Panel = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  ${media.desktop} { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: ${theme.space(12)}; }
  &[hidden] { display: none; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
  p { color: ${theme.color.textMuted}; }
`;

/** The preview is the demo card: the whole picture opens the full demo. */
const Card = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  cursor: zoom-in;
  ${cardSurface}
  box-shadow: ${theme.shadow.lg};
  img { display: block; width: 100%; height: auto; }
`;

const CardHint = styled.span`
  position: absolute;
  right: ${theme.space(3)};
  bottom: ${theme.space(3)};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  padding: ${theme.space(1.5)} ${theme.space(3)};
  border-radius: ${theme.radius.full};
  background: ${theme.color.inverseBg};
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.sm};
  font-weight: 600;
`;

const Features = styled(CheckList)`
  margin-bottom: ${theme.space(6)};
`;

const tabId = (id: string) => `demo-tab-${id}`;
const panelId = (id: string) => `demo-panel-${id}`;

/**
 * One tab per sample site, the first selected, each panel with its card and a button to the full
 * demo: the ARIA tabs pattern in markup. The page script (website-demos) selects a tab on click and
 * moves the selection with the arrow keys, Home and End; only the selected tab is in the tab order.
 */
export function DemoTabs({ demos }: DemoTabsProps) {
  const t = useText();
  const parts = useTextParts();
  return (
    <div data-demo-tabs="">
      <List role="tablist" aria-label={t('demo.tabs')}>
        {demos.map((demo, index) => (
          <Trigger
            key={demo.id}
            type="button"
            role="tab"
            id={tabId(demo.id)}
            aria-controls={panelId(demo.id)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-demo={demo.id}
            data-demo-url={demo.demoUrl}
          >
            {demo.title}
          </Trigger>
        ))}
      </List>
      {demos.map((demo, index) => (
        <Panel key={demo.id} role="tabpanel" id={panelId(demo.id)} aria-labelledby={tabId(demo.id)} tabIndex={0} hidden={index !== 0}>
          <Card type="button" aria-label={t('demo.openFull', { title: demo.title })} data-demo-open={demo.id} data-demo-card={demo.id}>
            <img src={demo.previewImage} alt={demo.previewImageAlt} width={640} height={400} loading="lazy" decoding="async" />
            <CardHint aria-hidden="true">
              <Maximize2 size={14} />
              {` ${t('demo.fullHint')}`}
            </CardHint>
          </Card>
          <div>
            <h3>{parts('demo.heading', { title: demo.title })}</h3>
            <p>{demo.description}</p>
            <Features items={demo.features} />
            <Button size="lg" data-demo-open={demo.id}>
              <Maximize2 size={18} aria-hidden="true" />
              {` ${t('demo.viewFull')}`}
            </Button>
          </div>
        </Panel>
      ))}
    </div>
  );
}
