/**
 * The icons: every size the manifest names is a PNG of that size with a transparent background, the
 * high-resolution icon is 64×64 (the manifest reference, task pane add-ins), the ribbon has 16, 20, 32
 * and 80, and the committed files hold exactly what cli/icons.ts draws.
 */
import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import { BAR_RGB, drawIcon, ICON_SIZES, iconFile } from '../../cli/icons';
import { DEV_URL } from '../../cli/public-url';
import { DIST } from '../dist';

const ROOT = path.resolve(__dirname, '..', '..');
const manifest = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');
const read = (file: string): PNG => PNG.sync.read(fs.readFileSync(file));
/** The file of the build a manifest URL names. */
const built = (url: string): string => {
  expect(url.startsWith(DEV_URL)).toBe(true);
  return path.join(DIST, url.slice(DEV_URL.length));
};
const alphaAt = (png: PNG, x: number, y: number): number => png.data[(y * png.width + x) * 4 + 3];

describe('the icons', () => {
  test.each([...ICON_SIZES])('assets/icon-%i.png is what cli/icons.ts draws, pixel for pixel', (size) => {
    const committed = read(iconFile(size));
    const drawn = drawIcon(size);
    expect([committed.width, committed.height]).toEqual([size, size]);
    expect(Buffer.compare(committed.data, drawn.data)).toBe(0);
  });

  test.each([...ICON_SIZES])('icon-%i.png has an alpha channel, a transparent background and a visible picture', (size) => {
    const buffer = fs.readFileSync(iconFile(size));
    // IHDR's colour type (byte 25): 6 is truecolour with alpha.
    expect(buffer[25]).toBe(6);
    const png = read(iconFile(size));
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ])
      expect(alphaAt(png, x, y)).toBe(0);
    let opaque = 0;
    for (let i = 3; i < png.data.length; i += 4) if (png.data[i] === 255) opaque++;
    expect(opaque / (size * size)).toBeGreaterThan(0.2);
    expect(opaque / (size * size)).toBeLessThan(0.8);
  });

  test("the bar colour stands out at 3:1 or more on Office's light and dark ribbons", () => {
    const luminance = (rgb: readonly number[]) => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: readonly number[], b: readonly number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    expect(contrast(BAR_RGB, [255, 255, 255])).toBeGreaterThanOrEqual(3);
    expect(contrast(BAR_RGB, [0x29, 0x29, 0x29])).toBeGreaterThanOrEqual(3);
  });
});

describe('the icons the manifest names', () => {
  const images = new Map([...manifest.matchAll(/<bt:Image id="([^"]+)" DefaultValue="([^"]+)"/g)].map((m) => [m[1], m[2]]));

  test('<HighResolutionIconUrl> is a 64×64 PNG and <IconUrl> a 32×32 one, in the build', () => {
    const high = manifest.match(/<HighResolutionIconUrl DefaultValue="([^"]+)"/)![1];
    const icon = manifest.match(/<IconUrl DefaultValue="([^"]+)"/)![1];
    const [h, i] = [read(built(high)), read(built(icon))];
    expect([h.width, h.height, i.width, i.height]).toEqual([64, 64, 32, 32]);
  });

  test('every ribbon <Icon> has 16, 20, 32 and 80 px images, each a PNG of its size', () => {
    const icons = [...manifest.matchAll(/<Icon>([\s\S]*?)<\/Icon>/g)].map((m) => m[1]);
    expect(icons.length).toBe(2);
    for (const icon of icons) {
      const entries = [...icon.matchAll(/<bt:Image size="(\d+)" resid="([^"]+)"/g)].map((m) => ({ size: Number(m[1]), resid: m[2] }));
      expect(entries.map((e) => e.size)).toEqual([16, 20, 32, 80]);
      for (const { size, resid } of entries) {
        const png = read(built(images.get(resid)!));
        expect([resid, png.width, png.height]).toEqual([resid, size, size]);
        expect(alphaAt(png, 0, 0)).toBe(0);
      }
    }
  });
});
