/**
 * A view's feedback: a progress bar while Excel works, a polite status line for what happened and
 * an alert for what went wrong, always in words.
 */
import { el } from './dom';

export interface Status {
  readonly node: HTMLElement;
  progress(fraction: number, text: string): void;
  done(text: string, note?: string): void;
  fail(text: string): void;
  clear(): void;
}

export function statusArea(label: string): Status {
  const bar = el('progress', { max: 1, value: 0, 'aria-label': label, hidden: true });
  const line = el('p', { role: 'status', class: 'status-text' });
  const note = el('p', { class: 'status-note', hidden: true });
  const alert = el('p', { role: 'alert', class: 'status-error' });
  const node = el('div', { class: 'status' }, bar, line, note, alert);
  const reset = (): void => {
    bar.hidden = true;
    note.hidden = true;
    note.textContent = '';
    alert.textContent = '';
    node.classList.remove('failed');
  };
  return {
    node,
    progress(fraction, text) {
      reset();
      bar.hidden = false;
      bar.value = fraction;
      line.textContent = text;
    },
    done(text, extra) {
      reset();
      line.textContent = text;
      if (extra) {
        note.hidden = false;
        note.textContent = extra;
      }
    },
    fail(text) {
      reset();
      line.textContent = '';
      node.classList.add('failed');
      alert.textContent = text;
    },
    clear() {
      reset();
      line.textContent = '';
    },
  };
}
