"""Court figures of the French-suited Italian patterns: Milanesi, Genovesi, Piemontesi
(double-ended busts) and Toscane (single-ended, full length).

Each pattern dresses its people its own way: the Milanese stand square to the
viewer in striped Lombard doublets; the Genoese, of Paris descent, turn
three-quarters in puffed, slashed sleeves and broad ermine collars, holding
their things on a slant; the Piedmontese wear the coats, lace and plumed hats
of the 1700s, their kings in breastplates; the Tuscans are whole figures in
long gowns and hose. The busts are drawn down to the thigh so the mirror falls
below the waist, and :data:`BUST_WINDOW` is what each half shows.
"""

from __future__ import annotations

import math
from functools import partial

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from traversone_desktop.art.courts.french_parts import (
    ERMINE,
    NONE,
    STEEL,
    WOOD,
    Face,
    arm,
    crown,
    fist,
    flower,
    halberd,
    head,
    lily,
    open_hand,
    orb,
    sceptre,
    serpent,
    shaft,
    shield_badge,
    sword,
)
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth
from traversone_desktop.art.paint import stroke as line
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS
from traversone_desktop.art.style import Palette

MILAN_BREADTH = 1.16
"""How much broader than natural the Milanese bodies are drawn (the heads are not)."""

BUST_WINDOW = (10.0, 600.0)
"""Rows of the figure box a double-ended half shows: headgear to mid-thigh."""

def _pattern(p: QPainter, clip: QPainterPath, marks: QPainterPath, colour: str) -> None:
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    fill(p, marks, colour)
    p.restore()


def _stripes(x0: float, x1: float, y0: float, y1: float, step: float, w: float) -> QPainterPath:
    path = QPainterPath()
    x = x0
    while x < x1:
        path.addRect(x, y0, w, y1 - y0)
        x += step
    return path


def _ermine(p: QPainter, pal: Palette, shape: QPainterPath) -> None:
    """White fur with black tails."""
    fill(p, shape, ERMINE, pal.ink, 4)
    tails = QPainterPath()
    box = shape.boundingRect()
    y = box.top() + 14
    row = 0
    while y < box.bottom():
        x = box.left() + (row % 2) * 22 + 8
        while x < box.right():
            tails.addPath(poly([(x, y - 6), (x + 5, y + 8), (x, y + 12), (x - 5, y + 8)]))
            x += 44
        y += 30
        row += 1
    _pattern(p, shape, tails, pal.ink)


# --- Milanesi: frontal Lombard figures in striped doublets -------------------

def _milan_doublet(p: QPainter, c: Court, flare: float, bottom: float = 660) -> QPainterPath:
    pal = c.style.palette
    body = smooth([(-60, 262), (-150, 296), (-146, 420), (-108, 520), (-flare, bottom),
                   (flare, bottom), (108, 520), (146, 420), (150, 296), (60, 262)])
    fill(p, body, c.robe)
    _pattern(p, body, _stripes(-180, 180, 250, bottom + 10, 56, 22), shade(c.robe, 0.8))
    fill(p, body, NONE, pal.ink, 5)
    yoke = smooth([(-64, 262), (-130, 300), (-70, 350), (0, 366), (70, 350), (130, 300),
                   (64, 262)])
    fill(p, yoke, c.trim, pal.ink, 4)
    fill(p, rect(-22, 350, 44, bottom - 352), shade(c.trim, 0.9), pal.ink, 3)
    for y in range(380, int(bottom) - 20, 44):
        fill(p, ellipse(0, y, 8), pal.gold, pal.ink, 2)
    fill(p, rect(-120, 508, 240, 30, 8), shade(c.trim, 0.65), pal.ink, 4)
    fill(p, rect(-22, 502, 44, 42, 6), pal.gold, pal.ink, 3)
    return body


