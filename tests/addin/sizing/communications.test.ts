import { OC400_ADAPTER_MAXIMUMS, TABLE_5_1, TABLE_5_3_OC400 } from '../../../addin/tables/communications';
import { lineUtilization, netCapacity, netCpw, oc400AdapterMax, oc400Growth, oc400Model } from '../../../addin/sizing/communications';
import * as comms from '../../../functions/communications';
import { isSeparator, pcrLine, tableCells } from '../../seed';
import { value, failure, excelError } from '../../results';

const label = (cell: string): string => cell.replace(/<\/?b>/g, '').replace(/<br\/?>/g, ' ');

describe('Table 5.1 as printed (PCR 5.1, seed 000 lines 1938-1946)', () => {
  test('the text names the table (no caption line) and the body is lines 1943-1945', () => {
    expect(pcrLine(TABLE_5_1.captionLine)).toMatch(/^Table 5\.1 provides some rough capacity planning information for communications/);
    expect(isSeparator(pcrLine(1941))).toBe(true);
    expect(TABLE_5_1.rows.map((r) => r[0])).toEqual([1943, 1944, 1945]);
    expect(pcrLine(1946)).toMatch(/^\| <b>Notes:<\/b>/); // the notes row closes the table
  });

  test.each(TABLE_5_1.rows.map((r) => r[0]))('line %i: every cell as printed', (line) => {
    expect(TABLE_5_1.rows.find((r) => r[0] === line)!.slice(1)).toEqual(tableCells(pcrLine(line)));
  });

  test('column meanings are the printed headings (lines 1940, 1942)', () => {
    expect(tableCells(pcrLine(1940)).slice(0, 3).map(label)).toEqual([
      'NetPerf Transaction Type:',
      'Security Policy:',
      'Capacity Metric (transactions/second per CPW)',
    ]);
    expect(TABLE_5_1.columns.slice(2)).toEqual(tableCells(pcrLine(1942)).slice(2).map(label));
  });
});

describe('OC/400 Table 5.3 as printed (PCR 5.5, seed 000 lines 2156-2166)', () => {
  test('the caption is the OC/400 one, not the other Table 5.3 (Ethernet, line 1978)', () => {
    expect(tableCells(pcrLine(2156))[0]).toBe('<i>Table 5.3 OC/400 Horizontal Growth Potential</i>');
    expect(pcrLine(1978)).toMatch(/^Table 5\.3 shows the relative throughputs of 100 Mbps Ethernet/);
    expect(TABLE_5_3_OC400.caption).toBe('Table 5.3 OC/400 Horizontal Growth Potential');
    expect(tableCells(pcrLine(2160)).map(label)).toEqual(TABLE_5_3_OC400.columns);
    expect(pcrLine(2167)).toBe('');
  });

  test.each(TABLE_5_3_OC400.rows.map((r) => r[0]))('line %i: every cell as printed', (line) => {
    expect(TABLE_5_3_OC400.rows.find((r) => r[0] === line)!.slice(1)).toEqual(tableCells(pcrLine(line)));
  });

  // The digest and the brief say 30 numbers and 12 "--"; the print has 25 and 17 (7 + 5 + 4 + 3 + 3 + 3 numbers).
  test('42 cells: 25 numeric and 17 "--"', () => {
    const cells = [2161, 2162, 2163, 2164, 2165, 2166].flatMap((n) => tableCells(pcrLine(n)).slice(1));
    expect(cells).toHaveLength(42);
    expect(cells.filter((c) => c === '--')).toHaveLength(17);
    expect(cells.filter((c) => /^\d\.\d\d$/.test(c))).toHaveLength(25);
  });
});

describe('OC/400 adapter maximums as printed (PCR 5.5 note 7, lines 2189-2192)', () => {
  test.each(OC400_ADAPTER_MAXIMUMS.rows.map((r) => [r[0], r] as const))('line %i is the printed list item', (line, r) => {
    expect(pcrLine(line)).toBe(`  - Features ${r[1]} (${r[2]} cable): ${r[3]} ops/sec (${r[4]})`);
  });
});

