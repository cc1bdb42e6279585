/**
 * tsx cli/font-metrics.ts: writes addin/workbook/font-metrics.ts, the advance widths of Carlito, the font the sheets
 * print in (metric-compatible with Calibri, Excel's default; npm test's set-up installs it, fonts-crosextra-carlito),
 * for the printable ASCII range and the few other characters the sheets print, regular, bold and italic (notes). Run once when the
 * font or the characters change: the table is committed, the core reads no font file.
 *
 * It reads the TrueType tables it needs and no more (Apple's TrueType Reference Manual and Microsoft's OpenType
 * specification, "head", "hhea", "hmtx", "cmap" format 4 and "name"): the units per em, each character's glyph by the
 * Windows Unicode BMP cmap, the glyph's advance width, and the font's version string.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

const FONT_DIR = '/usr/share/fonts/truetype/crosextra';
const OUT = path.resolve(__dirname, '..', 'addin', 'templates', 'font-metrics.ts');

/** Beyond printable ASCII, what the sheets print: dashes, arrows, the ellipsis, the middle dot, signs, the superscript two. */
export const EXTRA = '\u00b1\u00b2\u00b7\u00d7\u0177\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2192\u2212\u2264\u2265';

interface Font {
  readonly unitsPerEm: number;
  readonly version: string;
  readonly advance: (codePoint: number) => number;
}

function readFont(file: string): Font {
  const buf = fs.readFileSync(file);
  const tables = new Map<string, number>();
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(buf.toString('latin1', at, at + 4), buf.readUInt32BE(at + 8));
  }
  const table = (tag: string): number => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`${file}: no '${tag}' table`);
    return at;
  };
  const unitsPerEm = buf.readUInt16BE(table('head') + 18);
  const metrics = buf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  // cmap: the Windows (3) Unicode BMP (1) subtable, format 4: segments of code points to glyph ids.
  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0; i < buf.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    if (buf.readUInt16BE(at) === 3 && buf.readUInt16BE(at + 2) === 1) sub = cmap + buf.readUInt32BE(at + 4);
  }
  if (sub < 0 || buf.readUInt16BE(sub) !== 4) throw new Error(`${file}: no Windows Unicode BMP cmap of format 4`);
  const segments = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const offsets = deltas + 2 * segments;
  const glyph = (cp: number): number => {
    for (let s = 0; s < segments; s++) {
      if (cp > buf.readUInt16BE(ends + 2 * s)) continue;
      const start = buf.readUInt16BE(starts + 2 * s);
      if (cp < start) return 0;
      const delta = buf.readInt16BE(deltas + 2 * s);
      const offset = buf.readUInt16BE(offsets + 2 * s);
      if (offset === 0) return (cp + delta) & 0xffff;
      const g = buf.readUInt16BE(offsets + 2 * s + offset + 2 * (cp - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const advance = (cp: number): number => {
    const g = glyph(cp);
    if (g === 0) throw new Error(`${file}: no glyph for U+${cp.toString(16).padStart(4, '0')}`);
    return buf.readUInt16BE(hmtx + 4 * Math.min(g, metrics - 1));
  };
  // name: the version string (name id 5), in the Windows Unicode record (UTF-16BE).
  const name = table('name');
  const strings = name + buf.readUInt16BE(name + 4);
  let version = '';
  for (let i = 0; i < buf.readUInt16BE(name + 2); i++) {
    const at = name + 6 + i * 12;
    if (buf.readUInt16BE(at) === 3 && buf.readUInt16BE(at + 6) === 5) {
      const bytes = Buffer.from(buf.subarray(strings + buf.readUInt16BE(at + 10), strings + buf.readUInt16BE(at + 10) + buf.readUInt16BE(at + 8)));
      version = bytes.swap16().toString('utf16le');
    }
  }
  // "Version 1.103; Beta1; ...": the version, without the build notes after it.
  return { unitsPerEm, version: version.split(';')[0], advance };
}

function widths(font: Font): { ascii: number[]; extra: Record<string, number> } {
  const ascii = Array.from({ length: 95 }, (_, i) => font.advance(32 + i));
  const extra = Object.fromEntries([...EXTRA].map((ch) => [ch, font.advance(ch.codePointAt(0)!)]));
  return { ascii, extra };
}

const escaped = (ch: string): string => `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`;

function main(): void {
  const regular = readFont(path.join(FONT_DIR, 'Carlito-Regular.ttf'));
  const bold = readFont(path.join(FONT_DIR, 'Carlito-Bold.ttf'));
  const italic = readFont(path.join(FONT_DIR, 'Carlito-Italic.ttf'));
  if (bold.unitsPerEm !== regular.unitsPerEm || italic.unitsPerEm !== regular.unitsPerEm) throw new Error("Carlito's faces differ in units per em");
  const face = (f: Font): string => {
    const w = widths(f);
    return `{\n    ascii: [${w.ascii.join(', ')}],\n    extra: { ${Object.entries(w.extra)
      .map(([ch, n]) => `'${escaped(ch)}': ${n}`)
      .join(', ')} },\n  }`;
  };
  const text = `/**
 * Advance widths of Carlito, the font the sheets print in (metric-compatible with Calibri, Excel's default font), in
 * font units (${regular.unitsPerEm} an em): \`ascii\` from the space (U+0020) to the tilde (U+007E), \`extra\` the other
 * characters the sheets print. Read from Carlito-Regular.ttf, Carlito-Bold.ttf and Carlito-Italic.ttf in
 * ${FONT_DIR} (Debian fonts-crosextra-carlito), version "${regular.version}", by cli/font-metrics.ts, which writes this file.
 */
export const CARLITO = {
  unitsPerEm: ${regular.unitsPerEm},
  regular: ${face(regular)},
  bold: ${face(bold)},
  italic: ${face(italic)},
} as const;
`;
  fs.writeFileSync(OUT, text);
  // Laid out as every committed file is.
  spawnSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', OUT], { stdio: 'inherit' });
  console.log(`${path.relative(process.cwd(), OUT)}: Carlito ${regular.version}, ${regular.unitsPerEm} units an em`);
}

if (require.main === module) main();
