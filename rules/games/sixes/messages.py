"""Sixes' phone texts (docs/games/sixes.md §4), in English (verbatim from the spec) and Italian.

Rulebook: Sixes. SIX-TIME-LEFT and SIX-UNKNOWN-PROPOSAL are this service's
additions: the spec's lazy lock has no refusal of its own for a phone that asks to lock while time
is left, nor its §4 one for a vote on a proposal the round does not have.
SIX-ITEM-CARD-WORD and SIX-ITEM-SELF-DUPLICATE never refuse anything: they are the hints a
phone shows beside a line, while writing and in the review.
"""
from __future__ import annotations

from ...errors import RuleText

SIXES_RULES: dict[str, RuleText] = {
    "SIX-GAME-OVER": RuleText(
        "The game is over — six rounds have been played.",
        "La partita è finita: si sono giocati sei round."),
    "SIX-NOT-PLAYER": RuleText(
        "Only players in this game can do that.",
        "Solo i giocatori di questa partita possono farlo."),
    "SIX-OPTIONS-LOCKED": RuleText(
        "House rules were agreed before the first round and can't be changed now.",
        "Le regole della casa sono state concordate prima del primo round e ora non si possono "
        "cambiare."),
    "SIX-ROUND-PHASE": RuleText(
        "That can't be done at this point of the round.",
        "Non si può fare in questo momento del round."),
    "SIX-TIMER-PERMISSION": RuleText(
        "Only this round's reader or the host controls the card and the timer.",
        "Solo il lettore di questo round o l'host gestiscono la carta e il timer."),
    "SIX-CARD-MISSING": RuleText(
        "Enter the card's text before starting the timer.",
        "Inserisci il testo della carta prima di avviare il timer."),
    "SIX-LIGHTNING-CATEGORIES": RuleText(
        "A Lightning card needs exactly six categories; other cards need one.",
        "Una carta Lampo ha esattamente sei categorie; le altre carte ne hanno una."),
    "SIX-TIMER-NOT-STARTED": RuleText(
        "Wait for the timer to start before writing.",
        "Aspetta che parta il timer prima di scrivere."),
    "SIX-TIMER-PAUSED": RuleText(
        "The timer is paused — writing resumes when it restarts.",
        "Il timer è in pausa: si riprende a scrivere quando riparte."),
    "SIX-LIST-LOCKED": RuleText(
        "Time's up — your list is locked.",
        "Tempo scaduto: la tua lista è bloccata."),
    "SIX-TIME-LEFT": RuleText(
        "There is still time on the clock; the lists lock when it runs out.",
        "C'è ancora tempo: le liste si bloccano quando scade."),
    "SIX-LINE-INDEX": RuleText(
        "Lists have exactly six lines.",
        "Le liste hanno esattamente sei righe."),
    "SIX-OWN-LIST": RuleText(
        "You can only write on your own list.",
        "Puoi scrivere solo sulla tua lista."),
    "SIX-ITEM-TOO-LONG": RuleText(
        "Keep each item under {max} characters.",
        "Ogni voce deve stare sotto i {max} caratteri."),
    "SIX-PROPOSAL-TARGET": RuleText(
        "That line can't be the subject of this proposal.",
        "Quella riga non può essere oggetto di questa proposta."),
    "SIX-MERGE-SCOPE": RuleText(
        "In Lightning rounds only answers to the same category can be merged.",
        "Nei round Lampo si possono unire solo risposte della stessa categoria."),
    "SIX-MERGE-SAME-CLASS": RuleText(
        "Those answers already count as the same.",
        "Quelle risposte contano già come uguali."),
    "SIX-PROPOSAL-DUPLICATE": RuleText(
        "That's already being voted on.",
        "Si sta già votando su questo."),
    "SIX-UNKNOWN-PROPOSAL": RuleText(
        "There's no proposal {proposal_id} in this round; vote on one of the round's proposals.",
        "In questo round non c'è la proposta {proposal_id}: vota su una delle proposte del round."),
    "SIX-VOTE-TWICE": RuleText(
        "You've already voted on this.",
        "Hai già votato su questo."),
    "SIX-VOTE-CLOSED": RuleText(
        "Voting on that has already finished.",
        "La votazione su questo è già chiusa."),
    "SIX-FINALIZE-OPEN": RuleText(
        "Some votes are still open; finish them or force-finalise.",
        "Alcune votazioni sono ancora aperte: concludile o chiudi il round forzando."),
    "SIX-ITEM-CARD-WORD": RuleText(
        "This uses a word from the card, which isn't allowed — it will be crossed out unless the "
        "group votes to keep it.",
        "Usa una parola della carta, cosa non permessa: sarà cancellata a meno che il gruppo non "
        "voti per tenerla."),
    "SIX-ITEM-SELF-DUPLICATE": RuleText(
        "You already have this answer — only one of them can score.",
        "Hai già questa risposta: solo una delle due può fare punti."),
}

# Hints only: shown beside a line, never raised.
HINTS = ("SIX-ITEM-CARD-WORD", "SIX-ITEM-SELF-DUPLICATE")
