"""No sentence of the plugin says "5 feature(s)": a count takes its noun, singular for one.

Every string literal of the plugin's Python sources (f-string parts included; docstrings and
comments are for developers and not scanned) is free of the "(s)" family. A count is worded with
qgis_io/translation.one_or_many (translated text: two tr() strings) or core/wording.count
(English text built in the core and qgis_io), or a template's "one" variant.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("core", "qgis_io", "processing", "ui", "report", "pipeline.py", "plugin.py", "__init__.py")
MAYBE_PLURAL = re.compile(r"\w\((s|es|ies|y/ies|en|n)\)")


def python_files() -> Iterator[Path]:
    for name in SOURCES:
        path = REPO_ROOT / name
        yield from sorted(path.rglob("*.py")) if path.is_dir() else [path]


def docstrings(tree: ast.AST) -> set[int]:
    """ids of the Constant nodes that are docstrings."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def maybe_plurals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree)
    where = path.relative_to(REPO_ROOT) if path.is_relative_to(REPO_ROOT) else path.name
    return [f"{where}:{node.lineno}: {node.value[:80]!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            and MAYBE_PLURAL.search(node.value)]


def test_the_scan_finds_what_it_looks_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""A doc with parcel(s) is fine."""\n'
                      'x = f"{n} feature(s) of {what}"\ny = "2 bod(ies)"\nz = "a Warnung(en)"\n'
                      'w = "Drawing {n} site plans."\n', encoding="utf-8")
    found = maybe_plurals(sample)
    assert sorted(line.split(": ", 1)[1] for line in found) == ["' feature(s) of '", "'2 bod(ies)'",
                                                                "'a Warnung(en)'"]


def test_no_string_of_the_plugin_says_a_maybe_plural() -> None:
    found = [hit for path in python_files() for hit in maybe_plurals(path)]
    assert found == []


def test_count_words_one_and_many() -> None:
    from shoreline_layout.core.wording import agree, count

    assert [count(n, "feature") for n in (0, 1, 2, 1500)] == [
        "0 features", "1 feature", "2 features", "1,500 features"]
    assert [count(n, "vertex", "vertices") for n in (1, 2)] == ["1 vertex", "2 vertices"]
    assert [f"{count(n, 'end')} {agree(n, 'was', 'were')} joined" for n in (1, 2)] == [
        "1 end was joined", "2 ends were joined"]


def test_findings_with_one_and_two_enclosed_sides() -> None:
    from shoreline_layout.core.rules.messages import message

    one, two = (message("enclosed_sides", "one" if n == 1 else "", what="Boathouse S1", measured=float(n),
                        limit=0.0, unit="count", section="§1") for n in (1, 2))
    assert one == "Boathouse S1 has 1 enclosed side; its sides shall not be enclosed in any manner (§1)."
    assert two == "Boathouse S1 has 2 enclosed sides; its sides shall not be enclosed in any manner (§1)."
