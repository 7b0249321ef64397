import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '../../components/primitives/Badge';
import { cardSurface } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import type { BlogPostSummary } from '../../content/types';
import { formatCalendarDate } from '../../lib/dates';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

const Box = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  ${cardSurface}
  ${media.tablet} { grid-template-columns: 1.2fr 1fr; }
`;

/* Beside the text, the picture fills the card's height. */
const Media = styled(Image)`
  ${media.tablet} { aspect-ratio: auto; height: 100%; min-height: 16rem; }
`;

const Body = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
  align-content: center;
  padding: ${theme.space(6)} ${theme.space(6)} ${theme.space(8)};
  ${media.desktop} { padding: ${theme.space(8)}; }
  h3 { margin: 0; font-size: ${theme.fontSize['2xl']}; }

  h3 a { color: ${theme.color.text}; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

const Meta = styled.p`
  font-size: ${theme.fontSize.sm};
`;

/** The newest article, wide, above the grid. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <Box>
      <Media src={post.image} alt={post.imageAlt} width={800} height={450} priority />
      <Body>
        <Badge>{post.category}</Badge>
        <h3>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <Meta>
          By {post.author} · <time dateTime={post.date}>{formatCalendarDate(post.date)}</time> · {post.readTime} min read
        </Meta>
      </Body>
    </Box>
  );
}
