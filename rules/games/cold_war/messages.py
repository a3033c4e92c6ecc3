"""Cold War's phone texts (docs/games/cold-war.md §4), in English (verbatim from the spec) and Italian.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Besides the rule messages this module holds the
short texts the messages take as parameters (what the game waits for, where a card is, which
placements are allowed), so that every reader gets them in their own language.
"""
from __future__ import annotations

from ...core import COMMON_RULES
from ...errors import LocalText, RuleText, Seat

COLD_WAR_RULES: dict[str, RuleText] = {
    "COLDWAR-GAME-OVER": RuleText(
        "The match is over; no more moves are accepted.",
        "La partita è finita; non si accettano altre mosse."),
    "COLDWAR-WRONG-PHASE": RuleText(
        "That move isn't possible now: the game is waiting for {expected}.",
        "Questa mossa non è possibile adesso: la partita aspetta {expected}."),
    "COLDWAR-NOT-YOUR-TURN": RuleText(
        "It's not your turn.",
        "Non è il tuo turno."),
    "COLDWAR-AWAITING-REACTION": RuleText(
        "Waiting for {target} to respond to your attack.",
        "Si aspetta la risposta di {target} al tuo attacco."),
    "COLDWAR-ELIMINATED": RuleText(
        "Your Leader has been defeated and you are not playing on as a Fallen Leader.",
        "Il tuo Leader è stato sconfitto e non continui a giocare come Leader Caduto."),
    "COLDWAR-UNKNOWN-CARD": RuleText(
        "That card isn't known yet; enter its type and printed values.",
        "Questa carta non è ancora nota; inserisci il tipo e i valori stampati."),
    "COLDWAR-CARD-VALUES-MISMATCH": RuleText(
        "The values you entered differ from what is recorded for this card; check the card or ask "
        "for a correction.",
        "I valori inseriti sono diversi da quelli registrati per questa carta; controlla la carta "
        "o chiedi una correzione."),
    "COLDWAR-NOT-YOUR-CARD": RuleText(
        "You can only use cards from your own deck (or Blue cards lent to you).",
        "Puoi usare solo le carte del tuo mazzo (o le carte blu che ti sono state prestate)."),
    "COLDWAR-CARD-NOT-IN-HAND": RuleText(
        "That card is not in your hand; the service has it in {location}.",
        "Questa carta non è nella tua mano; il servizio la registra {location}."),
    "COLDWAR-HAND-COUNT": RuleText(
        "You don't have enough cards in hand for that.",
        "Non hai abbastanza carte in mano per farlo."),
    "COLDWAR-SETUP-ORANGE-TO-DISCARD": RuleText(
        "During setup Orange cards go to the Discard Pile; White, Blue and Brown cards go into the "
        "Defence Stack.",
        "Durante la preparazione le carte arancioni vanno negli scarti; le carte bianche, blu e "
        "marroni vanno nella pila di difesa."),
    "COLDWAR-SETUP-STACK-SIZE": RuleText(
        "The Defence Stack is built to exactly 6 cards before you draw your hand.",
        "La pila di difesa si costruisce con esattamente 6 carte prima di pescare la mano."),
    "COLDWAR-SETUP-NOT-COMPLETE": RuleText(
        "Play starts when every player has 6 Defence Stack cards and a 5-card hand.",
        "Si comincia quando ogni giocatore ha 6 carte nella pila di difesa e 5 carte in mano."),
    "COLDWAR-PLAY-LIMIT": RuleText(
        "You can play at most 2 cards from your hand per turn (a Nuclear Triad/Blitzkrieg uses your "
        "whole turn).",
        "Puoi giocare al massimo 2 carte dalla mano per turno (una Triade Nucleare/Blitzkrieg usa "
        "tutto il turno)."),
    "COLDWAR-DISCARD-ENDS-PLAY": RuleText(
        "You've already made your discard, so your play phase is over.",
        "Hai già scartato, quindi la tua fase di gioco è finita."),
    "COLDWAR-PLACE-TYPE": RuleText(
        "Only White, Blue or Brown cards can go into the Defence Stack.",
        "Nella pila di difesa vanno solo carte bianche, blu o marroni."),
    "COLDWAR-PLACE-POSITION": RuleText(
        "Cards may only be placed {allowed positions} under this match's rules.",
        "Con le regole di questa partita le carte si possono mettere solo {allowed positions}."),
    "COLDWAR-TARGET-INVALID": RuleText(
        "Choose an opponent whose Leader is still alive.",
        "Scegli un avversario il cui Leader è ancora in gioco."),
    "COLDWAR-ATTACK-BROWN-ONLY": RuleText(
        "Only Brown Military cards can attack.",
        "Solo le carte militari marroni possono attaccare."),
    "COLDWAR-ATTACK-MAX-TWO": RuleText(
        "An attack uses one Brown card, or two Brown cards combined. Three symbol cards are a "
        "Nuclear Triad/Blitzkrieg.",
        "Un attacco usa una carta marrone, o due carte marroni insieme. Tre carte con il simbolo "
        "sono una Triade Nucleare/Blitzkrieg."),
    "COLDWAR-TRIAD-CARDS": RuleText(
        "A Nuclear Triad/Blitzkrieg needs your three Brown cards with the same Nuclear or "
        "Lightning Bolt symbol.",
        "Una Triade Nucleare/Blitzkrieg richiede le tue tre carte marroni con lo stesso simbolo "
        "nucleare o del fulmine."),
    "COLDWAR-TRIAD-ALONE": RuleText(
        "A Nuclear Triad/Blitzkrieg must be the only thing you play this turn.",
        "Una Triade Nucleare/Blitzkrieg dev'essere l'unica giocata del turno."),
    "COLDWAR-SPECIAL-NOT-ORANGE": RuleText(
        "Only Orange Special cards can be played as a Special.",
        "Solo le carte speciali arancioni si giocano come Speciale."),
    "COLDWAR-SHIELD-IS-REACTION": RuleText(
        "Shield cards are played only in defence, in response to an attack.",
        "Le carte scudo si giocano solo in difesa, in risposta a un attacco."),
    "COLDWAR-SPECIAL-SELECTION": RuleText(
        "Those cards don't match what this Special allows: {card text}.",
        "Queste carte non corrispondono a ciò che questa Speciale consente: {card text}."),
    "COLDWAR-REDEPLOY-TWO-BROWN": RuleText(
        "The redeploy Special uses exactly two Brown cards from your own Defence Stack, and "
        "nothing else.",
        "La Speciale di ridispiegamento usa esattamente due carte marroni della tua pila di "
        "difesa, e nient'altro."),
    "COLDWAR-REACTION-TIME-LEFT": RuleText(
        "{target} still has {seconds} s to respond; the window closes by itself after that.",
        "{target} ha ancora {seconds} s per rispondere; poi la finestra si chiude da sola."),
    "COLDWAR-EFFECT-DISPUTED": RuleText(
        "{player} disputes the effect stated for {cards} (\"{text}\"); it was not applied. The "
        "organiser decides.",
        "{player} contesta l'effetto dichiarato per {cards} (\"{text}\"); non è stato applicato. "
        "Decide l'organizzatore."),
    "COLDWAR-DECK-OVERFLOW": RuleText(
        "{count} {kind} cards of {country} have been entered; a country deck has {expected}. A card "
        "seen before may have been entered again as new: check the entries and correct them.",
        "Sono state inserite {count} carte {kind} di {country}; un mazzo nazione ne ha {expected}. "
        "Una carta già vista potrebbe essere stata inserita di nuovo come nuova: controlla e correggi."),
    "COLDWAR-SHIELD-NO-WINDOW": RuleText(
        "There is no attack to respond to right now.",
        "In questo momento non c'è nessun attacco a cui rispondere."),
    "COLDWAR-SHIELD-NOT-TARGET": RuleText(
        "Only the player being attacked can respond.",
        "Può rispondere solo il giocatore attaccato."),
    "COLDWAR-SHIELD-NOT-SHIELD": RuleText(
        "Only your Shield cards can be played in defence.",
        "In difesa si possono giocare solo le tue carte scudo."),
    "COLDWAR-SHIELD-BOTH": RuleText(
        "A Nuclear Triad/Blitzkrieg can only be stopped by playing both Shield cards together.",
        "Una Triade Nucleare/Blitzkrieg si ferma solo giocando insieme entrambe le carte scudo."),
    "COLDWAR-SHIELD-NOT-APPLICABLE": RuleText(
        "Your Shield card's text doesn't allow it against this kind of attack.",
        "Il testo della tua carta scudo non ne consente l'uso contro questo tipo di attacco."),
    "COLDWAR-DISCARD-LEADER": RuleText(
        "Your Leader can never be discarded.",
        "Il tuo Leader non si può mai scartare."),
    "COLDWAR-DISCARD-ONE": RuleText(
        "You discard exactly one card per turn.",
        "Si scarta esattamente una carta per turno."),
    "COLDWAR-DISCARD-SOURCE": RuleText(
        "That card isn't in the place you said.",
        "Questa carta non è nel posto che hai indicato."),
    "COLDWAR-DISCARD-REQUIRED": RuleText(
        "Discard one card (from your hand or your Defence Stack) before drawing.",
        "Scarta una carta (dalla mano o dalla pila di difesa) prima di pescare."),
    "COLDWAR-DRAW-COUNT": RuleText(
        "You should draw exactly {n} card(s) to get back to 5.",
        "Devi pescare esattamente {n} carta/e per tornare a 5."),
    "COLDWAR-DRAW-ORDER": RuleText(
        "Your draw pile order is known after the reset: the next card should be {id}.",
        "Dopo il riciclo l'ordine del tuo mazzo è noto: la prossima carta dovrebbe essere {id}."),
    "COLDWAR-FALLEN-OPTION": RuleText(
        "Fallen Leader play is only available in 3+ player matches while at least two Leaders are "
        "alive.",
        "Si gioca come Leader Caduto solo in partite da 3 o più giocatori, finché almeno due "
        "Leader sono in gioco."),
    "COLDWAR-FALLEN-ONE-CARD": RuleText(
        "A Fallen Leader plays one unseen card per turn and nothing else.",
        "Un Leader Caduto gioca una carta coperta per turno e nient'altro."),
    "COLDWAR-FALLEN-TARGET": RuleText(
        "Choose an opponent whose Leader is still alive.",
        "Scegli un avversario il cui Leader è ancora in gioco."),
    "COLDWAR-FALLEN-DECK-EMPTY": RuleText(
        "Your Fallen deck is used up; you have no more plays.",
        "Il tuo mazzo da Leader Caduto è esaurito; non hai più giocate."),
    "COLDWAR-REORDER-SCOPE": RuleText(
        "You can only re-order the cards that just went onto your discard pile together.",
        "Puoi riordinare solo le carte appena finite insieme nei tuoi scarti."),
    # The service's own: a table that can never be played is refused when it is set up (§1.3).
    "COLDWAR-SETUP-COUNTRIES": RuleText(
        "Send one country per seat, all different: this table has {seats} seats (or leave "
        "countries empty for {default}).",
        "Indica un paese per posto, tutti diversi: questo tavolo ha {seats} posti (oppure lascia "
        "countries vuoto per {default})."),
    "COLDWAR-SETUP-FIRST-PLAYER": RuleText(
        "The first player (the youngest) must sit at this table: send first_player 0 to {last}.",
        "Il primo giocatore (il più giovane) deve sedere a questo tavolo: indica first_player da "
        "0 a {last}."),
    "COLDWAR-DECK-COUNTRY": RuleText(
        "No seat plays the deck's country \"{country}\": the countries at the table are {countries}. "
        "Name the deck after one of them, or send the seats' countries in countries.",
        "Nessun posto gioca il paese del mazzo \"{country}\": i paesi al tavolo sono {countries}. "
        "Intitola il mazzo a uno di loro, oppure indica i paesi dei posti in countries."),
    "COLDWAR-DECK-TWICE": RuleText(
        "Two deck definitions for \"{country}\": send one per country.",
        "Due definizioni di mazzo per \"{country}\": inviane una per paese."),
    "COLDWAR-DECK-CARD-ID": RuleText(
        "Card id {card} is in the decks of both \"{first}\" and \"{second}\": give each card an id "
        "of its own.",
        "L'id di carta {card} è nei mazzi sia di \"{first}\" sia di \"{second}\": dai a ogni carta "
        "un id suo."),
    **COMMON_RULES,
}

