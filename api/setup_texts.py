"""The setup page's texts (api/routes/setup.py), in English and Italian.

Menu names follow stock Android (Pixel) and iOS 17; other makers' Android menus differ, hence the
hint to search Settings.
"""
from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "title": {"en": "Set up this phone for Table Referee",
              "it": "Prepara questo telefono per Table Referee"},
    "switch": {"en": "Italiano", "it": "English"},
    "secure": {"en": "This phone already reaches the referee over a secure connection: install "
                     "and offline use work here.",
               "it": "Questo telefono raggiunge già l'arbitro con una connessione sicura: qui "
                     "installazione e uso offline funzionano."},
    "open_app": {"en": "Open the app", "it": "Apri l'app"},
    "insecure": {"en": "This page came over plain http, which is not secure. Over it the phone "
                       "cannot install the app, cannot use it offline, and cannot make EkeQ "
                       "hash commits.",
                 "it": "Questa pagina è arrivata in http semplice, che non è sicuro. Così il "
                       "telefono non può installare l'app, non può usarla offline e non può "
                       "fare gli impegni con hash di EkeQ."},
    "why": {"en": "The fix takes a minute, once per phone: the phone trusts this referee's own "
                  "certificate authority, then opens the secure (https) address. The authority's "
                  "key never leaves the machine that runs the referee: trust it only if you "
                  "trust that machine.",
            "it": "Si risolve in un minuto, una volta per telefono: il telefono si fida "
                  "dell'autorità di certificazione di questo arbitro, poi apre l'indirizzo sicuro "
                  "(https). La chiave dell'autorità non lascia mai il computer che esegue "
                  "l'arbitro: fidati solo se ti fidi di quel computer."},
    "before_joining": {"en": "Best before joining a match: a phone keeps its matches per address, so "
                             "a match joined over http stays on the http address.",
                       "it": "Meglio prima di unirsi a una partita: il telefono tiene le partite per "
                             "indirizzo, quindi una partita raggiunta in http resta sull'indirizzo "
                             "http."},
    "done_before": {"en": "Already done on this phone? Open the secure address:",
                    "it": "Già fatto su questo telefono? Apri l'indirizzo sicuro:"},
    "scan": {"en": "Or scan it with another phone that is already set up.",
             "it": "Oppure inquadralo con un altro telefono già preparato."},
    "fingerprint": {"en": "The authority's SHA-256 fingerprint, also shown on the host's screen "
                          "by make run (compare them if you can):",
                    "it": "L'impronta SHA-256 dell'autorità, mostrata anche da make run sullo "
                          "schermo dell'organizzatore (confrontale se puoi):"},
    "android": {"en": "Android", "it": "Android"},
    "android_download": {"en": "Download the certificate (.crt)",
                         "it": "Scarica il certificato (.crt)"},
    "android_save": {"en": "Or save it as a file", "it": "Oppure salvalo come file"},
    "android_1": {"en": "Tap “Download the certificate” above. If the phone answers that CA "
                        "certificates must be installed in Settings, tap OK, then “Or save it as "
                        "a file”. The phone needs a screen lock (PIN, pattern or password) to "
                        "install it.",
                  "it": "Tocca “Scarica il certificato” qui sopra. Se il telefono risponde che i "
                        "certificati CA vanno installati dalle Impostazioni, tocca OK, poi "
                        "“Oppure salvalo come file”. Il telefono deve avere un blocco schermo "
                        "(PIN, sequenza o password) per installarlo."},
    "android_2": {"en": "Open Settings > Security & privacy > More security settings > "
                        "Encryption & credentials > Install a certificate > CA certificate "
                        "(other makers name it differently: search Settings for “CA "
                        "certificate”).",
                  "it": "Apri Impostazioni > Sicurezza e privacy > Altre impostazioni di "
                        "sicurezza > Crittografia e credenziali > Installa un certificato > "
                        "Certificato CA (altri produttori usano altri nomi: cerca "
                        "“certificato CA” nelle Impostazioni)."},
    "android_3": {"en": "Tap “Install anyway” and pick the downloaded file "
                        "table-referee-ca.crt.",
                  "it": "Tocca “Installa comunque” e scegli il file scaricato "
                        "table-referee-ca.crt."},
    "android_4": {"en": "Open the secure address above in Chrome (or scan the QR code). Firefox "
                        "needs one more switch: Settings > About Firefox, tap the logo five "
                        "times, then Settings > Secret settings > Use third party CA "
                        "certificates.",
                  "it": "Apri in Chrome l'indirizzo sicuro qui sopra (o inquadra il codice QR). "
                        "Firefox chiede un passo in più: Impostazioni > Informazioni su Firefox, "
                        "tocca il logo cinque volte, poi Impostazioni > Impostazioni segrete > "
                        "Usa certificati CA di terze parti."},
    "ios": {"en": "iPhone and iPad", "it": "iPhone e iPad"},
    "ios_download": {"en": "Download the profile (.mobileconfig)",
                     "it": "Scarica il profilo (.mobileconfig)"},
    "ios_1": {"en": "Open this page in Safari and tap “Download the profile” above, then "
                    "“Allow” and “Close”.",
              "it": "Apri questa pagina in Safari e tocca “Scarica il profilo” qui sopra, poi "
                    "“Consenti” e “Chiudi”."},
    "ios_2": {"en": "Open Settings > Profile Downloaded (or Settings > General > VPN & Device "
                    "Management), tap the Table Referee profile, then Install, and Install "
                    "again.",
              "it": "Apri Impostazioni > Profilo scaricato (o Impostazioni > Generali > VPN e "
                    "gestione dispositivo), tocca il profilo Table Referee, poi Installa, e di "
                    "nuovo Installa."},
    "ios_3": {"en": "Open Settings > General > About > Certificate Trust Settings and turn on "
                    "full trust for “{ca}”.",
              "it": "Apri Impostazioni > Generali > Info > Impostazioni certificati attendibili "
                    "e attiva l'attendibilità completa per “{ca}”."},
    "ios_4": {"en": "Open the secure address above (or scan the QR code with the camera).",
              "it": "Apri l'indirizzo sicuro qui sopra (o inquadra il codice QR con la "
                    "fotocamera)."},
    "undo": {"en": "To undo it later: on Android, Encryption & credentials > User credentials; "
                   "on iPhone, Settings > General > VPN & Device Management, remove the profile.",
             "it": "Per annullare in seguito: su Android, Crittografia e credenziali > "
                   "Credenziali utente; su iPhone, Impostazioni > Generali > VPN e gestione "
                   "dispositivo, rimuovi il profilo."},
    "off": {"en": "This server makes no certificates of its own: it was started with HTTPS=0, "
                  "or it runs behind a proxy with a real certificate. Ask the host for the "
                  "server's https address, or to start it with make run.",
            "it": "Questo server non crea certificati propri: è stato avviato con HTTPS=0, "
                  "oppure funziona dietro un proxy con un certificato vero. Chiedi "
                  "all'organizzatore l'indirizzo https del server, o di avviarlo con make run."},
}


def texts(language: str) -> dict[str, str]:
    return {key: pair[language] for key, pair in TEXTS.items()}
