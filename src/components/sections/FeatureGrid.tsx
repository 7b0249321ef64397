import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Badge } from '../primitives/Badge';
import { cardSurface } from '../primitives/Card';
import { IconTile } from '../primitives/IconTile';
import { SiteLink } from '../primitives/SiteLink';
import { Section, type SectionProps } from './Section';

export interface FeatureItem {
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  href?: string;
  /** Text of the card's link; "Learn more" (named after the card for screen readers) when absent. */
  linkText?: string;
  /** A short label above the title, like "Recommended". */
  badge?: string;
  /** Draws the card with the brand border, to single one out. */
  highlighted?: boolean;
  /** More content under the description (prices, lists). */
  extra?: ReactNode;
}

export interface FeatureGridProps extends Omit<SectionProps, 'children'> {
  items: FeatureItem[];
  columns?: 2 | 3 | 4;
  /** Shown under the cards, like a button to a fuller page. */
  children?: ReactNode;
}

const Grid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.desktop} { grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr)); }
`;

const Card = styled.li<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${theme.space(7)};
  ${cardSurface}
  border-color: ${(p) => (p.$highlighted ? theme.color.primary : theme.color.border)};
  box-shadow: ${(p) => (p.$highlighted ? theme.shadow.md : theme.shadow.sm)};
  transition: border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}, transform ${theme.motion.normal};
  &:hover, &:focus-within {
    box-shadow: ${theme.shadow.lg};
    transform: translateY(-${theme.space(1)});
  }
  ${media.reducedMotion} {
    &:hover, &:focus-within { transform: none; }
  }
  h3 { font-size: ${theme.fontSize.xl}; }
`;

const IconBox = styled(IconTile)`
  margin-bottom: ${theme.space(5)};
`;

const Label = styled(Badge)`
  margin-bottom: ${theme.space(3)};
`;

const Description = styled.div`
  color: ${theme.color.textMuted};
  p:last-child { margin-bottom: 0; }
`;

const cardLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  margin-top: auto;
  padding-top: ${theme.space(4)};
  color: ${theme.color.primary};
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover { text-decoration: underline; text-underline-offset: 0.2em; }
`;
const CardLink = styled(SiteLink)`${cardLink}`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(10)};
`;

function FeatureCardLink({ href, linkText, title }: { href: string; linkText?: string; title: string }) {
  const label = linkText ?? (
    <>
      Learn more<span className="visually-hidden"> about {title}</span>
    </>
  );
  const content = (
    <>
      {label}
      <ArrowRight size={16} aria-hidden="true" />
    </>
  );
  return <CardLink href={href}>{content}</CardLink>;
}

/** A section of cards, each with an icon, an h3 title, a description and an optional link. */
export function FeatureGrid({ items, columns = 3, children, ...section }: FeatureGridProps) {
  return (
    <Section {...section}>
      <Grid $columns={columns}>
        {items.map(({ icon: Icon, title, description, href, linkText, badge, highlighted = false, extra }) => (
          <Card key={title} $highlighted={highlighted}>
            {Icon && (
              <IconBox $size="lg">
                <Icon size={24} aria-hidden="true" />
              </IconBox>
            )}
            {badge && (
              <Label as="p" $tone="solid">
                {badge}
              </Label>
            )}
            <h3>{title}</h3>
            <Description>{typeof description === 'string' ? <p>{description}</p> : description}</Description>
            {extra}
            {href && <FeatureCardLink href={href} linkText={linkText} title={title} />}
          </Card>
        ))}
      </Grid>
      {children && <Footer>{children}</Footer>}
    </Section>
  );
}
