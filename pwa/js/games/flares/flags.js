// Revoke flags on the Flares screen (docs/games/flares.md, Ruling on a revoke). An open flag of the
// round being played is pinned at the top, loud, with Uphold and Dismiss: the table's ruling is a
// move (revoke_ruling). A flag ruled on, or of an earlier round, has nothing left to decide, so it
// moves down to a quiet list with its ruling, where an upheld flag under `rewind` offers the undo
// back to the revoking play.
import { el } from "../../dom.js";
import { askFirst } from "../../components/ask-first.js";
import { cardLabel, suitName } from "../../components/card-picker.js";
import { entryButton, entryButtons, sendMove } from "../../components/move-entry.js";
import { rewindTo } from "./rewind.js";

const pinned = (view, flag) => flag.status === "open" && flag.round === view.state.round && view.state.phase !== "game_over";

// A seated phone rules in its own seat's name (always allowed); a shared phone in the flagged one's.
const rulingSeat = (ctx, flag) => ctx.mySeat ?? flag.seat;

function evidence(ctx, flag) {
  const d = flag.details;
  if (d.evidence_trick == null) return null;
  return el("p", { class: "fl-evidence", "data-testid": "fl-flag-evidence",
    text: ctx.t("fl.evidence", { t: d.t, name: ctx.names[d.player], off: cardLabel(d.off_suit_card), suit: suitName(d.suit),
      at: flag.at_seq, card: cardLabel(d.card), et: d.evidence_trick, ev: flag.evidence_seq }) });
}

function rulingButtons(ctx, entry, flag) {
  const { t } = ctx;
  const seat = rulingSeat(ctx, flag);
  const sending = entry.sent?.type === "revoke_ruling" ||
    ctx.pending.some((move) => move.type === "revoke_ruling" && move.payload.flag === flag.id);
  if (sending) return el("p", { class: "fl-muted", "data-testid": "fl-ruling-sent", text: t("fl.rulingSent") });
  if (!ctx.canAct(seat)) return null;
  const rule = (ruling) => () => { sendMove(ctx, entry, "revoke_ruling", seat, { flag: flag.id, ruling }); entry.draw(); };
  return el("div", { class: "fl-ruling" },
    el("p", { class: "fl-muted", text: t(`fl.ask.${ctx.view.options.revoke_penalty}`, { name: ctx.names[flag.seat] }) }),
    entryButtons(
      entryButton(t("fl.uphold"), `fl-uphold-${flag.id}`, rule("uphold"), { primary: true }),
      entryButton(t("fl.dismiss"), `fl-dismiss-${flag.id}`, rule("dismiss"))));
}

/** The open flags of the round being played, each with the table's two answers; null if none. */
export function pinnedFlags(ctx, entry) {
  const { view, t } = ctx;
  const open = view.flags.filter((flag) => pinned(view, flag));
  if (!open.length) return null;
  return el("section", { class: "fl-flags", "data-testid": "fl-flags", "aria-label": t("fl.flags") },
    open.map((flag) => el("div", { class: "fl-flag", role: "alert", "data-testid": `fl-flag-${flag.id}` },
      el("strong", { text: `⚑ ${flag.rule} · ${t("fl.flagRound", { n: flag.round })}` }),
      el("p", { "data-testid": "fl-flag-message", text: flag.message }),
      evidence(ctx, flag),
      rulingButtons(ctx, entry, flag))));
}

/** Every other flag, quietly, with the table's ruling; an upheld one of this round under `rewind`
 * offers the undo back to its revoking play. null if none. */
export function flagLog(ctx) {
  const { view, t } = ctx;
  const rest = view.flags.filter((flag) => !pinned(view, flag));
  if (!rest.length) return null;
  return el("section", { class: "fl-flag-log", "data-testid": "fl-flag-log", "aria-label": t("fl.flagLog") },
    el("h3", { text: t("fl.flagLog") }),
    el("ul", {}, rest.map((flag) => el("li", { "data-testid": `fl-flag-${flag.id}` },
      el("span", { class: "fl-muted", text: `${t("fl.flagRound", { n: flag.round })} · ` }),
      el("span", { "data-testid": "fl-flag-message", text: flag.message }),
      " ", el("strong", { "data-testid": "fl-flag-status", text: t(`fl.status.${flag.status}`) }),
      rewindOffer(ctx, flag)))));
}

function rewindOffer(ctx, flag) {
  const { view, t } = ctx;
  const back = flag.proposal?.undo_to_seq;
  if (flag.status !== "upheld" || back == null || flag.round !== view.state.round || view.state.phase === "game_over" ||
    !ctx.call) return null;
  // Many moves at once, each undone separately: asked first, in words.
  return askFirst({ label: t("fl.rewind", { seq: back }), question: t("fl.rewindAsk", { seq: back }),
    yes: t("fl.rewindYes"), no: t("fl.rewindNo"), testid: `fl-rewind-${flag.id}`, onYes: () => rewindTo(ctx, back) });
}