def milanese(p: QPainter, c: Court) -> None:
    """Milanesi bust; hearts copy clubs and diamonds copy spades, in their own colours.

    Lombard figures fill their half, so the body is drawn broader than the head."""
    pal = c.style.palette
    ink = pal.ink
    twin = {CUPS: BATONS, COINS: SWORDS}.get(c.suit, c.suit)
    y = 176.0
    p.save()
    p.scale(MILAN_BREADTH, 1)
    if c.rank == "F" and twin == BATONS:
        # the young halberdier with the Visconti serpent on his breast
        _milan_doublet(p, c, 150)
        fill(p, ellipse(-58, 430, 52, 64), "#ffffff", ink, 4)
        serpent(p, pal, -58, 436, 118)
        halberd(p, pal, (170, 640), (170, 110), flag=c.trim)
        arm(p, pal, [(120, 300), (176, 400), (170, 470)], shade(c.trim, 1.15), 54, pal.gold)
        fist(p, pal, 170, 470, from_left=False)
        sword(p, pal, (-110, 500), 180, 180)
        arm(p, pal, [(-120, 300), (-160, 420), (-116, 500)], shade(c.trim, 1.15), 54, pal.gold)
        fist(p, pal, -110, 500, 0, r=24)
        face = Face(c.hair, style="bob")
        hat = partial(_beret, p, pal, c.trim, 0, 176)
    elif c.rank == "F":
        # the swordsman: blade on his shoulder, hand on his belt
        _milan_doublet(p, c, 140)
        arm(p, pal, [(-120, 300), (-176, 420), (-110, 500)], shade(c.trim, 1.15), 54, pal.gold)
        open_hand(p, pal, -104, 516, 120, 24)
        sword(p, pal, (196, 440), 10, 380)
        arm(p, pal, [(120, 300), (196, 380), (196, 440)], shade(c.trim, 1.15), 54, pal.gold)
        fist(p, pal, 196, 440, 10, from_left=False)
        face = Face(c.hair, style="curls", beard="moustache")
        hat = partial(_tall_cap, p, pal, c.trim, c.robe, 0, 176)
    elif c.rank == "C" and twin == BATONS:
        # the queen with a raised flower, the other hand on her breast
        _milan_gown(p, c)
        flower(p, pal, (-160, 470), (-170, 120), pal.red, pal.green)
        arm(p, pal, [(-118, 300), (-190, 400), (-164, 440)], shade(c.trim, 1.2), 50, ERMINE)
        fist(p, pal, -164, 430, -2, r=23)
        arm(p, pal, [(118, 300), (150, 420), (60, 430)], shade(c.trim, 1.2), 50, ERMINE)
        open_hand(p, pal, 50, 420, -70, 23)
        _veil(p, c.trim, ink, 0, 176)
        face = Face(c.hair, woman=True, style="long", eyes="#3b5a8a")
        hat = partial(crown, p, pal, "coronet", 0, 112, 96)
    elif c.rank == "C":
        # the queen with a fleur sceptre held on the slant and a handkerchief
        _milan_gown(p, c)
        sceptre(p, pal, (-60, 560), (150, 110), "fleur")
        arm(p, pal, [(118, 300), (170, 420), (40, 470)], shade(c.trim, 1.2), 50, ERMINE)
        fist(p, pal, 40, 472, 25, r=23, from_left=False)
        arm(p, pal, [(-118, 300), (-180, 420), (-150, 520)], shade(c.trim, 1.2), 50, ERMINE)
        fill(p, smooth([(-150, 520), (-196, 580), (-150, 620), (-112, 590)]), "#ffffff", ink, 3)
        fist(p, pal, -150, 524, 0, r=23)
        face = Face(c.hair, woman=True, style="braids")
        hat = partial(crown, p, pal, "fleurs", 0, 114, 104)
    elif twin == BATONS:
        # the old king: arched crown, orb sceptre upright, hand on his sword
        _milan_robe(p, c)
        sleeve = shade(c.robe, 0.9)
        sceptre(p, pal, (-176, 600), (-176, 80), "orb")
        arm(p, pal, [(-128, 304), (-196, 400), (-176, 440)], sleeve, 58, ERMINE)
        fist(p, pal, -176, 440)
        fill(p, rect(100, 520, 22, 130, 6), shade(WOOD, 0.8), ink, 3)
        fill(p, rect(70, 508, 82, 16, 6), pal.gold, ink, 3)
        arm(p, pal, [(128, 304), (170, 420), (112, 486)], sleeve, 58, ERMINE)
        fist(p, pal, 110, 490, 0, from_left=False)
        face, y = Face(c.hair, old=True, beard="full", style="long"), 182.0
        hat = partial(crown, p, pal, "arches", 0, 118, 120, c.robe)
    else:
        # the falconer king: a hawk on his gloved fist, a star sceptre on his shoulder
        _milan_robe(p, c)
        sleeve = shade(c.robe, 0.9)
        sceptre(p, pal, (60, 560), (200, 120), "star")
        arm(p, pal, [(128, 304), (184, 420), (110, 470)], sleeve, 58, ERMINE)
        fist(p, pal, 112, 470, 18, from_left=False)
        arm(p, pal, [(-128, 304), (-236, 410), (-214, 320)], sleeve, 58, "#8a6a3a")
        fist(p, pal, -212, 314, 90, glove="#8a6a3a")
        _hawk(p, pal, -206, 280)
        face, y = Face(c.hair, beard="fork", style="short"), 182.0
        hat = partial(crown, p, pal, "points", 0, 118, 118)
    p.restore()
    head(p, pal, face, 0, y)
    hat()


