// The hall's screen for a series: its table in large type, the latest rating moves and the next
// event, redrawn as the series' event stream says it changed. Anyone may open it; members who
// asked are shown by their initials, as on every public page.
import {call} from "../api.js";
import {el, redraw} from "../dom.js";
import {watchSeries} from "../live.js";
import {recentMoves, seriesTable} from "./series/table.js";

export async function show(root, [id], {t, showProblem}) {
  let shown = null;
  async function load() {
    const answer = await call("GET", `/series/${id}`).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    const view = answer.data;
    if (JSON.stringify(view) === shown) return;
    shown = JSON.stringify(view);
    const next = view.events.find((event) => event.status !== "finished");
    const planned = view.scoring.events;
    const over = !next && planned !== null && view.events.length >= planned;
    redraw(root, el("div", {class: "tour-display", dataset: {testid: "series-display-page"}},
      el("h1", {}, view.name),
      el("p", {class: "tour-round", dataset: {testid: "series-next"}},
        next ? t("series.next", {name: next.name, status: t(`series.status.${next.status}`)})
          : t(over ? "series.allPlayed" : "series.noNext", {played: view.events.length, planned: planned ?? "—"})),
      view.table.length ? seriesTable(view, t, {big: true}) : el("p", {}, t("series.noEvents")),
      view.recent.length > 0 && el("h2", {}, t("series.recent")), recentMoves(view, t)));
  }
  await load();
  const stop = watchSeries(id, load);
  document.documentElement.requestFullscreen?.().catch(() => null);
  return stop;
}