# What the game waits for: "…the game is waiting for {expected}."
_EXPECTED = {
    "setup": LocalText("the setup reveals and the first hands",
                       "le carte rivelate nella preparazione e le prime mani"),
    "play": LocalText("{player}'s turn", "il turno di {player}"),
    "draw": LocalText("{player} to draw", "che {player} peschi"),
    "reaction": LocalText("{player} to respond to the attack", "la risposta di {player} all'attacco"),
    "confirm": LocalText("{player} to confirm or dispute the effect",
                         "che {player} confermi o contesti l'effetto"),
    "fallen_reveal": LocalText("{player} to turn over their Fallen Leader card",
                               "che {player} scopra la sua carta da Leader Caduto"),
    "fallen_play": LocalText("{player} to choose the target of their Fallen Leader card",
                             "che {player} scelga il bersaglio della sua carta da Leader Caduto"),
    "game_over": LocalText("nothing: the match is over", "niente: la partita è finita"),
    "free_arrangement": LocalText("nothing of the kind: this match keeps the setup draw order",
                                  "niente del genere: in questa partita la pila resta nell'ordine "
                                  "di pesca"),
    "min_plays": LocalText("{player} to play {n} card(s) before discarding",
                           "che {player} giochi {n} carta/e prima di scartare"),
    "no_offer": LocalText("{player}'s turn; there is no Fallen Leader choice to make",
                          "il turno di {player}; non c'è nessuna scelta da Leader Caduto"),
}


