// Handing a seat to another phone: a one-time code (with its #join= link and QR code) that the
// other phone scans or types on its join screen; it works once, for ten minutes. The phone that
// held the seat loses it as soon as the code is used.
import {call} from "../api.js";
import {el, replace} from "../dom.js";

/** A button that asks for a hand-off code for `seat` and shows it. `mine`: this phone's own seat. */
export function seatHandoff({id, seat, token, t, showProblem, mine = false}) {
  const shown = el("div", {class: "stack", dataset: {testid: `handoff-${seat}`}});
  const button = el("button", {type: "button", dataset: {testid: `handoff-button-${seat}`}, onclick: ask},
    t(mine ? "seats.handMine" : "seats.handOn"));
  return el("div", {class: "stack handoff"}, button, shown);

  async function ask() {
    const answer = await call("POST", `/matches/${id}/seats/${seat}/handoff`, {token}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    const {code, link, qr_svg: svg, expires_in: seconds} = answer.data;
    const picture = el("img", {class: "qr", alt: t("seats.handQr"), width: 220, height: 220,
      src: URL.createObjectURL(new Blob([svg], {type: "image/svg+xml"}))});
    replace(shown,
      el("p", {}, t("seats.handTell", {minutes: Math.round(seconds / 60)})),
      el("p", {class: "big-code", dataset: {testid: `handoff-code-${seat}`}}, code.match(/.{1,4}/g).join("-")),
      picture,
      navigator.share ? el("button", {type: "button", onclick: () => navigator.share({url: link}).catch(() => null)}, t("host.share")) : null,
      el("code", {class: "muted", dataset: {testid: `handoff-link-${seat}`}}, link));
  }
}
