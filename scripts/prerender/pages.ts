import { staticRoutes, blogPostPath } from '../../src/config/routes';
import type { BlogPostSummary } from '../../src/content/types';

/** Where the not-found page is rendered from; its HTML is written to 404.html. */
export const NOT_FOUND_PATH = '/404';

/**
 * Rendered to blog/404.html: 'Post Not Found', which the server sends for unknown /blog/ paths.
 * The underscore keeps it apart from every possible post slug.
 */
export const POST_NOT_FOUND_PATH = '/blog/_not-found';

/** Pages rendered on purpose with status 404. */
export const notFoundPaths: readonly string[] = [NOT_FOUND_PATH, POST_NOT_FOUND_PATH];

/** Every page the build writes: the route list, each published post, and the not-found pages. */
export function pagesToRender(posts: BlogPostSummary[]): string[] {
  return [...staticRoutes.map((route) => route.path), ...posts.map((post) => blogPostPath(post.slug)), ...notFoundPaths];
}

/** The file a page is written to: /about -> about.html, so the URL needs no .html and no slash. */
export function htmlFileFor(pathname: string): string {
  if (pathname === '/') return 'index.html';
  if (pathname === NOT_FOUND_PATH) return '404.html';
  if (pathname === POST_NOT_FOUND_PATH) return 'blog/404.html';
  return `${pathname.slice(1)}.html`;
}

/** Puts a rendered page into the template written by the client build. */
export function fillTemplate(template: string, page: { path: string; appHtml: string; headHtml: string }): string {
  const escapedPath = page.path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template
    .replace('<!--app-head-->', () => page.headHtml)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-path="${escapedPath}">${page.appHtml}</div>`);
}
