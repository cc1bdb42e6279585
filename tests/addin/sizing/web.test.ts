import { PAGE_SIZES_KB, TABLE_6_1, TABLE_6_2 } from '../../../addin/tables/web';
import { httpThreads, webCapacity, webCpw, webTransaction } from '../../../addin/sizing/web';
import * as web from '../../../functions/web';
import { isSeparator, pcrLine, tableCells } from '../../seed';
import { value, failure, excelError } from '../../results';

describe('Tables 6.1 and 6.2 as printed (PCR 6.1, seed 000)', () => {
  test.each([
    [TABLE_6_1, '*Table 6.1 V4R5 AS/400 Web Serving Capacity Planning - Various Transactions*'],
    [TABLE_6_2, 'Table 6.2 V4R5 AS/400 Web Serving Capacity Planning - Various Page Sizes'],
  ])('Table %#: the caption is printed on its caption line', (table, printed) => {
    expect(pcrLine(table.captionLine)).toBe(printed);
    expect(printed).toContain(table.caption);
  });

  // An independent scan of the print: the body lines are the table lines after the second header
  // row (the one under the separator) up to the blank line that ends the table.
  test.each([TABLE_6_1, TABLE_6_2])('Table $id: every printed body line is a row, and nothing else', (table) => {
    const [first, last] = table.lines;
    expect(pcrLine(first).startsWith('|')).toBe(true);
    expect(isSeparator(pcrLine(first + 1))).toBe(true);
    expect(pcrLine(last + 1)).toBe('');
    const body: number[] = [];
    for (let n = first + 3; n <= last; n++) body.push(n);
    expect(table.rows.map((r) => r[0])).toEqual(body);
  });

  test.each([...TABLE_6_1.rows.map((r) => [r[0], TABLE_6_1] as const), ...TABLE_6_2.rows.map((r) => [r[0], TABLE_6_2] as const)])(
    'line %i: every cell as printed',
    (line, table) => {
      const row = table.rows.find((r) => r[0] === line)!;
      expect(row.slice(1)).toEqual(tableCells(pcrLine(line)));
    },
  );

  test('column headings: Table 6.1 nonsecure then secure, capacity then CPU time; Table 6.2 the four page sizes', () => {
    expect(tableCells(pcrLine(2284))).toEqual(['Transaction Type:', 'Nonsecure', '', 'Secure', '']);
    expect(tableCells(pcrLine(2286))).toEqual([
      '',
      'Capacity Metric:<br>trans/sec per CPW',
      'CPU Time Metric:<br>CPW per trans/sec',
      'Capacity Metric:<br>trans/sec per CPW',
      'CPU Time Metric:<br>CPW per trans/sec',
    ]);
    expect(tableCells(pcrLine(2315))).toEqual(['', ...PAGE_SIZES_KB.map((kb) => `${kb}K Bytes`)]);
    expect(tableCells(pcrLine(2313))[1]).toBe('Capacity Metric: transactions/second per CPW');
  });

  test('every quirk note stands on a line of its table', () => {
    for (const table of [TABLE_6_1, TABLE_6_2]) {
      for (const line of Object.keys(table.quirks)) expect(table.rows.map((r) => r[0])).toContain(Number(line));
    }
    expect(tableCells(pcrLine(2318))[0]).toBe('Proxy Sever (cached)'); // the misprint is kept
  });

  test("the measurement basis is the document's: one 170-2386 (lines 2300, 2324)", () => {
    expect(pcrLine(2300)).toBe('- Based on measurements from an AS/400 Model 170-2386');
    expect(pcrLine(2324)).toBe('- Based on measurements from an AS/400 Model 170-2386');
  });
});

