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

/** A post on a listing: image, category, title (the link), excerpt, date and read time. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card>
      <Image src={post.image} set={post.imageSet} sizes={cardSizes} alt={post.imageAlt} width={800} height={450} />
      <CardBody>
        <PostSummary post={post} Meta={Meta} />
      </CardBody>
    </Card>
  );
}
