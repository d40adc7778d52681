"""Court bodies of the Spanish-suited patterns: standing figures and horsemen.

A deck describes each of its twelve courts as a :class:`Standing` or a
:class:`Rider` value (who, in what dress, holding what and how) and calls
:func:`paint`; this module turns the description into a figure in the figure box
(x -320..320, y 0 at the top of the headgear, 1000 at the ground).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts import spanish_horse as horses
from traversone_desktop.art.courts.spanish_parts import (
    CLEAR,
    Head,
    branch,
    cloak_folds,
    ermine,
    fist,
    head,
    headgear,
    limb,
    open_hand,
    pattern,
    tapered,
)
from traversone_desktop.art.deckart import DeckArt
from traversone_desktop.art.figures import Court
from traversone_desktop.art.paint import Point, ellipse, fill, poly, rect, shade, smooth, stroke
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS, draw_sign
from traversone_desktop.art.style import DeckStyle

HALF_WINDOW = (0.0, 620.0)
"""Rows of a standing figure shown in each half of a double-ended court: head to thighs."""

STEEL = "#c3cad3"
RIDER_TOP = 150.0
"""The highest row a horseman reaches (a sign held up), for fitting him into a half."""


@dataclass(frozen=True)
class Standing:
    """A standing court: who, dressed how, holding the suit sign and something else."""

    head: Head
    headgear: str
    costume: str
    """robe, tunic, trousers, armour, surcoat (armour over a long skirt) or gown."""
    robe: str
    trim: str
    hat: str
    motif: str = "plain"
    sign: str = "raise"
    """How the sign is held: raise, chest, out, shoulder or down."""
    other: str = "hip"
    """The other hand: hip, sceptre, staff, axe, branch, shield, flower or rest."""
    mantle: bool = False
    stance: str = "apart"
    """apart, step or together."""
    mirror: bool = False


@dataclass(frozen=True)
class Rider:
    """A mounted court: the rider, the horse, and how the sign is carried."""

    head: Head
    headgear: str
    robe: str
    trim: str
    hat: str
    horse: horses.Horse
    sign: str = "raise"
    """raise, forward or shoulder."""
    armour: bool = False
    motif: str = "plain"
    mirror: bool = False
    from_behind: bool = False


Figure = Standing | Rider


@dataclass(frozen=True)
class Build:
    """A pattern's proportions: its figures broader or slimmer, taller or squatter."""

    width: float = 1.0
    height: float = 1.0
    rider: float = 1.0
    """Scale of horse and rider together, about the middle of the ground line."""
    flare: float = 1.0
    """How far long robes, gowns and mantles spread at the hem."""
    dress: str = "placket"
    """How robes and tunics are trimmed: placket, panel, bands or laced."""
    collar: str = "ruff"
    """What a tunic shows at the neck: ruff, flat or chain."""
    finery: str = "none"
    """Harness ornaments of the horses: none, plume, pompoms or tassels."""


def paint(p: QPainter, style: DeckStyle, suit: int, fig: Figure, half: bool,
          build: Build = Build()) -> None:
    """Paint ``fig`` in the figure box; ``half`` fits a whole horse into :data:`HALF_WINDOW`."""
    p.save()
    if half:  # the half's panel is the card's own paper, never a grey
        fill(p, rect(-4000, -4000, 8000, 8000), style.palette.paper)
    ground = HALF_WINDOW[1] if half else 1000.0
    if isinstance(fig, Rider):
        sx = sy = 1.0 if half else build.rider
        if not half:
            sy *= max(build.height, 1.0)
    else:
        sx, sy = build.width, min(build.height, 1.0) if half else build.height
    p.translate(0, ground)
    p.scale(sx, sy)
    p.translate(0, -ground)
    if fig.mirror:
        p.scale(-1, 1)
    if isinstance(fig, Rider):
        if half:
            k = (HALF_WINDOW[1] - 10) / (990 - RIDER_TOP)
            p.translate(0, HALF_WINDOW[1] - 10)
            p.scale(k, k)
            p.translate(0, -990)
        if fig.from_behind:
            _rider_behind(p, style, suit, fig)
        else:
            _rider(p, style, suit, fig, build.finery, build.collar)
    else:
        _standing(p, style, suit, fig, build)
    p.restore()


