/**
 * sample-data/component-report.txt: a Component Report copy, as the reader takes one
 * (docs/measured-data.md): the Component Interval Activity section PCR 2.11 prints (seed 000, lines
 * 769-787; "Data collected 190396 at 1030", 19 March 1996) copied into a sheet and saved as CSV, as the
 * guide's "Producing it" says: the title and header lines kept, one cell each (not the "Data collected"
 * line, which the reader does not take; its date is written before each time instead), a field holding
 * a comma quoted (RFC 4180). The seven intervals are the printed ones, every figure as printed.
 */
const COLUMNS = ['ITV End', 'Tns/hr', 'Rsp/Tns', 'CPU % Total', 'CPU% Inter', 'CPU % Batch', 'Disk I/O per sec Sync', 'Disk I/O per sec Async'];

/** PCR 2.11's rows (lines 779-787), the ":" row between them left out: it marks intervals the document omits. */
const ROWS = [
  ['10:36', '6,164', '0.8', '85.2', '32.2', '46.3', '102.9', '39'],
  ['10:41', '7,404', '0.9', '91.3', '45.2', '39.5', '103.3', '33.9'],
  ['10:46', '5,466', '0.7', '97.6', '38.8', '51', '96.6', '33.2'],
  ['10:51', '5,622', '1.2', '97.9', '35.6', '57.4', '86.6', '49'],
  ['10:56', '4,527', '0.8', '97.9', '16.5', '77.4', '64.2', '40.7'],
  ['11:51', '5,068', '1.8', '99.9', '74.2', '25.7', '56.5', '19.9'],
  ['11:56', '5,991', '2.4', '99.9', '46.8', '45.5', '65.5', '32.6'],
];

const csvField = (f: string) => (f.includes(',') ? `"${f}"` : f);

export function componentReportFile(): string {
  return (
    [
      'Component Report',
      'Component Interval Activity',
      'Member . . . : Q960791030 Model/Serial . : 310-2043/10-0751D',
      'Library. . . : PFR System name. . . : TEST01',
      COLUMNS.join(','),
      ...ROWS.map(([end, ...rest]) => [`1996-03-19 ${end}`, ...rest].map(csvField).join(',')),
    ].join('\n') + '\n'
  );
}
