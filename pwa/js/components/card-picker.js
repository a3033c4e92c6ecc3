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

/** "1 of Units, 3 of Hearts, and 6 of Clubs" / "1 di Unità, 3 di Cuori e 6 di Fiori". */
export function cardList(codes, lang = pageLang()) {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(codes.map((code) => cardLabel(code, lang)));
}

/**
 * `compact` saves the screen's height for a table that must fit beside it: each card shows its
 * suit letter instead of a header row naming the suits, and the wild is a seventh column.
 */
export function cardPicker({ onPick, disabled = new Set(), wild = false, t, label, lang = pageLang(), compact = false }) {
  const face = (code) => code === "W" ? "W" : compact ? [el("b", { text: code[0] }), el("small", { text: code[1] })] : code[0];
  const button = (code) => el("button", {
    type: "button", class: `pc-card suit-${code === "W" ? "W" : code[1]}`, dataset: { card: code },
    "aria-label": cardLabel(code, lang), disabled: disabled.has(code), onclick: () => onPick(code),
  }, face(code));
  const group = (cls, ...children) => el("div", { class: cls, role: "group", "aria-label": label || (t ? t("kit.pickCard") : "") },
    label ? el("p", { class: "pc-label", text: label }) : null, ...children);
  if (compact) {
    return group("picker pc-compact", el("div", { class: "pc-grid" },
      RANKS.map((rank) => [...SUITS].map((suit) => button(`${rank}${suit}`))), wild ? button("W") : null));
  }
  // Suits are columns, named once at their head, in two halves of three: side by side they make
  // one 6×6 grid; on a screen too narrow for six 44 px columns (a small phone, or zoomed in) the
  // second half goes under the first. A suit's name shows only where its column is wide enough
  // for it whole; elsewhere the column shows the suit's letter, as the card faces do, and the
  // legend under the grid names them.
  const head = (suit) => el("span", { class: `pc-suit suit-${suit}`, "aria-hidden": "true" },
    el("abbr", { title: suitName(suit, lang), text: suit }), el("span", { class: "pc-suit-name", text: suitName(suit, lang) }));
  const half = (suits) => el("div", { class: "pc-half" },
    suits.map(head), RANKS.map((rank) => suits.map((suit) => button(`${rank}${suit}`))));
  return group("picker",
    el("div", { class: "pc-grid" }, half([...SUITS.slice(0, 3)]), half([...SUITS.slice(3)])),
    el("p", { class: "pc-legend", "aria-hidden": "true" }, [...SUITS].map((suit) =>
      el("span", { class: `suit-${suit}` }, el("b", { text: suit }), ` ${suitName(suit, lang)}`))),
    wild ? button("W") : null);
}

/**
 * Several cards at once (a hand, a set, cards shown): a tap toggles a card in `picks`, up to
 * `need` of them, then `onChange()`; picked cards are pressed, and once `need` are picked the
 * others grey out. A card in `disabled` stays greyed out even when picked (one that must stay).
 */
export function multiCardPicker({ picks, need, onChange, label, t, disabled = new Set(), wild = false, onPick, compact = false }) {
  const toggle = onPick || ((code) => {
    const at = picks.indexOf(code);
    if (at >= 0) picks.splice(at, 1); else if (picks.length < need) picks.push(code);
    onChange();
  });
  const picker = cardPicker({ label, t, disabled, wild, onPick: toggle, compact });
  for (const b of picker.querySelectorAll("[data-card]")) {
    const on = picks.includes(b.dataset.card);
    b.setAttribute("aria-pressed", String(on));
    if (!on && picks.length >= need) b.disabled = true;
  }
  return picker;
}
