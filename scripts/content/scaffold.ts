import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogCategories, faqCategories, guideCategories, howItWorksGroups, resourceCategories } from '../../src/content/categories';
import { jobSchema } from '../../src/content/schemas';

/** What `npm run new` can create, and the folder of content/ each goes to. */
export const scaffoldTypes = { post: 'blog', guide: 'guides', resource: 'resources', faq: 'faq', job: 'jobs' } as const;
export type ScaffoldType = keyof typeof scaffoldTypes;

// Files a new draft can point at until the author adds their own; both are under public/.
const placeholderImage = '/images/placeholder.svg';
const placeholderDownload = '/guides/placeholder.pdf';

/** Lower-case ASCII words joined by hyphens; accents are dropped, so "Café Care" is "cafe-care". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// JSON strings are valid YAML double-quoted scalars, so any title is written safely.
const quote = (text: string) => JSON.stringify(text);
const oneOf = (values: readonly string[]) => `# One of: ${values.join(', ')}`;

/** A reason the command refuses, written as a sentence for the author. */
export class ScaffoldError extends Error {}

export interface Scaffold {
  /** Path inside content/, like blog/my-post.md. */
  file: string;
  text: string;
  /** Where the draft shows under `npm run dev`. */
  previewPath: string;
}

/** The Markdown file of a new draft with valid front matter; pure, so every type can be tested. */
export function scaffold(type: ScaffoldType, title: string, date: string): Scaffold {
  const slug = slugify(title);
  if (!slug) throw new ScaffoldError(`The title "${title}" has no letters or digits to make a file name from.`);
  const file = `${scaffoldTypes[type]}/${slug}.md`;
  const lines = (...rows: string[]) => `---\n${rows.join('\n')}\ndraft: true\n---\n`;
  switch (type) {
    case 'post':
      return {
        file,
        previewPath: `/blog/${slug}`,
        text:
          lines(
            `title: ${quote(title)}`,
            '# One or two sentences shown on cards, under the title and in search results.',
            'excerpt: Write one or two sentences about the post.',
            'author: Your Name',
            `date: ${date}`,
            oneOf(blogCategories),
            `category: ${blogCategories[0]}`,
            '# Put the illustration under public/images/blog/ and write its address here.',
            `image: ${placeholderImage}`,
            'imageAlt: Describe what the image shows',
          ) + '\n# First heading\n\nWrite the post here. Link to pages with their path, like [how it works](/how-it-works).\n',
      };
    case 'guide':
      return {
        file,
        previewPath: '/resources/guides',
        text:
          lines(
            `title: ${quote(title)}`,
            oneOf(guideCategories),
            `category: ${guideCategories[0]}`,
            'description: Write one or two sentences about the guide.',
            '# Put the cover under public/images/guides/ and write its address here.',
            `coverImage: ${placeholderImage}`,
            'coverImageAlt: Describe what the cover shows',
            `date: ${date}`,
            `# Put the file under public/guides/ (like /guides/${slug}.pdf) and write its address here.`,
            `downloadLink: ${placeholderDownload}`,
          ) + '\nWrite a short summary of the guide here.\n',
      };
    case 'resource':
      return {
        file,
        previewPath: '/resources',
        text:
          lines(
            `title: ${quote(title)}`,
            oneOf(resourceCategories),
            `category: ${resourceCategories[0]}`,
            'description: Write one or two sentences about the resource.',
            '# Put the image under public/images/resources/ and write its address here.',
            `image: ${placeholderImage}`,
            'imageAlt: Describe what the image shows',
            `date: ${date}`,
            '# Where the card leads: a page of this site (/...) or an https:// address.',
            'link: /resources',
          ) + '\nWrite a short summary here.\n',
      };
    case 'faq':
      return {
        file,
        previewPath: '/faq',
        text:
          lines(
            `question: ${quote(title)}`,
            oneOf(faqCategories),
            `category: ${faqCategories[0]}`,
            '# Position within its category, smallest first.',
            'order: 1',
            `# To also show it on the How it works page, add "howItWorks:" with one of: ${howItWorksGroups.join(', ')}`,
          ) + '\nWrite the answer here.\n',
      };
    case 'job':
      return {
        file,
        previewPath: '/careers',
        text: lines(
          `title: ${quote(title)}`,
          'department: Team name',
          'location: Houston, TX',
          oneOf(jobSchema.shape.employmentType.unwrap().options),
          'employmentType: FULL_TIME',
          `datePosted: ${date}`,
          'description: Write two or three sentences about the role.',
          'responsibilities:',
          '  - Write what the person will do, one line each',
          'requirements:',
          '  - Write what the person needs to bring, one line each',
        ),
      };
  }
}


/** Writes a scaffold under contentDir; never overwrites an existing file. Returns the path written. */
export function writeScaffold(contentDir: string, item: Scaffold): string {
  const target = path.join(contentDir, item.file);
  if (existsSync(target)) throw new ScaffoldError(`${path.basename(contentDir)}/${item.file} already exists; choose another title or edit that file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, item.text, { flag: 'wx' });
  return target;
}
