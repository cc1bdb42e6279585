/** The task pane's pure parts, in Node: its adapter registry, model search, formula skeletons and cell inputs. */
import { loadFunctions } from '../../cli/registry';
import { SPECS } from '../../addin/functions';
import { askColumn } from '../../taskpane/adapters';
import { catalogPlan } from '../../taskpane/catalog-plan';
import { formulaSkeleton } from '../../taskpane/insert-formula';
import { percent } from '../../taskpane/input-field';
import { describeModel, searchModels } from '../../taskpane/model-search';
import { matchesQuery, splitSource } from '../../taskpane/functions-view';
import { matchesText } from '../../taskpane/catalog-view';
import { firstSentence, functionMetadata } from '../../cli/registry';
import { cellInput } from '../../taskpane/writer';
import { CATALOG } from '../../addin/catalog/catalog';

describe('the pane calls the functions Excel calls', () => {
  test("every function Excel has, the core computes, but SOURCE and VERSION (the add-in's own, which no template holds)", () => {
    const excel = [...loadFunctions().keys()].filter((id) => id !== 'SOURCE' && id !== 'VERSION');
    expect(Object.keys(SPECS).sort()).toEqual(excel.sort());
  });

  test("answers and errors are the functions' own", () => {
    // The Dedicated Servers for Domino, in the catalog's order.
    expect(askColumn('MODELS', 'DSD', null, null)).toEqual({ ok: true, values: CATALOG.filter((m) => m.family === 'DSD').map((m) => m.key) });
    expect(askColumn('MODELS', '7xx', 'abc', null)).toEqual({ ok: false, message: 'min_cpw must be a number 0 or more, got text "abc"' });
  });
});

describe('model search', () => {
  test('keys that start with the text first, then the same model number, then keys containing it', () => {
    const found = searchModels('720-2062').map((m) => m.key);
    expect(found[0]).toBe('720-2062-Base');
    expect(found.slice(0, 4).every((k) => k.startsWith('720-2062'))).toBe(true);
    expect(found.some((k) => k.startsWith('720-2061'))).toBe(true);
    expect(searchModels('9406 720 2061').map((m) => m.key)[0]).toMatch(/^720-2061/);
    expect(searchModels('')).toEqual([]);
    expect(searchModels('zzz')).toEqual([]);
  });

  test('a model is described by its CPW ratings', () => {
    expect(describeModel(CATALOG.find((m) => m.key === '720-2061-1501')!)).toBe('720-2061-1501: 240 CPW, interactive 70, V4R4');
  });
});

