// The table: the game's own screen, kept live, with this phone's unsent and refused moves.
import {call, game as fetchGame} from "../api.js";
import {append, el, replace} from "../dom.js";
import {loadGame} from "../games.js";
import {language, t} from "../i18n.js";
import * as lastKnown from "../last-known.js";
import {watch} from "../live.js";
import {connected} from "../network.js";
import * as outbox from "../outbox.js";
import {superseded} from "../refusals.js";
import {tournamentBar} from "../components/tournament-clock.js";
import {undoControl} from "../components/undo.js";
import {changeRequestPanel, needsTheTable} from "../components/change-request.js";
import {seatHandoff} from "../components/seat-handoff.js";
import {movedNotice, reenterPanel} from "../components/seat-moved.js";
import {handFixPanel} from "../components/hand-conflicts.js";
import {playAgainControl} from "../components/play-again.js";
import {moveEntry} from "../move-names.js";
import {match, save} from "../store.js";

/** What the outbox holds for a match, as the board shows it: drawn again only when it changes. */
const heldMoves = (moves) => JSON.stringify(moves.map((move) => [move.key, move.status, move.problem?.detail]));

export async function show(root, [id], {showProblem, navigate}) {
  let entry = match(id);
  if (!entry) {
    return append(root, el("p", {}, t("table.unknown")), el("a", {class: "button", href: "#/join"}, t("home.join")));
  }
  const [info, module] = await Promise.all([fetchGame(entry.game), loadGame(entry.game)]);
  const status = el("span", {class: "chip", dataset: {testid: "live-state"}});
  const board = el("section", {"aria-label": entry.title});
  const pendingList = el("ul", {class: "list outbox", dataset: {testid: "outbox"}});
  const change = changeRequestPanel({id, token: entry.token, host: Boolean(entry.host),
    mySeat: entry.seat ?? null, showProblem: (problem) => showProblem(problem, entry.game),
    onAnswer: (next) => show(next)});
  const undo = undoControl({id, token: entry.token, names: entry.names || [], game: info,
    onUndone: (next) => show(next), showProblem: (problem) => showProblem(problem, entry.game),
    onFixed: (asked) => { change.offer(asked); draw(); }});
  // A tournament table whose result the tournament has counted: closed to the phones.
  const closed = el("p", {class: "muted", dataset: {testid: "table-closed"}}, t("table.closed"));
  closed.hidden = true;
  const barSlot = el("div");
  const noticeSlot = el("div");  // seats moved by the host, and this phone's re-entry if it is blind
  const reentering = {};
  const fixing = {};  // this phone correcting its own hand entry that the table's cards conflict with
  // A seated phone may hand its seat to another phone (the host does it from its seat list).
  const handOn = entry.host || entry.seat == null ? null
    : seatHandoff({id, seat: entry.seat, token: entry.token, t, showProblem, mine: true});
  const again = playAgainControl(id, {navigate, showProblem, t});
  append(root, tabs(id, entry, "table"), el("div", {class: "row"}, el("h1", {class: "grow"}, entry.title), status),
    joinLine(id, entry), barSlot, noticeSlot, board, again.node, pendingList, change.node, closed, undo.node, handOn);
  let bar = null;  // a tournament table's round clock

  let view = null;
  let etag = null;
  let pending = [];
  let stop = () => {};
  let keptAt = null;  // when the view shown is this phone's last known one, when it was kept
  let liveState = null;

  async function refresh(version) {
    if (version !== null && view && keptAt === null && version <= view.version) return;
    const headers = etag ? {"If-None-Match": etag} : {};
    const answer = await call("GET", `/matches/${id}`, {token: entry.token, headers}).catch(() => null);
    if (!answer || answer.status === 304) return;
    if (answer.status === 401 || answer.status === 403) {
      stop();  // this phone's seat was claimed by another phone: stop asking
      lastKnown.forget("match", id);  // nor is what it saw of the match its own to keep any more
      // Moved by the host or the organisers, not handed on from here: say so, not "another phone".
      const movedBy = answer.data?.moved_by;
      return showProblem({detail: t(movedBy ? `moved.lost.${movedBy}` : "table.lost")}, entry.game);
    }
    if (!answer.ok) return showProblem(answer.data, entry.game);
    show(answer.data, answer.etag);
  }

  function show(next, tag) {
    // Any live view replaces a last known one; among live ones, never an older over a newer.
    if (view && keptAt === null && next.version < view.version) return;
    // Nor the same view again (the stream's first signal and the first read cross): drawing the
    // board anew under a finger on its way up loses that tap, as the pressed button is replaced.
    if (view && keptAt === null && next.version === view.version && JSON.stringify(next) === JSON.stringify(view)) {
      etag = tag || etag;
      return;
    }
    view = next;
    etag = tag || `"${next.version}"`;
    lastKnown.remember("match", id, next, {lang: language(), version: next.version});
    if (keptAt !== null) {
      keptAt = null;
      showState(liveState);
    }
    // The host phone's seat changes when it takes, frees or hands one on (here or elsewhere).
    if (entry.host && next.viewer && next.viewer.seat !== (entry.seat ?? null)) {
      entry = save({id, seat: next.viewer.seat});
    }
    // The names the home screen lists the match under follow its seats' (a series member who asked
    // to be shown by initials is renamed at every table of the series' events).
    const names = next.seats?.map((seat) => seat.name);
    if (names && JSON.stringify(names) !== JSON.stringify(entry.names)) entry = save({id, names});
    draw();
    again.seen(next);
  }

  // Without the server: what this phone last saw, labelled so, until a live view replaces it.
  async function showLastKnown() {
    const kept = await lastKnown.recall("match", id, {lang: language()});
    if (!kept || view) return;
    view = kept.data;
    keptAt = kept.savedAt;
    showState(liveState);
    draw();
  }

  function showState(state) {
    liveState = state;
    const known = keptAt !== null;
    status.textContent = known ? t("offline.lastKnown", {time: new Date(keptAt).toLocaleString(language())})
      : state ? t(`live.${state}`) : "";
    status.className = `chip ${!known && state === "live" ? "live" : "queued"}`;
  }

  function canAct(seat) {
    const mode = view.options.entry_mode;
    if (view.viewer?.blind && seat === entry.seat) return false;  // its hand first (the notice above)
    if (entry.seat != null && seat === entry.seat) return true;  // its own seat, the host's too
    if (entry.host) return mode !== "self";
    return seat === entry.seat || mode === "scribe";
  }

  function submit(type, seat, payload) {
    return outbox.enqueue(id, entry.token, {type, seat, payload}).then(async (result) => {
      if (result.ok && result.data?.match) {
        pending = await outbox.entries(id);  // the answered move is held no more
        show(result.data.match);
      } else if (!result.ok) {
        showProblem(result.problem, entry.game);
        refresh(null);  // refused, perhaps because the table moved on: show where it is now
      }
      return result;
    });
  }

  // The host corrects an earlier move: `edit` maps its logged payload to the corrected one (null: none).
  async function correct(seq, edit) {
    const refused = (problem) => { showProblem(problem || {detail: t("net.needed")}, entry.game); return false; };
    const log = await call("GET", `/matches/${id}/moves?after=${seq - 1}&limit=1`, {token: entry.token}).catch(() => null);
    if (!log?.ok) return refused(log?.data);
    const move = log.data.moves.find((line) => line.seq === seq);
    const payload = move ? edit(move.payload ?? {}) : {};  // a move gone (undone): the server says so
    if (!payload) return refused({detail: t("correct.gone", {seq})});
    const answer = await call("POST", `/matches/${id}/corrections`, {token: entry.token, body: {seq, payload}})
      .catch(() => null);
    if (!answer?.ok) {
      if (needsTheTable(answer?.data)) {
        change.offer({kind: "correction", seq, payload});
        draw();
      }
      return refused(answer?.data);
    }
    show(answer.data.match);
    return true;
  }

  function draw() {
    if (!view) return;
    if (view.tournament && !bar) {
      bar = tournamentBar(view.tournament, t);
      replace(barSlot, bar.node);
    }
    const waiting = pending.filter((move) => move.status !== "refused")
      .map((move) => ({...move.body, status: move.status}));
    board.dataset.version = view.version;  // lets anyone (and the browser tests) see what is shown
    change.draw(view);
    closed.hidden = !view.tournament?.closed;
    undo.hide(Boolean(view.tournament?.closed));
    replace(noticeSlot, movedNotice(view, t), keptAt === null ? reenterPanel({id, token: entry.token, view, module, t,
      state: reentering, redraw: draw, onDone: (next) => show(next), showProblem: (problem) => showProblem(problem, entry.game)}) : null,
      keptAt === null ? handFixPanel({id, token: entry.token, view, module, state: fixing, redraw: draw,
        onDone: (next) => show(next), showProblem: (problem) => showProblem(problem, entry.game)}) : null);
    // A host who plays has a seat as well as the host's rights: `host` keeps the latter.
    module.render(board, {view, game: info, canAct, mySeat: entry.seat ?? null, host: Boolean(entry.host), submit, t,
      correct: entry.host ? correct : null, showProblem: (problem) => showProblem(problem, entry.game), show,
      // The match's API as this phone (Flares' rewind), online only.
      call: keptAt === null ? (method, path, body) => call(method, `/matches/${id}${path}`, {token: entry.token, body}) : null,
      names: view.seats.map((seat) => seat.name), pending: waiting});
    // Only on a live view: a last known one may be older than the refusal.
    const stale = keptAt === null ? pending.filter((move) => superseded(move, view)) : [];
    for (const move of stale) outbox.dismiss(move.key);
    replace(pendingList, pending.filter((move) => !stale.includes(move)).map((move) => el("li", {},
      el("span", {class: `chip ${move.status === "refused" ? "refused" : "queued"}`},
        t(`outbox.${move.status}`)),
      el("span", {class: "grow"}, moveEntry(info, move.body.type, view.seats[move.body.seat]?.name)),
      move.status === "refused" ? [
        el("span", {class: "muted"}, move.problem?.detail || ""),
        el("button", {type: "button", onclick: () => outbox.dismiss(move.key)}, t("outbox.dismiss"))] : null)));
  }

  async function loadPending() {
    const before = heldMoves(pending);
    pending = await outbox.entries(id);
    if (heldMoves(pending) !== before) draw();
  }

  const unsubscribe = outbox.onChange(loadPending);
  stop = watch(id, entry.token, refresh, showState);
  await refresh(null);
  // Only when the server could not be reached: never a stale board to tap, nor one over a refusal.
  if (!view && !connected()) await showLastKnown();
  await loadPending();
  if (!view && !connected()) replace(board, el("p", {class: "muted", dataset: {testid: "no-view"}}, t("offline.noView")));
  return () => { stop(); unsubscribe(); bar?.stop(); };
}

