// A series card scanned on a player's phone (#series=<series>.<code>): the phone keeps the code,
// names the member, and checks them in to the event under way with it (their entry is found, or
// made late and linked); their own page is a tap away. The organiser prints the cards here too.
import {call} from "../api.js";
import {append, button, el} from "../dom.js";
import {oneSeries, saveSeries, saveTournament} from "../tournaments.js";

export async function show(root, [link, cards], {t, navigate, showProblem}) {
  if (cards) return printCards(root, link, {t, showProblem});
  const [id, code] = (link || "").split(".");
  const answer = await call("GET", `/series/${id}`).catch(() => ({ok: false, data: {detail: t("net.needed")}}));
  if (!answer.ok) return showProblem(answer.data);
  const view = answer.data;
  saveSeries({id, name: view.name, code});
  const open = [...view.events].reverse().find((event) => event.status !== "finished");
  const checkIn = async () => {
    const done = await call("POST", `/tournaments/${open.id}/check-in`, {body: {code}})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!done.ok) return showProblem(done.data, view.game);
    saveTournament({id: open.id, name: open.name, token: done.data.player_token, role: "player", player: done.data.player});
    navigate(`#/tournament/${open.id}`);
  };
  append(root, el("h1", {}, view.name), el("p", {}, t("series.cardKept")),
    open ? button(t("series.checkInTo", {name: open.name}), "series-card-check-in", checkIn, {class: "primary"})
      : el("p", {class: "muted", dataset: {testid: "series-card-none"}}, t("series.nothingOpen")),
    el("a", {class: "button", href: `#/series/${id}/me`, dataset: {testid: "series-card-mine"}}, t("series.openMine")));
}

// Every member's card to print and hand out once (#/series/<id>/cards, the organiser only): name,
// code and the QR code that opens this screen on their phone.
async function printCards(root, id, {t, showProblem}) {
  const answer = await call("GET", `/series/${id}/cards`, {token: oneSeries(id)?.token});
  if (!answer.ok) return showProblem(answer.data);
  const qr = (svg) => { const box = el("div", {class: "qr"}); box.innerHTML = svg; return box; };
  append(root, el("div", {class: "print"},
    el("h1", {}, t("series.cardsTitle", {name: answer.data.series})),
    el("button", {type: "button", class: "no-print", onclick: () => print()}, t("tour.printNow")),
    el("div", {class: "cards"}, answer.data.members.map((m) => el("article", {class: "card", dataset: {testid: `series-print-${m.id}`}},
      el("h3", {}, m.name), qr(m.qr_svg), el("p", {}, el("code", {}, m.code)))))));
}
