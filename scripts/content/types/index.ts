import { blog } from './blog';
import { faq } from './faq';
import { guides } from './guides';
import { jobs } from './jobs';
import { legalPages } from './legal-pages';
import { resources } from './resources';
import type { ContentType } from './define';

/**
 * Every content type the build knows, in the order of src/content/collections (the order the
 * content check counts them in). Adding a type is a module here, its browser half there, and its page.
 */
export const contentTypes: readonly ContentType[] = [blog, guides, resources, faq, jobs, legalPages];

export { defineContentType } from './define';
export type { ContentType, Entry, Placeholder, ScaffoldTemplate, TemplatePlaceholders } from './define';
