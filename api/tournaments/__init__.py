"""Tournaments in the service (the pure tournament is rules/tournaments): the stored tournament
and its tables' matches (service.py), its wire format, its live stream and its endpoints."""
