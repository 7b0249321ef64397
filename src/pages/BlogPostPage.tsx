import { ArrowLeft } from 'lucide-react';
import { isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { Badge } from '../components/primitives/Badge';
import { ButtonLink } from '../components/primitives/Button';
import { CardGrid } from '../components/primitives/Card';
import { Image } from '../components/primitives/Image';
import { postHeaderSizes } from '../components/primitives/image-sizes';
import { sharedPicture } from '../components/primitives/responsive-image';
import { DEFAULT_LANGUAGE, languageOfPath } from '../config/languages';
import { blogPostPath, localPath } from '../config/routes';
import { shellLinks } from '../config/shell-links';
import { useSite } from '../config/site';
import type { PostWords, SectionPage } from '../content/page-schema';
import type { BlogPost } from '../content/types';
import { rssHeadLink } from '../features/blog/feed-link';
import { PostCard } from '../features/blog/PostCard';
import { PostMeta } from '../features/blog/PostMeta';
import { DraftNotice } from '../features/preview/DraftNotice';
import { ShareButtons } from '../features/blog/ShareButtons';
import type { HeadOptions } from '../features/head/head';
import { socialCardPath } from '../features/head/social-card-path';
import { useCategoryName } from '../features/search/category-name';
import { categoryKey } from '../features/search/island-text';
import type { HeadContext } from '../features/head/resolve-head';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { TableOfContents } from '../features/toc/TableOfContents';
import { useLanguage } from '../i18n/page-language';
import { notPrinted } from '../styles/GlobalStyle';
import { media } from '../styles/media';
import { theme } from '../styles/theme';
import { RouteError } from './RouteError';

export function blogPostHead({ data, params, site, pathname, t }: HeadContext<BlogPost | undefined>): HeadOptions {
  const language = languageOfPath(pathname);
  const path = localPath(language, blogPostPath(params.slug ?? ''));
  if (!data) return { title: site.notFound.post.title, path, notFound: true, links: [rssHeadLink(site, language)] };
  const url = `${site.url}${path}`;
  // English shows its categories as written; another language names them in its words.
  const translated = language !== DEFAULT_LANGUAGE;
  const category = translated ? t(categoryKey(data.category)) : data.category;
  const links = shellLinks[language];
  return {
    title: data.title,
    description: data.excerpt,
    path,
    type: 'article',
    links: [rssHeadLink(site, language)],
    card: {
      kicker: category,
      author: data.author,
      ...(translated ? { byline: t('post.byline', { author: data.author }), about: t('post.cardAbout', { category, author: data.author }) } : {}),
    },
    breadcrumbs: [
      { name: t('breadcrumbs.home'), path: links.home },
      { name: t('breadcrumbs.blog'), path: links.blog },
      { name: data.title, path },
    ],
    schema: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: data.title,
        description: data.excerpt,
        datePublished: data.date,
        // Search engines read the last change here; a post never updated last changed on its date.
        dateModified: data.updated ?? data.date,
        author: { '@type': 'Person', name: data.author },
        publisher: { '@type': 'Organization', name: site.name, url: site.url },
        mainEntityOfPage: url,
        // The post's own picture first where it is a photo (search engines show it), then its card.
        image: [...(data.imageSet ? [`${site.url}${sharedPicture(data.imageSet).path}`] : []), `${site.url}${socialCardPath(path)}`],
        articleSection: category,
      },
    ],
  };
}

const Header = styled.header`
  padding: ${theme.space(10)} 0 ${theme.space(8)};
  background: ${theme.color.bgSubtle};
  h1 { font-size: ${theme.fontSize['4xl']}; max-width: 24ch; margin-top: ${theme.space(4)}; }
  ${media.tablet} { h1 { font-size: ${theme.fontSize['5xl']}; } }
  ${media.print} { padding: 0; h1 { max-width: none; margin-top: ${theme.space(2)}; } }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color.textMuted};
  font-weight: 600;
  text-decoration: none;
  ${notPrinted}
`;

/* A photo at its own proportions, whole: a tall one is shown no taller than most of the screen. */
const HeaderImage = styled(Image)`
  max-height: 75vh;
  img { object-fit: contain; }
  /* On paper the picture introduces the text rather than filling the first page. */
  ${media.print} { max-height: 30vh; margin-bottom: ${theme.space(6)}; }
`;

const Meta = styled(PostMeta)`
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
  ${media.desktop} { grid-template-columns: minmax(0, 1fr) 18rem; gap: ${theme.space(14)}; }
  ${media.print} { display: block; padding: ${theme.space(4)} 0 0; }
`;

