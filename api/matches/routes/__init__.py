"""The match endpoints (docs/api.md, Endpoints), one blueprint per concern."""
