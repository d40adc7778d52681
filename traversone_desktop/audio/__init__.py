"""The table's sounds: synthesised by our own code, played without a multimedia library."""
