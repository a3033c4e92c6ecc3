// A member's own page, opened with their series card's code: every event they played (place,
// score, counted or not), their rating and what each table did to it, and whether public pages
// show them by their initials.
import {call} from "../api.js";
import {lineChart} from "../components/totals-chart.js";
import {button, el, redraw} from "../dom.js";
import {oneSeries, saveSeries} from "../tournaments.js";

export async function show(root, [id], {t, navigate, showProblem}) {
  const kept = oneSeries(id);
  if (!kept?.code) return navigate(`#/series/${id}`);
  async function load(initialsOnly = null) {
    const answer = await call("POST", `/series/${id}/me`, {body: {code: kept.code, initials_only: initialsOnly}})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data);
    saveSeries({id, code: kept.code});
    draw(answer.data);
  }
  function draw(me) {
    const r = me.rating;
    redraw(root, el("div", {class: "stack", dataset: {testid: "series-me"}},
      el("h1", {}, me.name),
      el("p", {dataset: {testid: "series-me-rating"}}, t("series.myRating", {ordinal: r.ordinal.toFixed(1), mu: r.mu.toFixed(1), sigma: r.sigma.toFixed(1)})),
      me.row && el("p", {dataset: {testid: "series-me-rank"}}, t("series.myRank", {rank: me.row.rank, points: me.row.points})),
      el("h2", {}, t("series.eventsTitle")),
      el("ul", {class: "list", dataset: {testid: "series-me-events"}}, me.events.map((event) => el("li", {},
        t("series.myEvent", {name: event.name, place: event.place, score: event.score}) + (event.counted ? "" : ` ${t("series.dropped")}`)))),
      el("h2", {}, t("series.ratingHistory")),
      me.history.length > 0 && el("div", {dataset: {testid: "series-me-chart"}}, lineChart({
        lines: [[0, ...me.history.map((change) => Math.round(change.after.ordinal * 10) / 10)]],
        names: [t("series.rating")], ticks: ["", ...me.history.map((_, i) => String(i + 1))],
        axis: t("series.tableShort"), label: t("series.chartLabel", {ordinal: r.ordinal.toFixed(1), tables: me.history.length})})),
      el("ol", {class: "list", dataset: {testid: "series-me-history"}}, me.history.map((change) => el("li", {},
        t("series.change", {event: change.event, round: change.round, table: change.table, place: change.place,
          change: `${change.change >= 0 ? "+" : "−"}${Math.abs(change.change).toFixed(1)}`, ordinal: change.after.ordinal.toFixed(1)})))),
      el("label", {class: "row"}, el("input", {type: "checkbox", checked: me.initials_only, dataset: {testid: "series-initials"},
        onchange: (e) => load(e.target.checked)}), t("series.initialsOnly")),
      button(t("series.back"), "series-back", () => navigate(`#/series/${id}`))));
  }
  await load();
}