# --- held things -----------------------------------------------------------

SIGN_GRIP = {SWORDS: 34.0, BATONS: 32.0, CUPS: 20.0, COINS: 0.0}
"""Where each 100-unit sign is held, below its centre (the hilt, the thin end, the stem)."""


def held_sign(p: QPainter, style: DeckStyle, suit: int, hand: Point, angle: float,
              size: float, side: int = 1) -> None:
    """The suit sign gripped at ``hand``, its top turned ``angle`` degrees from upright."""
    x, y = hand
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    if suit == COINS:
        open_hand(p, style.palette, 0, size * 0.42, 0, size * 0.13, side)
        p.save()
        p.scale(size / 100, size / 100)
        draw_sign(p, style, suit)
        p.restore()
        fill(p, tapered(((-size * 0.1 * side, size * 0.52), (-size * 0.28 * side, size * 0.3)),
                        (size * 0.1, size * 0.08)), style.palette.skin, style.palette.ink, 3)
    else:
        p.save()
        p.translate(0, -SIGN_GRIP[suit] * size / 100)
        p.scale(size / 100 * (0.85 if suit == BATONS else 1.0), size / 100)
        draw_sign(p, style, suit)
        p.restore()
        fist(p, style.palette, 0, 0, 0, size * (0.09 if suit != CUPS else 0.12), side)
    p.restore()


def _sceptre(p: QPainter, style: DeckStyle, x: float, top: float, bottom: float) -> None:
    pal = style.palette
    fill(p, rect(x - 7, top, 14, bottom - top, 5), pal.gold, pal.ink, 3)
    for y in (top + 40, (top + bottom) / 2, bottom - 20):
        fill(p, rect(x - 10, y, 20, 10, 4), shade(pal.gold, 0.8), pal.ink, 2.5)
    for k in (-1, 0, 1):
        fill(p, ellipse(x + k * 16, top - 14 - (10 if k == 0 else 0), 9, 16), pal.gold,
             pal.ink, 2.5)
    fill(p, ellipse(x, top - 2, 12, 8), pal.red, pal.ink, 2.5)


def _other_hand(p: QPainter, style: DeckStyle, fig: Standing, hand: Point) -> None:
    """What the free hand holds, then the hand itself."""
    pal = style.palette
    x, y = hand
    kind = fig.other
    if kind == "sceptre":
        _sceptre(p, style, x, y - 230, y + 70)
        fist(p, pal, x, y, 0, 21, -1)
    elif kind in ("staff", "axe"):
        if kind == "axe":
            p.save()
            p.translate(x, y - 10)
            p.scale(-1, 1)
            ornaments.axe(p, style, 0, 0, 480)
            p.restore()
        else:
            fill(p, rect(x - 7, y - 260, 14, 980 - y + 260, 5), "#8a5a2b", pal.ink, 3)
            fill(p, poly([(x, y - 330), (x + 16, y - 270), (x - 16, y - 270)]), STEEL,
                 pal.ink, 3)
        fist(p, pal, x, y, 0, 21, -1)
    elif kind == "branch":
        branch(p, style.palette, (x, y + 40), 12, 320)
        fist(p, pal, x, y, 10, 20, -1)
    elif kind == "shield":
        fist(p, pal, x, y, 90, 20, -1)
        ornaments.shield(p, style, x + 10, y + 20, 190, "cross")
    elif kind == "flower":
        stroke(p, smooth([(x, y + 20), (x - 6, y - 40), (x + 4, y - 90)], close=False),
               shade(pal.green, 0.8), 6)
        fill(p, ellipse(x + 14, y - 40, 14, 7), pal.green, pal.ink, 2)
        for k in range(6):
            q = k * 60
            p.save()
            p.translate(x + 4, y - 96)
            p.rotate(q)
            fill(p, ellipse(0, -14, 8, 14), pal.red, pal.ink, 2)
            p.restore()
        fill(p, ellipse(x + 4, y - 96, 7), pal.gold, pal.ink, 2)
        fist(p, pal, x, y, 0, 18, -1)
    elif kind == "hip":
        fist(p, pal, x, y, 80, 21, -1)
    else:
        open_hand(p, pal, x, y + 16, 180, 17, -1)


