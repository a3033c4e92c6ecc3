"""The match endpoints of DESIGN.md §2, one blueprint per concern."""
