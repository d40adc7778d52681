"""Court figures of the German-suited Salisburghesi: Unter, Ober and König, single-ended.

Tyrolean dress, as on the Salzburg pattern sold in South Tyrol: the Unter is a
young man in leather knee breeches with braces, white stockings, a Loden
jacket and a feathered hat, holding his sign low and a curved sabre pointing
down; the Ober is an older man in a long Loden coat and breeches, his sign
raised high and his sabre on his shoulder (the Ober of hearts, in a
two-cornered hat, is drawing his sword from the scabbard); the König sits on a
throne in ermine, his sign on one palm and a sceptre in the other hand.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.french_parts import (
    ERMINE,
    STEEL,
    WOOD,
    Face,
    arm,
    crown,
    fist,
    head,
    open_hand,
    sceptre,
    sword,
)
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth
from traversone_desktop.art.paint import stroke as line
from traversone_desktop.art.pips import at
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import Palette

LODEN = ("#5d6b4a", "#6b6f5a", "#4f5d43", "#6a5a44")
"""Loden cloth of each suit's jackets and coats (bells, hearts, leaves, acorns)."""
LEATHER = "#7a5230"


def _sign(p: QPainter, c: Court, x: float, y: float, size: float) -> None:
    at(p, x, y, size, 0, lambda: draw_sign(p, c.style, c.suit))


def _hat(p: QPainter, pal: Palette, kind: str, x: float, y: float, felt: str) -> None:
    """Tyrolean headgear on a head centred at (x, y): a green felt hat with a cord and a
    white feather, one with a chamois-hair tuft (Gamsbart), a broad black hat, or the
    Ober of hearts' two-cornered hat."""
    ink = pal.ink
    if kind == "bicorne":
        hat = smooth([(x - 130, y - 52), (x - 90, y - 110), (x, y - 128), (x + 90, y - 110),
                      (x + 130, y - 52), (x, y - 70)])
        fill(p, hat, "#26221e", ink, 4)
        line(p, smooth([(x - 118, y - 58), (x - 80, y - 104), (x, y - 118), (x + 80, y - 104),
                        (x + 118, y - 58)], close=False), pal.gold, 6)
        fill(p, ellipse(x + 40, y - 96, 15), pal.red, ink, 3)
        fill(p, ellipse(x + 40, y - 96, 6), "#ffffff", ink, 2)
        return
    brim = 104 if kind == "broad" else 84
    fill(p, smooth([(x - 50, y - 56), (x - 44, y - 120), (x, y - 108), (x + 44, y - 124),
                    (x + 52, y - 56)]), felt, ink, 4)
    fill(p, ellipse(x, y - 56, brim, 18), shade(felt, 0.85), ink, 4)
    fill(p, rect(x - 50, y - 84, 102, 16, 5), "#2f5a32" if kind != "broad" else pal.red,
         ink, 3)
    if kind == "gamsbart":
        for i in range(9):
            a = math.radians(-70 + i * 10)
            tip = (x + 46 + 70 * math.sin(a), y - 90 - 70 * math.cos(a))
            line(p, poly([(x + 46, y - 88), tip], close=False), ink, 7)
            line(p, poly([(x + 46, y - 88), tip], close=False),
                 "#d8cdb4" if i % 2 else "#4a3a2a", 4)
        fill(p, ellipse(x + 46, y - 86, 12, 8), pal.gold, ink, 2.5)
    else:
        feather = smooth([(x + 40, y - 80), (x + 90, y - 150), (x + 130, y - 190),
                          (x + 112, y - 140), (x + 64, y - 84)])
        fill(p, feather, "#ffffff", ink, 3)
        line(p, smooth([(x + 44, y - 82), (x + 96, y - 144), (x + 124, y - 180)], close=False),
             shade(pal.blue, 1.2), 2)


