/**
 * Perpetual Office (retail from Version 2311, volume-licensed from Office 2021) runs custom functions
 * without CustomFunctionsRuntime 1.4, the data-type integration functions.json asks for with
 * allowCustomDataForDataTypeAny (Microsoft, Custom Functions requirement sets, checked 2026-11-28).
 * What degrades there, as docs/install.md's "Where it runs" says: data types no longer reach the
 * functions, and each function answers a cell's plain value as it answers the data type holding it; the
 * manifest does not require 1.4, so such Office installs the add-in; the pane asks for no
 * custom-functions requirement set (the fake host it is tested on answers no to every set but
 * ExcelApi).
 */
import fs from 'fs';
import path from 'path';
import { loadFunctions } from '../../cli/registry';
import { fakeHost } from '../../support/fake-host';
import { FakeWorkbook } from '../../support/fake-excel';
import { distFile } from '../dist';
import { CALLS } from './calls';

const ROOT = path.resolve(__dirname, '..', '..');
const functions = loadFunctions();

/** A result as comparable data: Excel errors by code and message. */
const plain = async (id: string, args: unknown[]) =>
  (await functions.get(id)!(...args)).map((row) => row.map((c) => (c instanceof CustomFunctions.Error ? { error: c.code, message: c.message } : c)));

/** Each cell as Microsoft 365 passes it with the integration: a number as a formatted number, a text as a String. */
const asDataTypes = (args: unknown[][]) =>
  args.map((arg) =>
    (arg as unknown[][]).map((row) =>
      row.map((c) =>
        typeof c === 'number'
          ? { type: 'FormattedNumber', basicType: 'Double', basicValue: c, numberFormat: '0.00%' }
          : typeof c === 'string'
            ? { type: 'String', basicType: 'String', basicValue: c }
            : c,
      ),
    ),
  );

test('the manifest requires the shared runtime only, not CustomFunctionsRuntime 1.4; functions.json asks for the integration where Excel has it', () => {
  const manifest = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');
  expect([...manifest.matchAll(/<Set Name="([^"]+)" MinVersion="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['SharedRuntime 1.1']);
  expect(JSON.parse(distFile('functions.json')).allowCustomDataForDataTypeAny).toBe(true);
});

test.each(Object.keys(CALLS).filter((id) => CALLS[id].length > 0))(
  'AS400.%s answers the plain values a host without 1.4 passes as it answers their data types',
  async (id) => {
    expect(await plain(id, CALLS[id])).toEqual(await plain(id, asDataTypes(CALLS[id] as unknown[][])));
  },
);

test('the pane asks for no custom-functions requirement set: the fake host it is tested on has none', () => {
  const host = fakeHost(new FakeWorkbook(['Sheet1']));
  expect(
    ['CustomFunctionsRuntime 1.1', 'CustomFunctionsRuntime 1.4', 'CustomFunctionsRuntime 1.5'].map((s) =>
      host.isSetSupported(...(s.split(' ') as [string, string])),
    ),
  ).toEqual([false, false, false]);
  const pane = fs
    .readdirSync(path.join(ROOT, 'taskpane'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => fs.readFileSync(path.join(ROOT, 'taskpane', f), 'utf8'))
    .join('\n');
  expect(pane).not.toMatch(/CustomFunctionsRuntime/);
});
