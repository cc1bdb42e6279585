/** Numbers as exports print them, read digit by digit: a file has up to two million of them. */

/**
 * A decimal as IBM's reports and CPYTOIMPF print it: "32.1", "32.1%", "32.1 %", ".5", "+3", "-0.1",
 * "900000."; where commas do not separate fields also the decimal comma "32,1". A trailing % only
 * where `percent` allows it. NaN for anything else. The digits as a whole number over a power of
 * ten is the double nearest the printed decimal, as Number() gives it.
 */
export function readDecimal(text: string, decimalComma: boolean, percent = true): number {
  const n = text.length;
  let i = 0;
  const sign = text.charCodeAt(0);
  if (sign === 0x2b || sign === 0x2d) i = 1;
  let whole = 0;
  let scale = 1;
  let digits = 0;
  let point = false;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      whole = whole * 10 + (c - 0x30);
      if (point) scale *= 10;
      digits++;
    } else if (!point && (c === 0x2e || (c === 0x2c && decimalComma))) point = true;
    else break;
  }
  while (i < n && text.charCodeAt(i) === 0x20) i++;
  if (percent && i < n && text.charCodeAt(i) === 0x25) i++;
  if (digits === 0 || i !== n) return NaN;
  return sign === 0x2d && whole !== 0 ? -whole / scale : whole / scale;
}

/**
 * A printed percentage as the nearest fraction (32.1 → 0.321, not 0.32100000000000006), rounded as
 * curveOfModel rounds Appendix D's printed percentages, so a value printed at a knee compares equal to it.
 */
export const fraction = (percent: number): number => Math.round(percent * 1e10) / 1e12;
