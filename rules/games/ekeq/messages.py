"""EkeQ's phone texts (docs/games/ekeq.md §C.4), in English (verbatim from the spec) and Italian, the language
of the rulebook and of most of its players."""
from __future__ import annotations

from ...core import COMMON_RULES
from ...errors import LocalText, RuleText, Seat

EKEQ_RULES: dict[str, RuleText] = {
    "EKEQ-MATCH-OVER": RuleText("This match is over.", "Questa partita è finita."),
    **COMMON_RULES,
    # EkeQ's spec words the stale-state message on its own.
    "COMMON-STALE-STATE": RuleText(
        "Someone else moved first; please try again.",
        "Qualcun altro ha mosso prima; riprova."),
    "EKEQ-WRONG-PHASE": RuleText(
        "That isn't possible right now: the game is waiting for {step}.",
        "Non è possibile adesso: il gioco aspetta {step}."),
    "EKEQ-NOT-PARTICIPANT": RuleText(
        "You're not in this round: only {players} play now.",
        "Non partecipi a questo giro: ora giocano solo {players}."),
    "EKEQ-NO-CARDS": RuleText(
        "You have no cards in hand, so you can't play this turn. You'll take part when the Q card "
        "reaches you.",
        "Non hai carte in mano, quindi non puoi giocare questo turno. Parteciperai quando ti "
        "arriverà la carta Q."),
    "EKEQ-ALREADY-COMMITTED": RuleText(
        "You've already placed your face-down card for this round.",
        "Hai già messo la tua carta coperta per questo giro."),
    "EKEQ-CARD-INVALID": RuleText(
        "That card doesn't exist in EkeQ: values go from 2 to 5.",
        "Questa carta non esiste in EkeQ: i valori vanno da 2 a 5."),
    "EKEQ-CARD-DUPLICATE": RuleText(
        "That card is already recorded somewhere else; check what you entered.",
        "Questa carta risulta già altrove; controlla cosa hai inserito."),
    # Not in the spec: a Golden Q named in a match whose deal left them out (C-A1's option).
    "EKEQ-CARD-NOT-DEALT": RuleText(
        "The GOLDEN Q cards were left out of this match's deal: there is none to play.",
        "In questa partita le carte GOLDEN Q sono state tolte dal mazzo: non ce n'è nessuna da giocare."),
    # Not in the spec: two sealed entries of one Golden Q, met when the table saw them (§B.4.5's
    # CORRECTION fixes the wrong one).
    "EKEQ-CARD-CLASH": RuleText(
        "Play stops here: {card} was entered twice ({places}), and there is only one. The wrong "
        "entry is corrected first, with every player agreeing.",
        "Il gioco si ferma qui: {card} risulta due volte ({places}), ma ce n'è una sola. Prima si "
        "corregge l'inserimento sbagliato, con l'accordo di tutti."),
    "EKEQ-PAY-ENTRY": RuleText(
        "You hold two or more cards, so you must put one face up in the prize pot to enter.",
        "Hai due o più carte, quindi per entrare devi mettere una carta scoperta nel montepremi."),
    "EKEQ-PAY-EXEMPT": RuleText(
        "You have only one card: play it face down; no payment is due.",
        "Hai una sola carta: giocala coperta; non devi pagare l'entrata."),
    "EKEQ-CONTINUATION-NO-PAY": RuleText(
        "No payment in a tie-break: it's still the same turn.",
        "Nello spareggio non si paga: è ancora lo stesso turno."),
    "EKEQ-Q-NOT-HOLDER": RuleText(
        "Only {holder}, who holds the Q card now, can decide.",
        "Può decidere solo {holder}, che ora ha la carta Q."),
    "EKEQ-Q-FORCED": RuleText(
        "Everyone else declined the Q card, so it's back with you and you must use it.",
        "Tutti gli altri hanno rifiutato la carta Q: è tornata a te e devi usarla."),
    "EKEQ-Q-PAY": RuleText(
        "Using the Q card costs one more card from your hand into the prize pot.",
        "Usare la carta Q costa un'altra carta della tua mano nel montepremi."),
    "EKEQ-Q-PAY-EXEMPT": RuleText(
        "You have no cards left, so you use the Q card for free.",
        "Non hai più carte, quindi usi la carta Q gratis."),
    "EKEQ-Q-NOT-USER": RuleText(
        "Only {user} is using the Q card.",
        "Solo {user} sta usando la carta Q."),
    "EKEQ-Q-TARGET-SELF": RuleText(
        "The Q card is used on an opponent, not on yourself.",
        "La carta Q si usa su un avversario, non su te stesso."),
    "EKEQ-Q-SOURCE-EMPTY": RuleText(
        "{target} has no card there: choose another opponent or the other pile.",
        "{target} non ha carte lì: scegli un altro avversario o l'altro mazzo."),
    "EKEQ-Q-GUESS-RANGE": RuleText(
        "Your guess must be 2, 3, 4 or 5.",
        "Devi indovinare 2, 3, 4 o 5."),
    "EKEQ-Q-GUESS-FIRST": RuleText(
        "The guess has to be recorded before the card is revealed.",
        "Il numero va dichiarato prima di scoprire la carta."),
    "EKEQ-Q-SECOND-PICK": RuleText(
        "A second card is taken only after finding a mini-GOLDEN Q (or the GOLDEN Q); it is then "
        "mandatory.",
        "Si prende una seconda carta solo dopo aver trovato una mini-GOLDEN Q (o la GOLDEN Q); "
        "allora è obbligatoria."),
    "EKEQ-Q-RESULT-BY": RuleText(
        "Only the owner of the picked card can record what it is.",
        "Solo chi possiede la carta presa può dire qual è."),
    "EKEQ-COMMIT-MISMATCH": RuleText(
        "The card you revealed doesn't match what you committed.",
        "La carta che hai scoperto non corrisponde a quella che avevi impegnato."),
    # Not in the spec: a COMMIT in the other mode's form (§B.4).
    "EKEQ-COMMIT-FORM": RuleText(
        "This match uses {mode} commits: send {send}.",
        "Questa partita usa le carte coperte in modo {mode}: invia {send}."),
    # Not in the spec: a move of another variant than the match plays (option variant).
    "EKEQ-VARIANT-MOVE": RuleText(
        "This match plays the {variant} game, which has no {move} move: send one of {moves}.",
        "Questa partita si gioca nella versione {variant}, che non ha la mossa {move}: invia una tra "
        "{moves}."),
    # Not in the spec: a seat option (initial_q_holder, first_player) past the table's last seat.
    "EKEQ-SEAT-OPTION": RuleText(
        "{option} is a seat: at this table of {players}, send a number from 0 to {last}.",
        "{option} indica un posto: a questo tavolo di {players}, invia un numero da 0 a {last}."),
    # The climb variant (§D.1.4).
    "EKEQ-CLIMB-NOT-YOUR-TURN": RuleText("It's {player}'s turn.", "Tocca a {player}."),
    "EKEQ-CLIMB-NOT-IN-HAND": RuleText("That card isn't in your hand.", "Questa carta non è nella tua mano."),
    "EKEQ-CLIMB-NOT-CONSECUTIVE": RuleText(
        "That card doesn't follow the top card of its pile.",
        "Questa carta non segue quella in cima alla sua pila."),
    "EKEQ-CLIMB-PILE-CLOSED": RuleText(
        "That pile is finished (its second climb has reached 4).",
        "Questa pila è chiusa (la seconda scalata è arrivata al 4)."),
    "EKEQ-CLIMB-SUGGESTER-SELF": RuleText(
        "Choose another player as suggeritore.", "Scegli un altro giocatore come suggeritore."),
    "EKEQ-CLIMB-GUESS-COUNT": RuleText(
        "The suggeritore names one position, or two different positions for a mini-GOLDEN Q card.",
        "Il suggeritore indica una posizione, o due posizioni diverse per una carta mini-GOLDEN Q."),
    "EKEQ-CLIMB-GOLDENQ-NO-GUESS": RuleText(
        "Golden Q cards are placed directly, without a suggeritore.",
        "Le carte GOLDEN Q si mettono direttamente, senza suggeritore."),
    "EKEQ-CLIMB-GOLDENQ-ORDER": RuleText(
        "A Golden Q can only go on the Golden Q pile as the next number.",
        "Una GOLDEN Q va solo sulla pila delle GOLDEN Q, con il numero successivo."),
    "EKEQ-CLIMB-PASS": RuleText(
        "You can't pass: you hold a card that follows a pile on the table.",
        "Non puoi passare: hai una carta che segue una pila sul tavolo."),
    # Not in the spec: a card entered with a figure the table has no pile for.
    "EKEQ-CLIMB-FIGURE-UNKNOWN": RuleText(
        "That figure has no pile on this table; the figures are {figures}.",
        "Questa figura non ha una pila su questo tavolo; le figure sono {figures}."),
    # The family variant (§D.2.6).
    "EKEQ-FAMILY-NOT-YOUR-TURN": RuleText(
        "It's {player}'s turn to draw.",
        "Tocca a {player} pescare."),
    "EKEQ-FAMILY-SETUP-NO-GQ": RuleText(
        "Family cards are drawn with the Golden Q cards removed.",
        "Le carte famiglia si pescano dopo aver tolto le carte GOLDEN Q."),
    # Not in the spec: `family_unique` refuses a family already taken (D2-A2).
    "EKEQ-FAMILY-TAKEN": RuleText(
        "{player} already collects the {family} family: put that card back and draw another.",
        "{player} raccoglie già la famiglia {family}: rimetti la carta nel mazzo e pescane un'altra."),
    "EKEQ-FAMILY-DECK-EMPTY": RuleText(
        "The main deck is finished; the game is being scored.",
        "Il mazzo è finito; si contano i punti."),
    "EKEQ-FAMILY-LOOK-NOT-ALLOWED": RuleText(
        "You may look through the discard pile only after discarding a Golden Q whose value you "
        "don't have.",
        "Puoi guardare negli scarti solo dopo aver scartato una GOLDEN Q di un valore che non hai."),
    "EKEQ-FAMILY-LOOK-COUNT": RuleText(
        "Look at no more cards than the Golden Q's value, from one end of the discard pile.",
        "Guarda al massimo tante carte quanto vale la GOLDEN Q, da una sola estremità degli scarti."),
    "EKEQ-FAMILY-TAKE-OUTSIDE-WINDOW": RuleText(
        "That card isn't among the ones you looked at.",
        "Questa carta non è tra quelle che hai guardato."),
    "EKEQ-FAMILY-TAKE-USELESS": RuleText(
        "You may only take family cards you need: a missing value, or a mini-GOLDEN Q to replace a "
        "normal card.",
        "Puoi prendere solo le carte della tua famiglia che ti servono: un valore che manca, o una "
        "mini-GOLDEN Q al posto di una carta normale."),
}

