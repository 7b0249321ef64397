import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '../../content/types';
import { fallbackSrc, largestFallback, sharedPicture, srcset, variantsFor } from './responsive-image';

const photo: ResponsiveImage = {
  base: '/media/team-0123456789',
  widths: [400, 720, 960, 1200, 1600],
  width: 4032,
  height: 3024,
  fallback: 'jpeg',
  crops: [
    { crop: '16x9', widths: [400, 720, 960, 1200], width: 1600, height: 900, fallback: 'jpeg' },
    { crop: '3x4', widths: [400, 720, 900], width: 900, height: 1200, fallback: 'jpeg' },
  ],
};

describe('variantsFor', () => {
  it("gives a box the crop made to its proportions, as a set of its own", () => {
    const wide = variantsFor(photo, { width: 800, height: 450 });
    expect(wide).toEqual({ base: '/media/team-0123456789-16x9', widths: [400, 720, 960, 1200], width: 1600, height: 900, fallback: 'jpeg' });
    expect(srcset(wide, 'webp')).toBe('/media/team-0123456789-16x9-400.webp 400w, /media/team-0123456789-16x9-720.webp 720w, /media/team-0123456789-16x9-960.webp 960w, /media/team-0123456789-16x9-1200.webp 1200w');
    expect(largestFallback(wide, 800)).toEqual({ path: '/media/team-0123456789-16x9-720.jpg', width: 720, height: 405, type: 'image/jpeg' });
    expect(fallbackSrc(wide)).toBe('/media/team-0123456789-16x9-720.jpg');
    expect(sharedPicture(photo)).toEqual({ path: '/media/team-0123456789-1200.jpg', width: 1200, height: 900, type: 'image/jpeg' });
    expect(variantsFor(photo, { width: 600, height: 800 }).base).toBe('/media/team-0123456789-3x4');
  });

  it("gives a box of other proportions the picture's own variants", () => {
    expect(variantsFor(photo, { width: 4032, height: 3024 })).toBe(photo);
    expect(variantsFor({ ...photo, crops: undefined }, { width: 800, height: 450 }).base).toBe('/media/team-0123456789');
  });
});
