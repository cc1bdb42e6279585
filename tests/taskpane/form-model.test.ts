/** The Build form's model: each input's reading, who filled it (the default, a file, the planner), and what Build takes from it. */
import { isError } from '../../addin/errors';
import { TEMPLATES } from '../../addin/sheets';
import { readInput } from '../../addin/workbook/inputs';
import type { InputSpec } from '../../addin/workbook/template';
import type { Field } from '../../taskpane/field';
import { shownAsOnSheet } from '../../taskpane/file-fills';
import { fixFirst, FormModel, type Reading } from '../../taskpane/form-model';
import { typedValue } from '../../taskpane/separators';

/** A model over three inputs, each rendering what a file gives it into `shown`. */
function model(): { m: FormModel; shown: Record<string, number> } {
  const m = new FormModel(['util', 'inter', 'growth']);
  const shown: Record<string, number> = {};
  for (const name of ['util', 'inter', 'growth']) m.render(name, (v) => (shown[name] = v));
  return { m, shown };
}

test('every input starts as the template default, with no value of its own', () => {
  const { m } = model();
  expect(m.filledBy('default')).toEqual(['util', 'inter', 'growth']);
  expect(m.entry('util')).toEqual({ by: 'default', value: null });
});

test("a file's values are the file's, unrounded, and the fields render them", () => {
  const { m, shown } = model();
  m.fill(['util', 'inter'], { util: 1.92361481481, inter: 0.25 });
  expect(m.entry('util')).toEqual({ by: 'measured', value: 1.92361481481 });
  expect(m.filledBy('measured')).toEqual(['util', 'inter']);
  expect(shown).toEqual({ util: 1.92361481481, inter: 0.25 });
  expect(m.entry('growth').by).toBe('default');
});

test("typing over a file's value makes it the planner's, and says so; typing elsewhere says nothing", () => {
  const { m } = model();
  let heard = 0;
  m.onChange(() => heard++);
  m.fill(['util', 'inter'], { util: 0.5, inter: 0.2 });
  m.typed('growth');
  expect(heard).toBe(0);
  expect(m.entry('growth')).toEqual({ by: 'user', value: null });
  m.typed('util');
  expect(heard).toBe(1);
  expect(m.entry('util')).toEqual({ by: 'user', value: null });
  expect(m.filledBy('measured')).toEqual(['inter']);
});

test("the fields' own events while a file's values are rendered are not the planner's typing", () => {
  const m = new FormModel(['util']);
  m.render('util', () => m.typed('util'));
  m.fill(['util'], { util: 0.4 });
  expect(m.entry('util').by).toBe('measured');
});

test('a file filling again takes its inputs back; a file that fills no more gives them to the planner', () => {
  const { m } = model();
  m.fill(['util', 'inter'], { util: 0.5, inter: 0.2 });
  m.typed('inter');
  m.fill(['util', 'inter'], { util: 0.6, inter: 0.3 });
  // Filling again is the file's choice anew: both are its values.
  expect(m.filledBy('measured')).toEqual(['util', 'inter']);
  m.fill(['util', 'inter'], {});
  expect(m.filledBy('measured')).toEqual([]);
  expect(m.filledBy('user')).toEqual(['util', 'inter']);
});

test("one file's fill does not touch the inputs another fills", () => {
  const { m } = model();
  m.fill(['growth'], { growth: 0.15 });
  m.fill(['util', 'inter'], {});
  expect(m.entry('growth')).toEqual({ by: 'measured', value: 0.15 });
});

test('an input with no way to show a value (a list, a box) is never filled, nor a name the form lacks', () => {
  const m = new FormModel(['util', 'choice']);
  m.render('util', () => undefined);
  m.fill(['util', 'choice', 'other'], { util: 0.3, choice: 1, other: 2 });
  expect(m.filledBy('measured')).toEqual(['util']);
  expect(m.entry('other')).toEqual({ by: 'default', value: null });
});

