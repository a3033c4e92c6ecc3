// Home: start a match (any game one tap from its create screen), enter any code (a match's, a
// check-in or series card's, a link: js/codes.js), or go back to one of this phone's matches (a finished one one tap from playing again); every game's How to play;
// solo 2P6C; organisers' tournaments and deck definitions for Cold War.
import {games} from "../api.js";
import {append, el, replace} from "../dom.js";
import {againButton} from "../components/play-again.js";
import {matches} from "../store.js";
import {seriesList, tournaments} from "../tournaments.js";

export async function show(root, _params, {t, navigate, showProblem}) {
  const mine = matches();
  const quick = el("nav", {class: "quick-start", "aria-label": t("home.quick")});
  append(root,
    el("h1", {}, t("home.title")),
    el("div", {class: "row"}, el("a", {class: "button primary grow", href: "#/create", dataset: {testid: "home-create"}},
      t("home.new"))),
    codeField({t, navigate, showProblem}),
    quick,
    // A solo game played on paper is logged from here in one tap, without scrolling past the lists.
    el("a", {class: "button", href: "#/solo/quick", dataset: {testid: "home-solo-quick"}}, t("home.soloQuick")),
    el("h2", {}, t("home.mine")),
    mine.length
      ? el("ul", {class: "list"}, mine.map((m) => el("li", {class: "row"},
          el("a", {class: "button grow", href: `#/match/${m.id}`},
            [m.title, m.host && t("home.host"), m.names?.[m.seat]].filter(Boolean).join(" · "),
            // Two matches of one game apart: who plays, and when this phone last had it.
            el("small", {class: "muted"}, [m.names?.join(", "), m.savedAt && new Date(m.savedAt)
              .toLocaleString(document.documentElement.lang || undefined, {dateStyle: "medium", timeStyle: "short"})]
              .filter(Boolean).join(" · "))),
          // A finished match is one tap from the next one with the same table.
          m.finished && !m.next && againButton(m.id, {navigate, showProblem, t}, {dataset: {testid: `home-again-${m.id}`},
            "aria-label": t("home.againOf", {title: m.title, names: m.names?.join(", ")})}))))
      : el("p", {class: "muted"}, t("home.none")),
    howToPlay(t),
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
  // The games come from the catalogue (or, offline, the copy this phone kept of it); without
  // either the home screen draws all the same, and New match says it needs the server.
  games().then((catalogue) => replace(quick,
    el("p", {class: "muted"}, t("home.quick")),
    el("ul", {class: "chips"}, catalogue.map((game) => el("li", {},
      el("a", {class: "button", href: `#/create/${game.slug}`, dataset: {testid: `home-game-${game.slug}`}}, game.title))))))
    .catch(() => null);
}

/** One field for every code (a match's, a check-in or series card's, a community's, a hand-off) or
 * any of the app's links pasted whole. What reads it is loaded on use, outside the opening's budget. */
function codeField(context) {
  const input = el("input", {id: "home-code", class: "grow", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", enterkeyhint: "go", maxlength: 300, "aria-describedby": "home-code-help",
    dataset: {testid: "home-code"}});
  const go = async (event) => {
    event.preventDefault();
    if (input.value.trim()) (await import("../codes.js")).openCode(input.value, context);
  };
  return el("form", {class: "row", onsubmit: go},
    el("label", {for: "home-code", class: "full"}, context.t("home.code")),
    input, el("button", {type: "submit", dataset: {testid: "home-code-go"}}, context.t("home.codeGo")),
    el("p", {id: "home-code-help", class: "help full"}, context.t("home.codeHelp")));
}

/** A link to each game's How to play, once the catalogue (or, offline, the copy this phone kept of
 * it) names the games; a phone that never saw it offline shows no list rather than an empty one. */
function howToPlay(t) {
  const list = el("ul", {class: "howto-games", dataset: {testid: "home-howto"}});
  const section = el("section", {hidden: true}, el("h2", {}, t("home.howto")), list);
  games().then((catalogue) => {
    replace(list, catalogue.map((game) => el("li", {}, el("a", {class: "button", href: `#/rules/${game.slug}`,
      dataset: {testid: `home-howto-${game.slug}`}}, game.title))));
    section.hidden = false;
  }).catch(() => null);
  return section;
}
