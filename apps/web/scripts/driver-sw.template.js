/*
 * The driver app's service worker (issue 9, item 6; docs/decisions/0028-driver-app-offline.md).
 * Built by scripts/driver-pwa.mjs, which fills in the build's version and the files the driver app
 * needs; registered by the driver layout with scope /driver, so it controls no other page.
 * - /driver opens without a connection: a navigation goes to the network first, and falls back to
 *   the app shell kept at install.
 * - Hashed files under /assets/ come from the cache, else the network (and are kept).
 * - /api, /uploads and /dev are never answered from a cache: the worker does not touch them.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `vm-driver-${VERSION}`;
const SHELL = '/driver';
const NAVIGATION_TIMEOUT_MS = 6000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('vm-driver-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const neverCached = (url) => url.origin !== self.location.origin || /^\/(api|uploads|dev)(\/|$)/.test(url.pathname);

function keep(request, response) {
  if (!response.ok) return;
  const copy = response.clone();
  caches.open(CACHE).then((cache) => cache.put(request, copy));
}

/** The network, unless it fails or takes too long (a connection that hangs), then the kept shell. */
function navigate(request) {
  const network = fetch(request).then((response) => {
    if (new URL(request.url).pathname === SHELL) keep(SHELL, response);
    return response;
  });
  const late = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  const shell = () => caches.match(SHELL).then((hit) => hit ?? network);
  return Promise.race([network, late.then(shell)]).catch(shell);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (neverCached(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            keep(request, response);
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(fetch(request).catch(() => caches.match(request).then((hit) => hit ?? Response.error())));
});