/** On the host phone, the code the others join with, one tap from its QR code and seat list: a
 * creator who plays comes straight to the table, and the table is where latecomers ask. */
function joinLine(id, entry) {
  if (!othersJoin(entry)) return null;
  const code = `${entry.joinCode.slice(0, 3)}-${entry.joinCode.slice(3)}`;
  return el("p", {class: "join-line", dataset: {testid: "table-join-line"}},
    el("span", {}, t("table.joinWith")), " ", el("strong", {class: "code", dataset: {testid: "table-join-code"}}, code),
    " ", el("a", {href: `#/match/${id}/host`}, t("table.joinMore")));
}

// A host phone's match with a seat for someone else: a solo log has nobody to join it.
const othersJoin = (entry) => entry.host && entry.joinCode && (entry.names?.length ?? 2) > 1;

export function tabs(id, entry, current) {
  const link = (hash, key, name) => el("a", {href: hash, "aria-current": current === name ? "page" : false}, t(key));
  return el("nav", {class: "tabs"},
    link(`#/match/${id}`, "tabs.table", "table"),
    link(`#/match/${id}/scores`, "tabs.scores", "scores"),
    link(`#/match/${id}/rules`, "tabs.rules", "rules"),
    othersJoin(entry) ? link(`#/match/${id}/host`, "tabs.join", "host") : null);
}
