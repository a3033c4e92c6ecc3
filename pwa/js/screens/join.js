// Join by code (typed, or filled in from a scanned QR link): pick a free seat, keep its token. A
// tournament table's seat is claimed with the tournament token this phone checked in with.
import {call} from "../api.js";
import {append, el, replace} from "../dom.js";
import {save} from "../store.js";
import {tournament} from "../tournaments.js";

export async function show(root, [fromLink], {t, navigate, showProblem}) {
  const input = el("input", {id: "code", value: fromLink || "", autocomplete: "off", autocapitalize: "characters",
    maxlength: 16, dataset: {testid: "join-code-input"}, placeholder: "ABC-123"});
  const seats = el("div", {class: "stack"});
  append(root, el("h1", {}, t("join.title")),
    el("label", {for: "code"}, t("join.code")),
    el("div", {class: "row"}, el("div", {class: "grow"}, input),
      el("button", {class: "primary", type: "button", dataset: {testid: "join-find"}, onclick: find}, t("join.find"))),
    seats);
  if (fromLink) await find();

  async function find() {
    const code = input.value.trim();
    if (!code) return;
    const answer = await call("POST", "/join", {body: {code}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    const found = answer.data;
    replace(seats, el("h2", {}, found.title), el("p", {}, t("join.pick")),
      el("div", {class: "stack seats"}, found.seats.map((seat) => el("button", {
        type: "button", class: "primary", disabled: seat.claimed, dataset: {testid: `join-seat-${seat.seat}`},
        onclick: () => claim(code, found, seat.seat)},
      seat.claimed ? t("join.taken", {name: seat.name}) : seat.name))));
  }

  async function claim(code, found, seat) {
    const token = found.tournament ? tournament(found.tournament.id)?.token : undefined;
    const answer = await call("POST", "/join", {token, body: {code, seat}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    save({id: found.match_id, game: found.game, title: found.title, token: answer.data.token, seat,
      host: false, names: found.seats.map((s) => s.name)});
    navigate(`#/match/${found.match_id}`);
  }
}
