"""Ladder's phone texts (docs/games/ladder.md §4.4), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Ladder". Besides the LADDER-* rule messages this module
holds the short texts those messages and the CORE-* ones take as parameters (zones of the card
ledger, phase descriptions), so that every reader gets them in their own language.

LADDER-DEALT-CARDS-LEFT is not in the spec (see the README's resolutions): trust mode knows how
many of a player's 7 dealt cards are still unseen, so a play of more never-seen cards than that is
impossible, and no spec rule names it.
"""
from __future__ import annotations

from typing import Any

from ...errors import LocalText, RuleText, Seat

LADDER_RULES: dict[str, RuleText] = {
    "LADDER-EMPTY-PLAY": RuleText(
        "Play at least one card, or pick up the pile.",
        "Gioca almeno una carta, oppure raccogli il mucchio."),
    "LADDER-SAME-RANK": RuleText(
        "Cards played together must all be the same rank.",
        "Le carte giocate insieme devono avere tutte lo stesso valore."),
    "LADDER-RANK-NOT-HIGHER": RuleText(
        "You must beat rank {r} — play a higher rank or pick up the pile.",
        "Devi battere il valore {r}: gioca un valore più alto o raccogli il mucchio."),
    "LADDER-TOO-FEW-CARDS": RuleText(
        "The pile shows {k} of a kind; play at least {need} cards of a higher rank.",
        "Il mucchio mostra {k} carte uguali; gioca almeno {need} carte di valore più alto."),
    "LADDER-HAND-COUNT": RuleText(
        "You only have {n} cards.",
        "Hai solo {n} carte."),
    "LADDER-MUST-PLAY": RuleText(
        "You can still play {cards} — you must beat the pile if you can.",
        "Puoi ancora giocare {cards}: se puoi battere il mucchio, devi farlo."),
    "LADDER-MUST-PLAY-EMPTY": RuleText(
        "The pile is empty (rank 0): any card beats it, so you must play.",
        "Il mucchio è vuoto (valore 0): qualsiasi carta lo batte, quindi devi giocare."),
    "LADDER-FLIP-REQUIRED": RuleText(
        "Turn over the next deck card and enter it.",
        "Scopri la prossima carta del mazzo e inseriscila."),
    "LADDER-NO-DECK": RuleText(
        "The deck is empty — the next player plays on an empty pile.",
        "Il mazzo è finito: il prossimo giocatore gioca su un mucchio vuoto."),
    "LADDER-ILLEGAL-COLLECT": RuleText(
        "{player} picked up the pile at move {seq} while holding {cards}, which beat it.",
        "{player} ha raccolto il mucchio alla mossa {seq} pur avendo {cards}, che lo battevano."),
    "LADDER-DEALT-CARDS-LEFT": RuleText(
        "Only {n} of your dealt cards are still unseen; the rest of your hand ({known}) was "
        "picked up from the pile.",
        "Solo {n} delle carte che ti sono state distribuite non sono ancora state viste; il resto "
        "della tua mano ({known}) l'hai raccolto dal mucchio."),
}

# Zones of the card ledger; they read after "{card} is already known to be ...".
ON_PILE = LocalText("on the centre pile", "sul mucchio centrale")
_IN_HAND = LocalText("in {player}'s hand (picked up from the pile)",
                     "nella mano di {player} (raccolta dal mucchio)")
_SHOWN = LocalText("shown by {player} after the game", "mostrata da {player} dopo la partita")


def in_hand_of(seat: int) -> LocalText:
    return _IN_HAND.with_params(player=Seat(seat))


def shown_by(seat: int) -> LocalText:
    return _SHOWN.with_params(player=Seat(seat))


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASES: dict[str, LocalText] = {
    "await_start": LocalText("{player} first turns up the card that starts the pile",
                             "prima {player} scopre la carta che apre il mucchio"),
    "started": LocalText("the pile is already started and it's {player}'s turn",
                         "il mucchio è già aperto e tocca a {player}"),
    "not_tracking": LocalText(
        "this game does not track hands (trust mode), so hands are never entered",
        "questa partita non tiene traccia delle mani (modalità fiducia), quindi non si inseriscono"),
    "hand_in": LocalText("your hand is already in", "la tua mano è già stata inserita"),
    "hand_first": LocalText("{player} first enters their hand on their own phone",
                            "prima {player} inserisce la sua mano dal proprio telefono"),
    "audit_later": LocalText("hands are shown after the game ends",
                             "le mani si mostrano a partita finita"),
    "audit_tracking": LocalText("hands are tracked in this game, so there is nothing to show",
                                "in questa partita le mani sono tracciate, non c'è nulla da mostrare"),
    "audit_winner": LocalText("{player} went out and has no cards left to show",
                              "{player} è uscito e non ha più carte da mostrare"),
    "audited": LocalText("you have already shown your hand", "hai già mostrato la tua mano"),
}

HAND_SIZE_FIELD = LocalText("cards (exactly 7)", "cards (esattamente 7)")


def phase_text(key: str, **params: Any) -> LocalText:
    text = _PHASES[key]
    return text.with_params(**params) if params else text
