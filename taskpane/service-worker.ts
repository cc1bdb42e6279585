/**
 * The add-in's service worker (dist/sw.js), registered by the page (offline.ts): Excel desktop keeps
 * computing and the pane keeps opening when the add-in's server or the network is gone. Excel's
 * WebView2 runs service workers like any Chromium.
 *
 * - Install: every file of this build (BUILD.files, office.js and the files it loads included) is
 *   fetched past the HTTP cache into one cache named after the build's content hash.
 * - The page (and every file whose name carries no hash) is network-first, so a new version is used
 *   as soon as the server answers; the cached copy answers when the network fails or is slow.
 * - The files the page names with this build's hash (?v=<hash>) are cache-first: they cannot change.
 * - A file stamped with another build's hash (a newer page met this older worker) comes from the
 *   network only, never from this build's copies: a page never runs with another build's scripts.
 * - Activation removes the caches of earlier builds; the worker takes over open pages at once.
 * Network answers are not written into the cache: it holds one build, complete, as installed.
 *
 * Built by cli/offline-build.ts, which puts `const BUILD = {version, files}` before this script.
 */
export {};

declare const BUILD: { readonly version: string; readonly files: readonly string[] };

// The few service-worker types used (the project compiles against the DOM library, not WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'as400-capacity-planner-';
const CACHE = `${PREFIX}${BUILD.version}`;
/** The folder the worker and the build are served from (the add-in may live under a sub-folder). */
const BASE = new URL('./', location.href);
const PAGE = new URL('taskpane.html', BASE).href;
const PRECACHED = new Set(BUILD.files.map((f) => new URL(f, BASE).href));
/** How long the network may take before a cached copy answers instead (an unreachable server can hang). */
const NETWORK_WAIT_MS = 4000;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PRECACHED].map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

const cached = (key: string): Promise<Response | undefined> => caches.open(CACHE).then((cache) => cache.match(key));

/** The network's answer; the cached copy when the network fails or takes longer than NETWORK_WAIT_MS. */
function networkFirst(request: Request, key: string): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let done = false;
    const fallBack = (why: unknown) =>
      cached(key).then((copy) => {
        if (done) return;
        if (copy) {
          done = true;
          resolve(copy);
        } else if (why !== 'slow') {
          done = true;
          reject(why);
        }
      });
    const timer = setTimeout(() => void fallBack('slow'), NETWORK_WAIT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        if (!done) {
          done = true;
          resolve(response);
        }
      },
      (error: unknown) => {
        clearTimeout(timer);
        void fallBack(error);
      },
    );
  });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== BASE.origin) return;
  const stamp = url.searchParams.get('v');
  url.search = '';
  url.hash = '';
  const key = url.href;
  if (request.mode === 'navigate' || key === PAGE) event.respondWith(networkFirst(request, key));
  else if (stamp === BUILD.version && PRECACHED.has(key)) event.respondWith(cached(key).then((copy) => copy ?? fetch(request)));
  else if (stamp === null && PRECACHED.has(key)) event.respondWith(networkFirst(request, key));
  // Anything else (another build's file, a file this build does not have) goes to the network as usual.
});
