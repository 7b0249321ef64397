import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** Spec section 9: a tooltip opens after 700ms; moving to the next one within 300ms opens it at once. */
export const TOOLTIP_DELAY = { open: 700, skip: 300 } as const;

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: none; }
`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${theme.z.toast};
  max-width: 18rem;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.inverseBg};
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.sm};
  line-height: 1.4;
  box-shadow: ${theme.shadow.md};
  animation: ${appear} ${theme.motion.fast} ease-out;
  ${media.reducedMotion} { animation: none; }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${theme.color.inverseBg};
`;

/** Gives every tooltip of the site the spec's delays; mounted once around the app, so the skip delay holds from one tooltip to the next. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY.open} skipDelayDuration={TOOLTIP_DELAY.skip}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The text shown; also the trigger's description for screen readers. */
  content: ReactNode;
  /** One focusable element (a button or a link) that the tooltip describes. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short hint on hover or keyboard focus, for icon-only buttons and labels that need a word more. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
