/**
 * Collector entered a hand at a time (option depth "hand", docs/games/collector.md): once the
 * game is over, a phone enters the sets laid down, in lay-down order. A set is a tap on who laid
 * it down and six on its cards, its tier named as they are tapped; Confirm sends them all (no
 * more sets), Next set keeps this one and asks for another player's. The common game, one set
 * laid down, is eight taps; the referee then names the winner.
 */
import { el, replace } from "../../dom.js";
import { cardFace, cardLabel, multiCardPicker } from "../../components/card-picker.js";
import { entryButton, entryButtons, keptEntry, sendMove } from "../../components/move-entry.js";
import { pendingMoves } from "../../components/pending.js";

const SET_SIZE = 6;
const WILDS = 6;

/** `parts`: the move-by-move screen's own pieces this one uses too (its §5.5 classification and
 * TIERS, the tier's words, the winner, the sets laid down and the result). */
export function renderHand(root, ctx, parts) {
  keptEntry(root, `${ctx.view.id}|${ctx.view.version}`, () => ({ sets: [], seat: null, cards: [], none: false }),
    (entry) => replace(root, el("div", { class: "co co-by-hand" }, screen(ctx, entry, parts))));
}

function screen(ctx, entry, parts) {
  const { view, t } = ctx;
  const over = view.state.phase === "game_over";
  return [
    over && parts.winnerBanner(ctx),
    over && parts.laidSets(ctx),
    !over && entryPanel(ctx, entry, parts),
    pendingMoves(ctx, { say: (m) => summary(ctx, m.payload.sets, parts), badge: (m) => t(m.status === "sending" ? "co.sending" : "co.queued") }),
    over && parts.scoreSheet(view, t),
  ];
}

/** The seat the entry goes in as: this phone's own, else (a host phone) whoever laid down first. */
function enteringSeat(ctx, entry) {
  const able = ctx.view.to_move.filter((seat) => ctx.canAct(seat));
  if (able.includes(ctx.mySeat)) return ctx.mySeat;
  const first = entry.sets[0]?.seat ?? entry.seat;
  return able.includes(first) ? first : able[0] ?? null;
}

function entryPanel(ctx, entry, parts) {
  const { t } = ctx;
  const by = enteringSeat(ctx, entry);
  if (by === null) return el("p", { class: "co-banner", role: "status", "data-testid": "co-hand-waiting", text: t("co.hand.waiting") });
  // One entry decides the game: while any is on its way, from this entry or the outbox, none more.
  if ((entry.sent && entry.sent.version === ctx.view.version) || ctx.pending.some((m) => m.type === "sets")) return null;
  const kind = entry.cards.length === SET_SIZE ? parts.classify(entry.cards) : null;
  const whole = entry.seat !== null && Boolean(kind);
  const sets = whole ? [...entry.sets, { seat: entry.seat, cards: [...entry.cards] }] : entry.sets;
  const started = entry.seat !== null || entry.cards.length > 0;
  const ready = entry.none || whole || (!started && entry.sets.length > 0);
  const clear = () => { Object.assign(entry, { sets: [], seat: null, cards: [], none: false }); entry.draw(); };
  const next = () => { Object.assign(entry, { sets, seat: null, cards: [] }); entry.draw(); };
  const send = () => sendMove(ctx, entry, "sets", by, { sets: entry.none ? [] : sets.map((set) => ({ seat: set.seat, cards: [...set.cards] })) });
  const more = whole && sets.length < ctx.names.length;
  // With a turn limit nobody may have laid down: a draw, offered in the send bar while nothing is
  // entered, where it takes no room of its own.
  const drawAllowed = ctx.view.options.turn_limit && !started && !entry.sets.length && !entry.none;
  const nobody = () => { Object.assign(entry, { seat: null, cards: [], none: true }); entry.draw(); };
  return el("section", { class: "co-panel co-hand-entry", "data-testid": "co-hand-entry", "aria-label": t("co.hand.enter") },
    setsSoFar(ctx, entry.sets, parts),
    whoLaidDown(ctx, entry),
    !entry.none && setBuilder(ctx, entry, kind, parts),
    el("div", { class: "entry-confirm co-hand-send" },
      ready && el("p", { class: "entry-summary", "data-testid": "co-summary", text: entry.none ? t("co.hand.noneSummary") : summary(ctx, sets, parts) }),
      entryButtons(entryButton(t("co.submit"), "co-submit", send, { primary: true, disabled: !ready }),
        more && entryButton(t("co.hand.next"), "co-hand-next", next),
        drawAllowed && entryButton(t("co.hand.none"), "co-hand-none", nobody),
        (started || entry.sets.length > 0 || entry.none) && entryButton(t("co.cancel"), "co-cancel", clear))));
}

