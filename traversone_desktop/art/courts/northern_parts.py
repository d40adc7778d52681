"""Body parts of the northern Italian court figures: faces, headgear, hands, held things.

Everything is drawn around the origin in its own small unit box, so the same
face or fist serves a standing king, a rider and an executioner's trophy; the
figure modules place and scale them. Light shapes always get an ink outline
(a white feather or ermine must not vanish on the paper).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, star, stroke
from traversone_desktop.art.signs import BATONS, COINS, CUPS, draw_baton, draw_sign
from traversone_desktop.art.style import DeckStyle, Palette

Point = tuple[float, float]


# --- geometry ---------------------------------------------------------------

def band(centre: QPainterPath, widths: Sequence[float], steps: int = 28) -> QPainterPath:
    """A band of varying width along ``centre``; ``widths`` are sampled evenly along it."""
    pts = [centre.pointAtPercent(i / steps) for i in range(steps + 1)]
    left: list[Point] = []
    right: list[Point] = []
    for i, pt in enumerate(pts):
        a, b = pts[max(i - 1, 0)], pts[min(i + 1, steps)]
        dx, dy = b.x() - a.x(), b.y() - a.y()
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n, dx / n
        u = i / steps * (len(widths) - 1)
        j = min(int(u), len(widths) - 2)
        hw = (widths[j] + (widths[j + 1] - widths[j]) * (u - j)) / 2
        left.append((pt.x() + nx * hw, pt.y() + ny * hw))
        right.append((pt.x() - nx * hw, pt.y() - ny * hw))
    return poly([*left, *reversed(right)])


def limb(p: QPainter, pts: Sequence[Point], widths: Sequence[float], face: str,
         ink: str, line: float = 4.0) -> None:
    """A tapering limb (arm, leg, sleeve) through ``pts``, outlined."""
    path = smooth(pts, close=False) if len(pts) > 2 else poly(pts, close=False)
    fill(p, band(path, widths, 24), face, ink, line)


# --- faces ------------------------------------------------------------------

@dataclass(frozen=True)
class Face:
    """Who a head belongs to: age, beard, hair and how the eyes look."""

    age: str = "young"
    """young, mature or old (old adds lines and greys the beard)."""
    beard: str = "none"
    """none, moustache, short, full, forked, pointed or long."""
    hair: str = "bob"
    """bob (a page's fringe to the jaw), short, curls or long."""
    eyes: str = "open"
    """open, or closed (the executioner's trophy)."""
    turn: float = 0.0
    """-1..1: how far the face is turned to the viewer's left or right."""


def head(p: QPainter, pal: Palette, hair: str, who: Face) -> None:
    """A head about 100 wide and 120 tall centred on the origin, without headgear."""
    ink = pal.ink
    hair_c = "#d9d6cf" if who.age == "old" else hair
    t = who.turn * 8
    if who.hair == "long":
        fill(p, smooth([(-54, -30), (-62, 60), (-52, 104), (52, 104), (62, 60), (54, -30),
                        (0, -70)]), hair_c, ink, 3.5)
    elif who.hair == "bob":
        fill(p, smooth([(-56, -26), (-60, 30), (-50, 66), (50, 66), (60, 30), (56, -26),
                        (0, -70)]), hair_c, ink, 3.5)
    elif who.hair == "curls":
        curls = QPainterPath()
        for i in range(9):
            a = math.radians(160 + i * 27.5)
            curls.addPath(ellipse(52 * math.cos(a) * 1.05, -4 + 56 * math.sin(a) * 1.02, 17))
        fill(p, curls.simplified(), hair_c, ink, 3)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 46, 2, 9, 15), pal.skin, ink, 3)
    fill(p, rect(-20, 36, 40, 40), pal.skin, ink, 3.5)
    skull = smooth([(-44, -20), (-40, 30), (-22, 56), (0, 62), (22, 56), (40, 30), (44, -20),
                    (30, -54), (0, -62), (-30, -54)])
    fill(p, skull, pal.skin, ink, 3.5)
    if who.hair in ("short", "bob", "long"):
        fringe = smooth([(-46, -12), (-40, -46), (-10, -64), (24, -60), (46, -34), (46, -10),
                         (30, -30), (10, -38), (-14, -34), (-32, -26)])
        fill(p, fringe, hair_c, ink, 3)
    _features(p, pal, hair_c, who, t)
    _beard(p, pal, hair_c, who, t)


