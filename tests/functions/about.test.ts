import fs from 'fs';
import path from 'path';
import { citation } from '../../addin/about';
import { source, version } from '../../functions/about';
import { functionMetadata } from '../../cli/registry';
import { distFile } from '../dist';

describe('AS400.SOURCE and AS400.VERSION', () => {
  test('SOURCE names the document, section and worked example a function rests on, from its own help', async () => {
    expect(await source([['EIU']])).toEqual([
      ['IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000), 2.8 (formulas, Examples 1 and 2), 2.2.1, 2.3'],
    ]);
    expect((await source([['as400.traditionalcpw']]))[0][0]).toMatch(/2\.12/);
    const [[unknown]] = await source([['NOPE']]);
    expect(unknown).toBeInstanceOf(CustomFunctions.Error);
  });

  test('every function has a source, in Node and in the built help file the add-in reads on the first SOURCE call', async () => {
    const { functions } = await functionMetadata();
    const help = JSON.parse(distFile('function-help.json')) as Record<string, { source: string }>;
    for (const f of functions) {
      const [[cited]] = await source([[f.id]]);
      expect(typeof cited).toBe('string');
      expect((cited as string).length).toBeGreaterThan(5);
      expect(cited).toBe(citation(help[f.id].source));
    }
    // The citations stay out of the bundle every recalculation loads.
    expect(distFile('functions.js')).not.toContain(help.EIU.source);
  }, 60_000);

  test('VERSION records the add-in version and the data edition', () => {
    const { version: v } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
    expect(version()).toEqual([[`AS/400 Capacity Planner ${v}; data: PCR V4R5 (July 2000) Appendix D: 302 rows`]]);
  });
});
