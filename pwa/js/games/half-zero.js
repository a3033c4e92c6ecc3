/**
 * Half-Zero table screen. Rulebook: Ecwem: Six, "Half-Zero"; spec:
 * docs/games/half-zero.md §2 (moves opt_out, select, reveal, tiebreak, point_card, private_hand, audit).
 * The view gives plays and point cards as ranks: each seat's suit is public, so rank + suit is the card.
 * In sealed mode another seat's pick never reaches this phone before the reveal (the server keeps it),
 * so nothing here can leak it; this screen only shows who has committed.
 */
import { el, replace } from "../dom.js";
import { cardFace, cardLabel, suitName } from "../components/card-picker.js";
import { confirmBar, entryButton, entryButtons, isSending, keptEntry, sendMove } from "../components/move-entry.js";
import { heldNote, heldSeats } from "../components/held-moves.js";
import { renderRoundPoints } from "./half-zero/round-points.js";

const OPEN = ["round_setup", "turn_open", "selecting"];
const FLIP_MS = 700;

// `seen` remembers when each reveal was first drawn.
const opened = new WeakSet();
const seen = new Map();

export function render(root, ctx) {
  if (ctx.view.options.depth === "hand") return renderRoundPoints(root, ctx, { scoreSheet });
  const s = ctx.view.state;
  const phase = OPEN.includes(s.phase) ? "open" : s.phase;
  const key = [ctx.view.id, s.round, s.turn?.number, phase, s.turn?.reveals.length].join("|");
  // Reveals already on the table when the screen opens are not flipped again.
  if (!opened.has(root)) markSeen(ctx.view, -Infinity);
  opened.add(root);
  keptEntry(root, key, () => ({ pick: null, plays: {}, cards: new Set() }),
    (d) => replace(root, el("div", { class: "hz" }, screen(ctx, d, d.draw))));
}

function screen(ctx, d, draw) {
  const s = ctx.view.state;
  const shown = shownTurn(s);
  const result = shown && revealBlock(ctx, shown);
  return [
    el("h2", { text: [ctx.t("hz.round", { n: s.round }), s.turn && ctx.t("hz.turn", { n: s.turn.number })].filter(Boolean).join(" · ") }),
    topBanner(ctx),
    ctx.view.flags.map((f) => el("p", { class: "hz-flag", "data-testid": "hz-flag", "data-rule": f.rule, text: f.message })),
    shown?.live && result,
    roundOver(ctx),
    el("section", { class: "hz-panel" }, panel(ctx, d, draw)),
    !shown?.live && result,
    seatList(ctx),
    s.phase !== "game_over" && el("p", { class: "hz-muted", "data-testid": "hz-pile", text: ctx.t("hz.pile", {
      suit: suitName(s.point_suit), ranks: s.point_unrevealed.join(" · ") || "—" }) }),
    scoreSheet(ctx.view, ctx.t),
  ];
}

const nameList = (ctx, seats) => seats.map((i) => ctx.names[i]).join(", ");
const sealedMode = (view) => view.options.selection_mode === "sealed";
const cardOf = (s, seat, value) => `${value}${s.suit_of[seat]}`;

// Seats whose move this phone holds (queued offline, or on its way) are not waited for: when it
// holds every awaited one, the note takes the banner's place.
function topBanner(ctx) {
  const { held, waiting } = heldSeats(ctx, ctx.view.to_move);
  if (held.length && !waiting.length) return heldNote(ctx, held, { cls: "hz-banner" });
  return [el("p", { class: "hz-banner", role: "status", "data-testid": "hz-banner", text: banner(ctx, held) }),
    heldNote(ctx, held)];
}

function banner(ctx, held) {
  const { view, t } = ctx;
  const s = view.state;
  const missing = s.hands_missing.filter((seat) => !held.includes(seat));
  if (s.phase === "game_over") return t("hz.bOver", { name: ctx.names[view.result?.winners?.[0] ?? s.winner] });
  if (missing.length) return t("hz.bHands", { names: nameList(ctx, missing) });
  if (s.phase === "point_reveal") return t("hz.bPoint", { name: ctx.names[s.turn.winner], n: s.turn.number });
  if (s.phase === "tiebreak") return t("hz.bTie", { names: nameList(ctx, s.turn.tied) });
  return t(sealedMode(view) ? "hz.bSealed" : "hz.bPhysical", { n: s.turn.number });
}

// -- the table -------------------------------------------------------------------------------------

