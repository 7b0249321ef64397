import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Container } from '../layout/Container';
import { Badge } from '../primitives/Badge';
import { ButtonLink, type ButtonVariant } from '../primitives/Button';

export interface HeroLink {
  text: string;
  href: string;
  variant?: ButtonVariant;
  /** Read after the text by screen readers and search engines where the text alone says too little ("Learn More"). */
  hiddenText?: string;
}

export interface PageHeroProps {
  badge?: string;
  title: string;
  description?: ReactNode;
  links?: HeroLink[];
  /** Shown beside the text on wide screens. */
  aside?: ReactNode;
  /** Breadcrumbs or a back link above the title. */
  above?: ReactNode;
}

const Section = styled.section`
  background: linear-gradient(180deg, ${theme.color.primarySoft} 0%, ${theme.color.bg} 100%);
  padding: ${theme.space(12)} 0 ${theme.space(14)};
  ${media.desktop} { padding: ${theme.space(20)} 0; }
  ${media.print} { padding: 0 0 ${theme.space(4)}; }
`;

const Grid = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: ${theme.space(10)};
  align-items: center;
  ${media.desktop} { grid-template-columns: ${(p) => (p.$withAside ? '1.1fr 0.9fr' : '1fr')}; }
`;

const Kicker = styled(Badge)`
  margin-bottom: ${theme.space(4)};
`;

const Title = styled.h1`
  max-width: 20ch;
  font-size: ${theme.fontSize['4xl']};
  ${media.tablet} { font-size: ${theme.fontSize['5xl']}; }
`;

const Lead = styled.div`
  max-width: 40rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  ${notPrinted}
`;

/** The opening block of a page: badge, the page's one h1, a lead and its main links. */
export function PageHero({ badge, title, description, links, aside, above }: PageHeroProps) {
  return (
    <Section>
      <Container>
        {above}
        <Grid $withAside={!!aside}>
          <div>
            {badge && (
              <Kicker as="p" $tone="outline">
                {badge}
              </Kicker>
            )}
            <Title>{title}</Title>
            {description && <Lead>{typeof description === 'string' ? <p>{description}</p> : description}</Lead>}
            {links?.length ? (
              <Links>
                {links.map((link, index) => (
                  <ButtonLink key={link.href + link.text} href={link.href} size="lg" variant={link.variant ?? (index === 0 ? 'default' : 'outline')}>
                    {link.text}
                    {link.hiddenText && <span className="visually-hidden"> {link.hiddenText}</span>}
                  </ButtonLink>
                ))}
              </Links>
            ) : null}
          </div>
          {aside}
        </Grid>
      </Container>
    </Section>
  );
}
