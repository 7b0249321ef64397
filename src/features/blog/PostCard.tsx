import { styled } from 'styled-components';
import { Card, CardBody } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import { cardSizes } from '../../components/primitives/image-sizes';
import type { BlogPostSummary } from '../../content/types';
import { theme } from '../../styles/theme';
import { PostMeta, PostSummary } from './PostMeta';

const Meta = styled(PostMeta)`
  margin-top: auto !important;
  font-size: ${theme.fontSize.sm};
`;

/** The picture of a post's card: its box and how wide it is shown (the listing's template has the same). */
export const postCardImage = { width: 800, height: 450, sizes: cardSizes };

/** A post on a listing: image, category, title (the link), excerpt, date and read time. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card>
      <Image src={post.image} set={post.imageSet} alt={post.imageAlt} {...postCardImage} />
      <CardBody>
        <PostSummary post={post} Meta={Meta} />
      </CardBody>
    </Card>
  );
}
