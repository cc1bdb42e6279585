import fs from 'fs';
import path from 'path';
import { source, version } from '../../functions/about';
import { functionMetadata } from '../../cli/registry';
import { distFile } from '../dist';

describe('AS400.SOURCE and AS400.VERSION', () => {
  test('SOURCE names the document, section and worked example a function rests on, from its own help', () => {
    expect(source([['EIU']])).toEqual([['IBM, AS/400 Performance Capabilities Reference, Version 4 Release 5 (July 2000), 2.8 (formulas, Examples 1 and 2), 2.2.1, 2.3']]);
    expect(source([['as400.traditionalcpw']])[0][0]).toMatch(/2\.12/);
    const [[unknown]] = source([['NOPE']]);
    expect(unknown).toBeInstanceOf(CustomFunctions.Error);
  });

  test('every function has a source, in Node and in the built bundle', async () => {
    const { functions } = await functionMetadata();
    const bundle = distFile('functions.js');
    for (const f of functions) {
      const cited = source([[f.id]])[0][0];
      expect(typeof cited).toBe('string');
      expect((cited as string).length).toBeGreaterThan(5);
      expect(bundle).toMatch(new RegExp(`\\b${f.id}:["']`));
    }
  }, 60_000);

  test('VERSION records the add-in version and the data edition', () => {
    const { version: v } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
    expect(version()).toEqual([[`AS/400 Capacity Planner ${v}; data: PCR V4R5 (July 2000) Appendix D: 302 rows`]]);
  });
});
