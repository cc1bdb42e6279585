/**
 * Appendix D "AS/400 CPW Values" of the AS/400 Performance Capabilities Reference V4R5 (July 2000),
 * seed 000, lines 7867-8375: every data row of every table, cell by cell as printed (bold tags
 * dropped, nothing else changed), each with the seed line it stands on. tests/addin/catalog/
 * appendix-d.test.ts re-reads every line of the seed and checks every cell.
 *
 * What each column means and how rows become catalog records is in catalog.ts; this file is data.
 */

import { printedRows, type PrintedRow } from '../tables/printed';

/** What a printed column holds. "interactiveKnee"/"interactiveMax": the published interactive CPW is the knee/the max. */
export type Column =
  | 'modelFeature'
  | 'model'
  | 'feature'
  | 'constrained'
  | 'cpus'
  | 'mhz'
  | 'l2Cache'
  | 'processorCpw'
  | 'interactiveCpw'
  | 'interactiveKnee'
  | 'interactiveMax'
  | 'kneeCpw'
  | 'maxCpw'
  | 'processorPctAtKnee'
  | 'processorPctAtMax'
  | 'kneePct'
  | 'maxPct'
  | 'maxMemoryMb'
  | 'maxDiskGb'
  | 'cpwV3R7'
  | 'sapRelease'
  | 'sdDialogStepsPerHour'
  | 'fiDialogStepsPerHour';

/** Short family ids planners filter on. */
export type Family = '8xx' | '2xx' | 'DSD' | 'SB' | '7xx' | '170' | 'Sxx' | 'custom' | 'advanced' | 'SB1' | '4xx' | '5xx' | '6xx' | 'CISC';

/**
 * How interactive work behaves on the table's models (PCR Ch. 2):
 * v4r5 = no knee, interactive held at its CPW (2.2.1); knee=published = 7xx and 9/98+ 170s (2.3, D.2.1);
 * knee=1/3 and knee=6/7 = knee as a fraction of the maximum (2.3); single = one CPW for any mix
 * (traditional and CISC systems); dsd = Dedicated Server for Domino (2.13); cisc-server = CISC server
 * with two CPWs and no printed knee; sap = SB1 dialog-step throughput, no CPW (D.7).
 */
export type Behaviour = 'v4r5' | 'knee=published' | 'knee=1/3' | 'knee=6/7' | 'single' | 'dsd' | 'cisc-server' | 'sap';

export interface PrintedTable {
  /** Table number as printed; inferred where the document prints none (see captionPrinted). */
  readonly id: string;
  /** Unique id where the document prints one number twice (D.3.2) or splits a section (D.6, D.8). */
  readonly key?: string;
  readonly caption: string;
  /** 'caption': printed table caption; 'heading': section heading only; 'none': inferred from context. */
  readonly captionPrinted: 'caption' | 'heading' | 'none';
  /** One family, or by model number where one table holds two families. */
  readonly family: Family | Readonly<Record<string, Family>>;
  /** Model number where the table prints only features. */
  readonly model?: string;
  readonly machineType?: string;
  /** Release the CPW values are for; null where the document prints none. */
  readonly release: string | null;
  readonly behaviour: Behaviour;
  readonly columns: readonly Column[];
  /** Columns printed in bold: the published values. */
  readonly bold: readonly Column[];
  /** Columns whose blank cells repeat the row above (the printed tables leave them blank). */
  readonly carryDown?: readonly Column[];
  readonly note?: string;
  readonly rows: readonly PrintedRow[];
}

