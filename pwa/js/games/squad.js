/**
 * Squad table screen. Rulebook: Ecwem: Six, "Squad"; spec:
 * docs/games/squad.md §6 (moves squad.deal, draft_reveal, draft_pick, deploy, private_hand,
 * draw, private_draw, redeploy, reinforce, attack, discard, replace, tiebreak_draw).
 * Shows every player's two squads with their sums, captured piles and hand counts, the deck and
 * the discard pile, whose turn and which step; the controls of the move this phone may enter, with
 * a battle preview before an attack is confirmed; the Draft; greyed eliminated players; the winner.
 */
import { el, replace } from "../dom.js";
import { cardPicker, cardFace, cardLabel, cardList, multiCardPicker, suitName } from "../components/card-picker.js";
import { confirmBar, keptEntry, sendMove } from "../components/move-entry.js";
import { othersHand, ownPhoneNote } from "../components/own-phone.js";
import { pendingMoves } from "../components/pending.js";
import { heldNote, heldSeats } from "../components/held-moves.js";
import { moveEntry } from "../move-names.js";

export function render(root, ctx) {
  // The decision being entered: another player deploying or replacing at the same time keeps
  // what this player has tapped so far.
  const s = ctx.view.state;
  const key = [ctx.view.id, s.phase, s.current, s.draft?.round, s.draft?.available.length, s.battle?.seq].join("|");
  keptEntry(root, key, () => ({ picks: [], mode: null, slot: null, target: null }),
    (entry) => replace(root, el("div", { class: "sq" }, screen({ ...ctx, entry, draw: entry.draw }))));
}

const face = (code) => el("span", { class: "sq-card", "data-face": code }, cardFace(code));
const spot = (c, slot) => c.t("sq.spot", { n: slot + 1 });
const list = (c, seats) => seats.map((p) => c.names[p]).join(", ");

function screen(c) {
  const s = c.view.state;
  return [
    s.phase === "game_over" ? winner(c) : banner(c),
    s.phase === "draft" && draftTable(c),
    s.battle && el("p", { class: "sq-battle", "data-testid": "sq-battle", text: battleText(c, s.battle) }),
    el("section", { class: "sq-players", "data-testid": "sq-players" }, s.players.map((p) => player(c, p))),
    el("p", { class: "sq-row", "data-testid": "sq-table" },
      el("strong", { "data-testid": "sq-deck", text: c.t("sq.deck", { n: s.deck_count }) }), ` · ${c.t("sq.discard")}: `,
      s.discard.length ? s.discard.slice(-6).map(face) : c.t("sq.none")),
    s.my_hand && el("p", { class: "sq-row", "data-testid": "sq-hand" }, s.my_hand.map(face)),
    pendingMoves(c, { say: (m) => moveEntry(c.game, m.type, c.names[m.seat]), badge: () => c.t("sq.queued") }),
    panel(c),
  ];
}

function winner(c) {
  const s = c.view.state;
  const draws = s.tiebreakers.map((p) => `${c.names[p]} ${s.tiebreak_draws[p]}`).join(" · ");
  return el("section", { class: "sq-banner sq-win", role: "status", "data-testid": "sq-winner" },
    el("strong", { text: c.t(s.winners.length > 1 ? "sq.wins" : "sq.win", { names: list(c, s.winners) }) }),
    el("p", { text: c.t(`sq.why.${s.termination}`, { draws }) }));
}

function banner(c) {
  const { view, t, names } = c;
  const s = view.state;
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const { held, waiting } = heldSeats(c, view.to_move);
  if (held.length && !waiting.length) return heldNote(c, held, { cls: "sq-banner" });
  const name = names[s.current] ?? "";
  const mine = waiting.includes(c.mySeat);
  const text = {
    deal: () => t("sq.deal", { name: names[s.dealer] }),
    draft: () => s.draft.available.length ? t("sq.picks", { name: names[s.draft.pickers[0]] })
      : t("sq.reveal", { name: names[s.draft.dealer], n: s.players.length }),
    deploy: () => t("sq.deploy", { names: list(c, waiting) }),
    hands: () => t("sq.hands", { names: list(c, waiting) }),
    draw: () => t("sq.draw", { name }),
    draw_card: () => t("sq.drawCard", { name }),
    redeploy: () => t("sq.redeploy", { name }),
    action: () => (s.current === c.mySeat ? t("sq.yourAction") : t("sq.action", { name })),
    replace: () => t("sq.replace", { names: list(c, s.pending_replace.map((r) => r.seat)) }),
    tiebreak: () => t("sq.tiebreak", { names: list(c, waiting) }),
  }[s.phase]();
  return [el("p", { class: `sq-banner${mine ? " sq-mine" : ""}`, role: "status", "data-testid": "sq-turn", text }),
    heldNote(c, held)];
}

