/** The Build form's model: who filled each input (the default, a file, the planner), and what a file's value shows as. */
import { FormModel } from '../../taskpane/form-model';

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
