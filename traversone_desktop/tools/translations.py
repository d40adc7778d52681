"""Refresh the translation sources from the code and compile them: one command.

    python -m traversone_desktop.tools.translations

runs pyside6-lupdate over every module of the package into
``i18n/traversone_it.ts`` (every string) and ``i18n/traversone_en.ts`` (plural
forms only: an English source text is already its own English translation),
dropping strings the code no longer has, then pyside6-lrelease into the ``.qm``
files the app loads. Translate new strings (Qt Linguist, or any editor) and run
it again to compile them; it prints what is still untranslated.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("it", "en")
SOURCE_LANGUAGE = "en"
TR_ALIASES = "translate+=_tr"
"""Modules alias ``_tr = QCoreApplication.translate``; lupdate must read ``_tr()`` as one."""


class ToolError(RuntimeError):
    """A Qt tool is missing or failed; the message says which, on one line."""


@dataclass(frozen=True)
class Message:
    """One entry of a .ts file, as the checks need it."""

    context: str
    source: str
    numerus: bool
    kind: str
    """'' for finished, else the translation's type: unfinished, vanished or obsolete."""
    forms: tuple[str, ...]
    """The translation, or its plural forms."""


def ts_path(lang: str, root: Path = ROOT) -> Path:
    return root / "i18n" / f"traversone_{lang}.ts"


def qm_path(lang: str, root: Path = ROOT) -> Path:
    return root / "i18n" / f"traversone_{lang}.qm"


def read_ts(path: Path) -> list[Message]:
    """Every message of a Qt Linguist source file."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms: tuple[str, ...] = ()
            if translation is None:
                kind = "unfinished"
            else:
                kind = translation.get("type", "")
                plural = translation.findall("numerusform")
                forms = (tuple(f.text or "" for f in plural) if plural
                         else (translation.text or "",))
            messages.append(Message(name, message.findtext("source", ""),
                                    message.get("numerus") == "yes", kind, forms))
    return messages


def _tool(name: str) -> str:
    """A PySide6 tool, next to this Python first (a virtual environment), else on PATH."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        raise ToolError(f"{name} not found: install PySide6-Essentials in this environment")
    return found


def _run(command: list[str], cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        last = (done.stderr or done.stdout).strip().splitlines()
        raise ToolError(f"{Path(command[0]).name} failed: {last[-1] if last else done.returncode}")


def sources(root: Path = ROOT) -> list[str]:
    """Every module of the package, relative to the repository root."""
    return sorted(str(p.relative_to(root)) for p in (root / "traversone_desktop").rglob("*.py"))


def lupdate(lang: str, ts: Path, root: Path = ROOT) -> None:
    """Bring the ``lang`` catalogue ``ts`` up to date with the code (vanished strings dropped)."""
    command = [_tool("pyside6-lupdate"), "-silent", *sources(root),
               "-tr-function-alias", TR_ALIASES, "-no-obsolete", "-locations", "none",
               "-source-language", SOURCE_LANGUAGE, "-target-language", lang]
    if lang == SOURCE_LANGUAGE:
        command.append("-pluralonly")
    _run([*command, "-ts", str(ts)], root)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts into the .qm the app loads.

    The catalogue is compiled beside ``qm`` and moved into its place only if it differs:
    a running copy of the game maps its .qm, and one rewritten in place under it reads
    other strings' bytes (Italian plurals came out as "9 punto"); an unchanged catalogue
    is left as it is, so a refresh does not dirty the checkout."""
    fresh = qm.with_name(f".{qm.name}.new")
    try:
        _run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], ts.parent)
        if qm.is_file() and qm.read_bytes() == fresh.read_bytes():
            return
        fresh.replace(qm)
    finally:
        fresh.unlink(missing_ok=True)


def refresh(root: Path = ROOT) -> dict[str, int]:
    """lupdate then lrelease for every language; returns each language's untranslated count."""
    if not (root / "i18n").is_dir():
        raise ToolError(f"no i18n/ folder in {root}: run this from a source checkout")
    missing = {}
    for lang in LANGUAGES:
        lupdate(lang, ts_path(lang, root), root)
        lrelease(ts_path(lang, root), qm_path(lang, root))
        missing[lang] = sum(m.kind == "unfinished" or not all(m.forms)
                            for m in read_ts(ts_path(lang, root)))
    return missing


def main() -> int:
    try:
        missing = refresh()
    except ToolError as exc:
        print(f"translations: {exc}", file=sys.stderr)
        return 2
    for lang, count in missing.items():
        print(f"{ts_path(lang).relative_to(ROOT)}: {count or 'no'} untranslated "
              f"string{'' if count == 1 else 's'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
