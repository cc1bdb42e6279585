/** The writer's Host over a FakeWorkbook: Excel.run and the requirement-set check of the fake's API version. */
import type { Host } from '../taskpane/writer';
import type { FakeWorkbook } from './fake-excel';

export function fakeHost(wb: FakeWorkbook): Host {
  return {
    run: wb.run as unknown as Host['run'],
    isSetSupported: (name, version) => {
      if (name !== 'ExcelApi') return false;
      const [a, b] = wb.apiVersion.split('.').map(Number);
      const [c, d] = version.split('.').map(Number);
      return a > c || (a === c && b >= d);
    },
  };
}
