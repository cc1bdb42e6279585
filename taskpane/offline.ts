/**
 * Keeps a copy of this build in the browser (service-worker.ts), so that Excel desktop opens the
 * pane and computes the AS400 functions when the add-in's server or the network is gone. Registered
 * once the page has loaded, so it costs the pane's start-up nothing. Where the browser has no
 * service workers, or refuses one (a blocked or untrusted context), the add-in simply needs its
 * server, as without this.
 */
export function keepOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').catch(() => undefined);
  });
}
