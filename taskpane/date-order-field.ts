/**
 * The choice every measurement file picker offers: dates like 3/4/2024 read one way in the US and
 * the other in Europe, so they are refused until the planner says which (the CLI's --date-order).
 */
import type { DateOrder } from '../addin/measurements/timestamp';
import { el } from './dom';

export interface DateOrderField {
  readonly node: HTMLElement;
  readonly select: HTMLSelectElement;
  /** The reader's option: the order chosen, or none (ambiguous dates refused). */
  options(): { dateOrder?: DateOrder };
}

export function dateOrderField(id: string): DateOrderField {
  const orderId = `${id}-date-order`;
  const select = el(
    'select',
    { id: orderId },
    el('option', { value: '' }, 'ask (refuse 3/4/2024 as ambiguous)'),
    el('option', { value: 'mdy' }, 'month first, as in the US (3/19/2024)'),
    el('option', { value: 'dmy' }, 'day first (19/3/2024)'),
  );
  const node = el('div', { class: 'field' }, el('label', { for: orderId }, 'Dates with slashes and the year last'), select);
  return {
    node,
    select,
    options: () => (select.value === 'mdy' || select.value === 'dmy' ? { dateOrder: select.value } : {}),
  };
}
