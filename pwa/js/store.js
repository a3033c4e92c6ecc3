// What this phone keeps about its matches: ids, names and tokens. Tokens stay on the device, in
// localStorage, and only ever travel in an Authorization header.
import {forget as forgetLastKnown} from "./last-known.js";

const KEY = "tr.matches";

function all() {
  try { return JSON.parse(localStorage.getItem(KEY)) || {}; } catch { return {}; }
}

export function matches() {
  return Object.values(all()).sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
}

export function match(id) { return all()[id] || null; }

/** entry: {id, game, title, token, seat (null for the host phone), host, names, joinCode, seatTokens?} */
export function save(entry) {
  const stored = all();
  stored[entry.id] = {...stored[entry.id], ...entry, savedAt: Date.now()};
  localStorage.setItem(KEY, JSON.stringify(stored));
  return stored[entry.id];
}

export function forget(id) {
  const stored = all();
  delete stored[id];
  localStorage.setItem(KEY, JSON.stringify(stored));
  forgetLastKnown("match", id);
}