# --- standing --------------------------------------------------------------

SIGN_ARM: dict[str, tuple[tuple[Point, Point, Point], float]] = {
    "raise": (((-96, 300), (-182, 392), (-200, 278)), -6.0),
    "chest": (((-96, 300), (-160, 430), (-74, 432)), 0.0),
    "out": (((-96, 300), (-184, 376), (-222, 424)), 0.0),
    "shoulder": (((-96, 300), (-172, 430), (-118, 388)), -32.0),
    "down": (((-96, 300), (-150, 440), (-160, 560)), 180.0),
}
"""Shoulder, elbow and hand of the sign arm (viewer's left), and the sign's angle."""

OTHER_ARM: dict[str, tuple[Point, Point, Point]] = {
    "hip": ((96, 300), (186, 410), (118, 500)),
    "sceptre": ((96, 300), (158, 452), (182, 402)),
    "staff": ((96, 300), (170, 420), (204, 350)),
    "axe": ((96, 300), (170, 420), (204, 350)),
    "branch": ((96, 300), (164, 450), (160, 388)),
    "shield": ((96, 300), (168, 440), (150, 520)),
    "flower": ((96, 300), (150, 450), (84, 410)),
    "rest": ((96, 300), (140, 440), (150, 572)),
}
"""Shoulder, elbow and hand of the free arm (viewer's right)."""

STANCES = {"apart": (-62, 64), "step": (-24, 78), "together": (-36, 36)}
"""Where the feet stand (x of left and right ankle)."""


def _sign_size(suit: int, pose: str) -> float:
    if suit in (SWORDS, BATONS):
        return 330.0 if pose != "down" else 400.0
    return 150.0 if suit == COINS else 170.0


def _standing(p: QPainter, style: DeckStyle, suit: int, f: Standing, build: Build) -> None:
    pal = style.palette
    ink = pal.ink
    fem = f.head.sex == "f"
    long = f.costume in ("robe", "gown", "surcoat")
    flare = build.flare
    if f.mantle:
        mantle = smooth([(-100, 280), (-190, 520), (-224 * flare, 800), (-210 * flare, 975),
                         (0, 990), (210 * flare, 975), (224 * flare, 800), (190, 520),
                         (100, 280), (0, 300)])
        fill(p, mantle, f.trim, ink, 5)
        fill(p, smooth([(-150, 760), (-200, 970), (200, 970), (150, 760), (0, 900)]),
             shade(f.trim, 0.72))
        cloak_folds(p, ((-160, 600), (160, 600), (-120, 700), (120, 700)), shade(f.trim, 0.6))
    if not long:
        _legs(p, style, f)
    arm, sign_angle = SIGN_ARM[f.sign]
    other = OTHER_ARM[f.other]
    _garment(p, style, f, fem, build)
    _sleeve(p, style, f, arm)
    _sleeve(p, style, f, other)
    _other_hand(p, style, f, other[2])
    head(p, pal, f.head, 0, 170)
    headgear(p, pal, f.headgear, f.hat, pal.gold if f.hat != pal.gold else pal.red, 0, 170)
    size = _sign_size(suit, f.sign)
    held_sign(p, style, suit, arm[2], sign_angle, size)


