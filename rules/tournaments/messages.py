"""What a tournament refuses, in English and Italian. EkeQ's spec names four of them (docs/games/ekeq.md
§E.4); an EkeQ tournament answers with those ids and words, every other game with TOUR-*."""
from __future__ import annotations

from ..errors import RuleText

TOUR_RULES: dict[str, RuleText] = {
    "TOUR-CONFIG": RuleText(
        "Set a number of rounds, a target score, or both.",
        "Imposta un numero di turni, un punteggio da raggiungere, o entrambi."),
    "TOUR-CLOSED": RuleText(
        "This tournament has finished; no more matches can be recorded.",
        "Questo torneo è finito; non si possono registrare altre partite."),
    "TOUR-PLAYER": RuleText(
        "{player} isn't registered in this tournament.",
        "{player} non è iscritto a questo torneo."),
    "TOUR-VARIANT": RuleText(
        "Only base-game matches score tournament points here.",
        "Qui solo le partite del gioco base danno punti torneo."),
    "TOUR-PROFILE": RuleText(
        "The {kind} profile's points don't fit it: placement takes a list by place, win_type the "
        "win-type table.",
        "I punti del profilo {kind} non vanno bene: placement vuole una lista per posizione, "
        "win_type la tabella dei tipi di vittoria."),
    "TOUR-NAME-TAKEN": RuleText(
        "{name} is already registered.", "{name} è già iscritto."),
    "TOUR-CHECK-IN-CODE": RuleText(
        "That check-in code isn't on any table card of this tournament.",
        "Questo codice di registrazione non è su nessun cartellino di questo torneo."),
    "TOUR-DROPPED": RuleText(
        "{player} has left the tournament.", "{player} ha lasciato il torneo."),
    "TOUR-ROUND-OPEN": RuleText(
        "Round {round} isn't finished yet: {tables} still without a result.",
        "Il turno {round} non è ancora finito: {tables} ancora senza risultato."),
    "TOUR-ROUND-STARTED": RuleText(
        "Round {round} has started: its seats can no longer change.",
        "Il turno {round} è cominciato: i posti non si possono più cambiare."),
    "TOUR-NOT-SEATED": RuleText(
        "Round {round} hasn't been seated yet.", "Il turno {round} non ha ancora i tavoli."),
    "TOUR-TOO-FEW": RuleText(
        "Only {count} players are checked in: a table needs at least {least}.",
        "Solo {count} giocatori registrati: un tavolo ne vuole almeno {least}."),
    "TOUR-SEATING": RuleText(
        "The players who must not meet can't all be kept apart this round.",
        "Questo turno non si possono tenere separati tutti i giocatori che non devono incontrarsi."),
    "TOUR-SAME-PLAYER": RuleText(
        "Choose two different players.", "Scegli due giocatori diversi."),
    "TOUR-NO-TABLE": RuleText(
        "Round {round} has no table {table}.", "Il turno {round} non ha un tavolo {table}."),
    "TOUR-NOT-AT-TABLE": RuleText(
        "{player} doesn't sit at table {table}.", "{player} non siede al tavolo {table}."),
    "TOUR-RESULT-KNOWN": RuleText(
        "Table {table} already has its result; the organiser can correct it.",
        "Il tavolo {table} ha già il suo risultato; l'organizzatore può correggerlo."),
    "TOUR-RESULT-FROM-MATCH": RuleText(
        "Table {table} plays on the phones: its result comes from its match.",
        "Il tavolo {table} gioca sui telefoni: il risultato arriva dalla sua partita."),
    "TOUR-NOTHING-TO-CONFIRM": RuleText(
        "Nobody has entered table {table}'s result yet.",
        "Nessuno ha ancora inserito il risultato del tavolo {table}."),
    "TOUR-CONFIRM-OWN": RuleText(
        "An opponent confirms the result, not the player who entered it.",
        "Il risultato lo conferma un avversario, non chi l'ha inserito."),
    "TOUR-NOT-STARTED": RuleText(
        "Round {round} hasn't started yet: no result can be recorded.",
        "Il turno {round} non è ancora cominciato: non si può registrare un risultato."),
    "TOUR-PAPER-PENDING": RuleText(
        "{player} has already entered table {table}'s result: an opponent confirms it, or the "
        "organiser corrects it.",
        "{player} ha già inserito il risultato del tavolo {table}: lo conferma un avversario, o "
        "lo corregge l'organizzatore."),
    "TOUR-SEATS-CHANGED": RuleText(
        "Round {round}'s seats changed while it was starting: start it again.",
        "I posti del turno {round} sono cambiati mentre cominciava: fallo cominciare di nuovo."),
    "TOUR-WIN-TYPE": RuleText(
        "Say how the match was won: with a Golden Q (and its number), with two mini-GOLDEN Q, or "
        "with all the cards.",
        "Indica come è stata vinta la partita: con una GOLDEN Q (e il suo numero), con due "
        "mini-GOLDEN Q, o con tutte le carte."),
    "TOUR-SEAT-NOT-YOURS": RuleText(
        "Seat {seat} at table {table} is {player}'s: it is taken from {player}'s own phone, checked "
        "in to the tournament (\"Join my seat at the table\"), or handed out by the organiser.",
        "Il posto {seat} al tavolo {table} è di {player}: si prende dal telefono di {player}, "
        "registrato al torneo (\"Vai al mio posto al tavolo\"), o lo assegna l'organizzatore."),
    "TOUR-NO-SEAT": RuleText(
        "Table {table} has no seat {seat}.", "Il tavolo {table} non ha un posto {seat}."),
    "TOUR-NOT-CHECKED-IN": RuleText(
        "{player} hasn't checked in yet.", "{player} non si è ancora registrato."),
    "TOUR-RESULT-SHAPE": RuleText(
        "A result names the winners among the table's players and a total for each of them.",
        "Un risultato indica i vincitori tra i giocatori del tavolo e un totale per ciascuno."),
    "TOUR-SCORING": RuleText(
        "The {kind} scoring doesn't fit {game}: the scorings that fit it are {fits}.",
        "Il punteggio {kind} non è adatto a {game}: quelli adatti sono {fits}."),
    "TOUR-RESULT-PLACES": RuleText(
        "Places give each player of the table a place from 1, and the winners are the players "
        "placed first (nobody, when everyone shares first place in a drawn match).",
        "Le posizioni danno a ogni giocatore del tavolo una posizione da 1, e i vincitori sono i "
        "giocatori primi (nessuno, se in una partita patta sono tutti primi)."),
    "SERIES-MEMBER": RuleText(
        "{member} isn't a member of this series.", "{member} non fa parte di questa serie."),
    "SERIES-NAME-TAKEN": RuleText(
        "{name} is already a member of this series: link the entry to them instead.",
        "{name} fa già parte di questa serie: collega l'iscrizione a quel giocatore."),
    "SERIES-EVENT-TWICE": RuleText(
        "That tournament is already an event of this series.",
        "Quel torneo è già una tappa di questa serie."),
    "SERIES-FULL": RuleText(
        "This series has its {events} events already.", "Questa serie ha già le sue {events} tappe."),
    "SERIES-MEMBERS-FULL": RuleText(
        "This series has its {members} members already.", "Questa serie ha già i suoi {members} giocatori."),
    "SERIES-NOT-AN-EVENT": RuleText(
        "That tournament isn't an event of this series.", "Quel torneo non è una tappa di questa serie."),
    "SERIES-MEMBER-TWICE": RuleText(
        "{name} already has an entry in this event.", "{name} è già iscritto a questa tappa."),
    "SERIES-GAME": RuleText(
        "This series plays {game}: its events play it too.", "Questa serie gioca a {game}: anche le sue tappe."),
    "SERIES-CARD-CODE": RuleText(
        "That code isn't on any series card of this series.",
        "Questo codice non è su nessuna tessera di questa serie."),
}

