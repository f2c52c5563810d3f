"""One code base for QGIS 3 (Qt5) and QGIS 4 (Qt6): what flake8-qgis's QGS4xx rules do not see.

QGIS's migration script (scripts/pyqt5_to_pyqt6/pyqt5_to_pyqt6.py in the QGIS repository, run once
on this tree: docs/qgis4.md) is the reference for the list: exec_(), QRegExp, PyQt5 imports outside
qgis.PyQt, compiled resources, QVariant types and null QVariant(), qApp, QDesktopWidget,
QFontMetrics.width(), activated[str], the 8-argument QDateTime, and every enum value named without
its enum (Qt.AlignLeft, QMessageBox.Yes, QgsWkbTypes.Polygon). The enum check asks QGIS itself,
in a child process (this core session never imports QGIS), what each `Class.Name` is.
"""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# -P (3.11+) keeps the checkout off sys.path; the core suite also runs on Python 3.9 (`make test`)
SAFE_PATH = ("-P",) if sys.version_info >= (3, 11) else ()
REPO_ROOT = Path(__file__).resolve().parents[2]
# What `make package` ships (.gitattributes export-ignores tests/, scripts/, docs/).
PLUGIN_CODE = ("__init__.py", "plugin.py", "install_help.py", "pipeline.py", "core", "qgis_io", "processing",
               "ui", "report", "resources")

# Enums QGIS moved into the Qgis class after 3.34 (the plugin's qgisMinimumVersion): their old
# scoped spelling stays valid (QGIS keeps it as an alias of the Qgis enum, Qt5 and Qt6 alike), the
# new one would not load in 3.34. Keyed by the enum's own name, valued by the spelling that works
# in both.
NEWER_THAN_334 = {
    "Qgis.ProcessingSourceType": "QgsProcessing.SourceType",
    "Qgis.ProcessingAlgorithmFlag": "QgsProcessingAlgorithm.Flag",
    "Qgis.ProcessingFieldParameterDataType": "QgsProcessingParameterField.DataType",
    "Qgis.ProcessingNumberParameterType": "QgsProcessingParameterNumber.Type",
    "Qgis.ProcessingFeatureSourceFlag": "QgsProcessingFeatureSource.Flag",
    "Qgis.ProcessingParameterFlag": "QgsProcessingParameterDefinition.Flag",
}

# Names the migration script warns about or rewrites, with what to use instead.
REMOVED_NAMES = {
    "QRegExp": "QRegularExpression (QRegExp is gone in Qt6)",
    "QDesktopWidget": "QScreen via QGuiApplication.primaryScreen() (QDesktopWidget is gone in Qt6)",
    "qApp": "QApplication.instance()",
}
DIRECT_QT_MODULES = ("PyQt5", "PyQt6", "sip", "PyQt4", "PySide2", "PySide6")


def plugin_files() -> list[Path]:
    files: list[Path] = []
    for entry in PLUGIN_CODE:
        path = REPO_ROOT / entry
        files.extend([path] if path.is_file() else sorted(path.rglob("*.py")))
    return [f for f in files if "__pycache__" not in f.parts]


def parsed() -> Iterator[tuple[str, ast.Module]]:
    for path in plugin_files():
        yield str(path.relative_to(REPO_ROOT)), ast.parse(path.read_text(encoding="utf-8"), str(path))


def qt_names(tree: ast.Module) -> dict[str, str]:
    """Local name -> imported name, for everything imported from qgis.* (qgis.PyQt included)."""
    names: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "qgis":
            for alias in node.names:
                names[alias.asname or alias.name] = alias.name
    return names