describe('transactions: short ids and printed row names', () => {
  // short id -> Table 6.1 line, Table 6.2 line (the digest's key table, 1.4)
  test.each([
    ['static-cached', 2287, 2316],
    ['static', 2288, 2317],
    ['proxy-cached', 2289, 2318],
    ['proxy', 2290, 2319],
    ['cgi-new', 2291, null],
    ['cgi-named', 2292, null],
    ['cgi-persistent', 2293, null],
    ['netdata', 2294, null],
    ['servlet', 2295, null],
  ])('%s is the row of line %i (Table 6.2: %s), and so is its printed name', (id, line, pageLine) => {
    const t = value(webTransaction(id));
    expect(t.row[0]).toBe(line);
    expect(t.pageRow?.[0] ?? null).toBe(pageLine);
    const printed = tableCells(pcrLine(line))[0];
    expect(value(webTransaction(printed))).toBe(t);
    expect(value(webTransaction(`  ${printed.toUpperCase()} `))).toBe(t);
    expect(value(webTransaction(id.toUpperCase()))).toBe(t);
    if (pageLine !== null) expect(value(webTransaction(tableCells(pcrLine(pageLine))[0]))).toBe(t);
  });

  test('an unknown transaction is #N/A naming the short ids', () => {
    const e = failure(webTransaction('cgi'));
    expect(e.kind).toBe('na');
    expect(e.message).toBe(
      'Unknown transaction "cgi": use static-cached, static, proxy-cached, proxy, cgi-new, cgi-named, cgi-persistent, netdata, servlet, ' +
        'or a row name of Table 6.1 such as "CGI (named activation)" (PCR 6.1)',
    );
  });
});

describe('WEBCAPACITY, PCR 6.1 Example 1 (lines 2344-2348)', () => {
  // The document prints 202 and 50 trans/sec: 202.4 and 50.6 shown as whole numbers (50.6 truncated).
  // The product is taken on the printed digits, so it is exactly 202.4, not 202.39999999999998.
  test('6.1 Example 1: a 170-2386 (460 CPW) doing CGI gives 202 trans/sec (460 x 0.44 = 202.4)', () => {
    expect(value(webCapacity('170-2386', 'cgi-named', false, 1, null))).toBe(202.4);
    expect(value(webCapacity(460, 'CGI (named activation)', false, 1, null))).toBe(202.4);
  });

  test('6.1 Example 1: with 25% of the CPU for web serving, 50 trans/sec (460 x 0.44 x 25% = 50.6)', () => {
    expect(value(webCapacity('170-2386', 'cgi-named', false, 0.25, null))).toBe(50.6);
    expect(Math.trunc(value(webCapacity('170-2386', 'cgi-named', false, 0.25, null)))).toBe(50);
  });

  test('secure columns and Table 6.2 page sizes (derived vectors)', () => {
    expect(value(webCapacity(460, 'static-cached', true, 1, null))).toBeCloseTo(460 * 0.87, 9);
    expect(value(webCapacity(100, 'static', false, 1, 100))).toBeCloseTo(37, 9);
    expect(value(webCapacity(1000, 'static-cached', false, 1, 500))).toBeCloseTo(140, 9);
    expect(value(webCapacity(1000, 'proxy', false, 1, 10))).toBeCloseTo(710, 9);
    expect(value(webCapacity(460, 'cgi-named', false, 0, null))).toBe(0);
  });

  test('every Table 6.1 cell read from the seed: capacity of 1 CPW is the printed capacity metric', () => {
    for (const t of TABLE_6_1.rows) {
      const [name, capacity, , secure] = tableCells(pcrLine(t[0]));
      expect(value(webCapacity(1, name, false, 1, null))).toBeCloseTo(Number(capacity), 12);
      if (secure !== 'n/a') expect(value(webCapacity(1, name, true, 1, null))).toBeCloseTo(Number(secure), 12);
    }
    for (const t of TABLE_6_2.rows) {
      const [name, ...cells] = tableCells(pcrLine(t[0]));
      PAGE_SIZES_KB.forEach((kb, i) => expect(value(webCapacity(1, name, false, 1, kb))).toBeCloseTo(Number(cells[i]), 12));
    }
  });

  test('Table 6.2 1K column equals Table 6.1 nonsecure capacity (both measured at 1K or less)', () => {
    for (const id of ['static-cached', 'static', 'proxy-cached', 'proxy']) {
      expect(value(webCapacity(460, id, false, 1, 1))).toBe(value(webCapacity(460, id, false, 1, null)));
    }
  });

  test('secure proxy is #N/A: Table 6.1 prints n/a (lines 2289-2290)', () => {
    const e = failure(webCapacity(460, 'proxy', true, 1, null));
    expect(e.kind).toBe('na');
    expect(e.message).toBe('Table 6.1 prints n/a for secure "Proxy Srv. (not cached)" (line 2290): proxy serving was measured nonsecure only');
  });

  test('page sizes other than the measured 1, 10, 100 and 500 KB are #N/A naming them; no interpolation', () => {
    const e = failure(webCapacity(460, 'static', false, 1, 50));
    expect(e.kind).toBe('na');
    expect(e.message).toBe('Table 6.2 measured pages of 1, 10, 100, 500 KB only, not 50 KB: other sizes need the Workload Estimator (PCR 6.1, line 2359)');
  });

  test('a page size for a transaction Table 6.2 does not print, or with secure, is #N/A', () => {
    const e = failure(webCapacity(460, 'cgi-named', false, 1, 10));
    expect(e.kind).toBe('na');
    expect(e.message).toMatch(/^Table 6\.2 \(page sizes\) has no row for "CGI \(named activation\)": only static-cached, static, proxy-cached, proxy/);
    expect(failure(webCapacity(460, 'static', true, 1, 10)).message).toMatch(/measured nonsecure only/);
  });

  test('an unknown model is #N/A from the catalog', () => {
    const e = failure(webCapacity('170-9999', 'static', false, 1, null));
    expect(e.kind).toBe('na');
    expect(e.message).toMatch(/^Unknown model "170-9999"/);
  });
});

