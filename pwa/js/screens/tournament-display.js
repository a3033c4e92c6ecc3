// The hall's screen: live standings in large type and the round's clock, refreshed every few
// seconds. Anyone may open it; it shows nothing a spectator may not see.
import {call} from "../api.js";
import {el, redraw} from "../dom.js";
import {countdown} from "./tournament/clock.js";
import {standingsTable} from "./tournament/standings.js";

export async function show(root, [id], {t, showProblem}) {
  let clock = null;
  let version = null;
  async function load() {
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
  const timer = setInterval(load, 5000);
  document.documentElement.requestFullscreen?.().catch(() => null);
  return () => { clearInterval(timer); clock?.stop(); };
}
