import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '../../components/primitives/Badge';
import { Card, CardBody } from '../../components/primitives/Card';
import { Image } from '../../components/primitives/Image';
import type { BlogPostSummary } from '../../content/types';
import { formatCalendarDate } from '../../lib/dates';
import { theme } from '../../styles/theme';

const Meta = styled.p`
  margin-top: auto !important;
  font-size: ${theme.fontSize.sm};
`;

/** A post on a listing: image, category, title (the link), excerpt, date and read time. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card>
      <Image src={post.image} alt={post.imageAlt} width={800} height={450} />
      <CardBody>
        <Badge>{post.category}</Badge>
        <h3>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <Meta>
          <time dateTime={post.date}>{formatCalendarDate(post.date)}</time> · {post.readTime} min read
        </Meta>
      </CardBody>
    </Card>
  );
}

