// A Cold War country deck as the rulebook describes it (docs/games/cold-war.md §1.4), with every printed
// value left empty: the organiser types them from the cards, the service never invents them.
export const KINDS = ["leader", "white", "blue", "brown", "orange"];
// The letter after the country in a card id says its kind (A-U3 is Blue); Browns with the triad
// symbol are N, Shields S.
const PREFIX = {leader: "L", white: "W", blue: "U", brown: "R", orange: "O"};

const card = (id, kind, values = {}) => ({id, kind, name: null, ...values});
const white = (id) => card(id, "white", {defence: null, defence_next_to_leader: null});
const blue = (id) => card(id, "blue", {defence: null});
const brown = (id, triad_symbol = null) => card(id, "brown", {attack: null, defence: null, triad_symbol});
const swords = (id, type) => card(id, "orange", {icon: "crossed_swords", effect: {type, text: ""}});
const shield = (id) => card(id, "orange", {icon: "shield", effect: {type: "shield", vs_normal_attack: "manual", text: ""}});
const range = (n) => Array.from({length: n}, (_, i) => i + 1);

/** The 25 cards: A-L, A-W1..2, A-U1..5, A-R1..8, A-N1..3, A-O1..3 (remove), A-O4 (redeploy), A-S1..2. */
export function templateDeck(letter = "A", country = `Country ${letter}`) {
  const c = letter;
  return {country, name: "", cards: [
    card(`${c}-L`, "leader", {leader_defence: null}),
    ...range(2).map((n) => white(`${c}-W${n}`)),
    ...range(5).map((n) => blue(`${c}-U${n}`)),
    ...range(8).map((n) => brown(`${c}-R${n}`)),
    ...range(3).map((n) => brown(`${c}-N${n}`, "nuclear")),
    ...range(3).map((n) => swords(`${c}-O${n}`, "remove_from_stack")),
    swords(`${c}-O4`, "redeploy_brown_attack"),
    ...range(2).map((n) => shield(`${c}-S${n}`))]};
}

/** One more card of `kind`, numbered after the deck's others of its letter. */
export function extraCard(deck, kind, letter) {
  const prefix = `${letter}-${PREFIX[kind]}`;
  const numbers = deck.cards.map((c) => c.id.startsWith(prefix) ? Number(c.id.slice(prefix.length)) : 0)
    .filter(Number.isInteger);
  const id = `${prefix}${Math.max(0, ...numbers) + 1}`;
  return {leader: () => card(id, "leader", {leader_defence: null}), white: () => white(id), blue: () => blue(id),
    brown: () => brown(id), orange: () => swords(id, "remove_from_stack")}[kind]();
}

/** The letter the deck's ids start with ("A" for A-U1), or "" if they share none. */
export function letterOf(deck) {
  const letters = new Set(deck.cards.map((c) => c.id.split("-")[0]));
  return letters.size === 1 ? [...letters][0] : "";
}

/** The deck with its ids' letter changed: A-U1 becomes B-U1 (ids of another form stay). */
export function withLetter(deck, from, to) {
  if (!from || !to) return deck;
  return {...deck, cards: deck.cards.map((c) => (c.id.startsWith(`${from}-`)
    ? {...c, id: `${to}-${c.id.slice(from.length + 1)}`} : c))};
}

/** What the API takes: values not given (null, empty text, an empty selector) left out. */
export function body(deck) {
  const given = (value) => {
    if (Array.isArray(value)) return value.map(given);
    if (value && typeof value === "object") {
      const kept = Object.entries(value).map(([k, v]) => [k, given(v)])
        .filter(([, v]) => !(v === null || v === undefined || v === "" || (typeof v === "object" && !Object.keys(v).length)));
      return Object.fromEntries(kept);
    }
    return typeof value === "string" ? value.trim() : value;
  };
  const out = {country: (deck.country || "").trim(), cards: deck.cards.map(given)};
  if (deck.name?.trim()) out.name = deck.name.trim();
  return out;
}