def _features(p: QPainter, pal: Palette, hair: str, who: Face, t: float) -> None:
    ink = pal.ink
    for sx in (-1, 1):
        ex = sx * 18 + t
        if who.eyes == "closed":
            stroke(p, smooth([(ex - 9, -6), (ex, -2), (ex + 9, -6)], close=False), ink, 3)
        else:
            white = smooth([(ex - 11, -6), (ex, -12), (ex + 11, -6), (ex, -1)])
            fill(p, white, "#ffffff", ink, 2)
            fill(p, ellipse(ex + t * 0.3, -6.5, 4.6), "#4a3422")
            fill(p, ellipse(ex + t * 0.3, -6.5, 2), ink)
            stroke(p, smooth([(ex - 12, -6), (ex, -13), (ex + 12, -7)], close=False), ink,
                   3.2)
        brow = smooth([(ex - 13 * sx, -18), (ex, -24), (ex + 13 * sx, -21)], close=False)
        stroke(p, brow, shade(hair, 0.7), 4.5 if who.age != "young" else 3.5)
        fill(p, ellipse(sx * 26 + t, 18, 9, 6), shade(pal.red, 1.7))
    nose = smooth([(t - 2, -8), (t + 1, 10), (t - 4, 19), (t + 2, 21), (t + 8, 18)],
                  close=False)
    stroke(p, nose, shade(pal.skin, 0.55), 3)
    lips = QPainterPath()
    lips.moveTo(t - 12, 33)
    lips.cubicTo(t - 4, 30, t + 4, 30, t + 12, 33)
    lips.cubicTo(t + 5, 41, t - 5, 41, t - 12, 33)
    fill(p, lips, shade(pal.red, 0.9), shade(pal.red, 0.5), 1.6)
    stroke(p, poly([(t - 12, 33), (t + 12, 33)], close=False), shade(pal.red, 0.4), 1.6)
    if who.age == "old":
        for y in (-36, -30):
            stroke(p, smooth([(-22, y), (0, y - 3), (22, y)], close=False),
                   shade(pal.skin, 0.7), 2)
        for sx in (-1, 1):
            stroke(p, poly([(sx * 31 + t, -4), (sx * 37 + t, -9)], close=False),
                   shade(pal.skin, 0.7), 2)


def _beard(p: QPainter, pal: Palette, hair: str, who: Face, t: float) -> None:
    ink = pal.ink
    kind = who.beard
    if kind == "none":
        return
    shapes = {
        "short": [(-44, 4), (-34, 48), (-12, 66), (12, 66), (34, 48), (44, 4), (30, 30),
                  (12, 42), (-12, 42), (-30, 30)],
        "full": [(-46, 0), (-44, 60), (-22, 100), (0, 108), (22, 100), (44, 60), (46, 0),
                 (30, 30), (12, 44), (-12, 44), (-30, 30)],
        "forked": [(-46, 0), (-40, 66), (-20, 112), (-4, 84), (4, 84), (20, 112), (40, 66),
                   (46, 0), (30, 30), (12, 44), (-12, 44), (-30, 30)],
        "pointed": [(-44, 6), (-30, 56), (0, 118), (30, 56), (44, 6), (28, 32), (12, 44),
                    (-12, 44), (-28, 32)],
        "long": [(-48, 0), (-50, 80), (-30, 140), (0, 156), (30, 140), (50, 80), (48, 0),
                 (30, 30), (12, 44), (-12, 44), (-30, 30)],
    }
    if kind in shapes:
        pts = [(x + t * 0.5, y) for x, y in shapes[kind]]
        fill(p, smooth(pts), hair, ink, 3)
        for i in range(-2, 3):
            stroke(p, smooth([(i * 12 + t, 50), (i * 13 + t, 70), (i * 11 + t, 88)],
                             close=False), shade(hair, 0.75), 2)
        lips = smooth([(t - 10, 36), (t, 33), (t + 10, 36), (t, 41)])
        fill(p, lips, shade(pal.red, 0.9), shade(pal.red, 0.5), 1.6)
    moustache = smooth([(t, 24), (t + 16, 24), (t + 32, 36), (t + 14, 31), (t, 30),
                        (t - 14, 31), (t - 32, 36), (t - 16, 24)])
    fill(p, moustache, hair, ink, 2.5)


