"""The house rules that code review would otherwise have to remember.

- The engine is standard library only (no Qt, no I/O libraries); the whole package passes
  ``mypy --strict``.
- Bots see no GUI and no Qt; the layers import only downwards (engine < bots < session <
  storage < cli | gui).
- The whole tree is ``ruff`` clean.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "traversone_desktop"


def imported_modules(where: Path) -> dict[str, set[str]]:
    """Absolute names of the modules each file of a folder (or one module file) imports,
    relative imports resolved and ``from x import y`` read as ``x.y`` too (``y`` may be a
    module), keeping only those outside the folder's own tree."""
    found: dict[str, set[str]] = {}
    inside = ".".join(where.relative_to(ROOT).with_suffix("").parts)
    for path in [where] if where.is_file() else where.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = path.relative_to(ROOT).parent.parts
        names: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                if node.level == 0:
                    module = node.module or ""
                else:
                    base = ".".join(package[: len(package) - node.level + 1])
                    module = f"{base}.{node.module}" if node.module else base
                names |= {module} | {f"{module}.{a.name}" for a in node.names}
        found[str(path.relative_to(ROOT))] = {
            n for n in names if n != inside and not n.startswith(inside + ".")}
    return found


LAYERS = ("engine", "bots", "session", "storage", ("cli", "gui"))
"""The package's layers, lowest first: each imports only from the layers below it; the
command lines and the GUI stand side by side and import neither each other."""
SUPPORT = ("art", "audio", "fonts", "i18n", "resources", "crashlog")
"""Cards, sounds, fonts, languages and files: any layer above the engine may use them, and
they use no layer but the engine."""


def our_part(name: str) -> str | None:
    """``engine`` for ``traversone_desktop.engine.deal``; None outside the package."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "traversone_desktop" else None


def module_path(part: str) -> Path:
    folder = PACKAGE / part
    return folder if folder.is_dir() else folder.with_suffix(".py")


def test_layers_import_only_from_below() -> None:
    rank = {part: i for i, layer in enumerate(LAYERS)
            for part in ((layer,) if isinstance(layer, str) else layer)}
    for part, level in rank.items():
        for path, names in imported_modules(module_path(part)).items():
            for name in names:
                other = our_part(name)
                if other in rank and other != part:
                    assert rank[other] < level, f"{path} imports {name}: {other} is above"
    for part in SUPPORT:
        for path, names in imported_modules(module_path(part)).items():
            for name in names:
                other = our_part(name)
                assert other not in rank or other == "engine", f"{path} imports {name}"


def test_engine_imports_only_the_standard_library() -> None:
    for path, names in imported_modules(PACKAGE / "engine").items():
        for name in names:
            top = name.split(".")[0]
            assert top in sys.stdlib_module_names or top == "__future__", f"{path}: {name}"
            if top in ("io", "os", "pathlib", "shutil", "socket", "sqlite3", "tempfile"):
                pytest.fail(f"{path} imports {name}: the engine does no I/O")


def test_bots_import_no_qt_and_no_gui() -> None:
    for path, names in imported_modules(PACKAGE / "bots").items():
        for name in names:
            assert not name.startswith(("PySide6", "shiboken6", "traversone_desktop.gui")), (
                f"{path}: {name}")


def game_name_comparisons(folder: Path) -> list[str]:
    """``x == "busca"``, ``x in ("tressette", ...)``, ``rules.game != ...``: places that
    branch on a game or preset name instead of asking the game's definition."""
    from traversone_desktop.engine.games import GAMES, PRESETS

    names = set(GAMES) | set(PRESETS)
    found = []
    for path in folder.rglob("*.py"):
        if "games" in path.relative_to(folder).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Compare):
                continue
            parts = [node.left, *node.comparators]
            texts = {c.value for p in parts for c in ast.walk(p)
                     if isinstance(c, ast.Constant) and isinstance(c.value, str)}
            reads_game = any(isinstance(p, ast.Attribute) and p.attr in ("game", "variant")
                             for p in parts)
            literal = any(isinstance(p, ast.Constant | ast.Tuple | ast.List | ast.Set)
                          for p in parts) and bool(texts)
            if texts & names or (reads_game and literal):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_game_is_named_outside_its_own_module() -> None:
    """Engine, bots, session, storage, command lines and GUI alike ask the definition."""
    assert game_name_comparisons(PACKAGE) == []


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, check=False)


def test_the_whole_package_passes_mypy_strict() -> None:
    proc = run_tool("mypy", "--strict", "--no-error-summary", "traversone_desktop")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_tree_is_ruff_clean() -> None:
    proc = run_tool("ruff", "check", "--no-cache", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr
