// The organiser's desk: registration (registration.js), the round (seat, swap two players, start
// with its timer, extra time for a table, free or give away a seat of a table's match, correct a
// result) and the printable cards.
import {button, el} from "../../dom.js";
import {registration} from "./registration.js";
import {resultPicker} from "./result-picker.js";

/** The desk, with the standings in their place: before any round is seated, registration comes
 * first; once one is, the event under way does (the round, then the standings), and registration
 * folds under its one-line count after them, so forty players never push the tables down. */
export function organiserPanel(view, t, act, e, standings) {
  const current = view.rounds.at(-1);
  const section = (...children) => el("section", {class: "stack", dataset: {testid: "tour-organiser"}}, ...children);
  if (!current) return section(registration(view, t, act, e), seatButton(view, current, t, act), tools(view, t, act, e), standings);
  return section(roundPanel(view, current, t, act, e), tools(view, t, act, e), standings,
    registration(view, t, act, e, {folded: true}));
}

/** The next round's seating, once the last one is over (and the tournament is not). */
function seatButton(view, current, t, act) {
  return view.status !== "finished" && (!current || current.complete) &&
    button(t("tour.seatRound", {n: (current?.number || 0) + 1}), "tour-seat", () => act("POST", "/rounds"), {class: "primary"});
}

/** The round: the next one's seating when it is over, the swap and start before it starts, its tables. */
function roundPanel(view, current, t, act, e) {
  const name = (id) => view.players[id].name;
  return [
    seatButton(view, current, t, act),
    !current.started && [
      el("p", {}, t("tour.swapHint")),
      el("div", {class: "row"}, button(t("tour.swap"), "tour-swap", () => e.swap?.length === 2 &&
        act("POST", `/rounds/${current.number}/swap`, {players: e.swap}), {disabled: e.swap?.length !== 2})),
      el("div", {class: "row"},
        el("input", {type: "number", min: 1, max: 600, value: e.minutes ?? 45, inputmode: "numeric", dataset: {testid: "tour-minutes"},
          "aria-label": t("tour.minutes"), onchange: (ev) => { e.minutes = Number(ev.target.value); }}),
        button(t("tour.start"), "tour-start", () => act("POST", `/rounds/${current.number}/start`, {minutes: e.minutes ?? 45}), {class: "primary"}))],
    tablesList(view, current, t, act, e, name)];
}

/** The round's cards to print, the hall display, and an invitation for a co-organiser. */
function tools(view, t, act, e) {
  const current = view.rounds.at(-1);
  return [
    el("div", {class: "row"},
      el("a", {class: "button", href: `#/tournament/${view.id}/print/${current?.number || 0}`, dataset: {testid: "tour-print"}}, t("tour.print")),
      el("a", {class: "button", href: `#/tournament/${view.id}/display`, dataset: {testid: "tour-display"}}, t("tour.display")),
      button(t("tour.invite"), "tour-invite", () => act("POST", "/invites", undefined, (data) => { e.invite = data.invite; e.redraw(); }))),
    e.invite && el("p", {dataset: {testid: "tour-invite-link"}}, t("tour.inviteLink"), " ",
      el("code", {}, `${location.origin}/#organise=${view.id}.${e.invite}`))];
}

function tablesList(view, round, t, act, e, name) {
  const pick = (id) => () => {
    const chosen = e.swap || [];
    e.swap = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id].slice(-2);
    e.redraw();
  };
  return el("ol", {class: "stack tour-tables", dataset: {testid: "tour-tables"}}, round.tables.map((table) => el("li", {class: "tour-table"},
    el("strong", {}, t("tour.table", {n: table.table})), " ",
    table.players.map((id) => round.started ? el("span", {class: "chip"}, name(id))
      : button(name(id), `tour-pick-${id}`, pick(id), {"aria-pressed": String((e.swap || []).includes(id))})),
    whyLine(table, t, `tour-seated-${table.table}`),
    el("p", {class: "muted", dataset: {testid: `tour-result-${table.table}`}}, resultLine(view, table, t)),
    round.started && !table.result && button(t("tour.extra"), `tour-extra-${table.table}`,
      () => act("POST", `/rounds/${round.number}/tables/${table.table}/extra-time`, {minutes: 5})),
    round.started && !table.result && seats(view, round, table, t, act, e, name),
    round.started && el("details", {open: e[`fix${table.table}`]?.winner !== undefined},
      el("summary", {dataset: {testid: `tour-fix-${table.table}`}}, t("tour.correct")), el("p", {}, t("tour.correctWho")),
      resultPicker(view, table, t, e, `fix${table.table}`, `tour-fix-${table.table}`,
        (result) => act("POST", `/rounds/${round.number}/tables/${table.table}/correction`, {result}))))));
}