# --- headgear ---------------------------------------------------------------

def headgear(p: QPainter, pal: Palette, kind: str, colour: str, trim: str) -> None:
    """Headgear over a :func:`head`: crowns for kings, hats, caps, hoods and helmets."""
    ink = pal.ink
    gold = pal.gold
    if kind == "crown_open":
        fill(p, smooth([(-50, -40), (-44, -64), (0, -70), (44, -64), (50, -40), (0, -48)]),
             colour, ink, 3)
        top = QPainterPath()
        for x in (-40, -20, 0, 20, 40):
            top.addPath(star(x, -92 - (8 if x == 0 else 0), 14, 6, 3, -90).united(
                rect(x - 5, -90, 10, 30)))
        fill(p, top.simplified(), gold, ink, 3)
        fill(p, rect(-52, -70, 104, 24, 6), gold, ink, 3.5)
        for x in (-34, 0, 34):
            fill(p, ellipse(x, -58, 6.5, 8), pal.red if x else pal.blue, ink, 2)
    elif kind == "crown_cap":
        fill(p, smooth([(-46, -60), (-40, -118), (0, -142), (40, -118), (46, -60)]), colour,
             ink, 3.5)
        stroke(p, smooth([(0, -60), (0, -140)], close=False), gold, 6)
        fill(p, ellipse(0, -150, 11), gold, ink, 3)
        fill(p, poly([(-4, -162), (4, -162), (4, -180), (-4, -180)]), gold, ink, 2)
        fill(p, poly([(-10, -174), (10, -174), (10, -168), (-10, -168)]), gold, ink, 2)
        fill(p, poly([(-56, -44), (-60, -92), (-40, -70), (-20, -96), (0, -72), (20, -96),
                      (40, -70), (60, -92), (56, -44)]), gold, ink, 3.5)
        for x in (-20, 20):
            fill(p, ellipse(x, -58, 6), pal.red, ink, 2)
    elif kind == "corno":
        hat = smooth([(-56, -34), (-58, -90), (-30, -128), (20, -150), (46, -130), (56, -90),
                      (58, -34), (0, -44)])
        fill(p, hat, colour, ink, 3.5)
        for i in range(5):
            stroke(p, smooth([(-40 + i * 20, -44), (-36 + i * 16, -110)], close=False),
                   shade(colour, 0.75), 3)
        fill(p, rect(-60, -54, 120, 20, 8), gold, ink, 3)
        fill(p, star(-30, -70, 10, 4, 4), gold, ink, 2)
        fill(p, poly([(-52, -52), (-40, -84), (-24, -60), (0, -92), (24, -60), (40, -84),
                      (52, -52)]), gold, ink, 3)
    elif kind == "crown_tall":
        fill(p, smooth([(-48, -50), (-46, -120), (0, -132), (46, -120), (48, -50)]), colour,
             ink, 3)
        for sx in (-1, 1):
            stroke(p, smooth([(sx * 44, -56), (sx * 40, -118), (0, -148)], close=False), ink,
                   12)
            stroke(p, smooth([(sx * 44, -56), (sx * 40, -118), (0, -148)], close=False), gold,
                   7)
        stroke(p, poly([(0, -60), (0, -148)], close=False), ink, 12)
        stroke(p, poly([(0, -60), (0, -148)], close=False), gold, 7)
        fill(p, ellipse(0, -158, 13), gold, ink, 3)
        fill(p, rect(-54, -70, 108, 26, 5), gold, ink, 3.5)
        for x in (-32, -11, 11, 32):
            fill(p, rect(x - 5, -64, 10, 14, 3), pal.red if x < 0 else pal.green, ink, 1.5)
    elif kind == "beret":
        fill(p, smooth([(-76, -36), (-60, -84), (0, -104), (70, -90), (92, -54), (50, -40),
                        (0, -46)]), colour, ink, 3.5)
        fill(p, rect(-56, -52, 112, 18, 8), trim, ink, 3)
        feather(p, pal, 50, -70, -30, 120)
    elif kind == "cap_flat":
        fill(p, ellipse(0, -54, 84, 16), colour, ink, 3.5)
        fill(p, smooth([(-52, -56), (-46, -92), (0, -102), (46, -92), (52, -56), (0, -62)]),
             colour, ink, 3.5)
        fill(p, rect(-54, -68, 108, 14, 5), trim, ink, 3)
        fill(p, ellipse(30, -62, 9), gold, ink, 2)
    elif kind == "cap_feather":
        fill(p, smooth([(-52, -38), (-48, -88), (-10, -108), (44, -90), (56, -38), (0, -50)]),
             colour, ink, 3.5)
        fill(p, smooth([(-60, -36), (-54, -56), (56, -56), (62, -36), (0, -44)]), trim, ink,
             3)
        feather(p, pal, -40, -64, -60, 150)
    elif kind == "hood":
        hood = smooth([(-70, 60), (-72, -30), (-40, -86), (10, -100), (60, -70), (72, -10),
                       (70, 60), (44, 20), (46, -30), (0, -56), (-46, -30), (-44, 20)])
        fill(p, hood, colour, ink, 4)
        fill(p, smooth([(-72, 60), (-90, 110), (90, 110), (72, 60), (0, 80)]), colour, ink,
             4)
    elif kind == "helmet":
        fill(p, smooth([(-56, -10), (-58, -70), (-20, -104), (30, -100), (60, -66), (58, -10),
                        (40, -40), (0, -50), (-40, -40)]), "#c9ced6", ink, 3.5)
        stroke(p, smooth([(-40, -96), (0, -114), (40, -96)], close=False), ink, 4)
        fill(p, smooth([(-80, -34), (-60, -52), (60, -52), (80, -34), (40, -44), (-40, -44)]),
             "#c9ced6", ink, 3)
        feather(p, pal, 0, -104, 20, 110, colour)
    elif kind == "broad_hat":
        fill(p, smooth([(-110, -40), (-80, -62), (0, -70), (80, -62), (110, -40), (60, -46),
                        (0, -50), (-60, -46)]), colour, ink, 3.5)
        fill(p, smooth([(-48, -56), (-40, -104), (0, -112), (40, -104), (48, -56)]), colour,
             ink, 3.5)
        fill(p, rect(-48, -72, 96, 14, 4), trim, ink, 3)
    elif kind == "turban":
        fill(p, smooth([(-60, -30), (-70, -80), (-30, -112), (30, -112), (70, -80), (60, -30),
                        (0, -42)]), colour, ink, 3.5)
        for i in range(3):
            stroke(p, smooth([(-62, -44 - i * 22), (0, -58 - i * 22), (62, -44 - i * 22)],
                             close=False), shade(colour, 0.7), 4)
        fill(p, ellipse(0, -70, 12, 15), gold, ink, 3)
        fill(p, ellipse(0, -70, 5, 7), pal.red)


