// The app: hash routes to screens, the language switch, the network badge, the service worker.
import {el, replace} from "./dom.js";
import {language, loadLanguage, switchLanguage, t} from "./i18n.js";
import {flush} from "./outbox.js";
import {showInsecureNotice} from "./components/insecure-notice.js";

const ROUTES = [
  [/^#?\/?$/, "home"],
  [/^#\/create$/, "create"],
  [/^#\/?join(?:=|\/)?([\w-]*)$/, "join"],
  [/^#\/match\/([\w-]+)$/, "table"],
  [/^#\/match\/([\w-]+)\/host$/, "host"],
  [/^#\/match\/([\w-]+)\/scores$/, "scores"],
  [/^#\/solo$/, "solo"],
  [/^#\/solo\/community\/([\w-]+)$/, "community"],
  [/^#\/cold-war\/decks(?:\/([\w-]+))?$/, "cold-war-decks"],
  [/^#\/rules\/([\w-]+)(?:\/([\w-]+))?$/, "rules"],
  [/^#\/tournaments\/new$/, "tournament-new"],
  [/^#\/tournament\/([\w-]+)$/, "tournament"],
  [/^#\/tournament\/([\w-]+)\/display$/, "tournament-display"],
  [/^#\/tournament\/([\w-]+)\/print\/(\d+)$/, "tournament-print"],
  [/^#\/?checkin=([\w.-]*)$/, "checkin"],
  [/^#\/?organise=([\w.-]*)$/, "organise"],
];

const screen = document.getElementById("screen");
const notice = document.getElementById("notice");
let leave = null;

export function navigate(hash) {
  if (location.hash === hash) route();
  else location.hash = hash;
}

/** Show why the server refused something: its message, and a link to the rule it names. */
export function showProblem(problem, slug) {
  const rule = problem?.rule;
  replace(notice,
    el("button", {class: "close", type: "button", "aria-label": t("notice.close"), onclick: clearProblem}, "✕"),
    el("strong", {}, problem?.detail || problem?.title || t("error.generic")),
    rule && slug ? el("div", {}, el("a", {href: `#/rules/${slug}/${rule}`, dataset: {testid: "rule-link"}},
      t("notice.rule", {rule}))) : null);
  notice.hidden = false;
}

export function clearProblem() {
  notice.hidden = true;
  notice.replaceChildren();
}

let navigation = 0;

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
    const module = await import(`./screens/${name}.js`);
    if (mine !== navigation) return;
    const container = el("div");
    replace(screen, container);
    const cleanup = (await module.show(container, found.slice(1), {navigate, showProblem, t})) || null;
    if (mine !== navigation) return cleanup?.();
    leave = cleanup;
    screen.focus({preventScroll: true});
    return;
  }
  navigate("#/");
}

function showNetwork() {
  const badge = document.getElementById("net");
  badge.textContent = navigator.onLine ? "" : t("net.offline");
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
  switcher.addEventListener("click", async () => { await switchLanguage(); label(); route(); });
  label();
  addEventListener("hashchange", route);
  addEventListener("online", showNetwork);
  addEventListener("offline", showNetwork);
  showNetwork();
  await route();
  flush();
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js");
}

start();
