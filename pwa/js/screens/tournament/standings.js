// Standings that explain themselves: each row opens to show its value at every step of the
// tiebreak chain and the step that put it below the row above.
import {el} from "../../dom.js";

const value = (v) => (Array.isArray(v) ? v.filter((x) => x.wins).map((x) => `${x.points}×${x.wins}`).join(" ") || "—" : String(v));

export function standingsTable(view, t, {big = false} = {}) {
  return el("table", {class: `standings${big ? " big" : ""}`, dataset: {testid: "tour-standings"}},
    el("thead", {}, el("tr", {}, el("th", {}, "#"), el("th", {}, t("tour.player")), el("th", {}, t("tour.points")),
      el("th", {}, t("tour.played")))),
    el("tbody", {}, view.standings.map((row) => [
      el("tr", {dataset: {testid: `tour-row-${row.player}`}, class: row.dropped ? "muted" : ""},
        el("td", {}, row.shared ? `=${row.rank}` : String(row.rank)), el("td", {}, row.name), el("td", {}, String(row.points)),
        el("td", {}, String(row.played))),
      big ? null : el("tr", {class: "why"}, el("td", {colspan: 4}, el("details", {}, el("summary", {dataset: {testid: `tour-why-${row.player}`}}, t("tour.why")),
        el("p", {dataset: {testid: `tour-why-text-${row.player}`}}, why(row, view.standings, t)),
        el("ul", {}, Object.entries(row.steps).map(([step, v]) => el("li", {}, `${t(`tour.step.${step}`)}: ${value(v)}`))))))])));
}

/** Why a row sits where it does: the step that put it below the row above, with both values. */
function why(row, rows, t) {
  if (row.above_name == null) return t("tour.whyFirst", {points: row.points});
  if (row.shared) return t("tour.whyShared", {above: row.above_name});
  const above = rows.find((other) => other.player === row.above);
  const of = (r) => value(row.decided_by === "points" ? r.points : r.steps[row.decided_by]);
  return t("tour.whyBelow", {above: row.above_name, step: t(`tour.step.${row.decided_by}`), theirs: of(above), mine: of(row)});
}
