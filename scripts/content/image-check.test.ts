import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { checkRasterImage, identifyImage, IMAGE_MAX_BYTES, IMAGE_MIN_WIDTH, imageFilePath, isRasterImagePath } from './image-check';
import { runPipeline } from './pipeline';
import { cardCrops } from '../../src/components/primitives/responsive-image';

/** A grey picture of this size, stored as JPEG (or another format sharp writes). */
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8899aa' } });
const jpeg = (width: number, height: number, orientation?: number) => {
  const image = picture(width, height).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

/** The first box of an iPhone photo: an ISO media `ftyp` box of brand heic, all that names it HEIC. */
function heicHeader(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.write('mif1heic', 16, 'latin1');
  return box;
}

/** A BMP file header and info header, 40 x 30 px, without pixels: image-size reads no further. */
function bmpHeader(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(40, 18);
  header.writeInt32LE(30, 22);
  return header;
}

/** Every file under public/images/ of the test site, made once. */
const files: Record<string, Buffer> = {};
beforeAll(async () => {
  Object.assign(files, {
    'wide.jpg': await jpeg(1600, 900),
    'narrow.jpg': await jpeg(1000, 600),
    'resource-narrow.png': await picture(700, 400).png().toBuffer(),
    'cover-narrow.webp': await picture(500, 700).webp().toBuffer(),
    'demo-narrow.jpg': await jpeg(600, 400),
    'still.gif': await picture(1600, 900).gif().toBuffer(),
    'photo.heic': heicHeader(),
    'scan.bmp': bmpHeader(),
    'notes.jpg': Buffer.from('Shopping list: milk, eggs.\n'),
    'drawing.jpg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>'),
    // A valid JPEG, padded past the limit: trailing bytes are ignored by every reader.
    'huge.jpg': Buffer.concat([await jpeg(1600, 900), Buffer.alloc(11 * 1024 * 1024)]),
    // Stored on its side (EXIF orientation 6): 1600 x 1200 stored is 1200 px wide upright.
    'portrait-upright-1200.jpg': await jpeg(1600, 1200, 6),
    'portrait-upright-900.jpg': await jpeg(1300, 900, 6),
    'body.png': await picture(300, 200).png().toBuffer(),
    'tiff-wide.tif': await picture(1300, 800).tiff().toBuffer(),
    'avif-wide.avif': await picture(1300, 800).avif().toBuffer(),
  });
});

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

interface TestSite {
  /** Markdown files by path under content/ (like blog/x.md). */
  content?: Record<string, string>;
  /** Lines appended to content/site.yml. */
  site?: string;
  /** Replaces the first demo's previewImage in content/website-design.yml. */
  demoPreview?: string;
}

/** A copy of the valid fixture site with the test images under public/images/, and the given content. */
function runSite({ content = {}, site, demoPreview }: TestSite) {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-check-'));
  temporary.push(dir);
  cpSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'public/images'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'public/images', name), bytes);
  for (const [name, text] of Object.entries(content)) writeFileSync(path.join(dir, 'content', name), text);
  if (site) appendFileSync(path.join(dir, 'content/site.yml'), site);
  if (demoPreview) {
    const file = path.join(dir, 'content/website-design.yml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('previewImage: /images/test.svg', `previewImage: ${demoPreview}`));
  }
  return runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-12-01' });
}
const messages = (site: TestSite) => runSite(site).errors.map(formatError);

/** A post whose `image` (line 7, column 8) is `image`, with `body` from line 11. */
const post = (image: string, body = 'Words.', draft = false) =>
  `---\ntitle: Photos\nexcerpt: A post with a photo.\nauthor: Test Author\ndate: 2025-05-01\ncategory: Technology\nimage: ${image}\nimageAlt: A nurse at a kitchen table\n${draft ? 'draft: true\n' : ''}---\n\n${body}\n`;
const resource = (image: string) =>
  `---\ntitle: Photos\ncategory: Guides\ndescription: A resource.\nimage: ${image}\nimageAlt: A photo\ndate: 2025-01-10\nlink: /resources/guides\n---\n\nText.\n`;
const guide = (coverImage: string) =>
  `---\ntitle: Photos\ncategory: Clinical\ndescription: A guide.\ncoverImage: ${coverImage}\ncoverImageAlt: A cover\ndate: 2025-02-10\ndownloadLink: /guides/test.pdf\n---\n\nText.\n`;

