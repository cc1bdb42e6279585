/** Values as a planner types them into a cell, the pane's form or the command line, read one way everywhere. */

/** "32%" → 0.32, "0.32" → 0.32, as Excel reads them typed into a cell; anything else is not a number. */
export function readNumber(text: string): number | null {
  const t = text.trim();
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(%?)$/.exec(t);
  return m ? Number(m[1]) / (m[2] ? 100 : 1) : null;
}

/** "720 CPW" or "CPW 720": a processor CPW typed as text, as one that is also a model number must be; null for other text. */
export function readCpw(text: string): number | null {
  const m = /^\s*(?:CPW\s*)?(\d+(?:\.\d+)?|\.\d+)\s*(?:CPW)?\s*$/i.exec(text);
  return m && /cpw/i.test(text) ? Number(m[1]) : null;
}