describe('LINEUTIL, PCR 5.3 WAN (lines 2084-2091)', () => {
  test('the printed formulas: x 800 (half duplex) and x 400 (full duplex) give percent; the function gives the fraction', () => {
    expect(pcrLine(2085)).toMatch(/^utilization = \(bytes in \+ bytes out\) \\\* 800 \/ time \/ linespeed/);
    expect(pcrLine(2089)).toMatch(/^Utilization = \(bytes in \+ bytes out\) \\\* 400 \/ time \/ linespeed/);
    const [bytesIn, bytesOut, time, speed] = [350000, 250000, 600, 19200];
    expect(lineUtilization(bytesIn, bytesOut, time, speed, false) * 100).toBeCloseTo(((bytesIn + bytesOut) * 800) / time / speed, 9);
    expect(lineUtilization(bytesIn, bytesOut, time, speed, true) * 100).toBeCloseTo(((bytesIn + bytesOut) * 400) / time / speed, 9);
  });

  test('line 2091: send direction 100% busy and receive 0% shows 50% on a full duplex line', () => {
    const seconds = 60;
    const bps = 64000;
    const fullSend = (seconds * bps) / 8;
    expect(lineUtilization(0, fullSend, seconds, bps, true)).toBe(0.5);
    expect(lineUtilization(0, fullSend, seconds, bps, false)).toBe(1);
    expect(lineUtilization(0, 80000, 10, 64000, true)).toBe(0.5);
    expect(lineUtilization(1080000, 1080000, 3600, 9600, false)).toBe(0.5);
  });

  test('adapter: bad input is #NUM! or #VALUE!; a column of intervals gives a column', () => {
    expect(comms.lineUtil([[0], [1080000]], [[80000], [1080000]], [[10], [3600]], [[64000], [9600]], [[true], [false]])).toEqual([[0.5], [0.5]]);
    expect(excelError(comms.lineUtil([[1]], [[1]], [[0]], [[9600]])[0][0]).code).toBe('#NUM!');
    expect(excelError(comms.lineUtil([[-1]], [[1]], [[1]], [[9600]])[0][0]).code).toBe('#NUM!');
    expect(excelError(comms.lineUtil([['lots']], [[1]], [[1]], [[9600]])[0][0]).code).toBe('#VALUE!');
  });
});