const NARROW_HINT = (width: number) => `(export it at least ${width} px wide)`;
const REEXPORT = 'export it as JPEG (a photo) or PNG (a drawing or screenshot)';

describe("a post's image the build cannot use is reported at its front-matter line", () => {
  it.each([
    [
      'narrower than 1200 px',
      '/images/narrow.jpg',
      `content/blog/photos.md:7:8  image  file "/images/narrow.jpg" is 1000 px wide; a post's image (also its header and social picture) must be at least 1200 px wide  ${NARROW_HINT(1200)}`,
    ],
    [
      'a photo on its side that is too narrow upright',
      '/images/portrait-upright-900.jpg',
      `content/blog/photos.md:7:8  image  file "/images/portrait-upright-900.jpg" is 900 px wide upright (stored 1300 px wide, turned by its EXIF orientation); a post's image (also its header and social picture) must be at least 1200 px wide  ${NARROW_HINT(1200)}`,
    ],
    [
      'a HEIC photo',
      '/images/photo.heic',
      'content/blog/photos.md:7:8  image  file "/images/photo.heic" is a HEIC photo, which the build cannot convert for the web  (export it as JPEG: on iPhone, Settings > Camera > Formats > Most Compatible, or share it as JPEG)',
    ],
    [
      'a GIF',
      '/images/still.gif',
      'content/blog/photos.md:7:8  image  file "/images/still.gif" is a GIF image, which the build cannot convert for the web  (export a still as PNG or JPEG)',
    ],
    ['a BMP', '/images/scan.bmp', `content/blog/photos.md:7:8  image  file "/images/scan.bmp" is a BMP image, which the build cannot convert for the web  (${REEXPORT})`],
    [
      'text named .jpg',
      '/images/notes.jpg',
      `content/blog/photos.md:7:8  image  file "/images/notes.jpg" is not an image: its bytes are not JPEG, PNG, WebP, AVIF or TIFF  (${REEXPORT}; renaming a file does not convert it)`,
    ],
    [
      'an SVG named .jpg',
      '/images/drawing.jpg',
      'content/blog/photos.md:7:8  image  file "/images/drawing.jpg" is an SVG drawing named .jpg  (rename the file to .svg and use that address)',
    ],
    [
      'a file over 10 MB',
      '/images/huge.jpg',
      'content/blog/photos.md:7:8  image  file "/images/huge.jpg" is 11.0 MB, more than the 10 MB an image may be  (export a smaller one (e.g. JPEG quality 85 at 2400 px wide))',
    ],
    [
      'an image from a host site.yml does not list',
      'https://cdn.example.net/team.jpg',
      'content/blog/photos.md:7:8  image  file "https://cdn.example.net/team.jpg" is loaded from https://cdn.example.net, which is not one of the site\'s image hosts  (put the file under public/images/ and write /images/..., or add https://cdn.example.net to imageHosts in content/site.yml (that host then sees every visitor of the page))',
    ],
  ])('%s', (_name, image, expected) => {
    const result = runSite({ content: { 'blog/photos.md': post(image) } });
    expect(result.errors.map(formatError)).toEqual([expected]);
    expect(result.files.size).toBe(0);
  });

  it('reports the same in a draft, which the build leaves out but will publish one day', () => {
    expect(messages({ content: { 'blog/photos.md': post('/images/narrow.jpg', 'Words.', true) } })).toEqual([
      `content/blog/photos.md:7:8  image  file "/images/narrow.jpg" is 1000 px wide; a post's image (also its header and social picture) must be at least 1200 px wide  ${NARROW_HINT(1200)}`,
    ]);
  });

  it('reports it beside the other mistakes of a file whose front matter is invalid', () => {
    expect(messages({ content: { 'blog/photos.md': post('/images/photo.heic').replace('category: Technology', 'category: Tech') } })).toEqual([
      'content/blog/photos.md:6:11  category  "Tech" is not one of the allowed values  (allowed: Patient Care, Technology, Industry News, Best Practices, Case Management)',
      'content/blog/photos.md:7:8  image  file "/images/photo.heic" is a HEIC photo, which the build cannot convert for the web  (export it as JPEG: on iPhone, Settings > Camera > Formats > Most Compatible, or share it as JPEG)',
    ]);
  });
});

