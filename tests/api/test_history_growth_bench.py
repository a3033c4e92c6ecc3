"""The benchmark of a move late in the longest games (bench/history_growth.py) still measures what
its name says: each game's long match is played through the app to its late window, every move
accepted, and the figures it reports come from both windows."""
from __future__ import annotations

import pytest

from bench import history_growth


@pytest.mark.parametrize("game", history_growth.GAMES_WITH_LONG_HISTORIES, ids=lambda game: game.slug)
def test_each_long_game_is_played_to_its_late_window(game, monkeypatch):
    monkeypatch.setattr(history_growth, "WINDOW", 20)
    result = history_growth.measure(game, late_from=60)  # raises on any refused move
    assert result.early_ms > 0 and result.late_ms > 0
    assert result.early_p95_ms >= result.early_ms and result.late_p95_ms >= result.late_ms
    assert result.late_state_bytes > 1000, "the long match's export holds its 80 moves"
    row = history_growth.render([result]).splitlines()[-1]
    assert row.startswith(f"| {game.slug} |") and ("PASS" in row or "FAIL" in row)
