// A game's table screen, with its stylesheet, is loaded when a match of that game opens, not
// with the app: a phone at a Sixes table never downloads the other games' screens to draw its
// own. (The service worker still precaches them, after the page is up, for offline use.)
const loading = new Map();

/** The module of `pwa/js/games/<slug>.js`, once its stylesheet `css/games/<slug>.css` is in too. */
export function loadGame(slug) {
  if (!loading.has(slug)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = `/css/games/${slug}.css`;
    const styled = new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; });
    document.head.append(link);
    loading.set(slug, Promise.all([import(`./games/${slug}.js`), styled]).then(([module]) => module));
  }
  return loading.get(slug);
}
