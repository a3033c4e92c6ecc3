/**
 * Mini Golf table screen. Rulebook: Ecwem: Six, "Mini Golf";
 * spec: docs/games/mini-golf.md §1 (moves golf.start_hole, golf.turn, golf.reveal).
 * The table (mini-golf/table.js) and the move entry (mini-golf/entry.js) share one phone screen:
 * an ordinary turn is entered without scrolling (docs/phone-app.md, How many taps).
 */
import { el, replace } from "../dom.js";
import { keptEntry } from "../components/move-entry.js";
import { pendingMoves } from "../components/pending.js";
import { totalsChart } from "../components/totals-chart.js";
import { moveEntry } from "./mini-golf/entry.js";
import { renderHand } from "./mini-golf/hand.js";
import { table } from "./mini-golf/table.js";
import { summary } from "./mini-golf/words.js";

const MOVE_OF_PHASE = { await_hole_start: "start_hole", turns: "turn", final_turns: "turn", reveal: "reveal" };

export function render(root, ctx) {
  if (ctx.view.options.depth === "hand") return renderHand(root, ctx, { scoreSheet });
  const s = ctx.view.state;
  // Any accepted move makes a half-entered one stale, except during the reveal, where seats
  // enter their cards independently and the host may be halfway through another seat's.
  const key = [ctx.view.id, s.hole, s.phase, s.phase === "reveal" ? "" : ctx.view.version].join("|");
  // `sent` is a set of seats: during the reveal one phone may enter several seats' cards.
  keptEntry(root, key, () => ({ m: {}, picks: {}, sent: new Set() }),
    (entry) => replace(root, el("div", { class: "golf" }, screen(ctx, entry))));
}

function screen(ctx, entry) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  const moveType = MOVE_OF_PHASE[s.phase];
  const queued = new Set([...entry.sent, ...ctx.pending.filter((m) => m.type === moveType).map((m) => m.seat)]);
  const actable = view.to_move.filter((seat) => ctx.canAct(seat) && !queued.has(seat));
  // A seated phone (the host who plays too) starts on its own seat when that one is awaited.
  if (!actable.includes(entry.m.seat)) entry.m = { seat: actable.includes(ctx.mySeat) ? ctx.mySeat : actable[0] ?? null };
  const entering = over ? { seat: null, panel: null } : moveEntry(ctx, entry, actable);
  const list = (seats) => seats.map((i) => names[i]).join(", ");

  const mine = view.to_move.includes(ctx.mySeat);
  let turnText = null;
  if (s.phase === "await_hole_start") turnText = t("golf.deals", { name: names[s.dealer] });
  else if (s.phase === "reveal") turnText = t("golf.revealWait", { names: list(view.to_move) });
  else if (!over) turnText = mine ? t("golf.yourTurn") : t("golf.turnOf", { name: names[s.current] });
  // The grid entered for is the big one; else this phone's own; else the current player's.
  const big = entering.seat ?? (s.grids?.[ctx.mySeat] ? ctx.mySeat : s.current ?? view.to_move[0]);

  return [
    el("header", { class: "golf-head" },
      el("h2", { text: s.playoff ? t("golf.playoffHole", { n: s.hole }) : t("golf.hole", { n: s.hole, total: s.holes }) }),
      turnText && el("p", {
        class: `golf-banner${mine ? " golf-mine" : ""}`, "data-testid": "golf-turn-banner", role: "status", text: turnText,
      })),
    over && resultBanner(view, t, list),
    s.phase === "final_turns" && el("p", {
      class: "golf-banner golf-final", "data-testid": "golf-final-banner", role: "status",
      text: t("golf.finalTurns", { name: names[s.finisher], names: list(s.final_turns_left) }),
    }),
    table(ctx, { big, slot: entering.slot, side: entering.side, take: entering.take }),
    entering.panel,
    pendingList(ctx),
    scoreSheet(view, t),
  ];
}

function resultBanner(view, t, list) {
  const winners = view.result?.winners ?? view.state.winners;
  return el("div", { class: "golf-banner golf-result", role: "status" },
    el("strong", { text: t(winners.length > 1 ? "golf.winners" : "golf.winner", { names: list(winners) }) }),
    el("span", { text: ` ${t("golf.gameOver")}` }));
}

// Below the picker: a line appearing while a move is sent must not push the picker off the screen.
function pendingList(ctx) {
  return pendingMoves(ctx, { say: (m) => `${ctx.names[m.seat]}: ${summary(ctx, m.type, m.payload)}`,
    badge: (m) => ctx.t(m.status === "sending" ? "golf.sending" : "golf.queued") });
}

/** Per-hole score table with totals, and the running-totals chart (also used by the scores screen,
 * which has its own title: it passes {heading: false}). */
export function scoreSheet(view, t, { heading = true } = {}) {
  const names = view.seats.map((seat) => seat.name);
  const { rounds, totals } = view.scores;
  if (!rounds.length) return el("section", { class: "golf-sheet" }, el("p", { class: "golf-muted", text: t("golf.noRounds") }));
  const best = Math.min(...totals);
  return el("section", { class: "golf-sheet" },
    heading && el("h3", { text: t("golf.scores") }),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("golf.holeCol") }),
        names.map((name) => el("th", { scope: "col", title: name, text: name })))),
      el("tbody", {}, rounds.map((r) => el("tr", { class: r.playoff ? "golf-po" : null },
        el("th", { scope: "row", text: r.playoff ? t("golf.playoffShort", { n: r.hole }) : String(r.hole) }),
        r.scores.map((score) => el("td", { text: score ?? "–" }))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("golf.total") }),
        totals.map((total) => el("td", { class: total === best ? "golf-best" : null, text: total }))))),
    rounds.some((r) => !r.playoff) && totalsChart({ rounds, names, t }));
}