def feather(p: QPainter, pal: Palette, x: float, y: float, angle: float, length: float,
            colour: str = "#ffffff") -> None:
    """A curling plume rooted at (x, y), leaning ``angle`` degrees; always outlined."""
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    s = length / 100
    vane = smooth([(0, 0), (-14 * s, -30 * s), (-10 * s, -70 * s), (14 * s, -100 * s),
                   (20 * s, -70 * s), (12 * s, -30 * s)])
    fill(p, vane, colour, pal.ink, 3)
    stroke(p, smooth([(0, 0), (2 * s, -50 * s), (12 * s, -92 * s)], close=False),
           shade(colour, 0.6), 2.5)
    for i in range(1, 6):
        y0 = -i * 15 * s
        stroke(p, poly([(2 * s, y0), (-8 * s, y0 - 10 * s)], close=False), shade(colour, 0.7),
               1.6)
    p.restore()


# --- hands ------------------------------------------------------------------

def fist(p: QPainter, pal: Palette, x: float, y: float, angle: float, size: float = 30,
         thumb_side: int = 1) -> None:
    """A hand closed round a rod running at ``angle`` degrees through (x, y): the back of
    the hand, four finger joints wrapped across the rod and the thumb over them.

    Draw the held rod first: the fist goes over it, so the rod shows above and below."""
    ink = pal.ink
    with placed(p, x, y, angle, size / 30):
        fill(p, smooth([(-24, -14), (-10, -22), (22, -18), (28, 0), (22, 18), (-10, 22),
                        (-24, 14)]), pal.skin, ink, 2.5)
        for i in range(4):
            fy = -15 + i * 10
            fill(p, rect(-22, fy - 5, 40, 10.5, 5), pal.skin, ink, 2)
        thumb = smooth([(thumb_side * 16, -18), (thumb_side * 4, -24), (-thumb_side * 12, -22),
                        (-thumb_side * 14, -16), (thumb_side * 2, -13), (thumb_side * 18, -8)])
        fill(p, thumb, pal.skin, ink, 2)
        fill(p, ellipse(-thumb_side * 12, -19, 3.5, 3), shade(pal.skin, 1.3), shade(pal.skin, 0.6),
             1)


