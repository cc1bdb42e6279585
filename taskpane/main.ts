/**
 * The task pane's entry. Its bundle depends on the functions bundle (webpack dependOn), so the
 * adapters, the catalog and the core are the modules the shared runtime already initialised.
 * The Build tab is made at start; Functions and Catalog when first opened, to keep start-up short.
 */
import { buildView } from './build-view';
import { catalogView } from './catalog-view';
import { byId } from './dom';
import { functionsView } from './functions-view';
import { keepOffline } from './offline';
import { loadSeparators } from './separators';
import { setUpTabs } from './tabs';
import { applyOfficeTheme } from './theme';
import { officeHost, type Host } from './writer';

async function start(info: { host: Office.HostType | string | null }): Promise<void> {
  const inExcel = String(info.host) === 'Excel';
  const host = (): Host | null => (inExcel ? officeHost() : null);
  applyOfficeTheme();
  // Before the form is made: its numbers are shown and read as the planner's Excel writes them.
  await loadSeparators(host());
  byId('host-status').textContent = inExcel ? '' : 'Open this pane from Excel to build sheets and insert formulas; until then you can browse.';
  buildView(byId('panel-build'), host);
  const functions = functionsView(byId('panel-functions'), host);
  let catalogMade = false;
  setUpTabs(byId('tabs'), (panel) => {
    if (panel === 'panel-functions') void functions.load();
    if (panel === 'panel-catalog' && !catalogMade) {
      catalogMade = true;
      catalogView(byId('panel-catalog'), host);
    }
  });
  document.body.dataset.ready = 'true';
  performance.mark('pane-interactive');
}

Office.onReady((info) => void start(info));
keepOffline();
