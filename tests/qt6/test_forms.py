"""Every .ui of the plugin compiles with PyQt6's uic and builds, offscreen, the way QGIS 4 builds it.

Static checks passed while PyQt6 could not build the panel: its uic writes a spacer without a
sizeHint as QSpacerItem(policy, policy), and setupUi raised TypeError. Building the form is the proof.
The three QGIS widgets of the panel (QgsMapLayerComboBox, QgsFieldComboBox, QgsFileWidget, from
qgis.gui) are not in PyQt6: they are stood in for by their Qt base class (the .ui's <extends>), so
what is proved is every Qt widget, layout, spacer, property and string of the form, not QGIS's own.
"""
from __future__ import annotations

import io
import re
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PyQt6 import QtWidgets, uic
from PyQt6.QtCore import QObject

REPO_ROOT = Path(__file__).resolve().parents[2]
PANEL_UI = REPO_ROOT / "resources" / "shoreline_panel.ui"


def ui_files() -> list[Path]:
    """Every .ui git knows of (committed or new), wherever it lies."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.ui"], cwd=REPO_ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    return sorted(REPO_ROOT / name for name in listed)


def custom_widgets(tree: ET.ElementTree) -> dict[str, tuple[str, str]]:
    """class -> (Qt base class, header module) from the form's <customwidgets>."""
    return {cw.findtext("class"): (cw.findtext("extends"), cw.findtext("header"))
            for cw in tree.iter("customwidget")}


@pytest.fixture
def stand_ins(monkeypatch: pytest.MonkeyPatch):
    """Install modules for the forms' custom-widget headers (qgis.gui) holding stand-in classes."""
    def install(widgets: dict[str, tuple[str, str]]) -> None:
        for name, (base, header) in widgets.items():
            parts = header.replace("/", ".").removesuffix(".h").split(".")
            for depth in range(1, len(parts) + 1):
                module_name = ".".join(parts[:depth])
                if module_name not in sys.modules:
                    monkeypatch.setitem(sys.modules, module_name, types.ModuleType(module_name))
            module = sys.modules[".".join(parts)]
            monkeypatch.setattr(module, name, type(name, (getattr(QtWidgets, base),), {}), raising=False)
    return install


def expected_objects(tree: ET.ElementTree) -> dict[str, str]:
    """objectName -> class of every widget and layout the form declares."""
    found = {w.get("name"): w.get("class") for w in tree.iter("widget")}
    found.update({lay.get("name"): lay.get("class") for lay in tree.iter("layout") if lay.get("name")})
    return found


def build(path: Path, text: str | None = None) -> tuple[QtWidgets.QWidget, str]:
    """Compile the form with pyuic6, run its setupUi on a fresh top-level widget; return both."""
    source = io.StringIO()
    uic.compileUi(io.StringIO(text) if text is not None else str(path), source)
    code = source.getvalue()
    namespace: dict[str, object] = {}
    exec(compile(code, f"<pyuic6 {path.name}>", "exec"), namespace)
    form_class = next(value for key, value in namespace.items() if key.startswith("Ui_"))
    root = ET.fromstring(text) if text is not None else ET.parse(path).getroot()
    top = getattr(QtWidgets, root.find("widget").get("class"))()
    form_class().setupUi(top)
    return top, code


def test_the_repository_has_the_panel_form() -> None:
    assert PANEL_UI in ui_files()


@pytest.mark.parametrize("path", ui_files(), ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_every_form_compiles_and_builds_under_pyqt6(qapp, stand_ins, path: Path) -> None:
    tree = ET.parse(path)
    stand_ins(custom_widgets(tree))
    top, code = build(path)
    # pyuic6 writes every spacer with its size: QSpacerItem(w, h, hpolicy, vpolicy)
    spacers = re.findall(r"QtWidgets\.QSpacerItem\((.*)\)", code)
    assert len(spacers) == len(list(tree.iter("spacer")))
    assert all(re.match(r"\d+, \d+, ", args) for args in spacers), spacers
    expected = expected_objects(tree)
    built = {obj.objectName(): type(obj).__name__ for obj in top.findChildren(QObject)}
    built[top.objectName()] = type(top).__name__
    assert {name: built.get(name) for name in expected} == expected
    layouts = [top.findChild(QtWidgets.QLayout, lay.get("name"))
               for lay in tree.iter("layout") if lay.get("name")]
    spacer_items = [item for lay in layouts for item in (lay.itemAt(i) for i in range(lay.count()))
                    if item.spacerItem()]
    assert len(spacer_items) == len(list(tree.iter("spacer")))
    top.deleteLater()


def test_the_panel_loads_as_the_plugin_loads_it(qapp, stand_ins) -> None:
    """ui/panel.py builds its form with uic.loadUiType(path): the same under PyQt6."""
    tree = ET.parse(PANEL_UI)
    stand_ins(custom_widgets(tree))
    form_class, base_class = uic.loadUiType(str(PANEL_UI))
    assert base_class is QtWidgets.QWidget
    widget = QtWidgets.QWidget()
    form = form_class()
    form.setupUi(widget)
    names = expected_objects(tree)
    assert len(names) > 50  # 60 widgets and 12 layouts today
    top_name = tree.getroot().find("widget").get("name")
    assert [name for name in names if getattr(form, name, None) is None and name != top_name] == []
    # the strings retranslateUi set: the tabs' titles are the .ui's own
    tabs = form.tabs
    titles = [tabs.tabText(i) for i in range(tabs.count())]
    declared = [w.find("attribute/string").text for w in tree.iter("widget")
                if w.find("attribute[@name='title']/string") is not None]
    assert titles and all(title in declared for title in titles)
    widget.deleteLater()


def test_a_spacer_without_a_size_breaks_the_build(qapp, stand_ins) -> None:
    """What this file guards against, on the panel itself: without the sizeHints, PyQt6 fails."""
    text = PANEL_UI.read_text(encoding="utf-8")
    stripped, count = re.subn(r"\s*<property name=\"sizeHint\"[^>]*>\s*<size>.*?</size>\s*</property>", "",
                              text, flags=re.S)
    spacers = len(list(ET.fromstring(text).iter("spacer")))
    assert spacers >= 2 and count >= spacers
    stand_ins(custom_widgets(ET.ElementTree(ET.fromstring(text))))
    with pytest.raises(TypeError):
        build(PANEL_UI, stripped)