describe('an image the build can use passes', () => {
  it.each([
    ['a JPEG 1600 px wide', '/images/wide.jpg'],
    ['a photo on its side that is 1200 px wide upright (1600 px stored)', '/images/portrait-upright-1200.jpg'],
    ['a TIFF', '/images/tiff-wide.tif'],
    ['an AVIF', '/images/avif-wide.avif'],
    ['an SVG, which svg-check checks', '/images/test.svg'],
  ])('%s', (_name, image) => {
    expect(messages({ content: { 'blog/photos.md': post(image) } })).toEqual([]);
  });

  it('an image from a host listed in site.yml imageHosts', () => {
    const content = { 'blog/photos.md': post('https://images.example.org/team.jpg', '![The team](https://images.example.org/team.jpg)') };
    expect(messages({ content, site: 'imageHosts: [https://images.example.org]\n' })).toEqual([]);
    expect(messages({ content })).toHaveLength(2);
  });
});

describe('each front-matter image has the minimum width of where it is shown', () => {
  it('a resource image at least 800 px', () => {
    expect(messages({ content: { 'resources/photos.md': resource('/images/resource-narrow.png') } })).toEqual([
      `content/resources/photos.md:5:8  image  file "/images/resource-narrow.png" is 700 px wide; a resource's image must be at least 800 px wide  ${NARROW_HINT(800)}`,
    ]);
    expect(messages({ content: { 'resources/photos.md': resource('/images/narrow.jpg') } })).toEqual([]);
  });

  it("a guide's cover at least 600 px", () => {
    expect(messages({ content: { 'guides/photos.md': guide('/images/cover-narrow.webp') } })).toEqual([
      `content/guides/photos.md:5:13  coverImage  file "/images/cover-narrow.webp" is 500 px wide; a guide's cover must be at least 600 px wide  ${NARROW_HINT(600)}`,
    ]);
    expect(messages({ content: { 'guides/photos.md': guide('/images/demo-narrow.jpg') } })).toEqual([]);
  });

  it("a website demo's preview at least 640 px", () => {
    expect(messages({ demoPreview: '/images/demo-narrow.jpg' })).toEqual([
      `content/website-design.yml:13:19  demos.0.previewImage  file "/images/demo-narrow.jpg" is 600 px wide; a demo's preview must be at least 640 px wide  ${NARROW_HINT(640)}`,
    ]);
    expect(messages({ demoPreview: '/images/body.png' })).toHaveLength(1);
    expect(messages({ demoPreview: '/images/resource-narrow.png' })).toEqual([]);
  });
});

describe('body images are reported at their line in the Markdown', () => {
  const body = (image: string) => messages({ content: { 'blog/photos.md': post('/images/wide.jpg', `Intro.\n\n![A nurse](${image})`) } });

  it('a file that does not exist', () => {
    expect(body('/images/missing.jpg')).toEqual([
      'content/blog/photos.md:13:1  body  image "/images/missing.jpg" does not exist  (put the file under public/, like public/images/blog/visit.jpg for /images/blog/visit.jpg)',
    ]);
  });

  it('an address that is neither a file of this site nor https', () => {
    expect(body('images/wide.jpg')).toEqual([
      'content/blog/photos.md:13:1  body  image "images/wide.jpg" is not a file of this site or an https:// address  (start it with / for a file under public/, like ![A nurse at home](/images/blog/visit.jpg))',
    ]);
  });

  it('a format the build cannot convert', () => {
    expect(body('/images/photo.heic')).toEqual([
      'content/blog/photos.md:13:1  body  image "/images/photo.heic" is a HEIC photo, which the build cannot convert for the web  (export it as JPEG: on iPhone, Settings > Camera > Formats > Most Compatible, or share it as JPEG)',
    ]);
  });

  it('an image from a host site.yml does not list', () => {
    expect(body('https://cdn.example.net/team.jpg')).toEqual([
      "content/blog/photos.md:13:1  body  image \"https://cdn.example.net/team.jpg\" is loaded from https://cdn.example.net, which is not one of the site's image hosts  (put the file under public/images/ and write /images/..., or add https://cdn.example.net to imageHosts in content/site.yml (that host then sees every visitor of the page))",
    ]);
  });

  it('a small image passes: a body image is shown at its own width', () => {
    expect(body('/images/body.png')).toEqual([]);
  });
});

describe('site.yml imageHosts', () => {
  it('refuses an entry that is not an https origin, at its line', () => {
    expect(messages({ site: 'imageHosts:\n  - https://images.example.org/photos\n' })).toEqual([
      'content/site.yml:119:5  imageHosts.0  must be an https origin, like https://images.example.org, without a path',
    ]);
  });
});