/** The sets kept with Next set, in lay-down order, a line each: their cards are the ones greyed
 * out in the picker below. */
function setsSoFar(ctx, sets, parts) {
  if (!sets.length) return null;
  return el("ol", { class: "co-hand-sets", "data-testid": "co-hand-sets" }, sets.map((set) => el("li", {},
    el("strong", { text: ctx.names[set.seat] }), ` · ${parts.tierText(ctx.t, parts.classify(set.cards))}`)));
}

/** One tap on the player who laid the set down (those already entered are greyed out). */
function whoLaidDown(ctx, entry) {
  const { t, names } = ctx;
  const done = new Set(entry.sets.map((set) => set.seat));
  const question = t(entry.sets.length ? "co.hand.whoNext" : "co.hand.whoFirst");
  // A second tap on the player takes the choice back.
  const pick = (seat) => { entry.seat = entry.seat === seat ? null : seat; entry.none = false; entry.draw(); };
  return el("div", { class: "co-hand-who", role: "group", "aria-label": question },
    el("p", { class: "co-hand-question", text: question }),
    el("div", { class: "co-row co-buttons" },
      names.map((name, seat) => el("button", { type: "button", "data-testid": `co-hand-seat-${seat}`, text: name,
        "aria-pressed": String(entry.seat === seat), disabled: done.has(seat), onclick: () => pick(seat) }))));
}

/** The set's six cards: tapped in the picker (W as often as it stands in) and taken back from
 * the row above it; the line between names the tier they make, or why they make none, as they
 * are tapped. */
function setBuilder(ctx, entry, kind, parts) {
  const { view, t } = ctx;
  const wild = view.state.wild_cards === "substitute";
  const elsewhere = new Set(entry.sets.flatMap((set) => set.cards).filter((code) => code !== "W"));
  const wildsLeft = WILDS - [...entry.sets.flatMap((set) => set.cards), ...entry.cards].filter((code) => code === "W").length;
  const onPick = (code) => {
    const at = entry.cards.indexOf(code);
    if (code !== "W" && at >= 0) entry.cards.splice(at, 1);
    else if (entry.cards.length < SET_SIZE && (code !== "W" || wildsLeft > 0)) entry.cards.push(code);
    entry.draw();
  };
  const takeBack = (i) => { entry.cards.splice(i, 1); entry.draw(); };
  const name = entry.seat === null ? null : ctx.names[entry.seat];
  return [
    el("div", { class: "co-row co-chosen", "data-testid": "co-hand-picks" },
      entry.cards.map((code, i) => el("button", { type: "button", class: "co-card", "data-face": code,
        "aria-label": t("co.hand.takeBack", { card: cardLabel(code) }), onclick: () => takeBack(i) }, cardFace(code)))),
    el("p", { class: kind ? "co-live co-ok" : kind === false ? "co-live" : "co-muted", "data-testid": "co-live", role: "status",
      text: liveText(t, entry, kind, name, parts) }),
    named(multiCardPicker({ picks: entry.cards, need: SET_SIZE, onChange: entry.draw, t, disabled: elsewhere, wild, onPick }),
      name ? t("co.hand.pickOf", { name, n: entry.cards.length }) : t("co.hand.pick", { n: entry.cards.length })),
  ];
}

// The line above the picker says what to tap: a visible label would say it twice, and cost the
// height that keeps the whole entry on a phone's screen.
function named(picker, label) {
  picker.setAttribute("aria-label", label);
  return picker;
}

function liveText(t, entry, kind, name, parts) {
  if (!entry.cards.length) return name ? t("co.hand.tapCards", { name }) : t("co.hand.tapName");
  if (kind) return parts.tierText(t, kind);
  if (entry.cards.length < SET_SIZE) return t("co.hand.more", { n: SET_SIZE - entry.cards.length });
  const ranked = entry.cards.filter((code) => code !== "W");
  return t("co.notSet", { r: new Set(ranked.map((code) => code[0])).size, s: new Set(ranked.map((code) => code[1])).size });
}

/** The entry in words: each set with its tier, and who wins by §5.5 (the best tier, the first
 * laid down among equals), as the referee will find. */
function summary({ t, names }, sets, parts) {
  if (!sets.length) return t("co.hand.noneSummary");
  const kinds = sets.map((set) => parts.classify(set.cards));
  const best = kinds.reduce((won, kind, i) => (parts.TIERS[kind] < parts.TIERS[kinds[won]] ? i : won), 0);
  const each = sets.map((set, i) => `${names[set.seat]}: ${parts.tierText(t, kinds[i])}`).join(" · ");
  return t("co.hand.summary", { sets: each, name: names[sets[best].seat] });
}
