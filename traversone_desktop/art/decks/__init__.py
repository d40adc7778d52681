"""Built-in decks: one module per deck, each registering itself on import.

The tuple fixes the order of :func:`traversone_desktop.art.deck_names`: the
most widely played packs first, the accessibility deck last.
"""

from importlib import import_module

BUILTIN = ("napoletane", "piacentine", "siciliane", "trevisane", "bergamasche", "milanesi",
           "chiare")

for _name in BUILTIN:
    import_module(f"{__name__}.{_name}")