describe('NETCAPACITY and NETCPW, PCR 5.1 Table 5.1', () => {
  test('5.1 example (line 1950): 10000 CPW x 20% x 6.1 (RR, VPN ESP RC4/MD5) = 12,200 transactions/second', () => {
    expect(pcrLine(1950)).toContain('10000 \\text{ CPW} * 20\\% * 6.1 \\text{ transactions/second/CPW} = 12,200');
    expect(value(netCapacity(10000, 'RR', 'VPN-ESP-RC4', 0.2))).toBe(12200);
    // The text's "Model 830/2418" is an 840 feature of 10000 CPW (Table D.1.1, line 7942).
    expect(value(netCapacity('840-2418', 'rr', 'vpn esp rc4', 0.2))).toBe(12200);
    expect(failure(netCapacity('830-2418', 'RR', 'VPN-ESP-RC4', 0.2)).kind).toBe('na');
  });

  // Short ids against the printed rows and columns, mapped here from the seed independently.
  const ROWS = { RR: 1943, ACRR: 1944, STREAM: 1945 } as const;
  const COLUMNS = ['NON-SECURE', 'SSL', 'VPN-AH', 'VPN-ESP-DES', 'VPN-ESP-RC4'];
  test('every Table 5.1 cell read from the seed: 1 CPW gives the printed metric, and NETCPW inverts it', () => {
    for (const [id, line] of Object.entries(ROWS)) {
      const cells = tableCells(pcrLine(line)).slice(2);
      COLUMNS.forEach((policy, i) => {
        expect(value(netCapacity(1, id, policy, 1))).toBeCloseTo(Number(cells[i]), 12);
        expect(value(netCpw(Number(cells[i]), id, policy))).toBeCloseTo(1, 12);
      });
    }
  });

  test('printed row and column names are accepted too', () => {
    expect(value(netCapacity(1, 'Large Transfer (Stream) 16K Bytes', 'VPN (AH with MD5)', 1))).toBe(1);
    expect(value(netCapacity(1, 'Asym. Connect/Request/Response (ACRR) 8K Bytes', 'SSL (RC4 / MD5)', 1))).toBe(0.5);
  });

  test('NETCPW (derived inverse): 12,200 RR/s under VPN ESP RC4 need the 2000 CPW of the example; 1000 RR/s nonsecure 63.7', () => {
    expect(value(netCpw(12200, 'RR', 'VPN-ESP-RC4'))).toBe(2000);
    expect(value(netCpw(1000, 'RR', 'non-secure'))).toBeCloseTo(1000 / 15.7, 9);
  });

  test('unknown transaction or policy is #N/A naming the choices', () => {
    const t = failure(netCapacity(1, 'FTP', 'SSL', 1));
    expect(t.kind).toBe('na');
    expect(t.message).toMatch(/^Unknown NetPerf transaction "FTP": use RR .*, ACRR .* or STREAM/);
    const s = failure(netCpw(1, 'RR', 'IPSEC'));
    expect(s.message).toBe('Unknown security policy "IPSEC": use NON-SECURE, SSL, VPN-AH, VPN-ESP-DES, VPN-ESP-RC4 (the columns of Table 5.1)');
  });

  test('adapters: security defaults to non-secure, cpu_share to 1; a share of 20 is #NUM!', () => {
    expect(comms.netCapacity([[10000]], [['RR']], [['VPN-ESP-RC4']], [[0.2]])).toEqual([[12200]]);
    // 100 is also the 9402 model 100 (Table D.9): as a CPW it is given as text.
    expect(comms.netCapacity([['100 CPW']], [['RR']])).toEqual([[1570]]);
    expect(excelError(comms.netCapacity([[100]], [['RR']])[0][0])).toMatchObject({ code: '#N/A', message: expect.stringContaining('"100 CPW"') });
    expect(comms.netCapacity([[101]], [['RR']])[0][0]).toBeCloseTo(15.7 * 101, 9);
    expect(excelError(comms.netCapacity([[101]], [['RR']], [['SSL']], [[20]])[0][0]).code).toBe('#NUM!');
    expect(comms.netCpw([[12200], [157]], [['RR']], [['VPN-ESP-RC4'], ['non-secure']])).toEqual([[2000], [10]]);
  });
});

