"""Series: tournaments of one game with the same players from event to event, a series table and
ratings over them (rules/tournaments/series.py, series_table.py, ratings.py)."""
