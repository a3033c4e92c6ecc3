"""Flares' phone texts (docs/games/flares.md §3.4), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Flares". Besides the FLARES-* rule messages this module
holds the short texts those messages and the CORE-* ones take as parameters (suit names, zones of
the card ledger, phase descriptions), so that every reader gets them in their own language.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...cards import SUIT_NAMES
from ...errors import LocalText, RuleText, RuleViolation, Seat

FLARES_RULES: dict[str, RuleText] = {
    "FLARES-DECK-LEADS": RuleText(
        "The dealer first flips the top deck card to lead this trick.",
        "Prima il mazziere gira la prima carta del mazzo, che apre questa presa."),
    "FLARES-NOT-DECK-TRICK": RuleText(
        "{leader} won the last trick and leads this one from hand.",
        "{leader} ha vinto l'ultima presa e apre questa con una carta dalla mano."),
    "FLARES-FOLLOW-SUIT": RuleText(
        "You must follow {suit} — you still hold {cards}.",
        "Devi rispondere a {suit}: hai ancora {cards}."),
    "FLARES-REVOKE": RuleText(
        "{player} didn't follow {suit} in trick {t} but held {card} — a revoke.",
        "{player} non ha risposto a {suit} nella presa {t} ma aveva {card}: una rinuncia."),
    "FLARES-HAND-SIZE": RuleText(
        "You should have exactly {h} cards.",
        "Dovresti avere esattamente {h} carte."),
    "FLARES-POINT-TOO-EARLY": RuleText(
        "Point cards are revealed after the last trick.",
        "Le carte punteggio si scoprono dopo l'ultima presa."),
    "FLARES-TRICK-COUNTS": RuleText(
        "Enter the tricks of each of the {players} players.",
        "Inserisci le prese di ciascuno dei {players} giocatori."),
    "FLARES-TRICKS-ADD-UP": RuleText(
        "The tricks must add up to {h}, one for each card in a hand; these add up to {total}.",
        "Le prese devono sommare {h}, una per ogni carta in mano; queste sommano {total}."),
    "FLARES-POINT-CARDS": RuleText(
        "Enter all 3 point cards.",
        "Inserisci tutte e 3 le carte punteggio."),
    "FLARES-NO-FLAG": RuleText(
        "There is no revoke flag {flag} to rule on.",
        "Non c'è nessuna segnalazione di rinuncia {flag} su cui decidere."),
    "FLARES-FLAG-PAST-ROUND": RuleText(
        "{player}'s revoke in trick {t} belongs to round {round}, which is already scored.",
        "La rinuncia di {player} nella presa {t} è della smazzata {round}, già contata."),
    "FLARES-FLAG-RULED": RuleText(
        "{player}'s revoke in trick {t} was already {ruling}.",
        "La rinuncia di {player} nella presa {t} è già stata {ruling}."),
}


# Zones of the card ledger; they read after "{card} is already known to be ...".
_LED_BY_DECK = LocalText("the deck's card that led trick {trick}",
                         "la carta del mazzo che ha aperto la presa {trick}")
_PLAYED = LocalText("played in trick {trick} by {player}",
                    "giocata nella presa {trick} da {player}")


def led_by_deck(trick: int) -> LocalText:
    return _LED_BY_DECK.with_params(trick=trick)


def played_in_trick(trick: int, seat: int) -> LocalText:
    return _PLAYED.with_params(trick=trick, player=Seat(seat))


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASES: dict[str, LocalText] = {
    "round_setup": LocalText(
        "the players are entering their hands for round {round}",
        "i giocatori stanno inserendo le loro mani per la smazzata {round}"),
    "await_deck_lead": LocalText(
        "{player} flips the deck's card to lead trick {trick}",
        "{player} gira la carta del mazzo che apre la presa {trick}"),
    "in_trick": LocalText(
        "trick {trick} is being played and it's {player}'s turn",
        "si gioca la presa {trick} e tocca a {player}"),
    "await_point_cards": LocalText(
        "every trick is played; {player} reveals the point cards",
        "tutte le prese sono giocate; {player} scopre le carte punteggio"),
    "await_round_result": LocalText(
        "the round is entered as one result, by {player}",
        "la smazzata si inserisce come un unico risultato, da {player}"),
    "game_over": LocalText("the game is over", "la partita è finita"),
}
NOT_TRACKING_HANDS = LocalText(
    "this game does not track hands (trust mode), so hands are never entered",
    "questa partita non tiene traccia delle mani (modalità fiducia), quindi non si inseriscono")
HAND_ALREADY_IN = LocalText(
    "your hand for round {round} is already in",
    "la tua mano per la smazzata {round} è già stata inserita")


def phase_description(phase: str, *, player: int | None = None, trick: int | None = None,
                      round: int | None = None) -> LocalText:
    params: dict[str, Any] = {"trick": trick, "round": round}
    if player is not None:
        params["player"] = Seat(player)
    return _PHASES[phase].with_params(**{k: v for k, v in params.items() if v is not None})


def flag_violation(flag: Mapping[str, Any]) -> RuleViolation:
    """A flag of `FlaresRules.flags()` as its RuleViolation: the flag's `details` are plain JSON
    (the player as a seat number, the suit as its letter); this types them back."""
    details = dict(flag["details"])
    if "player" in details:
        details["player"] = Seat(details["player"])
    if details.get("suit") in SUIT_NAMES:
        details["suit"] = SUIT_NAMES[details["suit"]]
    return RuleViolation(flag["rule"], **details)


def flag_message(flag: Mapping[str, Any], lang: str = "en", names: Sequence[str] | None = None) -> str:
    """A flag as its phone message, in `lang` and with players' names."""
    return flag_violation(flag).message(FLARES_RULES, lang, names)
