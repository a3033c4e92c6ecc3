"""2P6C beyond the table (docs/games/2p6c.md §1.5, §4.5, §5.6): stored deck definitions, solo player
profiles and their history, communities, and looking a word up in a match's word list."""