describe('WEBCPW, PCR 6.1 Example 2 (lines 2350-2356)', () => {
  test('6.1 Example 2: 175 CGI trans/sec need 392 CPW (175 x 2.24, exact on the printed digits)', () => {
    expect(value(webCpw(175, 'cgi-named', false))).toBe(392);
  });

  test('secure servlet (derived): 100 x 2.56 = 256', () => {
    expect(value(webCpw(100, 'servlet', true))).toBeCloseTo(256, 9);
  });

  test('every Table 6.1 CPU time cell read from the seed: 1 trans/sec needs the printed CPW', () => {
    for (const t of TABLE_6_1.rows) {
      const [name, , cpuTime, , secureCpuTime] = tableCells(pcrLine(t[0]));
      expect(value(webCpw(1, name, false))).toBeCloseTo(Number(cpuTime), 12);
      if (secureCpuTime !== 'n/a') expect(value(webCpw(1, name, true))).toBeCloseTo(Number(secureCpuTime), 12);
      else expect(failure(webCpw(1, name, true)).kind).toBe('na');
    }
  });

  test('the two metrics are measured separately: WEBCPW is not the inverse of WEBCAPACITY (quirk, line 2292)', () => {
    expect(175 / 0.44).toBeCloseTo(397.7, 1);
    expect(value(webCpw(175, 'cgi-named', false))).not.toBeCloseTo(175 / 0.44, 0);
  });
});

describe('HTTPTHREADS, PCR 6.1 tip 13a (lines 2377-2381)', () => {
  test('the maximum threads start at the web CPW divided by 20, unrounded as printed', () => {
    expect(pcrLine(2379)).toMatch(/A starting point for the maximum number of threads can be the CPW value \(the portion that is being used for web server$/);
    expect(pcrLine(2381)).toMatch(/^activity\) divided by 20\./);
    expect(httpThreads(460)).toBe(23);
    expect(httpThreads(392)).toBeCloseTo(19.6, 12);
    expect(httpThreads(0)).toBe(0);
  });
});

