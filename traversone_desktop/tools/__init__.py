"""Developer tools that run from a source checkout (not part of the game)."""