def dotted(node: ast.AST) -> str | None:
    """'Qt.MouseButton.LeftButton' for that attribute chain on a plain name, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return ".".join([node.id, *reversed(parts)])


def static_findings(where: str, tree: ast.Module) -> list[str]:
    found: list[str] = []
    imported = qt_names(tree)
    for node in ast.walk(tree):
        line = f"{where}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for module in modules:
                if module.split(".")[0] in DIRECT_QT_MODULES:
                    found.append(f"{line} imports {module}: import Qt through qgis.PyQt")
            for alias in node.names:
                if alias.name.endswith("_rc") or alias.name == "resources":
                    found.append(f"{line} imports compiled resources {alias.name}: load files by path")
                if alias.name in REMOVED_NAMES:
                    found.append(f"{line} imports {alias.name}: use {REMOVED_NAMES[alias.name]}")
        elif isinstance(node, ast.Attribute):
            if node.attr == "exec_":
                found.append(f"{line} calls exec_(): use exec() (exec_ is gone in PyQt6)")
            chain = dotted(node)
            if chain is None:
                continue
            head = chain.split(".")[0]
            if imported.get(head) == "QVariant" and chain.count(".") == 1:
                found.append(f"{line} {chain}: QVariant types are gone in Qt6, use QMetaType.Type "
                             "(QGIS 3.34 needs QVariant only inside the QgsField fallback)")
            if imported.get(head) == "QgsWkbTypes" and node.attr[:1].isupper():
                found.append(f"{line} {chain}: use Qgis.WkbType / Qgis.GeometryType")
        elif isinstance(node, ast.FunctionDef) and node.name == "exec_":
            found.append(f"{line} defines exec_(): name it exec()")
        elif isinstance(node, ast.Name) and node.id in REMOVED_NAMES and node.id in imported:
            found.append(f"{line} uses {node.id}: use {REMOVED_NAMES[node.id]}")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and imported.get(func.id) == "QVariant" and len(node.args) <= 1:
                found.append(f"{line} QVariant({'...' if node.args else ''}): use qgis.core NULL")
            if isinstance(func, ast.Name) and imported.get(func.id) == "QDateTime" and len(node.args) == 8:
                found.append(f"{line} QDateTime with 8 numbers: use QDateTime(QDate(...), QTime(...))")
            if isinstance(func, ast.Attribute) and func.attr == "desktop" and not node.args:
                found.append(f"{line} .desktop(): {REMOVED_NAMES['QDesktopWidget']}")
            if isinstance(func, ast.Attribute) and func.attr == "addAction" and len(node.args) >= 4:
                found.append(f"{line} addAction with 4 arguments: make the QAction, then add it")
            if (isinstance(func, ast.Attribute) and func.attr == "width" and isinstance(func.value, ast.Call)
                    and (dotted(func.value.func) or "").split(".")[-1] in ("fontMetrics", "QFontMetrics",
                                                                          "QFontMetricsF")):
                found.append(f"{line} QFontMetrics.width(): use horizontalAdvance()")
        elif (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute)
              and node.value.attr == "activated"):
            found.append(f"{line} activated[...]: gone in Qt6, use activated or textActivated")
    return found


def enum_candidates(tree: ast.Module) -> set[str]:
    """Every outermost `Name.Attr[.Attr]` whose root was imported from qgis.* and not called."""
    imported = qt_names(tree)
    inner: set[int] = set()
    called: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
            inner.add(id(node.value))
        if isinstance(node, ast.Call):
            called.add(id(node.func))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and id(node) not in inner and id(node) not in called:
            chain = dotted(node)
            if chain and chain.split(".")[0] in imported:
                head = chain.split(".")[0]
                found.add(".".join([imported[head], *chain.split(".")[1:]]))
    return found


# Run by QGIS's Python: for each chain, the enum it names (if it names an enum value) by the name
# Qt6 and QGIS give that enum: type(value).__qualname__ ('Qt.MouseButton', 'Qgis.WkbType').
RESOLVE = """
import enum, json, sys
import qgis.PyQt.QtCore as QtCore, qgis.PyQt.QtGui as QtGui, qgis.PyQt.QtWidgets as QtWidgets
import qgis.core, qgis.gui
space = {}
for module in (QtCore, QtGui, QtWidgets, qgis.core, qgis.gui):
    space.update({k: v for k, v in vars(module).items() if not k.startswith("_")})
