// Playing again. One call (POST …/rematch) starts the next match of a finished one or, once it is
// started, gives this phone its own place there: the phone that taps Play again and every phone
// that follows it come through here.
import {call} from "../api.js";
import {el, replace} from "../dom.js";
import {match, save} from "../store.js";

// A tournament table's next match comes from the tournament.
const canPlayAgain = (view) => view.status === "finished" && !view.tournament;

/** This phone's place in the match after `id`, kept like any of its matches, then opened. */
async function playAgain(id, {navigate, showProblem, t}) {
  const entry = match(id);
  const answer = await call("POST", `/matches/${id}/rematch`, {token: entry.token}).catch(() => null);
  if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")}, entry.game);
  const next = answer.data;
  save({id, finished: true, next: next.id});  // first, so the new match is the newest on the home screen
  save({id: next.id, game: entry.game, title: entry.title, token: next.token, seat: next.seat,
    host: next.host, names: next.match.seats.map((seat) => seat.name), joinCode: next.match.join_code});
  navigate(`#/match/${next.id}`);
}

/** Play again, for a match this phone holds: disabled while it is asked. */
export const againButton = (id, ctx, attrs = {}) => el("button", {type: "button", ...attrs,
  onclick: async ({target}) => {
    target.disabled = true;
    await playAgain(id, ctx);
    target.disabled = false;
  }}, ctx.t("again.play"));

/** The end of a table: Play again, or the way to the next match once this phone holds it. Given
 * each live view (`seen`), it remembers a finished match for the home screen's Play again, and
 * follows the table into its next match by itself, once per visit (a refusal is said once). */
export function playAgainControl(id, ctx) {
  const node = el("div", {class: "stack", hidden: true, dataset: {testid: "play-again"}});
  let followed = false;
  let drawn = null;  // redrawn only when the offer changes: a tapped button stays as it is
  function seen(view) {
    const next = match(id)?.next;
    if (canPlayAgain(view) && !match(id)?.finished) save({id, finished: true});
    if (view.next_match && !next && !followed) {
      followed = true;
      drawn = null;
      replace(node, el("p", {role: "status"}, ctx.t("again.moving")));
      return playAgain(id, ctx);
    }
    const offer = canPlayAgain(view) && (next || "play");
    if (offer === drawn) return;
    drawn = offer;
    node.hidden = !offer;
    replace(node, !offer ? null : next
      ? el("a", {class: "button primary", href: `#/match/${next}`, dataset: {testid: "play-again-next"}}, ctx.t("again.next"))
      : [againButton(id, ctx, {class: "primary", dataset: {testid: "play-again-go"}}),
        el("p", {class: "help"}, ctx.t("again.help"))]);
  }
  return {node, seen};
}
