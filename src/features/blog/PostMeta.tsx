import type { ComponentType } from 'react';
import { styled } from 'styled-components';
import { useCategoryName } from '../search/category-name';
import { Badge } from '../../components/primitives/Badge';
import { blogPostPath, localPath } from '../../config/routes';
import type { BlogPostSummary } from '../../content/types';
import { useLanguage, useText, useTextParts } from '../../i18n/page-language';
import { formatCalendarDate } from '../../lib/dates';

interface PostMetaProps {
  post: Pick<BlogPostSummary, 'author' | 'date' | 'readTime' | 'updated'>;
  /** Starts the line with By author. */
  byline?: boolean;
  /** Adds the day the post last changed after its date, when it has one (the post's own page). */
  updated?: boolean;
  className?: string;
}

/* On a phone the line wraps between its parts, never inside a date or the read time. */
const Line = styled.p`
  time,
  span {
    white-space: nowrap;
  }
`;

/** A post's meta line: (By author ·) date (· Updated day) · read time. Style it with styled(PostMeta). */
export function PostMeta({ post, byline = false, updated = false, className }: PostMetaProps) {
  const t = useText();
  const parts = useTextParts();
  const language = useLanguage();
  // A post's byline, date and reading time are not what the site's search looks for.
  return (
    <Line className={className} data-pagefind-ignore="">
      {byline && (
        <>
          {parts('post.byline', { author: post.author })}
          {' · '}
        </>
      )}
      <time dateTime={post.date} data-field="date">
        {formatCalendarDate(post.date, language)}
      </time>{' '}
      {updated && post.updated && (
        <>
          ·{' '}
          <span>
            {parts('post.updated', {
              date: (
                <time key="updated" dateTime={post.updated}>
                  {formatCalendarDate(post.updated, language)}
                </time>
              ),
            })}
          </span>{' '}
        </>
      )}
      · <span data-field="readTime">{t('post.readTime', { minutes: post.readTime })}</span>
    </Line>
  );
}

interface PostSummaryProps {
  post: BlogPostSummary;
  byline?: boolean;
  /** The meta line, styled by the card. */
  Meta?: ComponentType<PostMetaProps>;
}

/**
 * The text of a post's card: category, title (the link to the post), excerpt and meta line. The
 * fields are marked (data-field) for the listing's script, which fills a copy for other pages' posts.
 */
export function PostSummary({ post, byline, Meta = PostMeta }: PostSummaryProps) {
  const categoryName = useCategoryName();
  const language = useLanguage();
  return (
    <>
      <Badge data-field="category">{categoryName(post.category)}</Badge>
      <h3>
        <a href={localPath(language, blogPostPath(post.slug))} data-field="title">
          {post.title}
        </a>
      </h3>
      <p data-field="description">{post.excerpt}</p>
      <Meta post={post} byline={byline} />
    </>
  );
}
