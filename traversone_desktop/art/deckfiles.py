"""Decks as data: a folder or ``.zip`` holding ``deck.json`` and 41 pictures.

A family can photograph the pack they grew up with and play with it; our own
drawn decks export to the same format, which is also how the importer is tested.

The format (``FORMAT`` 1)::

    deck.json   {"format": 1, "name": {"it": "...", "en": "..."},
                 "suit_system": "spanish" | "italian" | "french" | "german",
                 "suits": {"it": [4 names], "en": [...]},      (optional)
                 "courts": {"it": [3 names], "en": [...]}}     (optional)
    Ad.png …    one picture per card, named by its code (``Ad``, ``3s``, ``Rc`` …)
    back.png    the back

Pictures may be PNG, JPEG or SVG. On import every picture is checked, turned
upright where a phone stored it sideways with an orientation tag, scaled down to
``STORED_WIDTH`` where larger, and kept in the data folder, so a deck that imported
once always draws.
"""

from __future__ import annotations

import filecmp
import json
import re
import shutil
import stat
import tempfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, Final

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader, QPainter, QPainterPath
from PySide6.QtSvg import QSvgRenderer

from traversone_desktop.art.deckart import DeckArt, W, card_height
from traversone_desktop.art.style import (
    COURTS_EN,
    COURTS_IT,
    LATIN_SUITS_EN,
    LATIN_SUITS_IT,
    SYSTEM_NAMES,
    DeckStyle,
    Quad,
    SuitSystem,
    Triple,
)
from traversone_desktop.engine.cards import NUM_CARDS, card_code
from traversone_desktop.i18n import Plurals, current_language
from traversone_desktop.os_reasons import os_reason
from traversone_desktop.placeholders import fill

_tr = QCoreApplication.translate
"""Messages are said in the interface's language where one is installed (the GUI), in
English otherwise (the command line)."""

FORMAT = 1
MANIFEST = "deck.json"
BACK = "back"
SUFFIXES = (".png", ".jpg", ".jpeg", ".svg")
STORED_WIDTH = 720
"""Pixels across of a stored picture: sharp at the largest card size on a 2x screen."""
MAX_PICTURE_BYTES = 40 * 1024 * 1024
MAX_DECK_BYTES = 400 * 1024 * 1024
SVG_MOST_TAGS: Final = 20_000
"""More shapes than a card's drawing needs (ours have a few hundred): 50,000 took 20 s to
draw, the window frozen, and 400,000 more than a minute."""
ASPECT_RANGE = (1.2, 2.2)
ASPECT_SPREAD = 0.12
"""How far one picture's shape may stray from the deck's (photographs are not exact)."""
USER_PREFIX = "user-"
"""Imported decks' keys start with this, so they never collide with a drawn deck."""

SUIT_SYSTEMS: tuple[SuitSystem, ...] = ("spanish", "italian", "french", "german")
CARD_NAMES = (*(card_code(c) for c in range(NUM_CARDS)), BACK)
STEPS = 2 * len(CARD_NAMES)
"""How often :func:`install_deck` calls its ``step`` for a good deck: once for each picture
read and checked, once for each picture kept."""


class DeckFileError(ValueError):
    """A deck folder or archive that cannot be used; the message says why, in one line, in
    the interface's language (file names and the system's own reasons as they are)."""


