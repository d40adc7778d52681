"""Horses for the Spanish-suited cavalli: side view in four gaits, and seen from behind.

The side-view horse faces the viewer's left, head at x ~ -300, hooves on the
ground line y = 985 of the figure box; the rider sits near (20, 590).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.spanish_parts import limb, pattern
from traversone_desktop.art.paint import Point, ellipse, fill, poly, shade, smooth, stroke
from traversone_desktop.art.style import Palette

FORE = (60.0, 46.0, 34.0, 27.0, 25.0)
HIND = (92.0, 66.0, 38.0, 28.0, 25.0)

GAITS: dict[str, tuple[tuple[Point, ...], ...]] = {
    # far fore, far hind, near fore, near hind: joints from the body down to the hoof
    "walk": (
        ((-118, 690), (-124, 775), (-128, 855), (-126, 945), (-120, 982)),
        ((150, 670), (178, 765), (196, 850), (176, 942), (180, 982)),
        ((-158, 690), (-205, 770), (-226, 830), (-206, 900), (-188, 920)),
        ((182, 670), (188, 770), (170, 850), (128, 930), (122, 965)),
    ),
    "prance": (
        ((-118, 690), (-168, 760), (-176, 830), (-160, 900), (-146, 925)),
        ((150, 670), (160, 770), (140, 850), (100, 940), (94, 982)),
        ((-158, 690), (-236, 740), (-262, 790), (-240, 860), (-222, 880)),
        ((182, 670), (208, 770), (222, 850), (200, 942), (206, 982)),
    ),
    "stand": (
        ((-118, 690), (-122, 775), (-126, 855), (-124, 945), (-118, 982)),
        ((150, 670), (176, 765), (194, 850), (180, 942), (184, 982)),
        ((-158, 690), (-160, 775), (-166, 855), (-164, 945), (-158, 982)),
        ((182, 670), (206, 765), (222, 850), (210, 942), (214, 982)),
    ),
    "trot": (
        ((-118, 690), (-150, 770), (-150, 840), (-126, 905), (-112, 925)),
        ((150, 670), (176, 765), (200, 850), (188, 942), (194, 982)),
        ((-158, 690), (-180, 775), (-196, 855), (-206, 945), (-202, 982)),
        ((182, 670), (170, 770), (144, 840), (132, 900), (118, 918)),
    ),
}
"""Leg joints per gait (shoulder/hip, elbow/stifle, knee/hock, fetlock, hoof)."""

HEAD_TILT = {"walk": 0.0, "prance": 14.0, "stand": -8.0, "trot": 6.0}
"""Degrees the head turns about the poll: positive tucks the nose in."""


@dataclass(frozen=True)
class Horse:
    """A horse's coat, mane, cloth and gait."""

    coat: str
    mane: str
    cloth: str
    cloth_trim: str
    gait: str = "walk"
    motif: str = "plain"


@cache
def _body() -> QPainterPath:
    return smooth([(-178, 650), (-150, 600), (-90, 576), (20, 594), (120, 578), (190, 588),
                   (232, 640), (226, 710), (170, 740), (40, 752), (-110, 742), (-170, 712)])


@cache
def _neck() -> QPainterPath:
    return smooth([(-100, 600), (-134, 500), (-190, 430), (-226, 436), (-250, 480),
                   (-222, 560), (-196, 640), (-150, 690)])


@cache
def _head() -> QPainterPath:
    return smooth([(-200, 424), (-236, 432), (-272, 480), (-304, 532), (-312, 556),
                   (-296, 572), (-270, 566), (-246, 540), (-222, 524), (-200, 500),
                   (-190, 462)])


@cache
def _mane() -> QPainterPath:
    tufts = []
    for i in range(9):
        t = i / 8
        x, y = -200 + 100 * t, 432 + 150 * t - 40 * t * (1 - t)
        tufts += [(x + 6, y - 16), (x + 16, y + 6)]
    return smooth([(-214, 430), *tufts, (-96, 600), (-130, 540), (-168, 470)])


@cache
def _tail() -> tuple[QPainterPath, QPainterPath]:
    tail = smooth([(214, 600), (258, 640), (282, 720), (290, 820), (268, 900), (256, 860),
                   (246, 780), (230, 700), (206, 640)])
    strands = QPainterPath()
    for k in range(4):
        strands.moveTo(226 + k * 8, 630 + k * 10)
        strands.quadTo(268 + k * 4, 720, 262 + k * 6, 860 - k * 20)
    return tail, strands