describe('small pieces', () => {
  test('a skeleton fills required arguments with "" so Excel accepts it', () => {
    expect(formulaSkeleton({ name: 'VERSION', parameters: [] })).toBe('=AS400.VERSION()');
    expect(formulaSkeleton({ name: 'CPW', parameters: [{}, { optional: true }] })).toBe('=AS400.CPW("")');
    expect(formulaSkeleton({ name: 'EIU', parameters: [{}, {}] })).toBe('=AS400.EIU("","")');
  });

  test('fractions show as Excel shows them', () => {
    expect([percent(0.321), percent(0.7), percent(0.2889)]).toEqual(['32.1%', '70%', '28.89%']);
  });

  test('text Excel would read as something else is written with the apostrophe prefix', () => {
    const input = (value: string) => cellInput({ ref: 'A1', value });
    expect(['170', '3.5', 'TRUE', '=x', '-5', '1-Jan', 'Mar 4', '#N/A'].map(input)).toEqual([
      "'170",
      "'3.5",
      "'TRUE",
      "'=x",
      "'-5",
      "'1-Jan",
      "'Mar 4",
      "'#N/A",
    ]);
    // Text without a letter is always quoted: Excel's date and number parsing is too wide to second-guess.
    expect(input('720-2061-1501')).toBe("'720-2061-1501");
    expect(['V4R5', 'Web sizing', 'S20-2165', '170-2164-c'].map(input)).toEqual(['V4R5', 'Web sizing', 'S20-2165', '170-2164-c']);
    expect(cellInput({ ref: 'A1', value: { error: '#NUM!' } })).toBe('#NUM!');
    expect(cellInput({ ref: 'A1', value: '' })).toBeNull();
  });

  test("a description's source sentence is split off", () => {
    expect(splitSource('Processor CPW of a model. Source: PCR V4R5 Appendix D.')).toEqual({ text: 'Processor CPW of a model.', source: 'PCR V4R5 Appendix D' });
    expect(splitSource('No source here.')).toEqual({ text: 'No source here.', source: '' });
  });

  test('the catalog insert is a table under a title, on a sheet whose name is free', () => {
    const rows = CATALOG.slice(0, 3);
    const plan = catalogPlan(rows, 'family 8xx', ['AS400 models']);
    const [sheet] = plan.sheets;
    expect(sheet.name).toBe('AS400 models (2)');
    expect(sheet.tables).toEqual([{ name: 'AS400Models', ref: 'A3:N6' }]);
    // The PCR's full title under the title, on every printed page with the frozen rows: the footer cites it briefly.
    expect(sheet.cells.find((c) => c.ref === 'A2')?.value).toBe(
      '3 rows; family 8xx; IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000)',
    );
    expect(sheet.print?.footer.left).toBe('IBM AS/400 PCR V4R5 (July 2000)');
    expect(sheet.cells.filter((c) => c.ref === 'A4' || c.ref === 'A6').map((c) => c.value)).toEqual([rows[0].key, rows[2].key]);
  });
});

describe('the pane finds what a planner looks for', () => {
  test('function search reads the topic too: "migration" finds the 2.11 and 2.12 functions; every word must match', async () => {
    const { functions } = await functionMetadata();
    const hits = (q: string) => functions.filter((f) => matchesQuery(q, `${f.topic} AS400.${f.id} ${f.description}`)).map((f) => f.id);
    expect(hits('migration')).toEqual(expect.arrayContaining(['SERVERINTCPW', 'TRADITIONALCPW', 'RECOMMEND']));
    expect(hits('2.11')).toEqual(expect.arrayContaining(['SERVERINTCPW', 'RECOMMEND']));
    expect(hits('=AS400.eiu')).toContain('EIU');
    expect(hits('2.8 effective')).toEqual(['EIU']);
    expect(hits('2.8')).toEqual(expect.arrayContaining(['EIU', 'CPWREMAINING']));
    expect(hits('knee zzz')).toEqual([]);
  }, 60_000);

  test('a summary line ends at a sentence, not at "e.g." or "vs."', async () => {
    const { functions } = await functionMetadata();
    const dasdspec = functions.find((f) => f.id === 'DASDSPEC')!;
    const first = firstSentence(dasdspec.description);
    expect(first).toContain('"9337-580"');
    expect(first.endsWith('.')).toBe(true);
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('Alongside others vs. alone, e.g. two (PCR 18.4). Then.')).toBe('Alongside others vs. alone, e.g. two (PCR 18.4).');
  }, 60_000);

  test('catalog text search: every word in the key (typed loosely), family, release or table of the row', () => {
    const find = (q: string) => CATALOG.filter((m) => matchesText(m, q)).map((m) => m.key);
    expect(find('820-2397')).toEqual(CATALOG.filter((m) => m.key.startsWith('820-2397')).map((m) => m.key));
    expect(find('820 2397 1521')).toEqual(['820-2397-1521']);
    expect(find('domino').every((k) => CATALOG.find((m) => m.key === k)!.family === 'DSD')).toBe(true);
    expect(find('domino')).toHaveLength(9); // D.1.3.1 (6 rows) and the three 170 DSD of D.3.2
    expect(find('D.2.1.1')).toHaveLength(44);
    expect(find('v3r7')).toEqual(expect.arrayContaining(CATALOG.filter((m) => m.release === 'V3R7').map((m) => m.key)));
  });
});
