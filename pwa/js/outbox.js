// The outbox: every move goes through IndexedDB with its Idempotency-Key, and is sent in order.
// Offline, moves wait here and survive a reload; back online, they go out with the same keys,
// so a move the server already took is answered from its record and never played twice.
import {call, Offline} from "./api.js";

const STORE = "outbox";
const RETRY_MS = 4000;
let database;
let flushing = false;
let again = false;
let retryTimer = null;
const listeners = new Set();
const waiting = new Map();

function open() {
  database ||= new Promise((resolve, reject) => {
    const request = indexedDB.open("table-referee", 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, {keyPath: "key"});
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return database;
}

async function run(mode, work) {
  const db = await open();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error);
  });
}

const put = (entry) => run("readwrite", (store) => store.put(entry));
const remove = (key) => run("readwrite", (store) => store.delete(key));

/** This phone's unsent and refused moves, oldest first (of one match, or all). */
export async function entries(matchId) {
  const all = (await run("readonly", (store) => store.getAll())) || [];
  return all.filter((entry) => !matchId || entry.matchId === matchId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Listen to changes: fn({entry, answer}) after a send, fn({}) after anything else. */
export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function notify(change = {}) {
  for (const fn of listeners) fn(change);
}

/** A fresh Idempotency-Key: a move resent with it is never played twice. */
export function newKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Moves go out in the order they were queued, so two queued in the same millisecond (a last line,
// then "done") still get distinct, increasing times.
let lastCreated = 0;

/** Queue a move; resolves {ok, data} or {ok: false, problem} once the server has answered. */
export async function enqueue(matchId, token, body) {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  const entry = {key: newKey(), matchId, token, body, status: "queued", createdAt: lastCreated};
  await put(entry);
  const answered = new Promise((resolve) => waiting.set(entry.key, resolve));
  notify();
  flush();
  return answered;
}

/** Forget a refused move once the player has read why. */
export async function dismiss(key) {
  await remove(key);
  notify();
}

function settle(key, result) {
  waiting.get(key)?.(result);
  waiting.delete(key);
}

function retryLater() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(flush, RETRY_MS);
}

/** Send every waiting move, in order; stop at the first that cannot reach the server. */
export async function flush() {
  if (flushing) { again = true; return; }
  flushing = true;
  try {
    do {
      again = false;
      for (const entry of await entries()) {
        if (entry.status === "refused") continue;
        entry.status = "sending";
        await put(entry);
        notify();
        let answer;
        try {
          answer = await call("POST", `/matches/${entry.matchId}/moves`,
            {token: entry.token, body: entry.body, headers: {"Idempotency-Key": entry.key}});
        } catch (error) {
          if (!(error instanceof Offline)) throw error;
          answer = null;
        }
        if (!answer || answer.status >= 500 || answer.status === 429) {
          entry.status = "queued";  // unreachable or busy: keep it, and its key, for later
          await put(entry);
          notify();
          retryLater();
          return;
        }
        if (answer.ok) {
          await remove(entry.key);
          settle(entry.key, {ok: true, data: answer.data});
        } else {
          entry.status = "refused";
          entry.problem = answer.data;
          await put(entry);
          settle(entry.key, {ok: false, problem: answer.data});
        }
        notify({entry, answer});
      }
    } while (again);
  } finally {
    flushing = false;
  }
}

addEventListener("online", () => flush());
