"""Every translation call is written so pyside6-lupdate extracts it.

lupdate reads Python with a simple tokenizer, not the language: a call inside an
f-string, a text that is not a literal, a count passed to ``translate()`` (read as an
encoding) or a local alias named ``tr`` all leave a string untranslated, silently.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "traversone_desktop"
APPLICATIONS = ("QCoreApplication", "QGuiApplication", "QApplication")


def _calls(tree: ast.AST) -> Iterator[tuple[ast.Call, bool]]:
    """Every call, and whether it sits inside an f-string."""
    inside = {id(node) for fstring in ast.walk(tree) if isinstance(fstring, ast.JoinedStr)
              for node in ast.walk(fstring)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield node, id(node) in inside


def _kind(call: ast.Call) -> str:
    """'tr', 'bare tr', 'translate' (QCoreApplication.translate or its alias _tr), or ''."""
    func = call.func
    if isinstance(func, ast.Name):
        return {"tr": "bare tr", "_tr": "translate"}.get(func.id, "")
    if isinstance(func, ast.Attribute):
        if func.attr == "tr":
            return "tr"
        owner = getattr(func.value, "id", "")
        if func.attr == "translate" and owner in APPLICATIONS:
            return "translate"
    return ""


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def problems(source: str) -> list[str]:
    found = []
    for call, in_fstring in _calls(ast.parse(source)):
        kind = _kind(call)
        if not kind:
            continue
        where = f"line {call.lineno}"
        texts = call.args[:1] if kind == "tr" else call.args[:2]
        if kind == "bare tr":
            found.append(f"{where}: a bare tr() (name the alias _tr)")
        elif in_fstring:
            found.append(f"{where}: {kind}() inside an f-string")
        elif len(texts) < (1 if kind == "tr" else 2) or not all(map(_literal, texts)):
            found.append(f"{where}: {kind}() of something other than literal text")
        elif kind == "translate" and len(call.args) >= 4:
            found.append(f"{where}: a count passed to translate() (use Plurals.tr)")
    return sorted(found, key=lambda p: int(p.split()[1].rstrip(":")))


def test_every_translation_call_is_extractable() -> None:
    found = [f"{path.relative_to(PACKAGE.parent)} {problem}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for problem in problems(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_check_catches_what_lupdate_misses() -> None:
    bad = '''
tr = QCoreApplication.translate
a = tr("Crash", "Something went wrong")
b = f"{self.tr('CAPPOTTO!')}"
c = self.tr(text)
d = QCoreApplication.translate("Words", "%n point(s)", "", n)
'''
    assert [p.split(": ")[1] for p in problems(bad)] == [
        "a bare tr() (name the alias _tr)", "tr() inside an f-string",
        "tr() of something other than literal text",
        "a count passed to translate() (use Plurals.tr)"]
