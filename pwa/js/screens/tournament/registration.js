// The organiser's registration: every player with their code and check-in, a check-in again from
// another phone, drops, late entries, and two players kept apart.
import {button, el} from "../../dom.js";
import {language} from "../../i18n.js";

/** Registration under its heading (the players checked in, of how many); `folded` (once a round is
 * seated) puts it all under that one line, opened with a tap and kept open across live redraws. */
export function registration(view, t, act, e, {folded = false} = {}) {
  const title = el("h2", {}, t("tour.playersTitle", {n: view.players.filter((p) => p.checked_in && !p.dropped).length, of: view.players.length}));
  const body = [playerList(view, t, act), lateEntry(t, act), keepApart(view, t, act)];
  if (!folded) return [title, body];
  return el("details", {class: "tour-registration stack", open: Boolean(e.registrationOpen),
    ontoggle: (ev) => { e.registrationOpen = ev.target.open; }},
  el("summary", {dataset: {testid: "tour-registration"}}, title), body);
}

function playerList(view, t, act) {
  const time = (ms) => new Date(ms).toLocaleTimeString(language(), {hour: "2-digit", minute: "2-digit"});
  return el("ul", {class: "list"}, view.players.map((p) => el("li", {class: "row", dataset: {testid: `tour-player-${p.id}`}},
    el("span", {class: "grow"}, p.name, " ", el("code", {}, p.code)),
    el("span", {class: "chip"}, t(p.dropped ? "tour.dropped" : p.checked_in ? "tour.checkedIn" : "tour.notYet")),
    !p.dropped && button(t("tour.drop"), `tour-drop-${p.id}`, () => act("POST", "/drops", {player: p.id})),
    p.check_ins > 1 && el("p", {class: "muted full", dataset: {testid: `tour-again-${p.id}`}},
      t("tour.checkedInAgain", {name: p.name, time: time(p.checked_in_ms)})))));
}

/** A late entry: they play from the next round seated. */
function lateEntry(t, act) {
  const late = el("input", {maxlength: 40, dataset: {testid: "tour-late-name"}, "aria-label": t("tour.lateName")});
  return el("div", {class: "row"}, late, button(t("tour.addLate"), "tour-add-late", () => late.value.trim() &&
    act("POST", "/players", {name: late.value.trim()})));
}

/** Two players who must never share a table (the seating respects it from the next round). */
function keepApart(view, t, act) {
  const pick = (testid) => el("select", {dataset: {testid}, "aria-label": t("tour.apartWho")},
    view.players.map((p) => el("option", {value: p.id}, p.name)));
  const a = pick("tour-apart-a");
  const b = pick("tour-apart-b");
  const pairs = view.forbidden.map(([x, y]) => `${view.players[x].name} ≠ ${view.players[y].name}`).join(", ");
  return el("div", {class: "stack"},
    el("div", {class: "row"}, a, b, button(t("tour.apart"), "tour-apart", () => act("POST", "/keep-apart",
      {players: [Number(a.value), Number(b.value)]}))),
    pairs && el("p", {class: "muted", dataset: {testid: "tour-apart-list"}}, t("tour.apartList", {pairs})));
}
