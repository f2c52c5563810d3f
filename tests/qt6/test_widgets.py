"""The plugin's own Qt code that needs no QGIS object, built and driven under PyQt6 (.venv-qt6).

Imported through tests/qt6/qgis_shim, a stand-in `qgis` whose qgis.PyQt is PyQt6 (as in QGIS 4) and
whose qgis.core holds only Qgis.MessageLevel, QgsMessageLog and QgsSettings: what is proved is that
these modules import under PyQt6 and that their Qt calls (enums, signals, QTextBrowser's resource
loading, QAction, key codes) behave there. Everything that needs a QGIS object (the dock, map
tools, layers, the message bar) is not built here; it runs on QGIS 3.40 in the QGIS tests.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtGui import QImage, QTextDocument
from PyQt6.QtWidgets import QDialogButtonBox, QMainWindow, QTextBrowser

SHIM = Path(__file__).resolve().parent / "qgis_shim"


@pytest.fixture(scope="module", autouse=True)
def shim() -> None:
    sys.path.insert(0, str(SHIM))
    yield
    sys.path.remove(str(SHIM))


def test_the_help_window_renders_a_page_with_its_pictures(qapp) -> None:
    from shoreline_layout.ui import help as help_module

    page = help_module.help_page()
    dialog = help_module.HelpDialog(None, page)
    browser = dialog.findChild(QTextBrowser, "ShorelineLayoutHelpBrowser")
    text = browser.toPlainText()
    lines = Path(page).read_text(encoding="utf-8").splitlines()
    first_heading = next(line.lstrip("# ").strip() for line in lines if line.startswith("#"))
    assert first_heading in text and len(text) > 500
    # Qt6 hands loadResource its type as an int: the picture must still come back as an image.
    picture = next(Path(help_module.SMALL_PICTURES).glob("*.png"))
    loaded = browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                  help_module.QUrl.fromLocalFile(str(picture)))
    assert isinstance(loaded, QImage) and not loaded.isNull()
    assert loaded.width() <= help_module.PICTURE_WIDTH
    assert dialog.findChild(QDialogButtonBox).standardButtons() == QDialogButtonBox.StandardButton.Close
    dialog.deleteLater()


def test_typed_figures_read_qt6_key_codes(qapp) -> None:
    """QKeyEvent.key() is an int under PyQt6 too; the figures must still see Enter, Tab, Backspace."""
    from shoreline_layout.ui.map_tools.typed import TypedSize

    typed = TypedSize()
    assert [typed.key(int(Qt.Key.Key_1), "1"), typed.key(int(Qt.Key.Key_2), "2")] == ["typed", "typed"]
    assert typed.key(int(Qt.Key.Key_Backspace), "") == "typed"
    assert typed.key(int(Qt.Key.Key_Tab), "\t") == "next"
    assert typed.key(int(Qt.Key.Key_8), "8") == "typed"
    assert typed.key(int(Qt.Key.Key_Return), "\r") == "enter"
    assert (typed.length, typed.width) == (1.0, 8.0)


def test_the_toolbar_actions_build_and_go(qapp) -> None:
    from shoreline_layout.ui.actions import PluginActions

    class Iface:
        def __init__(self) -> None:
            self.window = QMainWindow()

        def mainWindow(self) -> QMainWindow:
            return self.window

        def addToolBar(self, name: str):
            return self.window.addToolBar(name)

    iface = Iface()
    actions = PluginActions(iface)
    act = actions.add("ShorelineLayoutCompute", "icon.svg", "Compute", checkable=True)
    actions.build()
    assert actions.toolbar is not None and actions.toolbar.actions() == [act]
    assert act.isCheckable() and not act.icon().isNull()
    actions.remove()
    assert actions.toolbar is None and actions.actions == []