def _leg(p: QPainter, pts: tuple[Point, ...], widths: tuple[float, ...], coat: str,
         ink: str) -> None:
    limb(p, pts, widths, coat, ink, 4)
    (x1, y1), (x0, y0) = pts[-1], pts[-2]
    p.save()
    p.translate(x1, y1)
    p.rotate(math.degrees(math.atan2(x0 - x1, y1 - y0)))
    fill(p, poly([(-15, -8), (15, -8), (19, 14), (-19, 14)]), shade(ink, 1.6), ink, 3)
    fill(p, smooth([(-16, -14), (0, -20), (16, -14), (16, -6), (-16, -6)]),
         shade(coat, 0.8), ink, 2)
    p.restore()


def side(p: QPainter, pal: Palette, horse: Horse, finery: str = "none") -> None:
    """Paint the horse and its cloth; ``finery`` adds the pattern's harness ornaments:
    a plume at the poll, pompoms (and a plume) or tassels on the breast strap."""
    ink = pal.ink
    far = shade(horse.coat, 0.78)
    ff, fh, nf, nh = GAITS[horse.gait]
    tail, strands = _tail()
    fill(p, tail, horse.mane, ink, 3.5)
    stroke(p, strands, shade(horse.mane, 0.6), 2.5)
    _leg(p, ff, FORE, far, ink)
    _leg(p, fh, HIND, far, ink)
    fill(p, _body(), horse.coat, ink, 4.5)
    _leg(p, nh, HIND, horse.coat, ink)
    stroke(p, smooth([(150, 640), (196, 660), (210, 700)], close=False),
           shade(horse.coat, 0.7), 3)
    fill(p, _neck(), horse.coat, ink, 4.5)
    p.save()
    p.translate(-205, 440)
    p.rotate(HEAD_TILT[horse.gait])
    p.translate(205, -440)
    fill(p, _head(), horse.coat, ink, 4.5)
    for ear in (smooth([(-212, 436), (-222, 396), (-204, 380), (-196, 430)]),
                smooth([(-196, 440), (-196, 396), (-182, 386), (-182, 436)])):
        fill(p, ear, horse.coat, ink, 3)
    fill(p, smooth([(-224, 436), (-240, 450), (-250, 470), (-232, 462), (-216, 448)]),
         horse.mane, ink, 2.5)
    fill(p, QPainterPath(_eye()), "#ffffff", ink, 2)
    fill(p, ellipse(-246, 466, 4.5), ink)
    stroke(p, smooth([(-236, 456), (-248, 454), (-258, 462)], close=False), ink, 2.2)
    stroke(p, smooth([(-298, 540), (-292, 548), (-298, 554)], close=False), ink, 3)
    stroke(p, smooth([(-306, 562), (-290, 562), (-276, 558)], close=False), ink, 2.5)
    stroke(p, smooth([(-244, 500), (-226, 526), (-236, 540)], close=False),
           shade(horse.coat, 0.65), 2.5)
    bridle = QPainterPath()
    bridle.moveTo(-214, 434)
    bridle.lineTo(-262, 530)
    bridle.moveTo(-226, 440)
    bridle.lineTo(-250, 450)
    bridle.moveTo(-286, 508)
    bridle.lineTo(-262, 538)
    stroke(p, bridle, ink, 9)
    stroke(p, bridle, horse.cloth_trim, 5)
    fill(p, ellipse(-262, 532, 7), shade(pal.gold, 0.9), ink, 2)
    if finery in ("plume", "pompoms"):
        for dx, colour in ((14, "#ffffff"), (0, horse.cloth_trim)):
            feather = smooth([(-214 + dx, 432), (-226 + dx, 384), (-210 + dx, 344),
                              (-184 + dx, 334), (-196 + dx, 356), (-200 + dx, 392),
                              (-204 + dx, 432)])
            fill(p, feather, colour, ink, 2.5)
    if finery == "pompoms":
        for i, (x, y) in enumerate(((-230, 470), (-246, 500), (-276, 520))):
            fill(p, ellipse(x, y, 9), (pal.red, pal.gold, pal.green)[i], ink, 2)
    p.restore()
    fill(p, _mane(), horse.mane, ink, 3.5)
    _leg(p, nf, FORE, horse.coat, ink)
    strap = smooth([(-186, 640), (-130, 672), (-90, 660)], close=False)
    stroke(p, strap, ink, 10)
    stroke(p, strap, horse.cloth_trim, 6)
    if finery == "pompoms":
        for i, (x, y) in enumerate(((-176, 648), (-150, 664), (-124, 672))):
            fill(p, ellipse(x, y + 4, 10), (pal.gold, pal.red, pal.green)[i], ink, 2)
    elif finery == "tassels":
        for x, y in ((-172, 650), (-140, 668), (-108, 668)):
            fill(p, poly([(x - 6, y), (x + 6, y), (x + 9, y + 34), (x - 9, y + 34)]),
                 horse.cloth_trim, ink, 2)
            fill(p, ellipse(x, y, 6), pal.gold, ink, 1.5)
    cloth = smooth([(-110, 596), (30, 606), (150, 596), (170, 650), (150, 730), (20, 746),
                    (-96, 730), (-124, 660)])
    fill(p, cloth, horse.cloth, ink, 4)
    pattern(p, cloth, horse.motif, shade(horse.cloth, 0.78))
    hem = QPainterPath()
    for k in range(14):
        hem.addPath(ellipse(-90 + k * 17, 740 - (k - 7) ** 2 * 0.2, 6, 9))
    fill(p, hem, horse.cloth_trim, ink, 2)


