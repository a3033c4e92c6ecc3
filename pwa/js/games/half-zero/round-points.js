/**
 * Half-Zero entered a round at a time (option depth "hand", docs/games/half-zero.md): after each
 * round one phone enters the point cards each player won, a tap per card in that player's row of
 * the six point ranks, then Confirm; the referee ends the round (the upgrade, the bases). A card
 * is won once, so a rank taken in one row is greyed out in the others. The last round's result
 * stays above the next entry, so a shared phone shows the table what it just ended.
 */
import { el, replace } from "../../dom.js";
import { cardLabel } from "../../components/card-picker.js";
import { confirmBar, isSending, keptEntry, sendMove } from "../../components/move-entry.js";
import { pendingMoves } from "../../components/pending.js";

const RANKS = [1, 2, 3, 4, 5, 6];

/** `scoreSheet(view, t)` is the rounds table the turn-by-turn screen shows too. */
export function renderRoundPoints(root, ctx, { scoreSheet }) {
  keptEntry(root, `${ctx.view.id}|${ctx.view.version}`, () => ({ won: {} }),
    (entry) => replace(root, el("div", { class: "hz hz-by-round" }, screen(ctx, entry, scoreSheet))));
}

function screen(ctx, entry, scoreSheet) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  return [
    el("h2", { text: over ? t("hz.byRound.over") : t("hz.round", { n: s.round }) }),
    over && el("p", { class: "hz-banner", role: "status", "data-testid": "hz-banner",
      text: t("hz.bOver", { name: names[view.result?.winners?.[0] ?? s.winner] }) }),
    lastRound(ctx),
    !over && entryPanel(ctx, entry),
    pendingMoves(ctx, { say: (m) => summary(ctx, m.payload), badge: (m) => t(m.status === "sending" ? "hz.sending" : "hz.byRound.queued") }),
    scoreSheet(view, t),
  ];
}

/** Who upgraded, and each player's points and base after the round just ended. */
function lastRound(ctx) {
  const { view, t, names } = ctx;
  const r = view.state.history.at(-1);
  if (!r) return null;
  const outcome = r.upgraded == null ? t("hz.roundNoUp", { n: r.round })
    : t("hz.roundUp", { n: r.round, name: names[r.upgraded], base: r.bases_after[r.upgraded] });
  return el("section", { class: "hz-by-round-last", "data-testid": "hz-last-round" },
    el("p", { class: "hz-banner hz-round", role: "status", text: outcome }),
    el("ul", { class: "hz-by-round-lines" }, names.map((name, seat) => el("li", {
      class: seat === r.upgraded ? "hz-up" : null, "data-testid": `hz-last-${seat}`,
      text: t("hz.byRound.line", { name, n: r.points[seat], base: r.bases_after[seat] }) }))));
}

function entryPanel(ctx, entry) {
  const { view, t, names } = ctx;
  const s = view.state;
  // Any phone at the table enters the round; a seated phone enters it as its own seat.
  const actor = ctx.mySeat != null && ctx.canAct(ctx.mySeat) ? ctx.mySeat : view.to_move.find((seat) => ctx.canAct(seat));
  if (actor == null) return el("p", { class: "hz-muted", "data-testid": "hz-round-wait", text: t("hz.byRound.waiting") });
  if (isSending(ctx, entry, "round_points", actor)) return el("p", { class: "hz-muted", text: t("hz.sending") });
  const count = Object.keys(entry.won).length;
  const most = s.max_base;
  const payload = { point_cards: names.map((_, seat) => RANKS.map((rank) => `${rank}${s.point_suit}`)
    .filter((code) => entry.won[code] === seat)) };
  const clear = () => { entry.won = {}; entry.draw(); };
  return el("section", { class: "hz-panel hz-by-round-entry", "data-testid": "hz-round-entry",
    "aria-label": t("hz.byRound.enter", { n: s.round }) },
    el("p", { class: "hz-hint", text: t("hz.byRound.enter", { n: s.round }) }),
    names.map((name, seat) => playerRow(ctx, entry, seat, name)),
    el("p", { class: count > most ? "hz-too-many" : "hz-muted", role: "status", "data-testid": "hz-round-count",
      text: t(count > most ? "hz.byRound.tooMany" : "hz.byRound.count", { n: count, m: most }) }),
    count <= most && el("div", { class: "hz-by-round-send" }, confirmBar("hz", {
      summary: null, confirm: t("hz.confirm"), cancel: t("hz.cancel"), testids: { submit: "hz-confirm" },
      onSend: () => { sendMove(ctx, entry, "round_points", actor, payload); entry.won = {}; entry.draw(); },
      onCancel: clear })));
}

/** One player's row: the six point cards, those this player won pressed, those another won greyed out. */
function playerRow(ctx, entry, seat, name) {
  const s = ctx.view.state;
  return el("div", { class: "hz-by-round-row", role: "group", "aria-label": ctx.t("hz.byRound.wonBy", { name }),
    "data-testid": `hz-won-${seat}` },
    el("span", { class: "hz-by-round-name", text: name }),
    el("span", { class: "hz-by-round-cards" }, RANKS.map((rank) => {
      const code = `${rank}${s.point_suit}`;
      const owner = entry.won[code];
      return el("button", {
        type: "button", class: `pc-card suit-${s.point_suit}`, "data-card": code, text: String(rank),
        "aria-label": cardLabel(code), "aria-pressed": String(owner === seat), disabled: owner != null && owner !== seat,
        onclick: () => { if (owner === seat) delete entry.won[code]; else entry.won[code] = seat; entry.draw(); },
      });
    })));
}

function summary({ t, names }, p) {
  const won = p.point_cards.map((cards, seat) => cards.length && `${names[seat]} ${cards.map((code) => code[0]).join(" ")}`)
    .filter(Boolean).join(", ");
  return t("hz.byRound.summary", { won: won || t("hz.byRound.nobody") });
}
