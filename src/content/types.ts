import type { Root } from 'hast';
import type { LegalPageName } from './categories';
import { blog } from './collections/blog';
import { guides } from './collections/guides';
import { searchIndexFile } from './collections/listed';
import { resources } from './collections/resources';
// Each type's front matter is the output of its schema, declared in its build module; imported
// for the types only, so no schema (nor zod) comes with this module into a bundle.
import type { BlogPostFrontMatter } from '../../scripts/content/types/blog';
import type { FaqFrontMatter } from '../../scripts/content/types/faq';
import type { GuideFrontMatter } from '../../scripts/content/types/guides';
import type { JobFrontMatter } from '../../scripts/content/types/jobs';
import type { LegalPageFrontMatter } from '../../scripts/content/types/legal-pages';
import type { ResourceFrontMatter } from '../../scripts/content/types/resources';
import type { SiteConfig, WebsiteDesign } from './schemas';

/** Version of the generated JSON layout; bump it when its shape changes. */
export const CONTENT_VERSION = 1;
/** Where the generated JSON is served from (and written to, under public/). */
export const DATA_BASE = `/data/v${CONTENT_VERSION}`;

/** One entry of a table of contents, from a level-1 or level-2 heading of the Markdown. */
export interface TocEntry {
  id: string;
  text: string;
  level: 1 | 2;
}

/**
 * A raster image of content as the build made it: the same picture at a few widths, in AVIF, WebP
 * and a fallback format, named `${base}-${width}.avif`, `.webp` and `.jpg` (or `.png`).
 * Metadata stripped, orientation applied. Vector images (SVG) are served as they are and have none.
 */
export interface ResponsiveImage {
  /** Site address of the variants without the width and extension, like `/media/team-3fa9c1d2e4`. */
  base: string;
  /** The widths made, ascending; the last is the widest (at most the source's width). */
  widths: number[];
  /** The picture's own size, upright (after its EXIF orientation). */
  width: number;
  height: number;
  /** The format beside AVIF and WebP: JPEG, or PNG for an image with transparency. */
  fallback: 'jpeg' | 'png';
  /**
   * The picture cut about its centre to the proportions of the cards that show it, each with
   * variants of its own at `<base>-<crop>-<width>.<ext>`; none where it has them already.
   */
  crops?: CroppedImage[];
}

/** A crop of a ResponsiveImage: its name (`16x9`), and its widths and size like the picture's own. */
export type CroppedImage = Omit<ResponsiveImage, 'base' | 'crops'> & { crop: string };

/** A rendered Markdown body: a serialisable HTML tree and its table of contents. */
export interface RenderedBody {
  body: Root;
  toc: TocEntry[];
}

type Published<T> = Omit<T, 'draft' | 'slug'> & { slug: string; draft: boolean };

/** The variants the build made of an entry's raster `image` (none for an SVG, or before the build). */
export interface WithImageSet {
  imageSet?: ResponsiveImage;
}

/** A blog post as listings see it: everything but the body. */
export type BlogPostSummary = Published<BlogPostFrontMatter> &
  WithImageSet & {
    /** Minutes to read, computed from the words of the body. */
    readTime: number;
  };
export type BlogPost = BlogPostSummary &
  RenderedBody & {
    /** The three most recent other posts, newest first ('Keep Reading'). */
    related: BlogPostSummary[];
  };
/** How many posts 'Keep Reading' shows. */
export const RELATED_POSTS = 3;

export type Resource = Published<ResourceFrontMatter> & WithImageSet;
export type Guide = Published<GuideFrontMatter> & { coverImageSet?: ResponsiveImage };
export type Job = Published<JobFrontMatter>;

export type FaqEntry = Omit<FaqFrontMatter, 'draft'> & {
  id: string;
  /** The answer as a rendered tree, and as plain text for searching. */
  answer: Root;
  answerText: string;
};

export type LegalPage = LegalPageFrontMatter & RenderedBody & { name: LegalPageName };

export type { SiteConfig };
export type { WebsiteDesign };

/** Paths of the generated files, relative to DATA_BASE; a listing's file is declared by its type. */
export const dataFiles = {
  site: 'site.json',
  blogIndex: blog.listing.file,
  blogPost: (slug: string) => `blog/posts/${slug}.json`,
  resources: resources.listing.file,
  guides: guides.listing.file,
  faq: 'faq.json',
  jobs: 'jobs.json',
  legalPage: (name: LegalPageName) => `pages/${name}.json`,
  /** A listing's search documents and serialised Fuse index (no bodies). */
  searchIndex: searchIndexFile,
  websiteDesign: 'website-design.json',
} as const;