def _legs(p: QPainter, style: DeckStyle, f: Standing) -> None:
    pal = style.palette
    ink = pal.ink
    la, ra = STANCES[f.stance]
    for i, (hx, ax) in enumerate(((-40, la), (40, ra))):
        knee = ((hx + ax) / 2 + (4 if i else -4), 780)
        pts = ((hx, 570), knee, (ax, 950))
        if f.costume == "armour":
            limb(p, pts, (78, 50, 36), STEEL, ink)
            fill(p, ellipse(knee[0], knee[1], 30, 26), shade(STEEL, 1.2), ink, 3)
            stroke(p, poly([(knee[0] - 10, 820), (ax - 6, 930)], close=False), "#ffffff", 4)
        elif f.costume == "trousers":
            limb(p, ((hx, 860), (ax, 950)), (44, 32), "#f4f1ea", ink)
            trouser = tapered(((hx, 560), ((hx * 1.3 + knee[0]) / 2, 700), (knee[0], 830)),
                              (96, 104, 80))
            fill(p, trouser, f.trim if i else shade(f.trim, 0.85), ink, 4)
            fill(p, rect(knee[0] - 36, 820, 72, 20, 8), pal.gold, ink, 3)
        else:
            hose = f.trim if i == 0 else f.robe
            limb(p, pts, (70, 48, 32), hose, ink)
            fill(p, rect(knee[0] - 26, knee[1] - 10, 52, 16, 6), pal.gold, ink, 2.5)
        side = -1 if i == 0 else 1
        shoe = smooth([(ax - side * 20, 944), (ax + side * 12, 940), (ax + side * 42, 966),
                       (ax + side * 48, 988), (ax - side * 22, 990), (ax - side * 26, 968)])
        fill(p, shoe, STEEL if f.costume == "armour" else shade(pal.ink, 1.4), ink, 3.5)


def _garment(p: QPainter, style: DeckStyle, f: Standing, fem: bool, build: Build) -> None:
    pal = style.palette
    ink = pal.ink
    sh = 84 if fem else 100
    flare = build.flare
    if f.costume == "robe":
        body = smooth([(-sh, 276), (-116, 380), (-92, 480), (-140 * flare, 700),
                       (-176 * flare, 962), (176 * flare, 962), (140 * flare, 700), (92, 480),
                       (116, 380), (sh, 276), (0, 268)])
    elif f.costume == "gown":
        body = smooth([(-sh, 280), (-80, 380), (-58, 470), (-130 * flare, 640),
                       (-196 * flare, 980), (196 * flare, 980), (130 * flare, 640), (58, 470),
                       (80, 380), (sh, 280), (0, 272)])
    elif f.costume in ("armour", "surcoat"):
        body = smooth([(-sh, 278), (-110, 380), (-84, 500), (-104, 600), (104, 600),
                       (84, 500), (110, 380), (sh, 278), (0, 270)])
    else:
        hem = 650 if f.costume == "tunic" else 610
        body = smooth([(-sh, 278), (-112, 380), (-86, 490), (-128, hem), (0, hem + 14),
                       (128, hem), (86, 490), (112, 380), (sh, 278), (0, 270)])
    steel = f.costume in ("armour", "surcoat")
    fill(p, body, STEEL if steel else f.robe)
    if not steel:
        pattern(p, body, f.motif, shade(f.robe, 0.75))
        _modelling(p, body, f.robe, f.costume in ("robe", "gown"))
    fill(p, body, CLEAR, ink, 5)
    if f.costume == "surcoat":
        skirt = smooth([(-92, 470), (-150, 700), (-180, 962), (180, 962), (150, 700),
                        (92, 470)])
        fill(p, skirt, f.robe, ink, 5)
        pattern(p, skirt, f.motif, shade(f.robe, 0.75))
        fill(p, skirt, CLEAR, ink, 5)
        fill(p, smooth([(-170, 920), (0, 940), (170, 920), (180, 962), (-180, 962)]),
             pal.gold, ink, 3)
    if f.costume in ("armour", "surcoat"):
        _armour_marks(p, style, f)
    elif f.costume == "gown":
        apron = smooth([(-56, 480), (56, 480), (96, 900), (0, 930), (-96, 900)])
        fill(p, apron, shade(f.trim, 1.5), ink, 3.5)
        fill(p, smooth([(-180 * flare, 930), (0, 962), (180 * flare, 930),
                        (196 * flare, 980), (-196 * flare, 980)]),
             f.trim, ink, 3)
        fill(p, smooth([(-64, 290), (0, 350), (64, 290), (0, 312)]), "#ffffff", ink, 3)
        fill(p, rect(-60, 462, 120, 22, 8), pal.gold, ink, 3)
    else:
        _trimming(p, style, f, body, build.dress)
        if f.costume == "robe":
            fill(p, rect(-200, 920, 400, 44).intersected(body), pal.gold, ink, 3)
            if f.mantle:
                collar = smooth([(-118, 290), (-60, 262), (0, 274), (60, 262), (118, 290),
                                 (110, 360), (0, 380), (-110, 360)])
                ermine(p, pal, collar)
            else:
                fill(p, smooth([(-82, 270), (0, 310), (82, 270), (60, 300), (0, 330),
                                (-60, 300)]), "#ffffff", ink, 3)
        else:
            neckwear(p, style, build.collar)


