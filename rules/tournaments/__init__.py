"""Tournaments, pure: seating a round, what a finished match is worth under a scoring profile, and
standings with their tiebreak chain explained. The service stores and serves them."""
