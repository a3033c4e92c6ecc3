"""Mini Golf's phone texts (docs/games/mini-golf.md §1.4), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Mini Golf". Besides the GOLF-* rule messages this module
holds the short texts those messages and the CORE-* ones take as parameters (grid spots, zones of
the card ledger, phase descriptions), so that every reader gets them in their own language.
"""
from __future__ import annotations

from ...errors import LocalText, RuleText, Seat

GOLF_RULES: dict[str, RuleText] = {
    "GOLF-HOLE-OVER": RuleText(
        "This hole is over — flip your face-down cards and enter them for scoring.",
        "Questa buca è finita: gira le tue carte coperte e inseriscile per il punteggio."),
    "GOLF-BAD-SOURCE": RuleText(
        "Draw from the deck or take the top discard.",
        "Pesca dal mazzo oppure prendi la carta in cima agli scarti."),
    "GOLF-DISCARD-TOP": RuleText(
        "You can only take the top discard, which is {top}.",
        "Puoi prendere solo la carta in cima agli scarti, cioè {top}."),
    "GOLF-BAD-POSITION": RuleText(
        "Pick one of your four grid spots (top-left, top-right, bottom-left, bottom-right) or none.",
        "Scegli uno dei quattro posti della tua griglia (in alto a sinistra, in alto a destra, "
        "in basso a sinistra, in basso a destra) oppure nessuno."),
    "GOLF-REMOVED-MISSING": RuleText(
        'Tell us which card you took out of your grid (or choose "no swap").',
        'Indica quale carta hai tolto dalla tua griglia (oppure scegli "nessuno scambio").'),
    "GOLF-REMOVED-MISMATCH": RuleText(
        "The card at {pos} is {card}, not {removed}.",
        "La carta {pos} è {card}, non {removed}."),
    "GOLF-MUST-REPLACE": RuleText(
        "If you take the top discard you must swap it into your grid.",
        "Se prendi la carta in cima agli scarti devi metterla nella tua griglia."),
    "GOLF-REVEAL-MISMATCH": RuleText(
        "Enter exactly your face-down cards: {positions}.",
        "Inserisci esattamente le tue carte coperte: {positions}."),
    "GOLF-GRID-ENTERED": RuleText(
        "{player}'s grid for this hole is already entered; undo it to enter it again.",
        "La griglia di {player} per questa buca è già inserita; annullala per inserirla di nuovo."),
    "GOLF-GRID-SPOTS": RuleText(
        "Enter a card for every spot of the grid: {positions}.",
        "Inserisci una carta per ogni posto della griglia: {positions}."),
    "GOLF-DECK-EMPTY": RuleText(
        "The deck is empty — take the top discard instead.",
        "Il mazzo è vuoto: prendi invece la carta in cima agli scarti."),
}

# The English names are the ones GOLF-BAD-POSITION already uses; the Italian ones read after
# "La carta ..." ("La carta in alto a sinistra è 2H").
POSITION_NAMES: dict[str, LocalText] = {
    "TL": LocalText("top-left", "in alto a sinistra"),
    "TR": LocalText("top-right", "in alto a destra"),
    "BL": LocalText("bottom-left", "in basso a sinistra"),
    "BR": LocalText("bottom-right", "in basso a destra"),
}

NO_FACE_DOWN = LocalText("none, all your cards are already face up",
                         "nessuna, le tue carte sono già tutte scoperte")

# Zones of the card ledger; they read after "{card} is already known to be ...".
IN_DISCARD = LocalText("in the discard pile", "nella pila degli scarti")
# After a reshuffle (MG-11) the rebuilt deck is a known set: a card in it cannot be face down, and
# a deck draw that names any other hidden card names one that can only be face down in a grid.
IN_RESHUFFLED_DECK = LocalText("in the reshuffled deck", "nel mazzo rimescolato")
FACE_DOWN_NOT_IN_DECK = LocalText("face down in a grid, not in the reshuffled deck",
                                  "coperta in una griglia, non nel mazzo rimescolato")
_FACE_UP_IN_GRID = LocalText("face up in {player}'s grid", "scoperta nella griglia di {player}")


def face_up_in_grid(seat: int) -> LocalText:
    return _FACE_UP_IN_GRID.with_params(player=Seat(seat))


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASES: dict[str, LocalText] = {
    "await_hole_start": LocalText(
        "the hole has not started yet; {player} deals and enters the first discard",
        "la buca non è ancora iniziata; {player} distribuisce e inserisce il primo scarto"),
    "turns": LocalText(
        "the hole is being played and it's {player}'s turn",
        "la buca è in corso e tocca a {player}"),
    "final_turns": LocalText(
        "the hole is in its final turns and it's {player}'s turn",
        "la buca è agli ultimi turni e tocca a {player}"),
    "reveal": LocalText(
        "the hole is over and the face-down cards are being entered",
        "la buca è finita e si stanno inserendo le carte coperte"),
    "grids": LocalText(
        "the hole is entered a hand at a time: enter each player's final grid",
        "la buca si inserisce una mano alla volta: inserisci la griglia finale di ogni giocatore"),
    "game_over": LocalText("the game is over", "la partita è finita"),
}


# A seat sitting out a playoff hole has no grid to reveal; "none of your cards are face down"
# would suggest it has one.
NOT_IN_PLAYOFF = LocalText("you are not playing this playoff hole",
                           "non stai giocando questa buca di spareggio")


def phase_description(phase: str, player: int | None) -> LocalText:
    text = _PHASES[phase]
    return text.with_params(player=Seat(player)) if player is not None else text
