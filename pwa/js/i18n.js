// English and Italian, following the phone's language unless the player switched.
const KEY = "tr.lang";
const catalogues = {};
const loaded = new Set();  // a game's strings may arrive before the app's own catalogue
let lang = "en";

export function language() { return lang; }

export async function loadLanguage(wanted) {
  lang = wanted || localStorage.getItem(KEY) || (navigator.language || "en").slice(0, 2);
  if (!["en", "it"].includes(lang)) lang = "en";
  if (!loaded.has(lang)) {
    // The service worker keeps the phone's language's catalogue (and any other shown online);
    // without it, offline, there is none to load, and the screens show their keys rather than
    // nothing (the next load tries again).
    const own = await fetch(`/i18n/${lang}.json`).then((response) => response.json()).catch(() => null);
    catalogues[lang] = {...own, ...catalogues[lang]};
    if (own) loaded.add(lang);
  }
  document.documentElement.lang = lang;
  return lang;
}

/** The other language, or null when its catalogue cannot be had: the service worker keeps the
 * phone's own language from the first visit, another once it was shown online, so offline
 * before that the app stays in the language it shows rather than showing keys. */
export async function switchLanguage() {
  const shown = lang;
  const next = shown === "en" ? "it" : "en";
  await loadLanguage(next);
  if (!loaded.has(next)) {
    await loadLanguage(shown);  // loaded already: nothing is fetched
    return null;
  }
  localStorage.setItem(KEY, next);
  return next;
}

/** A game's own strings, `i18n/<lang>/<slug>.json`, in the language shown now (once per language). */
export async function loadGameStrings(slug) {
  const code = lang;
  if (loaded.has(`${code}/${slug}`)) return;
  const entries = await fetch(`/i18n/${code}/${slug}.json`).then((response) => response.json()).catch(() => null);
  if (!entries) return;  // offline without the service worker: the keys show, the next load tries again
  catalogues[code] = {...(catalogues[code] || {}), ...entries};
  loaded.add(`${code}/${slug}`);
}

export function t(key, params = {}) {
  const text = catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A counted phrase: `${key}.one`, `${key}.other` (…) by the language's plural rules, with {count}. */
export function tn(key, count, params = {}) {
  const form = `${key}.${new Intl.PluralRules(lang).select(count)}`;
  return t(t(form) === form ? `${key}.other` : form, {...params, count});
}