function seatList(ctx) {
  const { view, t } = ctx;
  const s = view.state;
  return el("ul", { class: "hz-seats" }, view.seats.map(({ seat }) => {
    // Once the game is over the bases have moved on, so this round's hand counts no longer apply.
    const facts = s.phase === "game_over" ? [] : roundFacts(s, seat, t);
    const base = s.bases[seat];
    return el("li", { class: `hz-seat suit-${s.suit_of[seat]}${seat === ctx.mySeat ? " hz-me" : ""}`, "data-testid": `hz-seat-${seat}` },
      el("span", { class: "hz-base", title: t("hz.base", { n: base }) }, base ? cardFace(cardOf(s, seat, base)) : el("b", { text: "0" })),
      el("span", { class: "hz-who" },
        el("span", {}, el("b", { text: ctx.names[seat] }), seat === ctx.mySeat && el("span", { class: "hz-badge", text: t("hz.you") })),
        el("small", { text: `${suitName(s.suit_of[seat])} · ${t("hz.base", { n: base })}` }),
        facts.length > 0 && el("small", { text: facts.join(" · ") })),
      el("span", { class: "hz-pts", "data-testid": `hz-points-${seat}` },
        el("b", { text: t("hz.pts", { n: s.points[seat] }) }),
        s.point_won[seat].length > 0 && el("small", { text: s.point_won[seat].map((r) => `${r}${s.point_suit}`).join(" ") })));
  }));
}

function roundFacts(s, seat, t) {
  const facts = [t("hz.left", { n: s.cards_left[seat], h: s.hand_sizes[seat] })];
  if (s.allowances[seat] > 0) facts.push(t("hz.optouts", { used: s.optouts_used[seat], of: s.allowances[seat] }));
  if (s.wild_tokens[seat] > 0) facts.push(t("hz.wilds", { used: s.wild_used[seat], of: s.wild_tokens[seat] }));
  if (s.played[seat].length) facts.push(t("hz.played", { ranks: s.played[seat].join(" ") }));
  return facts;
}

// The turn whose cards are on the table: the current one once revealed, else the last one played.
function shownTurn(s) {
  if (s.turn?.reveals.length) return { turn: s.turn, live: true };
  return s.turns.length ? { turn: s.turns.at(-1), live: false } : null;
}

function markSeen(view, at) {
  const s = view.state;
  const shown = shownTurn(s);
  shown?.turn.reveals.forEach((_, i) => {
    const key = [view.id, s.round, shown.turn.number, i].join("|");
    if (!seen.has(key)) seen.set(key, at);
  });
}

// Every card of one reveal flips at the same moment. A re-render during the flip carries on from
// where it was (a negative delay) instead of restarting it, and one after it shows the end state.
function flipped(view, turn, i, face) {
  const key = [view.id, view.state.round, turn.number, i].join("|");
  if (!seen.has(key)) seen.set(key, performance.now());
  const elapsed = performance.now() - seen.get(key);
  const card = el("span", { class: "hz-card" }, el("span", { class: "hz-in" }, el("span", { class: "hz-back" }), face));
  if (elapsed < Infinity) {
    card.classList.add("hz-flip");
    card.firstChild.style.animationDelay = `-${Math.round(Math.min(elapsed, FLIP_MS))}ms`;
  }
  return card;
}

function revealBlock(ctx, { turn, live }) {
  const { view, t } = ctx;
  const s = view.state;
  const rows = turn.reveals.map((values, i) => el("div", { class: "hz-row" },
    el("span", { class: "hz-label", text: i ? t("hz.tieN", { n: i }) : t("hz.reveal") }),
    view.seats.map(({ seat }) => {
      let face;
      const value = values[seat];  // null: the seat took no part in this reveal
      if (value != null) face = value ? cardFace(cardOf(s, seat, value)) : el("span", { class: "pc-face hz-zero" }, el("b", { text: "0" }));
      else if (i === 0 && turn.wild_optouts.includes(seat)) face = cardFace("W");
      else if (i === 0 && turn.declared_optouts.includes(seat)) face = el("span", { class: "pc-face hz-zero" }, el("small", { text: t("hz.out") }));
      if (!face) return null;
      const last = i === turn.reveals.length - 1;
      const mark = last && turn.winner === seat ? " hz-won" : last && turn.tied.includes(seat) ? " hz-tied" : "";
      return el("figure", { class: `hz-cell${mark}`, "data-testid": `hz-reveal-${seat}`,
        "data-card": value ? cardOf(s, seat, value) : null },
        flipped(view, turn, i, face), el("figcaption", { text: ctx.names[seat] }));
    })));
  let outcome = null;
  if (turn.winner != null) {
    outcome = turn.point != null
      ? t("hz.winsPoint", { name: ctx.names[turn.winner], card: cardLabel(`${turn.point}${s.point_suit}`), n: turn.point })
      : t("hz.winsTurn", { name: ctx.names[turn.winner], n: turn.number });
  } else if (turn.resolved) outcome = t("hz.noAward", { n: turn.number });
  return el("section", { class: `hz-reveal${live ? " hz-live" : ""}`, "data-testid": "hz-reveal", "aria-live": "polite" },
    el("h3", { text: t("hz.turn", { n: turn.number }) }), rows,
    outcome && el("p", { class: "hz-outcome", "data-testid": "hz-outcome", text: outcome }));
}

