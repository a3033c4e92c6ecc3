// The app: hash routes to screens, the language switch, the offline banner, the service worker.
import {el, replace} from "./dom.js";
import {fitTables} from "./fit-tables.js";
import {language, loadLanguage, switchLanguage, t} from "./i18n.js";
import {keepOnly} from "./last-known.js";
import {connected, onNetwork} from "./network.js";
import {flush} from "./outbox.js";
import {matches} from "./store.js";
import {seriesList, tournaments} from "./tournaments.js";
import {showInsecureNotice} from "./components/insecure-notice.js";
import {offlineBanner} from "./components/offline-banner.js";
import {cannotOpenNow, screenFailed, serverNeeded} from "./components/screen-unavailable.js";

const ROUTES = [
  [/^#?\/?$/, "home"],
  [/^#\/create\/rules\/([\w-]+)$/, "create-howto"],
  [/^#\/create(?:\/([\w-]+))?$/, "create"],
  [/^#\/?join(?:=|\/)?([\w-]*)$/, "join"],
  [/^#\/match\/([\w-]+)$/, "table"],
  [/^#\/match\/([\w-]+)\/host$/, "host"],
  [/^#\/match\/([\w-]+)\/scores$/, "scores"],
  [/^#\/match\/([\w-]+)\/rules(?:\/([\w-]+))?$/, "match-howto"],
  [/^#\/solo$/, "solo"],
  [/^#\/?community=([\w-]+)$/, "solo"],
  [/^#\/solo\/quick$/, "solo-quick"],
  [/^#\/solo\/community\/([\w-]+)$/, "community"],
  [/^#\/cold-war\/decks(?:\/([\w-]+))?$/, "cold-war-decks"],
  [/^#\/rules\/([\w-]+)(?:\/([\w-]+))?$/, "howto"],
  [/^#\/tournaments\/new$/, "tournament-new"],
  [/^#\/series\/new$/, "series-new"],
  [/^#\/series\/([\w-]+)(?:\/(display))?$/, "series"],
  [/^#\/series\/([\w-]+)\/me$/, "series-me"],
  [/^#\/series\/([\w-]+)\/(cards)$/, "series-card"],
  [/^#\/?series=([\w.-]*)$/, "series-card"],
  [/^#\/tournament\/([\w-]+)$/, "tournament"],
  [/^#\/tournament\/([\w-]+)\/display$/, "tournament-display"],
  [/^#\/tournament\/([\w-]+)\/print\/(\d+)$/, "tournament-print"],
  [/^#\/?checkin=([\w.-]*)$/, "checkin"],
  [/^#\/?organise=([\w.-]*)$/, "organise"],
];

const screen = document.getElementById("screen");
const notice = document.getElementById("notice");
fitTables(screen);
let leave = null;

export function navigate(hash) {
  if (location.hash === hash) route();
  else location.hash = hash;
}

/** Show why the server refused something: its message, and a link to the rule it names. */
export function showProblem(problem, slug) {
  const rule = problem?.rule;
  // Refused inside a match: that match's How to play, with its values and a way back to it.
  const inMatch = location.hash.match(/^#\/match\/([\w-]+)/);
  const howto = inMatch ? `#/match/${inMatch[1]}/rules/${rule}` : `#/rules/${slug}/${rule}`;
  replace(notice,
    el("button", {class: "close", type: "button", "aria-label": t("notice.close"), onclick: clearProblem}, "✕"),
    el("strong", {}, problem?.detail || problem?.title || t("error.generic")),
    rule && slug ? el("div", {}, el("a", {href: howto, dataset: {testid: "rule-link"}},
      t("notice.rule", {rule}))) : null);
  notice.hidden = false;
}

export function clearProblem() {
  notice.hidden = true;
  notice.replaceChildren();
}

let navigation = 0;
// Screens that bring themselves up to date when the server is back (the table follows its match,
// a tournament, a series); any other screen drawn without the server is drawn again then.
const SELF_REFRESHING = new Set(["table", "tournament", "tournament-display", "series"]);
let drawnWithoutServer = false;

async function route() {
  // Each navigation renders into its own container; a slower, older one that finishes late
  // then renders into a detached node instead of over the screen the player asked for.
  const mine = ++navigation;
  leave?.();
  leave = null;
  clearProblem();
  const hash = location.hash || "#/";
  for (const [pattern, name] of ROUTES) {
    const found = hash.match(pattern);
    if (!found) continue;
    const container = el("div");
    drawnWithoutServer = !connected() && !SELF_REFRESHING.has(name);
    if (cannotOpenNow(name)) {
      replace(screen, container);
      container.append(serverNeeded(name, t));
      return;
    }
    // A screen that throws (offline, one never opened here while online) says so in words
    // instead of leaving a blank page and an uncaught rejection.
    try {
      const module = await import(`./screens/${name}.js`);
      if (mine !== navigation) return;
      replace(screen, container);
      const cleanup = (await module.show(container, found.slice(1), {navigate, showProblem, t})) || null;
      if (mine !== navigation) return cleanup?.();
      leave = cleanup;
      drawnWithoutServer ||= !connected() && !SELF_REFRESHING.has(name);  // it fell back on kept copies
    } catch (error) {
      if (mine !== navigation) return;
      drawnWithoutServer ||= !connected();
      replace(screen, container);
      container.replaceChildren(screenFailed(error, t));
    }
    screen.focus({preventScroll: true});
    return;
  }
  navigate("#/");
}

async function start() {
  await loadLanguage();
  const switcher = document.getElementById("lang");
  const label = () => {
    switcher.textContent = language() === "en" ? "IT" : "EN";
    switcher.setAttribute("aria-label", t("lang.switch"));
    document.querySelectorAll("[data-i18n]").forEach((node) => { node.textContent = t(node.dataset.i18n); });
    showInsecureNotice();
  };
  const banner = offlineBanner(document.getElementById("net"), t);
  // A refusal shown is in the other language: it goes. The other language's words may come from
  // the network first: `data-ready` goes while they do and comes back once the screen is drawn.
  switcher.addEventListener("click", async () => {
    delete document.documentElement.dataset.ready;
    if (!(await switchLanguage())) {
      showProblem({detail: t("lang.needsNetwork")});
    } else {
      keepLanguageOffline();
      clearProblem(); label(); banner(); await route();
    }
    document.documentElement.dataset.ready = "";
  });
  label();
  addEventListener("hashchange", route);
  onNetwork((up) => { if (up && drawnWithoutServer) route(); });
  // What the phone no longer keeps (a match or tournament forgotten) leaves no last known state.
  keepOnly("match", matches().map((entry) => entry.id));
  keepOnly("tournament", tournaments().map((entry) => entry.id));
  keepOnly("series", seriesList().map((entry) => entry.id));
  await route();
  // The first screen is drawn and every listener attached: what bench/cold_load.py times.
  document.documentElement.dataset.ready = "";
  flush();
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(() => null);
    keepLanguageOffline();
  }
}

/** Asks the service worker to keep all of the language shown (it precaches only the phone's
 * own), once it is running: a language the player switched to online then opens offline too. */
function keepLanguageOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({keepLanguage: language()}))
    .catch(() => null);
}

start();