def _shoes(p: QPainter, pal: Palette, knee: float, stocking: str) -> None:
    ink = pal.ink
    for sx in (-1, 1):
        fill(p, smooth([(sx * 22, knee), (sx * 76, knee), (sx * 66, 840), (sx * 60, 936),
                        (sx * 30, 936), (sx * 28, 840)]), stocking, ink, 4)
        line(p, poly([(sx * 30, knee + 20), (sx * 70, knee + 20)], close=False),
             shade(stocking, 0.75), 5)
        fill(p, smooth([(sx * 26, 930), (sx * 70, 926), (sx * 112, 956), (sx * 104, 984),
                        (sx * 24, 984)]), "#2a221c", ink, 4)
        fill(p, rect(sx * 50 - 12, 936, 24, 16, 4), pal.gold, ink, 2)


def _breeches(p: QPainter, pal: Palette, leather: str, top: float, knee: float) -> None:
    """Leather breeches with embroidered seams, gathered at the knee."""
    ink = pal.ink
    fill(p, smooth([(-104, top), (104, top), (110, knee - 30), (84, knee + 6), (6, knee - 10),
                    (0, 600), (-6, knee - 10), (-84, knee + 6), (-110, knee - 30)]),
         leather, ink, 4)
    for sx in (-1, 1):
        line(p, smooth([(sx * 96, top + 30), (sx * 100, knee - 40)], close=False),
             shade(leather, 1.5), 3)
        fill(p, rect(sx * 80 - 24, knee - 24, 48, 16, 6), shade(leather, 0.7), ink, 3)
    flap = poly([(-50, top + 10), (50, top + 10), (40, top + 80), (-40, top + 80)])
    fill(p, flap, shade(leather, 0.9), ink, 3)
    fill(p, poly([(-26, top + 30), (26, top + 30), (0, top + 60)]), shade(leather, 1.5))


