"""Squad's phone texts (docs/games/squad.md §6.5), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Squad". Besides the SQUAD-* rule messages this module
holds the short texts those messages and the CORE-* ones take as parameters (zones of the card
ledger, phase descriptions), so that every reader gets them in their own language.
"""
from __future__ import annotations

from typing import Any

from ...errors import LocalText, RuleText, Seat

SQUAD_RULES: dict[str, RuleText] = {
    "SQUAD-DRAW-FIRST": RuleText(
        "Draw a card first.",
        "Prima pesca una carta."),
    "SQUAD-ALREADY-DREW": RuleText(
        "You've already drawn this turn.",
        "Hai già pescato in questo turno."),
    "SQUAD-MUST-REDEPLOY": RuleText(
        "Your lost squad returns first: put a card from your hand in the empty spot.",
        "Prima torna la squadra persa: metti una carta dalla mano nel posto vuoto."),
    "SQUAD-SLOT-OCCUPIED": RuleText(
        "That spot already has a squad.",
        "In quel posto c'è già una squadra."),
    "SQUAD-NO-SUCH-SQUAD": RuleText(
        "There's no squad there.",
        "Lì non c'è nessuna squadra."),
    "SQUAD-SUIT-MISMATCH": RuleText(
        "{card} doesn't match this squad's suit ({suit}).",
        "{card} non è del seme di questa squadra ({suit})."),
    "SQUAD-SUM-LIMIT": RuleText(
        "That would make this squad {total}; a squad must total less than 7.",
        "Questa squadra arriverebbe a {total}; una squadra deve valere meno di 7."),
    "SQUAD-HAND-EMPTY": RuleText(
        "You have no cards in hand.",
        "Non hai carte in mano."),
    "SQUAD-ATTACK-OWN": RuleText(
        "Attack another player's squad, not your own.",
        "Attacca la squadra di un altro giocatore, non la tua."),
    "SQUAD-TARGET-OUT": RuleText(
        "{player} is out of the game.",
        "{player} è fuori dalla partita."),
    "SQUAD-ONE-ACTION": RuleText(
        "You've already taken your action this turn.",
        "Hai già fatto la tua azione in questo turno."),
    "SQUAD-REPLACE-PENDING": RuleText(
        "Waiting for {player} to replace their lost squad.",
        "Si aspetta che {player} sostituisca la squadra persa."),
    "SQUAD-NOT-PENDING": RuleText(
        "You don't have a squad to replace.",
        "Non hai nessuna squadra da sostituire."),
    "SQUAD-DRAFT-COUNT": RuleText(
        "Turn up exactly {n} cards for this draft round.",
        "Scopri esattamente {n} carte per questo giro di draft."),
    "SQUAD-DRAFT-NOT-AVAILABLE": RuleText(
        "{card} isn't one of the draft cards on the table.",
        "{card} non è tra le carte del draft sul tavolo."),
    "SQUAD-DEPLOY": RuleText(
        "Choose 2 of your 4 cards as squads.",
        "Scegli 2 delle tue 4 carte come squadre."),
    "SQUAD-TIEBREAK-CARD": RuleText(
        "{card} isn't in your captured pile.",
        "{card} non è nel tuo mazzetto delle catture."),
    # A warning, not a refusal: the attack is accepted (SQ-8). The phone shows it before the player
    # confirms, from the view's battle previews; it is listed here so every phone can read it.
    "SQUAD-LOSING-ATTACK": RuleText(
        "Your squad ({a}) is weaker than that squad ({d}) — attack anyway?",
        "La tua squadra ({a}) è più debole di quella ({d}): attacchi lo stesso?"),
}


# Zones of the card ledger; they read after "{card} is already known to be ...".
_ZONES: dict[str, LocalText] = {
    "squad": LocalText("in {player}'s squad", "in una squadra di {player}"),
    "captured": LocalText("in {player}'s captured pile", "nel mazzetto delle catture di {player}"),
    "known_hand": LocalText("in {player}'s hand (drafted)", "nella mano di {player} (dal draft)"),
    "discard": LocalText("on the discard pile", "negli scarti"),
    "draft": LocalText("on the draft table", "tra le carte del draft sul tavolo"),
    "own_hand": LocalText("in your hand", "nella tua mano"),
}


def zone_text(zone: str, seat: int | None = None) -> LocalText:
    text = _ZONES[zone]
    return text if seat is None else text.with_params(player=Seat(seat))


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASES: dict[str, LocalText] = {
    "deal": LocalText("{player} deals and the face-up squads are entered first",
                      "{player} distribuisce e prima si inseriscono le squadre scoperte"),
    "draft": LocalText("the draft is on ({player} is next)",
                       "è in corso il draft (tocca a {player})"),
    "deploy": LocalText("the players are choosing their squads",
                        "i giocatori stanno scegliendo le loro squadre"),
    "hands": LocalText("the players are entering their hands",
                       "i giocatori stanno inserendo le loro mani"),
    "draw": LocalText("{player} draws first", "prima {player} pesca"),
    "draw_card": LocalText("{player} enters the card they drew",
                           "{player} inserisce la carta che ha pescato"),
    "redeploy": LocalText("{player} puts a squad back in the empty spot",
                          "{player} rimette una squadra nel posto vuoto"),
    "action": LocalText("it's {player}'s action", "tocca a {player} fare la sua azione"),
    "replace": LocalText("lost squads are being replaced", "si stanno sostituendo le squadre perse"),
    "tiebreak": LocalText("the tied players draw from their captured piles",
                          "i giocatori a pari merito pescano dal loro mazzetto delle catture"),
    "game_over": LocalText("the game is over", "la partita è finita"),
}
NOT_TRACKING = LocalText(
    "this game does not track hands (trust mode), so hidden cards are never entered",
    "questa partita non tiene traccia delle mani (modalità fiducia), quindi le carte coperte non "
    "si inseriscono")
HAND_ALREADY_IN = LocalText("your hand is already in", "la tua mano è già stata inserita")
ALREADY_DEPLOYED = LocalText("your squads are already on the table",
                             "le tue squadre sono già sul tavolo")
DECK_EMPTY = LocalText("the deck is empty, so there is nothing to draw",
                       "il mazzo è vuoto, quindi non si pesca")
ALREADY_DREW_TIEBREAK = LocalText("you have already drawn for the tie-break",
                                  "hai già pescato per lo spareggio")


def phase_description(phase: str, player: int | None = None) -> LocalText:
    params: dict[str, Any] = {} if player is None else {"player": Seat(player)}
    return _PHASES[phase].with_params(**params)


def deal_field(players: int) -> LocalText:
    """What a deal must hold, named in CORE-BAD-PAYLOAD so the message says what to send."""
    return LocalText("squads (one pair of cards for each of the {n} players, in seat order)",
                     "squads (una coppia di carte per ciascuno dei {n} giocatori, in ordine di posto)"
                     ).with_params(n=players)


def hand_field(count: int) -> LocalText:
    """What a hand entry must hold (hand counts are public), named in CORE-BAD-PAYLOAD."""
    return LocalText("cards (all {n} cards of your hand, drafted ones included)",
                     "cards (tutte le {n} carte della tua mano, comprese quelle del draft)"
                     ).with_params(n=count)