/* The table of contents sits above the article below the desktop width, beside it from there. */
const InlineToc = styled(TableOfContents)`
  margin-bottom: ${theme.space(8)};
  ${media.desktop} { display: none; }
`;

// A long table of contents scrolls on its own, so the provider card below it stays in view.
const SideToc = styled(TableOfContents)`
  ${media.belowDesktop} { display: none; }
  ${media.desktop} {
    flex: 0 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

const Aside = styled.aside`
  ${notPrinted}
  display: grid;
  align-content: start;
  gap: ${theme.space(8)};
  ${media.desktop} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space(6)});
    align-self: start;
    display: flex;
    flex-direction: column;
    max-height: calc(100vh - ${theme.layout.headerHeight} - ${theme.space(10)});
    > section { flex: none; }
  }
`;

const ProviderCard = styled.section`
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
  h2 { font-size: ${theme.fontSize.lg}; }
  p { color: ${theme.color.textMuted}; font-size: ${theme.fontSize.sm}; }
`;

/*
 * On a phone the related posts are text cards: a lazy picture that is not displayed is never
 * fetched, and a short post's cards are near enough to the top for a phone to fetch theirs at
 * once, beside the post's own picture, which then paints later. The cards are shorter to scroll
 * past too.
 */
const KeepReading = styled.section`
  padding: ${theme.space(14)} 0 ${theme.space(20)};
  background: ${theme.color.bgSubtle};
  h2 { font-size: ${theme.fontSize['3xl']}; margin-bottom: ${theme.space(8)}; }
  ${media.mobile} { [data-image-frame] { display: none; } }
  ${notPrinted}
`;

/** The id of the route around each post's route: it loads blog.yml, whose `post` holds the words around a post. */
export const POST_WORDS_ROUTE = 'post-words';

function usePostWords(): PostWords {
  const words = (useRouteLoaderData(POST_WORDS_ROUTE) as SectionPage | undefined)?.post;
  if (!words) throw new Error('The words around a post are not loaded');
  return words;
}

export function BlogPostPage() {
  const categoryName = useCategoryName();
  const post = useLoaderData() as BlogPost;
  const site = useSite();
  const words = usePostWords();
  const language = useLanguage();
  const blog = shellLinks[language].blog;
  const hasToc = post.toc.length > 0;
  return (
    <article>
      <DraftNotice draft={post.draft} />
      <Header>
        <Container>
          <Back href={blog} data-pagefind-ignore="">
            <ArrowLeft size={18} aria-hidden="true" />
            {` ${words.back}`}
          </Back>
          <div data-pagefind-ignore="">
            <Badge>{categoryName(post.category)}</Badge>
          </div>
          <h1>{post.title}</h1>
          <Meta post={post} byline updated />
          <Excerpt>{post.excerpt}</Excerpt>
        </Container>
      </Header>
      <Container>
        <Columns>
          <div>
            {hasToc && <InlineToc variant="collapsible" entries={post.toc} />}
            <HeaderImage
              src={post.image}
              set={post.imageSet}
              sizes={postHeaderSizes}
              alt={post.imageAlt}
              width={post.imageSet?.width ?? 800}
              height={post.imageSet?.height ?? 450}
              priority
            />
            <Prose>
              <Markdown tree={post.body} />
            </Prose>
            <div data-article-end="" />
            <ShareButtons url={`${site.url}${localPath(language, blogPostPath(post.slug))}`} title={post.title} excerpt={post.excerpt} />
          </div>
          {/* The search reads the article itself, not the tools beside it or the posts after it. */}
          <Aside aria-label={words.tools} data-pagefind-ignore="">
            {hasToc && <SideToc variant="sidebar" entries={post.toc} />}
            <ProviderCard aria-labelledby="provider-card-title">
              <h2 id="provider-card-title">{words.provider.heading}</h2>
              <p>{words.provider.text}</p>
              <ButtonLink href={words.provider.button.href} width="full">
                {words.provider.button.text}
              </ButtonLink>
            </ProviderCard>
          </Aside>
        </Columns>
      </Container>
      {post.related.length > 0 && (
        <KeepReading aria-labelledby="keep-reading" data-pagefind-ignore="">
          <Container>
            <h2 id="keep-reading">{words.related}</h2>
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

/** An unknown slug: the blog's not-found words from site.yml; any other failure: the route error screen. */
export function BlogPostError() {
  const error = useRouteError();
  const words = useSite().notFound.post;
  const language = useLanguage();
  const blog = shellLinks[language].blog;
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  return (
    <NotFound>
      <Container>
        <h1>{words.title}</h1>
        <p>{words.description}</p>
        <ButtonLink href={blog}>{words.blog}</ButtonLink>
      </Container>
    </NotFound>
  );
}