function draftTable(c) {
  const d = c.view.state.draft;
  return el("section", { class: "sq-box", "data-testid": "sq-draft" },
    el("strong", { text: c.t("sq.draftRound", { k: d.round, n: d.rounds }) }),
    el("div", { class: "sq-row" }, d.revealed.map((code) => {
      const node = face(code);
      if (!d.available.includes(code)) node.classList.add("sq-taken");
      return node;
    })));
}

function battleText(c, b) {
  return c.t(`sq.battle.${b.result}`, { att: c.names[b.attacker], def: c.names[b.defender], a: b.a, d: b.d });
}

/** One player's squads, captured pile, hand; a squad is a button when the move being entered needs it. */
function player(c, p) {
  const s = c.view.state;
  const e = c.entry;
  const seat = p.seat;
  const head = [c.names[seat], seat === c.mySeat && ` · ${c.t("sq.you")}`, p.eliminated && ` · ${c.t("sq.out")}`];
  return el("article", { class: `sq-player${p.eliminated ? " sq-out" : ""}${seat === s.current ? " sq-current" : ""}`, "data-testid": `sq-player-${seat}` },
    el("h3", {}, head),
    el("div", { class: "sq-squads" }, p.squads.map((squad, slot) => {
      const testid = `sq-squad-${seat}-${slot}`;
      if (!squad) return el("div", { class: "sq-squad sq-empty", "data-testid": testid, text: c.t("sq.none") });
      const body = [squad.cards.map(face), el("b", { class: "sq-sum", text: `= ${squad.sum}` })];
      const tap = squadTap(c, seat, slot);
      const picked = (seat === s.current && e.slot === slot) || (e.target && e.target[0] === seat && e.target[1] === slot);
      return tap ? el("button", { type: "button", class: `sq-squad${picked ? " sq-picked" : ""}`, "data-testid": testid, onclick: tap }, body)
        : el("div", { class: `sq-squad${picked ? " sq-picked" : ""}`, "data-testid": testid }, body);
    })),
    el("p", { class: "sq-muted" },
      el("span", { "data-testid": `sq-hand-${seat}`, text: c.t("sq.hand", { n: p.hand_count }) }), " · ",
      el("span", { "data-testid": `sq-captured-${seat}`, text: c.t("sq.captured", { n: p.captured_count }) })),
    p.known_hand.length > 0 && el("p", { class: "sq-row" }, c.t("sq.drafted"), p.known_hand.map(face)));
}

function squadTap(c, seat, slot) {
  const s = c.view.state;
  const e = c.entry;
  if (!actsNow(c) || s.phase !== "action" || !e.mode || e.mode === "discard") return null;
  const pick = (fn) => () => { fn(); c.draw(); };
  if (seat === s.current) return pick(() => { e.slot = slot; e.target = null; });
  if (e.mode === "attack" && e.slot != null && !s.players[seat].eliminated) return pick(() => { e.target = [seat, slot]; });
  return null;
}

// Whether this phone enters the current player's turn moves now (not while a move is on its way).
function actsNow(c) {
  const s = c.view.state;
  return s.current != null && c.view.to_move.includes(s.current) && c.canAct(s.current) && !queued(c);
}
const queued = (c) => c.entry.sent || c.pending.length > 0;

/** Every card the table knows is elsewhere; `mine` are the acting seat's own known cards. */
function known(c, mine = []) {
  const s = c.view.state;
  const out = new Set();
  for (const p of s.players) {
    p.squads.forEach((squad) => squad && squad.cards.forEach((x) => out.add(x)));
    p.captured.forEach((x) => out.add(x));
    p.known_hand.forEach((x) => out.add(x));
  }
  s.discard.forEach((x) => out.add(x));
  s.draft?.revealed.forEach((x) => out.add(x));
  mine.forEach((x) => out.delete(x));
  return out;
}

/** Cards that may come from `seat`'s hand: its tracked hand, or any card not known elsewhere. */
function handPicker(c, seat, label, onPick, allow = () => true) {
  const s = c.view.state;
  const tracked = seat === c.mySeat ? s.my_hand : null;
  const disabled = known(c, s.players[seat].known_hand);
  const picker = cardPicker({ label, t: c.t, disabled, onPick });
  for (const b of picker.querySelectorAll("[data-card]")) {
    const code = b.dataset.card;
    if (!allow(code) || (tracked && !tracked.includes(code))) b.disabled = true;
  }
  return picker;
}