describe('the images the build converts', () => {
  it('are the raster files published content shows, each once, sorted, with their size and cards; not SVGs, drafts or other hosts', () => {
    const result = runSite({
      content: {
        'blog/photos.md': post('/images/wide.jpg', '![Team](/images/body.png)\n\n![Again](/images/body.png?v=2)\n\n![Drawing](/images/test.svg)'),
        'blog/draft.md': post('/images/tiff-wide.tif', 'Words.', true),
        'resources/photos.md': resource('/images/wide.jpg'),
        'guides/photos.md': guide('/images/avif-wide.avif'),
        'faq/photo.md': '---\nquestion: What does a visit look like?\ncategory: General\norder: 2\n---\n\n![A visit](https://images.example.org/visit.jpg)\n',
      },
      site: 'imageHosts: [https://images.example.org]\n',
      demoPreview: '/images/wide.jpg',
    });
    expect(result.errors.map(formatError)).toEqual([]);
    // With their pixels, from their headers, and the proportions of the cards that show them.
    expect(result.images).toEqual([
      { sitePath: '/images/avif-wide.avif', pixels: 1300 * 800, crops: [cardCrops.tall] },
      { sitePath: '/images/body.png', pixels: 300 * 200, crops: [] },
      { sitePath: '/images/wide.jpg', pixels: 1600 * 900, crops: [cardCrops.wide] },
    ]);
  });

  it('are none when there are errors, like the files', () => {
    expect(runSite({ content: { 'blog/photos.md': post('/images/narrow.jpg') } }).images).toEqual([]);
  });
});

describe('the image helpers', () => {
  it('identify a format by its bytes, not its name', async () => {
    expect(identifyImage(await picture(20, 10).png().toBuffer())).toEqual({ kind: 'raster', format: 'png', width: 20, height: 10 });
    expect(identifyImage(await picture(20, 10).avif().toBuffer())).toMatchObject({ kind: 'raster', format: 'avif', width: 20, height: 10 });
    expect(identifyImage(await jpeg(20, 10, 8))).toEqual({ kind: 'raster', format: 'jpeg', width: 20, height: 10, orientation: 8 });
    expect(identifyImage(heicHeader())).toEqual({ kind: 'unsupported', name: 'a HEIC photo' });
    expect(identifyImage(Buffer.from('hello'))).toEqual({ kind: 'unknown' });
  });

  it('call a JPEG cut short damaged, not some other format', async () => {
    const whole = await jpeg(20, 10);
    expect(identifyImage(whole.subarray(0, 4))).toEqual({ kind: 'damaged', format: 'jpeg' });
    expect(checkRasterImage('/a.jpg', { bytes: 4, image: { kind: 'damaged', format: 'jpeg' } })).toEqual([
      { message: 'starts like a JPEG image but its size cannot be read (it is cut short or damaged)', hint: `${REEXPORT} again` },
    ]);
  });

  it('measure the width upright for every orientation that turns the picture', () => {
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const problems = checkRasterImage('/a.jpg', { bytes: 1, image: { kind: 'raster', format: 'jpeg', width: 1200, height: 800, orientation } }, 'postImage');
      expect(problems, String(orientation)).toHaveLength(orientation >= 5 ? 1 : 0);
    }
  });

  it('allow exactly the minimum width and exactly the maximum size', () => {
    const image = { kind: 'raster', format: 'jpeg', width: IMAGE_MIN_WIDTH.postImage, height: 600 } as const;
    expect(checkRasterImage('/a.jpg', { bytes: IMAGE_MAX_BYTES, image }, 'postImage')).toEqual([]);
    expect(checkRasterImage('/a.jpg', { bytes: IMAGE_MAX_BYTES + 1, image: { ...image, width: image.width - 1 } }, 'postImage')).toHaveLength(2);
  });

  it('tell a raster file of this site from an SVG and another site, and name its file', () => {
    expect(['/images/a.jpg', '/images/a.HEIC', '/images/a.svg', '/images/a.SVG?x=1', 'https://x.example/a.jpg', '//x.example/a.jpg'].filter(isRasterImagePath)).toEqual([
      '/images/a.jpg',
      '/images/a.HEIC',
    ]);
    expect(imageFilePath('/images/a%20b.jpg?v=2#top')).toBe('/images/a b.jpg');
    expect(imageFilePath('/images/%E0%A4%A.jpg')).toBeUndefined();
  });
});