@cache
def _eye() -> QPainterPath:
    eye = QPainterPath(QPointF(-256, 468))
    eye.quadTo(-246, 456, -236, 466)
    eye.quadTo(-246, 474, -256, 468)
    return eye


def reins(p: QPainter, pal: Palette, horse: Horse, hand: Point) -> None:
    """Reins from the bit to the rider's hand (drawn before the hand)."""
    a = math.radians(HEAD_TILT[horse.gait])
    bx, by = -262 + 205, 532 - 440
    bit = (-205 + bx * math.cos(a) - by * math.sin(a), 440 + bx * math.sin(a) + by * math.cos(a))
    rein = smooth([bit, ((bit[0] + hand[0]) / 2, (bit[1] + hand[1]) / 2 + 30), hand],
                  close=False)
    stroke(p, rein, pal.ink, 8)
    stroke(p, rein, horse.cloth_trim, 4)


def behind(p: QPainter, pal: Palette, horse: Horse) -> None:
    """The horse seen from behind, walking away: croup, tail, hind legs, head beyond."""
    ink = pal.ink
    far = shade(horse.coat, 0.75)
    for sx in (-1, 1):
        _leg(p, ((sx * 44, 700), (sx * 46, 800), (sx * 40, 880), (sx * 38, 940),
                 (sx * 36, 962)), (40, 32, 26, 22, 20), far, ink)
    neck = smooth([(-40, 600), (-96, 500), (-176, 432), (-214, 444), (-184, 520),
                   (-90, 610)])
    fill(p, neck, far, ink, 4)
    fill(p, smooth([(-184, 432), (-240, 414), (-268, 436), (-240, 468), (-198, 478)]), far,
         ink, 4)
    fill(p, ellipse(-232, 436, 4.5), ink)
    for ex in (-204, -182):
        fill(p, smooth([(ex, 438), (ex - 6, 398), (ex + 8, 394), (ex + 10, 436)]), far, ink, 3)
    fill(p, smooth([(-90, 500), (-156, 440), (-180, 430), (-154, 474), (-100, 540)]),
         horse.mane, ink, 3)
    rump = smooth([(-150, 640), (-120, 590), (-40, 576), (0, 586), (40, 576), (120, 590),
                   (150, 640), (140, 720), (90, 770), (0, 760), (-90, 770), (-140, 720)])
    fill(p, rump, horse.coat, ink, 4.5)
    stroke(p, smooth([(0, 590), (0, 700)], close=False), shade(horse.coat, 0.65), 3)
    for sx in (-1, 1):
        _leg(p, ((sx * 92, 720), (sx * 104, 800), (sx * 96, 870), (sx * 88, 945),
                 (sx * 86, 982)), (96, 62, 36, 28, 25), horse.coat, ink)
        stroke(p, smooth([(sx * 60, 620), (sx * 110, 660), (sx * 118, 720)], close=False),
               shade(horse.coat, 0.7), 3)
    tail = smooth([(-16, 600), (16, 600), (24, 700), (30, 820), (6, 880), (-10, 860),
                   (-26, 780), (-24, 680)])
    fill(p, tail, horse.mane, ink, 3.5)
    strands = QPainterPath()
    for k in (-12, -2, 8, 16):
        strands.moveTo(k * 0.6, 616)
        strands.quadTo(k * 1.4, 740, k, 850)
    stroke(p, strands, shade(horse.mane, 0.6), 2.5)