describe('OC400GROWTH, PCR 5.5 OC/400 Table 5.3', () => {
  const LINES = [2161, 2162, 2163, 2164, 2165, 2166];
  const cellsOf = (line: number) => {
    const [db, ...cells] = tableCells(pcrLine(line));
    return { d: Number(db) / 100, cells };
  };
  // The brief's formula, written here independently of the code.
  const unsaturated = (d: number, n: number) => 1 + (n / (1 + 0.8 * d)) * (1 - 1.2 * d);
  const cap = (d: number) => 1 / (1.2 * d);

  test('printed example (line 2175): 20% DB with 2-A is 2.31', () => {
    expect(pcrLine(2175)).toContain('20% DB with 2-A shows a value of 2.31');
    expect(value(oc400Growth(0.2, 2, 1.8, 1.2, 'table'))).toBe(2.31);
    expect(value(oc400Growth(0.2, 2, 1.8, 1.2, 'model'))).toBeCloseTo(2.31, 2);
  });

  test('table mode: every printed cell read from the seed; "--" is #N/A', () => {
    for (const line of LINES) {
      const { d, cells } = cellsOf(line);
      cells.forEach((cell, i) => {
        const r = oc400Growth(d, i + 1, 1.8, 1.2, 'table');
        if (cell === '--') expect(failure(r).kind).toBe('na');
        else expect(value(r)).toBe(Number(cell));
      });
    }
  });

  test('model mode reproduces all 25 printed numbers to two decimals (round half up; no cell is a half case)', () => {
    let checked = 0;
    for (const line of LINES) {
      const { d, cells } = cellsOf(line);
      cells.forEach((cell, i) => {
        if (cell === '--') return;
        const g = value(oc400Growth(d, i + 1, 1.8, 1.2, 'model'));
        expect(Math.abs(g * 100 - Math.round(g * 100))).not.toBeCloseTo(0.5, 6);
        expect(Math.round(g * 100) / 100).toBe(Number(cell));
        checked++;
      });
    }
    expect(checked).toBe(25);
  });

  test('the "--" cells are exactly those where the server already saturated with one application machine fewer (line 2202)', () => {
    for (const line of LINES) {
      const { d, cells } = cellsOf(line);
      cells.forEach((cell, i) => {
        const n = i + 1;
        expect([line, n, cell === '--']).toEqual([line, n, unsaturated(d, n - 1) >= cap(d)]);
      });
    }
  });

  test('the factor examples of lines 2172-2173: offloading 10% database is 18% on the client, 12% on the server', () => {
    expect(pcrLine(2172)).toContain('offloading 10% database would be replaced by 18% OC/400 CPU');
    expect(pcrLine(2173)).toContain('offloading 10% database from the client would represent 12% CPU on the server');
    expect(0.1 * 1.8).toBeCloseTo(0.18, 12);
    expect(0.1 * 1.2).toBeCloseTo(0.12, 12);
  });

  test('model mode beyond the table: 10% DB with 8-A is 7.5185; 20% DB with 6-A stays at the saturation 4.1667', () => {
    expect(oc400Model(0.1, 8, 1.8, 1.2)).toBeCloseTo(7.518518519, 8);
    expect(value(oc400Growth(0.2, 6, 1.8, 1.2, 'model'))).toBeCloseTo(1 / 0.24, 12);
    expect(value(oc400Growth(0.25, 2, 1.8, 1.2, 'model'))).toBeCloseTo(unsaturated(0.25, 2), 12);
    expect(value(oc400Growth(0.2, 0, 1.8, 1.2, 'model'))).toBe(1);
    expect(value(oc400Growth(0.2, 2, 1.5, 1.1, 'model'))).toBeCloseTo(1 + (2 / 1.1) * (1 - 0.22), 12);
  });

  test('table mode off the printed grid or with other factors is #N/A naming the grid', () => {
    const e = failure(oc400Growth(0.25, 2, 1.8, 1.2, 'table'));
    expect(e.kind).toBe('na');
    expect(e.message).toBe(
      'OC/400 Table 5.3 prints DB % 10, 20, 30, 40, 50 and 60 (db_share 0.1 to 0.6) with 1 to 7 ' +
        'application machines (1-A to 7-A), not db_share 0.25 with 2; use mode "model" elsewhere',
    );
    expect(failure(oc400Growth(0.2, 8, 1.8, 1.2, 'table')).kind).toBe('na');
    expect(failure(oc400Growth(0.2, 0, 1.8, 1.2, 'table')).kind).toBe('na');
    expect(failure(oc400Growth(0.2, 2, 2, 1.2, 'table')).message).toMatch(/printed for client factor 1\.8 and server factor 1\.2 only/);
  });

  test('a "--" cell names where the server saturates', () => {
    const e = failure(oc400Growth(0.2, 6, 1.8, 1.2, 'table'));
    expect(e.message).toBe(
      'OC/400 Table 5.3 prints -- for 20% DB with 6-A (line 2162): the database server saturates at ' +
        '5-A (growth 4.17), and more application machines add nothing (line 2202)',
    );
  });

  test('more than 31 application machines is #NUM! (2 to 32 systems on one bus, line 2152); unknown mode #N/A', () => {
    expect(pcrLine(2152)).toContain('enabling 2 to 32 AS/400 systems to share an I/O bus');
    expect(failure(oc400Growth(0.2, 32, 1.8, 1.2, 'model')).kind).toBe('num');
    expect(value(oc400Growth(0.1, 31, 1.8, 1.2, 'model'))).toBeCloseTo(1 / 0.12, 12);
    expect(failure(oc400Growth(0.2, 2, 1.8, 1.2, 'printed')).kind).toBe('na');
  });

  test('where the server factor x database share passes 1 the model is #NUM!, never a growth below 0', () => {
    // d = 1, N = 31 would give 1 + 31 (1 / 1.8)(1 - 1.2) = -2.44 times one system.
    expect(failure(oc400Growth(1, 31, 1.8, 1.2, 'model')).kind).toBe('num');
    expect(failure(oc400Growth(0.9, 1, 1.8, 1.2, 'model')).message).toMatch(/^db_share 0\.9 with server factor 1\.2: .* more than fills the server/);
    expect(failure(oc400Growth(0.6, 2, 1.8, 2, 'model')).kind).toBe('num');
    // Below it the server still saturates first: 1.2 x 0.8 = 0.96, so growth is 1 / 0.96 whatever N.
    expect(value(oc400Growth(0.8, 5, 1.8, 1.2, 'model'))).toBeCloseTo(1 / 0.96, 12);
  });

  test('adapter: model by default, "table" for the printed cell; a share of 20 or 2.5 machines is #NUM!', () => {
    expect(comms.oc400Growth([[0.2]], [[2]])[0][0]).toBeCloseTo(2.3103, 4);
    expect(comms.oc400Growth([[0.2]], [[2], [5]], null as never, null as never, [['table']])).toEqual([[2.31], [4.17]]);
    expect(excelError(comms.oc400Growth([[0.2]], [[6]], null as never, null as never, [['TABLE']])[0][0]).code).toBe('#N/A');
    expect(excelError(comms.oc400Growth([[20]], [[2]])[0][0]).code).toBe('#NUM!');
    expect(excelError(comms.oc400Growth([[0]], [[2]])[0][0]).code).toBe('#NUM!');
    expect(excelError(comms.oc400Growth([[0.2]], [[2.5]])[0][0]).code).toBe('#NUM!');
  });
});

