// The host phone after creating a match: the join code and its QR code, and who has joined.
import {call} from "../api.js";
import {append, el, replace} from "../dom.js";
import {match} from "../store.js";

export async function show(root, [id], {t, showProblem}) {
  const entry = match(id);
  if (!entry?.host) return append(root, el("p", {}, t("host.only")));
  const code = entry.joinCode;
  const link = `${location.origin}/#join=${code}`;
  const qr = el("img", {class: "qr", alt: t("host.qr", {code}), width: 260, height: 260});
  const seats = el("ul", {class: "list", dataset: {testid: "host-seats"}});
  append(root,
    el("h1", {}, entry.title),
    el("p", {}, t("host.tell")),
    el("p", {class: "big-code", dataset: {testid: "join-code"}}, `${code.slice(0, 3)}-${code.slice(3)}`),
    qr,
    navigator.share ? el("button", {type: "button", onclick: () => navigator.share({title: entry.title, url: link})},
      t("host.share")) : null,
    el("h2", {}, t("host.seats")), seats,
    el("button", {type: "button", onclick: refreshSeats}, t("host.refresh")),
    el("p", {}, el("a", {class: "button primary", href: `#/match/${id}`, dataset: {testid: "host-to-table"}},
      t("host.table"))));

  // An <img src> cannot send the token, so the QR code is fetched and shown from a blob.
  const picture = await fetch(`/api/v1/matches/${id}/qr.svg`, {headers: {Authorization: `Bearer ${entry.token}`}})
    .catch(() => null);
  if (picture?.ok) qr.src = URL.createObjectURL(await picture.blob());
  await refreshSeats();

  async function refreshSeats() {
    const answer = await call("POST", "/join", {body: {code}}).catch(() => null);
    if (!answer?.ok) return answer && showProblem(answer.data);
    replace(seats, answer.data.seats.map((seat) => el("li", {class: "row"},
      el("span", {class: "grow"}, seat.name),
      el("span", {class: `chip ${seat.claimed ? "live" : ""}`}, seat.claimed ? t("host.joined") : t("host.free")))));
  }
}
