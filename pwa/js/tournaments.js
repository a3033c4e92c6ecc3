// What this phone keeps about its tournaments: the organiser's or the checked-in player's token,
// on the device only, sent only in an Authorization header.
const KEY = "tr.tournaments";

function all() {
  try { return JSON.parse(localStorage.getItem(KEY)) || {}; } catch { return {}; }
}

export const tournaments = () => Object.values(all()).sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
export const tournament = (id) => all()[id] || null;

/** entry: {id, name, token, role: "organiser" | "player", player?} */
export function saveTournament(entry) {
  const stored = all();
  stored[entry.id] = {...stored[entry.id], ...entry, savedAt: Date.now()};
  localStorage.setItem(KEY, JSON.stringify(stored));
}
