// The score sheet: per round, totals, and a chart of the totals (the game's own, if it has one).
import {append, el} from "../dom.js";
import {loadGame} from "../games.js";
import {t} from "../i18n.js";
import {lastKnownChip} from "../last-known.js";
import {matchView} from "../match-view.js";
import {match} from "../store.js";
import {tabs} from "./table.js";

export async function show(root, [id], {showProblem}) {
  const entry = match(id);
  if (!entry) return append(root, el("p", {}, t("table.unknown")));
  const module = await loadGame(entry.game);
  const {view, keptAt, problem} = await matchView(id, entry.token);
  if (problem) return showProblem(problem);
  append(root, tabs(id, entry, "scores"), el("div", {class: "row"}, el("h1", {class: "grow"}, t("scores.title")),
    lastKnownChip(keptAt)),
    module.scoreSheet ? module.scoreSheet(view, t, {heading: false}) : genericSheet(view, module.totalsMeaning?.(view, t)),
    view.result?.solo ? el("p", {}, el("a", {class: "button primary", href: "#/solo", dataset: {testid: "scores-solo"}},
      t("scores.solo"))) : null,
    el("p", {}, el("a", {class: "button", href: `/api/v1/matches/${id}/export.csv`, onclick: (event) => {
      event.preventDefault();
      download(id, entry.token).catch(() => showProblem({detail: t("net.needed")}));
    }}, t("scores.csv"))));
}

/** Numbers as the game writes them where it gives a written form (`totals_display`: "5½"); under
 * the game's words for what its totals count, when it has them (`totalsMeaning`). */
function genericSheet(view, meaning) {
  const names = view.seats.map((seat) => seat.name);
  return el("table", {},
    meaning && el("caption", {dataset: {testid: "scores-meaning"}}, meaning),
    el("thead", {}, el("tr", {}, el("th", {}, t("scores.round")), names.map((name) => el("th", {}, name)))),
    el("tbody", {}, (view.scores.rounds || []).map((round) => el("tr", {}, el("td", {}, round.label),
      round.scores.map((score, seat) => el("td", {}, round.scores_display?.[seat] ?? score ?? "–")))),
    el("tr", {}, el("th", {}, t("scores.total")),
      view.scores.totals.map((total, seat) => el("th", {}, view.scores.totals_display?.[seat] ?? total)))));
}

// The export needs the token in a header, so it is fetched and saved from a blob.
async function download(id, token) {
  const response = await fetch(`/api/v1/matches/${id}/export.csv`, {headers: {Authorization: `Bearer ${token}`}});
  const link = el("a", {href: URL.createObjectURL(await response.blob()), download: `${id}.csv`});
  link.click();
}
