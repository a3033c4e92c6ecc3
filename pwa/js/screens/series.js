// A series: its table with ratings, events, latest rating moves; for its organiser, new events,
// members, cards, links. Live from its event stream; the hall display is it in large type.
import {call} from "../api.js";
import {button, el, redraw} from "../dom.js";
import {lastKnownChip, recall, remember} from "../last-known.js";
import {watchSeries} from "../live.js";
import {oneSeries, saveSeries} from "../tournaments.js";
import {organiserPanel} from "./series/organiser.js";
import {recentMoves, seriesTable} from "./series/table.js";

export async function show(root, [id, display], {t, navigate, showProblem}) {
  const mine = display ? null : oneSeries(id);
  let view = null;
  let keptAt = null;

  async function load() {
    const answer = await call("GET", `/series/${id}`, {token: mine?.token}).catch(() => null);
    if (!answer) return view || showLastKnown();
    if (!answer.ok) return showProblem(answer.data);
    if (view && keptAt === null && JSON.stringify(answer.data) === JSON.stringify(view)) return;
    view = answer.data;
    keptAt = null;
    remember("series", id, view, {version: view.version});
    if (!mine) saveSeries({id, name: view.name});
    draw();
  }

  async function showLastKnown() {
    const kept = await recall("series", id);
    if (view) return;
    if (!kept) return showProblem({detail: t("offline.never")});
    view = kept.data;
    keptAt = kept.savedAt;
    draw();
  }

  async function act(method, path, body) {
    const answer = await call(method, `/series/${id}${path}`, {token: mine?.token, body})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data, view?.game);
    view = answer.data.members ? answer.data : view;
    draw();
  }

  function draw() {
    if (display) return redraw(root, hall(view, t));
    const s = view.scoring;
    const code = el("input", {id: "series-code", maxlength: 16, autocomplete: "off", dataset: {testid: "series-code"},
      value: mine?.code || ""});
    redraw(root, el("div", {class: "stack", dataset: {testid: "series", version: view.version}},
      el("h1", {}, view.name), lastKnownChip(keptAt),
      el("p", {class: "muted", dataset: {testid: "series-scoring"}}, t(`series.perEvent.${s.per_event}`), " · ",
        s.best ? t("series.bestOf", {n: s.best, m: s.events ?? "—"}) : t("series.allEvents")),
      el("h2", {}, t("series.table")), view.table.length ? seriesTable(view, t) : el("p", {class: "muted"}, t("series.noEvents")),
      // No event yet: the table's own line says so, and an empty heading would only repeat it.
      view.events.length > 0 && [el("h2", {}, t("series.eventsTitle")),
        el("ol", {class: "list", dataset: {testid: "series-events"}}, view.events.map((event) => el("li", {},
          el("a", {class: "button", href: `#/tournament/${event.id}`}, `${event.name} · ${t(`series.status.${event.status}`)}`))))],
      view.recent.length > 0 && el("h2", {}, t("series.recent")), recentMoves(view, t),
      el("h2", {}, t("series.mine")),
      el("label", {for: "series-code"}, t("series.cardCode")),
      el("div", {class: "row"}, code,
        button(t("series.openMine"), "series-open-mine", () => {
          saveSeries({id, name: view.name, code: code.value.trim()});
          navigate(`#/series/${id}/me`);
        })),
      el("div", {class: "row"}, el("a", {class: "button", href: `/api/v1/series/${id}/table.csv`, download: ""}, "CSV"),
        el("a", {class: "button", href: `/api/v1/series/${id}/table.json`, download: ""}, "JSON"),
        el("a", {class: "button", href: `#/series/${id}/display`, dataset: {testid: "series-display"}}, t("series.display"))),
      view.viewer.organiser && organiserPanel(view, t, act, {navigate, showProblem, token: mine?.token})));
  }

  await load();
  const stop = watchSeries(id, load);
  if (display) document.documentElement.requestFullscreen?.().catch(() => null);
  return stop;
}

// The hall's screen (#/series/<id>/display): the table in large type, the latest rating moves and
// the next event, as anyone sees them (members who asked are shown by their initials).
function hall(view, t) {
  const next = view.events.find((event) => event.status !== "finished");
  const planned = view.scoring.events;
  const over = !next && planned !== null && view.events.length >= planned;
  return el("div", {class: "tour-display", dataset: {testid: "series-display-page"}},
    el("h1", {}, view.name),
    el("p", {class: "tour-round", dataset: {testid: "series-next"}},
      next ? t("series.next", {name: next.name, status: t(`series.status.${next.status}`)})
        : t(over ? "series.allPlayed" : "series.noNext", {played: view.events.length, planned: planned ?? "—"})),
    view.table.length ? seriesTable(view, t, {big: true}) : el("p", {}, t("series.noEvents")),
    view.recent.length > 0 && el("h2", {}, t("series.recent")), recentMoves(view, t));
}