function roundOver(ctx) {
  const s = ctx.view.state;
  const last = s.history.at(-1);
  if (!last || !(s.phase === "round_setup" || s.phase === "game_over")) return null;
  const text = last.upgraded == null ? ctx.t("hz.roundNoUp", { n: last.round })
    : ctx.t("hz.roundUp", { n: last.round, name: ctx.names[last.upgraded], base: last.bases_after[last.upgraded] });
  return el("p", { class: "hz-banner hz-round", "data-testid": "hz-round-over", text });
}

// -- entering moves --------------------------------------------------------------------------------

function panel(ctx, d, draw) {
  const s = ctx.view.state;
  if (s.phase === "game_over") return null;
  if (s.hands_missing.length) return handEntry(ctx, d, draw);
  if (s.phase === "point_reveal") return pointEntry(ctx, d, draw);
  return [sealedMode(ctx.view) ? sealedEntry(ctx, d, draw) : physicalEntry(ctx, d, draw), audit(ctx, d, draw)];
}

// Sends a move once; a refusal makes it enterable again (the shell shows why).
function send(ctx, d, type, seat, payload) {
  sendMove(ctx, d, type, seat, payload);
  Object.assign(d, { pick: null, plays: {}, cards: new Set() });
  d.draw();
}
const canWild = (s, seat) => s.wild_used[seat] < s.wild_tokens[seat] && s.optouts_used[seat] < s.allowances[seat];
const canOptOut = (s, seat) => s.optouts_used[seat] < s.allowances[seat] && !s.turn.declared_optouts.includes(seat);

// The cards a seat may still play: its own view knows best (hand-tracking); for the others,
// its suit without the base and what it played.
function playable(s, seat) {
  if (s.you?.seat === seat) return s.you.possible;
  return [1, 2, 3, 4, 5, 6].filter((r) => r !== s.bases[seat] && !s.played[seat].includes(r))
    .map((r) => cardOf(s, seat, r));
}

function choices(s, seat, tie) {
  const out = s.cards_left[seat] > 0 ? [...playable(s, seat)] : ["NONE"];
  if (!tie && canWild(s, seat)) out.push("W");
  return out;
}

function pickButton(code, pressed, onclick, testid) {
  const face = code === "NONE" ? el("span", { class: "pc-face hz-zero" }, el("b", { text: "0" })) : cardFace(code);
  return el("button", { type: "button", class: "hz-pick", "data-card": code, "data-testid": testid,
    "aria-label": code === "NONE" ? "0" : cardLabel(code), "aria-pressed": String(pressed), onclick }, face);
}

function sealedEntry(ctx, d, draw) {
  const { view, t } = ctx;
  const s = view.state;
  const me = ctx.mySeat;
  const tie = s.phase === "tiebreak";
  const sending = me != null && isSending(ctx, d, "select", me);
  const mine = me != null && view.to_move.includes(me) && !sending && !isSending(ctx, d, "opt_out", me);
  const parts = [];
  if (mine) {
    const options = choices(s, me, tie);
    parts.push(el("p", { class: "hz-hint", text: t(tie ? "hz.pickTie" : "hz.pick") }),
      el("div", { class: "hz-picks", "data-testid": "hz-pick" }, options.map((code) =>
        pickButton(code, d.pick === code, () => { d.pick = code; draw(); }))),
      d.pick === "W" && el("p", { class: "hz-hint", text: t("hz.wild") }),
      d.pick === "NONE" && el("p", { class: "hz-hint", text: t("hz.none") }),
      entryButtons(
        entryButton(t("hz.seal"), "hz-confirm", () => send(ctx, d, "select", me, { choice: d.pick }), { primary: true, disabled: !d.pick }),
        // Opting out is announced before anyone selects: phase turn_open means nobody has.
        !tie && s.phase !== "selecting" && canOptOut(s, me) &&
          entryButton(t("hz.optOut"), "hz-optout", () => send(ctx, d, "opt_out", me, {}))));
  } else if (sending) {
    parts.push(el("p", { class: "hz-hint", text: t("hz.sending") }));
  } else if (s.you?.selection) {
    const { kind, card } = s.you.selection;
    parts.push(el("p", { class: "hz-mine", "data-testid": "hz-my-pick" }, t("hz.sealed"), " ",
      pickFace(kind === "card" ? card : kind === "hierarchy" ? "W" : "NONE")));
  }
  const contenders = tie ? s.turn.tied : view.seats.map((x) => x.seat);
  parts.push(el("ul", { class: "hz-waiting", "data-testid": "hz-waiting" }, contenders.map((seat) => {
    const name = ctx.names[seat];
    let key = "hz.sZero";
    if (!tie && s.turn.declared_optouts.includes(seat)) key = "hz.sOut";
    else if (s.turn.committed.includes(seat)) key = "hz.sCommitted";
    else if (view.to_move.includes(seat)) key = "hz.sChoosing";
    return el("li", { class: key === "hz.sCommitted" ? "hz-done" : null, "data-testid": `hz-status-${seat}`, text: t(key, { name }) });
  })));
  return parts;
}

