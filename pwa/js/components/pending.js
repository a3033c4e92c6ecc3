// This phone's own moves still on their way, drawn inside the game's screen next to the controls
// they hide: each with a sending/queued badge and the move in the game's words.
import {el} from "../dom.js";

/** ctx.pending as a list; `say(move)` words a move, `badge(move)` labels its status. */
export function pendingMoves(ctx, {say, badge, testid = null}) {
  if (!ctx.pending.length) return null;
  return el("ul", {class: "entry-pending", "data-testid": testid}, ctx.pending.map((move) => el("li", {},
    el("span", {class: "entry-badge", text: badge(move)}), ` ${say(move)}`)));
}
