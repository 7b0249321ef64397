import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../bench/workspace';

// The whole build on a copy of the site with an author's photos: a 4000x3000 phone photo with its
// GPS position as a post's image, and a PNG with transparency in the post's body.

const SLUG = 'open-house-photos';
let workspace: Workspace;
const runs: string[] = [];

/** A photo-like picture: smooth noise, blown up (flat colour would compress to nothing). */
const photo = (width: number, height: number) =>
  sharp({ create: { width: Math.ceil(width / 10), height: Math.ceil(height / 10), channels: 3, background: '#6b8cae', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();

/** Builds the site in `dir` (the workspace's by default) with the workspace's build cache; returns the build's log. */
function build(dir = workspace.dir): string {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    env: { ...process.env, ...workspace.buildEnv },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const client = (...parts: string[]) => path.join(workspace.dir, 'dist', 'client', ...parts);
const html = () => readFileSync(client('blog', `${SLUG}.html`), 'utf8');
// React writes some attribute names in camel case (srcSet, fetchPriority); HTML reads them in any case.
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const meta = (page: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page)?.[1];

beforeAll(async () => {
  workspace = createWorkspace(0);
  const photos = path.join(workspace.dir, 'public', 'images', 'blog', 'photos');
  mkdirSync(photos, { recursive: true });
  await sharp(await photo(4000, 3000))
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '95/1 22/1 1200/100' } })
    .jpeg({ quality: 90 })
    .toFile(path.join(photos, 'open-house.jpg'));
  const transparent = await sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 59, g: 130, b: 246, alpha: 0 } } })
    .composite([{ input: await sharp(await photo(600, 400)).ensureAlpha(0.8).png().toBuffer(), top: 100, left: 150 }])
    .png()
    .toBuffer();
  writeFileSync(path.join(photos, 'floor-plan.png'), transparent);
  writeFileSync(
    path.join(workspace.dir, 'content', 'blog', `${SLUG}.md`),
    [
      '---',
      'title: "Photos from our open house"',
      'excerpt: "Case managers, nurses and agency partners met at our office in the Medical Center."',
      'author: Photo Desk',
      'date: 2026-11-01',
      'category: Industry News',
      'image: /images/blog/photos/open-house.jpg',
      'imageAlt: "Case managers and nurses talking at the open house"',
      '---',
      '',
      'The room before the doors opened:',
      '',
      '![The floor plan of the open house](/images/blog/photos/floor-plan.png)',
      '',
    ].join('\n'),
  );
  runs.push(build());
}, 180_000);

afterAll(() => workspace?.remove());

