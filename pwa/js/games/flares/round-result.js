/**
 * Flares entered a round at a time (option depth "hand", docs/games/flares.md): after each round
 * the dealer's phone enters what the score comes from, the three point cards (three taps) and
 * each player's tricks (one tap a player who took any); the deck's tricks are the rest of the
 * round's h, so nobody counts them. The last round's result stays above the next entry, so a
 * shared phone shows the table what it just scored before it moves on.
 */
import { el, replace } from "../../dom.js";
import { cardLabel, multiCardPicker } from "../../components/card-picker.js";
import { confirmBar, isSending, keptEntry, sendMove } from "../../components/move-entry.js";
import { pendingMoves } from "../../components/pending.js";

/** `parts`: the move-by-move screen's own pieces this one shows too (the last round, the sheet). */
export function renderRound(root, ctx, parts) {
  keptEntry(root, `${ctx.view.id}|${ctx.view.version}`, () => ({ picks: [], tricks: null }),
    (entry) => replace(root, el("div", { class: "fl fl-by-round" }, screen(ctx, entry, parts))));
}

function screen(ctx, entry, { winnerBanner, lastRound, scoreSheet }) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  return [
    el("header", { class: "fl-head" },
      el("h2", { text: t("fl.round", { n: over ? s.rounds_scored : s.round }) }),
      !over && el("span", { class: "fl-muted", text: t("fl.dealer", { name: names[s.dealer] }) })),
    over && winnerBanner(ctx),
    lastRound(ctx),
    !over && entryPanel(ctx, entry),
    pendingMoves(ctx, { say: (m) => summary(ctx, m.payload), badge: (m) => t(m.status === "sending" ? "fl.sending" : "fl.queued") }),
    scoreSheet(view, t),
  ];
}

function entryPanel(ctx, entry) {
  const { view, t, names } = ctx;
  const s = view.state;
  const dealer = s.dealer;
  if (!view.to_move.includes(dealer)) return null;
  if (!ctx.canAct(dealer)) {
    return el("p", { class: "fl-banner", role: "status", "data-testid": "fl-turn", text: t("fl.byRound.waiting", { name: names[dealer] }) });
  }
  if (isSending(ctx, entry, "round_result", dealer)) return null;
  const tricks = (entry.tricks ||= names.map(() => 0));
  const taken = tricks.reduce((sum, n) => sum + n, 0);
  const deck = s.h - taken;
  const payload = { tricks: [...tricks], deck_tricks: deck, point_cards: [...entry.picks] };
  const ready = entry.picks.length === 3 && deck >= 0;
  // Everything entered is in view (the cards pressed, the counts pressed), so the bar that sends
  // it says nothing more: on a 390×844 phone the whole entry then fits without a scroll.
  return el("section", { class: "fl-panel", "data-testid": "fl-panel", "aria-label": t("fl.byRound.enter", { n: s.round }) },
    // Compact (no row of suit names): the counts under it then fit the screen with four players.
    multiCardPicker({ picks: entry.picks, need: 3, onChange: entry.draw, t, compact: true,
      label: t("fl.byRound.points", { n: entry.picks.length }) }),
    el("fieldset", { class: "fl-by-round-tricks", "data-testid": "fl-trick-counts" },
      el("legend", { text: t("fl.byRound.tricks", { h: s.h }) }),
      el("p", { class: deck < 0 ? "fl-too-many" : "fl-muted", "data-testid": "fl-deck-tricks", role: "status",
        text: deck < 0 ? t("fl.byRound.tooMany", { h: s.h, n: taken }) : t("fl.byRound.deck", { n: deck }) }),
      names.map((name, seat) => trickCount(ctx, entry, seat, name, s.h))),
    ready && el("div", { class: "fl-by-round-send" }, confirmBar("fl", { summary: null, confirm: t("fl.submit"), cancel: t("fl.cancel"),
      onSend: () => { sendMove(ctx, entry, "round_result", dealer, payload); entry.picks = []; entry.tricks = null; entry.draw(); },
      onCancel: () => { entry.picks = []; entry.tricks = null; entry.draw(); } })));
}

/** One player's tricks: a row of numbers 0..h, the chosen one pressed. */
function trickCount(ctx, entry, seat, name, h) {
  const counts = Array.from({ length: h + 1 }, (_, n) => n);
  return el("div", { class: "fl-by-round-row", role: "group", "aria-label": ctx.t("fl.byRound.tricksOf", { name }) },
    el("span", { class: "fl-by-round-name", text: name }),
    el("span", { class: "fl-by-round-counts" }, counts.map((n) => el("button", {
      type: "button", "data-testid": `fl-count-${seat}-${n}`, "aria-pressed": String(entry.tricks[seat] === n), text: String(n),
      onclick: () => { entry.tricks[seat] = n; entry.draw(); },
    }))));
}

function summary({ t, names }, p) {
  const tricks = p.tricks.map((n, seat) => `${names[seat]} ${n}`).concat(`${t("fl.deck")} ${p.deck_tricks}`).join(", ");
  return t("fl.byRound.summary", { cards: p.point_cards.map((code) => cardLabel(code)).join(", "), tricks });
}
