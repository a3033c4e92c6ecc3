"""Half-Zero's phone texts (docs/games/half-zero.md §2.5), in English (verbatim from the spec) and Italian.

Rulebook: Ecwem: Six, "Half-Zero". Besides the HALFZERO-* rule messages this
module holds the short texts those messages and the CORE-* ones take as parameters (suit names,
phase descriptions, audit details), so that every reader gets them in their own language.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from ...errors import LocalText, RuleText, RuleViolation, Seat

HALF_ZERO_RULES: dict[str, RuleText] = {
    "HALFZERO-SETUP-SUITS": RuleText(
        "Each player and the point pile need a different suit.",
        "Ogni giocatore e il mazzo dei punti devono avere un seme diverso."),
    "HALFZERO-WRONG-SUIT": RuleText(
        "You can only play your own suit ({suit}).",
        "Puoi giocare solo il tuo seme ({suit})."),
    "HALFZERO-BASE-CARD": RuleText(
        "{card} is your base card — it stays in front of you.",
        "{card} è la tua carta base: resta davanti a te."),
    "HALFZERO-HAND-EMPTY": RuleText(
        "You have no cards left this round — you play an invisible 0.",
        "Non hai più carte in questo giro: giochi uno 0 invisibile."),
    "HALFZERO-ALREADY-PLAYED": RuleText(
        "You already played {card} this round.",
        "Hai già giocato {card} in questo giro."),
    "HALFZERO-NOT-IN-HAND": RuleText(
        "{card} is under your base card this round, not in your hand.",
        "{card} è sotto la tua carta base in questo giro, non nella tua mano."),
    "HALFZERO-MUST-PLAY-CARD": RuleText(
        "You still have {k} card(s) — play one (or opt out if you are allowed).",
        "Hai ancora {k} carta/e: giocane una (o salta il turno, se ti è permesso)."),
    "HALFZERO-OPTOUT-NOT-ALLOWED": RuleText(
        "Only players with fewer cards than the highest base rank ({M}) may opt out.",
        "Può saltare un turno solo chi ha meno carte del valore base più alto ({M})."),
    "HALFZERO-OPTOUT-LIMIT": RuleText(
        "You have used all {a} of your opt-outs this round.",
        "Hai già usato tutti i tuoi {a} turni saltati di questo giro."),
    "HALFZERO-OPTOUT-TOO-LATE": RuleText(
        "Opt-outs must be announced before anyone selects — or play a hierarchy card instead.",
        "Chi salta il turno deve dirlo prima che qualcuno scelga, oppure giocare una carta "
        "gerarchia."),
    "HALFZERO-NO-WILD": RuleText(
        "You have no hierarchy card to opt out with.",
        "Non hai carte gerarchia con cui saltare il turno."),
    "HALFZERO-WILD-IN-TIEBREAK": RuleText(
        "A hierarchy card can't be used to break a tie.",
        "Una carta gerarchia non si può usare per spareggiare."),
    "HALFZERO-REVEAL-INCOMPLETE": RuleText(
        'Enter a card, hierarchy card or "no card" for: {players}.',
        'Inserisci una carta, una carta gerarchia o "nessuna carta" per: {players}.'),
    "HALFZERO-NOT-TIED": RuleText(
        "Only {tied} are breaking this tie.",
        "Allo spareggio partecipano solo {tied}."),
    "HALFZERO-NOT-TURN-WINNER": RuleText(
        "{winner} won this turn and reveals the point card.",
        "{winner} ha vinto questo turno e scopre la carta punti."),
    "HALFZERO-POINT-WRONG-SUIT": RuleText(
        "Point cards are {point_suit}; {card} isn't one.",
        "Le carte punti sono di {point_suit}; {card} non lo è."),
    "HALFZERO-POINT-ALREADY-REVEALED": RuleText(
        "{card} has already been won this round.",
        "{card} è già stata vinta in questo giro."),
    "HALFZERO-TOO-MANY-POINTS": RuleText(
        "A round has at most {M} turns, so at most {M} point cards are won; {count} were entered.",
        "Un giro ha al massimo {M} turni, quindi si vincono al massimo {M} carte punti; ne sono "
        "state inserite {count}."),
    "HALFZERO-HAND-SIZE": RuleText(
        "Your hand this round is exactly {b} cards of {suit}, without your base {b}.",
        "In questo giro la tua mano è di esattamente {b} carte di {suit}, senza la tua base {b}."),
    "HALFZERO-AUDIT-MISMATCH": RuleText(
        "{player}'s cards don't add up this round: {detail}.",
        "Le carte di {player} non tornano in questo giro: {detail}."),
}


# Details of HALFZERO-AUDIT-MISMATCH; they read after "{player}'s cards don't add up this round: ".
_AUDIT_DETAILS: dict[str, LocalText] = {
    "under_count": LocalText("{count} card(s) under the base instead of {expected}",
                             "{count} carta/e sotto la base invece di {expected}"),
    "played_under": LocalText("{cards} played although under the base",
                              "{cards} giocata/e pur essendo sotto la base"),
    "left_in_hand": LocalText("{cards} still in hand at the end of the round",
                              "{cards} ancora in mano alla fine del giro"),
}
AUDIT_DETAIL_SEPARATOR = LocalText("; ", "; ")


# CORE-BAD-PAYLOAD's {field} for a reveal's or tiebreak's `plays` that does not fit the table: what to send.
PLAYS_SHAPE = LocalText(
    "plays (a list of {n} entries, one per seat in seat order, null for a seat without a play)",
    "plays (una lista di {n} voci, una per posto in ordine, null per chi non gioca)")
# CORE-BAD-PAYLOAD's {field} for a round's point cards that do not fit the table.
POINT_CARDS_SHAPE = LocalText(
    "point_cards (a list of {n} lists, one per seat in seat order, of the point cards that player "
    "won, e.g. [[\"3C\", \"6C\"], []])",
    "point_cards (una lista di {n} liste, una per posto in ordine, con le carte punti vinte da quel "
    "giocatore, per esempio [[\"3C\", \"6C\"], []])")
OPTOUTS_SHAPE = LocalText("declared_optouts (seats of this table: 0 to {last})",
                          "declared_optouts (posti di questo tavolo: da 0 a {last})")


def audit_detail(kind: str, **params: object) -> LocalText:
    return _AUDIT_DETAILS[kind].with_params(**params)


# Texts for CORE-WRONG-PHASE: "That move isn't possible right now: {phase_description}."
_PHASE_TEXTS: dict[str, LocalText] = {
    "hands_missing": LocalText("the round starts once these players have entered their hands: "
                               "{players}",
                               "il giro inizia quando questi giocatori hanno inserito la loro "
                               "mano: {players}"),
    "not_hand_tracking": LocalText("hands are entered only in hand-tracking mode",
                                   "le mani si inseriscono solo nella modalità con tracciamento "
                                   "delle mani"),
    "hand_known": LocalText("with base 5 your hand is every card of your suit but the 5",
                            "con base 5 la tua mano è tutto il tuo seme tranne il 5"),
    "hand_entered": LocalText("you have already entered your hand this round",
                              "hai già inserito la tua mano in questo giro"),
    "hand_after_start": LocalText("hands are entered before the first turn of the round",
                                  "le mani si inseriscono prima del primo turno del giro"),
    "not_trust": LocalText("audits are used only in trust mode",
                           "le verifiche si usano solo nella modalità sulla fiducia"),
    "no_audit_now": LocalText("an audit is entered after a round ends, before the next round's "
                              "first turn",
                              "una verifica si inserisce dopo la fine di un giro, prima del primo "
                              "turno del giro successivo"),
    "audited": LocalText("you have already entered your audit for this round",
                         "hai già inserito la tua verifica per questo giro"),
    "physical_mode": LocalText("in physical selection mode one phone enters what the table "
                               "reveals", "nella modalità fisica un telefono inserisce ciò che "
                                          "viene scoperto sul tavolo"),
    "sealed_mode": LocalText("in sealed selection mode each player selects on their own phone",
                             "nella modalità sigillata ogni giocatore sceglie dal proprio telefono"),
    "opted_out": LocalText("you opted out of this turn", "hai saltato questo turno"),
    "already_selected": LocalText("your choice is in; waiting for the others",
                                  "la tua scelta è registrata; si aspettano gli altri"),
    "tiebreak": LocalText("the tie between {players} is being broken",
                          "è in corso lo spareggio tra {players}"),
    "no_tiebreak": LocalText("there is no tie to break", "non c'è nessuno spareggio in corso"),
    "turn_open": LocalText("turn {turn} is being played", "si sta giocando il turno {turn}"),
    "point_reveal": LocalText("{player} won the turn and reveals the point card",
                              "{player} ha vinto il turno e scopre la carta punti"),
    "no_point_card": LocalText("nobody is revealing a point card now",
                               "adesso nessuno deve scoprire una carta punti"),
    "game_over": LocalText("the game is over", "la partita è finita"),
}


def phase_text(key: str, **params: object) -> LocalText:
    text = _PHASE_TEXTS[key]
    return text.with_params(**params) if params else text


def seats(players: Iterable[int]) -> list[Seat]:
    """Players as message values: the phone shows their names."""
    return [Seat(seat) for seat in players]


def flag_violation(flag: Mapping[str, Any]) -> RuleViolation:
    """A flag of `HalfZeroRules.flags()` as its RuleViolation: the audit flag's `detail` is kept
    in both languages (`detail`, `detail_it`)."""
    details = dict(flag["details"])
    details["player"] = Seat(details["player"])
    details["detail"] = LocalText(details["detail"], details.pop("detail_it", details["detail"]))
    return RuleViolation(flag["rule"], **details)
