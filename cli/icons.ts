/**
 * The add-in's icons (assets/icon-N.png), drawn here rather than by hand so every size is the same
 * picture: three rising bars of a capacity chart on a transparent background, as Office asks of
 * ribbon icons. `npx tsx cli/icons.ts` rewrites them; tests/cli/icons.test.ts checks that the committed
 * files hold exactly what this draws.
 *
 * Sizes: 16, 20, 32 and 80 for the ribbon button and its group (<bt:Image size="N">), 32 for
 * <IconUrl>, 64 for <HighResolutionIconUrl> (the manifest reference asks 64×64 for a task pane add-in).
 */
import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';

export const ICON_SIZES = [16, 20, 32, 64, 80] as const;
export const ICON_DIR = path.resolve(__dirname, '..', 'assets');
export const iconFile = (size: number): string => path.join(ICON_DIR, `icon-${size}.png`);

/**
 * The bars' colour, #1A7AD4: a blue with a contrast of at least 3:1 (WCAG's for graphics) both on
 * Office's white ribbon (4.4:1) and on its dark grey one, #292929 (3.3:1).
 */
export const BAR_RGB = [0x1a, 0x7a, 0xd4] as const;

/** The bars' heights as shares of the drawing's height, left to right. */
const HEIGHTS = [0.45, 0.72, 1] as const;

/**
 * The bars in whole pixels, [left, top, right, bottom) each: a margin of 1/8 of the size, gaps of
 * 1/16 (at least a pixel), three bars of one width, centred. Whole pixels keep the small sizes crisp.
 */
export function barsOf(size: number): [number, number, number, number][] {
  const margin = Math.round(size / 8);
  const gap = Math.max(1, Math.round(size / 16));
  const width = Math.floor((size - 2 * margin - 2 * gap) / 3);
  const left = Math.floor((size - (3 * width + 2 * gap)) / 2);
  const bottom = size - margin;
  const tall = bottom - margin;
  return HEIGHTS.map((h, k) => {
    const l = left + k * (width + gap);
    return [l, bottom - Math.round(h * tall), l + width, bottom];
  });
}

/** The icon of `size` pixels: the bars in BAR_RGB, opaque; everything else fully transparent. */
export function drawIcon(size: number): PNG {
  const png = new PNG({ width: size, height: size, colorType: 6 });
  png.data.fill(0);
  for (const [l, t, r, b] of barsOf(size)) {
    for (let y = t; y < b; y++) {
      for (let x = l; x < r; x++) {
        const i = (y * size + x) * 4;
        png.data[i] = BAR_RGB[0];
        png.data[i + 1] = BAR_RGB[1];
        png.data[i + 2] = BAR_RGB[2];
        png.data[i + 3] = 255;
      }
    }
  }
  return png;
}

export function writeIcons(): string[] {
  return ICON_SIZES.map((size) => {
    const file = iconFile(size);
    fs.writeFileSync(file, PNG.sync.write(drawIcon(size), { colorType: 6 }));
    return file;
  });
}

if (require.main === module) {
  for (const file of writeIcons()) process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
}
