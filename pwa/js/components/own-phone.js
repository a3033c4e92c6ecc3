// Under hand tracking a move that plays cards from a seat's hand comes only from that seat's own
// phone: the server refuses it from any other (CORE-HAND-OWN-PHONE), the host phone included, so
// that trying cards cannot read the hand. Another phone offers no such move and says why.
import {el} from "../dom.js";
import {t} from "../i18n.js";

/** Hands are tracked: the Ecwem games' info_mode, Cold War's (and an EkeQ climb's) hand_tracking. */
export const handsTracked = (options) => options.info_mode === "hand_tracking" || options.hand_tracking === "private";

/** Whether `seat`'s tracked cards are played on another phone than this one. */
export const othersHand = (ctx, seat) => handsTracked(ctx.view.options) && ctx.mySeat !== seat;

export function ownPhoneNote(name, testid = "own-phone-note") {
  return el("p", {class: "own-phone muted", dataset: {testid}, role: "note"}, t("hands.ownPhone", {name}));
}

/** The note when `seat`'s tracked cards are another phone's to play; null otherwise. */
export const handNote = (ctx, seat) => (othersHand(ctx, seat) ? ownPhoneNote(ctx.names[seat]) : null);
