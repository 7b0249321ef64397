import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogCategories } from '../../src/content/categories';
import { generatePhoto } from './generate-photos';

/** Where photo posts keep their photos under public/. */
const PHOTO_DIR = 'images/blog/photos';

const postFile = (dir: string, i: number) => path.join(dir, 'content', 'blog', `photo-${String(i + 1).padStart(2, '0')}.md`);

/**
 * Writes `count` posts, newer than every other post, whose `image` is a phone photo
 * (`photos: true`, the photos written under public/) or one of the site's SVG illustrations: the
 * same posts either way, so two builds differ by their photos alone.
 */
export async function writePhotoPosts(dir: string, count: number, { photos, photoCache }: { photos: boolean; photoCache: string }): Promise<void> {
  if (photos) mkdirSync(path.join(dir, 'public', PHOTO_DIR), { recursive: true });
  mkdirSync(photoCache, { recursive: true });
  for (let i = 0; i < count; i++) {
    const name = `photo-${String(i + 1).padStart(2, '0')}.jpg`;
    if (photos) {
      // Making a photo takes seconds: each is kept for the next run (the same seed gives the same bytes).
      const cached = path.join(photoCache, name);
      if (!existsSync(cached)) writeFileSync(cached, await generatePhoto(i + 1));
      writeFileSync(path.join(dir, 'public', PHOTO_DIR, name), readFileSync(cached));
    }
    const title = `Our team at the ${['Medical Center', 'Heights', 'Katy', 'Sugar Land', 'Pearland'][i % 5]} open house, part ${i + 1}`;
    writeFileSync(
      postFile(dir, i),
      [
        '---',
        `title: "${title}"`,
        `excerpt: "Photos from a day with the case managers, nurses and agency partners who make home health referrals work in Houston."`,
        'author: Photo Desk',
        // Newer than the site's own posts and the generated ones, so they lead the blog (and not later than today).
        `date: 2026-11-${String(1 + (i % 24)).padStart(2, '0')}`,
        `category: ${blogCategories[i % blogCategories.length]}`,
        `image: ${photos ? `/${PHOTO_DIR}/${name}` : '/images/blog/houston-home-health-landscape.svg'}`,
        `imageAlt: "Case managers and nurses talking at an open house"`,
        '---',
        '',
        'A day of introductions between referral partners and the agencies they send patients to.',
        '',
        // A body's '#' is its first level under the title (h2), as in the site's own posts.
        '# What we talked about',
        '',
        'Faster intake, clearer handoffs, and the first week at home.',
        '',
      ].join('\n'),
    );
  }
}

/** Removes photo posts from `from` on (their photos stay, unreferenced files the build does not show). */
export function removePhotoPosts(dir: string, from: number, count: number): void {
  for (let i = from; i < count; i++) rmSync(postFile(dir, i), { force: true });
}