def neckwear(p: QPainter, style: DeckStyle, kind: str) -> None:
    """The neck of a tunic, centred below a head at (0, 170): ruff, flat or chain."""
    pal = style.palette
    ink = pal.ink
    if kind == "ruff":
        fill(p, _ruff(), "#ffffff", ink, 3)
    elif kind == "flat":
        fill(p, smooth([(-70, 268), (0, 282), (70, 268), (86, 300), (0, 326), (-86, 300)]),
             "#ffffff", ink, 3)
        stroke(p, poly([(0, 282), (0, 322)], close=False), ink, 2.5)
    else:
        chain = QPainterPath()
        for k in range(11):
            a = math.radians(200 - k * 22)
            chain.addPath(ellipse(64 * math.cos(a), 286 - 44 * math.sin(a), 7, 5))
        fill(p, chain, pal.gold, ink, 2)
        fill(p, ellipse(0, 336, 14), pal.gold, ink, 2.5)
        fill(p, ellipse(0, 336, 6), pal.red, ink, 1.5)


def _modelling(p: QPainter, garment: QPainterPath, colour: str, long: bool) -> None:
    """Shade the side away from the light and hang a few folds, as an engraver would."""
    p.save()
    p.setClipPath(garment, Qt.ClipOperation.IntersectClip)
    fill(p, _shadow_side(), shade(colour, 0.82))
    if long:
        stroke(p, _folds(), shade(colour, 0.55), 3.5)
    p.restore()


@cache
def _shadow_side() -> QPainterPath:
    return smooth([(70, 250), (130, 300), (150, 600), (230, 1000), (150, 1000), (96, 600),
                   (64, 400)])


@cache
def _folds() -> QPainterPath:
    folds = QPainterPath()
    for x0, x1 in ((-50, -120), (-20, -60), (40, 70), (70, 140)):
        folds.moveTo(x0, 560)
        folds.cubicTo(x0 - 4, 700, x1 + 10, 820, x1, 950)
    return folds


