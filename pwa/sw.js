// The service worker. The server fills in VERSION (a hash of the app shell's files), SHELL (what
// opens the app and plays a match offline, in any language), LANGUAGES (each language's own
// files) and LATER (files cached the first time they are fetched), so every change to the shell
// installs a new worker and a new cache.
const VERSION = "__VERSION__";
const SHELL = __SHELL__;
const LANGUAGES = __LANGUAGES__;
const LATER = __LATER__;
const CACHE = `table-referee-${VERSION}`;
const FILES = new Set([...SHELL, ...Object.values(LANGUAGES).flat(), ...LATER]);

/** The phone's language as the page picks it before the player switches (js/i18n.js). */
function phoneLanguage() {
  const lang = (self.navigator.language || "en").slice(0, 2);
  return lang in LANGUAGES ? lang : "en";
}

/** The phone's language, and any an earlier version kept (the player switched to it once): an
 * update keeps what the phone could already show offline. */
async function languagesToKeep() {
  const kept = new Set([phoneLanguage()]);
  for (const name of await caches.keys()) {
    if (!name.startsWith("table-referee-") || name === CACHE) continue;
    const earlier = await caches.open(name);
    for (const lang of Object.keys(LANGUAGES)) {
      if (await earlier.match(`/i18n/${lang}.json`)) kept.add(lang);
    }
  }
  return [...kept];
}

/** Every file of `lang` in the cache, fetching only the missing ones. */
async function keepLanguage(lang) {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const url of LANGUAGES[lang] || []) {
    if (!(await cache.match(url))) missing.push(url);
  }
  await cache.addAll(missing);
}

self.addEventListener("install", (event) => {
  // Awaited: the worker only installs once the shell and the phone's language are cached, so it
  // can open offline. One language, not both: the other is half as much again to download.
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const languages = await languagesToKeep();
    await cache.addAll([...SHELL, ...languages.flatMap((lang) => LANGUAGES[lang])]);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("table-referee-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page names the language it shows (at start, and when the player switches): all of that
// language is kept, so it opens offline later, How to play included.
self.addEventListener("message", (event) => {
  const lang = event.data?.keepLanguage;
  if (lang in LANGUAGES) event.waitUntil(keepLanguage(lang).catch(() => null));
});

/** From the network; one of the app's own files is kept for next time (offline included). A
 * module not precached (a screen that needs the server) is first asked for as the network comes
 * back, when this worker may not have it yet: it is asked again for a few seconds rather than
 * failing the import, which the page would keep failing until a reload. */
async function fetchAndKeep(event) {
  const url = new URL(event.request.url);
  let response;
  for (let attempt = 0; !response; attempt++) {
    try {
      response = await fetch(event.request);
    } catch (error) {
      if (event.request.destination !== "script" || !FILES.has(url.pathname) || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  if (response.ok && !url.search && FILES.has(url.pathname)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)).catch(() => null));
  }
  return response;
}

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
  event.respondWith(caches.match(event.request).then((hit) => hit || fetchAndKeep(event)));
});
