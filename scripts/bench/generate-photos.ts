/**
 * Phone-like photos for the benchmarks, made here rather than committed: 4032x3024 JPEGs of about
 * 2 MB, like the 12-megapixel photo of the issue, each different (seeded), with detail at every
 * scale (as in a real scene: broad shapes, then texture) so that they compress like photos do and
 * not like a flat test card, and a GPS position in their EXIF data, as a phone writes it.
 */
import sharp from 'sharp';
import { random } from './generate-posts';

const PHOTO = { width: 4032, height: 3024 } as const;

/** A layer of random values `cells` across, blown up smoothly to the photo's size (one channel). */
async function layer(next: () => number, cells: number, amplitude: number): Promise<Buffer> {
  const width = cells;
  const height = Math.max(2, Math.round((cells * PHOTO.height) / PHOTO.width));
  const raw = Buffer.alloc(width * height);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.round(128 + (next() - 0.5) * 2 * amplitude);
  return sharp(raw, { raw: { width, height, channels: 1 } }).resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
}

/** One photo as JPEG bytes (quality 90, as phones save them), with its EXIF and GPS position. */
export async function generatePhoto(seed: number): Promise<Buffer> {
  const next = random(seed);
  // Light and shade: broad, then finer and finer texture, weaker at each step (about 1/f, as in
  // photographs); colour changes over broad areas only, as it mostly does in a scene.
  const light: [number, number][] = [
    [4, 80],
    [16, 45],
    [64, 28],
    [256, 18],
    [1024, 12],
  ];
  const luma = await Promise.all(light.map(([cells, amplitude]) => layer(next, cells, amplitude)));
  const chroma = await Promise.all([0, 1, 2].map(() => layer(next, 6, 40)));
  const pixels = Buffer.alloc(PHOTO.width * PHOTO.height * 3);
  for (let p = 0; p < PHOTO.width * PHOTO.height; p++) {
    let value = 128;
    for (const data of luma) value += data[p]! - 128;
    for (let channel = 0; channel < 3; channel++) {
      // Sensor noise, as every phone photo has.
      const v = value + chroma[channel]![p]! - 128 + (next() - 0.5) * 6;
      pixels[p * 3 + channel] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(pixels, { raw: { width: PHOTO.width, height: PHOTO.height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', Software: 'Photos 1.0', DateTime: '2026:05:14 10:21:07' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '95/1 22/1 1200/100' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}