def _trimming(p: QPainter, style: DeckStyle, f: Standing, body: QPainterPath,
              dress: str) -> None:
    """The pattern's way of trimming a robe or tunic, and its belt."""
    pal = style.palette
    ink = pal.ink
    bottom = 962 if f.costume == "robe" else 600
    stud = pal.red if f.robe != pal.red else pal.blue
    if dress == "panel":
        panel = poly([(-40, 296), (40, 296), (74, bottom), (-74, bottom)]).intersected(body)
        fill(p, panel, f.trim, ink, 3)
        pattern(p, panel, "lozenges", shade(f.trim, 0.7))
        fill(p, panel, CLEAR, pal.gold, 7)
        fill(p, panel, CLEAR, ink, 2)
        sash = smooth([(-96, 480), (96, 480), (100, 516), (-100, 516)])
        fill(p, sash, pal.gold, ink, 3)
        fill(p, smooth([(60, 500), (84, 520), (76, 600), (56, 598), (62, 520)]), pal.gold, ink,
             2.5)
        return
    if dress == "bands":
        for y in (330, bottom - 60):
            band = rect(-200, y, 400, 30).intersected(body)
            fill(p, band, pal.gold, ink, 3)
            studs = QPainterPath()
            for k in range(-6, 7):
                studs.addPath(ellipse(k * 26, y + 15, 5))
            p.save()
            p.setClipPath(band)
            fill(p, studs, stud)
            p.restore()
        fill(p, rect(-92, 490, 184, 16, 6), shade(f.trim, 0.6), ink, 3)
        return
    if dress == "laced":
        fill(p, poly([(-34, 296), (34, 296), (24, 480), (-24, 480)]), "#ffffff", ink, 3)
        lace = QPainterPath()
        for k in range(6):
            y = 316 + k * 28
            lace.moveTo(-24 + k * 1.5, y)
            lace.lineTo(24 - k * 1.5, y + 28)
            lace.moveTo(24 - k * 1.5, y)
            lace.lineTo(-24 + k * 1.5, y + 28)
        stroke(p, lace, pal.red, 3)
        fill(p, rect(-98, 478, 196, 40, 6), shade(f.trim, 0.65), ink, 3.5)
        fill(p, rect(-24, 482, 48, 32, 4), CLEAR, pal.gold, 5)
        return
    fill(p, rect(-18, 300, 36, bottom - 300), pal.gold, ink, 3)
    for y in range(330, bottom - 20, 56):
        fill(p, ellipse(0, y, 7), stud, ink, 2)
    fill(p, rect(-94, 486, 188, 26, 8), shade(f.trim, 0.7), ink, 3.5)
    fill(p, rect(-20, 480, 40, 38, 6), pal.gold, ink, 3)


@cache
def _ruff() -> QPainterPath:
    ruff = QPainterPath()
    for k in range(-4, 5):
        ruff = ruff.united(ellipse(k * 13, 270 + abs(k) * 2, 11, 16))
    return ruff


def _armour_marks(p: QPainter, style: DeckStyle, f: Standing) -> None:
    pal = style.palette
    ink = pal.ink
    stroke(p, smooth([(0, 290), (4, 400), (0, 500)], close=False), ink, 3)
    stroke(p, smooth([(-60, 330), (-40, 420), (-50, 480)], close=False), "#ffffff", 6)
    for k in range(3):
        y = 506 + k * 30
        fill(p, smooth([(-90 - k * 6, y), (0, y + 14), (90 + k * 6, y), (92 + k * 6, y + 26),
                        (0, y + 40), (-92 - k * 6, y + 26)]), shade(STEEL, 0.92 - k * 0.04),
             ink, 3)
    for sx in (-1, 1):
        fill(p, smooth([(sx * 20, 600), (sx * 100, 590), (sx * 112, 680), (sx * 30, 690)]),
             shade(STEEL, 0.88), ink, 3)
    sash = smooth([(-96, 300), (-70, 290), (100, 480), (86, 510)])
    fill(p, sash, f.trim, ink, 3)
    fill(p, ellipse(94, 520, 26, 20), f.trim, ink, 3)
    for sx in (-1, 1):
        for k in range(3):
            fill(p, smooth([(sx * 70, 276 + k * 22), (sx * 130, 290 + k * 22),
                            (sx * 138, 322 + k * 22), (sx * 78, 310 + k * 22)]),
                 shade(STEEL, 1.05 - k * 0.06), ink, 3)


def _puff(p: QPainter, f: Standing, shoulder: Point, elbow: Point, colour: str,
          ink: str) -> None:
    """A puffed, slashed sleeve head over the shoulder, the lining showing through."""
    x = shoulder[0] + (elbow[0] - shoulder[0]) * 0.22
    y = shoulder[1] + (elbow[1] - shoulder[1]) * 0.22
    puff = ellipse(x, y, 40, 36)
    fill(p, puff, colour, ink, 3.5)
    slashes = QPainterPath()
    for dx in (-16, 0, 16):
        slashes.addPath(ellipse(x + dx, y, 5, 24))
    fill(p, slashes, f.robe if f.robe != colour else shade(colour, 0.7), ink, 2)