function confirm(c, type, seat, payload, text, extra = null) {
  const { entry, t } = c;
  return confirmBar("sq", { summary: text, extra, confirm: t("sq.submit"), cancel: t("sq.cancel"),
    onSend: () => { sendMove(c, entry, type, seat, payload); reset(c); }, onCancel: () => reset(c) });
}

function reset(c) {
  Object.assign(c.entry, { picks: [], mode: null, slot: null, target: null, card: null });
  c.entry.draw();
}

/** Several cards at once (a deal, a reveal, a hand, squads to deploy): taps toggle. */
function multi(c, need, label, disabled = new Set()) {
  const picks = c.entry.picks;
  // A card picked stays tappable (to take it back) even if the table has since seen it elsewhere.
  const others = new Set([...disabled].filter((code) => !picks.includes(code)));
  return multiCardPicker({ picks, need, onChange: c.draw, label, t: c.t, disabled: others });
}

function panel(c) {
  const body = controls(c);
  return body && el("section", { class: "sq-box sq-panel", "data-testid": "sq-panel" }, body);
}

function controls(c) {
  const { view, t, names, entry } = c;
  const s = view.state;
  if (s.phase === "game_over" || queued(c)) return null;
  const can = view.to_move.filter((p) => c.canAct(p));
  const seat = can.includes(c.mySeat) ? c.mySeat : can[0];
  if (seat == null) return null;
  const name = names[seat];
  const cards = (list) => cardList(list);  // named as players say them, not by their codes
  if (s.phase === "deal") {
    const need = 2 * s.players.length;
    if (entry.picks.length === need) {
      const text = s.players.map((p, i) => `${names[i]} ${cards(entry.picks.slice(2 * i, 2 * i + 2))}`).join(" · ");
      const squads = s.players.map((p, i) => entry.picks.slice(2 * i, 2 * i + 2));
      return confirm(c, "deal", seat, { squads }, t("sq.sumDeal", { cards: text }));
    }
    return multi(c, need, t("sq.dealPick", { name: names[Math.floor(entry.picks.length / 2)] }));
  }
  if (s.phase === "draft" && !s.draft.available.length) {
    const n = s.players.length;
    if (entry.picks.length === n) return confirm(c, "draft_reveal", seat, { cards: [...entry.picks] }, t("sq.sumCards", { name, cards: cards(entry.picks) }));
    return multi(c, n, t("sq.reveal", { name, n }), known(c));
  }
  if (s.phase === "draft") {
    if (entry.card) return confirm(c, "draft_pick", seat, { card: entry.card }, t("sq.sumPick", { name, card: cardLabel(entry.card) }));
    return el("div", { class: "sq-row" }, s.draft.available.map((code) => el("button", {
      type: "button", class: "sq-pick", "data-testid": `sq-pick-${code}`, "aria-label": cardLabel(code),
      onclick: () => { entry.card = code; c.draw(); } }, cardFace(code))));
  }
  if (s.phase === "deploy" || s.phase === "hands") {
    if (s.phase === "hands" && seat !== c.mySeat) return null;
    const p = s.players[seat];
    const need = s.phase === "deploy" ? 2 : p.hand_count;
    const type = s.phase === "deploy" ? "deploy" : "private_hand";
    if (entry.picks.length === need) {
      return confirm(c, type, seat, type === "deploy" ? { squads: [...entry.picks] } : { cards: [...entry.picks] },
        t("sq.sumCards", { name, cards: cards(entry.picks) }));
    }
    return multi(c, need, t(type === "deploy" ? "sq.deployPick" : "sq.handPick", { name, n: need }), known(c, p.known_hand));
  }
  if (s.phase === "replace") {
    if (othersHand(c, seat)) return ownPhoneNote(name);
    const owed = s.pending_replace.find((r) => r.seat === seat);
    const where = spot(c, owed.slot);
    if (entry.card) return confirm(c, "replace", seat, { slot: owed.slot, card: entry.card }, t("sq.sumPut", { name, card: cardLabel(entry.card), spot: where }));
    return el("div", { "data-testid": "sq-replace-prompt" },
      handPicker(c, seat, t("sq.replacePrompt", { name, spot: where }), (code) => { entry.card = code; c.draw(); }));
  }
  if (s.phase === "tiebreak") {
    if (entry.card) return confirm(c, "tiebreak_draw", seat, { card: entry.card }, t("sq.sumPick", { name, card: cardLabel(entry.card) }));
    return [el("p", { text: t("sq.tiebreakPick", { name }) }), el("div", { class: "sq-row" }, s.players[seat].captured.map((code) =>
      el("button", { type: "button", class: "sq-pick", "data-testid": `sq-pick-${code}`, onclick: () => { entry.card = code; c.draw(); } }, cardFace(code))))];
  }
  return turn(c, seat, name);
}