const pickFace = (code) => el("span", { class: "hz-card" }, code === "NONE"
  ? el("span", { class: "pc-face hz-zero" }, el("b", { text: "0" })) : cardFace(code));

// Physical mode: one phone enters the whole reveal (or the tiebreak) as the table shows it.
function physicalEntry(ctx, d, draw) {
  const { view, t } = ctx;
  const s = view.state;
  const tie = s.phase === "tiebreak";
  const all = view.seats.map((x) => x.seat);
  const actor = ctx.mySeat != null && ctx.canAct(ctx.mySeat) ? ctx.mySeat : all.find((i) => ctx.canAct(i));
  const type = tie ? "tiebreak" : "reveal";
  if (actor == null || isSending(ctx, d, type, actor)) return el("p", { class: "hz-muted", text: t(actor == null ? "hz.wait" : "hz.sending", { names: nameList(ctx, view.to_move) }) });
  const seats = (tie ? s.turn.tied : all).filter((seat) => !s.turn.declared_optouts.includes(seat) || tie);
  const rows = seats.map((seat) => {
    const options = choices(s, seat, tie);
    if (!tie && canOptOut(s, seat)) options.push("OUT");
    if (options.length === 1 && options[0] === "NONE") d.plays[seat] ??= "NONE";  // nothing to choose
    return el("div", { class: `hz-entry suit-${s.suit_of[seat]}`, role: "group", "aria-label": ctx.names[seat], "data-testid": `hz-scribe-${seat}` },
      el("span", { class: "hz-label", text: ctx.names[seat] }),
      el("div", { class: "hz-picks" }, options.map((code) => el("button", {
        type: "button", class: `pc-card suit-${code === "W" ? "W" : s.suit_of[seat]}`, "data-card": code,
        "aria-pressed": String(d.plays[seat] === code), "aria-label": code.length === 2 ? cardLabel(code) : null,
        text: code === "NONE" ? "0" : code === "OUT" ? t("hz.outBtn") : code === "W" ? "W" : code[0],
        onclick: () => { d.plays[seat] = code; draw(); } }))));
  });
  const ready = seats.every((seat) => d.plays[seat]);
  // `plays` has one entry per seat, in seat order: null for a seat not entered here or opting out.
  const plays = all.map((seat) => (seats.includes(seat) && d.plays[seat] && d.plays[seat] !== "OUT" ? d.plays[seat] : null));
  const payload = tie ? { plays }
    : { declared_optouts: seats.filter((seat) => d.plays[seat] === "OUT"), plays };
  // The reveal in words once whole, its cards named as players say them ("Ann plays 4 of Units").
  const said = (seat) => {
    const code = d.plays[seat];
    const name = ctx.names[seat];
    if (code === "OUT") return t("hz.sOut", { name });
    return code === "NONE" ? t("hz.sZero", { name }) : t("hz.sumPlays", { name, card: cardLabel(code) });
  };
  return [el("p", { class: "hz-hint", text: t(tie ? "hz.enterTie" : "hz.enterReveal") }), rows,
    confirmBar("hz", { summary: ready ? seats.map(said).join(" · ") : null, confirm: t("hz.confirm"), cancel: t("hz.cancel"),
      ready, testids: { submit: "hz-confirm" },
      onSend: () => send(ctx, d, type, actor, payload), onCancel: () => { d.plays = {}; draw(); } })];
}

