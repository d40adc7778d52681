"""Traversone Desktop: Traversone and its family of Italian card games."""

__version__ = "0.1.0"
