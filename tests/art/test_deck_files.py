"""Decks as data: export, import (folder and .zip), clear refusals, removal."""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from tests.art.photographed import as_a_phone_stores_it, make_photographed_deck
from traversone_desktop.art import deck_names, get_deck, render_card
from traversone_desktop.art.deckfiles import (
    CARD_NAMES,
    STEPS,
    STORED_WIDTH,
    DeckFileError,
    export_deck,
    read_deck,
)
from traversone_desktop.art.registry import (
    add_user_deck,
    is_user_deck,
    left_out,
    remove_user_deck,
    unreadable_decks,
    use_user_decks,
)
from traversone_desktop.cli.cards import main as cards_main
from traversone_desktop.engine.cards import parse_card


@pytest.fixture
def decks_dir(tmp_path: Path, qapp: object) -> Iterator[Path]:
    folder = tmp_path / "decks"
    use_user_decks(folder)
    yield folder
    use_user_decks(tmp_path / "none")  # forget the imported decks again


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory, qapp: object) -> Path:
    return export_deck(get_deck("trevisane"), tmp_path_factory.mktemp("exp") / "t", 200)


def _difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of two same-size images, 0..255."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    total = n = 0
    for y in range(0, a.height(), 3):
        for x in range(0, a.width(), 3):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            total += sum(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16))
            n += 3
    return total / n


def test_exported_deck_imports_and_draws_like_the_original(
        decks_dir: Path, exported: Path) -> None:
    key = add_user_deck(exported)
    assert key in deck_names() and is_user_deck(key)
    style = get_deck(key)
    assert style.name_it == "Trevisane" and style.suit_system == "italian"
    assert abs(style.aspect - get_deck("trevisane").aspect) < 0.02
    for card in (parse_card("Rc"), parse_card("Ad"), parse_card("6s"), None):
        ours, theirs = render_card("trevisane", card, 100), render_card(key, card, 100)
        assert _difference(ours.scaled(theirs.size()), theirs) < 12
    other = render_card(key, parse_card("Ad"), 100)
    assert _difference(render_card("trevisane", parse_card("Rc"), 100), other) > 24


def test_a_zip_imports_too_and_survives_a_restart(decks_dir: Path, exported: Path,
                                                  tmp_path: Path) -> None:
    archive = tmp_path / "deck.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for f in exported.iterdir():
            z.write(f, f"my deck/{f.name}")
    key = add_user_deck(archive)
    assert use_user_decks(decks_dir) == []  # the next start finds it again
    assert key in deck_names()
    remove_user_deck(key)
    assert key not in deck_names() and not (decks_dir / key).exists()


def test_a_deck_imported_again_is_the_one_already_there(decks_dir: Path,
                                                        tmp_path: Path) -> None:
    """The same deck from its folder and from its zip: one copy, one key. The same
    pictures under another name are another deck, as are other pictures of the name."""
    photos = make_photographed_deck(tmp_path / "photos")
    key = add_user_deck(photos)
    zipped = shutil.make_archive(str(tmp_path / "grandma"), "zip", photos)
    assert add_user_deck(Path(zipped)) == key
    assert [folder.name for folder in decks_dir.iterdir()] == [key]
    assert add_user_deck(make_photographed_deck(tmp_path / "other", seed=2)) != key
    manifest = json.loads((photos / "deck.json").read_text("utf-8"))
    manifest["name"] = {"it": "Le carte di zia", "en": "Auntie's cards"}
    (photos / "deck.json").write_text(json.dumps(manifest), "utf-8")
    assert add_user_deck(photos) not in (key, *deck_names()[:-1])
    assert len(list(decks_dir.iterdir())) == 3


def test_a_photographed_deck_imports(decks_dir: Path, tmp_path: Path) -> None:
    key = add_user_deck(make_photographed_deck(tmp_path / "photos"))
    style = get_deck(key)
    assert style.name_en == "Grandma's cards" and style.name_it == "Le carte della nonna"
    image = render_card(key, parse_card("Cd"), 90)
    assert not image.isNull() and image.height() == round(90 * style.aspect)


def test_phone_photos_stored_sideways_import_upright(decks_dir: Path, tmp_path: Path) -> None:
    """A phone keeps a portrait photo as landscape pixels plus a "turn me" tag: the cards
    must come in upright, not refused as the wrong shape nor drawn lying on their side."""
    upright = get_deck(add_user_deck(make_photographed_deck(tmp_path / "a", seed=3)))
    phone = get_deck(add_user_deck(make_photographed_deck(tmp_path / "b", seed=3,
                                                          sideways=True)))
    assert abs(phone.aspect - upright.aspect) < 0.02
    for card in (parse_card("Rc"), parse_card("7b"), None):
        theirs = render_card(phone.key, card, 90)
        assert theirs.size() == render_card(upright.key, card, 90).size()
        assert _difference(render_card(upright.key, card, 90), theirs) < 8
    stored = QImage(str(decks_dir / phone.key / "Rc.jpg"))  # upright pixels, tag or not
    assert stored.height() > stored.width()



