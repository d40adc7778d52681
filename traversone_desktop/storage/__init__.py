"""Everything kept on disk: settings, saves, autosaves and statistics."""
