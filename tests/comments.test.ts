/**
 * Comments say why and cite documents, never the tracker's issue numbers: an issue number means
 * nothing to a reader of the code without the tracker, and its thread is a history, not a reason. The
 * source folders' comments (and the names of tests, which describe as comments do) are read through
 * TypeScript's own scanner, so a colour (`#0078d4`) or an anchor in code is not taken for one. A
 * public issue of another project is cited by its address (github.com/OWNER/REPO/issues/N).
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['addin', 'functions', 'taskpane', 'cli', 'bench', 'support', 'tests'];

/**
 * An issue number as a citation: "issue 35", "issues 12 and 21", "Issue #36", "(#36)". A footnote mark
 * ("3590E #1"), a feature code ("#6533") and a colour ("#292929") are not: the tracker's numbers have two
 * or three digits.
 */
const CITATION = /\bissues? ?#?\d+|(^|[\s(\[,;])#\d{2,3}\b/i;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return sources(file);
    return /\.(ts|js|mjs)$/.test(d.name) ? [file] : [];
  });
}

/** The comments of a source file, and the names given to test, describe and it, each with its line. */
export function commentsOf(text: string, name = 'x.ts'): { line: number; text: string }[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, name.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const found = new Map<number, string>();
  const comment = (r: ts.CommentRange) => found.set(r.pos, text.slice(r.pos, r.end));
  const visit = (node: ts.Node) => {
    ts.getLeadingCommentRanges(text, node.getFullStart())?.forEach(comment);
    ts.getTrailingCommentRanges(text, node.getEnd())?.forEach(comment);
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression.getText(file);
      if (/^(test|it|describe)\b/.test(callee)) {
        const names = (n: ts.Node): void => {
          if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) found.set(n.getStart(file), n.text);
          n.forEachChild(names);
        };
        names(node.arguments[0]);
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...found].map(([pos, comment]) => ({ line: file.getLineAndCharacterOfPosition(pos).line + 1, text: comment }));
}

test('no comment and no test name in the source folders cites an issue number', () => {
  // This file's own examples aside.
  const files = FOLDERS.flatMap((f) => sources(path.join(ROOT, f))).filter((f) => f !== __filename);
  expect(files.length).toBeGreaterThan(100);
  const citing = files.flatMap((file) =>
    commentsOf(fs.readFileSync(file, 'utf8'), file)
      .filter((c) => CITATION.test(c.text))
      .map(
        (c) =>
          `${path.relative(ROOT, file)}:${c.line}: ${c.text
            .split('\n')
            .find((l) => CITATION.test(l))!
            .trim()}`,
      ),
  );
  expect(citing).toEqual([]);
});

test('what counts as a citation: an issue number in a comment or a test name, not a colour, an anchor or another project address', () => {
  const cited = (text: string) => commentsOf(text).filter((c) => CITATION.test(c.text)).length;
  expect(cited('// the rule (issue 35)\nconst a = 1;')).toBe(1);
  expect(cited('/**\n * Measured data (issues 12 and 21).\n */\nexport const b = 2;')).toBe(1);
  expect(cited('const c = 3; // see #36')).toBe(1);
  expect(cited("test('reads it (Issue #7)', () => {});")).toBe(1);
  expect(cited("describe('x', () => { test('a ' + 'b (issue 4)', () => {}); });")).toBe(1);
  expect(cited('// 3590E #1, feature #6533 (also #6532), the dark grey #292929\nconst f = 6;')).toBe(0);
  expect(cited("const colour = '#0078d4'; const red = '#123456'; const a = 'help.html#EIU';")).toBe(0);
  expect(cited('// github.com/OfficeDev/office-js/issues/4702\nconst d = 4;')).toBe(0);
  expect(cited("// the chart's colour #0078d4; its anchor docs/install.md#updating\nconst e = 5;")).toBe(0);
});
