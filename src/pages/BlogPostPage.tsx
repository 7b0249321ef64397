import { ArrowLeft } from 'lucide-react';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { Badge } from '../components/primitives/Badge';
import { ButtonLink } from '../components/primitives/Button';
import { CardGrid } from '../components/primitives/Card';
import { Image } from '../components/primitives/Image';
import type { BlogPost } from '../content/types';
import { PostCard } from '../features/blog/PostCard';
import type { HeadOptions } from '../features/head/head';
import type { HeadContext } from '../features/head/resolve-head';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { formatCalendarDate } from '../lib/dates';
import { media } from '../styles/media';
import { theme } from '../styles/theme';
import { RouteError } from './RouteError';

export function blogPostHead({ data, params, site }: HeadContext<BlogPost | undefined>): HeadOptions {
  const path = `/blog/${params.slug ?? ''}`;
  if (!data) return { title: 'Post Not Found', path, noIndex: true };
  const url = `${site.url}${path}`;
  return {
    title: data.title,
    description: data.excerpt,
    path,
    type: 'article',
    image: data.image.endsWith('.svg') ? undefined : data.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: data.title, path },
    ],
    schema: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: data.title,
        description: data.excerpt,
        datePublished: data.date,
        author: { '@type': 'Person', name: data.author },
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
        mainEntityOfPage: url,
        image: `${site.url}${data.image}`,
        articleSection: data.category,
      },
    ],
  };
}

const Header = styled.header`
  padding: ${theme.space(10)} 0 ${theme.space(8)};
  background: ${theme.color.bgSubtle};
  h1 { font-size: ${theme.fontSize['4xl']}; max-width: 24ch; margin-top: ${theme.space(4)}; }
  ${media.tablet} { h1 { font-size: ${theme.fontSize['5xl']}; } }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color.textMuted};
  font-weight: 600;
  text-decoration: none;
`;

const Meta = styled.p`
  color: ${theme.color.textMuted};
`;

const Excerpt = styled.p`
  max-width: ${theme.layout.proseWidth};
  font-size: ${theme.fontSize.xl};
  color: ${theme.color.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  padding: ${theme.space(10)} 0 ${theme.space(16)};
  ${media.desktop} { grid-template-columns: minmax(0, 1fr) 18rem; }
`;

const Aside = styled.aside`
  ${media.desktop} { order: 2; }
  display: grid;
  align-content: start;
  gap: ${theme.space(6)};
  ${media.desktop} { position: sticky; top: calc(${theme.layout.headerHeight} + 1.5rem); align-self: start; }
`;

const Box = styled.div`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h2 { font-size: ${theme.fontSize.lg}; }
  ol { list-style: none; margin: 0; padding: 0; }
  li a { display: block; padding: ${theme.space(1)} 0; color: ${theme.color.textMuted}; text-decoration: none; }
  li a:hover { color: ${theme.color.primary}; }
  li[data-level='2'] { padding-left: ${theme.space(4)}; font-size: ${theme.fontSize.sm}; }
`;

const KeepReading = styled.section`
  padding: ${theme.space(14)} 0 ${theme.space(20)};
  background: ${theme.color.bgSubtle};
`;

export function BlogPostPage() {
  const post = useLoaderData() as BlogPost;
  return (
    <article>
      <Header>
        <Container>
          <Back to="/blog">
            <ArrowLeft size={18} aria-hidden="true" /> Back to Blog
          </Back>
          <div>
            <Badge>{post.category}</Badge>
          </div>
          <h1>{post.title}</h1>
          <Meta>
            By {post.author} · <time dateTime={post.date}>{formatCalendarDate(post.date)}</time> · {post.readTime} min read
          </Meta>
          <Excerpt>{post.excerpt}</Excerpt>
        </Container>
      </Header>
      <Container>
        <Columns>
          <Aside>
            {post.toc.length > 0 && (
              <Box as="nav" aria-labelledby="toc-heading">
                <h2 id="toc-heading">In this article</h2>
                <ol>
                  {post.toc.map((entry) => (
                    <li key={entry.id} data-level={entry.level}>
                      <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                  ))}
                </ol>
              </Box>
            )}
            <Box>
              <h2>Become a Provider</h2>
              <p>Join our network and receive referrals matched to your specialties and service area.</p>
              <ButtonLink href="/become-a-provider" width="full">
                Get Started
              </ButtonLink>
            </Box>
          </Aside>
          <div>
            <Image src={post.image} alt={post.imageAlt} width={800} height={450} priority />
            <Prose>
              <Markdown tree={post.body} />
            </Prose>
          </div>
        </Columns>
      </Container>
      {post.related.length > 0 && (
        <KeepReading aria-labelledby="keep-reading">
          <Container>
            <h2 id="keep-reading">Keep Reading</h2>
            <CardGrid>
              {post.related.map((related) => (
                <PostCard key={related.slug} post={related} />
              ))}
            </CardGrid>
          </Container>
        </KeepReading>
      )}
    </article>
  );
}

const NotFound = styled.section`
  padding: ${theme.space(20)} 0;
  text-align: center;
  p { color: ${theme.color.textMuted}; }
`;

/** An unknown slug: 'Post Not Found'; any other failure: the route error screen. */
export function BlogPostError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  return (
    <NotFound>
      <Container>
        <h1>Post Not Found</h1>
        <p>The blog post you're looking for doesn't exist or has been removed.</p>
        <ButtonLink href="/blog">Return to Blog</ButtonLink>
      </Container>
    </NotFound>
  );
}
