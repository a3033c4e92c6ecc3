// The Scoring list of a new tournament or series event: only the scorings that fit the game (the
// catalogue's tournament_scoring), its own default chosen. Any other is refused by the server
// (TOUR-SCORING): EkeQ's win types would ask a Mini Golf table how a Golden Q won.
import {el, replace} from "../../dom.js";

// A catalogue kept from before it listed them: every scoring, the server still judges.
const EVERY = {default: null, fits: ["win_type", "placement", "wdl"]};

/** Fills `select` with the scorings of `game` (its entry in GET /games) and chooses its default. */
export function fillScorings(select, game, t) {
  const scoring = game?.tournament_scoring || EVERY;
  replace(select, scoring.fits.map((kind) =>
    el("option", {value: kind, selected: kind === scoring.default}, t(`tour.profile.${kind}`))));
}
