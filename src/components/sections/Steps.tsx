import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Section, type SectionProps } from './Section';

export interface Step {
  title: string;
  description: ReactNode;
}

export interface StepsProps extends Omit<SectionProps, 'children'> {
  steps: Step[];
  /** Shows "01", "02"... in the markers; a plain dot otherwise. */
  numbered?: boolean;
  /** Shown under the steps, like a button to a fuller page. */
  children?: ReactNode;
}

const marker = theme.space(12);
const columnGap = theme.space(8);
const line = theme.space(0.5);

const List = styled.ol<{ $count: number }>`
  display: grid;
  max-width: 40rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    max-width: none;
    grid-template-columns: repeat(${(p) => Math.min(p.$count, 5)}, minmax(0, 1fr));
    column-gap: ${columnGap};
    row-gap: ${theme.space(10)};
  }
  ${media.print} { display: block; }
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${marker} 1fr;
  align-content: start;
  gap: ${theme.space(5)};
  padding-bottom: ${theme.space(8)};
  &:last-child { padding-bottom: 0; }
  /* The line joining one marker to the next: down on narrow screens, across on wide ones. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: calc(${marker} + ${theme.space(2)});
    bottom: ${theme.space(2)};
    left: calc(${marker} / 2 - ${line} / 2);
    width: ${line};
    background: ${theme.color.borderStrong};
  }
  h3 { margin-top: ${theme.space(2.5)}; font-size: ${theme.fontSize.xl}; }
  ${media.desktop} {
    grid-template-columns: 1fr;
    gap: ${theme.space(4)};
    padding-bottom: 0;
    h3 { margin-top: 0; }
    &:not(:last-child)::before {
      top: calc(${marker} / 2 - ${line} / 2);
      bottom: auto;
      left: calc(${marker} + ${theme.space(3)});
      right: calc(${theme.space(3)} - ${columnGap});
      width: auto;
      height: ${line};
    }
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${marker};
  height: ${marker};
  border-radius: ${theme.radius.full};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 ${theme.space(1.5)} ${theme.color.primarySoft};
`;

const Dot = styled.span`
  width: ${theme.space(3)};
  height: ${theme.space(3)};
  border-radius: ${theme.radius.full};
  background: ${theme.color.onPrimary};
`;

const Description = styled.div`
  color: ${theme.color.textMuted};
  p:last-child { margin-bottom: 0; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(12)};
`;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ordered list of steps: a vertical timeline on phones, a row on wide screens. */
export function Steps({ steps, numbered = true, children, ...section }: StepsProps) {
  return (
    <Section {...section}>
      <List $count={steps.length}>
        {steps.map((step, index) => (
          <Item key={step.title}>
            <Marker aria-hidden="true">{numbered ? pad(index + 1) : <Dot />}</Marker>
            <div>
              <h3>{step.title}</h3>
              <Description>{typeof step.description === 'string' ? <p>{step.description}</p> : step.description}</Description>
            </div>
          </Item>
        ))}
      </List>
      {children && <Footer>{children}</Footer>}
    </Section>
  );
}