function pointEntry(ctx, d, draw) {
  const { t } = ctx;
  const s = ctx.view.state;
  const winner = s.turn.winner;
  const name = ctx.names[winner];
  // In sealed mode every player has a phone, so the winner's own phone enters the card they turn
  // up; in physical mode the scribe enters everything. The host phone may always step in.
  const mine = ctx.mySeat == null || ctx.mySeat === winner || !sealedMode(ctx.view);
  if (isSending(ctx, d, "point_card", winner)) return heldNote(ctx, [winner]);
  if (!mine || !ctx.canAct(winner)) {
    return el("p", { class: "hz-muted", "data-testid": "hz-point-wait", text: t("hz.pointWait", { name }) });
  }
  return [el("p", { class: "hz-hint", text: t("hz.pointPick", { name }) }),
    el("div", { class: "hz-picks", "data-testid": "hz-point-pick" }, s.point_unrevealed.map((r) => `${r}${s.point_suit}`)
      .map((code) => pickButton(code, d.pick === code, () => { d.pick = code; draw(); }))),
    confirmBar("hz", { summary: d.pick && t("hz.winsPoint", { name, card: cardLabel(d.pick), n: Number(d.pick[0]) }),
      confirm: t("hz.confirm"), ready: Boolean(d.pick), testids: { submit: "hz-confirm" },
      onSend: () => send(ctx, d, "point_card", winner, { card: d.pick }) })];
}

// A set of the seat's own cards to tick (its hand in hand-tracking mode, or what was under its base).
function cardSet(ctx, d, draw, base, count, label, submitText, testid, onSubmit) {
  const s = ctx.view.state;
  const codes = [1, 2, 3, 4, 5, 6].filter((r) => r !== base).map((r) => cardOf(s, ctx.mySeat, r));
  return [el("p", { class: "hz-hint", text: label }),
    el("div", { class: "hz-picks", "data-testid": testid }, codes.map((code) => pickButton(code, d.cards.has(code), () => {
      if (!d.cards.delete(code)) d.cards.add(code);
      draw();
    }))),
    entryButtons(entryButton(submitText, `${testid}-send`, onSubmit, { primary: true, disabled: d.cards.size !== count }))];
}

function handEntry(ctx, d, draw) {
  const s = ctx.view.state;
  const me = ctx.mySeat;
  if (me == null || !s.hands_missing.includes(me) || isSending(ctx, d, "private_hand", me)) return null;
  const base = s.bases[me];
  return cardSet(ctx, d, draw, base, base, ctx.t("hz.hand", { n: base }), ctx.t("hz.handSend"), "hz-hand",
    () => send(ctx, d, "private_hand", me, { cards: [...d.cards] }));
}

// Trust mode, between rounds: a player may show what was under their base card (HALFZERO-AUDIT-MISMATCH).
function audit(ctx, d, draw) {
  const { view, t } = ctx;
  const s = view.state;
  const me = ctx.mySeat;
  const last = s.history.at(-1);
  if (me == null || s.phase !== "round_setup" || !last || view.options.info_mode === "hand_tracking" ||
    s.audited.includes(me) || last.bases_before[me] >= 5 || isSending(ctx, d, "audit", me)) return null;
  const base = last.bases_before[me];
  const details = el("details", { class: "hz-audit", open: d.auditOpen }, el("summary", { text: t("hz.audit") }),
    cardSet(ctx, d, draw, base, 5 - base, t("hz.auditHint", { n: 5 - base }), t("hz.auditSend"), "hz-audit",
      () => send(ctx, d, "audit", me, { under_base: [...d.cards], left_in_hand: [] })));
  details.addEventListener("toggle", () => { d.auditOpen = details.open; });
  return details;
}

/** Points per round (★ the seat that moved its base down) and the bases now; also the scores screen's. */
export function scoreSheet(view, t, { heading = true } = {}) {
  const names = view.seats.map((seat) => seat.name);
  const { rounds, bases } = view.scores;
  if (!rounds.length) return el("section", { class: "hz-sheet" }, el("p", { class: "hz-muted", text: t("hz.noRounds") }));
  return el("section", { class: "hz-sheet", "data-testid": "hz-sheet" },
    heading && el("h3", { text: t("hz.rounds") }),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("hz.roundCol") }),
        names.map((name) => el("th", { scope: "col", title: name, text: name })))),
      el("tbody", {}, rounds.map((r) => el("tr", {}, el("th", { scope: "row", text: String(r.round) }),
        r.points.map((p, seat) => el("td", { class: seat === r.upgraded ? "hz-up" : null, text: seat === r.upgraded ? `★ ${p}` : String(p) }))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("hz.baseNow") }),
        bases.map((b) => el("td", { text: String(b) }))))));
}
