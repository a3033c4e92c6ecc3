"""The match core: creating a match, its views, moves, the log, undo and corrections, joining and
seats, live version streams and exports. service.py is the only code that touches both the rules
and the database; routes/ holds its HTTP endpoints."""
