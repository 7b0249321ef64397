/**
 * The types of the generated JSON, in one place for the site's code. Each content type's are
 * declared by its build module (scripts/content/types/), beside the schema they come from, and
 * imported here for the types only: no schema (nor zod) comes with this module into a bundle.
 */
export type { BlogPost, BlogPostFrontMatter, BlogPostSummary } from '../../scripts/content/types/blog';
export type { FaqEntry, FaqFrontMatter } from '../../scripts/content/types/faq';
export type { Guide, GuideFrontMatter } from '../../scripts/content/types/guides';
export type { FilledJob, Job, JobFrontMatter, JobPage, JobPosting } from '../../scripts/content/types/jobs';
export type { LegalPage, LegalPageFrontMatter } from '../../scripts/content/types/legal-pages';
export type { Resource, ResourceFrontMatter } from '../../scripts/content/types/resources';
export type { CroppedImage, RenderedBody, ResponsiveImage, TocEntry, WithImageSet } from './entry-types';
export type { SiteConfig, WebsiteDesign } from './schemas';
export { CONTENT_VERSION, DATA_BASE, dataFiles } from './data-files';
export { RELATED_POSTS } from './collections/blog';