describe('adapters as Excel calls them', () => {
  test('=AS400.WEBCAPACITY("170-2386","cgi-named") is 202.4; a column of shares gives a column', () => {
    expect(web.webCapacity([['170-2386']], [['cgi-named']])).toEqual([[202.4]]);
    expect(web.webCapacity([['170-2386']], [['cgi-named']], null as never, [[0.25]])).toEqual([[50.6]]);
    expect(web.webCapacity([['170-2386']], [['cgi-named']], [[false]], [[1], [0.25]])).toEqual([[202.4], [50.6]]);
  });

  test('errors are Excel errors with their message: #N/A, #NUM! for a share of 25, #VALUE! for text', () => {
    expect(excelError(web.webCapacity([[460]], [['proxy']], [[true]])[0][0]).code).toBe('#N/A');
    const share = excelError(web.webCapacity([[460]], [['cgi-named']], [[false]], [[25]])[0][0]);
    expect(share.code).toBe('#NUM!');
    expect(share.message).toMatch(/cpu_share is a fraction/);
    expect(excelError(web.webCapacity([[460]], [['cgi-named']], [[false]], [[1]], [['big']])[0][0]).code).toBe('#VALUE!');
    expect(excelError(web.webCapacity([[460]], [['static']], [[false]], [[1]], [[50]])[0][0]).code).toBe('#N/A');
  });

  test('=AS400.WEBCPW(175,"cgi-named") is 392', () => {
    expect(web.webCpw([[175]], [['cgi-named']])).toEqual([[392]]);
  });

  test('WEBCPW over a mixed load sums the components (line 2356); blank rows are skipped', () => {
    const out = web.webCpw([[175], [100], [null], [10]], [['cgi-named'], ['servlet'], [''], ['static']], [[false], [true], [null], [false]]);
    expect(out).toHaveLength(1);
    expect(out[0][0]).toBeCloseTo(392 + 256 + 9.5, 9);
    expect(web.webCpw([[175, 100]], [['cgi-named', 'servlet']], [[false]])[0][0]).toBeCloseTo(392 + 175, 9);
  });

  test('WEBCPW: a bad cell makes the whole result its error, named by position', () => {
    const e = excelError(web.webCpw([[175], [100], [5]], [['cgi-named'], ['proxy'], ['static']], [[true]])[0][0]);
    expect(e.code).toBe('#N/A');
    expect(e.message).toBe(
      'row 2 of the ranges: Table 6.1 prints n/a for secure "Proxy Srv. (not cached)" (line 2290): proxy serving was measured nonsecure only',
    );
    const v = excelError(
      web.webCpw(
        [
          [1, 2],
          [3, 'x'],
        ],
        [
          ['static', 'static'],
          ['static', 'static'],
        ],
      )[0][0],
    );
    expect(v.code).toBe('#VALUE!');
    expect(v.message).toBe('row 2, column 2 of the ranges: rate must be a number 0 or more, got text "x"');
    const n = excelError(web.webCpw([[1, -2]], [['static', 'static']])[0][0]);
    expect(n.message).toBe('column 2 of the ranges: rate must be a number 0 or more, got -2');
  });

  test('WEBCPW: ranges of different shapes are #VALUE!; a load of empty rows is an empty cell', () => {
    const e = excelError(web.webCpw([[1], [2]], [['static'], ['static'], ['static']])[0][0]);
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toBe('rate, transaction and secure must be ranges of the same shape, got 2x1 and 3x1');
    expect(web.webCpw([[null], [null]], [[''], ['']])).toEqual([['']]);
    expect(web.webCpw([[0], [0]], [[0], [0]])).toEqual([['']]); // Excel desktop passes empty cells as 0
    expect(web.webCpw(null as never, [['static']])).toEqual([[0]]); // no rate: an empty cell is 0 transactions
  });

  test('=AS400.HTTPTHREADS over a column', () => {
    expect(web.httpThreads([[460], [392]])).toEqual([[23], [19.6]]);
    expect(excelError(web.httpThreads([[-1]])[0][0]).code).toBe('#NUM!');
  });
});
