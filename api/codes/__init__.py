"""The codes the service hands out to be typed or scanned, and the one lookup that says what any of
them is and where it leads."""
