"""Court figures of the northern Italian-suited packs (Trevisane, Triestine, Bergamasche,
Primiera Bolognese, Trentine, Bresciane).

A :class:`Pattern` says, per deck, who its fante, cavallo and re are: age, beard,
headgear, dress, how the suit sign is held and what the other hand does. The
signature courts (the Trevisane executioner, the fante with two swords or two
batons, a king with the city's arms) are exceptions looked up by rank and suit.
All drawing is in the 640 x 1000 figure box of :mod:`traversone_desktop.art.figures`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art import ornaments
from traversone_desktop.art.courts.northern_horse import SADDLE, Gait, horse
from traversone_desktop.art.courts.northern_numerals import northern_numeral
from traversone_desktop.art.courts.northern_parts import (
    Face,
    arm,
    baton,
    fist,
    head,
    headgear,
    hold_sign,
    limb,
    open_hand,
    sceptre,
    sword,
)
from traversone_desktop.art.deckart import DeckArt
from traversone_desktop.art.figures import FIG_H, Court
from traversone_desktop.art.paint import ellipse, fill, poly, rect, shade, smooth, star, stroke
from traversone_desktop.art.signs import BATONS, COINS, CUPS, SWORDS
from traversone_desktop.art.style import DeckStyle

Point = tuple[float, float]


@dataclass(frozen=True)
class Figure:
    """A standing fante or re."""

    face: Face
    headgear: str
    dress: str
    """tunic (to the thigh, hose below), robe (to the ground) or armour."""
    cape: str
    """none, short, long or ermine."""
    pose: str
    """How the sign is held: raised, shoulder, chest, forward or lowered."""
    other: str
    """The other hand: hip, sceptre, orb, glove, arms, head, sword2, baton2, leash or cape."""
    puffed: bool = False
    flip: bool = False
    """Hold the sign in the left hand instead (before the suit's own turn)."""
    sign_size: float = 150.0


@dataclass(frozen=True)
class Rider:
    """A cavallo: the rider and his horse."""

    face: Face
    headgear: str
    armour: bool
    gait: Gait
    coat: str
    mane: str
    caparison: bool
    pose: str
    """raised (the sign held up) or forward (held out ahead)."""
    flip: bool = False
    """Ride to the right instead (before the suit's own turn)."""


@dataclass(frozen=True)
class Pattern:
    """The three courts of one deck, plus its signature exceptions."""

    fante: Figure
    cavallo: Rider
    re: Figure
    special: dict[tuple[str, int], Figure] = field(default_factory=dict)
    coats: tuple[str, str, str, str] = ("#f0ebe0", "#8b5a2b", "#a7adb5", "#4a3426")
    """Horse coat per suit."""

    def figure(self, rank: str, suit: int) -> Figure | Rider:
        if (rank, suit) in self.special:
            return self.special[(rank, suit)]
        if rank == "C":
            coat = self.coats[suit]
            return replace(self.cavallo, coat=coat, mane=shade(coat, 0.45))
        return self.fante if rank == "F" else self.re


STANDING_WINDOW = (-30.0, 630.0)
"""Rows of a standing figure shown in a half of a double-ended court: crown to thighs."""
RIDING_WINDOW = (230.0, 1000.0)
"""Rows of a cavallo shown in a half: the whole horse and rider."""


class NorthernArt(DeckArt):
    """Standard art whose courts are the northern figures of one :class:`Pattern`."""

    def __init__(self, pattern: Pattern) -> None:
        self.pattern = pattern

    def paint_figure(self, p: QPainter, court: Court, half: bool) -> None:
        """The figure, then :meth:`paint_cues` in the same (possibly turned) coordinates."""
        who = self.pattern.figure(court.rank, court.suit)
        p.save()
        if (court.suit in (CUPS, BATONS)) != who.flip:
            p.scale(-1, 1)
        if isinstance(who, Rider):
            _rider(p, court, who)
        else:
            if not half:
                p.translate(0, FIG_H)
                p.scale(FULL_SCALE, FULL_SCALE)
                p.translate(0, -FIG_H)
            _standing(p, court, who, half)
        self.paint_cues(p, court, half)
        p.restore()

    def paint_cues(self, p: QPainter, court: Court, half: bool) -> None:
        """A deck's extras beside a figure (a dog, a stamp), drawn with the figure turned
        so that x > 0 is the side of the hand without the sign."""

    def draw_numeral(self, p: QPainter, style: DeckStyle, suit: int, value: int,
                     area: QRectF) -> None:
        """Swords and batons marked odd or even, so they can be counted in the hand."""
        northern_numeral(p, style, suit, value, area)

    def figure_window(self, court: Court) -> tuple[float, float]:
        return window(court)


FULL_SCALE = 1.1
"""A single-ended court card is taller than the figure box: a standing figure grows into
the paper above it (its feet stay on the ground)."""


def window(court: Court) -> tuple[float, float]:
    """The rows a half of a double-ended court shows."""
    return RIDING_WINDOW if court.rank == "C" else STANDING_WINDOW


# --- standing ---------------------------------------------------------------

SIGN_ARMS: dict[str, tuple[tuple[Point, ...], float]] = {
    "raised": (((-112, 272), (-190, 410), (-204, 318)), -8.0),
    "shoulder": (((-112, 272), (-172, 440), (-74, 446)), -24.0),
    "chest": (((-112, 272), (-156, 436), (-40, 404)), 32.0),
    "forward": (((-112, 272), (-196, 390), (-262, 466)), -16.0),
    "lowered": (((-112, 272), (-156, 420), (-176, 566)), 0.0),
}
"""Shoulder, elbow and hand of the sign arm, and the angle the sign is held at."""

OTHER_ARMS: dict[str, tuple[Point, ...]] = {
    "hip": ((112, 272), (190, 400), (112, 500)),
    "sceptre": ((112, 272), (184, 440), (168, 392)),
    "orb": ((112, 272), (176, 444), (134, 424)),
    "glove": ((112, 272), (166, 430), (156, 540)),
    "arms": ((112, 272), (176, 444), (150, 420)),
    "head": ((112, 272), (200, 400), (206, 330)),
    "sword2": ((112, 272), (184, 440), (170, 392)),
    "baton2": ((112, 272), (184, 440), (170, 392)),
    "leash": ((112, 272), (166, 430), (156, 540)),
    "cape": ((112, 272), (150, 420), (96, 470)),
}
"""Shoulder, elbow and hand of the other arm."""


def _standing(p: QPainter, c: Court, f: Figure, half: bool) -> None:
    pal = c.style.palette
    ink = pal.ink
    robe, trim = c.robe, c.trim
    long = f.dress == "robe"
    bw = 1.12 if long else 0.9  # a king is broad in his robes, a fante slim in his doublet
    hem = 968.0 if long else 650.0
    if f.cape != "none":
        bottom = {"short": 480.0 if long else 560.0, "long": 900.0, "ermine": 950.0}[f.cape]
        flare = 136.0 if f.cape == "short" else 220.0
        cape = smooth([(-120 * bw, 250), (-flare * 0.9 * bw, bottom * 0.7), (-flare * bw, bottom),
                       (flare * bw, bottom), (flare * 0.9 * bw, bottom * 0.7), (120 * bw, 250)])
        fill(p, cape, trim, ink, 4)
        fill(p, smooth([(-176 * bw, bottom * 0.8), (-206 * bw, bottom - 4),
                        (206 * bw, bottom - 4), (176 * bw, bottom * 0.8), (0, bottom * 0.9)]),
             shade(trim, 0.72))
    if not long:
        _legs(p, c)
    if long:
        skirt = smooth([(-96 * bw, 490), (-150 * bw, 700), (-190 * bw, hem), (190 * bw, hem),
                        (150 * bw, 700), (96 * bw, 490)])
    else:
        skirt = smooth([(-92 * bw, 490), (-136 * bw, hem), (0, hem + 12), (136 * bw, hem),
                        (92 * bw, 490)])
    fill(p, skirt, robe, ink, 4)
    for x in (-60, -20, 20, 60):
        stroke(p, poly([(x * 0.8 * bw, 540), (x * (1.9 if long else 1.3) * bw, hem - 6)],
                       close=False), shade(robe, 0.7), 3)
    if long:
        fill(p, rect(-18, 500, 36, hem - 510).intersected(skirt), pal.gold, ink, 2.5)
    fill(p, rect(-220, hem - 30, 440, 30).intersected(skirt), shade(trim, 1.15), ink, 2.5)
    torso = smooth([(-120 * bw, 256), (-104 * bw, 340), (-88 * bw, 500), (88 * bw, 500),
                    (104 * bw, 340), (120 * bw, 256), (40, 234), (-40, 234)])
    if f.dress == "armour":
        fill(p, torso, "#c9ced6", ink, 4)
        stroke(p, poly([(0, 250), (0, 496)], close=False), "#8a929c", 4)
        for y in (330, 400, 460):
            stroke(p, smooth([(-96, y), (0, y + 18), (96, y)], close=False), "#8a929c", 3)
    elif long:
        fill(p, torso, robe, ink, 4)
        fill(p, smooth([(-40, 240), (0, 330), (40, 240), (16, 470), (-16, 470)]),
             shade(trim, 1.1), ink, 3)
        for y in range(290, 480, 40):
            fill(p, ellipse(0, y, 7), pal.gold, ink, 2)
    else:
        fill(p, torso, robe, ink, 4)
        for y in (300, 360, 420):
            band = rect(-130, y, 260, 16).intersected(torso)
            fill(p, band, shade(trim, 1.1), ink, 2.5)
        for i in range(6):
            y = 262 + i * 38
            stroke(p, poly([(-14, y), (14, y + 30)], close=False), pal.gold, 4)
            stroke(p, poly([(14, y), (-14, y + 30)], close=False), pal.gold, 4)
    fill(p, rect(-96 * bw, 488, 192 * bw, 28, 8), shade(trim, 0.65), ink, 3)
    fill(p, rect(-18, 484, 36, 36, 5), pal.gold, ink, 3)
    if f.cape == "ermine" or long:
        _ermine(p, c)
        chain = QPainterPath()
        for i in range(11):
            a = i / 10
            chain.addPath(ellipse(-86 + 172 * a, 318 + 70 * (1 - (2 * a - 1) ** 2), 9, 7))
        fill(p, chain, pal.gold, ink, 2.5)
        fill(p, star(0, 400, 24, 12, 6), pal.gold, ink, 3)
    else:
        fill(p, smooth([(-60, 232), (0, 264), (60, 232), (70, 252), (0, 288), (-70, 252)]),
             "#ffffff", ink, 3)
    fill(p, rect(-22, 200, 44, 46, 10), pal.skin, ink, 3)
    p.save()
    p.translate(0, 150)
    head(p, pal, c.hair, f.face)
    headgear(p, pal, f.headgear, robe if f.headgear != "hood" else pal.red, trim)
    p.restore()
    sleeve = shade(trim, 1.15) if f.dress != "armour" else "#b7bec8"
    _other_hand(p, c, f, sleeve, bw)
    pts, angle = SIGN_ARMS[f.pose]
    arm(p, pal, _broaden(pts, bw), sleeve, pal.gold, puffed=f.puffed)
    hx, hy = pts[-1]
    suit = c.suit
    if f.pose == "lowered" and suit == SWORDS:
        angle = 0.0 if half else 180.0
    if suit in (COINS, CUPS):
        angle = 0.0
    hold_sign(p, c.style, suit, hx, hy, angle, f.sign_size)


def _broaden(pts: tuple[Point, ...], bw: float) -> tuple[Point, ...]:
    """An arm whose shoulder sits on a torso ``bw`` times the usual width."""
    (sx, sy), *rest = pts
    return ((sx * bw, sy), *rest)


def _legs(p: QPainter, c: Court) -> None:
    """Hose of two colours (the pied hose of a page), knees and shoes."""
    pal = c.style.palette
    for sx, colour in ((-1, c.trim), (1, shade(c.robe, 0.75))):
        limb(p, [(sx * 48, 600), (sx * 58, 790), (sx * 52, 950)], (72, 52, 38), colour,
             pal.ink)
        fill(p, ellipse(sx * 56, 800, 26, 18), shade(colour, 0.85), pal.ink, 3)
        fill(p, smooth([(sx * 30, 940), (sx * 84, 948), (sx * 100, 978), (sx * 30, 990),
                        (sx * 22, 966)]), "#3b2a20", pal.ink, 3)


def _ermine(p: QPainter, c: Court) -> None:
    """A white fur collar with black tails (outlined, so it never melts into the paper)."""
    pal = c.style.palette
    collar = smooth([(-128, 262), (-70, 228), (0, 250), (70, 228), (128, 262), (110, 320),
                     (0, 300), (-110, 320)])
    fill(p, collar, "#fbfbf8", pal.ink, 3.5)
    for x, y in ((-90, 280), (-40, 280), (40, 280), (90, 280), (-64, 302), (64, 302)):
        fill(p, poly([(x, y - 8), (x + 4, y + 4), (x, y + 10), (x - 4, y + 4)]), pal.ink)


def _other_hand(p: QPainter, c: Court, f: Figure, sleeve: str, bw: float) -> None:
    style = c.style
    pal = style.palette
    pts = _broaden(OTHER_ARMS[f.other], bw)
    hx, hy = pts[-1]
    if f.other == "head":
        _trophy(p, c, hx, hy)
    arm(p, pal, pts, sleeve, pal.gold, puffed=f.puffed)
    if f.other == "hip":
        fist(p, pal, hx, hy, 100, 28)
    elif f.other == "sceptre":
        sceptre(p, pal, hx, hy, 6, 440)
    elif f.other == "orb":
        fill(p, ellipse(hx, hy - 44, 36), pal.gold, pal.ink, 3.5)
        stroke(p, poly([(hx - 36, hy - 44), (hx + 36, hy - 44)], close=False), pal.ink, 3)
        fill(p, rect(hx - 4, hy - 104, 8, 26, 2), pal.gold, pal.ink, 2)
        fill(p, rect(hx - 13, hy - 96, 26, 8, 2), pal.gold, pal.ink, 2)
        open_hand(p, pal, hx, hy, 0, 28)
    elif f.other in ("glove", "leash"):
        if f.other == "glove":
            fill(p, smooth([(hx - 8, hy + 10), (hx + 18, hy + 12), (hx + 20, hy + 80),
                            (hx + 4, hy + 96), (hx - 10, hy + 70)]), pal.paper, pal.ink, 3)
        fist(p, pal, hx, hy, 90, 26)
    elif f.other == "arms":
        ornaments.shield(p, style, hx + 26, hy + 4, 190, "cross")
        fist(p, pal, hx + 6, hy - 84, 90, 26)
    elif f.other == "head":
        fist(p, pal, hx, hy, 0, 28)
    elif f.other == "sword2":
        sword(p, pal, hx, hy, 16, 330, shade(pal.marks[SWORDS], 1.5))
        fist(p, pal, hx, hy, 16, 28)
    elif f.other == "baton2":
        baton(p, style, hx, hy, 14, 300)
        fist(p, pal, hx, hy, 14, 28)
    elif f.other == "cape":
        open_hand(p, pal, hx, hy, -30, 28)


def _trophy(p: QPainter, c: Court, x: float, y: float) -> None:
    """The executioner's trophy: a bearded head with closed eyes, held up by its hair."""
    pal = c.style.palette
    p.save()
    p.translate(x, y + 100)
    p.scale(0.8, 0.8)
    fill(p, smooth([(-34, -50), (-8, -128), (8, -128), (34, -50)]), pal.hair[3], pal.ink, 3)
    head(p, pal, pal.hair[3], Face(age="mature", beard="full", hair="short", eyes="closed"))
    p.restore()


# --- riders -----------------------------------------------------------------

def _rider(p: QPainter, c: Court, r: Rider) -> None:
    pal = c.style.palette
    ink = pal.ink
    p.save()
    p.translate(0, 985)
    if r.gait.pitch:
        p.translate(-24, 0)
        p.scale(0.92, 0.92)
        p.translate(150, 0)
        p.rotate(r.gait.pitch)
        p.translate(-150, 0)
    horse(p, pal, r.coat, r.mane, r.gait, c.trim if r.caparison else None, pal.gold)
    sx, sy = SADDLE
    body = "#c9ced6" if r.armour else c.robe
    hu = r.gait.head_up
    hand_r = (sx - 110, sy - 80)
    stroke(p, poly([hand_r, (-300, -384 + hu)], close=False), pal.red, 5)
    arm(p, pal, [(sx + 40, sy - 190), (sx + 30, sy - 100), hand_r], shade(body, 0.8),
        pal.gold, 46)
    fist(p, pal, hand_r[0], hand_r[1], 80, 24)
    skirt = smooth([(sx - 50, sy - 40), (sx - 70, sy + 50), (sx + 80, sy + 50),
                    (sx + 60, sy - 40)])
    fill(p, skirt, c.robe, ink, 3.5)
    limb(p, [(sx, sy - 20), (sx - 74, sy + 50), (sx - 60, sy + 170)], (60, 46, 36),
         shade(c.trim, 0.9) if not r.armour else "#b7bec8", ink)
    fill(p, smooth([(sx - 80, sy + 150), (sx - 40, sy + 150), (sx - 34, sy + 186),
                    (sx - 104, sy + 192)]), "#3b2a20", ink, 3)
    stroke(p, poly([(sx - 56, sy + 20), (sx - 64, sy + 196)], close=False), pal.ink, 3)
    fill(p, rect(sx - 84, sy + 186, 48, 8, 3), pal.gold, ink, 2)
    torso = smooth([(sx - 62, sy - 210), (sx - 50, sy - 110), (sx - 44, sy - 30),
                    (sx + 62, sy - 30), (sx + 66, sy - 110), (sx + 70, sy - 210), (sx, sy - 226)])
    fill(p, torso, body, ink, 4)
    if r.armour:
        for y in (-170, -120, -80):
            stroke(p, smooth([(sx - 48, sy + y), (sx + 6, sy + y + 12), (sx + 60, sy + y)],
                             close=False), "#8a929c", 3)
    else:
        fill(p, smooth([(sx - 20, sy - 220), (sx + 6, sy - 150), (sx + 30, sy - 220),
                        (sx + 14, sy - 50), (sx - 4, sy - 50)]), shade(c.trim, 1.1), ink, 3)
    fill(p, rect(sx - 52, sy - 50, 116, 22, 6), shade(c.trim, 0.65), ink, 3)
    fill(p, rect(sx - 14, sy - 248, 30, 34, 8), pal.skin, ink, 3)
    p.save()
    p.translate(sx + 2, sy - 292)
    p.scale(0.78, 0.78)
    head(p, pal, c.hair, r.face)
    headgear(p, pal, r.headgear, c.trim, c.robe)
    p.restore()
    if r.pose == "raised":
        pts = ((sx - 50, sy - 196), (sx - 126, sy - 120), (sx - 136, sy - 214))
        angle = -10.0
    else:
        pts = ((sx - 50, sy - 196), (sx - 120, sy - 130), (sx - 176, sy - 170))
        angle = -48.0
    arm(p, pal, pts, shade(body, 1.1), pal.gold, 46)
    hold_sign(p, c.style, c.suit, pts[-1][0], pts[-1][1], angle if c.suit in (SWORDS, BATONS)
              else 0.0, 120, 26)
    p.restore()
