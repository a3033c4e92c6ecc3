// Join by code (typed, or from a scanned QR link): pick a free seat, keep its token. A tournament
// table's seat is claimed with this phone's tournament token; a hand-off code claims its seat. A
// code typed here may be any kind: it goes where the server says (js/codes.js), a match's back here.
import {call} from "../api.js";
import {openCode} from "../codes.js";
import {append, el, replace} from "../dom.js";
import {match, matches, save} from "../store.js";
import {tournament} from "../tournaments.js";

const JOIN_CODE_LENGTH = 6;

export async function show(root, [fromLink], {t, navigate, showProblem}) {
  const input = el("input", {id: "code", value: fromLink || "", autocomplete: "off", autocapitalize: "characters",
    maxlength: 24, dataset: {testid: "join-code-input"}, placeholder: "ABC-123"});
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
    if (code !== fromLink) return openCode(code, {t, navigate, showProblem});
    if (code.replace(/[\s-]/g, "").length > JOIN_CODE_LENGTH) return redeem(code);
    const answer = await call("POST", "/join", {body: {code}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    const found = answer.data;
    const hosted = match(found.match_id)?.host ? match(found.match_id) : null;
    replace(seats, el("h2", {}, found.title), el("p", {}, t(hosted ? "seats.joinPickHost" : "join.pick")),
      el("div", {class: "stack seats"}, found.seats.map((seat) => {
        const yours = hosted && hosted.seat === seat.seat;
        return el("button", {
          type: "button", class: "primary", disabled: seat.claimed && !yours, dataset: {testid: `join-seat-${seat.seat}`},
          onclick: () => claim(code, found, seat.seat, hosted)},
        yours ? t("seats.joinYours", {name: seat.name}) : seat.claimed ? t("join.taken", {name: seat.name}) : seat.name);
      })));
  }

  async function claim(code, found, seat, hosted) {
    // The host phone sends its own token: the seat is then played by the host token itself.
    const token = found.tournament ? tournament(found.tournament.id)?.token : hosted?.token;
    const answer = await call("POST", "/join", {token, body: {code, seat}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    keep(answer.data);
  }

  // A hand-off code takes its seat. A host phone sends its newest host token: if it is that
  // match's, the host token plays the seat.
  async function redeem(code) {
    const host = matches().find((entry) => entry.host);
    const answer = await call("POST", "/join", {token: host?.token, body: {code}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    let claimed = answer.data;
    const known = match(claimed.match_id);
    if (known?.host && claimed.token) {
      // An older match this phone hosts: the seat goes to its host token by a code of its own.
      const again = await call("POST", `/matches/${claimed.match_id}/seats/${claimed.seat}/handoff`,
        {token: claimed.token}).catch(() => null);
      const bound = again?.ok && await call("POST", "/join", {token: known.token, body: {code: again.data.code}})
        .catch(() => null);
      if (!bound?.ok) return showProblem(bound?.data || again?.data || {detail: t("net.needed")});
      claimed = bound.data;
    }
    keep(claimed);
  }

  function keep(claimed) {
    const names = claimed.seats.map((s) => s.name);
    if (claimed.held_by === "host") save({id: claimed.match_id, seat: claimed.seat, names});
    else {
      save({id: claimed.match_id, game: claimed.game, title: claimed.title, token: claimed.token, seat: claimed.seat,
        host: false, names});
    }
    navigate(`#/match/${claimed.match_id}`);
  }
}
