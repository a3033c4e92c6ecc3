// A game's table screen, with its stylesheet and its strings, is loaded when a match of that game
// opens, not with the app: a phone at a Sixes table never downloads the other games' screens to
// draw its own. (The service worker still precaches them, after the page is up, for offline use.)
import {loadGameStrings} from "./i18n.js";

const loading = new Map();

/** The module of `pwa/js/games/<slug>.js`, once its stylesheet `css/games/<slug>.css` is in too,
 * and its strings in the language shown now (a language switch draws the screen again: this
 * loads the other language's then). */
export function loadGame(slug) {
  if (!loading.has(slug)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `/css/games/${slug}.css`;
    const styled = new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; });
    document.head.append(link);
    loading.set(slug, Promise.all([import(`./games/${slug}.js`), styled]).then(([module]) => module));
  }
  return Promise.all([loading.get(slug), loadGameStrings(slug)]).then(([module]) => module);
}
