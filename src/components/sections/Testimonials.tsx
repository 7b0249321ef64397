import { Quote } from 'lucide-react';
import { styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Section, type SectionProps } from './Section';

/** A testimonial: a quote, its author and the author's role. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export interface TestimonialsProps extends Omit<SectionProps, 'children'> {
  items: Testimonial[];
}

const Grid = styled.ul<{ $single: boolean }>`
  display: grid;
  gap: ${theme.space(6)};
  max-width: ${(p) => (p.$single ? theme.layout.proseWidth : 'none')};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${media.desktop} { grid-template-columns: ${(p) => (p.$single ? '1fr' : 'repeat(auto-fit, minmax(0, 1fr))')}; }
`;

const Card = styled.figure<{ $single: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: ${theme.space(7)};
  border: thin solid ${theme.color.border};
  border-left: ${theme.space(1)} solid ${theme.color.primary};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  svg { color: ${theme.color.primary}; margin-bottom: ${theme.space(3)}; }
  blockquote {
    flex: 1;
    margin: 0 0 ${theme.space(6)};
    font-size: ${(p) => (p.$single ? theme.fontSize.xl : theme.fontSize.lg)};
    line-height: 1.55;
  }
  blockquote p:last-child { margin-bottom: 0; }
  figcaption { color: ${theme.color.textMuted}; font-size: ${theme.fontSize.sm}; }
  cite { display: block; color: ${theme.color.text}; font-size: ${theme.fontSize.md}; font-style: normal; font-weight: 700; }
`;

/** Quotes from people who work with us, one card each, with who said it. */
export function Testimonials({ items, ...section }: TestimonialsProps) {
  const single = items.length === 1;
  return (
    <Section {...section}>
      <Grid $single={single}>
        {items.map((item) => (
          <li key={item.author}>
            <Card $single={single}>
              <Quote size={28} aria-hidden="true" />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <cite>{item.author}</cite>
                {item.role}
              </figcaption>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