def test_big_photographs_are_read_at_the_size_they_are_kept(decks_dir: Path,
                                                            tmp_path: Path) -> None:
    """A phone's photographs are 3000 pixels across and more: read whole, a deck of them
    held two gigabytes and took eight seconds to import, the window frozen meanwhile.
    Each is read straight at the size it is kept at, upright, and stored so."""
    small = make_photographed_deck(tmp_path / "small", seed=5)
    big = tmp_path / "big"
    big.mkdir()
    for picture in small.iterdir():
        if picture.suffix != ".jpg":
            shutil.copy(picture, big / picture.name)
            continue
        photo = QImage(str(picture)).scaledToWidth(2 * STORED_WIDTH,
                                                   Qt.TransformationMode.SmoothTransformation)
        if picture.stem in ("Rc", "back"):  # as a phone keeps a portrait photograph
            (big / picture.name).write_bytes(as_a_phone_stores_it(photo))
        else:
            assert photo.save(str(big / picture.name), "JPEG", 80)
    deck = read_deck(big)
    assert {image.width() for image in deck.images.values()} == {STORED_WIDTH}
    assert all(image.height() > image.width() for image in deck.images.values())
    key = add_user_deck(big)
    for name in ("Rc", "7b", "back"):
        stored = QImage(str(decks_dir / key / f"{name}.jpg"))
        assert stored.width() == STORED_WIDTH and stored.height() > stored.width()
    assert not render_card(key, parse_card("Rc"), 90).isNull()

