// A phone that opened the app over plain http from another machine (not localhost) is not in a
// secure context: the browser gives it no service worker (no install, no offline) and no Web
// Crypto (no EkeQ hash commits). Say so in words, and link to the server's setup page, where the
// phone trusts the server's certificate once and moves to the https address.
import {el} from "../dom.js";
import {t} from "../i18n.js";

const DISMISSED = "tr.insecureNoticeDismissed";  // per tab: the next visit says it again
const ID = "insecure-notice";

export const insecure = () => globalThis.isSecureContext === false;

/** Show (or redraw, after a language switch) the notice under the top bar, when it applies. */
export function showInsecureNotice() {
  document.getElementById(ID)?.remove();
  if (!insecure() || sessionStorage.getItem(DISMISSED)) return null;
  const notice = el("aside", {id: ID, class: "notice", role: "note", dataset: {testid: ID}},
    el("button", {class: "close", type: "button", "aria-label": t("notice.close"), onclick: () => {
      sessionStorage.setItem(DISMISSED, "1");
      notice.remove();
    }}, "✕"),
    el("strong", {}, t("insecure.title")),
    el("ul", {},
      el("li", {}, t("insecure.noInstall")),
      el("li", {}, t("insecure.noOffline")),
      el("li", {}, t("insecure.noHash"))),
    el("div", {}, el("a", {href: "/setup", dataset: {testid: "insecure-setup"}}, t("insecure.fix"))));
  document.querySelector("header.bar").after(notice);
  return notice;
}
