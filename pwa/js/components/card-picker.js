// Card entry for the six-suit deck: one 6×6 grid of card buttons, so any card is a
// single thumb tap instead of a suit-then-rank pair of taps.
import { el } from "../dom.js";

export const SUITS = "UPHFDC";
const RANKS = [1, 2, 3, 4, 5, 6];
/** Every card of the six-suit deck, rank by rank, and the wild. */
export const EVERY_CARD = RANKS.flatMap((rank) => [...SUITS].map((suit) => `${rank}${suit}`)).concat("W");
const NAMES = {
  en: { U: "Units", P: "Planes", H: "Hearts", F: "Flares", D: "Diamonds", C: "Clubs", W: "Wild", of: "of" },
  it: { U: "Unità", P: "Aerei", H: "Cuori", F: "Bengala", D: "Quadri", C: "Fiori", W: "Jolly", of: "di" },
};

// The shell sets <html lang>; anything that is not Italian falls back to English.
const pageLang = () => (document.documentElement.lang || "en").slice(0, 2);
const names = (lang) => NAMES[lang] || NAMES.en;

export function suitName(letter, lang = pageLang()) {
  return names(lang)[letter] || letter;
}

/** "3H" → "3 of Hearts" / "3 di Cuori"; "W" → "Wild" / "Jolly". */
export function cardLabel(code, lang = pageLang()) {
  if (!code) return "";
  if (code === "W") return names(lang).W;
  return `${code[0]} ${names(lang).of} ${suitName(code[1], lang)}`;
}

/** A card face (not interactive): rank, suit letter, suit colour. */
export function cardFace(code, lang = pageLang()) {
  const suit = code === "W" ? "W" : code[1];
  return el("span", { class: `pc-face suit-${suit}`, title: cardLabel(code, lang) },
    el("b", { text: code === "W" ? "W" : code[0] }), el("small", { text: code === "W" ? "" : suit }));
}

export function cardPicker({ onPick, disabled = new Set(), wild = false, t, label, lang = pageLang() }) {
  const button = (code) => el("button", {
    type: "button", class: `pc-card suit-${code === "W" ? "W" : code[1]}`, dataset: { card: code },
    "aria-label": cardLabel(code, lang), disabled: disabled.has(code), onclick: () => onPick(code),
  }, code === "W" ? "W" : code[0]);
  // Suits are columns (named once in the header row) so six 44 px columns fit a 320 px panel.
  return el("div", { class: "picker", role: "group", "aria-label": label || (t ? t("kit.pickCard") : "") },
    label ? el("p", { class: "pc-label", text: label }) : null,
    el("div", { class: "pc-grid" },
      [...SUITS].map((suit) => el("span", { class: `pc-suit suit-${suit}`, text: suitName(suit, lang), "aria-hidden": "true" })),
      RANKS.map((rank) => [...SUITS].map((suit) => button(`${rank}${suit}`)))),
    wild ? button("W") : null);
}

/**
 * Several cards at once (a hand, a set, cards shown): a tap toggles a card in `picks`, up to
 * `need` of them, then `onChange()`; picked cards are pressed, and once `need` are picked the
 * others grey out. A card in `disabled` stays greyed out even when picked (one that must stay).
 */
export function multiCardPicker({ picks, need, onChange, label, t, disabled = new Set(), wild = false, onPick }) {
  const toggle = onPick || ((code) => {
    const at = picks.indexOf(code);
    if (at >= 0) picks.splice(at, 1); else if (picks.length < need) picks.push(code);
    onChange();
  });
  const picker = cardPicker({ label, t, disabled, wild, onPick: toggle });
  for (const b of picker.querySelectorAll("[data-card]")) {
    const on = picks.includes(b.dataset.card);
    b.setAttribute("aria-pressed", String(on));
    if (!on && picks.length >= need) b.disabled = true;
  }
  return picker;
}
