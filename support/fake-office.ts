/**
 * The page's Office host in the browser tests, served in place of office/office.js: Office.onReady,
 * requirement sets and theme, Excel.run over the in-memory FakeWorkbook, and CustomFunctions for
 * the functions bundle's associate calls. The test drives and reads it through window.fakeHost.
 */
import { CustomFunctionError, ErrorCode } from '../functions/outside-excel';
import { FakeWorkbook, type FakeSheet } from './fake-excel';

export interface FakeHostOptions {
  /** Sheets the workbook starts with. */
  sheets?: string[];
  apiVersion?: string;
  /** Excel's theme as Office.context.officeTheme gives it; absent: the host gives none. */
  theme?: 'light' | 'dark';
  /** office.js in a plain browser: CustomFunctions with associate only (no Error, no ErrorCode), no Excel, and onReady answers host null. */
  outsideExcel?: boolean;
}

const options: FakeHostOptions = (window as unknown as { __FAKE_HOST__?: FakeHostOptions }).__FAKE_HOST__ ?? {};
const workbook = new FakeWorkbook(options.sheets ?? ['Sheet1']);
if (options.apiVersion) workbook.apiVersion = options.apiVersion;

const versionAtLeast = (have: string, need: string): boolean => {
  const [a, b] = have.split('.').map(Number);
  const [c, d] = need.split('.').map(Number);
  return a > c || (a === c && b >= d);
};

const associated = new Map<string, unknown>();
const THEMES = {
  light: {
    bodyBackgroundColor: '#FFFFFF',
    bodyForegroundColor: '#000000',
    controlBackgroundColor: '#FFFFFF',
    controlForegroundColor: '#000000',
    isDarkTheme: false,
  },
  dark: {
    bodyBackgroundColor: '#292929',
    bodyForegroundColor: '#FFFFFF',
    controlBackgroundColor: '#1F1F1F',
    controlForegroundColor: '#FFFFFF',
    isDarkTheme: true,
  },
};

/** A sheet as plain data, for page.evaluate to hand back. */
function plain(s: FakeSheet): unknown {
  return {
    ...s,
    cells: Object.fromEntries(s.cells),
    names: Object.fromEntries(s.names),
    columnWidths: Object.fromEntries(s.columnWidths),
    rowHeights: Object.fromEntries(s.rowHeights),
  };
}

const excel = {
  CustomFunctions: {
    associate: (id: string, fn: unknown) => associated.set(id, fn),
    Error: CustomFunctionError,
    ErrorCode,
  },
  Excel: { run: workbook.run },
};

// What office.js itself defines in a plain browser: CustomFunctions without Error and ErrorCode.
const plainBrowser = { CustomFunctions: { associate: () => undefined, delayInitialization: () => undefined } };

Object.assign(window, options.outsideExcel ? plainBrowser : excel, {
  Office: {
    HostType: { Excel: 'Excel' },
    context: {
      requirements: { isSetSupported: (name: string, version: string) => name === 'ExcelApi' && versionAtLeast(workbook.apiVersion, version ?? '1.1') },
      officeTheme: options.theme ? THEMES[options.theme] : undefined,
    },
    onReady(callback?: (info: { host: string | null; platform: string | null }) => void) {
      const info = options.outsideExcel ? { host: null, platform: null } : { host: 'Excel', platform: 'PC' };
      return new Promise((resolve) => {
        // Office.js calls back once the host has answered, never synchronously.
        setTimeout(() => {
          callback?.(info);
          resolve(info);
        }, 0);
      });
    },
  },
  fakeHost: {
    workbook,
    associated: () => [...associated.keys()],
    /**
     * Calls a function as Excel desktop does (each argument a range, an empty cell in it as 0, an
     * argument left out as null: github.com/OfficeDev/office-js/issues/4702 and /5262), with errors as
     * {error}.
     */
    call: (id: string, ...args: (unknown[][] | null)[]) =>
      (associated.get(id) as (...a: unknown[]) => unknown[][])(...args.map((a) => a && a.map((row) => row.map((c) => c ?? 0)))).map((row) =>
        row.map((v) => (v instanceof CustomFunctionError ? { error: v.code } : v)),
      ),
    sheetNames: () => workbook.sheets.map((s) => s.name),
    sheet: (name: string) => plain(workbook.sheet(name)),
    activeSheet: () => workbook.activeSheet.name,
  },
});
