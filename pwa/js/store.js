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

/** entry: {id, game, title, token, seat, host, names, joinCode, seatTokens?}. `seat` is the seat this
 * phone plays, null for a host phone that plays none; a host who plays keeps {host: true, seat: N}
 * with its one host token, which carries both the host's rights and that seat's. */
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
