// Whether this phone can reach the server now: the browser's own idea (navigator.onLine) and how
// the last API call went, since a phone can be "online" on a network with no way to the server.
let reached = true;
const listeners = new Set();

export const connected = () => navigator.onLine && reached;

/** Listen to changes of connected(); returns the way to stop listening. */
export function onNetwork(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function notify() {
  for (const fn of listeners) fn(connected());
}

/** The API client reports each call: answered (true) or not reached at all (false). */
export function reachedServer(ok) {
  if (ok === reached) return;
  reached = ok;
  notify();
}

// Back online, the next call decides; until then the phone is taken at its word.
addEventListener("online", () => { reached = true; notify(); });
addEventListener("offline", notify);
