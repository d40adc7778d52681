"""Built-in decks: importing this package registers each one (one module per deck)."""

from traversone_desktop.art.decks import (  # noqa: F401  (imported to register)
    napoletane,
    piacentine,
    siciliane,
    trevisane,
    bergamasche,
    milanesi,
    chiare,
)