@dataclass(frozen=True)
class Manifest:
    """What ``deck.json`` says: the deck's names in Italian and English and its suits."""

    name_it: str
    name_en: str
    suit_system: SuitSystem
    suits_it: Quad
    suits_en: Quad
    courts_it: Triple
    courts_en: Triple

    @classmethod
    def from_json(cls, data: object) -> Manifest:
        """Validate a parsed ``deck.json``; :class:`DeckFileError` names the first fault."""
        if not isinstance(data, dict):
            raise DeckFileError(fill(_tr("DeckFile", "%1 must hold a JSON object"), MANIFEST))
        if data.get("format", FORMAT) != FORMAT:
            raise DeckFileError(fill(_tr("DeckFile", "%1: format %2 is not supported (this "
                                         "version reads format %3)"),
                                     MANIFEST, f"{data.get('format')!r:.40}", str(FORMAT)))
        system = data.get("suit_system")
        if system not in SUIT_SYSTEMS:
            raise DeckFileError(fill(_tr("DeckFile", "%1: suit_system must be one of %2, "
                                         "not %3"),
                                     MANIFEST, ", ".join(SUIT_SYSTEMS), f"{system!r:.40}"))
        names = _languages(data, "name", 1, required=True)
        suits_it, suits_en, courts_it, courts_en = SYSTEM_NAMES.get(
            system, (LATIN_SUITS_IT, LATIN_SUITS_EN, COURTS_IT, COURTS_EN))
        suits = _languages(data, "suits", 4, required=False)
        courts = _languages(data, "courts", 3, required=False)
        return cls(
            name_it=names.get("it", names.get("en", ("",)))[0],
            name_en=names.get("en", names.get("it", ("",)))[0],
            suit_system=system,
            suits_it=_quad(suits.get("it", suits_it)),
            suits_en=_quad(suits.get("en", suits_en)),
            courts_it=_triple(courts.get("it", courts_it)),
            courts_en=_triple(courts.get("en", courts_en)),
        )

    @classmethod
    def of_style(cls, style: DeckStyle) -> Manifest:
        """The manifest that describes one of our drawn decks."""
        return cls(style.name_it, style.name_en, style.suit_system,
                   style.suit_names_it, style.suit_names_en,
                   style.court_names_it, style.court_names_en)

    def to_json(self) -> dict[str, Any]:
        """The ``deck.json`` object."""
        return {
            "format": FORMAT,
            "name": {"it": self.name_it, "en": self.name_en},
            "suit_system": self.suit_system,
            "suits": {"it": list(self.suits_it), "en": list(self.suits_en)},
            "courts": {"it": list(self.courts_it), "en": list(self.courts_en)},
        }


def _languages(data: dict[str, Any], field: str, count: int,
               required: bool) -> dict[str, tuple[str, ...]]:
    """``{"it": …, "en": …}`` with ``count`` non-empty strings per language."""
    value = data.get(field)
    if value is None and not required:
        return {}
    if not isinstance(value, dict) or not value.keys() & {"it", "en"}:
        raise DeckFileError(fill(_tr("DeckFile", '%1: "%2" must give "it" and/or "en"'),
                                 MANIFEST, field))
    out: dict[str, tuple[str, ...]] = {}
    for lang in ("it", "en"):
        if lang not in value:
            continue
        items = value[lang]
        items = [items] if count == 1 and isinstance(items, str) else items
        if (not isinstance(items, list) or len(items) != count
                or not all(isinstance(s, str) and 0 < len(s.strip()) <= 60
                           and s.strip().isprintable() for s in items)):  # no NUL, line
            # break, invisible letter, nor half a UTF-16 pair (which no file can hold)
            what = (_tr("DeckFile", '%1: "%2" in "%3" must be a name of 1 to 60 characters')
                    if count == 1 else
                    _tr("DeckFile", '%1: "%2" in "%3" must be a list of %4 names of 1 to 60 '
                        'characters'))
            raise DeckFileError(fill(what, MANIFEST, field, lang, str(count)))
        out[lang] = tuple(s.strip() for s in items)
    return out


def _quad(names: tuple[str, ...]) -> Quad:
    return (names[0], names[1], names[2], names[3])


def _triple(names: tuple[str, ...]) -> Triple:
    return (names[0], names[1], names[2])


# --- reading a folder or an archive --------------------------------------------------------


ZIP_ENCRYPTED: Final = 0x1
"""The flag of a zip member locked with a password (the archive format's bit 0)."""


