"""traversone-cards: list the decks, or export one deck as a labelled sheet.

    traversone-cards --list
    traversone-cards --deck napoletane --out sheet.png [--width 160] [--dpr 1]
    traversone-cards --deck napoletane --export FOLDER [--width 720]

Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from traversone_desktop.art import (
    UnknownDeckError,
    card_name,
    card_size,
    deck_names,
    get_deck,
    render_card,
)
from traversone_desktop.art.deckfiles import STORED_WIDTH, DeckFileError, export_deck
from traversone_desktop.engine.cards import RANKS, STRENGTH_ORDER, CardError, parse_card
from traversone_desktop.fonts import CARD_FONT_FAMILY, UI_FONT_FAMILY, load_fonts

PROG = "traversone-cards"


class _Parser(argparse.ArgumentParser):
    """argparse, but errors are one line and status 2 (no usage dump)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Export Traversone card decks as images.")
    parser.add_argument("--list", action="store_true", help="print the deck names, one a line")
    parser.add_argument("--deck", help="deck to export (see --list)")
    parser.add_argument("--out", help="PNG file to write the sheet to")
    parser.add_argument("--card", metavar="CODE",
                        help="with --out and no --deck: this card (such as Rd) of every deck, "
                             "side by side")
    parser.add_argument("--export", metavar="FOLDER",
                        help="write the deck as a deck folder (deck.json and 41 PNG pictures) "
                             "that Add a deck… imports")
    parser.add_argument("--width", type=int, help="card width in pixels "
                        "(default 160 for a sheet, 720 for --export)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    return parser


def deck_order() -> list[int]:
    """Cards in the order printed on a sheet: suit by suit, Asso to Re."""
    return [s * 10 + STRENGTH_ORDER.index(r) for s in range(4) for r in RANKS]


def make_sheet(deck: str, width: int, dpr: float = 1.0) -> QImage:
    """Every card of ``deck`` plus its back on one image, each labelled with its name."""
    style = get_deck(deck)
    cw, ch = card_size(deck, width)
    gap, label_h, title_h = 14, 34, 74
    cols = 11
    sheet_w = cols * (cw + gap) + gap
    sheet_h = title_h + 4 * (ch + label_h + gap) + gap
    sheet = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_RGB32)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(QColor("#2f5d46"))
    p = QPainter(sheet)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    title = QFont(CARD_FONT_FAMILY)
    title.setPixelSize(34)
    p.setFont(title)
    p.setPen(QColor("#f7efd9"))
    p.drawText(QRectF(gap, 8, sheet_w - 2 * gap, 44), Qt.AlignmentFlag.AlignLeft,
               " · ".join(dict.fromkeys((style.name_it, style.name_en))))
    sub = QFont(UI_FONT_FAMILY)
    sub.setPixelSize(17)
    p.setFont(sub)
    p.drawText(QRectF(gap, 46, sheet_w - 2 * gap, 24), Qt.AlignmentFlag.AlignLeft,
               f"{style.region_it} / {style.region_en} — {traits(deck)}")
    label = QFont(UI_FONT_FAMILY)
    label.setPixelSize(13)
    p.setFont(label)
    cells: list[tuple[int | None, int, int]] = [
        (card, i % 10, i // 10) for i, card in enumerate(deck_order())]
    cells.append((None, 10, 0))
    for card, col, row in cells:
        x = gap + col * (cw + gap)
        y = title_h + row * (ch + label_h + gap)
        p.drawImage(x, y, render_card(deck, card, width, dpr))
        text = "Dorso · Back" if card is None else card_name(deck, card, "it")
        p.drawText(QRectF(x - gap / 2, y + ch + 2, cw + gap, label_h / 2),
                   Qt.AlignmentFlag.AlignCenter, text)
        if card is not None:
            p.setPen(QColor("#c9d8cc"))
            p.drawText(QRectF(x - gap / 2, y + ch + label_h / 2, cw + gap, label_h / 2),
                       Qt.AlignmentFlag.AlignCenter, card_name(deck, card, "en"))
            p.setPen(QColor("#f7efd9"))
    p.end()
    return sheet


def make_lineup(card: int, width: int, dpr: float = 1.0) -> QImage:
    """One card of every deck side by side, each labelled with its deck, to compare patterns."""
    decks = deck_names()
    cols = min(len(decks), 9)
    rows = -(-len(decks) // cols)
    gap, label_h = 14, 24
    ch = max(card_size(d, width)[1] for d in decks)
    sheet_w, sheet_h = cols * (width + gap) + gap, rows * (ch + label_h + gap) + gap
    sheet = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_RGB32)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(QColor("#2f5d46"))
    p = QPainter(sheet)
    font = QFont(UI_FONT_FAMILY)
    font.setPixelSize(15)
    p.setFont(font)
    p.setPen(QColor("#f7efd9"))
    for i, deck in enumerate(decks):
        x = gap + (i % cols) * (width + gap)
        y = gap + (i // cols) * (ch + label_h + gap)
        p.drawImage(x, y, render_card(deck, card, width, dpr))
        p.drawText(QRectF(x - gap / 2, y + ch + 2, width + gap, label_h),
                   Qt.AlignmentFlag.AlignCenter, get_deck(deck).name_it)
    p.end()
    return sheet


def traits(deck: str) -> str:
    """A one-line summary of a deck's conventions, for sheet subtitles."""
    s = get_deck(deck)
    suits = {"spanish": "Spanish-style suits", "italian": "northern Italian suits",
             "french": "French suits", "german": "German suits"}[s.suit_system]
    ends = "double-ended courts" if s.double_ended else "full-length courts"
    index = "corner indices" if s.corner_indices else "no indices"
    return f"{suits}, {ends}, {index}, {'/'.join(s.court_names_it)}"


class _Refused(Exception):
    """Bad input: the message is printed as one line and the status is 2."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``traversone-cards``; returns the exit status."""
    args = _parser().parse_args(argv)
    if args.list:
        for name in deck_names():
            print(name)
        return 0
    try:
        print(_run(args))
    except (_Refused, UnknownDeckError, CardError, DeckFileError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    return 0


def _run(args: argparse.Namespace) -> str:
    """Write what the arguments ask for; return the path written."""
    card = parse_card(args.card) if args.card else None
    if card is not None and args.deck is None:
        if not args.out:
            raise _Refused("--card needs --out FILE.png")
    elif not args.deck or not (args.out or args.export):
        raise _Refused("give --list, --deck NAME with --out FILE.png or --export FOLDER, "
                       "or --card CODE with --out FILE.png")
    else:
        get_deck(args.deck)
    width = args.width if args.width is not None else (STORED_WIDTH if args.export else 160)
    if not 16 <= width <= 2000 or not 0.5 <= args.dpr <= 4:
        raise _Refused("--width must be 16..2000 and --dpr 0.5..4")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a file, not a window: no display
    _app = QGuiApplication.instance() or QGuiApplication([PROG])
    load_fonts()
    if args.export:
        return str(export_deck(get_deck(args.deck), Path(args.export), width))
    image = (make_sheet(args.deck, width, args.dpr) if args.deck
             else make_lineup(card or 0, width, args.dpr))
    if not image.save(args.out):
        raise _Refused(f"cannot write {args.out!r}")
    return str(args.out)


if __name__ == "__main__":
    sys.exit(main())
