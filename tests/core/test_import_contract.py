"""The package graph DESIGN.md "Architecture" draws, read from the source with `ast` (no QGIS):
every import counts, those inside functions included.

- processing/, ui/ and report/ import core, qgis_io and pipeline, never each other;
- core imports only core, the standard library, shapely, numpy and pyproj;
- qgis_io and pipeline import none of processing/, ui/, report/;
- no cycle between the top-level packages (plugin.py, which wires them, included).
"""
from __future__ import annotations

import ast
import sys
import sysconfig
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]          # the plugin folder = package shoreline_layout
PACKAGE = "shoreline_layout"
FRONTS = ("processing", "ui", "report")              # the three that meet only below them
CORE_MAY_IMPORT = {"shapely", "numpy", "pyproj"}
SKIPPED = {"tests", "scripts", "resources", "build", "dist", "out", "docs"}


@dataclass(frozen=True)
class Edge:
    source: str      # the importing module, dotted from the plugin root: "ui.exports"
    target: str      # what it imports, dotted from the plugin root ("report.siteplan"), or the
    internal: bool   # external module's name ("qgis.core") when internal is False
    line: int

    @property
    def source_unit(self) -> str:
        return self.source.split(".")[0]

    @property
    def target_unit(self) -> str:
        return self.target.split(".")[0]

    def __str__(self) -> str:
        path = self.source.replace(".", "/")
        return f"{path}.py:{self.line} imports {self.target}"


