"""A "photographed" deck for tests: our cards, tilted, tinted, grainy and saved as JPEG.

It stands in for a family's phone pictures of their own pack, so the importer is
tested on pictures that are not clean renders.
"""

from __future__ import annotations

import json
import random
import struct
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient, QTransform

from traversone_desktop.art import get_deck
from traversone_desktop.art.deckfiles import CARD_NAMES, Manifest
from traversone_desktop.art.render import paint_card
from traversone_desktop.engine.cards import NUM_CARDS


def photograph(card: QImage, rng: random.Random) -> QImage:
    """One card as a phone would see it: a slight turn, warm light, a vignette and grain."""
    w, h = card.width(), card.height()
    photo = QImage(w, h, QImage.Format.Format_RGB32)
    photo.fill(QColor(58, 52, 44))  # the kitchen table around the card
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.translate(w / 2, h / 2)
    p.rotate(rng.uniform(-1.5, 1.5))
    p.scale(rng.uniform(0.96, 0.99), rng.uniform(0.96, 0.99))
    p.translate(-w / 2, -h / 2)
    p.drawImage(QPointF(rng.uniform(-3, 3), rng.uniform(-3, 3)), card)
    p.resetTransform()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
    p.fillRect(QRectF(0, 0, w, h), QColor(255, 240, 214))
    light = QRadialGradient(QPointF(w * rng.uniform(0.3, 0.7), h * 0.4), max(w, h) * 0.8)
    light.setColorAt(0.0, QColor(255, 255, 255))
    light.setColorAt(1.0, QColor(150, 140, 130))
    p.fillRect(QRectF(0, 0, w, h), light)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(w * h // 60):
        shade = rng.randint(0, 255)
        p.setPen(QColor(shade, shade, shade, 40))
        p.drawPoint(rng.randrange(w), rng.randrange(h))
    p.end()
    return photo


def as_a_phone_stores_it(photo: QImage) -> bytes:
    """A portrait photo as a phone's JPEG: the sensor's landscape pixels, and an Exif
    orientation tag (6: turn a quarter clockwise to view) that makes it upright again."""
    sideways = photo.transformed(QTransform().rotate(-90))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert sideways.save(buffer, "JPEG", 70)
    jpeg = bytes(buffer.data().data())
    tiff = (b"MM\x00\x2a" + struct.pack(">IH", 8, 1)
            + struct.pack(">HHIHH", 0x0112, 3, 1, 6, 0) + struct.pack(">I", 0))
    exif = b"Exif\x00\x00" + tiff
    return jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(exif) + 2) + exif + jpeg[2:]


def make_photographed_deck(folder: Path, deck: str = "piacentine", width: int = 180,
                           seed: int = 1, sideways: bool = False) -> Path:
    """Write a deck folder of JPEG "photographs" of ``deck``'s cards; return the folder.

    ``sideways`` stores each the way phones do, turned, with a tag that turns it back."""
    rng = random.Random(seed)
    style = get_deck(deck)
    folder.mkdir(parents=True, exist_ok=True)
    for card, name in zip([*range(NUM_CARDS), None], CARD_NAMES, strict=True):
        photo = photograph(paint_card(style, card, width), rng)
        if sideways:
            (folder / f"{name}.jpg").write_bytes(as_a_phone_stores_it(photo))
        else:
            assert photo.save(str(folder / f"{name}.jpg"), "JPEG", 70)
    manifest = Manifest.of_style(style).to_json()
    manifest["name"] = {"it": "Le carte della nonna", "en": "Grandma's cards"}
    (folder / "deck.json").write_text(json.dumps(manifest), "utf-8")
    return folder
