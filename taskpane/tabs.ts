/**
 * The WAI-ARIA tabs pattern over the page's static tablist: arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the tab order.
 */
export function setUpTabs(list: HTMLElement, onShow: (panelId: string) => void): void {
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const select = (tab: HTMLButtonElement, focus: boolean): void => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
    onShow(tab.getAttribute('aria-controls') ?? '');
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (e: KeyboardEvent) => {
      const i = tabs.indexOf(tab);
      const to =
        e.key === 'ArrowRight'
          ? tabs[(i + 1) % tabs.length]
          : e.key === 'ArrowLeft'
            ? tabs[(i - 1 + tabs.length) % tabs.length]
            : e.key === 'Home'
              ? tabs[0]
              : e.key === 'End'
                ? tabs[tabs.length - 1]
                : null;
      if (to) {
        e.preventDefault();
        select(to, true);
      }
    });
  }
  select(tabs.find((t) => t.getAttribute('aria-selected') === 'true') ?? tabs[0], false);
}