def _unter(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    loden = LODEN[c.suit]
    _shoes(p, pal, 700, "#f4f1e8")
    _breeches(p, pal, LEATHER if c.suit % 2 else shade(LEATHER, 0.8), 450, 720)
    vest = smooth([(-50, 236), (-96, 260), (-92, 470), (92, 470), (96, 260), (50, 236)])
    fill(p, vest, c.robe, ink, 4)
    for y in range(290, 460, 40):
        fill(p, ellipse(0, y, 8), pal.gold, ink, 2)
    for sx in (-1, 1):
        line(p, poly([(sx * 40, 250), (sx * 46, 470)], close=False), ink, 16)
        line(p, poly([(sx * 40, 250), (sx * 46, 470)], close=False), shade(LEATHER, 0.8), 10)
    fill(p, rect(-50, 330, 100, 22, 4), shade(LEATHER, 0.8), ink, 3)
    for sx in (-1, 1):
        jacket = smooth([(sx * 48, 234), (sx * 130, 260), (sx * 134, 400), (sx * 124, 520),
                         (sx * 70, 520), (sx * 66, 330)])
        fill(p, jacket, loden, ink, 4)
        fill(p, poly([(sx * 48, 236), (sx * 86, 250), (sx * 68, 340)]), "#2f5a32", ink, 3)
    fill(p, smooth([(-40, 226), (0, 256), (40, 226), (20, 266), (-20, 266)]), "#ffffff", ink,
         3)
    fill(p, smooth([(-16, 252), (0, 246), (16, 252), (10, 270), (-10, 270)]), pal.red, ink,
         2.5)
    low = (-178.0, 560.0) if c.suit % 2 == 0 else (178.0, 560.0)
    side = -1 if low[0] < 0 else 1
    arm(p, pal, [(side * 122, 270), (side * 170, 410), low], loden, 48, "#2f5a32")
    _sign(p, c, low[0] + side * 10, low[1] + 86, 130)
    fist(p, pal, *low, 0, r=24, from_left=side > 0)
    arm(p, pal, [(-side * 122, 270), (-side * 170, 400), (-side * 150, 500)], loden, 48,
        "#2f5a32")
    sword(p, pal, (-side * 150, 500), -side * 168, 300, curved=-side * 40)
    fist(p, pal, -side * 150, 500, 0, r=24, from_left=side < 0)
    moustache = "moustache" if c.suit == BATONS else "none"
    head(p, pal, Face(c.hair, beard=moustache, turn=0.3 * side),
         0, 150, 0.9)
    _hat(p, pal, "gamsbart" if c.suit in (CUPS, BATONS) else "feather", 0, 150, "#3f5a36")


def _ober(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    loden = LODEN[c.suit]
    _shoes(p, pal, 690, "#f4f1e8" if c.suit != CUPS else "#ffffff")
    _breeches(p, pal, "#3a2e26", 460, 712)
    coat = smooth([(-50, 232), (-134, 262), (-150, 480), (-170, 720), (-60, 700), (0, 520),
                   (60, 700), (170, 720), (150, 480), (134, 262), (50, 232)])
    fill(p, coat, loden, ink, 5)
    fill(p, smooth([(-56, 240), (-20, 300), (-16, 500), (0, 520), (16, 500), (20, 300),
                    (56, 240)]), c.robe, ink, 4)
    for y in range(300, 500, 40):
        for sx in (-1, 1):
            fill(p, ellipse(sx * 34, y, 7), pal.gold, ink, 2)
    for sx in (-1, 1):
        fill(p, smooth([(sx * 54, 236), (sx * 110, 262), (sx * 60, 380)]), c.trim, ink, 3)
        fill(p, smooth([(sx * 160, 700), (sx * 100, 690), (sx * 80, 712), (sx * 168, 722)]),
             c.trim, ink, 3)
    fill(p, smooth([(-36, 226), (0, 256), (36, 226), (0, 300)]), "#ffffff", ink, 3)
    up = (-1 if c.suit in (COINS, SWORDS) else 1)
    arm(p, pal, [(up * 126, 270), (up * 200, 250), (up * 196, 160)], loden, 50, c.trim)
    _sign(p, c, up * 196, 70, 130)
    fist(p, pal, up * 196, 160, 0, r=24, from_left=up > 0)
    if c.suit == CUPS:
        _drawing_sword(p, pal, -up)
    else:
        arm(p, pal, [(-up * 126, 270), (-up * 180, 380), (-up * 120, 380)], loden, 50, c.trim)
        sword(p, pal, (-up * 120, 384), -up * 24, 330, curved=up * 36)
        fist(p, pal, -up * 120, 384, -up * 24, r=24, from_left=up < 0)
    beard = {COINS: "full", CUPS: "moustache", SWORDS: "short", BATONS: "pointed"}[c.suit]
    head(p, pal, Face(c.hair, beard=beard, old=c.suit == COINS, turn=-0.3 * up), 0, 150, 0.9)
    _hat(p, pal, "bicorne" if c.suit == CUPS else "broad", 0, 150, "#26221e")


def _drawing_sword(p: QPainter, pal: Palette, side: int) -> None:
    """The Ober of hearts: a scabbard slung at the hip, the sword half drawn from it."""
    ink = pal.ink
    hip, mouth, tip = (side * 60, 470), (side * 150, 560), (side * 250, 820)
    line(p, poly([hip, mouth], close=False), ink, 16)
    line(p, poly([hip, mouth], close=False), LEATHER, 9)
    line(p, poly([mouth, tip], close=False), ink, 34)
    line(p, poly([mouth, tip], close=False), "#3b2616", 26)
    fill(p, ellipse(*mouth, 22), pal.gold, ink, 3)
    ang = math.degrees(math.atan2(mouth[0] - tip[0], tip[1] - mouth[1]))
    grip = (side * 200 - side * 80, 430)
    arm(p, pal, [(side * 126, 270), (side * 200, 360), grip], LODEN[1], 50, pal.red)
    sword(p, pal, grip, ang + 180 if side < 0 else ang - 180, 150, 0)
    line(p, poly([grip, mouth], close=False), ink, 20)
    line(p, poly([grip, mouth], close=False), STEEL, 13)
    fist(p, pal, *grip, ang, r=24, from_left=side < 0)


def _koenig(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    fill(p, rect(-200, 150, 400, 620, 30), shade(WOOD, 1.1), ink, 5)
    fill(p, rect(-170, 180, 340, 560, 20), shade(pal.red, 0.8), ink, 4)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 200, 140, 24), pal.gold, ink, 3)
        fill(p, rect(sx * 200 - 22, 560, 44, 400, 8), WOOD, ink, 4)
    fill(p, rect(-140, 900, 280, 60, 10), shade(WOOD, 0.8), ink, 4)
    cape = smooth([(-60, 236), (-170, 280), (-180, 560), (-190, 900), (190, 900), (180, 560),
                   (170, 280), (60, 236)])
    fill(p, cape, c.trim, ink, 5)
    lap = smooth([(-130, 520), (130, 520), (160, 600), (126, 890), (-126, 890), (-160, 600)])
    fill(p, lap, c.robe, ink, 5)
    folds = shade(c.robe, 0.7)
    for sx in (-1, 1):
        knee = QPainterPath(QPointF(sx * 130, 640))
        knee.quadTo(sx * 70, 586, sx * 12, 630)
        line(p, knee, folds, 5)
        line(p, smooth([(sx * 76, 660), (sx * 84, 760), (sx * 78, 880)], close=False), folds,
             4)
    line(p, smooth([(0, 640), (4, 760), (0, 884)], close=False), folds, 5)
    for sx in (-1, 1):
        fill(p, smooth([(sx * 20, 884), (sx * 84, 880), (sx * 110, 904), (sx * 20, 908)]),
             "#2a221c", ink, 4)
    body = smooth([(-60, 240), (-110, 300), (-110, 540), (110, 540), (110, 300), (60, 240)])
    fill(p, body, c.robe, ink, 5)
    fill(p, rect(-110, 470, 220, 26, 8), pal.gold, ink, 3)
    fill(p, smooth([(-170, 290), (-70, 240), (0, 262), (70, 240), (170, 290), (120, 350),
                    (0, 320), (-120, 350)]), ERMINE, ink, 4)
    for x, y in ((-110, 290), (-50, 300), (50, 300), (110, 290), (0, 310), (-80, 326),
                 (80, 326)):
        fill(p, poly([(x, y - 6), (x + 5, y + 8), (x, y + 12), (x - 5, y + 8)]), ink)
    side = 1 if c.suit in (COINS, BATONS) else -1
    arm(p, pal, [(side * 130, 290), (side * 196, 420), (side * 160, 470)], c.trim, 56,
        ERMINE)
    sceptre(p, pal, (side * 160, 620), (side * 160, 160), "fleur" if c.suit % 2 else "orb")
    fist(p, pal, side * 160, 470, 0, from_left=side < 0)
    arm(p, pal, [(-side * 130, 290), (-side * 200, 400), (-side * 170, 430)], c.trim, 56,
        ERMINE)
    open_hand(p, pal, -side * 170, 440, 0, 26)
    _sign(p, c, -side * 172, 350, 110)
    beard = {COINS: "fork", CUPS: "full", SWORDS: "pointed", BATONS: "short"}[c.suit]
    head(p, pal, Face(c.hair, beard=beard, old=c.suit in (CUPS, BATONS), style="long"), 0, 150,
         0.9)
    crown(p, pal, "arches" if c.suit in (COINS, SWORDS) else "points", 0, 92, 110, c.robe)


def salzburg(p: QPainter, c: Court) -> None:
    """The Salisburghesi court of ``c``, full length."""
    {"F": _unter, "C": _ober, "R": _koenig}[c.rank](p, c)
