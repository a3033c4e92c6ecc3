// Every member's series card, to print and hand out once: their name, their code and a QR code
// that opens the card on their phone (#series=<series>.<code>). The series' organiser only.
import {call} from "../api.js";
import {append, el} from "../dom.js";
import {oneSeries} from "../tournaments.js";

export async function show(root, [id], {t, showProblem}) {
  const answer = await call("GET", `/series/${id}/cards`, {token: oneSeries(id)?.token});
  if (!answer.ok) return showProblem(answer.data);
  const qr = (svg) => { const box = el("div", {class: "qr"}); box.innerHTML = svg; return box; };
  append(root, el("div", {class: "print"},
    el("h1", {}, t("series.cardsTitle", {name: answer.data.series})),
    el("button", {type: "button", class: "no-print", onclick: () => print()}, t("tour.printNow")),
    el("div", {class: "cards"}, answer.data.members.map((m) => el("article", {class: "card", dataset: {testid: `series-print-${m.id}`}},
      el("h3", {}, m.name), qr(m.qr_svg), el("p", {}, el("code", {}, m.code)))))));
}