def _sleeve(p: QPainter, style: DeckStyle, f: Standing,
            arm: tuple[Point, Point, Point]) -> None:
    pal = style.palette
    ink = pal.ink
    shoulder, elbow, hand = arm
    wrist = (hand[0] + (elbow[0] - hand[0]) * 0.18, hand[1] + (elbow[1] - hand[1]) * 0.18)
    fem = f.head.sex == "f"
    steel = f.costume in ("armour", "surcoat")
    if steel:
        colour = STEEL
        widths = (62.0, 50.0, 40.0)
    else:
        colour = f.trim if f.costume != "gown" else shade(f.robe, 1.15)
        widths = (78.0, 58.0, 38.0) if fem else (62.0, 52.0, 40.0)
    if f.costume == "robe":
        widths = (64.0, 60.0, 74.0)
    limb(p, (shoulder, elbow, wrist), widths, colour, ink)
    if steel:
        fill(p, ellipse(elbow[0], elbow[1], 26), shade(STEEL, 1.2), ink, 3)
    else:
        _puff(p, f, shoulder, elbow, colour, ink)
    t = 22 / max(1.0, math.hypot(elbow[0] - wrist[0], elbow[1] - wrist[1]))
    cuff = tapered(((wrist[0] + (elbow[0] - wrist[0]) * t, wrist[1] + (elbow[1] - wrist[1]) * t),
                    wrist), (widths[-1] + 4, widths[-1] + 6))
    fill(p, cuff, shade(STEEL, 0.9) if steel else "#ffffff", ink, 3)


# --- horsemen --------------------------------------------------------------

RIDER_ARM: dict[str, tuple[tuple[Point, Point, Point], float]] = {
    "raise": (((-6, 448), (-84, 430), (-104, 336)), -10.0),
    "forward": (((-6, 448), (-70, 500), (-150, 452)), -50.0),
    "shoulder": (((-6, 448), (-70, 520), (-60, 470)), -34.0),
}


def _rider(p: QPainter, style: DeckStyle, suit: int, r: Rider, finery: str,
           collar_kind: str) -> None:
    pal = style.palette
    ink = pal.ink
    horses.side(p, pal, r.horse, finery)
    far_hand = (-70.0, 540.0)
    limb(p, ((40, 452), (40, 520), far_hand), (50, 42, 34), shade(r.trim, 0.8), ink)
    horses.reins(p, pal, r.horse, far_hand)
    fist(p, pal, far_hand[0], far_hand[1], 90, 18)
    saddle = smooth([(-78, 566), (-60, 600), (40, 612), (104, 596), (112, 552), (90, 574),
                     (0, 590), (-64, 580)])
    fill(p, saddle, "#7a4a22", ink, 4)
    torso = smooth([(-40, 440), (60, 440), (78, 540), (70, 610), (-50, 610), (-58, 540)])
    fill(p, torso, STEEL if r.armour else r.robe)
    if not r.armour:
        pattern(p, torso, r.motif, shade(r.robe, 0.75))
    fill(p, torso, CLEAR, ink, 4.5)
    if r.armour:
        stroke(p, smooth([(8, 450), (12, 530), (8, 600)], close=False), ink, 3)
        stroke(p, smooth([(-30, 470), (-20, 540)], close=False), "#ffffff", 5)
    fill(p, smooth([(-60, 580), (80, 580), (96, 660), (-70, 660)]), r.trim, ink, 4)
    fill(p, rect(-56, 566, 136, 22, 8), pal.gold, ink, 3)
    leg_face = STEEL if r.armour else shade(r.trim, 0.85)
    limb(p, ((24, 620), (-44, 690), (-28, 800)), (70, 52, 38), leg_face, ink)
    boot = smooth([(-52, 780), (-4, 776), (-2, 820), (-64, 834), (-78, 822)])
    fill(p, boot, shade(pal.ink, 1.4) if not r.armour else STEEL, ink, 3.5)
    stroke(p, poly([(-20, 700), (-20, 830)], close=False), pal.gold, 4)
    fill(p, rect(-56, 826, 44, 10, 3), pal.gold, ink, 2.5)
    head(p, pal, r.head, 12, 364, 0.86)
    headgear(p, pal, r.headgear, r.hat, pal.gold if r.hat != pal.gold else pal.red, 12, 364,
             0.86)
    if r.armour:
        fill(p, smooth([(-44, 436), (10, 460), (64, 436), (50, 456), (10, 474), (-30, 456)]),
             shade(STEEL, 1.15), ink, 3)
    else:
        p.save()
        p.translate(12, 440)
        p.scale(0.7, 0.7)
        p.translate(0, -275)
        neckwear(p, style, collar_kind)
        p.restore()
    arm, angle = RIDER_ARM[r.sign]
    shoulder, elbow, hand = arm
    limb(p, (shoulder, elbow, hand), (54, 46, 36), STEEL if r.armour else r.trim, ink)
    size = 300.0 if suit in (SWORDS, BATONS) else 140.0
    held_sign(p, style, suit, hand, angle if suit in (SWORDS, BATONS) else 0.0, size)


