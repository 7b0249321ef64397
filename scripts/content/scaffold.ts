import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogCategories, faqCategories, guideCategories, howItWorksGroups, resourceCategories } from '../../src/content/categories';
import { jobSchema } from '../../src/content/schemas';

/** What `npm run new` can create, and the folder of content/ each goes to. */
export const scaffoldTypes = { post: 'blog', guide: 'guides', resource: 'resources', faq: 'faq', job: 'jobs' } as const;
export type ScaffoldType = keyof typeof scaffoldTypes;

/**
 * A text of a template that the author replaces, and what to write in its place. A draft may keep
 * it; the check refuses it in a published entry, so a template's words never go live.
 */
export interface Placeholder {
  text: string;
  hint: string;
}

/** The placeholders of a type's template: by front-matter field (a list's items too), and the body's lines. */
export interface TemplatePlaceholders {
  fields: Readonly<Record<string, Placeholder>>;
  body: readonly Placeholder[];
}

// Both files exist under public/, so a new draft passes the check until the author adds their own.
const placeholderImage = '/images/placeholder.svg';
const placeholderDownload = '/guides/placeholder.pdf';

const placeholders = {
  post: {
    fields: {
      excerpt: { text: 'Write one or two sentences about the post.', hint: 'write one or two sentences about this post, for its card and search results' },
      author: { text: 'Your Name', hint: 'write the author as it should be printed, like Maria Delgado, RN' },
      image: { text: placeholderImage, hint: "put the post's picture under public/images/blog/ and write its address, like /images/blog/wound-care.jpg" },
      imageAlt: { text: 'Describe what the image shows', hint: 'write what the image shows, like A nurse changing a dressing at a kitchen table' },
    },
    body: [
      { text: '# First heading', hint: "write the post's first heading" },
      { text: 'Write the post here. Link to pages with their path, like [how it works](/how-it-works).', hint: 'write the post in place of this line' },
    ],
  },
  guide: {
    fields: {
      description: { text: 'Write one or two sentences about the guide.', hint: 'write one or two sentences about this guide, for its card and search results' },
      coverImage: { text: placeholderImage, hint: "put the guide's cover under public/images/guides/ and write its address, like /images/guides/intake.jpg" },
      coverImageAlt: { text: 'Describe what the cover shows', hint: 'write what the cover shows, like A clipboard with a ticked checklist' },
      downloadLink: { text: placeholderDownload, hint: 'put the guide under public/guides/ and write its address, like /guides/intake.pdf' },
    },
    body: [{ text: 'Write a short summary of the guide here.', hint: 'write a short summary of the guide in place of this line' }],
  },
  resource: {
    fields: {
      description: { text: 'Write one or two sentences about the resource.', hint: 'write one or two sentences about this resource, for its card and search results' },
      image: { text: placeholderImage, hint: "put the resource's picture under public/images/resources/ and write its address, like /images/resources/webinar.jpg" },
      imageAlt: { text: 'Describe what the image shows', hint: 'write what the image shows, like Two coordinators talking on a video call' },
      link: { text: '/resources', hint: 'write where the card leads: a page of this site (/...) or an https:// address' },
    },
    body: [{ text: 'Write a short summary here.', hint: 'write a short summary of the resource in place of this line' }],
  },
  faq: {
    fields: {},
    body: [{ text: 'Write the answer here.', hint: 'write the answer in place of this line' }],
  },
  job: {
    fields: {
      department: { text: 'Team name', hint: 'write the team, like Care Coordination' },
      description: { text: 'Write two or three sentences about the role.', hint: 'write two or three sentences about the role' },
      responsibilities: { text: 'Write what the person will do, one line each', hint: 'write what the person will do, one line each' },
      requirements: { text: 'Write what the person needs to bring, one line each', hint: 'write what the person needs to bring, one line each' },
    },
    body: [],
  },
} satisfies Record<ScaffoldType, TemplatePlaceholders>;

/** The placeholders the template of a type writes, for the check that refuses them once published. */
export function templatePlaceholders(type: ScaffoldType): TemplatePlaceholders {
  return placeholders[type];
}

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

/** A template's body: its placeholder lines, a blank line before each. */
const body = (template: TemplatePlaceholders) => template.body.map((line) => `\n${line.text}\n`).join('');

/** The Markdown file of a new draft with valid front matter; pure, so every type can be tested. */
export function scaffold(type: ScaffoldType, title: string, date: string): Scaffold {
  const slug = slugify(title);
  if (!slug) throw new ScaffoldError(`The title "${title}" has no letters or digits to make a file name from.`);
  const file = `${scaffoldTypes[type]}/${slug}.md`;
  const lines = (...rows: string[]) => `---\n${rows.join('\n')}\ndraft: true\n---\n`;
  const { post, guide, resource, job } = placeholders;
  switch (type) {
    case 'post':
      return {
        file,
        previewPath: `/blog/${slug}`,
        text:
          lines(
            `title: ${quote(title)}`,
            '# One or two sentences shown on cards, under the title and in search results.',
            `excerpt: ${post.fields.excerpt.text}`,
            `author: ${post.fields.author.text}`,
            `date: ${date}`,
            oneOf(blogCategories),
            `category: ${blogCategories[0]}`,
            '# Put the illustration under public/images/blog/ and write its address here.',
            `image: ${post.fields.image.text}`,
            `imageAlt: ${post.fields.imageAlt.text}`,
          ) + body(post),
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
            `description: ${guide.fields.description.text}`,
            '# Put the cover under public/images/guides/ and write its address here.',
            `coverImage: ${guide.fields.coverImage.text}`,
            `coverImageAlt: ${guide.fields.coverImageAlt.text}`,
            `date: ${date}`,
            `# Put the file under public/guides/ (like /guides/${slug}.pdf) and write its address here.`,
            `downloadLink: ${guide.fields.downloadLink.text}`,
          ) + body(guide),
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
            `description: ${resource.fields.description.text}`,
            '# Put the image under public/images/resources/ and write its address here.',
            `image: ${resource.fields.image.text}`,
            `imageAlt: ${resource.fields.imageAlt.text}`,
            `date: ${date}`,
            '# Where the card leads: a page of this site (/...) or an https:// address.',
            `link: ${resource.fields.link.text}`,
          ) + body(resource),
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
          ) + body(placeholders.faq),
      };
    case 'job':
      return {
        file,
        previewPath: '/careers',
        text: lines(
          `title: ${quote(title)}`,
          `department: ${job.fields.department.text}`,
          'location: Houston, TX',
          oneOf(jobSchema.shape.employmentType.unwrap().options),
          'employmentType: FULL_TIME',
          `datePosted: ${date}`,
          `description: ${job.fields.description.text}`,
          'responsibilities:',
          `  - ${job.fields.responsibilities.text}`,
          'requirements:',
          `  - ${job.fields.requirements.text}`,
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
