// A move this phone holds (queued, or on its way) is not waited for: say so, not "Waiting for Hal".
import {el} from "../dom.js";
import {connected} from "../network.js";

/** `seats` as {held, waiting}: held if ctx.pending or `sent` has their move (of `types`, if given). */
export function heldSeats(ctx, seats, {types = null, sent = []} = {}) {
  const holds = (seat) => sent.includes(seat) ||
    ctx.pending.some((move) => move.seat === seat && (!types || types.includes(move.type)));
  return {held: seats.filter(holds), waiting: seats.filter((seat) => !holds(seat))};
}

/** The note for `held` seats, in the game's banner class `cls`; null if none. */
export function heldNote(ctx, held, {cls = "muted"} = {}) {
  if (!held.length) return null;
  return el("p", {class: cls, role: "status", "data-testid": "held",
    text: ctx.t(connected() ? "held.sending" : "held.queued", {names: held.map((seat) => ctx.names[seat]).join(", ")})});
}
