"""The service's own texts in English and Italian: problem titles and the service-level rules
(undo, join and lookup policy), which belong to no game."""
from __future__ import annotations

from flask import has_request_context
from flask_babel import get_locale

from rules.core import COMMON_RULES
from rules.errors import RuleText

SUPPORTED = ("en", "it")

TITLES: dict[int, RuleText] = {
    400: RuleText("Malformed request", "Richiesta malformata"),
    401: RuleText("Missing or unknown token", "Token mancante o sconosciuto"),
    403: RuleText("Not allowed", "Non consentito"),
    404: RuleText("Not found", "Non trovato"),
    405: RuleText("Method not allowed", "Metodo non consentito"),
    409: RuleText("Refused by the rules", "Rifiutato dalle regole"),
    412: RuleText("The match has moved on", "La partita è andata avanti"),
    413: RuleText("Request too large", "Richiesta troppo grande"),
    415: RuleText("Unsupported media type", "Tipo di contenuto non supportato"),
    422: RuleText("The request does not fit the schema", "La richiesta non rispetta lo schema"),
    429: RuleText("Too many requests", "Troppe richieste"),
    500: RuleText("Internal error", "Errore interno"),
}

DETAILS: dict[str, RuleText] = {
    "no-token": RuleText("Send your match token as 'Authorization: Bearer <token>'.",
                         "Invia il token della partita come 'Authorization: Bearer <token>'."),
    "bad-token": RuleText("This token is not known.", "Questo token non è conosciuto."),
    # A token issued for something else: never what it is, or whose (api/issued_tokens.py).
    "other-match": RuleText("This token is not one of this match's.",
                            "Questo token non è uno di questa partita."),
    "host-only": RuleText("Only the host phone can do that.",
                          "Solo il telefono dell'organizzatore può farlo."),
    "no-match": RuleText("There is no match with this id.", "Non esiste una partita con questo id."),
    "no-game": RuleText("There is no game called '{slug}'.", "Non esiste un gioco chiamato '{slug}'."),
    "no-code": RuleText("No match has the join code {code}.",
                        "Nessuna partita ha il codice {code}."),
    "no-such-code": RuleText(
        "No match, tournament check-in card, series card, 2P6C community or seat hand-off has the "
        "code {code}. Check it against the card or the screen it came from.",
        "Nessuna partita, cartellino di torneo, tessera di serie, comunità 2P6C o passaggio di posto "
        "ha il codice {code}. Controllalo sul cartellino o sullo schermo da cui viene."),
    "stale": RuleText("The match is at version {version}; you sent If-Match {expected}. Reload and try again.",
                      "La partita è alla versione {version}; hai inviato If-Match {expected}. Ricarica e riprova."),
    "idempotency-reuse": RuleText(
        "This Idempotency-Key was already used for a different move.",
        "Questa Idempotency-Key è già stata usata per una mossa diversa."),
    "rate-limited": RuleText("Too many requests; try again in {seconds} s.",
                             "Troppe richieste; riprova tra {seconds} s."),
    "too-many-streams": RuleText(
        "Too many live-update streams are open for this phone or this address; try again in "
        "{seconds} s.",
        "Troppi flussi di aggiornamento aperti per questo telefono o questo indirizzo; riprova tra "
        "{seconds} s."),
    "streams-full": RuleText(
        "This server is following as many live updates as it can; check for changes meanwhile "
        "and try the stream again in {seconds} s.",
        "Questo server segue già tutti gli aggiornamenti in diretta che può; controlla le "
        "modifiche nel frattempo e riprova il flusso tra {seconds} s."),
    "internal": RuleText("Something went wrong on our side; nothing was changed.",
                         "Qualcosa è andato storto da parte nostra; non è stato modificato nulla."),
    "busy": RuleText("Other moves of this match kept arriving first; send yours again.",
                     "Altre mosse di questa partita sono arrivate prima; invia di nuovo la tua."),
    "unavailable": RuleText(
        "The database could not be reached for a moment; send again. A move sent again with the "
        "same Idempotency-Key is never played twice.",
        "Il database non era raggiungibile per un momento; invia di nuovo. Una mossa inviata di "
        "nuovo con la stessa Idempotency-Key non viene mai giocata due volte."),
    "bad-json": RuleText("The body is not valid JSON.", "Il corpo non è JSON valido."),
    "no-profile-token": RuleText(
        "Send your player profile token as 'Authorization: Bearer <token>'.",
        "Invia il token del tuo profilo di giocatore come 'Authorization: Bearer <token>'."),
    "bad-profile-token": RuleText("This player profile token is not known.",
                                  "Questo token di profilo non è conosciuto."),
    "not-a-profile-token": RuleText("This token is not a player profile's.",
                                    "Questo token non è quello di un profilo di giocatore."),
    "no-deck": RuleText("There is no stored deck with this id.",
                        "Non esiste un mazzo salvato con questo id."),
    "no-tournament": RuleText("There is no tournament with this id.",
                              "Non esiste un torneo con questo id."),
    "no-tournament-token": RuleText(
        "This token is not known here (a check-in on another phone signs the earlier one out): send an "
        "organiser's or a checked-in player's token.",
        "Questo token non è conosciuto (una registrazione su un altro telefono disconnette quello di "
        "prima): invia quello di un organizzatore o di un giocatore registrato."),
    "other-tournament": RuleText("This token is not one of this tournament's.",
                                 "Questo token non è uno di questo torneo."),
    "no-series": RuleText("There is no series with this id.", "Non esiste una serie con questo id."),
    "no-series-token": RuleText("This token is not known: send the series organiser's token.",
                                "Questo token non è conosciuto: invia quello dell'organizzatore della serie."),
    "other-series": RuleText("This token is not the organiser's of this series.",
                             "Questo token non è quello dell'organizzatore di questa serie."),
    "series-organisers-only": RuleText("Only the series' organisers can do this.",
                                       "Solo gli organizzatori della serie possono farlo."),
    "series-busy": RuleText("Others kept changing this series at the same moment; send again.",
                            "Altri hanno modificato questa serie nello stesso momento; invia di nuovo."),
    "organisers-only": RuleText("Only the tournament's organisers can do this.",
                                "Solo gli organizzatori del torneo possono farlo."),
    "players-only": RuleText(
        "A player at the table does this, with the token they got when checking in.",
        "Lo fa un giocatore del tavolo, con il token ricevuto alla registrazione."),
    "no-invite": RuleText("This invitation is unknown or has already been used.",
                          "Questo invito è sconosciuto o è già stato usato."),
    "not-an-invite": RuleText("This token is not an invitation to this tournament.",
                              "Questo token non è un invito a questo torneo."),
    "no-community": RuleText("There is no community with this id.",
                             "Non esiste una comunità con questo id."),
    "no-community-code": RuleText("No community has the join code {code}.",
                                  "Nessuna comunità ha il codice {code}."),
    "not-a-member": RuleText("You are not a member of this community.",
                             "Non fai parte di questa comunità."),
    "not-shared": RuleText("This result is not shared with this community.",
                           "Questo risultato non è condiviso con questa comunità."),
    "no-handoff": RuleText(
        "This hand-off code is unknown, already used or expired: ask the seat's phone or the host "
        "for a new one.",
        "Questo codice di passaggio è sconosciuto, già usato o scaduto: chiedine uno nuovo al "
        "telefono del posto o all'organizzatore."),
    "seat-moved-host": RuleText(
        "The host moved your seat to another phone: this phone no longer holds it.",
        "L'organizzatore ha spostato il tuo posto su un altro telefono: questo telefono "
        "non lo tiene più."),
    "seat-moved-organiser": RuleText(
        "The tournament's organisers moved your seat to another phone: this phone no "
        "longer holds it.",
        "Gli organizzatori del torneo hanno spostato il tuo posto su un altro telefono: "
        "questo telefono non lo tiene più."),
    "too-large": RuleText("The body is larger than {limit} bytes.",
                          "Il corpo supera {limit} byte."),
}