def _broken(exported: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "broken"
    shutil.copytree(exported, copy)
    return copy


@pytest.mark.parametrize(("damage", "message"), [
    (lambda d: (d / "7s.png").unlink(), "missing 7s"),
    (lambda d: [(d / f"{c}.png").unlink() for c in ("Ad", "back")], "missing Ad, back"),
    (lambda d: (d / "Rb.png").write_bytes(b"not a picture"), "not a readable PNG, JPEG or SVG "
                                                             "picture: Rb.png"),
    (lambda d: (d / "Rb.png").rename(d / "Rb.webp"), "not a readable PNG, JPEG or SVG "
                                                      "picture: Rb.webp"),
    (lambda d: [(d / f"{c}.png").rename(d / f"{c}.HEIC") for c in ("Ad", "2d")],
     "not a readable PNG, JPEG or SVG picture: Ad.HEIC, 2d.HEIC; an iPhone saves its photos "
     "as JPEG with Settings › Camera › Formats › Most Compatible"),
    (lambda d: (d / "deck.json").unlink(), "has no deck.json"),
    (lambda d: (d / "deck.json").write_text("{", "utf-8"), "deck.json is not valid JSON"),
    (lambda d: (d / "deck.json").write_text(json.dumps({"name": {"it": "x"},
                                                        "suit_system": "tarot"})),
     "suit_system must be one of"),
    (lambda d: (d / "deck.json").write_text(json.dumps({"suit_system": "french"})),
     '"name" must give'),
    (lambda d: (d / "deck.json").write_text("[" * 200_000 + "]" * 200_000),
     "deck.json is not valid JSON"),  # RecursionError, before: the crash dialog
    (lambda d: (d / "deck.json").write_text('{"n": ' + "9" * 5000 + "}"),
     "deck.json is not valid JSON"),  # a number Python will not read: ValueError
    (lambda d: (d / "deck.json").write_text(json.dumps({"name": {"it": "Mio\ud800"},
                                                        "suit_system": "french"})),
     '"name" in "it" must be a name'),  # half a UTF-16 pair: no file can hold it
    (lambda d: (d / "deck.json").write_text(json.dumps({"name": {"it": "Mio\nmazzo"},
                                                        "suit_system": "french"})),
     '"name" in "it" must be a name'),
])
def test_a_bad_deck_is_refused_in_one_line_and_nothing_is_copied(
        decks_dir: Path, exported: Path, tmp_path: Path, damage: object, message: str) -> None:
    source = _broken(exported, tmp_path)
    damage(source)  # type: ignore[operator]
    before = deck_names()
    with pytest.raises(DeckFileError, match=message) as caught:
        add_user_deck(source)
    assert "\n" not in str(caught.value)
    assert deck_names() == before
    assert not any(decks_dir.glob("user-*")) and not any(decks_dir.glob(".import-*"))


def test_a_zip_whose_packed_data_is_damaged_is_refused_in_one_line(
        decks_dir: Path, exported: Path, tmp_path: Path) -> None:
    """A download cut short or a bad disk: zlib's own error reached the crash dialog."""
    archive = tmp_path / "deck.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for picture in sorted(exported.iterdir()):
            z.write(picture, picture.name)
    with zipfile.ZipFile(archive) as z:
        info = z.getinfo("deck.json")
        start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    data = bytearray(archive.read_bytes())
    data[start:start + 8] = b"\xff" * 8  # the packed bytes garbled, the headers whole
    archive.write_bytes(bytes(data))
    with pytest.raises(DeckFileError, match=r"^deck\.json cannot be read from the archive"):
        add_user_deck(archive)  # not "deck.json is not valid JSON (deck.json cannot be…)"
    assert not any(decks_dir.glob("user-*"))


def test_a_zip_locked_with_a_password_says_so_in_the_players_words(
        decks_dir: Path, exported: Path, tmp_path: Path) -> None:
    """Python's own words came through: "File <ZipInfo filename='deck.json' …> is
    encrypted, password required for extraction", in English whatever the language."""
    archive = tmp_path / "deck.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for picture in sorted(exported.iterdir()):
            z.write(picture, picture.name)
    data = bytearray(archive.read_bytes())
    entry = 0
    while (entry := data.find(b"PK\x01\x02", entry + 1)) > 0:  # the central directory
        data[entry + 8] |= 0x1  # each member marked as locked, as a password tool does
    archive.write_bytes(bytes(data))
    with pytest.raises(DeckFileError) as refused:
        add_user_deck(archive)
    assert str(refused.value) == ("deck.json is locked with a password in the archive: make "
                                  "the .zip again without one")
    assert "ZipInfo" not in str(refused.value)
    assert not any(decks_dir.glob("user-*"))


def test_a_deck_json_written_by_notepad_with_a_byte_order_mark_is_read(
        decks_dir: Path, exported: Path, tmp_path: Path) -> None:
    source = _broken(exported, tmp_path)
    manifest = source / "deck.json"
    manifest.write_bytes(b"\xef\xbb\xbf" + manifest.read_bytes())
    assert add_user_deck(source) in deck_names()


def test_a_drawing_too_busy_to_draw_is_refused_before_the_window_freezes(
        decks_dir: Path, exported: Path, tmp_path: Path) -> None:
    """50,000 shapes in one SVG card took 20 s to draw, the window frozen and Cancel
    unheard; 400,000 more than a minute."""
    source = _broken(exported, tmp_path)
    (source / "Ad.png").unlink()
    shapes = "".join(f'<rect x="{i % 90}" y="{i % 140}" width="3" height="3"/>'
                     for i in range(20_001))
    (source / "Ad.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="90" '
                                   f'height="140">{shapes}</svg>')
    with pytest.raises(DeckFileError, match=r"Ad\.svg is a drawing of more than 20000 shapes"):
        add_user_deck(source)


class Halt(Exception):
    """The player stopped the adding."""


def test_adding_is_counted_out_and_stopped_at_any_step_leaves_nothing(
        decks_dir: Path, exported: Path) -> None:
    """The step follows every picture read and every picture kept, and may stop the work
    anywhere: at the first picture, the last one read, amid the copying, the very last."""
    counted: list[int] = []
    kept = add_user_deck(exported, lambda: counted.append(len(counted) + 1))
    assert counted == list(range(1, STEPS + 1))
    for stop_at in (1, len(CARD_NAMES), len(CARD_NAMES) + 10, STEPS):
        before, calls = deck_names(), [0]

        def step(calls: list[int] = calls, stop_at: int = stop_at) -> None:
            calls[0] += 1
            if calls[0] == stop_at:
                raise Halt

        with pytest.raises(Halt):
            add_user_deck(exported, step)
        assert deck_names() == before
        assert [p.name for p in decks_dir.iterdir()] == [kept], f"stopped at step {stop_at}"


def test_a_card_of_another_shape_is_named(exported: Path, tmp_path: Path, qapp: object) -> None:
    source = _broken(exported, tmp_path)
    wide = QImage(str(source / "5c.png"))
    assert wide.scaled(wide.width(), wide.width()).save(str(source / "5c.png"))
    with pytest.raises(DeckFileError, match="not the shape of the other cards: 5c"):
        read_deck(source)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_a_fifo_in_place_of_a_card_is_refused_without_hanging(
        exported: Path, tmp_path: Path, qapp: object) -> None:
    source = _broken(exported, tmp_path)
    (source / "3d.png").unlink()
    os.mkfifo(source / "3d.png")
    with pytest.raises(DeckFileError, match=r"3d\.png is not a regular file"):
        read_deck(source)


def test_not_a_deck_at_all(tmp_path: Path, qapp: object) -> None:
    junk = tmp_path / "holiday.zip"
    junk.write_bytes(b"PK but not really")
    with pytest.raises(DeckFileError, match=r"not a readable \.zip archive"):
        read_deck(junk)
    with pytest.raises(DeckFileError, match="cannot open"):
        read_deck(tmp_path / "nowhere")


def test_a_damaged_imported_deck_is_left_out_at_start(decks_dir: Path, exported: Path) -> None:
    key = add_user_deck(exported)
    next((decks_dir / key).glob("Fd.*")).unlink()
    problems = use_user_decks(decks_dir)
    assert len(problems) == 1 and "missing Fd" in problems[0]
    assert key not in deck_names()


@pytest.mark.parametrize("manifest", ["[" * 100_000 + "]" * 100_000,
                                      '{"aspect": ' + "1" + "0" * 400 + "}", None],
                         ids=["nested-a-hundred-thousand-deep", "aspect-of-ten-to-the-400",
                              "gone"])
def test_a_deck_json_that_breaks_the_reader_is_left_out_not_a_crash(
        decks_dir: Path, exported: Path, manifest: str | None) -> None:
    """A deck.json nested a hundred thousand deep (RecursionError) or with an aspect no
    float holds (OverflowError) stopped the game at start, a traceback in place of the
    window."""
    key = add_user_deck(exported)
    if manifest is None:
        (decks_dir / key / "deck.json").unlink()
    else:
        (decks_dir / key / "deck.json").write_text(manifest)
    problems = use_user_decks(decks_dir)
    assert len(problems) == 1 and f"{key}: its deck.json is damaged" in problems[0]
    assert len(problems[0]) < 200 and key not in deck_names()


def test_decks_whose_folder_cannot_be_read_are_told_not_a_crash(
        decks_dir: Path, exported: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The folder's permissions taken away (by hand, or a backup restored as another
    user): listing it raised PermissionError at start. The game starts on its own decks."""
    key = add_user_deck(exported)
    listing = Path.iterdir

    def refused(self: Path) -> Iterator[Path]:
        if self == decks_dir:
            raise PermissionError(13, "Permission denied", str(self))
        return listing(self)

    monkeypatch.setattr(Path, "iterdir", refused)
    why = f"the imported decks in {decks_dir} cannot be read: permission denied"
    assert use_user_decks(decks_dir) == [] and unreadable_decks() == why
    assert key not in deck_names() and "napoletane" in deck_names()
    assert left_out(key) == (why, decks_dir), "the deck chosen is said to be left out, and why"
    monkeypatch.undo()
    assert use_user_decks(decks_dir) == [] and unreadable_decks() == ""
    assert key in deck_names() and left_out(key) is None


def test_a_left_out_deck_added_again_is_mended_under_its_key(decks_dir: Path,
                                                              exported: Path) -> None:
    """Saves and Preferences name the deck by its key: adding it again brings it back
    whole under that key, with no second copy beside the damaged one."""
    key = add_user_deck(exported)
    next((decks_dir / key).glob("Fd.*")).unlink()
    next((decks_dir / key).glob("back.*")).unlink()
    use_user_decks(decks_dir)
    assert add_user_deck(exported) == key
    assert [folder.name for folder in decks_dir.iterdir()] == [key]
    assert use_user_decks(decks_dir) == [] and key in deck_names()
    for card in (parse_card("Fd"), None):  # the mended pictures draw
        ours, theirs = render_card("trevisane", card, 100), render_card(key, card, 100)
        assert _difference(ours.scaled(theirs.size()), theirs) < 12


def test_cli_export(tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sarde"
    assert cards_main(["--deck", "sarde", "--export", str(out), "--width", "60"]) == 0
    assert read_deck(out).manifest.name_it == "Sarde"
    blocked = tmp_path / "file"
    blocked.write_text("x")
    assert cards_main(["--deck", "sarde", "--export", str(blocked / "sub")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write the deck" in err


def test_large_photos_are_stored_smaller_and_svg_is_drawn_sharp(
        decks_dir: Path, exported: Path, tmp_path: Path) -> None:
    source = _broken(exported, tmp_path)
    big = QImage(str(source / "Ad.png"))
    (source / "Ad.png").unlink()
    assert big.scaledToWidth(1600).save(str(source / "Ad.jpeg"), "JPEG", 85)
    h = round(200 * big.height() / big.width())
    (source / "back.png").unlink()
    (source / "back.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="{h}">'
        f'<rect width="200" height="{h}" rx="12" fill="#7a1f24"/></svg>', "utf-8")
    key = add_user_deck(source)
    stored_ace = QImage(str(decks_dir / key / "Ad.jpg"))
    assert stored_ace.width() == 720
    stored_back = QImage(str(decks_dir / key / "back.png"))
    assert stored_back.width() == 720
    assert QImage(render_card(key, None, 80)).pixelColor(40, 60).name() == "#7a1f24"