def _rider_behind(p: QPainter, style: DeckStyle, suit: int, r: Rider) -> None:
    """The rider and horse seen from behind, riding away (Piacentine knight of coins)."""
    pal = style.palette
    ink = pal.ink
    horses.behind(p, pal, r.horse)
    for sx in (-1, 1):
        cloth = smooth([(sx * 30, 560), (sx * 160, 580), (sx * 176, 700), (sx * 120, 720),
                        (sx * 40, 660)])
        fill(p, cloth, r.horse.cloth, ink, 4)
        limb(p, ((sx * 60, 590), (sx * 146, 660), (sx * 150, 770)), (64, 50, 38),
             shade(r.trim, 0.85), ink)
        fill(p, smooth([(sx * 126, 760), (sx * 176, 760), (sx * 180, 800), (sx * 122, 806)]),
             shade(pal.ink, 1.4), ink, 3)
    limb(p, ((-60, 440), (-112, 500), (-60, 560)), (50, 42, 34), shade(r.trim, 0.8), ink)
    back = smooth([(-70, 420), (70, 420), (96, 520), (90, 620), (-90, 620), (-96, 520)])
    fill(p, back, r.robe)
    pattern(p, back, r.motif, shade(r.robe, 0.75))
    fill(p, back, CLEAR, ink, 4.5)
    cape = smooth([(-64, 424), (64, 424), (84, 560), (0, 600), (-84, 560)])
    fill(p, cape, r.trim, ink, 4)
    cloak_folds(p, ((-30, 440), (30, 440), (0, 450)), shade(r.trim, 0.6))
    fill(p, rect(-90, 590, 180, 24, 8), pal.gold, ink, 3)
    fill(p, rect(-16, 376, 32, 44, 6), pal.skin, ink, 3)
    fill(p, ellipse(0, 340, 46, 54), r.head.hair_colour, ink, 3.5)
    for sx in (-1, 1):
        fill(p, ellipse(sx * 44, 346, 7, 12), pal.skin, ink, 3)
    stroke(p, smooth([(-30, 362), (0, 380), (30, 362)], close=False),
           shade(r.head.hair_colour, 0.6), 3)
    headgear(p, pal, r.headgear, r.hat, pal.gold, 0, 346, 0.84)
    limb(p, ((60, 440), (150, 420), (196, 330)), (52, 44, 36), r.trim, ink)
    held_sign(p, style, suit, (196, 312), 0.0, 150.0, -1)


class SpanishArt(DeckArt):
    """Deck art whose twelve courts come from a table of figures, keyed (suit, rank)."""

    def __init__(self, figures: Mapping[tuple[int, str], Figure], build: Build = Build()
                 ) -> None:
        self.figures = dict(figures)
        self.build = build

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        """The deck's own figure for this court."""
        paint(p, court.style, court.suit, self.figures[court.suit, court.rank], half,
              self.build)

    def figure_window(self, court: Court) -> tuple[float, float]:
        """Head to thighs; horses are drawn whole, smaller, inside the same rows."""
        return HALF_WINDOW