def open_hand(p: QPainter, pal: Palette, x: float, y: float, angle: float,
              size: float = 30) -> None:
    """A hand seen from the palm side, fingers up and slightly curled: it supports a coin
    or a cup from below (its finger tips overlap the held thing's lower edge)."""
    ink = pal.ink
    with placed(p, x, y, angle, size / 30):
        fill(p, smooth([(-20, 4), (-18, 26), (0, 34), (18, 26), (22, 2), (0, -4)]), pal.skin,
             ink, 2.5)
        for i, fx in enumerate((-15, -5, 5, 15)):
            tip = -22 + abs(i - 1.5) * 4
            fill(p, rect(fx - 5, tip, 10, 28 - abs(i - 1.5) * 4, 5), pal.skin, ink, 2)
        fill(p, smooth([(-20, 20), (-34, 4), (-34, -8), (-26, -6), (-18, 8)]), pal.skin, ink, 2)


def arm(p: QPainter, pal: Palette, pts: Sequence[Point], sleeve: str, cuff: str,
        thick: float = 56, puffed: bool = False) -> None:
    """A sleeved arm from the shoulder through the elbow to the wrist, with a cuff."""
    ink = pal.ink
    widths = (thick * (1.35 if puffed else 1.0), thick * (1.2 if puffed else 0.9),
              thick * 0.75, thick * 0.6)
    limb(p, pts, widths, sleeve, ink)
    if puffed:
        sh, el = pts[0], pts[1]
        for k in (0.35, 0.65):
            cx, cy = sh[0] + (el[0] - sh[0]) * k, sh[1] + (el[1] - sh[1]) * k
            stroke(p, ellipse(cx, cy, thick * 0.5, thick * 0.2), shade(sleeve, 0.7), 3)
    wx, wy = pts[-1]
    px, py = pts[-2]
    a = math.degrees(math.atan2(wy - py, wx - px))
    p.save()
    p.translate(wx, wy)
    p.rotate(a)
    fill(p, rect(-14, -thick * 0.36, 16, thick * 0.72, 5), cuff, ink, 3)
    p.restore()


# --- things held ------------------------------------------------------------