function turn(c, seat, name) {
  const { t, entry } = c;
  const s = c.view.state;
  if (seat !== s.current) return null;
  if (s.phase === "draw") {
    return el("button", { type: "button", class: "primary sq-wide", "data-testid": "sq-draw", text: t("sq.btnDraw"),
      onclick: () => { sendMove(c, entry, "draw", seat, {}); c.draw(); } });
  }
  if (s.phase === "draw_card") {
    if (seat !== c.mySeat) return null;
    if (entry.card) return confirm(c, "private_draw", seat, { card: entry.card }, t("sq.sumPick", { name, card: cardLabel(entry.card) }));
    return cardPicker({ label: t("sq.whichDrawn"), t, disabled: known(c, s.my_hand || []), onPick: (code) => { entry.card = code; c.draw(); } });
  }
  const lost = s.players[seat].squads.findIndex((squad) => !squad);
  if (s.phase === "redeploy") {
    if (othersHand(c, seat)) return ownPhoneNote(name);
    if (entry.card) return confirm(c, "redeploy", seat, { slot: lost, card: entry.card }, t("sq.sumPut", { name, card: cardLabel(entry.card), spot: spot(c, lost) }));
    return handPicker(c, seat, t("sq.redeployPick", { spot: spot(c, lost) }), (code) => { entry.card = code; c.draw(); });
  }
  // Another phone may enter an attack for a tracked player, never a card of their hand.
  const fromHand = othersHand(c, seat);
  const empty = s.players[seat].hand_count === 0 || fromHand;
  const mode = (m, key, off) => el("button", { type: "button", "data-testid": `sq-mode-${m}`, "aria-pressed": String(entry.mode === m),
    disabled: off, text: t(key), onclick: () => { Object.assign(entry, { mode: m, slot: null, target: null, card: null }); c.draw(); } });
  return [el("div", { class: "sq-row sq-buttons" }, mode("reinforce", "sq.reinforce", empty), mode("attack", "sq.attack", false),
    mode("discard", "sq.discardBtn", empty)), fromHand && ownPhoneNote(name), action(c, seat, name)];
}

function action(c, seat, name) {
  const { t, entry } = c;
  const s = c.view.state;
  const mine = s.players[seat].squads;
  if (entry.mode === "discard") {
    if (entry.card) return confirm(c, "discard", seat, { card: entry.card }, t("sq.sumDiscard", { name, card: cardLabel(entry.card) }));
    return handPicker(c, seat, t("sq.discardPick"), (code) => { entry.card = code; c.draw(); });
  }
  if (!entry.mode) return null;
  if (entry.slot == null) return el("p", { class: "sq-muted", text: t("sq.tapMine") });
  if (entry.mode === "reinforce") {
    const squad = mine[entry.slot];
    const max = 6 - squad.sum;
    if (entry.card) return confirm(c, "reinforce", seat, { slot: entry.slot, card: entry.card }, t("sq.sumReinforce", { name, card: cardLabel(entry.card), spot: spot(c, entry.slot) }));
    return handPicker(c, seat, t("sq.reinforcePick", { suit: suitName(squad.suit), max }),
      (code) => { entry.card = code; c.draw(); }, (code) => code[1] === squad.suit && Number(code[0]) <= max);
  }
  if (!entry.target) return el("p", { class: "sq-muted", text: t("sq.tapTheirs") });
  const [target, targetSlot] = entry.target;
  const preview = s.attacks.find((a) => a.slot === entry.slot && a.target_player === target && a.target_slot === targetSlot);
  if (!preview) return null;
  const text = t("sq.preview", { a: preview.a, d: preview.d, result: t(`sq.${preview.result}`) });
  return confirm(c, "attack", seat, { slot: entry.slot, target_player: target, target_slot: targetSlot },
    text, preview.warning && el("p", { class: "sq-warn", role: "alert", "data-testid": "sq-warning", text: warning(c, preview) }));
}

/** The spec's SQUAD-LOSING-ATTACK text, from the game's rule catalogue, in the page's language. */
function warning(c, preview) {
  const lang = (document.documentElement.lang || "en").slice(0, 2) === "it" ? "it" : "en";
  const rule = c.game?.rules?.find((r) => r.id === preview.warning);
  return (rule?.message[lang] || preview.warning).replace("{a}", preview.a).replace("{d}", preview.d);
}
