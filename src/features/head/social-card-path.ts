/**
 * Where a page's social card lives and what it says, for the head of every page. No Node imports:
 * the server renderer, the browser and the build that draws the cards all read this one file.
 */

/** What a card shows. */
export interface CardText {
  /** The page's title, the large text of the card. */
  title: string;
  /** The line above the title: a post's category, or the kind of page ("Guide", "Services"). */
  kicker: string;
  /** A post's author, shown as "By …"; absent on pages that have none. */
  author?: string;
  /** On a translated page: the author's line in its language ("Por …"). */
  byline?: string;
  /** On a translated page: what the picture's description says after the title, in its language. */
  about?: string;
}

/** The site facts a card shows (a subset of SiteConfig). */
export interface CardSite {
  name: string;
  url: string;
}

export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

const CARDS_BASE = '/social';

/** Site address of a page's card: '/' -> '/social/index.png', '/blog/my-post' -> '/social/blog/my-post.png'. */
export function socialCardPath(pagePath: string): string {
  // The address becomes a file under the built site, so nothing may lead out of /social.
  const unsafe = !pagePath.startsWith('/') || /[?#\\]|\/\//.test(pagePath) || pagePath.split('/').some((part) => part === '.' || part === '..');
  if (unsafe) {
    throw new Error(`A social card needs a page path like /blog/my-post, not ${JSON.stringify(pagePath)}`);
  }
  // '/blog/' and '/blog' are the same page, so they share one card.
  const trimmed = pagePath.replace(/\/+$/, '');
  return `${CARDS_BASE}${trimmed === '' ? '/index' : trimmed}.png`;
}

/** The `og:image:alt` of a card: what it shows, in reading order. */
export function socialCardAlt(text: CardText, site: CardSite): string {
  const byline = text.author ? `${text.kicker ? `${text.kicker} article` : 'Article'} by ${text.author}` : '';
  const about = text.about ?? (byline || text.kicker);
  return [text.title, about].filter(Boolean).join(' — ') + `, ${site.name}`;
}
