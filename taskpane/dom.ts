/**
 * The only way the pane makes elements: attributes with setAttribute and text with textContent,
 * never markup from strings, so no catalog text or cell value can ever become HTML.
 */
export type Child = Node | string | null | undefined | false;
export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** Ids unique in the page, for label/aria wiring. */
let next = 0;
export const uid = (prefix: string): string => `${prefix}-${++next}`;

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node as T;
}
