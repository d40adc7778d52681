"""art layer."""
