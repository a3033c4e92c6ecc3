// The solo 2P6C dashboard: profile, history and chart (quick logs marked), a game to play or one
// played on paper to log quickly (solo-quick.js), communities, the learning deck, and the profile
// deleted with everything of it. A community's code entered on the home screen (#community=CODE)
// joins it, once this phone has a profile.
import {call, game} from "../api.js";
import {append, el, replace} from "../dom.js";
import {tn} from "../i18n.js";
import {askFirst} from "../components/ask-first.js";
import {lineChart} from "../components/totals-chart.js";
import {matches, save} from "../store.js";
import {forgetProfile, profile, saveProfile, soloCall} from "../profile.js";

const DECK_SIZE = 54;

export async function show(root, [joinCode], {t, navigate, showProblem}) {
  const mine = profile();
  if (mine && joinCode) {
    const joined = await soloCall("POST", "/communities/join", {body: {code: joinCode}}, showProblem, t);
    if (joined) return navigate(`#/solo/community/${joined.id}`);
  }
  const deck = [el("h2", {}, t("solo.deck")), await learningDeck(t, showProblem)];
  if (!mine) {
    // Made here, the profile goes on to join the community whose code led here.
    append(root, el("h1", {}, t("solo.title")), signUp(t, showProblem, navigate, joinCode && `#community=${joinCode}`), deck);
    return;
  }
  const history = await soloCall("GET", "/players/me/results", {}, showProblem, t);
  if (!history) return;
  const communities = (await soloCall("GET", "/players/me/communities", {}, showProblem, t)) || [];
  const recorded = new Set(history.results.map((result) => result.match_id));
  const deleted = () => replace(root, el("h1", {}, t("solo.title")),
    el("p", {role: "status", "data-testid": "solo-deleted"}, t("solo.deleted")), signUp(t, showProblem, navigate), deck);
  append(root, el("h1", {}, t("solo.title")),
    el("p", {class: "muted", "data-testid": "solo-name"}, t("solo.signedIn", {name: mine.name})),
    startSolo(mine, t, showProblem, navigate),
    el("div", {class: "stack"}, el("a", {class: "button", href: "#/solo/quick", "data-testid": "solo-quick-open"}, t("solo.quick")),
      el("p", {class: "help"}, t("solo.quickOffer"))),
    toRecord(recorded, t, showProblem, navigate),
    el("h2", {}, t("solo.history")), historyTable(history, t), measures(t),
    el("h2", {}, t("solo.communities")), communityList(communities, t, showProblem, navigate), deck,
    el("h2", {}, t("solo.profile")), el("p", {class: "help"}, t("solo.deleteHelp")),
    askFirst({label: t("solo.delete"), question: t("solo.deleteAsk", {name: mine.name}), yes: t("solo.deleteYes"),
      no: t("solo.cancel"), testid: "solo-delete", onYes: async () => {
        if (!await soloCall("DELETE", "/players/me", {}, showProblem, t)) return;
        forgetProfile();
        deleted();
      }}));
}

