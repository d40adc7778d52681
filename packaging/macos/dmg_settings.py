# dmgbuild settings: the disk image shows Traversone.app beside a link to Applications,
# so installing is one drag. Used by packaging/build.py:
#
#     python -m dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/Traversone.app \
#         Traversone dist/traversone-VERSION-macos-ARCH.dmg
# ruff: noqa: F821  (dmgbuild runs this file with `defines` already set)
import os.path

application = defines["app"]
name = os.path.basename(application)

format = "UDZO"  # compressed, read-only
filesystem = "HFS+"
files = [application]
symlinks = {"Applications": "/Applications"}
badge_icon = None
icon_locations = {name: (140, 160), "Applications": (420, 160)}
window_rect = ((200, 200), (560, 340))
default_view = "icon-view"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
arrange_by = None
icon_size = 96
text_size = 13
