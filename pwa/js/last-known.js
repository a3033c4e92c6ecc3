// The last known state: what this phone last saw of a match (the view the server gave this
// phone's own token, nothing more), of a game's catalogue entry and of a tournament, kept in
// IndexedDB so that a screen opened once opens again without network. The service worker never
// answers the API: these copies come back only through here, and screens label them as last known.
//
// Keyed "<kind>/<id>/<language>" (a view's messages are in one language). Nothing here rejects:
// without IndexedDB (a private window) a phone has no last known state.
import {el} from "./dom.js";
import {language, t} from "./i18n.js";

const NAME = "table-referee-last-known";
const STORE = "views";
let database;

function open() {
  database ||= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, {keyPath: "key"});
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

async function run(mode, work) {
  try {
    const db = await open();
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      let result;
      work(transaction.objectStore(STORE), (value) => { result = value; });
      transaction.oncomplete = () => resolve(result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } catch {
    return null;
  }
}

const key = (kind, id, lang = "") => `${kind}/${id}/${lang}`;
const prefix = (kind, id) => IDBKeyRange.bound(`${kind}/${id}/`, `${kind}/${id}/\uffff`);

/** Keep `data` as the last known `kind` `id` (in `lang`), unless a newer version is kept already:
 * a slow answer, or another tab's, never replaces what the phone saw later. */
export function remember(kind, id, data, {lang = "", version = null} = {}) {
  return run("readwrite", (store) => {
    const request = store.get(key(kind, id, lang));
    request.onsuccess = () => {
      const kept = request.result;
      if (kept && version !== null && kept.version !== null && kept.version > version) return;
      store.put({key: key(kind, id, lang), kind, id, lang, version, data, savedAt: Date.now()});
    };
  });
}

/** The last known `kind` `id`: {data, version, savedAt, lang}, or null. The newest version kept,
 * in `lang` when that language has it: a later state in the other language beats an older one. */
export function recall(kind, id, {lang = ""} = {}) {
  return run("readonly", (store, done) => {
    const request = store.getAll(prefix(kind, id));
    request.onsuccess = () => {
      const copies = request.result || [];
      const rank = (a, b) => ((b.version ?? 0) - (a.version ?? 0)) || ((b.lang === lang) - (a.lang === lang))
        || (b.savedAt - a.savedAt);
      done(copies.sort(rank)[0] || null);
    };
  });
}

/** Forget every copy of `kind` `id` (a match this phone left, a seat another phone took). */
export function forget(kind, id) {
  return run("readwrite", (store) => { store.delete(prefix(kind, id)); });
}

/** Forget the copies of `kind` whose id is not among `ids`: what the phone no longer keeps
 * (its list of matches or tournaments) leaves nothing behind here either. */
export function keepOnly(kind, ids) {
  const wanted = new Set(ids);
  return run("readwrite", (store) => {
    const request = store.getAllKeys(IDBKeyRange.bound(`${kind}/`, `${kind}/\uffff`));
    request.onsuccess = () => {
      for (const stored of request.result || []) {
        if (!wanted.has(stored.slice(kind.length + 1, stored.lastIndexOf("/")))) store.delete(stored);
      }
    };
  });
}

/** The label of a last known view: when this phone kept it (nothing for a live view). */
export function lastKnownChip(keptAt) {
  if (keptAt === null) return null;
  return el("span", {class: "chip queued", dataset: {testid: "last-known"}},
    t("offline.lastKnown", {time: new Date(keptAt).toLocaleString(language())}));
}
