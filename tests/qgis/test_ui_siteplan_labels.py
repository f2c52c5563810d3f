"""A site plan of unsaved edits (issue #15 item 4): QGIS numbers new features -1, -2, ...; the
plan names them D1, H1, B1 on the map, in its tables and in its findings alike."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsPointXY
from test_ui_siteplan import Dialogs, dialogs, pdf_text, preparer_setting, sample  # noqa: F401

from shoreline_layout.ui import documents
from shoreline_layout.ui.map_tools.base import frame_at, frame_rect


def _add(layer: Any, geom: QgsGeometry, **attrs: Any) -> int:
    f = QgsFeature(layer.fields())
    f.setGeometry(geom)
    defaults = {"construction": "permanent", "second_floor": 0, "existing": 0} if "kind" in attrs else {}
    for k, v in {**defaults, **attrs}.items():
        f[k] = v
    assert layer.addFeature(f)
    return f.id()


def test_a_site_plan_of_unsaved_edits_names_them_d1_h1_b1_everywhere(
        sample: Any, dialogs: Dialogs, preparer_setting: Any,
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    ui = sample
    session = ui.compute()
    structures, buoys = ui.new_layout(path=str(tmp_path / "plan.gpkg"))
    pid = "SL-020"
    mid = session.wr.tie_line(pid).geometry.interpolate(0.5, normalized=True)
    o, t, n = frame_at(ui, np.array([mid.x, mid.y]))

    def poly(u0: float, u1: float, v0: float, v1: float) -> QgsGeometry:
        return QgsGeometry.fromWkt(frame_rect(o, t, n, u0, u1, v0, v1).wkt)

    def point(u: float, v: float) -> QgsGeometry:
        p = o + u * t + v * n
        return QgsGeometry.fromPointXY(QgsPointXY(float(p[0]), float(p[1])))
    _add(structures, poly(-3, 3, 0, 40), kind="dock", dock_id="D1", part="walkway")
    _add(structures, poly(-12, 12, 40, 46), kind="dock", dock_id="D1", part="appendage")
    _add(structures, poly(6, 16, 8, 20), kind="boat_hoist_structure")
    _add(buoys, point(-25, 90), vessel_length_ft=22, rode_length_ft=20)
    _add(buoys, point(15, 95), vessel_length_ft=22, rode_length_ft=20)      # swing circles meet
    assert min(f.id() for f in structures.getFeatures()) < 0 and structures.isModified()
    monkeypatch.setattr(documents, "ask_save_edits", lambda *_a: documents.KEEP)       # keep them unsaved
    ui.panel.select_parcel_id(pid)          # as picking it does (without the map's flash)
    path = ui.site_plan()
    assert path is not None, ui.iface.messageBar().messages
    text = pdf_text(path)
    assert not re.search(r"#-\d|feature -\d", text)          # no temporary id anywhere
    assert "Boat hoist structure H1" in text and "appendage D1-A1" in text
    assert "B1" in text and "B2" in text
    assert "mooring buoy B2" in text or "mooring buoy B1" in text    # the contact finding
    assert structures.isModified()                          # not saved: the user said so
    # the live findings table and the parcel page name the same features as the plan does
    ui.checker.flush()
    messages = [ui.table_model.violation_at(r)[1].message for r in range(ui.table_model.rowCount())]
    assert messages and not any(re.search(r"#-\d|feature -\d", m) for m in messages), messages
    named = {n for m in messages for n in re.findall(r"mooring buoy B\d+|structure H\d+|D\d+-A\d+", m)}
    assert {"mooring buoy B1", "mooring buoy B2"} <= named, messages
    flat = " ".join(text.split())
    assert all(n in flat for n in named), (named, flat)      # the plan says the same names
    names = ui.parcel_view.feature_labels(pid)
    assert names == ["D1-W", "D1-A1", "H1", "B1", "B2"], names
