/**
 * Every as400-sizer command the README and the guides under docs/ show runs as written from the
 * repository's root, and prints what they say it prints. The commands are read from the sh code
 * blocks of README.md and of every docs/*.md (any section, whatever commands they hold when the test
 * runs): a line that runs `npx as400-sizer`, `as400-sizer` or `node bin/as400-sizer.js` (a `\`
 * continuation joined, a trailing `# comment` dropped) is run by bash with the built command line
 * (npm run build:cli) in its place, in a temporary folder that links every entry of the repository's
 * root, so `sample-data/...` reads as there and the files it writes (`--out`, `--pdf`) land in the
 * folder, not in the repository. A comment line `# → TEXT` under a command is what it prints: each
 * piece of TEXT between `...` must appear in its output (stdout, then stderr), in order. Every command
 * must exit 0 and write each file its --out and --pdf name. `serve` is not run here: it serves until
 * stopped (tests/cli/serve.test.ts starts it).
 */
import { execFile, execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BIN } from '../support/cli';

const ROOT = path.resolve(__dirname, '..');
/** README.md and the guides under docs/, by their path from the root. */
const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The text before a `#` that starts a comment (after a space, outside quotes), trimmed. */
export function withoutComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trim();
  }
  return line.trim();
}

const INVOCATION = /(^|[|;&(]\s*)(npx as400-sizer|as400-sizer|node bin\/as400-sizer\.js)(?=\s|$)/g;

export interface ReadmeCommand {
  /** The command as the document writes it, continuations joined. */
  readonly text: string;
  /** What the document shows it prints: each entry a `# →` line, its pieces between `...`. */
  readonly prints: readonly (readonly string[])[];
  /** The document's line it starts on. */
  readonly line: number;
}

/** The as400-sizer commands of a Markdown document's sh blocks, in order. */
export function readmeCommands(text: string): ReadmeCommand[] {
  const out: { text: string; prints: string[][]; line: number }[] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  let last: (typeof out)[number] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const open = /^(\s*)```(\w*)\s*$/.exec(raw);
    if (open) {
      fence = fence === null ? open[2] : null;
      last = null;
      continue;
    }
    if (fence !== 'sh') continue;
    const arrow = /^\s*#\s*→\s?(.*)$/.exec(raw);
    if (arrow) {
      if (last)
        last.prints.push(
          arrow[1]
            .split('...')
            .map((p) => p.trim())
            .filter(Boolean),
        );
      continue;
    }
    if (/^\s*(#|$)/.test(raw)) continue;
    const start = i;
    let command = raw.trim();
    while (command.endsWith('\\') && i + 1 < lines.length) command = `${command.slice(0, -1).trim()} ${lines[++i].trim()}`;
    command = withoutComment(command);
    INVOCATION.lastIndex = 0;
    if (INVOCATION.test(command)) out.push((last = { text: command, prints: [], line: start + 1 }));
    else last = null;
  }
  return out;
}

/** The files a command names with --out or --pdf, with the extension the command line adds where one is missing. */
function outputsOf(command: string): string[] {
  return [...command.matchAll(/--(out|pdf)[ =]("[^"]*"|'[^']*'|\S+)/g)].map(([, option, name]) => {
    const file = name.replace(/^["']|["']$/g, '');
    return path.extname(file) ? file : `${file}.${option === 'out' ? 'xlsx' : 'pdf'}`;
  });
}

/** Whether a command serves until stopped, which this test does not run. */
const serves = (command: string) => /as400-sizer(\.js)?\s+serve(\s|$)/.test(command);

const commands = DOCUMENTS.flatMap((file) => readmeCommands(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((c) => ({ ...c, where: `${file}:${c.line}` })));
const runnable = commands.filter((c) => !serves(c.text));

/** A folder that looks like the repository's root (each entry linked) and keeps what is written into it. */
function rootLike(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as400-readme-'));
  for (const entry of fs.readdirSync(ROOT)) if (!entry.startsWith('.')) fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  return dir;
}

const run = (command: string, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const script = command.replace(INVOCATION, (_, before: string) => `${before}node ${JSON.stringify(BIN)}`);
    execFile('bash', ['-c', script], { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });

/** Whether the pieces appear in the text in order. */
const inOrder = (text: string, pieces: readonly string[]) => {
  let at = 0;
  for (const p of pieces) {
    const found = text.indexOf(p, at);
    if (found < 0) return false;
    at = found + p.length;
  }
  return true;
};

describe('the README and the guides', () => {
  test('shows as400-sizer commands, each read whole (a continuation joined, no placeholder left)', () => {
    expect(runnable.length).toBeGreaterThan(10);
    for (const c of commands) expect([c.where, c.text]).toEqual([c.where, expect.not.stringMatching(/\\$|\[--|\bFILE\b|\bNAME;CPW\b/)]);
  });

  // A command that prints a PDF starts LibreOffice; on a loaded two-core machine that alone has taken
  // over a minute, so each command gets three.
  test.each(runnable.map((c) => [c.where, c.text, c] as const))(
    '%s runs as written: %s',
    async (_, __, c) => {
      const dir = rootLike();
      try {
        const { code, stdout, stderr } = await run(c.text, dir);
        expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
        for (const file of outputsOf(c.text)) expect([file, fs.existsSync(path.join(dir, file))]).toEqual([file, true]);
        const output = `${stdout}\n${stderr}`;
        for (const pieces of c.prints) expect({ pieces, found: inOrder(output, pieces) }).toEqual({ pieces, found: true });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  test("npx as400-sizer, run in the repository's root, is this repository's command line (npm exec takes the root package's bin, offline)", () => {
    const version = execFileSync('npx', ['--offline', 'as400-sizer', '--version'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    const ours = execFileSync(process.execPath, [BIN, '--version'], { encoding: 'utf8', timeout: 60_000 });
    expect(version).toBe(ours);
  }, 90_000);
});

test('the reading of the code blocks: continuations, comments, quotes, pipes and shown output', () => {
  const md = [
    '```sh',
    'npx as400-sizer call CPW "720 # not a comment" --x \\',
    '  --y   # a comment',
    '# → one ... two',
    'npm run samples',
    '# → not shown for npm',
    "echo '[1]' | npx as400-sizer call --batch",
    '```',
    '```',
    'npx as400-sizer outside an sh block',
    '```',
  ].join('\n');
  expect(readmeCommands(md)).toEqual([
    { text: 'npx as400-sizer call CPW "720 # not a comment" --x --y', prints: [['one', 'two']], line: 2 },
    { text: "echo '[1]' | npx as400-sizer call --batch", prints: [], line: 7 },
  ]);
  expect(outputsOf('x --out a --pdf "b c.pdf" --out=d.xlsx')).toEqual(['a.xlsx', 'b c.pdf', 'd.xlsx']);
});
