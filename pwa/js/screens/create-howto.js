// How to play, opened from the new match being made: the game's standard values, and the way back
// is to that new match, as it was left.
import {render} from "./howto.js";

export function show(root, [slug]) {
  return render(root, {slug, back: ["#/create", "howto.create"]});
}
