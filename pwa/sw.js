// The service worker. The server fills in VERSION (a hash of the app shell's files) and SHELL
// (their paths), so every change to the shell installs a new worker and a new cache.
const VERSION = "__VERSION__";
const SHELL = __SHELL__;
const CACHE = `table-referee-${VERSION}`;

self.addEventListener("install", (event) => {
  // Awaited: the worker only installs once the whole shell is cached, so it can open offline.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("table-referee-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  // The API is never answered from a cache: a phone must never act on a stale match.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (event.request.method !== "GET") return;
  if (event.request.mode === "navigate") {
    // The page itself: fresh when online, the cached shell when not.
    event.respondWith(fetch(event.request).catch(() => caches.match("/", {ignoreSearch: true})));
    return;
  }
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request)));
});
