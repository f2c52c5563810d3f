"""The Parcel tab's "Legal description…" button (issue #25 part 2): it writes the parcel shown's
description to legal_<id>.txt in the folder given and shows it in a window; it refuses a lake not
computed in one sentence."""
from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any

from qgis.core import Qgis
from qgis.PyQt.QtWidgets import QPlainTextEdit, QPushButton

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from legal_reparse import walk_paragraph


def _button(ui: Any) -> QPushButton:
    button = ui.panel.findChild(QPushButton, "legalDescriptionButton")
    assert button is not None and button.text() == "Legal description…"
    return button


def test_the_button_writes_and_shows_the_parcel_description(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    from ui_helpers import compute_lake

    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    ui.show_parcel("P4")
    out = tmp_path / "legal"
    out.mkdir()
    path = ui.legal_button.write(folder=str(out))
    assert path == str(out / "legal_P4.txt")
    text = Path(path).read_text(encoding="utf-8")
    area = next(p for p in text.split("\n\n") if p.startswith("The rights area"))
    pob, calls = walk_paragraph(area)
    assert math.dist(calls[-1]["end"], pob) <= 0.01
    view = ui.legal_button.dialog.findChild(QPlainTextEdit, "legalDescriptionText")
    assert view.toPlainText() == text
    ui.legal_button.dialog.close()


def test_the_button_refuses_a_lake_not_computed(loaded_plugin: Any, qgis_new_project: Any) -> None:
    ui = loaded_plugin.ui
    _button(ui).clicked.emit(False)
    assert any("Compute the water-rights lines first" in str(m)
               for m in ui.iface.messageBar().get_messages(Qgis.MessageLevel.Warning))