function signUp(t, showProblem, navigate, next = "#/solo") {
  const name = el("input", {id: "solo-name", maxlength: 40, autocomplete: "nickname", "data-testid": "solo-name-input"});
  const token = el("input", {id: "solo-token", autocomplete: "off", "data-testid": "solo-token-input"});
  const create = async () => {
    const answer = await call("POST", "/2p6c/players", {body: {name: name.value.trim()}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    saveProfile(answer.data);
    navigate(next);
  };
  // A profile made on another phone comes back with its token.
  const restore = async () => {
    const answer = await call("GET", "/2p6c/players/me", {token: token.value.trim()}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    saveProfile({...answer.data, token: token.value.trim()});
    navigate(next);
  };
  return el("div", {class: "stack"}, el("p", {class: "help"}, t("solo.intro")),
    el("label", {for: "solo-name"}, t("solo.name")), name,
    el("button", {class: "primary", type: "button", "data-testid": "solo-create", onclick: create}, t("solo.create")),
    el("details", {}, el("summary", {}, t("solo.restore")),
      el("label", {for: "solo-token"}, t("solo.token")), token,
      el("button", {type: "button", onclick: restore}, t("solo.restoreGo"))));
}

/** A solo 2P6C match at the standard rules, this phone playing its one seat: one tap to the table. */
function startSolo(mine, t, showProblem, navigate) {
  const start = async (event) => {
    event.target.disabled = true;
    const players = [mine.name];
    const answer = await call("POST", "/matches", {body: {game: "2p6c", players, options: {}, host_seat: 0}})
      .catch(() => null);
    event.target.disabled = false;
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")}, "2p6c");
    const created = answer.data;
    const {title} = await game("2p6c");
    save({id: created.id, game: "2p6c", title, token: created.host_token, seat: 0,
      host: true, names: players, joinCode: created.join_code});
    navigate(`#/match/${created.id}`);
  };
  return el("div", {class: "stack"},
    el("button", {type: "button", class: "primary", "data-testid": "solo-start", onclick: start}, t("solo.start")),
    el("p", {class: "help"}, t("solo.startHelp")));
}

/** MLR, FTS and the Ultimate Index in words: a new solo player meets them in the history. */
const measures = (t) => el("details", {"data-testid": "solo-measures"}, el("summary", {}, t("solo.measures")),
  el("ul", {}, ["solo.mlr", "solo.fts", "solo.uinHelp"].map((key) => el("li", {}, t(key)))));

/** This phone's solo 2P6C matches that are not in the history yet, each one tap from it. */
function toRecord(recorded, t, showProblem, navigate) {
  const solo = matches().filter((m) => m.game === "2p6c" && m.names?.length === 1 && !recorded.has(m.id));
  if (!solo.length) return null;
  return el("div", {class: "stack"}, el("h2", {}, t("solo.toRecord")),
    el("ul", {class: "list"}, solo.map((m) => el("li", {class: "row"},
      el("span", {class: "grow"}, new Date(m.savedAt).toLocaleString()),
      el("button", {type: "button", class: "primary", "data-testid": `solo-record-${m.id}`,
        onclick: async () => {
          const seatToken = await seatZeroToken(m, t, showProblem);
          if (!seatToken) return;
          const done = await soloCall("POST", "/players/me/results",
            {body: {match_id: m.id, seat_token: seatToken}}, showProblem, t);
          if (done) navigate("#/solo");
        }}, t("solo.record"))))));
}

// Recording proves the match is yours with seat 0's token. A phone that made the match on the
// create screen holds only the host token, so it claims seat 0 with the match's join code first.
async function seatZeroToken(entry, t, showProblem) {
  if (entry.seat === 0) return entry.token;
  if (entry.seatTokens?.[0]) return entry.seatTokens[0];
  const answer = await call("POST", "/join", {body: {code: entry.joinCode, seat: 0}}).catch(() => null);
  if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
  save({id: entry.id, seatTokens: {0: answer.data.token}});
  return answer.data.token;
}

function historyTable({results, chart}, t) {
  if (!results.length) return el("p", {class: "muted"}, t("solo.none"));
  // The chart is drawn to 2 decimals, as a UIN is displayed, so its legend reads like the table.
  const best = results.reduce((top, r) => (top && top.uin >= r.uin ? top : r), null);
  const shown = (value) => Number(value.toFixed(2));
  // One point makes no line: the chart waits for a second match.
  return [
    results.length > 1 && lineChart({lines: [chart.uin.map(shown), chart.best_uin.map(shown)], names: [t("solo.uin"), t("solo.best")],
      ticks: results.map((_, i) => String(i + 1)), axis: "#",
      label: t("solo.chart", {count: results.length, best: best.uin_display})}),
    el("table", {"data-testid": "solo-history"},
      el("thead", {}, el("tr", {}, [t("solo.when"), "MLR", "FTS", t("solo.uin")].map((h) => el("th", {}, h)))),
      el("tbody", {}, [...results].reverse().map((r) => el("tr", {"data-testid": `solo-result-${r.match_id}`},
        el("td", {}, new Date(r.finished_at).toLocaleDateString(),
          r.depth === "quick" && [el("br"), el("small", {class: "muted"}, t("solo.depth.quick"))]),
        el("td", {}, r.mlr_display), el("td", {}, String(r.fts)), el("td", {}, r.uin_display))))),
  ];
}

function communityList(communities, t, showProblem, navigate) {
  const code = el("input", {id: "solo-join", maxlength: 16, autocapitalize: "characters", autocomplete: "off",
    placeholder: "ABC-123", "data-testid": "solo-join-code"});
  const name = el("input", {id: "solo-cname", maxlength: 40, "data-testid": "solo-community-name"});
  const kind = el("select", {id: "solo-kind", "data-testid": "solo-community-kind"},
    ["virtual", "regional"].map((k) => el("option", {value: k}, t(`solo.kind.${k}`))));
  const region = el("input", {id: "solo-region", maxlength: 80});
  const open = (community) => community && navigate(`#/solo/community/${community.id}`);
  return el("div", {class: "stack"},
    communities.length
      ? el("ul", {class: "list"}, communities.map((c) => el("li", {},
          el("a", {class: "button", href: `#/solo/community/${c.id}`, "data-testid": `solo-community-${c.code}`},
            `${c.name} · ${tn("solo.members", c.members)}`))))
      : el("p", {class: "muted"}, t("solo.noCommunity")),
    el("label", {for: "solo-join"}, t("solo.joinCode")),
    el("div", {class: "row"}, el("div", {class: "grow"}, code),
      el("button", {type: "button", "data-testid": "solo-join", onclick: async () =>
        open(await soloCall("POST", "/communities/join", {body: {code: code.value.trim()}}, showProblem, t))},
      t("solo.join"))),
    el("details", {}, el("summary", {"data-testid": "solo-new-community"}, t("solo.newCommunity")),
      el("label", {for: "solo-cname"}, t("solo.communityName")), name,
      el("label", {for: "solo-kind"}, t("solo.kind")), kind,
      el("label", {for: "solo-region"}, t("solo.region")), region,
      el("button", {type: "button", class: "primary", "data-testid": "solo-community-create", onclick: async () =>
        open(await soloCall("POST", "/communities", {body: {name: name.value.trim(), kind: kind.value,
          ...(region.value.trim() ? {region: region.value.trim()} : {})}}, showProblem, t))},
      t("solo.createCommunity"))));
}

// The learning deck (2P6C screen's storage), once whole, is stored as a deck definition.
async function learningDeck(t, showProblem) {
  const {learned} = await import("../games/2p6c/cards.js");
  const cards = learned();
  const box = el("div", {class: "stack"});
  const saveDeck = async () => {
    const deck = {deck_id: `learned-${Date.now().toString(36)}`, name: t("solo.deckName"), card_count: DECK_SIZE,
      cards: cards.map((card, i) => ({code: String(i + 1).padStart(2, "0"), ...card}))};
    const answer = await call("POST", "/2p6c/decks", {body: deck}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    append(box, el("p", {role: "status", "data-testid": "solo-deck-saved"}, t("solo.deckSaved", {id: answer.data.id})));
  };
  return replace(box, el("p", {"data-testid": "solo-deck-count"}, t("solo.deckCount", {count: cards.length, size: DECK_SIZE})),
    el("button", {type: "button", disabled: cards.length !== DECK_SIZE, "data-testid": "solo-deck-save", onclick: saveDeck},
      t("solo.deckSave")),
    cards.length > DECK_SIZE ? el("p", {class: "help"}, t("solo.deckTooMany")) : null);
}
