// The series table: best N of M points, the rating (its conservative ordinal, and mu ± sigma),
// and under each row what put it below the row above, as the standings do.
import {el} from "../../dom.js";

const num = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

export function seriesTable(view, t, {big = false} = {}) {
  const of = (row, step) => (step === "points" ? row.points : row.steps[step]);
  return el("table", {class: `standings${big ? " big" : ""}`, dataset: {testid: "series-table"}},
    el("thead", {}, el("tr", {}, el("th", {}, "#"), el("th", {}, t("tour.player")), el("th", {}, t("tour.points")),
      el("th", {}, t("series.played")), el("th", {}, t("series.rating")))),
    el("tbody", {}, view.table.map((row, i) => {
      const above = view.table[i - 1];
      const why = row.decided_by && above
        ? t("series.whyBelow", {above: row.above_name, step: t(`series.step.${row.decided_by}`),
          theirs: num(of(above, row.decided_by)), mine: num(of(row, row.decided_by))})
        : row.shared ? t("series.shared") : null;
      const counted = row.scores.map((s) => `${num(s.score)}${s.counted ? "" : "×"}`).join(" · ");
      return [
        el("tr", {dataset: {testid: `series-row-${row.member}`}},
          el("td", {}, String(row.rank)), el("td", {}, row.name), el("td", {}, num(row.points)),
          el("td", {}, String(row.played)),
          el("td", {dataset: {testid: `series-rating-${row.member}`}}, row.rating.ordinal.toFixed(1),
            el("small", {class: "muted"}, " ", el("span", {class: "pair"}, `μ ${row.rating.mu.toFixed(1)}`), " ",
              el("span", {class: "pair"}, `± ${row.rating.sigma.toFixed(1)}`)))),
        el("tr", {class: "muted"}, el("td", {colspan: 5, dataset: {testid: `series-why-${row.member}`}},
          [t("series.scores", {scores: counted}), why].filter(Boolean).join(" "))),
      ];
    })));
}

export function recentMoves(view, t) {
  if (!view.recent.length) return null;
  return el("ul", {class: "list", dataset: {testid: "series-recent"}}, view.recent.map((move) => el("li", {},
    t("series.move", {name: move.name, event: move.event, round: move.round, table: move.table,
      change: `${move.change >= 0 ? "+" : "−"}${Math.abs(move.change).toFixed(1)}`, ordinal: move.after.ordinal.toFixed(1)}))));
}
