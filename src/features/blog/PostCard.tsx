import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Image } from '../../components/primitives/Image';
import type { BlogPostSummary } from '../../content/types';
import { formatCalendarDate } from '../../lib/dates';
import { theme } from '../../styles/theme';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  transition: box-shadow ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover, &:focus-within { border-color: ${theme.color.primary}; box-shadow: ${theme.shadow.md}; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  h2, h3 { margin: 0; font-size: ${theme.fontSize.xl}; }
  h2 a, h3 a { color: ${theme.color.text}; text-decoration: none; }
  /* The whole card is the link's target area. */
  h2 a::after, h3 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

export const CategoryTag = styled.span`
  align-self: flex-start;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.full};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-size: ${theme.fontSize.xs};
  font-weight: 700;
`;

const Meta = styled.p`
  margin-top: auto !important;
  font-size: ${theme.fontSize.sm};
`;

/** A post on a listing: image, category, title (the link), excerpt, date and read time. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Image src={post.image} alt={post.imageAlt} width={800} height={450} />
      <Body>
        <CategoryTag>{post.category}</CategoryTag>
        <Heading>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
        <Meta>
          <time dateTime={post.date}>{formatCalendarDate(post.date)}</time> · {post.readTime} min read
        </Meta>
      </Body>
    </Card>
  );
}

export const CardGrid = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;