SERVICE_RULES: dict[str, RuleText] = {
    "UNDO-NOTHING": RuleText("There is no move to undo.", "Non c'è nessuna mossa da annullare."),
    "UNDO-NOT-LAST": RuleText(
        "Only the last move (#{last}) can be undone; undo back to #{target} one move at a time.",
        "Si può annullare solo l'ultima mossa (#{last}); torna alla #{target} una mossa alla volta."),
    "UNDO-NOT-ALLOWED": RuleText(
        "Only the host phone, the phone that entered move #{seq} or {player}'s own phone can undo it.",
        "Solo il telefono dell'organizzatore, quello che ha inserito la mossa #{seq} o quello di "
        "{player} può annullarla."),
    "UNDO-REVEALED": RuleText(
        "Move #{seq} showed the table {player}'s sealed entry (#{entry}); what the table has seen "
        "stands. It can be undone only if every other player agrees, each from their own phone.",
        "La mossa #{seq} ha mostrato al tavolo la scelta coperta di {player} (#{entry}); ciò che "
        "il tavolo ha visto resta. Si può annullare solo se tutti gli altri giocatori sono "
        "d'accordo, ognuno dal proprio telefono."),
    "CORRECTION-REVEALED": RuleText(
        "Since move #{seq} the table has seen {player}'s sealed entry (#{entry}), which stands, and "
        "so does what led to it. It can be corrected only if every other player agrees, each from "
        "their own phone.",
        "Dopo la mossa #{seq} il tavolo ha visto la scelta coperta di {player} (#{entry}), che "
        "resta, come ciò che l'ha preceduta. Si può correggere solo se tutti gli altri giocatori "
        "sono d'accordo, ognuno dal proprio telefono."),
    "CORRECTION-SEALED-AHEAD": RuleText(
        "{player}'s sealed entry (#{entry}) comes after move #{seq} and would be checked again, "
        "which would tell this phone about it: wait until the table has seen it.",
        "La scelta coperta di {player} (#{entry}) viene dopo la mossa #{seq} e verrebbe "
        "controllata di nuovo, rivelando qualcosa a questo telefono: aspetta che il tavolo l'abbia "
        "vista."),
    "CHANGE-NOT-NEEDED": RuleText(
        "Move #{seq} can be changed without asking the table: nothing sealed has been shown since.",
        "La mossa #{seq} si può cambiare senza chiedere al tavolo: da allora non è stato mostrato "
        "nulla di coperto."),
    "CHANGE-PENDING": RuleText(
        "Another change is waiting for the table's agreement: agree to it, refuse it or withdraw "
        "it first.",
        "Un'altra modifica aspetta l'accordo del tavolo: prima accettala, rifiutala o ritirala."),
    "CHANGE-GONE": RuleText(
        "That change request has ended: it was carried out, refused or withdrawn, or the match "
        "moved on since.",
        "Quella richiesta di modifica è finita: è stata eseguita, rifiutata o ritirata, oppure la "
        "partita è andata avanti."),
    "CHANGE-NOT-YOURS": RuleText(
        "Only the players asked ({players}) answer this change, each from their own phone.",
        "A questa modifica rispondono solo i giocatori interpellati ({players}), ognuno dal "
        "proprio telefono."),
    "TOUR-MATCH-CLOSED": RuleText(
        "Table {table}'s result is in {tournament}'s standings, so this match is closed: only the "
        "tournament's organisers can correct the result now.",
        "Il risultato del tavolo {table} è nella classifica di {tournament}, quindi questa partita "
        "è chiusa: ora solo gli organizzatori del torneo possono correggere il risultato."),
    "CORRECTION-NOT-ALLOWED": RuleText(
        "Only the host phone (the organiser) can correct move #{seq}; a player's phone corrects "
        "only its own private entries.",
        "Solo il telefono dell'organizzatore può correggere la mossa #{seq}; il telefono di un "
        "giocatore corregge solo i propri inserimenti privati."),
    "CORRECTION-NO-MOVE": RuleText(
        "There is no move #{seq} in this match's log to correct.",
        "Nel registro di questa partita non c'è una mossa #{seq} da correggere."),
    "CORRECTION-PRIVATE": RuleText(
        "Move #{seq} was entered privately; only its player's phone knows it, so undo it instead.",
        "La mossa #{seq} è stata inserita in privato; la conosce solo il telefono del suo "
        "giocatore, quindi annullala."),
    "CORRECTION-REENTER-ALL": RuleText(
        "This seat was moved to your phone: enter again, in one correction, every entry the "
        "other phone made that is still hidden (moves {seqs}).",
        "Questo posto è stato spostato sul tuo telefono: reinserisci, in un'unica correzione, "
        "tutto ciò che l'altro telefono aveva inserito ed è ancora nascosto (mosse {seqs})."),
    # A correction is the service's, whatever the game; its conflict reads as the specs write it.
    "COMMON-CORRECTION-CONFLICT": COMMON_RULES["COMMON-CORRECTION-CONFLICT"],
    "JOIN-SEAT-TAKEN": RuleText(
        "Seat {seat} ({name}) is already taken by another phone.",
        "Il posto {seat} ({name}) è già preso da un altro telefono."),
    "JOIN-NO-SEAT": RuleText("This match has no seat {seat}.", "Questa partita non ha il posto {seat}."),
    "JOIN-HOST-SEATED": RuleText(
        "The host phone already plays seat {seat}: free it or hand it on first, one seat per phone.",
        "Il telefono dell'organizzatore gioca già il posto {seat}: prima liberalo o passalo, un "
        "posto per telefono."),
    "JOIN-HANDOFF-SEAT": RuleText(
        "This hand-off code is for seat {handed}, not seat {seat}.",
        "Questo codice di passaggio è per il posto {handed}, non per il posto {seat}."),
    "SEAT-NOT-YOURS": RuleText(
        "Only the phone that holds seat {seat}, or the host phone, can hand it on or free it.",
        "Solo il telefono che ha il posto {seat}, o quello dell'organizzatore, può passarlo o "
        "liberarlo."),
    "SEAT-TOURNAMENT": RuleText(
        "Seat {seat} of a tournament table belongs to its player: the organisers move it.",
        "Il posto {seat} di un tavolo di torneo appartiene al suo giocatore: lo spostano gli "
        "organizzatori."),
    "REMATCH-NOT-FINISHED": RuleText(
        "This match is still being played: the table can play again once it is over.",
        "Questa partita è ancora in corso: il tavolo può giocare di nuovo quando sarà finita."),
    "REMATCH-TOURNAMENT": RuleText(
        "Table {table} belongs to {tournament}: its next match comes from the tournament's next "
        "round.",
        "Il tavolo {table} fa parte di {tournament}: la prossima partita arriva dal turno "
        "successivo del torneo."),
    "REMATCH-SEAT-GONE": RuleText(
        "Seat {seat} ({name}) of the next match is not kept for this phone: it was free when "
        "that match began, or has since been handed to another phone or freed. Ask the host for "
        "its join code.",
        "Il posto {seat} ({name}) della prossima partita non è tenuto per questo telefono: era "
        "libero quando la partita è iniziata, oppure da allora è stato passato a un altro "
        "telefono o liberato. Chiedi all'organizzatore il codice per unirti."),
    "MOVE-OTHER-GAME": RuleText(
        "That is a {other} move; this match plays {game}.",
        "Questa è una mossa di {other}; questa partita è di {game}."),
    "SOLO-SEAT-TOKEN": RuleText(
        "That is not the token of this match's player (seat 0).",
        "Questo non è il token del giocatore di questa partita (posto 0)."),
    "SOLO-NOT-2P6C": RuleText(
        "Only 2P6C matches have solo statistics; this match plays {game}.",
        "Solo le partite di 2P6C hanno statistiche in solitario; questa partita è di {game}."),
    "SOLO-NOT-SOLO": RuleText(
        "Only solo matches go into a solo history; this match has {players} players.",
        "Solo le partite in solitario entrano nello storico; questa partita ha {players} giocatori."),
    "SOLO-NOT-FINISHED": RuleText(
        "This match is not finished yet: finalise the scores first.",
        "Questa partita non è ancora finita: prima convalida i punteggi."),
    "SOLO-RECORDED-ELSEWHERE": RuleText(
        "Another player profile has already recorded this match.",
        "Un altro profilo di giocatore ha già registrato questa partita."),
    "COMMUNITY-NOT-MEMBER": RuleText(
        "Only members of this community can do that; join it with its code first.",
        "Solo i membri di questa comunità possono farlo; prima unisciti con il suo codice."),
    "COMMUNITY-NOT-YOUR-RESULT": RuleText(
        "You can only share (or withdraw) results from your own solo history.",
        "Puoi condividere (o ritirare) solo i risultati del tuo storico in solitario."),
    "LOOKUP-NO-WORD-LIST": RuleText(
        "{game} has no word list to look words up in.",
        "{game} non ha un elenco di parole da consultare."),
    "MATCH-LOG-FULL": RuleText(
        "This match has reached its limit of {limit} moves; start a new match.",
        "Questa partita ha raggiunto il limite di {limit} mosse; iniziane una nuova."),
    "MATCH-SEAT-SHARE-FULL": RuleText(
        "This phone has entered its share of this match's moves ({limit}); the other phones "
        "can still play.",
        "Questo telefono ha inserito la sua parte delle mosse di questa partita ({limit}); gli "
        "altri telefoni possono ancora giocare."),
    "MOVE-RATE": RuleText(
        "Moves are coming from this phone faster than any table plays; wait {seconds} s.",
        "Da questo telefono arrivano mosse più in fretta di quanto giochi qualsiasi tavolo; "
        "aspetta {seconds} s."),
}


def language() -> str:
    """The reader's language from Accept-Language; English unless Italian is preferred."""
    if not has_request_context():
        return "en"
    return str(get_locale() or "en")
