"""Collector's phone texts (docs/games/collector.md §5.4), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Collector". Besides the COLLECTOR-* rule messages this
module holds the short texts those messages and the CORE-* ones take as parameters (zones of the
card ledger, phase descriptions), so that every reader gets them in their own language.
"""
from __future__ import annotations

from typing import Any

from ...errors import LocalText, RuleText, Seat

COLLECTOR_RULES: dict[str, RuleText] = {
    "COLLECTOR-DISCARD-SHORT": RuleText(
        "There {is/are} only {k} card(s) on the discard pile.",
        "Sulla pila degli scarti {is/are} solo {k} carta/e."),
    "COLLECTOR-BAD-DRAW": RuleText(
        "Draw 2 cards: both from the deck, both from the discard pile, or one of each.",
        "Pesca 2 carte: entrambe dal mazzo, entrambe dalla pila degli scarti, o una per parte."),
    "COLLECTOR-DISCARD-COUNT": RuleText(
        "Discard exactly 2 cards to end your turn.",
        "Scarta esattamente 2 carte per finire il turno."),
    "COLLECTOR-LAYDOWN-SIZE": RuleText(
        "A winning set is exactly 6 cards.",
        "Un set vincente è di esattamente 6 carte."),
    "COLLECTOR-NOT-A-SET": RuleText(
        "Those 6 cards aren't a set: you need one rank, one suit, all 6 ranks, or all 6 suits.",
        "Queste 6 carte non sono un set: servono un solo valore, un solo seme, tutti e 6 i "
        "valori o tutti e 6 i semi."),
    "COLLECTOR-HAND-COUNT": RuleText(
        "You can't have that many cards we haven't seen — check your entry.",
        "Non puoi avere così tante carte che nessuno ha visto: controlla cosa hai inserito."),
    "COLLECTOR-ALREADY-DOWN": RuleText(
        "You've already laid down your set.",
        "Hai già calato il tuo set."),
    "COLLECTOR-SET-TWICE": RuleText(
        "{player} is listed twice: each player lays down one set at most.",
        "{player} compare due volte: ognuno cala al massimo un set."),
    "COLLECTOR-NO-SETS": RuleText(
        "Enter the sets laid down: without a turn limit the game ends only after a set is laid "
        "down.",
        "Inserisci i set calati: senza limite di turni la partita finisce solo dopo che è stato "
        "calato un set."),
}

# "There {is/are} only {k} card(s)": the verb agrees with k.
IS = LocalText("is", "c'è")
ARE = LocalText("are", "ci sono")

# Zones of the card ledger; they read after "{card} is already known to be ...".
IN_DISCARD = LocalText("on the discard pile", "sulla pila degli scarti")
_IN_HAND = LocalText("in {player}'s hand", "nella mano di {player}")
_LAID_DOWN = LocalText("in {player}'s laid-down set", "nel set calato da {player}")
IN_YOUR_HAND = LocalText("in your hand", "nella tua mano")


def in_hand(seat: int) -> LocalText:
    return _IN_HAND.with_params(player=Seat(seat))


def laid_down_by(seat: int) -> LocalText:
    return _LAID_DOWN.with_params(player=Seat(seat))


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASES: dict[str, LocalText] = {
    "await_start": LocalText(
        "{player} first turns up the first discard to start the game",
        "prima {player} scopre il primo scarto e la partita comincia"),
    "draw": LocalText(
        "{player} draws 2 cards first",
        "prima {player} pesca 2 carte"),
    "private_draw": LocalText(
        "{player} enters the cards they drew from the deck",
        "{player} inserisce le carte pescate dal mazzo"),
    "end_turn": LocalText(
        "{player} has drawn and now ends the turn with 2 discards",
        "{player} ha pescato e ora finisce il turno con 2 scarti"),
    "await_sets": LocalText(
        "the game is entered as one result, the sets laid down",
        "la partita si inserisce come un unico risultato, i set calati"),
    "game_over": LocalText("the game is over", "la partita è finita"),
}
NOT_TRACKING_HANDS = LocalText(
    "this game does not track hands (trust mode), so hands and draws are never entered",
    "questa partita non tiene traccia delle mani (modalità fiducia), quindi mani e pescate non si "
    "inseriscono")
HAND_ALREADY_IN = LocalText("your hand is already in", "la tua mano è già stata inserita")
HAND_FIRST = LocalText("{player} first enters the 6 cards dealt to them",
                       "prima {player} inserisce le 6 carte ricevute")
SIX_CARDS = LocalText("cards (a hand is exactly 6 cards)", "cards (una mano è di esattamente 6 carte)")
DRAWN_CARDS = LocalText("cards (enter the {n} card(s) you drew from the deck)",
                        "cards (inserisci le {n} carte pescate dal mazzo)")
NO_FIRST_DISCARD = LocalText("discard_top (this game starts with an empty discard pile)",
                             "discard_top (questa partita comincia senza scarti)")


def phase_description(phase: str, player: int | None = None, **params: Any) -> LocalText:
    if player is not None:
        params["player"] = Seat(player)
    return _PHASES[phase].with_params(**params)


def hand_first(seat: int) -> LocalText:
    return HAND_FIRST.with_params(player=Seat(seat))


def drawn_cards(n: int) -> LocalText:
    return DRAWN_CARDS.with_params(n=n)
