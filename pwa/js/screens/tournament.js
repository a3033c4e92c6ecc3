// A tournament: what its organiser runs, what a checked-in player needs, and the standings that
// everyone may read. It follows the tournament's event stream while shown (polling only while
// the stream is down), so a result, a seat taken or a new round shows at once.
import {call} from "../api.js";
import {el, redraw} from "../dom.js";
import {lastKnownChip, recall, remember} from "../last-known.js";
import {watchTournament} from "../live.js";
import {oneSeries, saveTournament, tournament} from "../tournaments.js";
import {countdown} from "./tournament/clock.js";
import {organiserPanel} from "./tournament/organiser.js";
import {playerPanel} from "./tournament/player.js";
import {standingsTable} from "./tournament/standings.js";

export async function show(root, [id], {t, navigate, showProblem}) {
  const mine = tournament(id);
  let token = mine?.token;
  const e = {redraw: () => draw()};
  let view = null;
  let clock = null;
  let keptAt = null;  // the view shown is this phone's last known one, kept then
  let seated = null;  // whether the view last drawn had a round seated

  async function load() {
    const answer = await call("GET", `/tournaments/${id}`, {token}).catch(() => null);
    if (!answer) return view || showLastKnown();  // unreachable: what is shown stays, labelled
    if (!answer.ok) return showProblem(answer.data);
    // An event of a series this phone organises (made elsewhere, or attached): the series' own
    // token runs every event of it, so the desk opens with that token, kept for this event too
    // (its printed cards, the home screen's list).
    const organising = !token && answer.data.series ? oneSeries(answer.data.series)?.token : null;
    if (organising) {
      token = organising;
      saveTournament({id, name: answer.data.name, token, role: "organiser"});
      return load();
    }
    // A table's move repeats the version but may change the desk (a seat taken): compare it all.
    if (view && keptAt === null && JSON.stringify(answer.data) === JSON.stringify(view)) return;
    view = answer.data;
    keptAt = null;
    remember("tournament", id, view, {version: view.version});
    draw();
  }

  async function showLastKnown() {
    const kept = await recall("tournament", id);
    if (view) return;
    if (!kept) return showProblem({detail: t("offline.never")});
    view = kept.data;
    keptAt = kept.savedAt;
    draw();
  }

  // `then` takes an answer that is not the tournament (an invitation); otherwise it is redrawn.
  async function act(method, path, body, then) {
    const answer = await call(method, `/tournaments/${id}${path}`, {token, body})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data, view?.game);
    if (then) return then(answer.data);
    e.swap = [];
    view = answer.data;
    draw();
  }

  function draw() {
    if (!view) return;
    clock?.stop();
    const round = view.rounds.at(-1);
    clock = round?.deadline_ms && !round.complete ? countdown(t, round.deadline_ms) : null;
    const champions = view.champions.map((p) => view.players[p].name).join(", ");
    const standings = standingsPart();
    redraw(root, el("div", {class: "stack", dataset: {testid: "tour", version: view.version}},
      el("h1", {}, view.name), lastKnownChip(keptAt),
      el("p", {class: "muted", dataset: {testid: "tour-status"}}, view.status === "finished"
        ? t("tour.champions", {names: champions}) : round ? t("tour.roundOf", {n: round.number, of: view.rounds_limit ?? "—"}) : t("tour.registration")),
      clock?.node,
      view.viewer.organiser ? organiserPanel(view, t, act, e, standings) : [view.viewer.player != null
        ? playerPanel(view, t, act, e, {navigate, showProblem, token}) : el("a", {class: "button", href: `#checkin=${id}.`}, t("tour.checkIn")),
      standings]));
    // The first round seated moves the desk's round above its registration: the organiser, who
    // tapped "Seat round 1" under the list of players, is taken up to the tables.
    if (seated === false && view.rounds.length > 0 && view.viewer.organiser) window.scrollTo(0, 0);
    seated = view.rounds.length > 0;
  }

  // The organiser's desk places them (after the round once one is seated); everyone else reads them last.
  function standingsPart() {
    return [el("h2", {}, t("tour.standings")), standingsTable(view, t),
      el("div", {class: "row"}, el("a", {class: "button", href: `/api/v1/tournaments/${id}/standings.csv`, download: ""}, "CSV"),
        el("a", {class: "button", href: `/api/v1/tournaments/${id}/standings.json`, download: ""}, "JSON"))];
  }

  await load();
  const stop = watchTournament(id, load);
  return () => { stop(); clock?.stop(); };
}
