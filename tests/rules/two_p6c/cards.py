"""The card fixtures every 2P6C test uses (docs/games/2p6c.md §7.1), by id."""
from __future__ import annotations

from rules.games.two_p6c.cards import Card

# id: (primary, secondary, substitution, colour, polarity, TP, RP)
_TABLE = {
    "k1": ("S", None, "none", "black", "+", 2, 1),
    "k2": ("T", None, "none", "cyan", "+", 1, 2),
    "k3": ("A", None, "none", "yellow", "-", 1, 3),
    "k4": ("R", None, "none", "magenta", "-", 2, 2),
    "k5": ("E", None, "none", "green", "+", 1, 1),
    "k6": ("D", None, "D_O", "purple", "-", 3, 4),
    "k7": ("T", None, "none", "black", "-", 2, 3),
    "k8": ("O", None, "none", "yellow", "-", 1, 2),
    "k9": ("O", None, "none", "green", "-", 1, 2),
    "k10": ("A", None, "none", "magenta", "+", 2, 1),
    "k11": ("A", None, "none", "cyan", "+", 2, 1),
    "k12": ("H", None, "none", "purple", "+", 3, 1),
    "k13": ("H", None, "none", "purple", "-", 3, 1),
    "k14": ("E", None, "none", "yellow", "-", 1, 2),
    "k15": ("?", None, "any", "black", "+", 0, 0),
    "k16": ("X", None, "none", "magenta", "-", 5, 4),
    "k17": ("N", None, "none", "cyan", "-", 1, 2),
    "k18": ("N", None, "none", "black", "+", 1, 1),
    "k19": ("S", None, "none", "black", "+", 1, 1),
    "k20": ("N", "O", "none", "green", "+", 5, 1),
    "k21": ("O", None, "none", "magenta", "-", 1, 1),
    "k30": ("O", None, "none", "black", "-", 1, 2),
    "k31": ("E", None, "none", "black", "-", 2, 2),
}

CARDS = {card_id: Card(card_id, colour, polarity, primary, secondary, sub, tp, rp)
         for card_id, (primary, secondary, sub, colour, polarity, tp, rp) in _TABLE.items()}


def cards(*ids: str) -> list[Card]:
    return [CARDS[card_id] for card_id in ids]
