// What stands in for a screen that cannot open: one that needs the server (a new match, joining,
// a tournament's sign-up) while the server cannot be reached, or one that failed, said in words.
import {Offline} from "../api.js";
import {el} from "../dom.js";
import {connected} from "../network.js";

// Screens with nothing to show but what the server answers, and nothing to act on without it.
const SERVER_ONLY = new Set(["create", "join", "tournament-new", "checkin", "organise", "solo", "solo-quick", "community",
  "cold-war-decks", "series-new", "series-me", "series-card"]);

/** Whether screen `name` would only fail now: it needs the server, and the server is out of reach. */
export const cannotOpenNow = (name) => SERVER_ONLY.has(name) && !connected();

/** The explanation that screen `name` needs the server. */
export function serverNeeded(name, t) {
  return el("section", {class: "panel stack", dataset: {testid: "server-needed"}},
    el("h1", {}, t(`offline.need.${name}`)),
    el("p", {}, t("offline.needBody")),
    el("a", {class: "button", href: "#/"}, t("offline.home")));
}

/** What a screen that threw shows: offline, that it has no last known state; else the error. */
export function screenFailed(error, t) {
  const offline = error instanceof Offline || !connected();
  return el("section", {class: "panel stack", dataset: {testid: "screen-failed"}},
    el("p", {}, offline ? t("offline.never") : t("offline.failed", {detail: error?.message || String(error)})),
    el("a", {class: "button", href: "#/"}, t("offline.home")));
}
