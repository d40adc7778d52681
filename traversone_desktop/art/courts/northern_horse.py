"""The horse of the northern cavalli: a whole animal with joints, mane and tail.

The horse faces left with its hooves on y = 0 and the withers about 330 up; the
saddle is at :data:`SADDLE`. A pose moves the legs and the head, so the knights
of different decks neither stand nor step alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QPainter, QPainterPath

from traversone_desktop.art.courts.northern_parts import Point, limb
from traversone_desktop.art.paint import ellipse, fill, poly, shade, smooth, stroke
from traversone_desktop.art.style import Palette

SADDLE: Point = (20.0, -345.0)
"""Where the rider sits."""


@dataclass(frozen=True)
class Gait:
    """The legs (shoulder or hip, elbow or stifle, knee or hock, fetlock, hoof tip) and how
    high the head is carried."""

    near_fore: tuple[Point, ...]
    far_fore: tuple[Point, ...]
    near_hind: tuple[Point, ...]
    far_hind: tuple[Point, ...]
    head_up: float
    pitch: float = 0.0
    """Degrees the whole horse rears, about its hind hooves."""


PRANCE = Gait(
    near_fore=((-130, -220), (-168, -176), (-236, -168), (-246, -100), (-228, -78)),
    far_fore=((-150, -230), (-150, -170), (-154, -96), (-150, -26), (-158, 0)),
    near_hind=((150, -250), (118, -168), (176, -96), (162, -26), (154, 0)),
    far_hind=((130, -240), (96, -160), (122, -92), (98, -24), (88, 0)),
    head_up=0.0,
)
"""Rearing a little: the near foreleg raised and folded at the knee."""

WALK = Gait(
    near_fore=((-134, -222), (-150, -168), (-176, -104), (-166, -40), (-180, -22)),
    far_fore=((-150, -230), (-140, -170), (-128, -96), (-120, -26), (-128, 0)),
    near_hind=((150, -250), (126, -168), (190, -100), (196, -30), (190, 0)),
    far_hind=((130, -240), (92, -160), (112, -92), (80, -26), (70, 0)),
    head_up=-30.0,
)
"""Walking: one foreleg lifted off the ground, the head carried lower."""

TROT = Gait(
    near_fore=((-134, -222), (-176, -172), (-226, -130), (-232, -62), (-214, -44)),
    far_fore=((-150, -230), (-132, -168), (-112, -96), (-118, -26), (-126, 0)),
    near_hind=((150, -250), (140, -170), (206, -118), (232, -60), (236, -40)),
    far_hind=((130, -240), (80, -164), (84, -92), (64, -24), (54, 0)),
    head_up=16.0,
)
"""A lively trot: diagonal legs off the ground, the head held high."""

REAR = Gait(
    near_fore=((-130, -220), (-190, -200), (-250, -230), (-270, -160), (-250, -140)),
    far_fore=((-150, -230), (-196, -178), (-222, -150), (-232, -80), (-216, -60)),
    near_hind=((150, -250), (110, -168), (170, -96), (156, -26), (150, 0)),
    far_hind=((130, -240), (80, -162), (120, -90), (108, -24), (100, 0)),
    head_up=22.0,
    pitch=10.0,
)
"""Rearing: both forelegs folded in the air, the body raised on the hocks."""


def _leg(p: QPainter, pts: tuple[Point, ...], coat: str, pal: Palette, hind: bool) -> None:
    widths = (62, 40, 30, 24, 20) if not hind else (78, 46, 30, 24, 20)
    limb(p, pts, widths, coat, pal.ink, 3.5)
    knee = pts[2]
    fill(p, ellipse(knee[0], knee[1], 16, 14), coat, pal.ink, 2.5)
    fet = pts[3]
    fill(p, ellipse(fet[0], fet[1], 14, 12), coat, pal.ink, 2.5)
    tip = pts[4]
    dx, dy = tip[0] - fet[0], tip[1] - fet[1]
    hoof = poly([(tip[0] - 16 - dy * 0.1, tip[1] - 14 + dx * 0.1), (tip[0] + 16, tip[1] - 14),
                 (tip[0] + 20, tip[1] + 4), (tip[0] - 20, tip[1] + 4)])
    fill(p, hoof, "#3a2f28", pal.ink, 3)


def horse(p: QPainter, pal: Palette, coat: str, mane: str, gait: Gait,
          cloth: str | None, cloth_trim: str) -> None:
    """Paint the horse; ``cloth`` is the caparison colour (None for a bare saddle)."""
    ink = pal.ink
    far = shade(coat, 0.78)
    hu = gait.head_up
    tail = smooth([(196, -300), (246, -290), (276, -220), (270, -120), (248, -80), (256,
                   -150), (232, -230), (200, -262)])
    fill(p, tail, mane, ink, 3.5)
    for i in range(3):
        stroke(p, smooth([(214, -280), (250 + i * 6, -210), (254 + i * 4, -120)],
                         close=False), shade(mane, 0.7), 2.5)
    _leg(p, gait.far_fore, far, pal, False)
    _leg(p, gait.far_hind, far, pal, True)
    body = smooth([(-176, -272), (-160, -206), (-90, -168), (40, -160), (140, -178),
                   (206, -232), (204, -300), (150, -334), (40, -318), (-96, -346),
                   (-150, -322)])
    neck = smooth([(-96, -346), (-150, -420 + hu * 0.3), (-200, -476 + hu), (-236, -470 + hu),
                   (-254, -430 + hu), (-210, -360), (-176, -272), (-150, -322)])
    fill(p, neck, coat, ink, 3.5)
    fill(p, body, coat, ink, 3.5)
    _leg(p, gait.near_hind, coat, pal, True)
    _leg(p, gait.near_fore, coat, pal, False)
    stroke(p, smooth([(120, -250), (160, -200), (150, -240)], close=False), shade(coat, 0.7),
           3)
    stroke(p, smooth([(-150, -300), (-130, -240), (-110, -200)], close=False),
           shade(coat, 0.7), 3)
    _head(p, pal, coat, mane, hu)
    if cloth is not None:
        drape = smooth([(-120, -350), (-40, -330), (110, -332), (176, -300), (170, -200),
                        (100, -176), (-60, -180), (-140, -220)])
        fill(p, drape, cloth, ink, 3.5)
        hem = QPainterPath()
        for i in range(12):
            hem.addPath(ellipse(-120 + i * 26, -190 + (i - 6) ** 2 * 0.4, 7))
        fill(p, hem, cloth_trim, ink, 2)
        stroke(p, smooth([(-110, -300), (30, -276), (160, -270)], close=False),
               shade(cloth, 0.7), 4)
    else:
        fill(p, smooth([(-60, -350), (0, -330), (80, -334), (100, -300), (60, -270),
                        (-40, -270), (-76, -300)]), cloth_trim, ink, 3)
    fill(p, smooth([(-40, -360), (20, -340), (90, -356), (84, -330), (20, -322), (-44, -334)]),
         shade(cloth_trim, 0.6), ink, 3)


def _head(p: QPainter, pal: Palette, coat: str, mane: str, hu: float) -> None:
    ink = pal.ink
    locks = QPainterPath()
    for i in range(7):
        t = i / 6
        x = -96 + (-200 + 96) * t
        y = -350 + (-478 + hu + 350) * t
        locks.addPath(smooth([(x - 4, y - 6), (x + 26, y - 10), (x + 34, y + 30),
                              (x + 14, y + 10)]))
    fill(p, locks.simplified(), mane, ink, 2.5)
    skull = smooth([(-204, -498 + hu), (-240, -494 + hu), (-296, -430 + hu),
                    (-322, -392 + hu), (-316, -370 + hu), (-290, -364 + hu),
                    (-260, -384 + hu), (-228, -410 + hu), (-206, -450 + hu)])
    fill(p, skull, coat, ink, 3.5)
    fill(p, smooth([(-212, -492 + hu), (-206, -540 + hu), (-192, -500 + hu)]), coat, ink, 3)
    fill(p, smooth([(-226, -494 + hu), (-234, -536 + hu), (-214, -498 + hu)]), shade(coat,
         0.8), ink, 3)
    fill(p, smooth([(-206, -500 + hu), (-232, -486 + hu), (-244, -460 + hu), (-218, -474 +
                    hu)]), mane, ink, 2)
    fill(p, ellipse(-244, -462 + hu, 8, 6), "#2a1d14", ink, 2)
    fill(p, ellipse(-246, -464 + hu, 2.5), "#ffffff")
    stroke(p, smooth([(-256, -470 + hu), (-244, -474 + hu), (-232, -468 + hu)], close=False),
           ink, 2.5)
    fill(p, ellipse(-306, -392 + hu, 7, 5), shade(coat, 0.45), ink, 1.5)
    stroke(p, smooth([(-318, -376 + hu), (-300, -372 + hu), (-290, -378 + hu)], close=False),
           ink, 2.5)
    red = pal.red
    for path in ([(-206, -470 + hu), (-270, -420 + hu), (-300, -384 + hu)],
                 [(-240, -490 + hu), (-260, -400 + hu)]):
        stroke(p, smooth(path, close=False), red, 5)
    fill(p, ellipse(-290, -384 + hu, 7), pal.gold, ink, 2)