class _Source:
    """The files of a deck, whether they sit in a folder or a zip archive."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._zip: zipfile.ZipFile | None = None
        self._members: dict[str, zipfile.ZipInfo] = {}
        self._index: dict[str, str] | None = None
        try:
            mode = path.stat().st_mode
        except OSError as exc:
            raise DeckFileError(fill(_tr("DeckFile", "cannot open %1: %2"),
                                     str(path), os_reason(exc, _tr))) from None
        if stat.S_ISDIR(mode):
            return
        if not stat.S_ISREG(mode):
            raise DeckFileError(fill(_tr("DeckFile", "%1 is neither a folder nor a .zip file"),
                                     str(path)))
        try:
            self._zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError) as exc:
            raise DeckFileError(fill(_tr("DeckFile", "%1 is not a readable .zip archive (%2)"),
                                     path.name, str(exc))) from None
        total = 0
        for info in self._zip.infolist():
            name = PurePosixPath(info.filename)
            if info.is_dir() or ".." in name.parts:
                continue
            total += info.file_size
            self._members.setdefault(name.name, info)
        if total > MAX_DECK_BYTES:
            raise DeckFileError(fill(_tr("DeckFile", "%1 unpacks to more than %2 MB; is it "
                                         "really a deck?"),
                                     path.name, str(MAX_DECK_BYTES // 2**20)))

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()

    def find(self, stem: str, suffixes: tuple[str, ...]) -> str | None:
        """The file called ``stem`` plus one of ``suffixes``, in any letter case, if any.

        Card codes stay unambiguous in lower case (ranks and suits use distinct letters)."""
        index = self._names()
        for suffix in suffixes:
            found = index.get((stem + suffix).lower())
            if found is not None:
                return found
        return None

    def other_format(self, stem: str) -> str | None:
        """A file called ``stem`` with a suffix the deck format does not take (``Ad.heic``)."""
        return next((n for key, n in sorted(self._names().items())
                     if key.partition(".")[0] == stem.lower()), None)

    def _names(self) -> dict[str, str]:
        """Every file name of the deck, by its lower-case form."""
        if self._index is None:
            try:
                names = list(self._members.keys() if self._zip is not None else (
                    p.name for p in self.path.iterdir()))
            except OSError as exc:  # a folder whose permissions were taken away
                raise DeckFileError(fill(_tr("DeckFile", "%1 cannot be read: %2"),
                                         self.path.name, os_reason(exc, _tr))) from None
            self._index = {n.lower(): n for n in sorted(names, reverse=True)}
        return self._index

    def read(self, name: str) -> bytes:
        """The bytes of one file, refusing anything that is not a plain file of sane size."""
        if self._zip is not None:
            info = self._members[name]
            if info.file_size > MAX_PICTURE_BYTES:
                raise _too_large(name)
            if info.flag_bits & ZIP_ENCRYPTED:
                raise DeckFileError(fill(_tr("DeckFile", "%1 is locked with a password in the "
                                             "archive: make the .zip again without one"), name))
            try:
                return self._zip.read(info)
            except (zipfile.BadZipFile, OSError, RuntimeError, zlib.error, EOFError,
                    NotImplementedError) as exc:  # damaged, or packed oddly
                raise DeckFileError(fill(_tr("DeckFile", "%1 cannot be read from the archive "
                                             "(%2)"), name, f"{exc!s:.80}")) from None
        path = self.path / name
        try:
            st = path.stat()
            if not stat.S_ISREG(st.st_mode):
                raise DeckFileError(fill(_tr("DeckFile", "%1 is not a regular file"), name))
            if st.st_size > MAX_PICTURE_BYTES:
                raise _too_large(name)
            return path.read_bytes()
        except OSError as exc:
            raise DeckFileError(fill(_tr("DeckFile", "%1 cannot be read: %2"),
                                     name, os_reason(exc, _tr))) from None


def _too_large(name: str) -> DeckFileError:
    return DeckFileError(fill(_tr("DeckFile", "%1 is larger than %2 MB"),
                              name, str(MAX_PICTURE_BYTES // 2**20)))


def _upright(device: QIODevice | str) -> tuple[QImage, bool]:
    """A picture read the way it is meant to be seen, no wider than ``STORED_WIDTH``, and
    whether its file already was just that (upright, and no wider).

    Phones store a portrait photograph as a landscape one with a tag saying "turn me";
    Qt honours that tag only when asked. A phone's photograph is read straight at the
    size it is kept at: whole, each would take 48 MB (12 megapixels), two gigabytes for a
    deck, and eight seconds to decode."""
    reader = QImageReader(device)
    reader.setAutoTransform(True)
    turned = reader.transformation() != QImageIOHandler.Transformation.TransformationNone
    stored = reader.size()  # as the file keeps it, before any turn
    across = stored.height() if reader.transformation() & \
        QImageIOHandler.Transformation.TransformationRotate90 else stored.width()
    smaller = stored.isValid() and across > STORED_WIDTH
    if smaller:
        reader.setScaledSize((stored * (STORED_WIDTH / across)).expandedTo(QSize(1, 1)))
        reader.setQuality(100)  # a smooth reduction, as a scaled copy would be
    return reader.read(), not turned and not smaller


def _decode(name: str, data: bytes) -> tuple[QImage, bool]:
    """A picture as an upright image, and whether its file may be kept as it is.

    SVG is drawn at ``STORED_WIDTH`` so it stays sharp (and is never kept)."""
    if name.lower().endswith(".svg"):
        if data.count(b"<") > SVG_MOST_TAGS:
            raise DeckFileError(fill(_tr("DeckFile", "%1 is a drawing of more than %2 shapes, "
                                                     "too many to draw: save it as PNG"),
                                     name, str(SVG_MOST_TAGS)))
        renderer = QSvgRenderer(QByteArray(data))
        size = renderer.defaultSize()
        if not renderer.isValid() or size.width() <= 0 or size.height() <= 0:
            return QImage(), False
        target = QSize(STORED_WIDTH, round(STORED_WIDTH * size.height() / size.width()))
        image = QImage(target, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        return image, False
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    return _upright(buffer)


@dataclass(frozen=True)
class LoadedDeck:
    """A validated deck: its manifest, card shape and one image per card name."""

    manifest: Manifest
    aspect: float
    images: dict[str, QImage]
    sources: dict[str, tuple[str, bytes | None]]
    """Each card's original file: its suffix and bytes, None where they cannot be kept as
    they are (an SVG, or a photograph that needed turning)."""


def read_deck(path: Path, step: Callable[[], None] | None = None) -> LoadedDeck:
    """Read and check a deck folder or archive; one :class:`DeckFileError` names every fault.

    ``step`` is called once a card's picture is read (whatever it raises stops the work)."""
    source = _Source(Path(path))
    try:
        manifest_name = source.find("deck", (".json",))
        if manifest_name is None:
            raise DeckFileError(fill(_tr("DeckFile", "%1 has no %2"), Path(path).name, MANIFEST))
        raw = source.read(manifest_name)  # unreadable is its own fault, not bad JSON
        try:  # "utf-8-sig": Windows' Notepad may start the file with a byte-order mark
            data = json.loads(raw.decode("utf-8-sig"))
        except (ValueError, RecursionError) as exc:  # not text, not JSON, nested too deep,
            # a number of thousands of digits
            raise DeckFileError(fill(_tr("DeckFile", "%1 is not valid JSON (%2)"),
                                     MANIFEST, f"{exc!s:.80}")) from None
        manifest = Manifest.from_json(data)
        images: dict[str, QImage] = {}
        sources: dict[str, tuple[str, bytes | None]] = {}
        missing: list[str] = []
        unreadable: list[str] = []
        for card in CARD_NAMES:
            name = source.find(card, SUFFIXES)
            if name is None:
                other = source.other_format(card)
                (missing if other is None else unreadable).append(other or card)
                continue
            data = source.read(name)
            image, as_is = _decode(name, data)
            if image.isNull() or image.width() < 16 or image.height() < 16:
                unreadable.append(name)
            else:
                images[card] = image
                sources[card] = (Path(name).suffix.lower().replace(".jpeg", ".jpg"),
                                 data if as_is else None)
            if step is not None:
                step()
    finally:
        source.close()
    faults = []
    if missing:
        faults.append(fill(_tr("DeckFile", "missing %1"), _listing(missing)))
    if unreadable:
        faults.append(fill(_tr("DeckFile", "not a readable PNG, JPEG or SVG picture: %1"),
                           _listing(unreadable)))
        if any(Path(n).suffix.lower() in (".heic", ".heif") for n in unreadable):
            faults.append(_tr("DeckFile", "an iPhone saves its photos as JPEG with Settings › "
                                          "Camera › Formats › Most Compatible"))
    if faults:
        raise DeckFileError(f"{Path(path).name}: " + "; ".join(faults))
    return LoadedDeck(manifest, _deck_aspect(images), images, sources)


