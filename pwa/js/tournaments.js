// What this phone keeps about its tournaments and series: the organiser's or the checked-in
// player's token, on the device only, sent only in an Authorization header.
function kept(key) {
  const all = () => {
    try { return JSON.parse(localStorage.getItem(key)) || {}; } catch { return {}; }
  };
  return {
    list: () => Object.values(all()).sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0)),
    one: (id) => all()[id] || null,
    save(entry) {
      const stored = all();
      stored[entry.id] = {...stored[entry.id], ...entry, savedAt: Date.now()};
      localStorage.setItem(key, JSON.stringify(stored));
    },
  };
}

const TOURNAMENTS = kept("tr.tournaments");
const SERIES = kept("tr.series");

export const tournaments = () => TOURNAMENTS.list();
export const tournament = (id) => TOURNAMENTS.one(id);
/** entry: {id, name, token, role: "organiser" | "player", player?} */
export const saveTournament = (entry) => TOURNAMENTS.save(entry);

export const seriesList = () => SERIES.list();
export const oneSeries = (id) => SERIES.one(id);
/** entry: {id, name, token?, code?}: the organiser's token, or a member's card code */
export const saveSeries = (entry) => SERIES.save(entry);