def _milan_gown(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    body = smooth([(-58, 258), (-148, 298), (-138, 420), (-96, 500), (-170, 660), (170, 660),
                   (96, 500), (138, 420), (148, 298), (58, 258)])
    fill(p, body, c.robe)
    _pattern(p, body, _stripes(-200, 200, 500, 670, 40, 14), shade(c.robe, 0.82))
    fill(p, body, NONE, pal.ink, 5)
    neck = smooth([(-96, 282), (-60, 350), (0, 372), (60, 350), (96, 282), (0, 300)])
    fill(p, neck, pal.skin, pal.ink, 4)
    line(p, smooth([(-110, 290), (-64, 360), (0, 384), (64, 360), (110, 290)], close=False),
         pal.gold, 12)
    for i in range(7):
        fill(p, ellipse(-48 + i * 16, 330 + abs(i - 3) * -6 + 18, 6), ERMINE, pal.ink, 2)
    fill(p, rect(-104, 488, 208, 26, 10), pal.gold, pal.ink, 3)


def _milan_robe(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    cape = smooth([(-70, 262), (-176, 300), (-200, 500), (-190, 660), (190, 660), (200, 500),
                   (176, 300), (70, 262)])
    fill(p, cape, c.trim, pal.ink, 5)
    body = smooth([(-60, 270), (-110, 330), (-104, 500), (-120, 660), (120, 660), (104, 500),
                   (110, 330), (60, 270)])
    fill(p, body, c.robe)
    marks = QPainterPath()
    for gx in range(-5, 6):
        for gy in range(0, 10):
            x, y = gx * 40 + (gy % 2) * 20, 320 + gy * 40
            marks.addPath(poly([(x, y - 10), (x + 8, y), (x, y + 10), (x - 8, y)]))
    _pattern(p, body, marks, shade(c.robe, 0.78))
    fill(p, body, NONE, pal.ink, 5)
    collar = smooth([(-150, 290), (-70, 250), (0, 262), (70, 250), (150, 290), (80, 340),
                     (0, 330), (-80, 340)])
    _ermine(p, pal, collar)
    fill(p, rect(-106, 520, 212, 28, 8), pal.gold, pal.ink, 4)


def _beret(p: QPainter, pal: Palette, colour: str, x: float, y: float) -> None:
    """A flat Lombard beret worn on the slant, a white plume curling over it."""
    ink = pal.ink
    fill(p, smooth([(x - 86, y - 46), (x - 40, y - 96), (x + 40, y - 104), (x + 90, y - 70),
                    (x + 60, y - 52), (x, y - 58)]), colour, ink, 4)
    fill(p, rect(x - 70, y - 66, 140, 16, 6), pal.gold, ink, 3)
    plume = smooth([(x + 30, y - 90), (x + 80, y - 150), (x + 130, y - 150), (x + 150, y - 110),
                    (x + 120, y - 124), (x + 80, y - 104)])
    fill(p, plume, "#ffffff", ink, 3)
    line(p, smooth([(x + 40, y - 94), (x + 86, y - 130), (x + 136, y - 132)], close=False),
         shade(pal.blue, 1.3), 2)


def _tall_cap(p: QPainter, pal: Palette, colour: str, band: str, x: float, y: float) -> None:
    """A tall cylindrical cap with a turned-up band and a jewel."""
    ink = pal.ink
    fill(p, smooth([(x - 50, y - 56), (x - 46, y - 150), (x, y - 168), (x + 46, y - 150),
                    (x + 50, y - 56)]), colour, ink, 4)
    fill(p, rect(x - 58, y - 80, 116, 30, 10), band, ink, 4)
    fill(p, ellipse(x, y - 66, 11), pal.gold, ink, 3)


def _veil(p: QPainter, colour: str, ink: str, x: float, y: float) -> None:
    fill(p, smooth([(x - 60, y - 66), (x - 86, y + 20), (x - 110, y + 120), (x - 40, y + 100),
                    (x, y + 70), (x + 40, y + 100), (x + 110, y + 120), (x + 86, y + 20),
                    (x + 60, y - 66)]), shade(colour, 1.2), ink, 4)


def _hawk(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """A hooded hawk perched on the fist below (x, y)."""
    ink = pal.ink
    brown = "#8a5a2b"
    fill(p, poly([(x - 10, y - 8), (x + 60, y + 40), (x + 40, y + 52), (x - 18, y + 10)]),
         shade(brown, 0.7), ink, 3)
    body = smooth([(x - 26, y + 4), (x - 34, y - 50), (x - 10, y - 90), (x + 18, y - 70),
                   (x + 22, y - 20), (x + 6, y + 8)])
    fill(p, body, brown, ink, 4)
    breast = QPainterPath()
    for i in range(4):
        breast.addPath(poly([(x - 18 + i * 6, y - 54 + i * 12), (x - 12 + i * 6, y - 48 + i * 12),
                             (x - 18 + i * 6, y - 44 + i * 12)]))
    fill(p, breast, shade(brown, 0.6))
    fill(p, ellipse(x - 8, y - 96, 20, 18), shade(brown, 1.2), ink, 3.5)
    fill(p, poly([(x - 30, y - 98), (x - 44, y - 90), (x - 28, y - 86)]), pal.gold, ink, 2.5)
    fill(p, ellipse(x - 14, y - 100, 4), ink)
    fill(p, ellipse(x - 14, y - 100, 1.5), pal.gold)
    wing = smooth([(x - 6, y - 70), (x + 30, y - 60), (x + 44, y - 10), (x + 10, y - 2)])
    fill(p, wing, shade(brown, 0.85), ink, 3)
    for i in range(3):
        line(p, poly([(x + 12 + i * 8, y - 50), (x + 20 + i * 8, y - 10)], close=False),
             shade(brown, 0.55), 2)
    for fx in (-14, 2):
        line(p, poly([(x + fx, y + 2), (x + fx, y + 16)], close=False), pal.gold, 5)


# --- Genovesi: Paris-style figures turned three-quarters ---------------------

def _genoa_jerkin(p: QPainter, c: Court) -> None:
    """The jack's short jerkin, belted, with a skirt of tabs and a white falling collar,
    a cloak slung over one shoulder."""
    pal = c.style.palette
    ink = pal.ink
    fill(p, smooth([(60, 250), (190, 300), (230, 520), (210, 660), (120, 660), (110, 420)]),
         shade(c.trim, 0.8), ink, 4)
    body = smooth([(-40, 250), (-150, 296), (-140, 420), (-100, 500), (100, 500), (124, 420),
                   (120, 300), (60, 250)])
    fill(p, body, c.robe, ink, 5)
    for i in range(-4, 5):
        line(p, poly([(i * 26, 300), (i * 24, 490)], close=False), shade(c.robe, 0.75), 5)
    for i in range(6):
        x = -120 + i * 42
        fill(p, rect(x, 500, 40, 120, 10), c.trim if i % 2 else shade(c.robe, 0.85), ink, 3.5)
    fill(p, rect(-116, 486, 240, 30, 8), shade(WOOD, 0.7), ink, 4)
    fill(p, rect(-14, 482, 40, 38, 6), pal.gold, ink, 3)
    fill(p, smooth([(-90, 262), (-40, 300), (10, 286), (60, 300), (110, 262), (10, 250)]),
         "#ffffff", ink, 3.5)


def _genoa_body(p: QPainter, c: Court, woman: bool) -> None:
    """Torso turned to the viewer's right, a broad collar and a diagonal sash."""
    pal = c.style.palette
    ink = pal.ink
    hem = 660.0
    body = smooth([(-40, 250), (-170, 300), (-176, 440), (-130, 530), (-150 if not woman else -190,
                   hem), (200 if woman else 170, hem), (130, 520), (134, 420), (120, 300),
                   (60, 250)])
    fill(p, body, c.robe)
    marks = QPainterPath()
    for gy in range(6):
        for gx in range(-5, 6):
            marks.addPath(_trefoil(gx * 56 + (gy % 2) * 28, 320 + gy * 60))
    _pattern(p, body, marks, shade(c.robe, 0.72))
    fill(p, body, NONE, ink, 5)
    sash = poly([(-150, 310), (-110, 296), (150, 560), (120, 590)])
    p.save()
    p.setClipPath(body, Qt.ClipOperation.IntersectClip)
    fill(p, sash, c.trim, ink, 4)
    p.restore()
    if woman:
        neck = smooth([(-90, 272), (-30, 340), (40, 330), (96, 270), (0, 290)])
        fill(p, neck, pal.skin, ink, 4)
        line(p, smooth([(-70, 300), (-20, 350), (30, 352), (70, 320)], close=False), pal.gold, 8)
        fill(p, ellipse(0, 356, 12, 16), pal.red, ink, 3)
        return
    collar = smooth([(-176, 300), (-90, 244), (0, 240), (90, 248), (150, 300), (100, 360),
                     (0, 346), (-110, 370)])
    _ermine(p, pal, collar)


def _trefoil(x: float, y: float) -> QPainterPath:
    path = QPainterPath()
    for dx, dy in ((0, -7), (-7, 4), (7, 4)):
        path.addEllipse(QPointF(x + dx, y + dy), 6, 6)
    return path


def _puff(p: QPainter, pal: Palette, x: float, y: float, colour: str, slash: str) -> None:
    """A puffed Renaissance shoulder with slashes showing the lining."""
    ink = pal.ink
    puff = ellipse(x, y, 52, 44)
    fill(p, puff, colour, ink, 4)
    p.save()
    p.setClipPath(puff, Qt.ClipOperation.IntersectClip)
    for dx in (-26, 0, 26):
        fill(p, smooth([(x + dx - 5, y - 40), (x + dx + 5, y - 40), (x + dx + 6, y + 40),
                        (x + dx - 6, y + 40)]), slash, ink, 2.5)
    p.restore()


def _paris_cap(p: QPainter, pal: Palette, colour: str, x: float, y: float, kind: str) -> None:
    """Paris headgear: a soft cap under a crown (king), or a slanted toque with a feather."""
    ink = pal.ink
    if kind == "king":
        fill(p, smooth([(x - 58, y - 60), (x - 62, y - 120), (x, y - 150), (x + 62, y - 120),
                        (x + 58, y - 60)]), colour, ink, 4)
        crown(p, pal, "fleurs", x, y - 60, 132)
        return
    fill(p, smooth([(x - 70, y - 50), (x - 60, y - 96), (x + 20, y - 118), (x + 84, y - 90),
                    (x + 70, y - 50), (x, y - 62)]), colour, ink, 4)
    fill(p, rect(x - 66, y - 66, 136, 18, 7), shade(colour, 0.7), ink, 3)
    feather = smooth([(x - 50, y - 80), (x - 110, y - 150), (x - 150, y - 150),
                      (x - 130, y - 122), (x - 74, y - 96)])
    fill(p, feather, "#ffffff", ink, 3)
    line(p, smooth([(x - 56, y - 84), (x - 110, y - 136), (x - 142, y - 146)], close=False),
         shade(pal.red, 1.2), 2)


def genoese(p: QPainter, c: Court) -> None:
    """Genovesi bust: three-quarter turn, puffed sleeves, ermine, things held on a slant."""
    pal = c.style.palette
    ink = pal.ink
    sleeve = shade(c.trim, 1.1)
    if c.rank == "F":
        _genoa_jerkin(p, c)
        if c.suit in (COINS, BATONS):
            halberd(p, pal, (-200, 640), (190, 60), flag=pal.red if c.suit == COINS else pal.blue)
            arm(p, pal, [(-150, 310), (-190, 430), (-110, 500)], sleeve, 50)
            fist(p, pal, -98, 488, 48)
            arm(p, pal, [(110, 310), (150, 260), (96, 220)], sleeve, 50)
            fist(p, pal, 100, 218, 48, from_left=False)
        else:
            sword(p, pal, (-150, 330), 32, 380, curved=40 if c.suit == SWORDS else 0)
            arm(p, pal, [(-150, 310), (-210, 400), (-160, 340)], sleeve, 50)
            fist(p, pal, -152, 332, 32)
            arm(p, pal, [(112, 312), (160, 420), (110, 470)], sleeve, 50)
            shield_badge(p, pal, 110, 470, 150, c.trim)
            line(p, poly([(110, 410), (110, 540)], close=False), pal.gold, 10)
            line(p, poly([(50, 470), (170, 470)], close=False), pal.gold, 10)
        _puff(p, pal, -150, 310, c.trim, c.robe)
        _puff(p, pal, 112, 312, c.trim, c.robe)
        head(p, pal, Face(c.hair, beard="moustache", style="bob", turn=0.45), 6, 186)
        _paris_cap(p, pal, c.trim, 6, 186, "jack")
    elif c.rank == "C":
        _genoa_body(p, c, True)
        if c.suit == SWORDS:
            sceptre(p, pal, (-160, 600), (180, 70), "fleur")
            arm(p, pal, [(-150, 310), (-150, 440), (-40, 470)], sleeve, 46)
            fist(p, pal, -40, 472, 55, r=22)
        else:
            petals = {COINS: pal.gold, CUPS: pal.red, BATONS: "#ffffff"}[c.suit]
            flower(p, pal, (40, 470), (226, 200), petals, pal.green)
            arm(p, pal, [(-150, 310), (-130, 450), (34, 470)], sleeve, 46)
            fist(p, pal, 40, 468, 62, r=22)
        arm(p, pal, [(112, 310), (160, 420), (130, 500)], sleeve, 46)
        open_hand(p, pal, 126, 508, 170, 22)
        _puff(p, pal, -150, 310, c.trim, shade(c.robe, 1.3))
        _puff(p, pal, 112, 312, c.trim, shade(c.robe, 1.3))
        fill(p, smooth([(-40, 120), (-110, 200), (-130, 330), (-60, 300), (0, 240)]),
             shade(c.trim, 1.3), ink, 3.5)
        head(p, pal, Face(c.hair, woman=True, style="bun", turn=0.4, eyes="#2f5d7a"), 6, 186)
        crown(p, pal, "coronet", 6, 118, 100)
    else:
        _genoa_body(p, c, False)
        arm(p, pal, [(112, 310), (170, 430), (110, 500)], sleeve, 56)
        if c.suit == SWORDS:
            _harp(p, pal, -150, 470)
            arm(p, pal, [(-150, 310), (-210, 420), (-162, 470)], sleeve, 56)
            fist(p, pal, -160, 470, 0)
            open_hand(p, pal, -40, 420, 80, 24)
        elif c.suit == CUPS:
            sword(p, pal, (-170, 250), -40, 300)
            arm(p, pal, [(-150, 310), (-230, 300), (-180, 240)], sleeve, 56)
            fist(p, pal, -172, 250, -40)
        elif c.suit == COINS:
            sceptre(p, pal, (-220, 620), (-150, 60), "orb")
            arm(p, pal, [(-150, 310), (-210, 420), (-176, 400)], sleeve, 56)
            fist(p, pal, -176, 400, 6)
        else:
            arm(p, pal, [(-150, 310), (-210, 420), (-180, 440)], sleeve, 56)
            open_hand(p, pal, -180, 446, 0, 26)
            orb(p, pal, -184, 380, 44)
        sword(p, pal, (110, 500), 176, 200)
        fist(p, pal, 110, 500, -4, from_left=False)
        _puff(p, pal, -150, 310, c.trim, ERMINE)
        _puff(p, pal, 112, 312, c.trim, ERMINE)
        beard = {COINS: "short", CUPS: "full", SWORDS: "pointed", BATONS: "fork"}[c.suit]
        head(p, pal, Face(c.hair, old=c.suit in (SWORDS, BATONS), beard=beard, style="curls",
                          turn=0.7 if c.suit == COINS else 0.4), 6, 196)
        _paris_cap(p, pal, c.robe, 6, 196, "king")


def _harp(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """King David's harp, its pillar gripped at (x, y)."""
    ink = pal.ink
    top, tip, foot = (x - 10, y - 250), (x + 150, y - 170), (x + 6, y + 110)
    neck = QPainterPath(QPointF(*top))
    neck.cubicTo(x + 40, y - 300, x + 100, y - 160, *tip)
    frame = QPainterPath(neck)
    frame.lineTo(x + 70, y + 100)
    frame.lineTo(*foot)
    frame.closeSubpath()
    strings = QPainterPath()
    for i in range(1, 9):
        strings.moveTo(x + i * 17, y - 320)
        strings.lineTo(x + i * 17, y + 120)
    p.save()
    p.setClipPath(frame, Qt.ClipOperation.IntersectClip)
    line(p, strings, shade(pal.gold, 0.7), 3)
    p.restore()
    line(p, poly([tip, (x + 70, y + 100)], close=False), ink, 26)
    line(p, poly([tip, (x + 70, y + 100)], close=False), WOOD, 18)
    line(p, neck, ink, 24)
    line(p, neck, pal.gold, 15)
    pillar = smooth([foot, (x - 14, y - 100), top], close=False)
    line(p, pillar, ink, 28)
    line(p, pillar, pal.gold, 19)
    fill(p, ellipse(top[0], top[1] - 8, 17), pal.gold, ink, 4)


# --- Piemontesi: coats, lace and plumes of the 1700s -------------------------

def _coat(p: QPainter, c: Court, armour: bool) -> None:
    pal = c.style.palette
    ink = pal.ink
    coat = smooth([(-56, 262), (-160, 300), (-166, 460), (-150, 660), (150, 660), (166, 460),
                   (160, 300), (56, 262)])
    fill(p, coat, c.robe, ink, 5)
    if armour:
        plate = smooth([(-100, 300), (0, 290), (100, 300), (110, 440), (80, 520), (0, 540),
                        (-80, 520), (-110, 440)])
        fill(p, plate, STEEL, ink, 5)
        line(p, smooth([(0, 300), (0, 536)], close=False), shade(STEEL, 0.6), 4)
        for y in (470, 500):
            line(p, smooth([(-96, y), (0, y + 20), (96, y)], close=False), shade(STEEL, 0.6), 3)
        for sx in (-1, 1):
            fill(p, smooth([(sx * 100, 300), (sx * 176, 320), (sx * 170, 380), (sx * 110, 370)]),
                 STEEL, ink, 4)
        fill(p, poly([(-120, 560), (120, 520), (130, 550), (-110, 590)]), pal.blue, ink, 4)
        return
    for sx in (-1, 1):
        lapel = poly([(sx * 30, 290), (sx * 86, 296), (sx * 60, 560), (sx * 24, 560)])
        fill(p, lapel, c.trim, ink, 4)
        for y in range(330, 560, 44):
            fill(p, ellipse(sx * 46, y, 8), pal.gold, ink, 2)
    fill(p, rect(-26, 290, 52, 370), shade(c.trim, 1.4), ink, 3)
    for sx in (-1, 1):
        fill(p, smooth([(sx * 160, 600), (sx * 110, 590), (sx * 100, 650), (sx * 150, 650)]),
             c.trim, ink, 3)


def _jabot(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """A fall of white lace under the chin."""
    ink = pal.ink
    for i, w in enumerate((44, 38, 30)):
        fill(p, smooth([(x - w, y + i * 30), (x, y + i * 30 + 14), (x + w, y + i * 30),
                        (x + w * 0.7, y + i * 30 + 40), (x, y + i * 30 + 48),
                        (x - w * 0.7, y + i * 30 + 40)]), "#ffffff", ink, 3)


def _ruff(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """A pleated ruff collar."""
    ink = pal.ink
    fill(p, ellipse(x, y, 104, 34), "#ffffff", ink, 4)
    for i in range(-5, 6):
        line(p, poly([(x + i * 18, y - 30 + abs(i) * 3), (x + i * 19, y + 30 - abs(i) * 3)],
                     close=False), shade("#ffffff", 0.7), 2.5)


def _cavalier_hat(p: QPainter, pal: Palette, colour: str, plume: str, x: float,
                  y: float) -> None:
    """A broad hat turned up at one side, a big plume sweeping over it."""
    ink = pal.ink
    fill(p, smooth([(x - 50, y - 60), (x - 44, y - 126), (x + 10, y - 140), (x + 50, y - 120),
                    (x + 52, y - 60)]), colour, ink, 4)
    brim = smooth([(x - 130, y - 50), (x - 60, y - 76), (x + 60, y - 80), (x + 110, y - 110),
                   (x + 124, y - 60), (x + 40, y - 40), (x - 90, y - 34)])
    fill(p, brim, shade(colour, 0.85), ink, 4)
    for i, dy in enumerate((0, 24, 46)):
        fill(p, smooth([(x - 20, y - 110 + dy * 0.3), (x - 90, y - 170 + dy), (x - 160,
                        y - 150 + dy), (x - 140, y - 120 + dy), (x - 70, y - 104 + dy * 0.5)]),
             plume if i != 1 else "#ffffff", ink, 3)


def _fan(p: QPainter, pal: Palette, x: float, y: float, colour: str) -> None:
    """An open folding fan, its pivot at (x, y)."""
    ink = pal.ink
    path = QPainterPath(QPointF(x, y))
    path.arcTo(x - 130, y - 130, 260, 260, 40, 100)
    path.closeSubpath()
    fill(p, path, colour, ink, 4)
    for i in range(1, 8):
        a = 40 + i * 100 / 8
        q = QPainterPath(QPointF(x, y))
        q.arcTo(x - 130, y - 130, 260, 260, a, 0)
        line(p, poly([(x, y), (q.currentPosition().x(), q.currentPosition().y())],
                     close=False), shade(colour, 0.6), 2.5)
    fill(p, ellipse(x, y, 8), pal.gold, ink, 2)


def piedmontese(p: QPainter, c: Court) -> None:
    """Piemontesi bust: plumed hats and lace, a ruffed queen with a fan, a king in armour."""
    pal = c.style.palette
    ink = pal.ink
    sleeve = shade(c.robe, 0.85)
    if c.rank == "F":
        fill(p, smooth([(-80, 230), (-140, 330), (-90, 320), (0, 280), (90, 320), (140, 330),
                        (80, 230)]), c.hair, ink, 3)
        _coat(p, c, False)
        flag = {COINS: pal.red, CUPS: pal.blue, SWORDS: "#ffffff", BATONS: pal.green}[c.suit]
        pike_x = 190 if c.suit % 2 else -190
        side = 1 if c.suit % 2 else -1
        shaft(p, pal, (pike_x, 660), (pike_x, 70), WOOD, 12)
        fill(p, poly([(pike_x, 70), (pike_x - side * 150, 100), (pike_x - side * 120, 150),
                      (pike_x - side * 150, 200), (pike_x, 210)]), flag, ink, 4)
        fill(p, poly([(pike_x - 10, 74), (pike_x, 20), (pike_x + 10, 74)]), pal.gold, ink, 3)
        arm(p, pal, [(side * 130, 310), (side * 196, 400), (pike_x, 420)], sleeve, 52,
            "#ffffff")
        fist(p, pal, pike_x, 420, from_left=side < 0)
        arm(p, pal, [(-side * 130, 310), (-side * 180, 420), (-side * 100, 520)], sleeve, 52,
            "#ffffff")
        open_hand(p, pal, -side * 96, 534, -side * 120, 24)
        head(p, pal, Face(c.hair, style="long", beard="moustache" if c.suit % 2 else "none",
                          turn=-0.2 * side), 0, 180)
        _jabot(p, pal, 0, 262)
        _cavalier_hat(p, pal, shade(c.trim, 0.8), c.robe, 0, 180)
    elif c.rank == "C":
        gown = smooth([(-50, 270), (-150, 310), (-120, 480), (-220, 660), (220, 660),
                       (120, 480), (150, 310), (50, 270)])
        fill(p, gown, c.robe, ink, 5)
        stomacher = poly([(-60, 310), (60, 310), (0, 560)])
        fill(p, stomacher, c.trim, ink, 4)
        for y in range(340, 520, 36):
            line(p, poly([(-40 + (y - 310) * 0.2, y), (40 - (y - 310) * 0.2, y)], close=False),
                 pal.gold, 6)
        _fan(p, pal, 140, 420, shade(c.trim, 1.3) if c.suit != BATONS else "#ffffff")
        arm(p, pal, [(130, 310), (190, 420), (140, 440)], sleeve, 48, "#ffffff")
        fist(p, pal, 140, 432, -30, r=22, from_left=False)
        arm(p, pal, [(-130, 310), (-170, 430), (-60, 470)], sleeve, 48, "#ffffff")
        open_hand(p, pal, -52, 470, 70, 22)
        _ruff(p, pal, 0, 268)
        head(p, pal, Face(c.hair, woman=True, style="bun", eyes="#46683a"), 0, 170)
        crown(p, pal, "coronet", 0, 102, 84)
        for sx in (-1, 1):
            fill(p, ellipse(sx * 46, 226, 6, 9), pal.gold, ink, 2)
    else:
        cape = smooth([(-90, 250), (-210, 320), (-220, 660), (220, 660), (210, 320),
                       (90, 250)])
        fill(p, cape, c.trim, ink, 5)
        _coat(p, c, True)
        for sx in (-1, 1):
            _ermine(p, pal, smooth([(sx * 60, 256), (sx * 150, 270), (sx * 214, 330),
                                    (sx * 190, 380), (sx * 120, 330), (sx * 70, 300)]))
        angle = {COINS: 60, CUPS: -60, SWORDS: 45, BATONS: -45}[c.suit]
        hx = -40 if angle > 0 else 40
        p.save()
        p.translate(hx, 440)
        p.rotate(angle)
        fill(p, rect(-14, -150, 28, 300, 12), pal.blue, ink, 4)
        for y in range(-120, 140, 60):
            fill(p, ellipse(0, y, 7), pal.gold, ink, 1.5)
        fill(p, rect(-18, -160, 36, 20, 6), pal.gold, ink, 3)
        fill(p, rect(-18, 140, 36, 20, 6), pal.gold, ink, 3)
        p.restore()
        s = 1 if angle > 0 else -1
        arm(p, pal, [(-s * 150, 320), (-s * 190, 430), (hx, 440)], sleeve, 56, "#ffffff")
        fist(p, pal, hx, 440, angle, from_left=s > 0)
        arm(p, pal, [(s * 150, 320), (s * 200, 440), (s * 150, 540)], sleeve, 56, "#ffffff")
        open_hand(p, pal, s * 146, 552, s * 160, 26)
        head(p, pal, Face(c.hair, old=c.suit in (CUPS, SWORDS), beard="pointed" if c.suit % 2
                          else "moustache", style="curls"), 0, 180)
        _jabot(p, pal, 0, 258)
        crown(p, pal, "fleurs" if c.suit % 2 else "points", 0, 112, 112)


# --- Toscane: whole figures, single-ended -----------------------------------

def _legs(p: QPainter, pal: Palette, hose: str, other: str, top: float) -> None:
    ink = pal.ink
    for sx, colour in ((-1, hose), (1, other)):
        fill(p, smooth([(sx * 20, top), (sx * 84, top), (sx * 70, 820), (sx * 62, 940),
                        (sx * 34, 940), (sx * 30, 820)]), colour, ink, 4)
        fill(p, smooth([(sx * 30, 936), (sx * 70, 930), (sx * 110, 960), (sx * 100, 982),
                        (sx * 28, 982)]), shade(WOOD, 0.6), ink, 4)


def tuscan(p: QPainter, c: Court) -> None:
    """Toscane: the whole standing figure (gobbo, donna, regio) with the Tuscan cues."""
    pal = c.style.palette
    ink = pal.ink
    sleeve = shade(c.trim, 1.15)
    side = 1 if c.suit in (COINS, SWORDS) else -1
    if c.rank == "F":
        _legs(p, pal, c.trim, shade(c.robe, 0.8), 600)
        tunic = QPainterPath(QPointF(-46, 236))
        tunic.quadTo(-116, 240, -130, 272)
        tunic.lineTo(-112, 420)
        tunic.quadTo(-146, 540, -156, 640)
        tunic.quadTo(0, 664, 156, 640)
        tunic.quadTo(146, 540, 112, 420)
        tunic.lineTo(130, 272)
        tunic.quadTo(116, 240, 46, 236)
        tunic.closeSubpath()
        fill(p, tunic, c.robe)
        _pattern(p, tunic, _stripes(-200, 200, 440, 660, 34, 14), shade(c.robe, 0.8))
        fill(p, tunic, NONE, ink, 4)
        fill(p, rect(-126, 420, 252, 26, 8), pal.gold, ink, 3)
        line(p, smooth([(-60, 240), (0, 300), (60, 240)], close=False), pal.gold, 10)
        if c.suit == BATONS:
            arm(p, pal, [(side * 120, 270), (side * 160, 380), (side * 80, 430)], sleeve, 48)
            _book(p, pal, side * 60, 430)
            fist(p, pal, side * 110, 472, 90, from_left=side > 0)
        elif c.suit == SWORDS:
            arm(p, pal, [(side * 120, 270), (side * 170, 380), (side * 120, 430)], sleeve, 48)
            _lily_arms(p, pal, side * 100, 430)
            fist(p, pal, side * 150, 480, 0, from_left=side < 0)
        else:
            tip = (side * 170, 120)
            if c.suit == COINS:
                halberd(p, pal, (side * 170, 960), tip)
            else:
                sword(p, pal, (side * 170, 470), side * 8, 330)
            arm(p, pal, [(side * 120, 270), (side * 190, 380), (side * 170, 470)], sleeve, 48)
            fist(p, pal, side * 170, 470, 0, from_left=side < 0)
        arm(p, pal, [(-side * 120, 270), (-side * 170, 380), (-side * 120, 440)], sleeve, 48)
        open_hand(p, pal, -side * 116, 452, -side * 150, 22)
        head(p, pal, Face(c.hair, style="bob", turn=0.25 * side), 0, 150, 0.9)
        fill(p, smooth([(-80, 106), (-50, 70), (20, 62), (90, 84), (66, 108), (0, 100)]),
             c.trim, ink, 4)
        fill(p, ellipse(60 * side, 84, 10), pal.gold, ink, 3)
    elif c.rank == "C":
        gown = QPainterPath(QPointF(-46, 236))
        gown.quadTo(-110, 240, -124, 270)
        gown.lineTo(-112, 420)
        gown.cubicTo(-150, 620, -190, 820, -206, 962)
        gown.quadTo(0, 990, 226, 968)
        gown.cubicTo(190, 820, 150, 620, 112, 420)
        gown.lineTo(124, 270)
        gown.quadTo(110, 240, 46, 236)
        gown.closeSubpath()
        fill(p, gown, c.robe, ink, 5)
        fill(p, poly([(-40, 432), (40, 432), (110, 972), (-96, 976)]), shade(c.trim, 1.25),
             ink, 4)
        for y in range(470, 950, 60):
            fill(p, ellipse(y * 0.01, y, 8), pal.gold, ink, 2)
        fill(p, rect(-112, 410, 224, 24, 8), pal.gold, ink, 3)
        fill(p, smooth([(-74, 246), (0, 300), (74, 246), (0, 262)]), pal.skin, ink, 3)
        if c.suit == BATONS:
            arm(p, pal, [(side * 120, 270), (side * 200, 300), (side * 250, 250)], sleeve, 44)
            _laurel_crown(p, pal, side * 250, 180, 66)
            fist(p, pal, side * 250, 240, 90, r=22, from_left=side < 0)
        elif c.suit == SWORDS:
            sceptre(p, pal, (side * 90, 640), (side * 200, 120), "fleur")
            arm(p, pal, [(side * 120, 270), (side * 180, 380), (side * 150, 400)], sleeve, 44)
            fist(p, pal, side * 150, 400, side * 12, r=22, from_left=side < 0)
        else:
            petals = pal.red if c.suit == CUPS else pal.gold
            flower(p, pal, (side * 160, 400), (side * 190, 140), petals, pal.green)
            arm(p, pal, [(side * 120, 270), (side * 190, 360), (side * 160, 400)], sleeve, 44)
            fist(p, pal, side * 160, 396, 0, r=22, from_left=side < 0)
        arm(p, pal, [(-side * 120, 270), (-side * 150, 370), (-side * 60, 400)], sleeve, 44)
        open_hand(p, pal, -side * 50, 396, -side * 70, 21)
        _veil(p, c.trim, ink, 0, 150)
        head(p, pal, Face(c.hair, woman=True, style="long", turn=0.2 * side), 0, 150, 0.88)
        crown(p, pal, "coronet", 0, 96, 80)
    else:
        robe = smooth([(-56, 236), (-150, 270), (-150, 500), (-170, 960), (170, 960),
                       (150, 500), (150, 270), (56, 236)])
        fill(p, robe, c.trim, ink, 5)
        front = smooth([(-70, 260), (70, 260), (100, 960), (-100, 960)])
        fill(p, front, c.robe)
        marks = QPainterPath()
        for gy in range(14):
            for gx in range(-3, 4):
                marks.addPath(ellipse(gx * 40 + (gy % 2) * 20, 300 + gy * 48, 6))
        _pattern(p, front, marks, shade(c.robe, 0.7))
        fill(p, front, NONE, ink, 4)
        _ermine(p, pal, smooth([(-150, 270), (-70, 228), (0, 244), (70, 228), (150, 270),
                                (120, 330), (0, 300), (-120, 330)]))
        fill(p, rect(-100, 930, 200, 30, 8), shade(c.trim, 0.7), ink, 3)
        if c.suit == COINS:
            arm(p, pal, [(side * 130, 290), (side * 190, 400), (side * 160, 436)], sleeve, 52,
                ERMINE)
            open_hand(p, pal, side * 160, 440, 0, 24)
            orb(p, pal, side * 164, 380, 36)
        elif c.suit == CUPS:
            sword(p, pal, (side * 170, 430), side * 4, 360)
            arm(p, pal, [(side * 130, 290), (side * 200, 380), (side * 170, 430)], sleeve, 52,
                ERMINE)
            fist(p, pal, side * 170, 430, 0, from_left=side < 0)
        else:
            sceptre(p, pal, (side * 170, 700), (side * 170, 60),
                    "fleur" if c.suit == BATONS else "orb")
            arm(p, pal, [(side * 130, 290), (side * 200, 380), (side * 170, 420)], sleeve, 52,
                ERMINE)
            fist(p, pal, side * 170, 420, 0, from_left=side < 0)
        arm(p, pal, [(-side * 130, 290), (-side * 170, 400), (-side * 80, 470)], sleeve, 52,
            ERMINE)
        open_hand(p, pal, -side * 70, 470, -side * 100, 24)
        beard = {COINS: "full", CUPS: "short", SWORDS: "fork", BATONS: "pointed"}[c.suit]
        head(p, pal, Face(c.hair, old=c.suit % 2 == 0, beard=beard, style="long",
                          turn=0.2 * side), 0, 150, 0.9)
        crown(p, pal, "arches" if c.suit % 2 else "points", 0, 92, 104, c.trim)


def _book(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """A big clasped book held upright against the body."""
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.rotate(-8)
    fill(p, rect(-84, -110, 176, 220, 10), "#f3ead2", ink, 4)
    fill(p, rect(-72, -116, 164, 230, 10), "#7b2a1e", ink, 4)
    fill(p, rect(-56, -96, 132, 190, 6), NONE, pal.gold, 4)
    for cy in (-50, 50):
        fill(p, rect(-80, cy - 12, 30, 24, 4), pal.gold, ink, 3)
    fill(p, ellipse(10, 0, 24), pal.gold, ink, 3)
    fill(p, ellipse(10, 0, 9), pal.red, ink, 2)
    p.restore()


def _lily_arms(p: QPainter, pal: Palette, x: float, y: float) -> None:
    """The gobbo nero's coat of arms: the red Florentine lily on a white shield."""
    shield = shield_badge(p, pal, x, y, 170, "#ffffff")
    p.save()
    p.setClipPath(shield, Qt.ClipOperation.IntersectClip)
    fill(p, rect(x - 100, y - 110, 200, 22), pal.gold, pal.ink, 3)
    p.restore()
    lily(p, pal, x, y + 4, 150)


def _laurel_crown(p: QPainter, pal: Palette, x: float, y: float, r: float) -> None:
    """A laurel wreath tied with a red ribbon, held out by its rim."""
    ink = pal.ink
    leaves = QPainterPath()
    for i in range(16):
        a = math.tau * i / 16
        px, py = x + r * math.cos(a), y + r * 0.8 * math.sin(a)
        leaf = smooth([(0, 0), (10, -14), (0, -34), (-10, -14)])
        leaves.addPath(QTransform().translate(px, py).rotate(math.degrees(a) + 60).map(leaf))
    p.setBrush(Qt.BrushStyle.NoBrush)
    line(p, ellipse(x, y, r, r * 0.8), shade(pal.green, 0.45), 8)
    fill(p, leaves, pal.green, shade(pal.green, 0.45), 2.5)
    fill(p, ellipse(x, y - r * 0.8, 12, 9), pal.red, ink, 3)
    for sx in (-1, 1):
        fill(p, poly([(x, y - r * 0.8), (x + sx * 30, y - r * 0.8 - 40), (x + sx * 18,
                      y - r * 0.8 - 44)]), pal.red, ink, 2.5)
