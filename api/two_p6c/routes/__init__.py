"""2P6C's own endpoints, one blueprint per concern."""
