"""Court figures: Fante, Cavallo on horseback, Re (and the French Donna).

Figures are drawn in a 640 x 1000 figure box (x -320..320, y 0 at the top of
the headgear, 1000 at the ground). Each suit has its own look: headgear,
beard, robe pattern, horse coat and what the free hand holds, so the twelve
courts of a deck are twelve different people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, stroke
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle

FIG_W, FIG_H = 640.0, 1000.0


@dataclass(frozen=True)
class Look:
    """What distinguishes one suit's courts from another's."""

    crown: str
    hat: str
    beard: str
    pattern: str
    horse: str


LOOKS = (
    Look("points", "beret", "full", "dots", "#f1ebde"),
    Look("arches", "plume", "fork", "stripes", "#8b5a2b"),
    Look("fleur", "helmet", "pointed", "chevrons", "#a7adb5"),
    Look("tall", "cap", "short", "lozenges", "#4a3426"),
)


@dataclass
class Court:
    """Everything one figure needs: the deck, the suit and the rank."""

    style: DeckStyle
    suit: int
    rank: str

    @property
    def look(self) -> Look:
        suit = self.suit
        if "french_copies" in self.style.specials:
            suit = {COINS: SWORDS, CUPS: BATONS}.get(suit, suit)
        return LOOKS[suit]

    @property
    def feminine(self) -> bool:
        if self.rank == "F":
            return self.style.feminine_fante
        return self.rank == "C" and self.style.suit_system == "french"

    @property
    def robe(self) -> str:
        return self.style.palette.robe[self.suit]

    @property
    def trim(self) -> str:
        return self.style.palette.trim[self.suit]

    @property
    def hair(self) -> str:
        return self.style.palette.hair[self.suit]

    @property
    def on_horse(self) -> bool:
        return self.rank == "C" and self.style.latin

    def has(self, cue: str) -> bool:
        return cue in self.style.specials


def bust_window(court: Court) -> tuple[float, float]:
    """The slice of the figure box shown in each half of a double-ended court."""
    return (150.0, 690.0) if court.on_horse else (0.0, 560.0)


def draw_court(p: QPainter, court: Court) -> None:
    """Paint the whole figure in figure-box coordinates.

    Cups and batons face the other way (sign in the other hand, horse turned), so that
    neighbouring suits never stand alike."""
    p.save()
    if court.suit in (CUPS, BATONS):
        p.scale(-1, 1)
    if court.on_horse:
        _horseman(p, court)
    else:
        _standing(p, court)
    p.restore()


# --- pieces ----------------------------------------------------------------

def _limb(p: QPainter, pts: Sequence[tuple[float, float]], colour: str, ink: str,
          width: float) -> None:
    path = smooth(pts, close=False) if len(pts) > 2 else poly(pts, close=False)
    stroke(p, path, ink, width + 9)
    stroke(p, path, colour, width)


def _hand(p: QPainter, c: Court, x: float, y: float, r: float = 24) -> None:
    fill(p, ellipse(x, y, r, r * 0.9), c.style.palette.skin, c.style.palette.ink, 4)


def _pattern(p: QPainter, c: Court, clip: QPainterPath, colour: str) -> None:
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    kind = c.look.pattern
    marks = QPainterPath()
    if kind == "dots":
        for gx in range(-6, 7):
            for gy in range(0, 20):
                marks.addPath(ellipse(gx * 48 + (gy % 2) * 24, 260 + gy * 40, 7))
    elif kind == "stripes":
        for gx in range(-8, 9, 2):
            marks.addRect(gx * 28, 250, 22, 760)
    elif kind == "chevrons":
        for gy in range(0, 16):
            y = 270 + gy * 50
            marks.addPath(poly([(-330, y), (0, y + 60), (330, y), (330, y + 16),
                                (0, y + 76), (-330, y + 16)]))
    else:
        for gx in range(-6, 7):
            for gy in range(0, 16):
                x, y = gx * 60 + (gy % 2) * 30, 270 + gy * 50
                marks.addPath(poly([(x, y - 14), (x + 10, y), (x, y + 14), (x - 10, y)]))
    fill(p, marks, colour)
    p.restore()


def _head(p: QPainter, c: Court, x: float, y: float, scale: float = 1.0) -> None:
    """Face, hair, beard and headgear centred on (x, y)."""
    pal = c.style.palette
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.scale(scale, scale)
    fem = c.feminine
    if fem:
        fill(p, smooth([(-66, -30), (-60, 60), (-80, 150), (0, 130), (80, 150), (60, 60),
                        (66, -30), (0, -80)]), c.hair, ink, 4)
    else:
        fill(p, ellipse(0, -8, 62, 68), c.hair, ink, 4)
    fill(p, rect(-20, 40, 40, 60), pal.skin, ink, 4)
    fill(p, ellipse(0, 0, 50, 62), pal.skin, ink, 4)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 19, -8, 9, 5.5), "#ffffff", ink, 2.5)
        fill(p, ellipse(sx * 19, -8, 4.2), ink)
        stroke(p, poly([(sx * 8, -24), (sx * 22, -28), (sx * 32, -22)], close=False), c.hair
               if not fem else ink, 5 if not fem else 3)
        fill(p, ellipse(sx * 28, 18, 10, 6), shade(pal.red, 1.6))
    stroke(p, poly([(0, -10), (-6, 18), (3, 22)], close=False), shade(pal.skin, 0.6), 3.5)
    lips = QPainterPath(QPointF(-13, 34))
    lips.cubicTo(-5, 42, 5, 42, 13, 34)
    lips.cubicTo(5, 38, -5, 38, -13, 34)
    fill(p, lips, pal.red, shade(pal.red, 0.6), 2)
    if not fem:
        _beard(p, c)
    _headgear(p, c)
    p.restore()


def _beard(p: QPainter, c: Court) -> None:
    ink, hair = c.style.palette.ink, c.hair
    moustache = smooth([(-30, 30), (-14, 22), (0, 26), (14, 22), (30, 30), (14, 30), (0, 32),
                        (-14, 30)])
    if c.rank == "F":
        return
    kind = c.look.beard if c.rank == "R" else "short"
    if kind == "full":
        beard = smooth([(-48, 10), (-40, 60), (-18, 96), (0, 104), (18, 96), (40, 60), (48, 10),
                        (30, 44), (0, 48), (-30, 44)])
    elif kind == "fork":
        beard = smooth([(-46, 14), (-34, 70), (-14, 112), (0, 84), (14, 112), (34, 70),
                        (46, 14), (28, 46), (0, 50), (-28, 46)])
    elif kind == "pointed":
        beard = smooth([(-44, 20), (-24, 70), (0, 124), (24, 70), (44, 20), (24, 46), (0, 50),
                        (-24, 46)])
    else:
        beard = smooth([(-44, 18), (-30, 56), (0, 72), (30, 56), (44, 18), (26, 44), (0, 48),
                        (-26, 44)])
    fill(p, beard, c.hair, ink, 3.5)
    fill(p, moustache, hair, ink, 2.5)


def _headgear(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    if c.rank == "R" or (c.feminine and c.rank == "C"):
        kind = c.look.crown
        base = rect(-54, -82, 108, 28, 6)
        if kind == "points":
            top = poly([(-54, -70), (-62, -140), (-30, -100), (0, -150), (30, -100), (62, -140),
                        (54, -70)])
        elif kind == "arches":
            top = smooth([(-54, -70), (-50, -120), (-20, -150), (0, -128), (20, -150),
                          (50, -120), (54, -70)])
        elif kind == "fleur":
            top = poly([(-54, -70), (-56, -120), (-40, -104), (-28, -136), (-14, -104), (0, -150),
                        (14, -104), (28, -136), (40, -104), (56, -120), (54, -70)])
        else:
            top = poly([(-48, -70), (-40, -150), (40, -150), (48, -70)])
        if c.feminine:
            p.save()
            p.scale(0.75, 0.75)
            p.translate(0, -22)
        fill(p, top, pal.gold, ink, 4)
        if kind == "tall":
            fill(p, rect(-36, -140, 72, 56, 10), c.robe, ink, 3)
            fill(p, ellipse(0, -160, 13), pal.gold, ink, 3)
        fill(p, base, shade(pal.gold, 0.85), ink, 4)
        for x in (-30, 0, 30):
            fill(p, ellipse(x, -68, 7), pal.red if x else pal.blue, ink, 2)
        if c.feminine:
            p.restore()
        return
    if c.feminine:
        veil = smooth([(-62, -40), (-40, -84), (0, -96), (40, -84), (62, -40), (74, 40),
                       (50, -20), (0, -52), (-50, -20), (-74, 40)])
        fill(p, veil, c.trim, ink, 4)
        fill(p, ellipse(0, -72, 14, 10), pal.gold, ink, 3)
        return
    kind = c.look.hat if c.rank == "F" else ("plume" if c.suit % 2 else "helmet")
    if c.has("executioner") and c.rank == "F" and c.suit == SWORDS:
        kind = "hood"
    if c.rank == "F" and c.has("flat_hat"):
        kind = "flat"
    elif c.rank == "F" and c.has("fante_helmet"):
        kind = "helmet"
    if c.rank == "C" and c.suit == CUPS and c.has("ober_bicorne"):
        kind = "bicorne"
    if kind == "beret":
        fill(p, smooth([(-70, -40), (-40, -96), (20, -104), (80, -70), (60, -40), (0, -52)]),
             c.trim, ink, 4)
        stroke(p, smooth([(40, -90), (90, -150), (120, -130)], close=False), pal.paper, 10)
        fill(p, ellipse(44, -80, 10), pal.gold, ink, 3)
    elif kind == "plume":
        fill(p, ellipse(0, -48, 92, 18), c.trim, ink, 4)
        fill(p, smooth([(-44, -50), (-36, -96), (36, -96), (44, -50)]), c.trim, ink, 4)
        plume = smooth([(20, -90), (70, -150), (110, -120), (60, -100)])
        fill(p, plume, pal.paper, ink, 3)
        fill(p, rect(-44, -64, 88, 12), pal.gold, ink, 2)
    elif kind == "helmet":
        fill(p, smooth([(-58, -30), (-54, -86), (0, -112), (54, -86), (58, -30), (0, -48)]),
             "#c9ced6", ink, 4)
        stroke(p, poly([(0, -112), (0, -48)], close=False), ink, 4)
        fill(p, smooth([(0, -110), (40, -150), (80, -140), (30, -106)]), pal.red, ink, 3)
    elif kind == "bicorne":
        hat = QPainterPath(QPointF(-124, -50))
        hat.cubicTo(-96, -104, -50, -128, 0, -124)
        hat.cubicTo(50, -128, 96, -104, 124, -50)
        hat.quadTo(0, -30, -124, -50)
        fill(p, hat, shade(pal.ink, 1.25), ink, 4)
        stroke(p, smooth([(-110, -56), (-60, -104), (0, -116), (60, -104), (110, -56)],
                         close=False), pal.gold, 6)
        fill(p, ellipse(0, -72, 18), c.robe, ink, 3)
        fill(p, ellipse(0, -72, 7), pal.gold, ink, 2)
    elif kind == "hood":
        fill(p, smooth([(-64, 40), (-66, -50), (0, -110), (66, -50), (64, 40), (40, -10),
                        (0, -46), (-40, -10)]), pal.red, ink, 4)
    elif kind == "flat":
        fill(p, ellipse(0, -52, 104, 15), c.trim, ink, 4)
        fill(p, smooth([(-50, -56), (-46, -82), (0, -88), (46, -82), (50, -56), (0, -62)]),
             c.trim, ink, 4)
        fill(p, rect(-50, -66, 100, 10, 4), pal.gold, ink, 2.5)
    else:
        fill(p, smooth([(-56, -36), (-50, -92), (0, -98), (50, -92), (56, -36), (0, -50)]),
             c.trim, ink, 4)
        fill(p, rect(-58, -50, 116, 18, 6), pal.gold, ink, 3)


def _held_sign(p: QPainter, c: Court, x: float, y: float, size: float) -> None:
    """The suit sign in the raised hand (French courts hold an attribute instead)."""
    style = c.style
    p.save()
    p.translate(x, y)
    if style.suit_system == "french":
        _attribute(p, c, size)
        p.restore()
        return
    down = c.has("sword_down") and c.rank == "F" and c.suit == SWORDS
    if c.suit in (SWORDS, BATONS) and style.suit_system != "german":
        long_sign = 1.6 if c.suit == SWORDS else 1.25
        p.rotate(180 if down else (-12 if c.suit == SWORDS else -16))
        p.translate(0, -size * long_sign * 0.34)
        p.scale(size * long_sign / 100, size * long_sign / 100)
    else:
        p.translate(0, -size * 0.45)
        p.scale(size / 100, size / 100)
    draw_sign(p, style, c.suit)
    p.restore()


def _attribute(p: QPainter, c: Court, size: float) -> None:
    pal = c.style.palette
    ink = pal.ink
    if c.rank == "R":
        fill(p, rect(-8, -size * 1.2, 16, size * 1.4, 6), pal.gold, ink, 3)
        fill(p, ellipse(0, -size * 1.25, 22), pal.gold, ink, 3)
        fill(p, ellipse(0, -size * 1.25, 9), pal.red, ink, 2)
    elif c.feminine:
        stroke(p, smooth([(0, 20), (-6, -60), (4, -size * 0.9)], close=False), pal.green, 8)
        for i in range(5):
            p.save()
            p.translate(4, -size * 0.95)
            p.rotate(i * 72)
            fill(p, ellipse(0, -20, 12, 20), pal.red, ink, 2.5)
            p.restore()
        fill(p, ellipse(4, -size * 0.95, 10), pal.gold, ink, 2)
    else:
        fill(p, rect(-6, -size * 1.5, 12, size * 1.7, 4), "#8a5a2b", ink, 3)
        head = poly([(0, -size * 1.75), (22, -size * 1.45), (0, -size * 1.38),
                     (-22, -size * 1.45)])
        fill(p, head, "#d8dde6", ink, 3)


# --- the standing figure ---------------------------------------------------

def _standing(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    king = c.rank == "R"
    long_robe = king or c.feminine
    hem = 950.0 if long_robe else 660.0
    cloak = smooth([(-118, 290), (-210, hem * 0.7), (-200, hem + 10), (200, hem + 10),
                    (210, hem * 0.7), (118, 290)])
    fill(p, cloak, c.trim, ink, 5)
    fill(p, smooth([(-180, hem * 0.75), (-170, hem + 6), (170, hem + 6), (180, hem * 0.75),
                    (0, hem * 0.9)]), shade(c.trim, 0.75))
    if not long_robe:
        for sx in (-1, 1):
            leg = rect(sx * 46 - 24, 620, 48, 320, 18)
            fill(p, leg, c.trim if sx < 0 else shade(c.robe, 0.8), ink, 5)
            fill(p, ellipse(sx * 54, 950, 46, 20), shade(pal.ink, 1.35), ink, 4)
    robe = QPainterPath(QPointF(-112, 280))
    robe.cubicTo(-130, 380, -96, 460, -100, 520)
    robe.cubicTo(-150 if long_robe else -130, 700, -180 if long_robe else -150, hem - 50,
                 -185 if long_robe else -150, hem)
    robe.lineTo(185 if long_robe else 150, hem)
    robe.cubicTo(180 if long_robe else 150, hem - 50, 150 if long_robe else 130, 700, 100, 520)
    robe.cubicTo(96, 460, 130, 380, 112, 280)
    robe.closeSubpath()
    fill(p, robe, c.robe)
    _pattern(p, c, robe, shade(c.robe, 0.78))
    fill(p, robe, "#00000000", ink, 5)
    fill(p, rect(-24, 300, 48, hem - 310), pal.gold, ink, 3)
    for y in range(330, int(hem) - 20, 60):
        fill(p, ellipse(0, y, 9), pal.red if c.suit != CUPS else pal.blue, ink, 2)
    fill(p, rect(-108, 506, 216, 30, 8), shade(c.trim, 0.7), ink, 4)
    fill(p, rect(-20, 500, 40, 42, 6), pal.gold, ink, 3)
    hem_band = QPainterPath()
    hem_band.addRect(-200, hem - 34, 400, 34)
    fill(p, hem_band.intersected(robe), pal.gold, ink, 3)
    fill(p, smooth([(-80, 270), (0, 300), (80, 270), (60, 306), (0, 330), (-60, 306)]),
         pal.paper, ink, 3)
    # the arm holding the suit sign, raised on the viewer's left
    sleeve = shade(c.trim, 1.2)
    # (a German Unter holds his sign low, at the hip; the Ober holds it high)
    low = c.rank == "F" and c.style.suit_system == "german"
    if low:
        _limb(p, [(-104, 300), (-170, 420), (-206, 560)], sleeve, ink, 58)
    else:
        _limb(p, [(-104, 300), (-170, 380), (-190, 440)], sleeve, ink, 58)
        _limb(p, [(-190, 440), (-200, 400), (-196, 360)], c.robe, ink, 48)
    # the other arm
    right_hand = (150.0, 560.0)
    _limb(p, [(104, 300), (160, 410), right_hand], sleeve, ink, 58)
    _free_hand(p, c, *right_hand)
    _head(p, c, 0, 170)
    held = (-210.0, 590.0) if low else (-196.0, 352.0)
    _held_sign(p, c, *held, 190)
    _hand(p, c, *held)


def _free_hand(p: QPainter, c: Court, x: float, y: float) -> None:
    """Sceptre, branch, axe, shield, bird or a second sword: pattern cues live here."""
    pal = c.style.palette
    ink = pal.ink
    if c.rank == "R" and c.suit == COINS and c.has("king_axe"):
        ornaments.axe(p, c.style, x + 20, y - 150, 420)
    elif c.rank == "R" and c.suit == BATONS and c.has("king_arms"):
        ornaments.shield(p, c.style, x + 30, y - 110, 170, "cross")
    elif c.rank == "F" and c.suit == BATONS and c.has("fante_serpent"):
        ornaments.shield(p, c.style, x + 30, y - 110, 170, "serpent")
    elif c.rank == "R" and c.suit == COINS and c.has("king_bird"):
        ornaments.bird(p, c.style, x + 10, y - 60, 140)
    elif c.rank == "F" and c.suit == SWORDS and c.has("two_swords"):
        p.save()
        p.translate(x, y + 60)
        p.rotate(200)
        p.scale(2.8, 2.8)
        draw_sign(p, c.style, SWORDS)
        p.restore()
    elif c.rank == "F" and c.suit == SWORDS and c.has("sword_down"):
        stroke(p, smooth([(x, y), (x + 20, y - 160), (x + 50, y - 280)], close=False),
               "#5b7d2b", 10)
        for i in range(6):
            fill(p, ellipse(x + 10 + i * 7 + (18 if i % 2 else -18), y - 60 - i * 40, 20, 10),
                 pal.green, ink, 2)
    elif c.rank == "R" and c.suit in (COINS, CUPS):
        fill(p, rect(x - 8, y - 250, 16, 330, 6), pal.gold, ink, 3)
        fill(p, ellipse(x, y - 258, 22), pal.gold, ink, 3)
        fill(p, ellipse(x, y - 258, 9), pal.red, ink, 2)
    _hand(p, c, x, y)


# --- the horseman ----------------------------------------------------------

def _horseman(p: QPainter, c: Court) -> None:
    pal = c.style.palette
    ink = pal.ink
    coat = c.look.horse
    dark = shade(coat, 0.7)
    tail = smooth([(190, 630), (250, 700), (260, 820), (230, 880), (220, 760), (180, 680)])
    fill(p, tail, shade(coat, 0.5), ink, 4)
    for x0, lift in ((150, 0), (100, 0), (-110, 1), (-160, 0)):
        if lift:
            pts = [(x0, 720), (x0 - 60, 800), (x0 - 20, 850)]
        else:
            pts = [(x0, 720), (x0 + 6, 840), (x0, 945)]
        _limb(p, pts, coat if x0 in (150, -110) else dark, ink, 38)
        end = pts[-1]
        fill(p, rect(end[0] - 24, end[1] - 4, 48, 28, 6), ink)
    body = smooth([(-190, 640), (-120, 580), (60, 590), (200, 620), (230, 700), (170, 770),
                   (-20, 770), (-170, 740)])
    fill(p, body, coat, ink, 5)
    neck = smooth([(-190, 660), (-250, 520), (-240, 440), (-170, 420), (-120, 520),
                   (-110, 620)])
    fill(p, neck, coat, ink, 5)
    head = smooth([(-250, 430), (-300, 500), (-318, 560), (-290, 575), (-250, 530),
                   (-190, 470), (-190, 420), (-220, 400)])
    fill(p, head, coat, ink, 5)
    fill(p, poly([(-226, 410), (-236, 372), (-208, 398)]), coat, ink, 4)
    fill(p, ellipse(-246, 458, 7), ink)
    mane = smooth([(-220, 404), (-170, 420), (-120, 520), (-110, 610), (-140, 560),
                   (-170, 480)])
    fill(p, mane, shade(coat, 0.45), ink, 3)
    stroke(p, poly([(-300, 540), (-200, 470), (-60, 470)], close=False), pal.red, 7)
    cloth = smooth([(-110, 590), (120, 600), (150, 700), (100, 760), (-80, 760),
                    (-130, 690)])
    fill(p, cloth, c.trim, ink, 4)
    _pattern(p, c, cloth, shade(c.trim, 0.8))
    fringe = QPainterPath()
    for i in range(12):
        fringe.addPath(ellipse(-70 + i * 16, 762, 6))
    fill(p, fringe, pal.gold, ink, 2)
    fill(p, rect(-60, 560, 160, 50, 16), shade(pal.red, 0.8), ink, 4)
    # rider
    fill(p, smooth([(-40, 420), (70, 420), (90, 560), (-60, 560)]), c.robe, ink, 5)
    _pattern(p, c, smooth([(-40, 420), (70, 420), (90, 560), (-60, 560)]),
             shade(c.robe, 0.78))
    _limb(p, [(30, 560), (40, 660), (20, 740)], shade(c.robe, 0.8), ink, 48)
    fill(p, ellipse(8, 760, 34, 16), ink)
    stroke(p, poly([(20, 620), (20, 760)], close=False), pal.gold, 4)
    fill(p, rect(-56, 540, 150, 28, 8), pal.gold, ink, 3)
    _limb(p, [(60, 440), (100, 520), (-40, 560)], shade(c.trim, 1.2), ink, 46)
    _hand(p, c, -40, 560, 20)
    stroke(p, poly([(-40, 560), (-190, 470)], close=False), pal.red, 6)
    _limb(p, [(-20, 440), (-80, 400), (-120, 330)], shade(c.trim, 1.2), ink, 46)
    _head(p, c, 20, 330, 0.82)
    _held_sign(p, c, -126, 318, 170)
    _hand(p, c, -126, 318, 22)

