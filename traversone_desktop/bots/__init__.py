"""bots layer."""