def _listing(names: list[str]) -> str:
    shown = ", ".join(names[:8])
    if len(names) <= 8:
        return shown
    return fill(Plurals.tr("%1 and %n more", "", len(names) - 8),  # type: ignore[arg-type]
                shown)


def _deck_aspect(images: dict[str, QImage]) -> float:
    """The median height/width of the faces; every picture must be close to it."""
    shapes = {name: img.height() / img.width() for name, img in images.items()}
    ordered = sorted(shapes.values())
    aspect = ordered[len(ordered) // 2]
    if not ASPECT_RANGE[0] <= aspect <= ASPECT_RANGE[1]:
        raise DeckFileError(fill(_tr("DeckFile", "the cards are %1 times as tall as wide; a "
                                     "playing card is %2 to %3"),
                                 *(QLocale().toString(x, "f", d) for x, d in
                                   ((aspect, 2), (ASPECT_RANGE[0], 1), (ASPECT_RANGE[1], 1)))))
    odd = [n for n, a in shapes.items() if abs(a / aspect - 1) > ASPECT_SPREAD]
    if odd:
        raise DeckFileError(fill(_tr("DeckFile", "not the shape of the other cards: %1"),
                                 _listing(odd)))
    return aspect


# --- the data folder ------------------------------------------------------------------------


def slug(text: str) -> str:
    """A file-system-safe key from a deck's name: lower-case letters, digits and dashes."""
    ascii_text = text.encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:40] or "deck"


