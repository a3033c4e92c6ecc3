// The hall's screen: live standings in large type and the round's clock, redrawn as the
// tournament's event stream says it changed. Anyone may open it; it shows nothing a spectator
// may not see.
import {call} from "../api.js";
import {el, redraw} from "../dom.js";
import {watchTournament} from "../live.js";
import {countdown} from "./tournament/clock.js";
import {standingsTable} from "./tournament/standings.js";

export async function show(root, [id], {t, showProblem}) {
  let clock = null;
  let version = null;
  async function load(announced = null) {
    if (announced !== null && announced === version) return;  // a table's move: standings unchanged
    const answer = await call("GET", `/tournaments/${id}`).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    const view = answer.data;
    if (view.version === version) return;
    version = view.version;
    clock?.stop();
    const round = view.rounds.at(-1);
    clock = round?.deadline_ms && !round.complete ? countdown(t, round.deadline_ms) : null;
    redraw(root, el("div", {class: "tour-display", dataset: {testid: "tour-display-page", version}},
      el("h1", {}, view.name), el("p", {class: "tour-round"}, view.status === "finished"
        ? t("tour.champions", {names: view.champions.map((p) => view.players[p].name).join(", ")})
        : round ? t("tour.roundOf", {n: round.number, of: view.rounds_limit ?? "—"}) : t("tour.registration")),
      clock?.node, standingsTable(view, t, {big: true})));
  }
  await load();
  const stop = watchTournament(id, load);
  document.documentElement.requestFullscreen?.().catch(() => null);
  return () => { stop(); clock?.stop(); };
}
