// Under hand tracking a move that plays cards from a seat's hand comes only from that seat's own
// phone: the server refuses it from any other (CORE-HAND-OWN-PHONE), the host phone included, so
// that trying cards cannot read the hand. Another phone shows why it offers nothing to tap.
import {el} from "../dom.js";
import {t} from "../i18n.js";

export function ownPhoneNote(name, testid = "own-phone-note") {
  return el("p", {class: "own-phone muted", dataset: {testid}, role: "note"}, t("hands.ownPhone", {name}));
}

/** True when `seat`'s tracked cards are played here: its own phone (never the host's). */
export const playsHere = (ctx, seat) => ctx.mySeat === seat;
