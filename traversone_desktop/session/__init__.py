"""What a game session is made of, below storage and the interfaces: the rules, who sits
where (human or bot, and at which level) and the deck. Plain data, no Qt, so the saves,
the settings, the command lines and the GUI all speak the same language."""
