"""Traversone Desktop: Traversone and its family of Italian card games."""

__version__ = "0.1.0"
"""The one place the version is written: pyproject.toml, the bundles and the About box read it."""

APP_ID = "io.github.traversone.Traversone"
"""Reverse-DNS application ID: the .desktop and metainfo file names, the macOS bundle
identifier and the Wayland app ID. ``io.github.<owner>.<repository>`` needs no domain of
its own, and Flathub accepts it for a project hosted at github.com/traversone/traversone."""
