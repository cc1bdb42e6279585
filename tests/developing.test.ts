/**
 * DEVELOPING.md's recipes (*Adding things*: a function, a table, a template, a measurement format)
 * name the files each touches. Every file a recipe names exists (a name with a placeholder, such as
 * `addin/sizing/<topic>.ts`, matches at least one); and the function recipe's list is what an
 * existing function spans, found here from the repository, not from the recipe: the files that name
 * its id (DEVELOPING.md and this test aside, which name it as the example), the module of the rule
 * its spec computes with, and the record of the shipped metadata.
 */
import fs from 'fs';
import path from 'path';
import { RECORD_FILE } from '../cli/functions-record';

const ROOT = path.resolve(__dirname, '..');
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');

const developing = fs.readFileSync(path.join(ROOT, 'DEVELOPING.md'), 'utf8');
const adding = developing.slice(developing.indexOf('\n## Adding things'), developing.indexOf('\n## ', developing.indexOf('\n## Adding things') + 1));

const RECIPES = ['function', 'table', 'template', 'measurement format'] as const;
type Recipe = (typeof RECIPES)[number];

/** A recipe's text: from its heading to the next recipe's, or to the paragraph on reports that follows them. */
function recipe(name: Recipe): string {
  const start = adding.indexOf(`**A ${name}.**`);
  if (start < 0) throw new Error(`DEVELOPING.md has no recipe "A ${name}."`);
  const ends = [...RECIPES.map((r) => `**A ${r}.**`), 'A **report**'].map((h) => adding.indexOf(h, start + 1)).filter((i) => i > 0);
  return adding.slice(start, Math.min(adding.length, ...ends));
}

/** A code span that names a file or a folder of the repository: a path with a slash, or a file name with its extension. */
const isPath = (code: string): boolean => /^[\w.<>/-]+$/.test(code) && (code.includes('/') || /\.(ts|json|md|mjs|js|xlsx|csv|txt)$/.test(code));

const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The repository's files (their paths from the root, with slashes) under a folder, dependencies and build output aside. */
function filesUnder(dir: string): string[] {
  const skip = new Set(['node_modules', 'dist', '.git', 'coverage']);
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      if (skip.has(e.name)) continue;
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Whether a named path exists; a placeholder (`<topic>`) stands for one name of a path's part. */
function exists(named: string): boolean {
  const plain = named.replace(/\/$/, '');
  if (!plain.includes('<')) return fs.existsSync(path.join(ROOT, plain));
  const fixed = plain.slice(0, plain.lastIndexOf('/', plain.indexOf('<')) + 1);
  const pattern = new RegExp(`^${plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`);
  return filesUnder(fixed.replace(/\/$/, '')).some((f) => pattern.test(f));
}

describe.each(RECIPES)('DEVELOPING.md, "A %s."', (name) => {
  test('names files, each of which exists', () => {
    const named = codeSpans(recipe(name)).filter(isPath);
    expect(named.length).toBeGreaterThan(2);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });
});

/** The function recipe's list: each item's file (its first code span) and its condition, where the item starts with one. */
function functionFiles(): { file: string; when: string | null }[] {
  const items = recipe('function')
    .split(/\n- /)
    .slice(1)
    .map((item) => item.replace(/\n\s+/g, ' '));
  return items.map((item) => {
    const when = /^\(([^)]+)\)/.exec(item)?.[1] ?? null;
    const file = codeSpans(item)[0];
    if (!isPath(file)) throw new Error(`a recipe item that starts with no file: ${item}`);
    return { file, when };
  });
}

/** The files an existing function spans, found in the repository. */
function spannedBy(id: string): { topic: string; files: string[] } {
  const word = new RegExp(`\\b${id}\\b`);
  const text = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');
  const candidates = [
    ...fs.readdirSync(ROOT).filter((f) => /\.(md|json)$/.test(f)),
    ...['addin', 'functions', 'taskpane', 'cli', 'tests', 'bench', 'support', 'docs'].flatMap(filesUnder),
  ];
  const naming = candidates.filter((f) => f !== SELF && f !== 'DEVELOPING.md' && /\.(ts|md|json|mjs|js)$/.test(f) && word.test(text(f)));
  const declaration = naming.find((f) => f.startsWith('functions/') && text(f).includes(`SPECS.${id}`));
  if (!declaration) throw new Error(`no declaration of ${id} in functions/`);
  const topic = path.basename(declaration, '.ts');
  // The rule: the function its spec computes with, and the module the spec imports it from.
  const spec = text(`addin/functions/${topic}.ts`);
  const compute = new RegExp(`const ${id} = \\w+\\(\\s*[\\w\\[\\]'(), ]+?,\\s*(\\w+)`).exec(spec)?.[1];
  const from = [...spec.matchAll(/import \{([^}]+)\} from '\.\.\/(sizing\/[\w-]+)'/g)].find((m) =>
    m[1].split(',').some(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() === compute,
    ),
  )?.[2];
  if (!from) throw new Error(`the rule ${compute} of ${id}'s spec is imported from no module of addin/sizing/`);
  const record = path.relative(ROOT, RECORD_FILE).split(path.sep).join('/');
  return { topic, files: [...new Set([...naming, `addin/${from}.ts`, record])].sort() };
}

describe.each([
  ['LINEUTIL', []],
  ['UTILLAW', ['with a twin']],
] as const)('the function recipe is what %s spans', (id, conditions) => {
  const { topic, files } = spannedBy(id);
  const recipeFiles = functionFiles().map((f) => ({ ...f, file: f.file.replace(/<topic>/g, topic) }));

  test('every file it spans is in the recipe', () => {
    const listed = new Set(recipeFiles.map((f) => f.file));
    expect(files.filter((f) => !listed.has(f))).toEqual([]);
  });

  test('every file the recipe asks of such a function is one it spans', () => {
    const asked = recipeFiles.filter((f) => f.when === null || (conditions as readonly string[]).includes(f.when)).map((f) => f.file);
    expect(asked.filter((f) => !files.includes(f))).toEqual([]);
  });
});
