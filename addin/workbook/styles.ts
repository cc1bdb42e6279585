/**
 * The look of a sizing sheet as data, so both writers draw the same sheet. Colours follow Excel's
 * own cell styles (Input, Calculation, Good, Neutral, Bad) that planners already read at a glance.
 */
export type StyleName = 'title' | 'subtitle' | 'heading' | 'label' | 'input' | 'output' | 'header' | 'note' | 'source' | 'printed' | 'key' | 'wrapped';

export type Fill = 'good' | 'warn' | 'bad' | 'shade';

export interface StyleSpec {
  readonly bold?: boolean;
  readonly italic?: boolean;
  /** Points. */
  readonly size?: number;
  /** Font colour, RGB hex. */
  readonly color?: string;
  /** Background, RGB hex. */
  readonly fill?: string;
  /** A thin border all round, RGB hex. */
  readonly border?: string;
  readonly wrap?: boolean;
  /**
   * Aligned to the top of its row (a style that says whether it wraps is too): in a row a long note
   * makes tall, a label and its value read level with the note's first line, not at the bottom.
   */
  readonly top?: boolean;
}

export const STYLES: Readonly<Record<StyleName, StyleSpec>> = {
  title: { bold: true, size: 15, color: '1F3864' },
  subtitle: { italic: true, color: '595959' },
  heading: { bold: true, size: 12, color: '1F3864' },
  /** Aligned to the top as a note is: a label beside a value wrapped over rows names its first line. */
  label: { top: true },
  /** Excel's "Input" style: the cells a planner types into. */
  input: { color: '3F3F76', fill: 'FFCC99', border: '7F7F7F', top: true },
  /** Excel's "Calculation" style: the cells the sheet computes. */
  output: { bold: true, color: 'FA7D00', fill: 'F2F2F2', border: '7F7F7F', top: true },
  header: { bold: true, color: 'FFFFFF', fill: '1F3864', wrap: true },
  note: { italic: true, color: '595959', wrap: false },
  source: { color: '595959' },
  /** A value printed in the source document (e.g. a Table 5.3 cell). */
  printed: { bold: true, border: '1F3864' },
  key: { bold: true },
  /** Long text in a column of a listing (a catalog row's source): wrapped in its column, never cut at the page's margin. */
  wrapped: { wrap: true },
};

/** Conditional-format fills: Excel's Good, Neutral and Bad, and a grey shade for cells out of play. */
export const FILLS: Readonly<Record<Fill, { readonly fill: string; readonly color: string }>> = {
  good: { fill: 'C6EFCE', color: '006100' },
  warn: { fill: 'FFEB9C', color: '9C5700' },
  bad: { fill: 'FFC7CE', color: '9C0006' },
  shade: { fill: 'D9D9D9', color: '595959' },
};

/** Series colours of the charts (Office theme accents). */
export const SERIES_COLORS = ['4472C4', 'ED7D31', 'A5A5A5', '70AD47'] as const;

/** Colours of the marks a chart draws over its curves: where the system is, and the limits it is held to. */
export const MARK_COLORS = {
  /** The planner's own point, today. */
  measured: 'C00000',
  knee: '7030A0',
  maximum: '00B0F0',
  /** An alert threshold or a planning limit. */
  limit: 'BF8F00',
} as const;
