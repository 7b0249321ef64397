import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Container } from '../layout/Container';

export type SectionTone = 'default' | 'subtle';

export interface SectionProps {
  heading?: string;
  intro?: ReactNode;
  /** Background: the page colour or the subtle one, so sections can alternate. */
  tone?: SectionTone;
  /** Id of the h2; one is generated when absent. */
  id?: string;
  children?: ReactNode;
}

const Band = styled.section<{ $tone: SectionTone }>`
  padding: ${theme.space(14)} 0;
  background: ${(p) => (p.$tone === 'subtle' ? theme.color.bgSubtle : theme.color.bg)};
  ${media.desktop} { padding: ${theme.space(20)} 0; }
  /* A band's air is there to separate colours, which paper does not have. */
  ${media.print} { padding: ${theme.space(6)} 0; }
`;

const Header = styled.header`
  max-width: 44rem;
  margin: 0 auto ${theme.space(10)};
  text-align: center;
  ${media.print} { margin-bottom: ${theme.space(6)}; }
  h2 {
    font-size: ${theme.fontSize['3xl']};
    ${media.tablet} { font-size: ${theme.fontSize['4xl']}; }
  }
`;

const Intro = styled.div`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
  p:last-child { margin-bottom: 0; }
`;

/** A page band with an optional h2 and lead; the shell of every section below the hero. */
export function Section({ heading, intro, tone = 'default', id, children }: SectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Band $tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <Header>
            <h2 id={headingId}>{heading}</h2>
            {intro && <Intro>{typeof intro === 'string' ? <p>{intro}</p> : intro}</Intro>}
          </Header>
        )}
        {children}
      </Container>
    </Band>
  );
}