describe('OC400ADAPTERMAX, PCR 5.5 note 7 (lines 2189-2192)', () => {
  test('printed maximums by feature and cable', () => {
    expect(value(oc400AdapterMax('2685', '20M'))).toBe(10200);
    expect(value(oc400AdapterMax('2682', '20m'))).toBe(10200);
    expect(value(oc400AdapterMax('2688', '500M'))).toBe(7100);
    expect(value(oc400AdapterMax('2683', null))).toBe(2700);
    expect(value(oc400AdapterMax('2680', '2 KM'))).toBe(2700);
  });

  test('line 2198: throughput drops with cable length by up to 30% (7,100 / 10,200)', () => {
    expect(1 - value(oc400AdapterMax('2685', '500M')) / value(oc400AdapterMax('2685', '20M'))).toBeCloseTo(0.3, 1);
  });

  test('a feature measured with two cables needs one; unknown features and cables are #N/A naming the choices', () => {
    expect(failure(oc400AdapterMax('2685', null)).message).toBe(
      'Feature 2685 was measured with two cables: give cable "20M" (10,200 ops/sec) or "500M" (7,100 ops/sec)',
    );
    expect(failure(oc400AdapterMax('2681', null)).message).toBe(
      'Unknown OC/400 adapter feature "2681": PCR 5.5 note 7 gives maximums for features 2680, 2682, 2683, 2685, 2686, 2688',
    );
    expect(failure(oc400AdapterMax('2680', '20M')).message).toBe('Features 2680/2683/2686 were measured with cable "2KM" (2,700 ops/sec) only, not 20M');
    expect(failure(oc400AdapterMax('2685', '1KM')).message).toBe('Unknown cable "1KM": use "20M", "500M", "2KM"');
  });

  test('adapter: a feature typed as a number', () => {
    expect(comms.oc400AdapterMax([[2685], [2686]], [['20M'], ['']])).toEqual([[10200], [2700]]);
    expect(excelError(comms.oc400AdapterMax([[2685]])[0][0]).code).toBe('#N/A');
  });
});