describe('a build with an author photo', () => {
  it('serves the variants only: the photo as committed, with its GPS position, is not in the built site', async () => {
    expect(existsSync(client('images', 'blog', 'photos', 'open-house.jpg'))).toBe(false);
    expect(existsSync(client('images', 'blog', 'photos', 'floor-plan.png'))).toBe(false);
    const variants = readdirSync(client('media'));
    const made = (stem: string) => variants.filter((file) => file.startsWith(`${stem}-`)).map((file) => file.replace(new RegExp(`^${stem}-[0-9a-f]+-`), ''));
    const files = (widths: number[], ext: string, crop = '') => widths.flatMap((width) => [`${crop}${width}.avif`, `${crop}${width}.webp`, `${crop}${width}.${ext}`]);
    // The post's image at every width, and cut to the 16:9 of its cards; the body's PNG is in no card.
    expect(made('open-house').sort()).toEqual([...files([400, 720, 960, 1200, 1600], 'jpg'), ...files([400, 720, 960, 1200], 'jpg', '16x9-')].sort());
    expect(made('floor-plan').sort()).toEqual(files([400, 720, 900], 'png').sort());
    for (const file of variants) {
      const metadata = await sharp(client('media', file)).metadata();
      expect({ file, exif: metadata.exif, xmp: metadata.xmp }).toEqual({ file, exif: undefined, xmp: undefined });
    }
  });

  it("renders the post's header as a <picture> with srcset, sizes, the photo's real size and first priority", () => {
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html())![1]!;
    const [avif, source] = [...picture.matchAll(/<source[^>]*>/g)].map((match) => match[0]);
    expect(attribute(avif!, 'type')).toBe('image/avif');
    expect(attribute(avif!, 'srcset')).toMatch(/^\/media\/open-house-[0-9a-f]{10}-400\.avif 400w, .*-1600\.avif 1600w$/);
    expect(attribute(avif!, 'sizes')).toBe(attribute(source!, 'sizes'));
    const img = /<img[^>]*>/.exec(picture)![0];
    expect(attribute(source!, 'type')).toBe('image/webp');
    expect(attribute(source!, 'srcset')).toMatch(/^\/media\/open-house-[0-9a-f]{10}-400\.webp 400w, .*-1600\.webp 1600w$/);
    expect(attribute(img, 'srcset')).toMatch(/-400\.jpg 400w, .*-1600\.jpg 1600w$/);
    expect(attribute(img, 'sizes')).toBe(attribute(source!, 'sizes'));
    expect(attribute(img, 'sizes')).toContain('calc(100vw - 2rem)');
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual(['4000', '3000']);
    // Named for Element Timing: the page's script waits until it is on screen.
    expect([attribute(img, 'loading'), attribute(img, 'fetchpriority'), attribute(img, 'elementtiming')]).toEqual(['eager', 'high', 'page-picture']);
  });

  const pictureOf = (page: string) => [...readFileSync(client(page), 'utf8').matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((match) => match[1]!).find((found) => found.includes('open-house-'))!;

  it("shows the post's card (Keep Reading on another post) as the photo's 16:9 crop, at the crop's size", async () => {
    const picture = pictureOf(path.join('blog', 'care-transitions-hospital-to-home.html'));
    const img = /<img[^>]*>/.exec(picture)![0];
    expect(attribute(/<source[^>]*>/.exec(picture)![0], 'srcset')).toMatch(/^\/media\/open-house-[0-9a-f]{10}-16x9-400\.avif 400w, .*-16x9-1200\.avif 1200w$/);
    expect([attribute(img, 'width'), attribute(img, 'height'), attribute(img, 'loading')]).toEqual(['1600', '900', 'lazy']);
    const metadata = await sharp(client(attribute(img, 'src')!)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 720, 405]);
  });

  it('shows the whole photo as the featured post on /blog, whose box changes proportions beside its text', () => {
    const picture = pictureOf('blog.html');
    const img = /<img[^>]*>/.exec(picture)![0];
    expect(attribute(/<source[^>]*>/.exec(picture)![0], 'srcset')).toMatch(/^\/media\/open-house-[0-9a-f]{10}-400\.avif 400w, .*-1600\.avif 1600w$/);
    expect([attribute(img, 'width'), attribute(img, 'height'), attribute(img, 'fetchpriority')]).toEqual(['4000', '3000', 'high']);
  });

  it("renders the body's PNG as a lazy <picture> with a PNG fallback that keeps its transparency", async () => {
    const pictures = [...html().matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((match) => match[1]!);
    const body = pictures.find((picture) => picture.includes('floor-plan-'))!;
    const img = /<img[^>]*>/.exec(body)![0];
    expect(attribute(img, 'alt')).toBe('The floor plan of the open house');
    expect([attribute(img, 'width'), attribute(img, 'height'), attribute(img, 'loading')]).toEqual(['900', '600', 'lazy']);
    const fallback = attribute(img, 'src')!;
    expect(fallback).toMatch(/^\/media\/floor-plan-[0-9a-f]{10}-720\.png$/);
    const metadata = await sharp(client(fallback)).metadata();
    expect([metadata.format, metadata.hasAlpha]).toEqual(['png', true]);
  });

  it('names its own 1200x630 PNG card in og:image and twitter:image, and the photo first in its JSON-LD', async () => {
    const page = html();
    const card = meta(page, 'og:image')!;
    expect(card).toMatch(new RegExp(`/social/blog/${SLUG}\\.png$`));
    expect(meta(page, 'twitter:image')).toBe(card);
    expect([meta(page, 'og:image:width'), meta(page, 'og:image:height'), meta(page, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(meta(page, 'og:image:alt')).toContain('Photos from our open house');
    const metadata = await sharp(client(new URL(card).pathname)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const article = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; image?: string[] })
      .find((block) => block['@type'] === 'Article')!;
    expect(article.image).toHaveLength(2);
    expect(article.image![0]).toMatch(/\/media\/open-house-[0-9a-f]{10}-1200\.jpg$/);
    expect(article.image![1]).toBe(card);
  });

  it("carries the photo in the RSS item as a JPEG with its real length", () => {
    const rss = readFileSync(client('blog', 'rss.xml'), 'utf8');
    const item = rss.split('<item>').find((part) => part.includes(`/blog/${SLUG}<`))!;
    const enclosure = /<enclosure ([^>]*)\/>/.exec(item)![1]!;
    const url = attribute(` ${enclosure}`, 'url')!;
    expect(attribute(` ${enclosure}`, 'type')).toBe('image/jpeg');
    expect(Number(attribute(` ${enclosure}`, 'length'))).toBe(statSync(client(new URL(url).pathname)).size);
  });

  it('encodes nothing and draws no card again on a warm rebuild', () => {
    expect(runs[0]).toMatch(/Images: 2 \([1-9]\d* files encoded/);
    expect(runs[0]).toMatch(/Social cards: \d+ \([1-9]\d* made/);
    runs.push(build());
    expect(runs[1]).toMatch(/Images: 2 \(0 files encoded/);
    expect(runs[1]).toMatch(/Social cards: \d+ \(0 made/);
    expect(existsSync(client('blog', `${SLUG}.html`))).toBe(true);
  }, 180_000);

  it('draws only the card of the one post that changed, in a fresh copy of the site given the cache a build left (as CI restores it)', () => {
    const deploy = createWorkspace(0);
    try {
      const post = path.join(deploy.dir, 'content', 'blog', 'care-transitions-hospital-to-home.md');
      const source = readFileSync(post, 'utf8');
      writeFileSync(post, source.replace(/^title: .*$/m, 'title: "Care Transitions from Hospital to Home, Revised"'));
      expect(build(deploy.dir)).toMatch(/Social cards: \d+ \(1 made/);
    } finally {
      deploy.remove();
    }
  }, 180_000);
});
