/**
 * The README is the way in, not the manual: under 500 lines, the detail in the guides under docs/ it
 * links to. Every relative link of the README and the guides (a file, a picture, a heading's anchor)
 * points to something that exists, so a section moved from one document to another leaves no link
 * behind it.
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '..');
const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The text outside fenced code blocks, each fenced line blanked so line numbers stay. */
function prose(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings, a repeated one numbered as GitHub numbers it. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The relative link targets of a document (links and pictures), with the line each is on. */
function relativeLinks(text: string): { target: string; line: number }[] {
  const body = prose(text);
  return [...body.matchAll(/\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)]
    .filter((m) => !/^[a-z][a-z0-9+.-]*:/i.test(m[1]))
    .map((m) => ({ target: m[1], line: body.slice(0, m.index).split('\n').length }));
}

test('the README is under 500 lines', () => {
  expect(read('README.md').split('\n').length).toBeLessThan(500);
});

test('the README links to every guide under docs/', () => {
  const links = new Set(relativeLinks(read('README.md')).map((l) => l.target.split('#')[0]));
  expect(DOCUMENTS.filter((d) => d !== 'README.md' && !links.has(d))).toEqual([]);
});

test.each(DOCUMENTS)('every relative link of %s points to a file that exists, and to a heading of it', (file) => {
  const links = relativeLinks(read(file));
  const broken = links.filter(({ target }) => {
    const [where, anchor] = target.split('#');
    const to = where ? path.join(path.dirname(path.join(ROOT, file)), decodeURI(where)) : path.join(ROOT, file);
    if (!fs.existsSync(to)) return true;
    return anchor !== undefined && to.endsWith('.md') && !anchors(fs.readFileSync(to, 'utf8')).has(anchor);
  });
  expect(broken).toEqual([]);
});

test('the anchors, as GitHub makes them: code and punctuation dropped, a repeated heading numbered', () => {
  expect(slug("The planner's whole job")).toBe('the-planners-whole-job');
  expect(slug('`AS400.CPW(model, [release])`')).toBe('as400cpwmodel-release');
  expect(slug('Carrying a workload to another system')).toBe('carrying-a-workload-to-another-system');
  expect([...anchors('# A\n\n```sh\n# not a heading\n```\n## A\n')]).toEqual(['a', 'a-1']);
  expect(relativeLinks('[x](a.md) [y](https://e.com) ![p](b.png "t")\n```\n[z](c.md)\n```\n')).toEqual([
    { target: 'a.md', line: 1 },
    { target: 'b.png', line: 1 },
  ]);
});
