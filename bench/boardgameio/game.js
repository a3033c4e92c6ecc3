// The peer's game: a minimal two-player card game for boardgame.io, as small as a real one gets.
// Each deal gives both players five cards of a 36-card deck (ranks 1-6 in six suits, as the
// Ecwem cards); on their turn a player plays one card from their hand onto the pile. A card not
// in the hand is refused (INVALID_MOVE), as the referee refuses one. When both hands are empty
// the next deal starts; after HOLES deals (90 moves) the game ends, about as long as the 89
// moves of a 9-hole Mini Golf match, which the service plays in the same benchmark.
const { INVALID_MOVE } = require("boardgame.io/core");

const SUITS = "UPHFDC";
const DECK = [...SUITS].flatMap((suit) => [1, 2, 3, 4, 5, 6].map((rank) => `${rank}${suit}`));
const HAND = 5;
const HOLES = 9;

function deal(random) {
  const deck = random.Shuffle(DECK);
  return { hands: [deck.slice(0, HAND), deck.slice(HAND, 2 * HAND)], deck: deck.slice(2 * HAND) };
}

const CardGame = {
  name: "cards",
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ random }) => ({ ...deal(random), pile: [], hole: 1, played: 0 }),
  moves: {
    play: ({ G, ctx, random, events }, card) => {
      const hand = G.hands[Number(ctx.currentPlayer)];
      const at = hand.indexOf(card);
      if (at < 0) return INVALID_MOVE;
      hand.splice(at, 1);
      G.pile.push(card);
      G.played += 1;
      if (!G.hands[0].length && !G.hands[1].length) {
        Object.assign(G, deal(random), { pile: [], hole: G.hole + 1 });
      }
      events.endTurn();
    },
  },
  // Each player sees their own hand only, as a phone here sees only its own seat's secrets.
  playerView: ({ G, playerID }) => ({
    ...G, deck: G.deck.length, hands: G.hands.map((hand, seat) => (String(seat) === playerID ? hand : hand.length)),
  }),
  endIf: ({ G }) => (G.hole > HOLES ? { draw: true } : undefined),
};

module.exports = { CardGame, HAND };
