// Check in with the code on a table card (its QR opens #checkin=<tournament>.<code>): the phone
// keeps the player token that lets it enter a paper result or confirm an opponent's.
import {call} from "../api.js";
import {append, el} from "../dom.js";
import {saveTournament} from "../tournaments.js";

export async function show(root, [link], {t, navigate, showProblem}) {
  const [id, fromCard] = (link || "").split(".");
  const input = el("input", {id: "ci-code", value: fromCard || "", maxlength: 16, autocapitalize: "characters",
    dataset: {testid: "ci-code"}});
  append(root, el("h1", {}, t("tour.checkIn")), el("label", {for: "ci-code"}, t("tour.cardCode")), input,
    el("button", {class: "primary", type: "button", dataset: {testid: "ci-send"}, onclick: send}, t("tour.checkIn")));
  if (fromCard) await send();

  async function send() {
    const answer = await call("POST", `/tournaments/${id}/check-in`, {body: {code: input.value.trim()}})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data);
    saveTournament({id, name: answer.data.tournament.name, token: answer.data.player_token, role: "player",
      player: answer.data.player});
    navigate(`#/tournament/${id}`);
  }
}
