// The host phone: the join code, its QR code, and who holds each seat, live from the seat
// list's stream. A seat can be handed on or freed; a host without a seat may take a free one.
import {call} from "../api.js";
import {append, el, replace} from "../dom.js";
import {watch} from "../live.js";
import {seatHandoff} from "../components/seat-handoff.js";
import {match, save} from "../store.js";

export async function show(root, [id], {t, showProblem}) {
  let entry = match(id);
  if (!entry?.host) return append(root, el("p", {}, t("host.only")));
  const code = entry.joinCode;
  const link = `${location.origin}/#join=${code}`;
  const qr = el("img", {class: "qr", alt: t("host.qr", {code}), width: 260, height: 260});
  const seats = el("ul", {class: "list", dataset: {testid: "host-seats"}});
  const status = el("span", {class: "chip", dataset: {testid: "host-live"}});
  append(root,
    el("h1", {}, entry.title),
    el("p", {}, t("host.tell")),
    el("p", {class: "big-code", dataset: {testid: "join-code"}}, `${code.slice(0, 3)}-${code.slice(3)}`),
    qr,
    navigator.share ? el("button", {type: "button", onclick: () => navigator.share({title: entry.title, url: link}).catch(() => null)},
      t("host.share")) : null,
    el("div", {class: "row"}, el("h2", {class: "grow"}, t("host.seats")), status), seats,
    el("p", {}, el("a", {class: "button primary", href: `#/match/${id}`, dataset: {testid: "host-to-table"}},
      t("host.table"))));

  // An <img src> cannot send the token, so the QR code is fetched and shown from a blob.
  const picture = await fetch(`/api/v1/matches/${id}/qr.svg`, {headers: {Authorization: `Bearer ${entry.token}`}})
    .catch(() => null);
  if (picture?.ok) qr.src = URL.createObjectURL(await picture.blob());

  let shownVersion = -1;
  let drawn = "";
  // Called by the live stream with each new version (null: catch up, e.g. while polling).
  async function refresh(version) {
    if (version !== null && version <= shownVersion) return;
    const answer = await call("GET", `/matches/${id}/seats`, {token: entry.token}).catch(() => null);
    if (!answer?.ok) return answer && showProblem(answer.data);
    if (version !== null) shownVersion = version;
    const list = answer.data;
    const mine = list.find((seat) => seat.holder === "host")?.seat ?? null;
    if (mine !== (entry.seat ?? null)) entry = save({id, seat: mine});
    // Redraw only when who holds what changed: an open hand-off code stays on screen meanwhile.
    const key = JSON.stringify(list);
    if (key === drawn) return;
    drawn = key;
    replace(seats, list.map((seat) => row(seat, mine)));
  }

  function row(seat, mine) {
    const who = seat.holder === "host" ? "you" : seat.holder === "phone" ? "phone" : "free";
    return el("li", {class: "stack", dataset: {testid: `host-seat-${seat.seat}`, holder: who}},
      el("div", {class: "row"},
        el("span", {class: "grow"}, seat.name),
        el("span", {class: `chip ${seat.holder ? "live" : ""}`, dataset: {testid: `host-seat-holder-${seat.seat}`}},
          t(`seats.holder.${who}`))),
      el("div", {class: "row"},
        seat.holder === null && mine === null ? el("button", {type: "button", dataset: {testid: `host-take-${seat.seat}`},
          onclick: () => take(seat.seat)}, t("seats.take")) : null,
        seat.holder !== null ? el("button", {type: "button", dataset: {testid: `host-free-${seat.seat}`},
          onclick: () => free(seat)}, t("seats.free")) : null),
      seatHandoff({id, seat: seat.seat, token: entry.token, t, showProblem}));
  }

  async function take(seat) {
    const answer = await call("POST", "/join", {token: entry.token, body: {code, seat}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    entry = save({id, seat});
    refresh(null);
  }

  async function free(seat) {
    if (!confirm(t("seats.freeConfirm", {name: seat.name}))) return;
    const answer = await call("POST", `/matches/${id}/seats/${seat.seat}/release`, {token: entry.token})
      .catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    refresh(null);
  }

  await refresh(null);
  const stop = watch(id, entry.token, refresh, (state) => {
    status.textContent = t(`live.${state}`);
    status.className = `chip ${state === "live" ? "live" : "queued"}`;
  }, "seats/events");
  return stop;
}
