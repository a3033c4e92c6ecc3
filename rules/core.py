"""The CORE-* rules shared by every game (docs/games/README.md §0.5, §0.6), in English and Italian."""
from __future__ import annotations

from .errors import RuleText

CORE_RULES: dict[str, RuleText] = {
    "CORE-PLAYER-COUNT": RuleText(
        "This game needs {min} to {max} players.",
        "Questo gioco richiede da {min} a {max} giocatori."),
    "CORE-NOT-YOUR-TURN": RuleText(
        "It's {current}'s turn, not {actor}'s.",
        "Tocca a {current}, non a {actor}."),
    # A not-your-turn refusal of a move another phone has just entered for the same seat: two
    # phones entered one turn, and "it's Cat's turn, not Ben's" would hide that Ben's counted.
    "CORE-TURN-TAKEN": RuleText(
        "{player}'s turn was already entered {by}.",
        "Il turno di {player} è già stato inserito {by}."),
    "CORE-WRONG-PHASE": RuleText(
        "That move isn't possible right now: {phase_description}.",
        "Questa mossa non è possibile adesso: {phase_description}."),
    "CORE-GAME-OVER": RuleText(
        "This game has already ended.",
        "Questa partita è già finita."),
    "CORE-NOT-AUTHORIZED": RuleText(
        "Only {player} can enter that from their own phone.",
        "Solo {player} può inserirlo dal proprio telefono."),
    "CORE-BAD-CARD": RuleText(
        "'{text}' is not a card in this deck (use rank 1-6 and U, P, H, F, D or C).",
        "'{text}' non è una carta di questo mazzo (usa un valore da 1 a 6 e U, P, H, F, D o C)."),
    "CORE-CARD-NOT-USED": RuleText(
        "{card} is not used in this game.",
        "{card} non si usa in questo gioco."),
    "CORE-DUPLICATE-CARD": RuleText(
        "You entered {card} twice.",
        "Hai inserito {card} due volte."),
    "CORE-CARD-SEEN": RuleText(
        "{card} is already known to be {location}; please check your entry.",
        "{card} risulta già {location}; controlla cosa hai inserito."),
    "CORE-CARD-CONFLICT": RuleText(
        "That card conflicts with another player's entry; please re-check what you typed.",
        "Questa carta è in conflitto con quanto inserito da un altro giocatore; ricontrolla."),
    "CORE-NOT-IN-HAND": RuleText(
        "{card} is not in your hand (as you entered it).",
        "{card} non è nella tua mano (come l'hai inserita)."),
    "CORE-HAND-OWN-PHONE": RuleText(
        "{player} plays their tracked cards from their own phone; no other phone can.",
        "{player} gioca le carte della propria mano registrata dal proprio telefono; nessun altro "
        "telefono può farlo."),
    "CORE-HAND-REENTER": RuleText(
        "{player}'s seat was moved to this phone by the host or an organiser: enter your hand "
        "again first (correct your earlier entry); the cards entered on the other phone stay "
        "hidden from this one.",
        "Il posto di {player} è stato spostato su questo telefono dall'organizzatore: prima "
        "inserisci di nuovo la tua mano (correggi l'inserimento di prima); le carte inserite "
        "sull'altro telefono restano nascoste a questo."),
    "CORE-BAD-PAYLOAD": RuleText(
        "Something is missing or malformed in this move: {field}.",
        "In questa mossa manca qualcosa o c'è un errore: {field}."),
}

# The COMMON-* rules of the specs that share one match model (docs/games/cold-war.md §3-§4; docs/games/ekeq.md Part C):
# the service raises them (a stale If-Match, a correction that breaks a later move). A game whose
# spec words one otherwise overrides it (EkeQ's stale-state message).
COMMON_RULES: dict[str, RuleText] = {
    "COMMON-STALE-STATE": RuleText(
        "Someone else moved first; your screen has been refreshed, please try again.",
        "Qualcun altro ha mosso prima; la schermata è stata aggiornata, riprova."),
    "COMMON-CORRECTION-CONFLICT": RuleText(
        "This correction conflicts with later moves; the organiser must roll back to that point.",
        "Questa correzione è in conflitto con mosse successive; l'organizzatore deve tornare a "
        "quel punto."),
}