# EkeQ's own ids and words for the four its spec names (§E.4).
EKEQ_RENAMED = {"TOUR-CONFIG": "EKEQ-TOUR-CONFIG", "TOUR-CLOSED": "EKEQ-TOUR-CLOSED",
                "TOUR-PLAYER": "EKEQ-TOUR-PLAYER", "TOUR-VARIANT": "EKEQ-TOUR-VARIANT"}
EKEQ_TOUR_RULES: dict[str, RuleText] = {
    "EKEQ-TOUR-CONFIG": RuleText(
        "Set a maximum number of matches, a target score, or both.",
        "Imposta un numero massimo di partite, un punteggio da raggiungere, o entrambi."),
    "EKEQ-TOUR-CLOSED": RuleText(
        "This tournament has finished; no more matches can be recorded.",
        "Questo torneo è finito; non si possono registrare altre partite."),
    "EKEQ-TOUR-PLAYER": RuleText(
        "{player} isn't registered in this tournament.",
        "{player} non è iscritto a questo torneo."),
    "EKEQ-TOUR-VARIANT": RuleText(
        "Only base-game matches score tournament points here.",
        "Qui solo le partite del gioco base danno punti torneo."),
}

ALL_RULES = {**TOUR_RULES, **EKEQ_TOUR_RULES}


def rule_id(game: str, rule: str) -> str:
    return EKEQ_RENAMED.get(rule, rule) if game == "ekeq" else rule