def expected(key: str, player: int | None = None, **params) -> LocalText:
    values = dict(params)
    if player is not None:
        values["player"] = Seat(player)
    return _EXPECTED[key].with_params(**values)


# Where a card is: "…the service has it in {location}."
_LOCATIONS = {
    "stack": LocalText("{player}'s Defence Stack", "nella pila di difesa di {player}"),
    "discard": LocalText("{player}'s discard pile", "negli scarti di {player}"),
    "draw": LocalText("{player}'s draw pile", "nel mazzo di {player}"),
    "hand": LocalText("{player}'s hand", "nella mano di {player}"),
    "pending": LocalText("the attack being resolved", "nell'attacco in corso"),
    "fallen_discard": LocalText("{player}'s Fallen Leader discard pile",
                                "negli scarti da Leader Caduto di {player}"),
    "fallen_deck": LocalText("{player}'s Fallen Leader deck", "nel mazzo da Leader Caduto di {player}"),
    "set_aside": LocalText("{player}'s set-aside cards", "tra le carte messe da parte di {player}"),
    "leader": LocalText("{player}'s Leader spot", "al posto del Leader di {player}"),
    "unseen": LocalText("your draw pile (not entered in your hand)",
                        "nel tuo mazzo (non inserita nella tua mano)"),
}


def location_text(zone: str, seat: int | None) -> LocalText:
    text = _LOCATIONS[zone]
    return text if seat is None else text.with_params(player=Seat(seat))


POSITIONS = {
    "anywhere": LocalText("anywhere in the stack", "in qualsiasi punto della pila"),
    "right_end_only": LocalText("at the right end", "all'estremità destra"),
    "right_end_or_leader_side": LocalText("at the right end or next to the Leader",
                                          "all'estremità destra o accanto al Leader"),
}


# A card kind inside a message: "3 blue cards of A", "3 carte blu di A".
KIND_NAMES = {
    "white": LocalText("White", "bianche"),
    "blue": LocalText("Blue", "blu"),
    "brown": LocalText("Brown", "marroni"),
    "orange": LocalText("Orange", "arancioni"),
    "all": LocalText("non-Leader", "non Leader"),
}
