// The round's printable page: a card per table with its players in seat order and a QR code that
// opens the table's match on a phone; then each player's check-in card. Organisers only.
import {call} from "../api.js";
import {append, el} from "../dom.js";
import {tournament} from "../tournaments.js";

export async function show(root, [id, number], {t, showProblem}) {
  const token = tournament(id)?.token;
  // Round 0: before the first round is seated, only the players' check-in cards.
  const none = {ok: true, data: {tables: []}};
  const [tables, players] = await Promise.all([
    number === "0" ? none : call("GET", `/tournaments/${id}/rounds/${number}/cards`, {token}),
    call("GET", `/tournaments/${id}/player-cards`, {token})]);
  if (!tables.ok || !players.ok) return showProblem((tables.ok ? players : tables).data);
  const qr = (svg) => { const box = el("div", {class: "qr"}); box.innerHTML = svg || ""; return box; };
  append(root, el("div", {class: "print"},
    el("h1", {}, number === "0" ? players.data.tournament : t("tour.printTitle", {name: tables.data.tournament, n: number})),
    el("button", {type: "button", class: "no-print", onclick: () => print()}, t("tour.printNow")),
    el("div", {class: "cards"}, tables.data.tables.map((table) => el("article", {class: "card", dataset: {testid: `tour-card-${table.table}`}},
      el("h2", {}, t("tour.table", {n: table.table})), el("ol", {}, table.players.map((name) => el("li", {}, name))),
      table.join_code ? [qr(table.qr_svg), el("p", {}, el("code", {}, table.join_code))] : el("p", {class: "muted"}, t("tour.notStarted"))))),
    [el("h2", {class: tables.data.tables.length ? "page-break" : ""}, t("tour.playerCards")), el("div", {class: "cards"}, players.data.players.map((p) =>
      el("article", {class: "card", dataset: {testid: `tour-player-card-${p.id}`}}, el("h3", {}, p.name), qr(p.qr_svg), el("p", {}, el("code", {}, p.code)))))]));
}
