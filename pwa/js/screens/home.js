// Home: start a match, join one, or go back to one of this phone's matches; solo 2P6C; organisers'
// tournaments and deck definitions for Cold War.
import {append, el} from "../dom.js";
import {matches} from "../store.js";
import {seriesList, tournaments} from "../tournaments.js";

export async function show(root, _params, {t}) {
  const mine = matches();
  append(root,
    el("h1", {}, t("home.title")),
    el("div", {class: "row"},
      el("a", {class: "button primary grow", href: "#/create", dataset: {testid: "home-create"}}, t("home.new")),
      el("a", {class: "button grow", href: "#/join", dataset: {testid: "home-join"}}, t("home.join"))),
    el("h2", {}, t("home.mine")),
    mine.length
      ? el("ul", {class: "list"}, mine.map((m) => el("li", {},
          el("a", {class: "button", href: `#/match/${m.id}`},
            [m.title, m.host && t("home.host"), m.names?.[m.seat]].filter(Boolean).join(" · "),
            // Two matches of one game apart: who plays, and when this phone last had it.
            el("small", {class: "muted"}, [m.names?.join(", "), m.savedAt && new Date(m.savedAt)
              .toLocaleString(document.documentElement.lang || undefined, {dateStyle: "medium", timeStyle: "short"})]
              .filter(Boolean).join(" · "))))))
      : el("p", {class: "muted"}, t("home.none")),
    el("h2", {}, t("home.solo")),
    el("a", {class: "button", href: "#/solo", dataset: {testid: "home-solo"}}, t("home.soloOpen")),
    el("h2", {}, t("home.organisers")),
    el("div", {class: "row"},
      el("a", {class: "button", href: "#/tournaments/new", dataset: {testid: "home-tournament"}}, t("tour.new")),
      el("a", {class: "button", href: "#/series/new", dataset: {testid: "home-series"}}, t("series.new")),
      el("a", {class: "button", href: "#/cold-war/decks", dataset: {testid: "home-cold-war-decks"}}, t("home.coldWarDecks"))),
    tournaments().length > 0 && el("ul", {class: "list"}, tournaments().map((x) => el("li", {},
      el("a", {class: "button", href: `#/tournament/${x.id}`}, `${x.name} · ${t(`tour.role.${x.role}`)}`)))),
    seriesList().length > 0 && el("ul", {class: "list", dataset: {testid: "home-series-list"}}, seriesList().map((x) => el("li", {},
      el("a", {class: "button", href: `#/series/${x.id}`}, `${x.name} · ${t("series.one")}`)))));
}