def sword(p: QPainter, pal: Palette, x: float, y: float, angle: float, length: float,
          steel: str, curve: float = 0.18) -> None:
    """A northern curved sword whose grip is centred on (x, y), the blade up at ``angle``."""
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    L = length
    spine = smooth([(0, -L * 0.09), (-L * curve * 0.3, -L * 0.45), (-L * curve * 0.2,
                    -L * 0.8), (L * curve * 0.3, -L * 0.97)], close=False)
    fill(p, band(spine, (L * 0.07, L * 0.075, L * 0.065, L * 0.04, 1)), steel, ink, 3)
    stroke(p, band(spine, (L * 0.01, L * 0.01, L * 0.01, 0.1)), shade(steel, 0.7), 2)
    fill(p, rect(-L * 0.018, -L * 0.09, L * 0.036, L * 0.17, 4), pal.red, ink, 2.5)
    fill(p, smooth([(-L * 0.12, -L * 0.085), (0, -L * 0.11), (L * 0.12, -L * 0.085),
                    (L * 0.12, -L * 0.07), (0, -L * 0.085), (-L * 0.12, -L * 0.07)]),
         pal.gold, ink, 2.5)
    fill(p, ellipse(0, L * 0.095, L * 0.03), pal.gold, ink, 2.5)
    p.restore()


@contextmanager
def placed(p: QPainter, x: float, y: float, angle: float, scale: float = 1.0) -> Iterator[None]:
    """Within the block, draw about the origin: it lands at (x, y), turned and scaled."""
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    p.scale(scale, scale)
    try:
        yield
    finally:
        p.restore()


def baton(p: QPainter, style: DeckStyle, x: float, y: float, angle: float, length: float,
          grip: float = 0.3) -> None:
    """A northern ceremonial baton held ``grip`` of its length from the lower end."""
    with placed(p, x, y, angle, length / 120):
        p.translate(0, -120 * (0.5 - grip))
        draw_baton(p, style, 120)


def sign_at(p: QPainter, style: DeckStyle, suit: int, x: float, y: float, size: float,
            angle: float = 0.0) -> None:
    """The suit sign (a coin or a cup, ``size`` across) centred on (x, y)."""
    with placed(p, x, y, angle, size / 100):
        draw_sign(p, style, suit)


def hold_sign(p: QPainter, style: DeckStyle, suit: int, x: float, y: float, angle: float,
              size: float, hand: float = 30) -> None:
    """The suit sign held by a hand at (x, y): a sword or baton gripped, a cup by its stem,
    a coin resting on the open hand."""
    pal = style.palette
    if suit == COINS:
        sign_at(p, style, COINS, x, y - size * 0.42, size, angle)
        open_hand(p, pal, x, y, angle, hand)
    elif suit == CUPS:
        sign_at(p, style, CUPS, x + size * 0.02, y - size * 0.3, size, angle)
        fist(p, pal, x, y, angle, hand * 0.9)
    elif suit == BATONS:
        baton(p, style, x, y, angle, size * 2.1)
        fist(p, pal, x, y, angle, hand)
    else:
        sword(p, pal, x, y, angle, size * 2.4, shade(pal.marks[2], 1.5))
        fist(p, pal, x, y, angle, hand)


def sceptre(p: QPainter, pal: Palette, x: float, y: float, angle: float, length: float,
            hand: float = 28) -> None:
    """A gold sceptre topped with a lily, gripped at (x, y)."""
    ink = pal.ink
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    fill(p, rect(-6, -length * 0.75, 12, length, 5), pal.gold, ink, 3)
    top = -length * 0.75
    fill(p, ellipse(0, top, 14), pal.gold, ink, 3)
    for sx in (-1, 1):
        fill(p, smooth([(0, top - 6), (sx * 22, top - 30), (sx * 18, top - 44),
                        (sx * 8, top - 24)]), pal.gold, ink, 2.5)
    fill(p, smooth([(-7, top - 10), (0, top - 54), (7, top - 10)]), pal.gold, ink, 2.5)
    p.restore()
    fist(p, pal, x, y, angle, hand)