describe("the inputs' readings, which Build takes", () => {
  // PCR V4R5 2.8 Example 1's sizing: a model and its measured interactive utilization (32.1% by default).
  const t = TEMPLATES.find((x) => x.id === 'interactive')!;
  const spec = (name: string): InputSpec => t.inputs.find((s) => s.name === name)!;
  const names = t.inputs.map((s) => s.name);

  /** What a field does with its control's text: the one reader (separators, then readInput), its reading put in the model. */
  const reading = (s: InputSpec, text: string): Reading => {
    const typed = typedValue(s, text);
    const r = isError(typed) ? typed : readInput(s, typed);
    return isError(r) ? { ok: false, message: r.message } : { ok: true, value: r };
  };
  /**
   * A form over the template's inputs, each read from its default's text as a field is when made; a
   * file's value shown as the sheet prints it and read back, as the field reads what it shows.
   */
  function form(): { m: FormModel; shown: Record<string, string>; type(name: string, text: string): void } {
    const m = new FormModel(names);
    const shown: Record<string, string> = {};
    for (const s of t.inputs) m.set(s.name, reading(s, String(s.value)));
    for (const s of t.inputs.filter((x) => x.kind === 'fraction')) {
      m.render(s.name, (v) => {
        shown[s.name] = shownAsOnSheet({ spec: s } as Field, v);
        m.typed(s.name);
        m.set(s.name, reading(s, shown[s.name]));
      });
    }
    return { m, shown, type: (name, text) => (m.typed(name), m.set(name, reading(spec(name), text))) };
  }

  test('the defaults as read, every input the default; an input not read yet is refused, never a value', () => {
    const { m } = form();
    expect(m.values()).toEqual({ values: Object.fromEntries(t.inputs.map((s) => [s.name, s.value])), faults: [] });
    expect(m.filledBy('default')).toEqual(names);
    const unread = new FormModel(['InteractiveUtil']);
    expect(unread.values().values).toEqual({});
    expect(unread.values().faults.map((f) => f.name)).toEqual(['InteractiveUtil']);
  });

  test("a typed value is what Build takes, and the input is the planner's", () => {
    const { m, type } = form();
    type('InteractiveUtil', '10%');
    expect(m.values().values.InteractiveUtil).toBe(0.1);
    expect(m.entry('InteractiveUtil').by).toBe('user');
  });

  test("a file's value: shown as the sheet prints it (0.0%), Build takes it unrounded; typed over, the planner's value", () => {
    const { m, shown, type } = form();
    const file = 0.3214567;
    m.fill(['InteractiveUtil'], { InteractiveUtil: file });
    // The sheet's 0.0% cell: a tenth of a percentage point.
    expect(shown.InteractiveUtil).toBe(`${(file * 100).toFixed(1)}%`);
    expect(m.reading('InteractiveUtil')).toEqual({ ok: true, value: 0.321 });
    expect(m.entry('InteractiveUtil')).toEqual({ by: 'measured', value: file });
    expect(m.values().values.InteractiveUtil).toBe(file);
    type('InteractiveUtil', '40%');
    expect(m.entry('InteractiveUtil').by).toBe('user');
    expect(m.values().values.InteractiveUtil).toBe(0.4);
  });

  test('an input refused blocks Build with its message, named by its label where the message does not name it', () => {
    const { m, type } = form();
    // A utilization is a fraction of the CPU: 150% is 1.5, over the whole.
    type('InteractiveUtil', '150%');
    const { values, faults } = m.values();
    expect(values.InteractiveUtil).toBeUndefined();
    expect(faults).toEqual([{ name: 'InteractiveUtil', message: expect.stringMatching(/^Measured interactive utilization .*at most 1; got 1\.5$/) }]);
    const label = (name: string) => spec(name).label;
    expect(fixFirst(faults.map((f) => ({ label: label(f.name), message: f.message })))).toBe(`Fix the input first: ${faults[0].message}`);
    // A key not in Appendix D: the catalog's message does not start with the input's label.
    type('Model', '999-9999');
    const two = m.values().faults;
    expect(two.map((f) => f.name)).toEqual(['Model', 'InteractiveUtil']);
    expect(two[0].message).toMatch(/^Unknown model "999-9999"/);
    expect(fixFirst(two.map((f) => ({ label: label(f.name), message: f.message })))).toBe(`Fix 2 inputs first: Model: ${two[0].message}; ${two[1].message}`);
    // Fixed, Build has every value again.
    type('InteractiveUtil', '32.1%');
    type('Model', '720-2061-1501');
    const fixed = m.values();
    expect(fixed.faults).toEqual([]);
    expect([fixed.values.Model, fixed.values.InteractiveUtil]).toEqual(['720-2061-1501', 0.321]);
  });
});