/** Each seat of a table's match: freed (its phone leaves the match, its player takes it again) or
 * given to another checked-in player, each after the organiser confirms what it will do. */
function seats(view, round, table, t, act, e, name) {
  const n = table.table;
  const path = (seat) => `/rounds/${round.number}/tables/${n}/seats/${seat}`;
  const others = (id) => view.players.filter((p) => p.checked_in && !p.dropped && p.id !== id);
  const ask = e.ask?.table === n ? e.ask : null;
  const answer = (then) => () => { e.ask = null; then ? then() : e.redraw(); };
  return el("details", {open: Boolean(e.seatsOpen?.[n] || ask), ontoggle: (ev) => { e.seatsOpen = {...e.seatsOpen, [n]: ev.target.open}; }},
    el("summary", {dataset: {testid: `tour-seats-${n}`}}, t("tour.seats")),
    el("ul", {class: "list"}, table.players.map((id, seat) => {
      const choices = others(id);  // nobody else checked in: no seat to give
      // The player picked stays picked when a live update redraws the desk meanwhile.
      const key = `${n}-${seat}`;
      const kept = choices.some((p) => p.id === e.giveTo?.[key]) ? e.giveTo[key] : undefined;
      const to = choices.length > 0 && el("select", {dataset: {testid: `tour-give-to-${n}-${seat}`}, "aria-label": t("tour.reassignTo", {name: name(id)}),
        onchange: (ev) => { e.giveTo = {...e.giveTo, [key]: Number(ev.target.value)}; }},
        choices.map((p) => el("option", {value: p.id, selected: p.id === kept}, p.name)));
      const held = table.held?.[seat];
      return el("li", {class: "row"}, el("span", {class: "grow"}, name(id)),
        held !== undefined && el("span", {class: "chip", dataset: {testid: `tour-held-${n}-${seat}`}}, t(held ? "tour.held" : "tour.free")),
        button(t("tour.release"), `tour-release-${n}-${seat}`, () => { e.ask = {table: n, seat, kind: "release"}; e.redraw(); }),
        to, to && button(t("tour.reassign"), `tour-give-${n}-${seat}`, () => {
          e.ask = {table: n, seat, kind: "reassign", player: Number(to.value)};
          e.redraw();
        }));
    })),
    ask && el("div", {class: "stack notice", dataset: {testid: "tour-seat-ask"}},
      el("p", {}, ask.kind === "release"
        ? t("tour.releaseAsk", {name: name(table.players[ask.seat]), n})
        : t("tour.reassignAsk", {name: name(table.players[ask.seat]), n, other: name(ask.player)})),
      el("div", {class: "row"},
        button(t("tour.yes"), "tour-seat-yes", answer(() => act("POST", `${path(ask.seat)}/${ask.kind}`,
          ask.kind === "reassign" ? {player: ask.player} : undefined)), {class: "primary"}),
        button(t("tour.no"), "tour-seat-no", answer()))));
}

export function resultLine(view, table, t) {
  if (!table.result) return table.pending ? t("tour.pending", {name: view.players[table.pending.by].name}) : t("tour.playing");
  const winners = table.result.winners.map((id) => view.players[id].name).join(", ");
  return winners ? t("tour.won", {names: winners, how: t(`tour.source.${table.result.source}`)}) : t("tour.drawn");
}

// A table card's why: how the round was seated, the places or ratings that decided it, and any
// pair meeting again; the service sends the facts, the words are the phone's.
export function whyLine(table, t, testid) {
  const why = table.why;
  if (!why) return null;
  const facts = {places: (why.places || []).join(", "), ratings: (why.ratings || []).map((r) => r.toFixed(1)).join(", ")};
  const repeats = why.repeats ? t("tour.why.repeats", {n: why.repeats}) : t("tour.why.noRepeats");
  return el("p", {class: "muted", dataset: {testid}}, `${t(`tour.why.${why.by}`, facts)} ${repeats}`);
}