def install_deck(source: Path, decks_dir: Path, step: Callable[[], None] | None = None) -> str:
    """Check ``source`` and copy it into ``decks_dir`` as stored PNGs; return its new key,
    or the key of the deck already there that the copy would repeat file for file (the
    same zip added twice: one copy is kept, and the family sees one deck). A copy left out
    at start because pictures went from it is mended with them, and keeps its key.

    Nothing is written unless the whole deck is good, and a half-written copy never
    stays behind (the folder appears in one rename), nor does one whose ``step`` raised:
    ``step`` is called :data:`STEPS` times as the work goes on, and may stop it so."""
    deck = read_deck(source, step)
    decks_dir.mkdir(parents=True, exist_ok=True)
    base = USER_PREFIX + slug(deck.manifest.name_en or deck.manifest.name_it)
    key, n = base, 2
    while (decks_dir / key).exists():
        key, n = f"{base}-{n}", n + 1
    staging = Path(tempfile.mkdtemp(prefix=".import-", dir=decks_dir))
    try:
        for name, image in deck.images.items():
            _store(staging, name, image, *deck.sources[name])
            if step is not None:
                step()
        stored = {**deck.manifest.to_json(), "aspect": round(deck.aspect, 4)}
        (staging / MANIFEST).write_text(json.dumps(stored, ensure_ascii=False, indent=2), "utf-8")
        twin = next((deck for deck in installed_decks(decks_dir) if _part_of(deck, staging)),
                    None)
        if twin is not None:
            for name in _names(staging) - _names(twin):  # the pictures gone from a copy
                shutil.copy2(staging / name, twin / name)
            return twin.name
        staging.rename(decks_dir / key)
    except OSError as exc:
        raise DeckFileError(fill(_tr("DeckFile", "cannot copy the deck into %1: %2"),
                                 str(decks_dir), os_reason(exc, _tr))) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return key


def export_deck(style: DeckStyle, out_dir: Path, width: int = STORED_WIDTH) -> Path:
    """Write one of our decks in this format into ``out_dir`` (created); return the folder."""
    from traversone_desktop.art.render import paint_card

    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for card, name in zip([*range(NUM_CARDS), None], CARD_NAMES, strict=True):
            if not paint_card(style, card, width).save(str(out_dir / f"{name}.png")):
                raise DeckFileError(fill(_tr("DeckFile", "cannot write %1"),
                                         str(out_dir / f"{name}.png")))
        (out_dir / MANIFEST).write_text(
            json.dumps(Manifest.of_style(style).to_json(), ensure_ascii=False, indent=2), "utf-8")
    except OSError as exc:
        raise DeckFileError(fill(_tr("DeckFile", "cannot write the deck into %1: %2"),
                                 str(out_dir), os_reason(exc, _tr))) from None
    return out_dir


def _store(folder: Path, name: str, image: QImage, suffix: str, data: bytes | None) -> None:
    """Keep a picture as it came when it can be (``data``), else its upright copy, no
    wider than ``STORED_WIDTH`` (as :func:`_upright` read it)."""
    if data is not None:
        (folder / f"{name}{suffix}").write_bytes(data)
        return
    photo = suffix == ".jpg"
    stored = folder / f"{name}{'.jpg' if photo else '.png'}"
    if not image.save(str(stored), None, 90 if photo else -1):
        raise DeckFileError(fill(_tr("DeckFile", "cannot write %1 into %2"),
                                 name, str(folder.parent)))


def _stored_picture(folder: Path, name: str) -> Path | None:
    """The stored picture of card ``name`` (PNG or JPEG), if it is there."""
    for suffix in (".png", ".jpg"):
        if (folder / f"{name}{suffix}").is_file():
            return folder / f"{name}{suffix}"
    return None


def _names(folder: Path) -> set[str]:
    return {path.name for path in folder.iterdir()}


