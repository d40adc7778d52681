"""Built-in decks: one module per deck, each registering itself on import.

The tuple fixes the order of :func:`traversone_desktop.art.deck_names`: by suit
family (Spanish-style, northern Italian, French, German), the most widely played
pack of each family first, the accessibility deck last.
"""

from importlib import import_module

BUILTIN = ("napoletane", "piacentine", "siciliane", "romagnole", "sarde", "trevisane",
           "bergamasche", "triestine", "bresciane", "trentine", "bolognesi", "milanesi",
           "genovesi", "piemontesi", "toscane", "salisburghesi", "chiare")

for _name in BUILTIN:
    import_module(f"{__name__}.{_name}")