# What a COMMIT sends in each commit_mode ({send} of EKEQ-COMMIT-FORM), by the field that is
# missing (or sent when it must not be).
COMMIT_SENDS: dict[tuple[str, str], LocalText] = {
    ("sealed", "missing"): LocalText(
        "the face-down card itself in `hidden`, which is missing",
        "la carta coperta stessa in `hidden`, che manca"),
    ("sealed", "extra"): LocalText(
        "the face-down card itself in `hidden`, without a `commitment`",
        "la carta coperta stessa in `hidden`, senza `commitment`"),
    ("hash", "missing"): LocalText(
        "the card's SHA-256 commitment in `commitment`, which is missing; the card comes at the reveal",
        "l'impegno SHA-256 della carta in `commitment`, che manca; la carta si invia quando si gira"),
    ("hash", "extra"): LocalText(
        "only the card's SHA-256 commitment in `commitment`, without `hidden`; the card comes at the reveal",
        "solo l'impegno SHA-256 della carta in `commitment`, senza `hidden`; la carta si invia quando si gira"),
}

# What the game waits for ({step} of EKEQ-WRONG-PHASE), in each language.
STEPS: dict[str, LocalText] = {
    "commit": LocalText("the face-down cards", "le carte coperte"),
    "q_decision": LocalText("the Q card decision", "la decisione sulla carta Q"),
    "reveal": LocalText("every face-down card turned over with its nonce",
                        "ogni carta coperta girata con il suo nonce"),
    "q_pick": LocalText("the Q card's pick", "la carta presa con la Q"),
    "q_pick_result": LocalText("the picked card", "la carta scoperta con la Q"),
    "match_over": LocalText("nothing: the match is over", "niente: la partita è finita"),
    "climb_setup": LocalText("every player's four cards", "le quattro carte di ogni giocatore"),
    "climb_play": LocalText("the player whose turn it is", "il giocatore di turno"),
    "climb_suggest": LocalText("the suggeritore's guess", "la risposta del suggeritore"),
    "climb_redraw": LocalText("the card drawn from the deck", "la carta pescata dal mazzo"),
    "family_setup": LocalText("every player's family card", "la carta famiglia di ogni giocatore"),
    "family_play": LocalText("a card drawn from the deck", "una carta pescata dal mazzo"),
    "family_look": LocalText("a look through the discard pile", "uno sguardo agli scarti"),
    "family_take": LocalText("the cards taken from the discard pile", "le carte prese dagli scarti"),
}


# A Golden Q as EKEQ-CARD-CLASH names it ({card}).
GOLDEN_Q = LocalText("the GOLDEN Q n°{n}", "la GOLDEN Q n°{n}")

# Where a card is known to be ({places} of EKEQ-CARD-CLASH), by whereabouts.Place.where.
PLACES: dict[str, LocalText] = {
    "pot": LocalText("the prize pot", "il montepremi"),
    "table": LocalText("{player}'s card turned over", "la carta girata di {player}"),
    "top": LocalText("the top of {player}'s tesoretto", "la cima del tesoretto di {player}"),
    "picked": LocalText("the card picked from {player} with the Q", "la carta presa a {player} con la Q"),
    "hand": LocalText("{player}'s hand, where the Q put it back", "la mano di {player}, dove la Q l'ha rimessa"),
    "hidden": LocalText("{player}'s face-down card", "la carta coperta di {player}"),
    "payment": LocalText("{player}'s payment", "il pagamento di {player}"),
}


def golden_q_name(card) -> LocalText:
    return GOLDEN_Q.with_params(n=card.value)


def place_text(place) -> LocalText:
    text = PLACES[place.where]
    return text if place.seat is None else text.with_params(player=Seat(place.seat))