out = {}
for chain in json.load(sys.stdin):
    head, *rest = chain.split(".")
    value = space.get(head)
    for part in rest:
        value = getattr(value, part, None)
    kind = type(type(value)).__name__
    if value is not None and (isinstance(value, enum.Enum) or kind == "enumtype"):
        out[chain] = [type(value).__qualname__, value.name if isinstance(value, enum.Enum) else None]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def trees() -> list[tuple[str, ast.Module]]:
    return list(parsed())


def test_the_plugin_code_is_what_the_check_reads(trees: list[tuple[str, ast.Module]]) -> None:
    names = {where for where, _ in trees}
    assert {"__init__.py", "plugin.py", "ui/panel.py", "processing/provider.py",
            "report/siteplan.py"} <= names
    assert len(names) > 60


def test_no_qt5_only_constructs(trees: list[tuple[str, ast.Module]]) -> None:
    found = [f for where, tree in trees for f in static_findings(where, tree)]
    assert found == []


def test_no_compiled_resource_modules() -> None:
    assert [p.name for p in REPO_ROOT.rglob("*_rc.py") if ".venv" not in p.parts] == []


def test_every_enum_value_is_named_with_its_enum(trees: list[tuple[str, ast.Module]]) -> None:
    """Qt.LeftButton works in Qt5 only; Qt.MouseButton.LeftButton in both. QGIS's own enums by their
    Qgis.* name (QgsWkbTypes.Polygon -> Qgis.WkbType.Polygon), unless that name is newer than 3.34."""
    per_file = {where: enum_candidates(tree) for where, tree in trees}
    chains = sorted(set().union(*per_file.values()))
    done = subprocess.run([sys.executable, *SAFE_PATH, "-c", RESOLVE], input=json.dumps(chains),
                          capture_output=True, text=True, timeout=120, check=False,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    if done.returncode != 0 and "No module named 'qgis'" in done.stderr:
        pytest.skip("QGIS's Python bindings are not importable here")
    assert done.returncode == 0, done.stderr
    enums = json.loads(done.stdout.splitlines()[-1])
    assert len(enums) > 20, "the resolver found almost no enums: it is not looking"
    wrong = []
    for where, found in per_file.items():
        for chain in sorted(found & enums.keys()):
            enum_name, member = enums[chain]
            owner, named = chain.rsplit(".", 1)
            good = {enum_name, NEWER_THAN_334.get(enum_name)}
            if owner not in good:
                wrong.append(f"{where}: {chain} -> {enum_name}.{member or named}")
    assert wrong == []


def test_the_check_catches_what_it_is_for() -> None:
    """The rules fire on the Qt5 spellings they are about (so an empty list above means something)."""
    sample = ast.parse(
        "from qgis.PyQt.QtCore import QVariant, QRegExp\n"
        "from PyQt5.QtWidgets import QDialog\n"
        "from qgis.core import QgsWkbTypes\n"
        "import resources_rc\n"
        "QDialog().exec_()\n"
        "kind = QVariant.Double\n"
        "geometry = QgsWkbTypes.PolygonGeometry\n"
        "null = QVariant()\n"
        "combo.activated[str].connect(print)\n")
    found = static_findings("sample.py", sample)
    for expected in ("imports PyQt5.QtWidgets", "imports compiled resources resources_rc", "imports QRegExp",
                     "calls exec_()", "QVariant.Double", "QgsWkbTypes.PolygonGeometry", "QVariant()",
                     "activated[...]"):
        assert [f for f in found if expected in f], expected
    chains = enum_candidates(ast.parse("from qgis.PyQt.QtCore import Qt\nQt.MouseButton.LeftButton\n"
                                       "Qt.LeftButton\nx = QgsProject.instance()\n"))
    assert chains == {"Qt.MouseButton.LeftButton", "Qt.LeftButton"}
