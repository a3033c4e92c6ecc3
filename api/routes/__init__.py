"""The HTTP endpoints of DESIGN.md §2, one blueprint per concern."""
