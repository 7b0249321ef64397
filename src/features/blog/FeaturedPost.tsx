import { styled } from 'styled-components';
import { CardBody, cardSurface } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import { featuredSizes } from '../../components/primitives/image-sizes';
import type { BlogPostSummary } from '../../content/types';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { PostMeta, PostSummary } from './PostMeta';

const Box = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  ${cardSurface}
  ${media.tablet} { grid-template-columns: 1.2fr 1fr; }
`;

/* Beside the text, the picture fills the card's height: the whole photo, not a card's 16:9 crop of it. */
const Media = styled(Image)`
  ${media.tablet} { aspect-ratio: auto; height: 100%; min-height: 16rem; }
`;

/* A card body, laid out as a grid centred beside the picture, with a larger title. */
const Body = styled(CardBody)`
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
  align-content: center;
  padding: ${theme.space(6)} ${theme.space(6)} ${theme.space(8)};
  ${media.desktop} { padding: ${theme.space(8)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
`;

const Meta = styled(PostMeta)`
  font-size: ${theme.fontSize.sm};
`;

/** The newest article, wide, above the grid. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <Box data-slug={post.slug}>
      <Media src={post.image} set={post.imageSet} sizes={featuredSizes} alt={post.imageAlt} width={800} height={450} priority whole />
      <Body>
        <PostSummary post={post} byline Meta={Meta} />
      </Body>
    </Box>
  );
}