export const APPENDIX_D: readonly PrintedTable[] = [
  {
    id: 'D.1.1',
    caption: 'AS/400e Model 8xx Servers',
    captionPrinted: 'heading',
    family: '8xx',
    release: 'V4R5',
    behaviour: 'v4r5',
    columns: ['modelFeature', 'mhz', 'l2Cache', 'cpus', 'processorCpw', 'interactiveCpw'],
    bold: ['processorCpw', 'interactiveCpw'],
    rows: /*#__PURE__*/ printedRows(`
7899|820-2395 (1521)|400|n/a|1|370|35
|820-2395 (1522)|400|n/a|1|370|70
|820-2395 (1523)|400|n/a|1|370|120
|820-2395 (1524)|400|n/a|1|370|240
7906|820-2396 (1521)|450|2 MB|1|950|35
|820-2396 (1522)|450|2 MB|1|950|70
|820-2396 (1523)|450|2 MB|1|950|120
|820-2396 (1524)|450|2 MB|1|950|240
|820-2396 (1525)|450|2 MB|1|950|560
|820-2397 (1521)|500|4 MB|2|2000|35
|820-2397 (1522)|500|4 MB|2|2000|70
|820-2397 (1523)|500|4 MB|2|2000|120
|820-2397 (1524)|500|4 MB|2|2000|240
|820-2397 (1525)|500|4 MB|2|2000|560
|820-2397 (1526)|500|4 MB|2|2000|1050
|820-2398 (1521)|500|4 MB|4|3200|35
|820-2398 (1522)|500|4 MB|4|3200|70
|820-2398 (1523)|500|4 MB|4|3200|120
|820-2398 (1524)|500|4 MB|4|3200|240
|820-2398 (1525)|500|4 MB|4|3200|560
|820-2398 (1526)|500|4 MB|4|3200|1050
|820-2398 (1527)|500|4 MB|4|3200|2000
|830-2400 (1531)|400|2 MB|2|1850|70
|830-2400 (1532)|400|2 MB|2|1850|120
|830-2400 (1533)|400|2 MB|2|1850|240
|830-2400 (1534)|400|2 MB|2|1850|560
|830-2400 (1535)|400|2 MB|2|1850|1050
|830-2402 (1531)|540|4 MB|4|4200|70
|830-2402 (1532)|540|4 MB|4|4200|120
|830-2402 (1533)|540|4 MB|4|4200|240
|830-2402 (1534)|540|4 MB|4|4200|560
|830-2402 (1535)|540|4 MB|4|4200|1050
|830-2402 (1536)|540|4 MB|4|4200|2000
|830-2403 (1531)|540|4 MB|8|7350|70
|830-2403 (1532)|540|4 MB|8|7350|120
|830-2403 (1533)|540|4 MB|8|7350|240
|830-2403 (1534)|540|4 MB|8|7350|560
|830-2403 (1535)|540|4 MB|8|7350|1050
|830-2403 (1536)|540|4 MB|8|7350|2000
|830-2403 (1537)|540|4 MB|8|7350|4550
|840-2418 (1540)|500|8 MB|12|10000|120
|840-2418 (1541)|500|8 MB|12|10000|240
|840-2418 (1542)|500|8 MB|12|10000|560
|840-2418 (1543)|500|8 MB|12|10000|1050
|840-2418 (1544)|500|8 MB|12|10000|2000
|840-2418 (1545)|500|8 MB|12|10000|4550
|840-2418 (1546)|500|8 MB|12|10000|10000
|840-2420 (1540)|500|8 MB|24|16500|120
|840-2420 (1541)|500|8 MB|24|16500|240
|840-2420 (1542)|500|8 MB|24|16500|560
|840-2420 (1543)|500|8 MB|24|16500|1050
|840-2420 (1544)|500|8 MB|24|16500|2000
|840-2420 (1545)|500|8 MB|24|16500|4550
|840-2420 (1546)|500|8 MB|24|16500|10000
|840-2420 (1547)|500|8 MB|24|16500|16500
`),
  },
  {
    id: 'D.1.2.1',
    caption: 'Model 2xx Servers',
    captionPrinted: 'caption',
    family: '2xx',
    release: 'V4R5',
    behaviour: 'v4r5',
    columns: ['modelFeature', 'mhz', 'l2Cache', 'cpus', 'processorCpw', 'interactiveCpw'],
    bold: ['processorCpw', 'interactiveCpw'],
    rows: /*#__PURE__*/ printedRows(`
7964|250-2295|200|n/a|1|50|15
|250-2296|200|n/a|1|75|20
|270-2248 (1517)|400|n/a|1|150|25
|270-2250 (1516)|400|n/a|1|370|0
|270-2250 (1518)|400|n/a|1|370|30
|270-2252 (1516)|450|2 MB|1|950|0
|270-2252 (1519)|450|2 MB|1|950|50
|270-2253 (1516)|450|4 MB|2|2000|0
|270-2253 (1520)|450|4 MB|2|2000|70
`),
  },
  {
    id: 'D.1.3.1',
    caption: 'Dedicated Server for Domino',
    captionPrinted: 'caption',
    family: 'DSD',
    release: 'V4R5',
    behaviour: 'dsd',
    columns: ['modelFeature', 'mhz', 'l2Cache', 'cpus', 'processorCpw', 'interactiveCpw'],
    bold: ['processorCpw', 'interactiveCpw'],
    note: 'processorCpw is the printed "Non Domino CPW".',
    rows: /*#__PURE__*/ printedRows(`
7980|820-2425|450|2 MB|1|100|0
|820-2426|500|4 MB|2|200|0
|820-2427|500|4 MB|4|300|0
|270-2422|400|n/a|1|50|0
|270-2423|450|2 MB|1|100|0
|270-2424|450|4 MB|2|200|0
`),
  },
  {
    id: 'D.1.4.1',
    caption: 'SB Models',
    captionPrinted: 'caption',
    family: 'SB',
    release: 'V4R5',
    behaviour: 'v4r5',
    columns: ['modelFeature', 'mhz', 'l2Cache', 'cpus', 'processorCpw', 'interactiveCpw'],
    bold: ['processorCpw', 'interactiveCpw'],
    rows: /*#__PURE__*/ printedRows(`
7993|SB2-2315|540|4 MB|8|7350|70
|SB3-2316|500|8 MB|12|10000|120
|SB3-2318|500|8 MB|24|16500|120
`),
  },
  {
    id: 'D.2.1.1',
    caption: 'Model 7xx Servers (all new Northstar models)',
    captionPrinted: 'caption',
    family: '7xx',
    release: 'V4R4',
    behaviour: 'knee=published',
    columns: ['modelFeature', 'mhz', 'l2Cache', 'cpus', 'processorCpw', 'interactiveKnee', 'maxCpw'],
    bold: ['processorCpw', 'interactiveKnee'],
    rows: /*#__PURE__*/ printedRows(`
8019|720-2061 (Base)|200|n/a|1|240|35|40.8
|720-2061 (1501)|200|n/a|1|240|70|81.7
|720-2061 (1502)|200|n/a|1|240|120|140
|720-2062 (Base)|200|4 MB|1|420|35|40.8
|720-2062 (1501)|200|4 MB|1|420|70|81.7
|720-2062 (1502)|200|4 MB|1|420|120|140
|720-2062 (1503)|200|4 MB|1|420|240|280
|720-2063 (Base)|200|4 MB|2|810|35|40.8
|720-2063 (1502)|200|4 MB|2|810|120|140
|720-2063 (1503)|200|4 MB|2|810|240|280
|720-2063 (1504)|200|4 MB|2|810|560|653.3
|720-2064 (Base)|255|4 MB|4|1600|35|40.8
|720-2064 (1502)|255|4 MB|4|1600|120|140
|720-2064 (1503)|255|4 MB|4|1600|240|280
|720-2064 (1504)|255|4 MB|4|1600|560|653.3
|720-2064 (1505)|255|4 MB|4|1600|1050|1225
|730-2065 (Base)|262|4 MB|1|560|70|81.7
|730-2065 (1507)|262|4 MB|1|560|120|140
|730-2065 (1508)|262|4 MB|1|560|240|280
|730-2065 (1509)|262|4 MB|1|560|560|653.3
|730-2066 (Base)|262|4 MB|2|1050|70|81.7
|730-2066 (1507)|262|4 MB|2|1050|120|140
|730-2066 (1508)|262|4 MB|2|1050|240|280
|730-2066 (1509)|262|4 MB|2|1050|560|653.3
|730-2066 (1510)|262|4 MB|2|1050|1050|1225
|730-2067 (Base)|262|4 MB|4|2000|70|81.7
|730-2067 (1508)|262|4 MB|4|2000|240|280
|730-2067 (1509)|262|4 MB|4|2000|560|653.3
8050|730-2067 (1510)|262|4 MB|4|2000|1050|1225
|730-2067 (1511)|262|4 MB|4|2000|2000|2333.3
|730-2068 (Base)|262|4 MB|8|2890|70|81.7
|730-2068 (1508)|262|4 MB|8|2890|240|280
|730-2068 (1509)|262|4 MB|8|2890|560|653.3
|730-2068 (1510)|262|4 MB|8|2890|1050|1225
|730-2068 (1511)|262|4 MB|8|2890|2000|2333.3
|740-2069 (Base)|262|8 MB|8|3660|120|140
|740-2069 (1510)|262|8 MB|8|3660|1050|1225
|740-2069 (1511)|262|8 MB|8|3660|2000|2333.3
|740-2069 (1512)|262|8 MB|8|3660|3660|4270
|740-2070 (Base)|262|8 MB|12|4550|120|140
|740-2070 (1510)|262|8 MB|12|4550|1050|1225
|740-2070 (1511)|262|8 MB|12|4550|2000|2333.3
|740-2070 (1512)|262|8 MB|12|4550|3660|4270
|740-2070 (1513)|262|8 MB|12|4550|4550|5308.3
`),
  },
  {
    id: 'D.3.1',
    caption: 'Current Model 170 Servers',
    captionPrinted: 'caption',
    family: '170',
    model: '170',
    release: null,
    behaviour: 'knee=published',
    columns: ['feature', 'cpus', 'mhz', 'l2Cache', 'processorCpw', 'interactiveKnee', 'maxCpw', 'processorPctAtKnee', 'kneePct', 'maxPct'],
    bold: ['processorCpw', 'interactiveKnee'],
    note: 'Release not printed (2289 and 2388 are V4R4 additions per D.2). Ch. 2.5 says 262MHz; the table prints 200, 252 and 255 MHz.',
    rows: /*#__PURE__*/ printedRows(`
8083|2289|1|200 MHz|n/a|50|15|17.5|70|30|35
|2290|1|200 MHz|n/a|73|20|23.3|72.6|27.4|32
|2291|1|200 MHz|n/a|115|25|29.2|78.3|21.7|25.4
|2292|1|200 MHz|n/a|220|30|35|86.4|13.6|15.9
|2385|1|252 MHz|4 MB|460|50|58.3|89.1|10.9|12.7
|2386|1|252 MHz|4 MB|460|70|81.7|84.8|15.2|17.8
|2388|2|255 MHz|4 MB|1090|70|81.7|92.3|6.4|7.5
`),
  },
  {
    id: 'D.3.2',
    key: 'D.3.2-DSD',
    caption: 'Dedicated Server for Domino',
    captionPrinted: 'caption',
    family: 'DSD',
    model: '170',
    release: null,
    behaviour: 'dsd',
    columns: ['feature', 'cpus', 'mhz', 'l2Cache', 'processorCpw', 'interactiveCpw', 'processorPctAtKnee', 'processorPctAtMax', 'kneePct', 'maxPct'],
    bold: [],
    rows: /*#__PURE__*/ printedRows(`
8099|2407|1|n/a|n/a|30|10|-|-|-|-
|2408|1|n/a|4 MB|60|15|-|-|-|-
8104|2409|2|n/a|4 MB|120|20|-|-|-|-
`),
  },
  {
    id: 'D.3.2',
    key: 'D.3.2-PREV',
    caption: 'Previous Model 170 Servers',
    captionPrinted: 'caption',
    family: '170',
    model: '170',
    release: 'V4R2',
    behaviour: 'knee=1/3',
    columns: ['feature', 'constrained', 'processorCpw', 'interactiveMax', 'kneeCpw', 'maxPct', 'kneePct'],
    bold: ['processorCpw', 'interactiveMax'],
    carryDown: ['feature'],
    note: 'Release V4R2 is inferred from 2.12 ("170-2160 with a V4R2 Maximum Client/Server CPW rating of 114").',
    rows: /*#__PURE__*/ printedRows(`
8116|2159|c|73|16|5.3|22.2|7.7
||u|73|16|5.3|22.2|7.7
|2160|c|114|23|7.7|21.2|7.4
||u|114|23|7.7|21.2|7.4
|2164|c|125|29|9.7|14|4.7
||u|210|29|9.7|14|4.7
|2176|c|125|40|13.3|12.9|4.4
||u|319|40|13.3|12.9|4.4
|2183|c|125|67|22.3|21.5|7.2
||u|319|67|22.3|21.5|7.2
`),
  },
  {
    id: 'D.4',
    caption: 'AS/400e Model Sxx Servers',
    captionPrinted: 'heading',
    family: 'Sxx',
    release: null,
    behaviour: 'knee=1/3',
    columns: ['model', 'feature', 'cpus', 'processorCpw', 'interactiveMax', 'kneeCpw', 'maxPct', 'kneePct'],
    bold: ['processorCpw', 'interactiveMax'],
    carryDown: ['model'],
    rows: /*#__PURE__*/ printedRows(`
8135|S10|2118|1|45.4|16.2|5.4|35.7|11.9
||2119|1|73.1|24.4|8.1|33.4|11.1
|S20|2161|1|113.8|31|10.3|27.2|9.1
||2163|1|210|35.8|11.9|17|5.7
||2165|2|464.3|49.7|16.7|10.7|3.6
||2166|4|759|56.9|19.0|7.5|2.5
|S30|2257|1|319|51.5|17.2|16.1|5.4
||2258|2|583.3|64|21.3|11|3.7
||2259|4|998.6|64|21.3|6.4|2.1
||2260|8|1794|64|21.3|3.6|1.2
|S40|2207|8|3660|120|40|3.2|1.1
||2208|12|4550|120|40|2.6|0.8
||2256|8|1794|64|21.3|3.6|1.2
||2261|12|2340|64|21.3|2.7|0.9
`),
  },
  {
    id: 'D.5',
    caption: 'AS/400e Custom Servers',
    captionPrinted: 'heading',
    family: 'custom',
    release: null,
    behaviour: 'knee=6/7',
    columns: ['model', 'feature', 'cpus', 'processorCpw', 'interactiveMax', 'kneeCpw', 'maxPct', 'kneePct'],
    bold: ['processorCpw', 'interactiveMax'],
    carryDown: ['model'],
    note: 'Headers printed truncated ("Max | Max | 6/7 Max | CPU % @ | CPU %"); read as C/S max, interactive max, knee, % at max, % at knee.',
    rows: /*#__PURE__*/ printedRows(`
8158|S20|2177|4|759|110.7|94.9|14.6|12.5
||2178|4|759|221.4|189.8|29.2|25.0
|S30|2320|4|998.6|215.1|184.4|21.5|18.5
||2321|8|1794|386.4|331.2|21.5|18.5
||2322|8|1794|579.6|496.8|32.5|27.7
|S40|2340|8|3660|1050.0|900.0|28.6|24.5
||2341|12|4550|2050.0|1757.1|38.6|33.1
`),
  },
  {
    id: 'D.6',
    key: 'D.6-V4R1',
    caption: 'AS/400 Advanced Servers (first table: V4R1 CPW)',
    captionPrinted: 'heading',
    family: 'advanced',
    release: 'V4R1',
    behaviour: 'knee=1/3',
    columns: ['model', 'feature', 'constrained', 'cpus', 'processorCpw', 'interactiveMax', 'kneeCpw', 'maxPct', 'kneePct'],
    bold: ['processorCpw', 'interactiveMax'],
    carryDown: ['model'],
    note:
      'CPU % columns are fixed to the original CPW values (Appendix D intro), so they need not match this ' +
      "table's CPW ratios. Uncaptioned; V4R1 by the Appendix D intro (53S-2157 V4R1 650.0/32.2).",
    rows: /*#__PURE__*/ printedRows(`
8176|150|2269|c|1|20.2|13.8|4.6|51.1|17
||2269|u|1|27|13.8|4.6|51.1|17
||2270|c|1|20.2|20.2|6.7|61.9|20.6
||2270|u|1|35|20.6|6.9|61.9|20.6
|40S|2109|n/a|1|27|9.4|3.1|30.1|10
||2110|n/a|1|35|14.5|3.9|37.4|12.5
|50S|2111|n/a|1|63.0|21.6|7.2|29.8|9.9
||2112|n/a|1|91.0|32.2|10.8|29.8|9.9
||2120|n/a|1|81.6|22.5|8.1|27.8|9.3
||2121|n/a|1|111.5|32.2|10.7|30|10
||2122|n/a|1|138.0|32.2|12.0|23.8|8.9
|53S|2154|n/a|1|188.2|32.2|15.9|20.3|6.8
||2155|n/a|2|319.0|32.2|10.7|13.5|4.5
||2156|n/a|4|598.0|32.2|10.7|9|3
||2157|n/a|4|650.0|32.2|10.9|7.7|2.6
`),
  },
  {
    id: 'D.6',
    key: 'D.6-V3R7',
    caption: 'AS/400 Advanced Servers (second table: V3R7 CPW)',
    captionPrinted: 'heading',
    family: 'advanced',
    release: 'V3R7',
    behaviour: 'knee=1/3',
    columns: ['model', 'feature', 'constrained', 'cpus', 'processorCpw', 'interactiveMax', 'kneeCpw', 'maxPct', 'kneePct'],
    bold: ['processorCpw', 'interactiveMax'],
    carryDown: ['model'],
    note:
      'CPU % columns are fixed to the original CPW values (Appendix D intro), so they need not match this ' +
      "table's CPW ratios. Uncaptioned; V3R7 by the Appendix D intro (53S-2157 V3R7 509.9/30.7).",
    rows: /*#__PURE__*/ printedRows(`
8194|150|2269|c|1|10.9|10.9|3.6|100.0|33.0
||2269|u|1|10.9|10.9|3.6|100.0|33.0
||2270|c|1|27.0|13.8|4.6|51.1|17.0
||2270|u|1|33.3|20.6|6.9|61.9|20.6
|40S|2109|n/a|1|27.0|9.4|3.1|30.1|10
||2110|n/a|1|33.3|13.8|3.7|37.4|12.5
||2111|n/a|1|59.8|20.6|6.9|29.8|9.9
||2112|n/a|1|87.3|30.7|10.3|29.8|9.9
|50S|2120|n/a|1|77.7|21.4|7.7|27.8|9.3
||2121|n/a|1|104.2|30.7|10.2|30|10
||2122|n/a|1|130.7|30.7|11.5|23.8|8.9
|53S|2154|n/a|1|162.7|30.7|13.3|20.3|6.8
||2155|n/a|2|278.8|30.7|10.2|13.5|4.5
||2156|n/a|4|459.3|30.7|10.2|9|3
||2157|n/a|4|509.9|30.7|10.4|7.7|2.6
`),
  },
  {
    id: 'D.7',
    caption: 'AS/400e Custom Application Server Model SB1',
    captionPrinted: 'heading',
    family: 'SB1',
    model: 'SB1',
    release: null,
    behaviour: 'sap',
    columns: ['feature', 'cpus', 'sapRelease', 'sdDialogStepsPerHour', 'fiDialogStepsPerHour'],
    bold: [],
    carryDown: ['feature', 'cpus'],
    note: 'SAP dialog steps per hour at 65% CPU; no CPW. The "Model" column holds SB1 feature codes.',
    rows: /*#__PURE__*/ printedRows(`
8218|2312|8|3.1H|109,770.49|274,426.23
|||4.0B|65,862.29|164,655.74
|2313|12|3.1H|158,715.76|396,789.40
|||4.0B|95,229.46|238,073.64
`),
  },
  {
    id: 'D.8',
    key: 'D.8-V3R7-V4R1',
    caption: 'AS/400 Models 4xx, 5xx and 6xx Systems (V3R7 and V4R1 CPW)',
    captionPrinted: 'heading',
    family: { '400': '4xx', '500': '5xx', '510': '5xx', '530': '5xx' },
    release: 'V4R1',
    behaviour: 'single',
    columns: ['model', 'feature', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'cpwV3R7', 'processorCpw'],
    bold: [],
    carryDown: ['model'],
    note: 'One printed row carries both releases: processorCpw is the V4R1 column, cpwV3R7 the V3R7 column.',
    rows: /*#__PURE__*/ printedRows(`
8227|400|2130|1|160|50|13.8|13.8
||2131|1|224|50|20.6|20.6
||2132|1|224|50|27|27
||2133|1|224|50|33.3|35
|500|2140|1|768|652|21.4|21.4
||2141|1|768|652|30.7|30.7
||2142|1|1024|652|43.9|43.9
|510|2143|1|1024|652|77.7|81.6
||2144|1|1024|652|104.2|111.5
|530|2150|1|4096|996|131.1|148
||2151|1|4096|996|162.7|188.2
||2152|2|4096|996|278.8|319
||2153|2|4096|996|459.3|598
||2162|4|4096|996|509.9|650
`),
  },
  {
    id: 'D.8',
    key: 'D.8-V4R3',
    caption: 'AS/400 Models 4xx, 5xx and 6xx Systems (V4R3 CPW)',
    captionPrinted: 'heading',
    family: '6xx',
    release: 'V4R3',
    behaviour: 'single',
    columns: ['model', 'feature', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    carryDown: ['model'],
    rows: /*#__PURE__*/ printedRows(`
8244|600|2129|1|384|175.4|22.7
||2134|1|384|175.4|32.5
||2135|1|384|175.4|45.4
||2136|1|512|175.4|73.1
|620|2175|1|1856|944.8|50
||2179|1|2048|944.8|85.6
||2180|1|2048|944.8|113.8
||2181|1|2048|944.8|210
||2182|2|4096|944.8|464.3
|640|2237|1|16384|1340|319
||2238|2|8704|1340|583.3
||2239|4|16384|1340|998.6
|650|2188|8|40960|2095.9|3660
||2189|12|40960|2095.9|4550
||2240|8|32768|2095.9|1794
||2243|12|32768|2095.9|2340
`),
  },
  {
    id: 'D.9.1',
    caption: 'AS/400 CISC Model: 9401',
    captionPrinted: 'caption',
    family: 'CISC',
    machineType: '9401',
    release: null,
    behaviour: 'single',
    columns: ['model', 'feature', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    carryDown: ['model'],
    rows: /*#__PURE__*/ printedRows(`
8267|P02|n/a|1|16|2.1|7.3
|P03|2114|1|24|2.99|7.3
||2115|1|40|3.93|9.6
||2117|1|56|3.93|16.8
`),
  },
  {
    id: 'D.9.2',
    caption: 'AS/400 CISC Model: 9402 Systems',
    captionPrinted: 'caption',
    family: 'CISC',
    machineType: '9402',
    release: null,
    behaviour: 'single',
    columns: ['model', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    rows: /*#__PURE__*/ printedRows(`
8276|C04|1|12|1.3|3.1
|C06|1|16|1.3|3.6
|D02|1|16|1.2|3.8
|D04|1|16|1.6|4.4
|E02|1|24|2.0|4.5
|D06|1|20|1.6|5.5
|E04|1|24|4.0|5.5
|F02|1|24|2.1|5.5
|F04|1|24|4.1|7.3
|E06|1|40|7.9|7.3
|F06|1|40|8.2|9.6
`),
  },
  {
    id: 'D.9.3',
    caption: 'AS/400 CISC Model: 9402 Servers',
    captionPrinted: 'caption',
    family: 'CISC',
    machineType: '9402',
    release: null,
    behaviour: 'cisc-server',
    columns: ['model', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw', 'interactiveCpw'],
    bold: [],
    note: 'The printed "Feature Code" column holds model names (S01, 100).',
    rows: /*#__PURE__*/ printedRows(`
8292|S01|1|56|3.9|17.1|5.5
|100|1|56|7.9|17.1|5.5
`),
  },
  {
    id: 'D.9.4',
    caption: 'AS/400 CISC Model: 9404 Systems',
    captionPrinted: 'caption',
    family: 'CISC',
    machineType: '9404',
    release: null,
    behaviour: 'single',
    columns: ['model', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    rows: /*#__PURE__*/ printedRows(`
8299|B10|1|16|1.9|2.9
|C10|1|20|1.9|3.9
|B20|1|28|3.8|5.1
|C20|1|32|3.8|5.3
|D10|1|32|4.8|5.3
|C25|1|40|3.8|6.1
|D20|1|40|4.8|6.8
|E10|1|40|19.7|7.6
|D25|1|64|6.4|9.7
|F10|1|72|20.6|9.6
|E20|1|72|19.7|9.7
|F20|1|80|20.6|11.6
|E25|1|80|19.7|11.8
|F25|1|80|20.6|13.7
`),
  },
  {
    id: 'D.9.5',
    caption: 'AS/400 CISC Model: 9404 Servers',
    captionPrinted: 'caption',
    family: 'CISC',
    machineType: '9404',
    release: null,
    behaviour: 'cisc-server',
    columns: ['model', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw', 'interactiveCpw'],
    bold: [],
    note: 'The printed "Feature Code" column holds model names (135, 140).',
    rows: /*#__PURE__*/ printedRows(`
8318|135|1|384|27.5|32.3|9.6
|140|2|512|47.2|65.6|11.6
`),
  },
  {
    id: 'D.9.6',
    caption: 'AS/400 CISC Model: 9406 Systems (inferred)',
    captionPrinted: 'none',
    family: 'CISC',
    machineType: '9406',
    release: null,
    behaviour: 'single',
    columns: ['model', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    note: 'Uncaptioned; 9406 Systems inferred (next in the D.9 sequence; models B30-F97).',
    rows: /*#__PURE__*/ printedRows(`
8323|B30|1|36|13.7|3.8
|B35|1|40|13.7|4.6
|B40|1|40|13.7|5.2
|B45|1|40|13.7|6.5
|D35|1|72|67.0|7.4
|B50|1|48|27.4|9.3
|E35|1|72|67.0|9.7
|D45|1|80|67.0|10.8
|D50|1|128|98.0|13.3
|E45|1|80|67.0|13.8
|F35|1|80|67.0|13.7
|B60|1|96|54.8|15.1
|F45|1|80|67.0|17.1
|E50|1|128|98.0|18.1
|B70|1|192|54.8|20.0
|D60|1|192|146|23.9
|F50|1|192|114|27.8
|E60|1|192|146|28.1
|D70|1|256|146|32.3
|E70|1|256|146|39.2
|F60|1|384|146|40.0
|D80|2|384|256|56.6
|F70|1|512|256|57.0
|E80|2|512|256|69.4
|E90|3|1024|256|96.7
|F80|2|768|256|97.1
|E95|4|1152|256|116.6
|F90|3|1024|256|127.7
|F95|4|1280|256|148.8
|F97|4|1536|256|177.4
`),
  },
  {
    id: 'D.9.7',
    caption: 'AS/400 CISC Advanced Series Systems (inferred)',
    captionPrinted: 'none',
    family: 'CISC',
    release: null,
    behaviour: 'single',
    columns: ['model', 'feature', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw'],
    bold: [],
    carryDown: ['model'],
    note: 'Uncaptioned; models 200, 300, 310, 320 (machine type not printed).',
    rows: /*#__PURE__*/ printedRows(`
8356|200|2030|1|24|23.6|7.3
||2031|1|56|23.6|11.6
||2032|1|128|23.6|16.8
|300|2040|1|72|117.4|11.6
||2041|1|80|117.4|16.8
||2042|1|160|117.4|21.1
|310|2043|1|832|159.3|33.8
||2044|2|832|159.3|56.5
|320|2050|1|1536|259.6|67.5
||2051|2|1536|259.6|120.3
||2052|4|1536|259.6|177.4
`),
  },
  {
    id: 'D.9.8',
    caption: 'AS/400 CISC Advanced Servers (inferred)',
    captionPrinted: 'none',
    family: 'CISC',
    release: null,
    behaviour: 'cisc-server',
    columns: ['model', 'feature', 'cpus', 'maxMemoryMb', 'maxDiskGb', 'processorCpw', 'interactiveCpw'],
    bold: [],
    carryDown: ['model'],
    note: 'Uncaptioned; models 20S, 2FS, 2SG, 2SS, 30S (machine type not printed).',
    rows: /*#__PURE__*/ printedRows(`
8370|20S|2010|1|128|23.6|17.1|5.5
|2FS|2010|1|128|7.8|17.1|5.5
|2SG|2010|1|128|7.8|17.1|5.5
|2SS|2010|1|128|7.8|17.1|5.5
|30S|2411|1|384|86.5|32.3|9.6
||2412|2|832|86.5|68.5|11.6
`),
  },
];