def plugin_modules(root: Path) -> Iterator[tuple[str, Path]]:
    """(dotted module name from the root, file) of every plugin module: the root's own modules
    and its packages', tests, scripts and resources left out."""
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root)
        if rel.parts[0] in SKIPPED or rel.parts[0].startswith("."):
            continue
        parts = list(rel.with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        yield ".".join(parts), path


def imports_of(module: str, path: Path) -> Iterator[Edge]:
    """Every import statement of the file, anywhere in it, resolved against the plugin root."""
    is_package = path.name == "__init__.py"
    here = module.split(".") if module != "__init__" else []
    package = here if is_package else here[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield _absolute(module, alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                if node.module == PACKAGE:     # from shoreline_layout import ui
                    for alias in node.names:
                        yield Edge(module, alias.name, True, node.lineno)
                else:
                    yield _absolute(module, node.module or "", node.lineno)
                continue
            base = package[:len(package) - (node.level - 1)] if node.level > 1 else package
            if node.level - 1 > len(package):
                raise AssertionError(f"{path}:{node.lineno}: relative import beyond the plugin root")
            if node.module:
                yield Edge(module, ".".join([*base, node.module]), True, node.lineno)
            else:                              # from . import convert, sinks
                for alias in node.names:
                    yield Edge(module, ".".join([*base, alias.name]), True, node.lineno)


def _absolute(module: str, name: str, line: int) -> Edge:
    if name == PACKAGE or name.startswith(PACKAGE + "."):
        return Edge(module, name[len(PACKAGE) + 1:] or "__init__", True, line)
    return Edge(module, name, False, line)


def edges(root: Path) -> list[Edge]:
    return [e for module, path in plugin_modules(root) for e in imports_of(module, path)]


def stdlib_names() -> frozenset[str]:
    """sys.stdlib_module_names (3.10+); on 3.9 the standard library's own folder says the same."""
    names = getattr(sys, "stdlib_module_names", None)
    if names is not None:
        return frozenset(names)
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    found = {p.stem for p in stdlib.iterdir() if p.suffix == ".py" or (p / "__init__.py").is_file()}
    found |= {p.name.split(".")[0] for p in (stdlib / "lib-dynload").glob("*.so")}
    # tomllib is 3.11's; core imports it behind a version check, with its vendored copy before that
    return frozenset(found | set(sys.builtin_module_names) | {"tomllib"})


STDLIB = stdlib_names()


def violations(root: Path) -> list[str]:
    """Every break of the contract, one line each (empty: the graph is as DESIGN.md draws it)."""
    found: list[str] = []
    graph: dict[str, set[str]] = {}
    for e in edges(root):
        src, dst = e.source_unit, e.target_unit
        if e.internal and src != dst:
            graph.setdefault(src, set()).add(dst)
        if src == "core":
            if e.internal and dst != "core":
                found.append(f"core must import only core: {e}")
            elif not e.internal and e.target_unit not in STDLIB | CORE_MAY_IMPORT:
                found.append(f"core must import only the stdlib, shapely, numpy, pyproj: {e}")
        elif src in FRONTS and e.internal and dst in FRONTS and dst != src:
            found.append(f"{src}/ must not import {dst}/ (they meet in core, qgis_io, pipeline): {e}")
        elif src in ("qgis_io", "pipeline") and e.internal and dst in FRONTS:
            found.append(f"{src} must not import {dst}/: {e}")
    found += [f"import cycle between packages: {' -> '.join(c)}" for c in cycles(graph)]
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected group of packages that has one (depth-first search)."""
    out: list[list[str]] = []
    seen: set[str] = set()

    def visit(node: str, stack: list[str]) -> None:
        for nxt in sorted(graph.get(node, ())):
            if nxt in stack:
                cycle = [*stack[stack.index(nxt):], nxt]
                if not any(set(cycle) == set(c) for c in out):
                    out.append(cycle)
            elif nxt not in seen:
                seen.add(nxt)
                visit(nxt, [*stack, nxt])

    for start in sorted(graph):
        if start not in seen:
            seen.add(start)
            visit(start, [start])
    return out


def test_the_plugin_keeps_the_package_graph() -> None:
    found = violations(ROOT)
    assert not found, "\n".join(found)


def test_the_graph_read_is_the_real_one() -> None:
    """The reading itself: the imports the architecture rests on are seen where they are."""
    seen = {(e.source, e.target) for e in edges(ROOT)}
    assert ("processing.alg_check_layout", "pipeline") in seen
    assert ("report.siteplan", "pipeline") in seen
    assert ("plugin", "ui.controller") in seen          # inside initGui
    assert ("plugin", "report.siteplan") in seen        # inside render_site_plans
    assert ("pipeline", "core.water_rights") in seen    # inside compute


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize(("files", "expected"), [
    ({"ui/__init__.py": "", "ui/a.py": "def f():\n    from ..report.b import x\n",
      "report/__init__.py": "", "report/b.py": "x = 1\n"},
     ["ui/ must not import report/ (they meet in core, qgis_io, pipeline): ui/a.py:2 imports report.b"]),
    ({"core/__init__.py": "", "core/m.py": "import numpy\nimport tomllib\nfrom qgis.core import QgsPoint\n"},
     ["core must import only the stdlib, shapely, numpy, pyproj: core/m.py:3 imports qgis.core"]),
    ({"core/__init__.py": "", "core/m.py": "from ..qgis_io import convert\n",
      "qgis_io/__init__.py": "", "qgis_io/convert.py": "from ..core import m\n"},
     ["core must import only core: core/m.py:1 imports qgis_io",
      "import cycle between packages: core -> qgis_io -> core"]),
    ({"qgis_io/__init__.py": "", "qgis_io/a.py": "from shoreline_layout.processing import sinks\n",
      "pipeline.py": "from . import ui\n", "processing/__init__.py": "", "ui/__init__.py": ""},
     ["pipeline must not import ui/: pipeline.py:1 imports ui",
      "qgis_io must not import processing/: qgis_io/a.py:1 imports processing"]),
    ({"processing/__init__.py": "", "processing/a.py": "from ..core.model import Parcel\n"
      "from ..qgis_io import sinks\nfrom ..pipeline import check\n",
      "ui/__init__.py": "", "ui/b.py": "from ..qgis_io.outputs import OUTPUTS\n"}, []),
], ids=["ui-imports-report-in-a-function", "core-imports-qgis", "cycle-core-qgis_io",
        "adapter-imports-fronts", "allowed"])
def test_every_break_is_caught(tmp_path: Path, files: dict[str, str], expected: list[str]) -> None:
    assert sorted(violations(_write(tmp_path, files))) == sorted(expected)
