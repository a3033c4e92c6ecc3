"""2P6C's phone texts (docs/games/2p6c.md §4.2), in English (verbatim from the spec) and Italian.

Rulebook: 2P6C. Two kinds of entries: the rejections of §4.2, and the two result
codes (WORD-NOT-ALLOWED, WORD-STANDS) that are not refusals but verdicts the phones announce.
Five ids are this service's additions, for refusals and results the spec's table has no id for:
INITIAL-DONE (the initial word was already accepted), FINAL-WINDOW-OPEN (closing the last
challenge window before its time), EQ-CHOICE (an =word's pick by someone it does not credit),
NO-PROPOSAL (a vote with nothing to vote on); and the result INITIAL-REFUSED (a declared initial
word the list or a vote did not accept). A solo game logged quickly (depth quick, quick.py) adds the
checks its end figures can be held to (QUICK-*), and DEPTH-LOCKED (the lobby changing the depth
the match was made at).
"""
from __future__ import annotations

from ...errors import RuleText

TWO_P6C_RULES: dict[str, RuleText] = {
    "2P6C-GAME-NOT-ACTIVE": RuleText(
        "The match isn't in progress, so that can't be done right now.",
        "La partita non è in corso, quindi ora non si può fare."),
    "2P6C-OPTIONS-LOCKED": RuleText(
        "House rules were agreed before play began and can't be changed now.",
        "Le regole della casa sono state concordate prima di iniziare e ora non si possono "
        "cambiare."),
    "2P6C-NOT-A-PLAYER": RuleText(
        "Only players seated in this match can do that.",
        "Solo i giocatori seduti a questa partita possono farlo."),
    "2P6C-TURN-ORDER": RuleText(
        "It's not your decision yet — {acting} is deciding.",
        "Non è ancora la tua decisione: sta decidendo {acting}."),
    "2P6C-CHALLENGE-PENDING": RuleText(
        "A challenge is being decided; wait for the verdict before acting.",
        "Si sta decidendo una contestazione: aspetta il verdetto prima di agire."),
    "2P6C-HAND-EMPTY": RuleText(
        "You have no cards, so you have no decision to make.",
        "Non hai carte, quindi non hai decisioni da prendere."),
    "2P6C-CARD-ATTR": RuleText(
        "That card description is incomplete or invalid (colour, polarity, letters or numbers).",
        "La descrizione della carta è incompleta o non valida (colore, polarità, lettere o "
        "numeri)."),
    "2P6C-CARD-UNKNOWN": RuleText(
        "That card code isn't in the loaded deck.",
        "Quel codice non è nel mazzo caricato."),
    "2P6C-CARD-EXHAUSTED": RuleText(
        "Every copy of that card is already on the board.",
        "Tutte le copie di quella carta sono già sul tabellone."),
    "2P6C-CARD-DUPLICATE": RuleText(
        "That card is already on the board.",
        "Quella carta è già sul tabellone."),
    "2P6C-CELL-BOUNDS": RuleText(
        "That cell isn't on the board.",
        "Quella casella non è sul tabellone."),
    "2P6C-KIND-MISMATCH": RuleText(
        "An empty cell can only be chained and an occupied cell can only be stacked.",
        "Su una casella vuota si può solo incatenare, su una occupata si può solo impilare."),
    "2P6C-CHAIN-SUPPORT": RuleText(
        "You can only chain onto an empty cell directly above an occupied cell.",
        "Puoi incatenare solo su una casella vuota subito sopra una casella occupata."),
    "2P6C-CHAIN-POLARITY": RuleText(
        "A chained card must match the polarity of the card below it unless it is Green or "
        "Purple.",
        "Una carta incatenata deve avere la stessa polarità della carta sotto, a meno che sia "
        "Verde o Viola."),
    "2P6C-STACK-FULL": RuleText(
        "That cell already holds 3 cards.",
        "Quella casella contiene già 3 carte."),
    "2P6C-STACK-POLARITY": RuleText(
        "A stacked card must have the opposite polarity of the top card unless it is the same "
        "colour (Green and Purple included).",
        "Una carta impilata deve avere polarità opposta a quella in cima, a meno che sia dello "
        "stesso colore (Verde e Viola compresi)."),
    "2P6C-WORD-CHARSET": RuleText(
        "Words use the letters A–Z only (no spaces, hyphens or apostrophes).",
        "Le parole usano solo le lettere A–Z (niente spazi, trattini o apostrofi)."),
    "2P6C-WORD-MAXLEN": RuleText(
        "Words can be at most six letters long.",
        "Le parole possono avere al massimo sei lettere."),
    "2P6C-WORD-CARDS": RuleText(
        "A chainword needs one card from every cell of its column, and a stackword needs every "
        "card of its stack, including the card you just played.",
        "Una parola di catena usa una carta da ogni casella della colonna, una parola di pila usa "
        "tutte le carte della pila, compresa la carta appena giocata."),
    "2P6C-WORD-ONE-PER-STACK": RuleText(
        "Only one card from each stack may be used in a chainword.",
        "In una parola di catena si può usare una sola carta per pila."),
    "2P6C-WORD-ONE-LETTER": RuleText(
        "Each card gives exactly one letter to a word.",
        "Ogni carta dà esattamente una lettera a una parola."),
    "2P6C-WORD-LETTER": RuleText(
        "That card can't give that letter — only its printed letters or its ?, D&O, U&V "
        "substitution.",
        "Quella carta non può dare quella lettera: solo le lettere stampate o la sua sostituzione "
        "?, D&O, U&V."),
    "2P6C-WORD-SPELL": RuleText(
        "These cards' letters don't spell that word.",
        "Le lettere di queste carte non formano quella parola."),
    "2P6C-RECYCLE-EMPTY-DRAW": RuleText(
        "The draw patch is empty, so you can't recycle; play or pass.",
        "Il mazzo di pesca è vuoto, quindi non puoi riciclare: gioca o passa."),
    "2P6C-PASS-NOT-ALLOWED": RuleText(
        "You can only pass when the draw patch is empty; recycle or play instead.",
        "Puoi passare solo quando il mazzo di pesca è vuoto: ricicla o gioca."),
    "2P6C-CHALLENGE-WINDOW": RuleText(
        "Only words from the previous decision can be challenged, and only until the current "
        "decision is complete.",
        "Si possono contestare solo le parole della decisione precedente, e solo finché la "
        "decisione in corso non è completa."),
    "2P6C-CHALLENGE-SELF": RuleText(
        "You can't challenge your own word.",
        "Non puoi contestare una tua parola."),
    "2P6C-CHALLENGE-NO-WORD": RuleText(
        "That decision made no word, so there's nothing to challenge.",
        "Quella decisione non ha formato parole, quindi non c'è niente da contestare."),
    "2P6C-CHALLENGE-ALREADY": RuleText(
        "That word has already been challenged.",
        "Quella parola è già stata contestata."),
    "2P6C-CHALLENGE-SOLO": RuleText(
        "There are no challenges in solitary play.",
        "Nel gioco in solitario non ci sono contestazioni."),
    "2P6C-VOTE-NOT-JUROR": RuleText(
        "Only players who are neither the word's author nor the challenger judge this challenge.",
        "Giudicano la contestazione solo i giocatori che non sono né l'autore della parola né chi "
        "l'ha contestata."),
    "2P6C-VOTE-TWICE": RuleText(
        "You've already voted on this.",
        "Hai già votato."),
    "2P6C-REWARD-NOT-CHALLENGER": RuleText(
        "Only the successful challenger decides what happens to the removed card.",
        "Solo chi ha vinto la contestazione decide cosa fare della carta rimossa."),
    "2P6C-LOOKUP-DURING-DECISION": RuleText(
        "The word list can't be consulted while a decision is in progress.",
        "L'elenco di parole non si può consultare mentre una decisione è in corso."),
    "2P6C-INITIAL-CARDS": RuleText(
        "The initial word must use exactly the six cards dealt to the bottom row, one letter each.",
        "La parola iniziale deve usare esattamente le sei carte della riga in basso, una lettera "
        "ciascuna."),
    # Result codes: verdicts the phones announce, never refusals.
    "2P6C-WORD-NOT-ALLOWED": RuleText(
        "Challenge upheld: '{text}' is not an allowed word; the card was removed.",
        "Contestazione accolta: '{text}' non è una parola ammessa; la carta è stata rimossa."),
    "2P6C-WORD-STANDS": RuleText(
        "Challenge rejected: '{text}' stands.",
        "Contestazione respinta: '{text}' resta valida."),
    # This service's additions.
    "2P6C-INITIAL-DONE": RuleText(
        "The initial word has already been accepted.",
        "La parola iniziale è già stata accettata."),
    "2P6C-FINAL-WINDOW-OPEN": RuleText(
        "There is still time to challenge the last word.",
        "C'è ancora tempo per contestare l'ultima parola."),
    "2P6C-EQ-CHOICE": RuleText(
        "Only the player credited with an =word picks whether it scores its TP or its RP.",
        "Solo chi ha il merito di una parola = sceglie se conta i suoi TP o i suoi RP."),
    "2P6C-INITIAL-REFUSED": RuleText(
        "'{text}' was not accepted as the initial word; anyone may declare another.",
        "'{text}' non è stata accettata come parola iniziale; chiunque può dichiararne un'altra."),
    "2P6C-NO-PROPOSAL": RuleText(
        "There is nothing to vote on right now.",
        "Al momento non c'è niente da votare."),
    "2P6C-DEPTH-LOCKED": RuleText(
        "What the table enters is chosen when the match is made; make a new match to enter it "
        "another way.",
        "Cosa inserisce il tavolo si sceglie quando si crea la partita; crea una nuova partita per "
        "inserirla in un altro modo."),
    # A quick log (depth quick): what a solo game's end figures can be checked for.
    "2P6C-QUICK-CARDS": RuleText(
        "This board holds 0 to {free} of your cards besides the six of the first row; {cards} "
        "were entered.",
        "Questo tabellone contiene da 0 a {free} tue carte oltre alle sei della prima riga; ne "
        "sono state inserite {cards}."),
    "2P6C-QUICK-WORDS": RuleText(
        "{words} words from {cards} cards played: each word needs at least one card you played.",
        "{words} parole con {cards} carte giocate: ogni parola richiede almeno una carta giocata "
        "da te."),
    "2P6C-QUICK-WORD-SCORE": RuleText(
        "A word scores 0 to {most} here (up to {letters} letters of at most {number} points each); "
        "word {position} was entered as {score}.",
        "Qui una parola vale da 0 a {most} (fino a {letters} lettere da al massimo {number} punti "
        "l'una); la parola {position} è stata inserita come {score}."),
    "2P6C-QUICK-INITIAL-SCORE": RuleText(
        "The initial word scores 0 to {most} here (up to {letters} letters of at most {number} "
        "points each); {score} was entered.",
        "Qui la parola iniziale vale da 0 a {most} (fino a {letters} lettere da al massimo "
        "{number} punti l'una); è stata inserita come {score}."),
}
