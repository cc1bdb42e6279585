/**
 * A catalog key field that searches Appendix D as the planner types (the WAI-ARIA combobox
 * pattern with a list box): arrows move through the matches, Enter takes one, Escape closes the list.
 */
import type { Model } from '../addin/catalog/model';
import { clear, el, uid } from './dom';
import { describeModel, searchModels } from './model-search';

export interface ModelPicker {
  readonly node: HTMLElement;
  readonly input: HTMLInputElement;
}

export function modelPicker(id: string, value: string, describedBy: string, onChange: () => void): ModelPicker {
  const listId = uid('models');
  const input = el('input', {
    id,
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
    'aria-describedby': describedBy,
  });
  input.value = value;
  const list = el('ul', { id: listId, role: 'listbox', class: 'combo-list', 'aria-label': 'Matching models', hidden: true });
  let matches: Model[] = [];
  let active = -1;

  const close = (): void => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const highlight = (i: number): void => {
    active = i;
    Array.from(list.children).forEach((li, k) => li.setAttribute('aria-selected', String(k === i)));
    const li = list.children[i] as HTMLElement | undefined;
    if (li) {
      input.setAttribute('aria-activedescendant', li.id);
      li.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const pick = (m: Model): void => {
    input.value = m.key;
    close();
    onChange();
  };
  const open = (): void => {
    matches = searchModels(input.value);
    clear(list);
    matches.forEach((m, i) => {
      const li = el('li', { id: `${listId}-${i}`, role: 'option', 'aria-selected': 'false', class: 'combo-option' }, describeModel(m));
      // mousedown would move the focus away from the field before the click lands.
      li.addEventListener('mousedown', (e) => e.preventDefault());
      li.addEventListener('click', () => pick(m));
      list.appendChild(li);
    });
    if (matches.length === 0) return close();
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    highlight(-1);
  };

  input.addEventListener('input', () => {
    open();
    onChange();
  });
  input.addEventListener('keydown', (e) => {
    const isOpen = !list.hidden;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!isOpen) open();
      if (matches.length) highlight(Math.min(active + 1, matches.length - 1));
    } else if (e.key === 'ArrowUp' && isOpen) {
      e.preventDefault();
      highlight(Math.max(active - 1, 0));
    } else if (e.key === 'Enter' && isOpen && active >= 0) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === 'Escape' && isOpen) {
      e.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', close);
  return { node: el('div', { class: 'combo' }, input, list), input };
}
