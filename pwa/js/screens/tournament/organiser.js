// The organiser's desk: players (check-in, a check-in again from another phone, late entries,
// drops), the round (seat, swap two players, start with its timer, extra time for a table, free or
// give away a seat of a table's match, correct a result) and the printable cards.
import {button, el} from "../../dom.js";
import {language} from "../../i18n.js";
import {resultPicker} from "./result-picker.js";

export function organiserPanel(view, t, act, e) {
  const current = view.rounds.at(-1);
  const name = (id) => view.players[id].name;
  const late = el("input", {maxlength: 40, dataset: {testid: "tour-late-name"}, "aria-label": t("tour.lateName")});
  return el("section", {class: "stack", dataset: {testid: "tour-organiser"}},
    el("h2", {}, t("tour.playersTitle", {n: view.players.filter((p) => p.checked_in && !p.dropped).length, of: view.players.length})),
    el("ul", {class: "list"}, view.players.map((p) => el("li", {class: "row", dataset: {testid: `tour-player-${p.id}`}},
      el("span", {class: "grow"}, p.name, " ", el("code", {}, p.code)),
      el("span", {class: "chip"}, t(p.dropped ? "tour.dropped" : p.checked_in ? "tour.checkedIn" : "tour.notYet")),
      !p.dropped && button(t("tour.drop"), `tour-drop-${p.id}`, () => act("POST", "/drops", {player: p.id})),
      p.check_ins > 1 && el("p", {class: "muted full", dataset: {testid: `tour-again-${p.id}`}}, t("tour.checkedInAgain",
        {name: p.name, time: new Date(p.checked_in_ms).toLocaleTimeString(language(), {hour: "2-digit", minute: "2-digit"})}))))),
    el("div", {class: "row"}, late, button(t("tour.addLate"), "tour-add-late", () => late.value.trim() &&
      act("POST", "/players", {name: late.value.trim()}))),
    keepApart(view, t, act),
    view.status !== "finished" && (!current || current.complete) &&
      button(t("tour.seatRound", {n: (current?.number || 0) + 1}), "tour-seat", () => act("POST", "/rounds"), {class: "primary"}),
    current && !current.started && [
      el("p", {}, t("tour.swapHint")),
      el("div", {class: "row"}, button(t("tour.swap"), "tour-swap", () => e.swap?.length === 2 &&
        act("POST", `/rounds/${current.number}/swap`, {players: e.swap}), {disabled: e.swap?.length !== 2})),
      el("div", {class: "row"},
        el("input", {type: "number", min: 1, max: 600, value: e.minutes ?? 45, inputmode: "numeric", dataset: {testid: "tour-minutes"},
          "aria-label": t("tour.minutes"), onchange: (ev) => { e.minutes = Number(ev.target.value); }}),
        button(t("tour.start"), "tour-start", () => act("POST", `/rounds/${current.number}/start`, {minutes: e.minutes ?? 45}), {class: "primary"}))],
    el("div", {class: "row"},
      el("a", {class: "button", href: `#/tournament/${view.id}/print/${current?.number || 0}`, dataset: {testid: "tour-print"}}, t("tour.print")),
      el("a", {class: "button", href: `#/tournament/${view.id}/display`, dataset: {testid: "tour-display"}}, t("tour.display")),
      button(t("tour.invite"), "tour-invite", () => act("POST", "/invites", undefined, (data) => { e.invite = data.invite; e.redraw(); }))),
    e.invite && el("p", {dataset: {testid: "tour-invite-link"}}, t("tour.inviteLink"), " ",
      el("code", {}, `${location.origin}/#organise=${view.id}.${e.invite}`)),
    current && tablesList(view, current, t, act, e, name));
}

function tablesList(view, round, t, act, e, name) {
  const pick = (id) => () => {
    const chosen = e.swap || [];
    e.swap = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id].slice(-2);
    e.redraw();
  };
  return el("ol", {class: "stack", dataset: {testid: "tour-tables"}}, round.tables.map((table) => el("li", {class: "tour-table"},
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

// A table card's why: how the round was seated, the places or ratings that decided it, and any
// pair meeting again; the service sends the facts, the words are the phone's.
export function whyLine(table, t, testid) {
  const why = table.why;
  if (!why) return null;
  const facts = {places: (why.places || []).join(", "), ratings: (why.ratings || []).map((r) => r.toFixed(1)).join(", ")};
  const repeats = why.repeats ? t("tour.why.repeats", {n: why.repeats}) : t("tour.why.noRepeats");
  return el("p", {class: "muted", dataset: {testid}}, `${t(`tour.why.${why.by}`, facts)} ${repeats}`);
}
