"""GOLF-H01 (docs/games/mini-golf.md §1.7) as wire moves: a whole 2-player hole, seats A=0, B=1."""

HOLE_H01 = [
    (0, "start_hole", {"initial_discard": "5C"}),
    (1, "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}),
    (0, "turn", {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}),
    (1, "turn", {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"}),
    (0, "turn", {"source": "discard", "drawn": "5F", "replace": "TR", "removed": "3C"}),
    (1, "turn", {"source": "discard", "drawn": "3C", "replace": "TR", "removed": "6D"}),
    (0, "turn", {"source": "deck", "drawn": "6H", "replace": None, "removed": None}),
    (1, "turn", {"source": "deck", "drawn": "1H", "replace": "BR", "removed": "4U"}),
    (0, "turn", {"source": "deck", "drawn": "3D", "replace": "TL", "removed": "2F"}),
    (0, "reveal", {"cards": {"BL": "4H"}}),
]
