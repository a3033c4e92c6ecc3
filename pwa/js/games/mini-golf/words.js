// A Mini Golf move in words, its cards named as players say them ("1 of Diamonds", "1 di Quadri"),
// not by their codes: the entry under way, and the moves on their way.
import { cardLabel } from "../../components/card-picker.js";

/** A (possibly half-entered) move: `replace` undefined while no spot is chosen, `removed` while
 * the card taken out is not yet known. */
export function summary(ctx, type, p) {
  const { t } = ctx;
  if (type === "start_hole") return t("golf.sumStart", { n: ctx.view.state.hole, card: cardLabel(p.initial_discard) });
  if (type === "reveal") {
    return t("golf.sumReveal", { cards: Object.entries(p.cards).map(([pos, c]) => `${t(`golf.pos.${pos}`)} ${cardLabel(c)}`).join(", ") });
  }
  const parts = [t(p.source === "deck" ? "golf.sumDraw" : "golf.sumTake", { card: p.drawn ? cardLabel(p.drawn) : "…" })];
  if (p.replace === null) parts.push(t("golf.sumDiscard"));
  else if (p.replace) {
    parts.push(t("golf.sumSwap", { pos: t(`golf.pos.${p.replace}`) }) + (p.removed ? t("golf.sumRemoved", { card: cardLabel(p.removed) }) : ""));
  }
  return parts.join(" ");
}
