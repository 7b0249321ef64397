/**
 * A post's social card, 1200x630: satori lays it out in Inter and resvg draws it to a PNG, as the
 * site's own cards are made. The fonts and the mark are read once per build.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import site from '../site.json';

const require = createRequire(import.meta.url);
const WIDTH = 1200;
const HEIGHT = 630;

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 600 | 700;
  style: 'normal';
}

let assets: Promise<{ fonts: Font[]; mark: string }> | undefined;
function loadAssets() {
  assets ??= (async () => {
    const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    // Satori reads WOFF; latin-ext under a name of its own is the fallback for accented letters.
    const files = (['latin', 'latin-ext'] as const).flatMap((subset) => ([400, 600, 700] as const).map((weight) => ({ subset, weight })));
    const fonts = await Promise.all(
      files.map(async ({ subset, weight }): Promise<Font> => ({
        name: subset === 'latin' ? 'Inter' : 'Inter Ext',
        weight,
        style: 'normal',
        data: await readFile(path.join(dir, `inter-${subset}-${weight}-normal.woff`)),
      })),
    );
    // From the project's folder, where the build runs: this module is bundled elsewhere.
    const mark = await readFile(path.join(process.cwd(), 'public', 'favicon.svg'));
    return { fonts, mark: `data:image/svg+xml;base64,${mark.toString('base64')}` };
  })();
  return assets;
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string | null)[] | Node | string; [name: string]: unknown };
}
const box = (style: Style, ...children: (Node | string | null)[]): Node => ({ type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } });

const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 66 : title.length <= 96 ? 58 : 52);

export interface CardText {
  title: string;
  kicker: string;
  author: string;
}

/** The PNG of a post's card: a band, a faint bridge, the kicker, title and author, and a footer with the mark, name and address. */
export async function drawCard({ title, kicker, author }: CardText): Promise<Buffer> {
  const { fonts, mark } = await loadAssets();
  const card = box(
    { width: WIDTH, height: HEIGHT, flexDirection: 'column', backgroundColor: '#ffffff', fontFamily: "Inter, 'Inter Ext'", color: '#0f172a', position: 'relative', padding: '76px 88px 60px' },
    box({ position: 'absolute', top: 0, left: 0, width: WIDTH, height: 14, backgroundColor: '#3b82f6' }),
    box({ position: 'absolute', right: 136, bottom: 140, width: 300, height: 150, border: '24px solid #dbeafe', borderBottom: 'none', borderRadius: '150px 150px 0 0' }),
    box({ alignSelf: 'flex-start', fontSize: 24, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: '#2563eb' }, kicker),
    { type: 'div', props: { style: { display: 'block', marginTop: 26, fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: '-0.02em', lineClamp: 3 }, children: title } },
    box({ marginTop: 28, fontSize: 28, color: '#475569' }, `By ${author}`),
    box({ flexGrow: 1 }),
    box(
      { height: 80, alignItems: 'center', justifyContent: 'space-between', borderTop: '2px solid #e2e8f0', paddingTop: 30 },
      box({ alignItems: 'center' }, { type: 'img', props: { src: mark, width: 48, height: 48, style: { borderRadius: 11 } } }, box({ marginLeft: 18, fontSize: 30, fontWeight: 700 }, site.name)),
      box({ fontSize: 26, fontWeight: 600, color: '#475569' }, new URL(site.url).host.replace(/^www\./, '')),
    ),
  );
  // satori takes React elements or objects of the same shape.
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
