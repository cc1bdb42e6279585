import fs from 'fs';
import path from 'path';
import { DESCRIPTION_LIMIT, firstSentence, functionMetadata, type GeneratedMetadata, loadFunctions, ROOT, shortDescriptions } from '../../cli/registry';
import { NAMESPACE } from '../../addin/names';
import { distFile } from '../dist';

let metadata: GeneratedMetadata;
beforeAll(async () => {
  metadata = await functionMetadata();
}, 60_000);

/** Function ids are what planners' workbooks store: renaming one breaks their formulas. */
const APPROVED_IDS = [
  'CPW',
  'INTCPW',
  'KNEE',
  'INTMAX',
  'SYSTEMCPW',
  'MODEL',
  'MODELS',
  'EIU',
  'CPWREMAINING',
  'INTTHRESHOLD',
  'SERVERINTCPW',
  'TRADITIONALCPW',
  'RECOMMEND',
  'TARGETUTIL',
  'TARGETEIU',
  'TARGETCPWLEFT',
  'TARGETSTATUS',
  'INTSHARE',
  'WEBCAPACITY',
  'WEBCPW',
  'HTTPTHREADS',
  'LINEUTIL',
  'NETCAPACITY',
  'NETCPW',
  'OC400GROWTH',
  'OC400ADAPTERMAX',
  'DOMINOMEMORY',
  'DOMINOUSERS',
  'DOMINOCPW',
  'DSDUSERS',
  'DSDRECOMMEND',
  'DASDOPSPERARM',
  'DASDUTILGUIDE',
  'DASDARMSNEEDED',
  'RAID5READFACTOR',
  'RAID5WRITEFACTOR',
  'DASDOPSPERGB',
  'DASDRECOMMEND',
  'DASDSPEC',
  'DASDUNITMB',
  'DASDCONTROLLER',
  'TAPERATE',
  'TAPERATERAW',
  'SAVEHOURS',
  'TAPECPUS',
  'SRRATE',
  'LPAROVERHEAD',
  'LPARMEASURE',
  'LPARCAPACITY',
  'RISCMEMORY',
  'COMPILEMEMORY',
  'IPLPOOLSIZE',
  'POOLMAXKB',
  'FAULTPCTINT',
  'FAULTPCTBATCH',
  'INSRESERVE',
  'CISCRISCFACTOR',
  'BEST1WORKLOAD',
  'JRNRCVARMS',
  'JRNBLOCKING',
  'FASTWRITEPCT',
  'SMAPPTARGET',
  'TN3270CPU',
  'TN3270UTIL',
  'TN3270PROCESSORS',
  'TN3270STORAGE',
  'UTILLAW',
  'ITR',
  'IFSSEGMENTS',
  'IFSBLOCKKB',
  'GROWTH',
  'MONTHSTOLIMIT',
  'MONTHSTOCPU',
  'RESPONSETIME',
  'TRENDGROWTH',
  'TRENDDATE',
  'SOURCE',
  'VERSION',
];

describe('function metadata generated from the JSDoc', () => {
  test('generates without errors', () => {
    expect(metadata.errors).toEqual([]);
  });

  test('the ids are the approved, stable set', () => {
    expect(metadata.functions.map((f) => f.id).sort()).toEqual([...APPROVED_IDS].sort());
  });

  test('ids are upper case, pinned by @customfunction, equal to their function name upper-cased, no cell-address look-alikes', () => {
    for (const a of metadata.associate) expect(a.functionName.toUpperCase()).toBe(a.id);
    for (const f of metadata.functions) {
      expect(f.id).toMatch(/^[A-Z][A-Z0-9._]{2,}$/);
      expect(f.id).not.toMatch(/^[A-Z]{1,3}[0-9]+$/);
      expect(f.name).toBe(f.id);
    }
  });

  test('every function and parameter is described for planners, and every function names its source', () => {
    for (const f of metadata.functions) {
      expect(f.description.length).toBeGreaterThan(40);
      expect(f.description).toMatch(/Source: \S/);
      for (const p of f.parameters) expect((p.description ?? '').length).toBeGreaterThan(10);
    }
  });

  test('the command line reaches every function through the same adapters', () => {
    const functions = loadFunctions();
    expect([...functions.keys()].sort()).toEqual([...APPROVED_IDS].sort());
  });

  test(`Insert Function's descriptions: each a first sentence of ${DESCRIPTION_LIMIT} characters or fewer, naming its section`, () => {
    type Built = { id: string; description: string; parameters: { name: string; description: string }[] };
    const built = JSON.parse(distFile('functions.json')) as { functions: Built[] };
    const texts = new Map(metadata.functions.map((f) => [f.id, f]));
    for (const f of built.functions) {
      const jsdoc = texts.get(f.id)!;
      expect([f.id, f.description.length <= DESCRIPTION_LIMIT]).toEqual([f.id, true]);
      // The first sentence of the JSDoc, which goes on to the whole text (the help page's and docs/functions.md's).
      expect([f.id, f.description]).toEqual([f.id, firstSentence(jsdoc.description)]);
      expect(jsdoc.description.startsWith(f.description)).toBe(true);
      // What it rests on, in the short line too: a section of the PCR or of the other document, or the add-in's own.
      const cited = /\((PCR|SG24-6286|z\/OS|WSC|V5R2|add-in)[^()]*\)\.$/;
      if (f.id !== 'SOURCE' && f.id !== 'VERSION') expect([f.id, f.description]).toEqual([f.id, expect.stringMatching(cited)]);
      f.parameters.forEach((p, k) => {
        expect([f.id, p.name, p.description.length <= DESCRIPTION_LIMIT]).toEqual([f.id, p.name, true]);
        expect(p.description).toBe(firstSentence(jsdoc.parameters[k].description ?? ''));
      });
    }
  });

  test('the built functions.json is the generated metadata, and functions.js associates every id', () => {
    const built = JSON.parse(distFile('functions.json')) as { functions: { id: string; helpUrl?: string }[] };
    const generated = metadata.functions.map(({ topic: _t, file: _f, ...rest }) => shortDescriptions(rest));
    // The build adds each function's help page (tests/cli/help-page.test.ts checks it) and ships first sentences; the rest is the JSDoc's.
    expect(built.functions.map(({ helpUrl: _h, ...rest }) => rest)).toEqual(generated);
    const js = distFile('functions.js');
    for (const id of APPROVED_IDS) expect(js).toContain(`CustomFunctions.associate("${id}"`);
  });

  test(`the manifest declares the namespace ${NAMESPACE}`, () => {
    const manifest = fs.readFileSync(path.join(ROOT, 'manifest.xml'), 'utf8');
    expect(manifest).toMatch(new RegExp(`<bt:String id="Functions.Namespace" DefaultValue="${NAMESPACE}" />`));
  });
});