def _part_of(old: Path, new: Path) -> bool:
    """Whether the deck folder ``old`` holds only files of ``new``, byte for byte: the same
    deck, whole or with pictures gone from it since (the manifests are compared first:
    decks of other names differ there, and their pictures are never read)."""
    names = _names(old)
    if MANIFEST not in names or not names <= _names(new):
        return False
    if not filecmp.cmp(old / MANIFEST, new / MANIFEST, shallow=False):
        return False
    matching, _, _ = filecmp.cmpfiles(old, new, sorted(names), shallow=False)
    return len(matching) == len(names)


def installed_decks(decks_dir: Path) -> list[Path]:
    """The imported deck folders in ``decks_dir``, by key; DeckFileError if the folder
    cannot be read (its permissions taken away)."""
    try:
        return sorted(p for p in decks_dir.iterdir()
                      if p.is_dir() and p.name.startswith(USER_PREFIX))
    except FileNotFoundError:
        return []  # no deck imported yet
    except OSError as exc:
        raise DeckFileError(fill(_tr("DeckFile", "the imported decks in %1 cannot be read: %2"),
                                 str(decks_dir), os_reason(exc, _tr))) from None


def _damaged(folder: Path, detail: str) -> str:
    return fill(_tr("DeckFile", "%1: its %2 is damaged (%3)"), folder.name, MANIFEST, detail)


def style_for(folder: Path) -> DeckStyle:
    """The :class:`DeckStyle` of a deck stored by :func:`install_deck`.

    Only the manifest is read and the pictures' presence checked, so start-up stays quick;
    a picture damaged later draws as the visible placeholder, never a crash."""
    try:
        missing = [n for n in CARD_NAMES if _stored_picture(folder, n) is None]
        text = (folder / MANIFEST).read_text("utf-8")
    except PermissionError as exc:  # the folder's permissions taken away
        raise DeckFileError(fill(_tr("DeckFile", "%1: its folder cannot be read: %2"),
                                 folder.name, os_reason(exc, _tr))) from None
    except (OSError, UnicodeDecodeError) as exc:  # deck.json gone, or not text
        raise DeckFileError(_damaged(folder, f"{exc!s:.80}")) from None
    try:  # nested a million deep, or an aspect of 10**400
        data = json.loads(text)
        aspect = float(data["aspect"])
    except (ValueError, TypeError, KeyError, RecursionError, OverflowError) as exc:
        raise DeckFileError(_damaged(folder, f"{exc!s:.80}")) from None
    m = Manifest.from_json(data)
    if missing:  # named as the family named it, not by its folder
        named = m.name_it if current_language() == "it" else m.name_en
        raise DeckFileError(f"{named}: "
                            + fill(_tr("DeckFile", "missing %1"), _listing(missing)))
    if not ASPECT_RANGE[0] <= aspect <= ASPECT_RANGE[1]:
        raise DeckFileError(_damaged(folder, f"aspect {aspect}"))
    return DeckStyle(
        key=folder.name, name_it=m.name_it, name_en=m.name_en,
        region_it="Mazzo importato", region_en="Imported deck",
        suit_system=m.suit_system, double_ended=False, corner_indices=False,
        aspect=aspect,
        court_names_it=m.courts_it, court_names_en=m.courts_en,
        suit_names_it=m.suits_it, suit_names_en=m.suits_en,
        art=PictureArt(folder),
    )


class PictureArt(DeckArt):
    """Draws an imported deck: each card is its stored picture, with rounded corners."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _picture(self, name: str) -> QImage:
        path = _stored_picture(self.folder, name)
        image = _upright(str(path))[0] if path else QImage()
        if image.isNull():
            raise DeckFileError(fill(_tr("DeckFile", "%1: the picture of %2 is missing or "
                                         "unreadable"), self.folder.name, name))
        return image

    def _paint(self, p: QPainter, style: DeckStyle, name: str) -> None:
        box = QRectF(0, 0, W, card_height(style))
        clip = QPainterPath()
        clip.addRoundedRect(box.adjusted(2, 2, -2, -2), 46, 46)
        p.setClipPath(clip)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(box, self._picture(name))
        p.setClipping(False)

    def draw_face(self, p: QPainter, style: DeckStyle, card: int) -> None:
        self._paint(p, style, card_code(card))
        if style.corner_indices:
            self.draw_indices(p, style, card)

    def draw_back(self, p: QPainter, style: DeckStyle) -> None:
        self._paint(p, style, BACK)
