/**
 * The header lines of a Performance Tools Component Report, where a copy of the report keeps them
 * above (or, page after page, between) the interval rows. On a partition they carry its identity and
 * entitlement, as a V5R3 report prints them (IBM, i5/OS V5R4 Information Center, "Component report:
 * IOP utilizations",
 * https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxptcomioputil.htm):
 *
 *   Member . . . : Q275140000 Model/Serial . : 890/10-3907F
 *   Main storage . . : 56.4 GB ...
 *   Partition ID : 003   Feature Code . :7427-2498-7427
 *   Int Threshold . : .00 %
 *   Virtual Processors: 4   Processor Units : 4.0
 *
 * "Processor Units" is the partition's entitlement, so the report's CPU utilization is a share of it
 * and may exceed 100% on an uncapped partition (IBM, V5R4, "Reporting configured capacity": "the
 * processor utilization metrics of these partitions can be greater than 100% of the configured capacity",
 * https://git.cyber.gent/friedkiwi/ibm-information-center/raw/commit/8826eae39456832d19ef39645fc0163e4032ce9a/dist/eclipse/plugins/i5OS.ic.rzahx_5.4.0.1/rzahxuncapped.htm).
 */
import { readDecimal } from './number';

/** What a file says about the partition it measured; each field absent where the file does not give it. */
export interface Partition {
  /** "Partition ID", as printed ("003"). */
  id?: string;
  /** The model and serial of "Model/Serial" (890 and 10-3907F). */
  model?: string;
  serial?: string;
  /** "Feature Code", as printed (7427-2498-7427). */
  featureCode?: string;
  /** "Main storage", as printed (56.4 GB). */
  mainStorage?: string;
  /** "Virtual Processors"; from a QAPMSYSTEM export, SYVCPU / (INTSEC x 1000) of the last interval, an average. */
  virtualProcessors?: number;
  /** "Processor Units": the entitlement, in processing units. */
  processorUnits?: number;
  /** "Int Threshold", a fraction (0.25 for 25.00 %). */
  interactiveThreshold?: number;
  /** QAPMSYSTEM's SYUCAPF of the last interval: true for '1' (uncapped), false for '0' (capped), absent for ' ' (unknown). */
  uncapped?: boolean;
  /** The collection's member ("Member"), as printed. */
  member?: string;
}

const LABELS = new RegExp(
  /(Member|Model\/Serial|Main storage|Partition ID|Feature Code|Int Threshold|Virtual Processors|Processor Units)/.source +
    /[\s.]*:\s*([^\s:]+(?:\s*(?:GB|MB|KB|%)(?![A-Za-z]))?)/.source,
  'gi',
);

/** A title line of the report as a copy keeps it: report and section names, dot-leader labels, page numbers. */
const TITLE = /Component Report|Interval Activity|Performance Report|\.\s\.\s*:|\bPage\s+\d+/i;

/** One label of a header line: its key as typed below, the value as printed, the field it is in. */
export interface HeaderValue {
  readonly label: string;
  readonly value: string;
  readonly field: number;
}

/** The labelled values of a record if it is a report header line, [] if it is a title line without one, null if it is neither. */
export function reportHeaderLine(fields: readonly string[]): HeaderValue[] | null {
  let found: HeaderValue[] | null = null;
  let title = false;
  for (let f = 0; f < fields.length; f++) {
    const text = fields[f];
    if (text.length < 5) continue;
    if (TITLE.test(text)) title = true;
    LABELS.lastIndex = 0;
    for (let m = LABELS.exec(text); m !== null; m = LABELS.exec(text)) {
      (found ??= []).push({ label: m[1].toLowerCase(), value: m[2].replace(/\s+/g, ' '), field: f });
    }
  }
  return found ?? (title ? [] : null);
}

/** The text of a value with a unit glued or spaced ("56.4GB", ".00 %") as a number; NaN for none. */
const numberOf = (value: string): number => readDecimal(value.replace(/\s*(GB|MB|KB)$/i, ''), false);

/**
 * Records header values into `partition`; returns the label whose value is not a number where one
 * belongs, with the value, or null.
 */
export function applyHeader(partition: Partition, values: readonly HeaderValue[]): HeaderValue | null {
  for (const v of values) {
    switch (v.label) {
      case 'member':
        partition.member = v.value;
        break;
      case 'model/serial': {
        const slash = v.value.indexOf('/');
        partition.model = slash < 0 ? v.value : v.value.slice(0, slash);
        if (slash >= 0) partition.serial = v.value.slice(slash + 1);
        break;
      }
      case 'main storage':
        partition.mainStorage = v.value;
        break;
      case 'partition id':
        partition.id = v.value;
        break;
      case 'feature code':
        partition.featureCode = v.value;
        break;
      case 'int threshold': {
        const percent = numberOf(v.value);
        if (Number.isNaN(percent) || percent < 0) return v;
        partition.interactiveThreshold = percent / 100;
        break;
      }
      case 'virtual processors': {
        const n = numberOf(v.value);
        if (Number.isNaN(n) || n <= 0) return v;
        partition.virtualProcessors = n;
        break;
      }
      case 'processor units': {
        const n = numberOf(v.value);
        if (Number.isNaN(n) || n <= 0) return v;
        partition.processorUnits = n;
        break;
      }
    }
  }
  return null;
}
