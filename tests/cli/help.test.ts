import fs from 'fs';
import path from 'path';
import { spawnSync } from 'child_process';
import { BIN } from '../../support/cli';

const help = (...args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout;
};

const ROOT = path.resolve(__dirname, '..', '..');
// The README and the guides under docs/, where the options are documented.
const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
].map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'));
// A line continued with a backslash, as the shell examples break long commands, is one command.
const lines = DOCUMENTS.flatMap((text) => text.replace(/\\\n/g, ' ').split('\n'));
const OPTION = /--[a-z][a-z-]*/g;
const COMMANDS = ['measurements', 'trend', 'consolidate', 'workbook', 'serve'] as const;

/** Whether `text` names `option` as an option (not the start of a longer one: --to in --top). */
const names = (text: string, option: string) => new RegExp(`${option}(?![a-z-])`).test(text);

describe('--help lists every option the README and the guides document', () => {
  test("as400-sizer --help: every option the README and the guides give the command line (npm's own aside)", () => {
    const text = help('--help');
    const documented = new Set(lines.filter((l) => !/\bnpm (run|version|ci|install|test)\b/.test(l)).flatMap((l) => l.match(OPTION) ?? []));
    expect(documented.size).toBeGreaterThan(20);
    expect([...documented].filter((o) => !names(text, o))).toEqual([]);
  });

  test('as400-sizer COMMAND --help: every option the README and the guides write after as400-sizer COMMAND', () => {
    for (const command of COMMANDS) {
      const text = help(command, '--help');
      expect(text).toMatch(new RegExp(`^usage: as400-sizer ${command}\\b`));
      // What follows "as400-sizer COMMAND" up to the end of its code span or a shell comment.
      const documented = new Set(
        lines.flatMap((l) => [...l.matchAll(new RegExp(`as400-sizer ${command}\\b([^\`#]*)`, 'g'))].flatMap((m) => m[1].match(OPTION) ?? [])),
      );
      documented.delete('--help');
      expect([command, [...documented].filter((o) => !names(text, o))]).toEqual([command, []]);
    }
  });
});
