"""The menu's "Review a submission…" on the sample lake in the panel: it runs reviewsubmission
with the panel's lake and the project's layer map, adds the four layers in a group and writes the
memo beside the drawing; a refused drawing is one message-bar sentence."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProject
from qgis.PyQt.QtWidgets import QFileDialog
from review_dxf import make_drawing
from test_ui_sample import sample  # noqa: F401 - the fixture

pytest.importorskip("ezdxf")


def test_review_adds_the_layers_and_writes_the_memo(sample: Any, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    ui = sample
    assert ui.compute() is not None
    actions = {a.objectName(): a for a in ui.acts.menu_actions}
    assert {"ShorelineLayoutReviewAction", "ShorelineLayoutLayerMapAction"} <= set(actions)
    drawing = make_drawing(tmp_path / "site plan.dxf")
    mapping = tmp_path / "office layers.csv"
    mapping.write_text("pattern,kind\nDOCK*,dock\nHOIST*,boat_hoist_structure\nMOOR*,buoy\n",
                       encoding="utf-8")
    answers = iter([(str(mapping), ""), (str(drawing), "")])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: next(answers))
    assert ui.review.choose_layer_map() == str(mapping)
    memo = ui.review.review()
    assert memo == str(tmp_path / "site plan_review.pdf") and Path(memo).stat().st_size > 10_000
    group = QgsProject.instance().layerTreeRoot().findGroup("Review: site plan.dxf")
    names = [node.layer().name() for node in group.findLayers()]
    assert names == ["Structures (submission)", "Mooring buoys (submission)", "Violations (submission)",
                     "Not read from the drawing"]
    layers = {node.layer().name(): node.layer() for node in group.findLayers()}
    refs = sorted(f["ref"] for f in layers["Structures (submission)"].getFeatures())
    assert refs == ["D1", "D2", "H1"]
    # the project's layer map has no BUOY* row: the lone point is not read, and says so
    unread = {(f["layer"], f["code"]) for f in layers["Not read from the drawing"].getFeatures()}
    assert ("BUOY", "layer_not_mapped") in unread


def test_a_refused_drawing_is_one_sentence(sample: Any, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    ui = sample
    assert ui.compute() is not None
    drawing = make_drawing(tmp_path / "local.dxf", shift=(690000.0, 964000.0))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(drawing), ""))
    assert ui.review.review() is None
    said = [str(m) for level in ui.iface.messageBar().messages.values() for m in level]
    refusal = [m for m in said if "DRAWING_CRS" in m]
    assert len(refusal) == 1 and "not on the parcels" in refusal[0] and "Traceback" not in refusal[0]
    assert not (tmp_path / "local_review.pdf").exists()


def test_the_drawings_crs_is_chosen_once_per_project(sample: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A drawing in metres is refused until "CRS of submitted drawings…" says EPSG:32116; the
    project keeps it, and the next review reads the drawing where it belongs."""
    from qgis.core import QgsCoordinateReferenceSystem
    from qgis.gui import QgsProjectionSelectionDialog

    ui = sample
    assert ui.compute() is not None
    drawing = make_drawing(tmp_path / "metres.dxf", scale=1200.0 / 3937.0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(drawing), ""))
    assert ui.review.review() is None

    def chosen(dialog: Any) -> int:
        dialog.setCrs(QgsCoordinateReferenceSystem("EPSG:32116"))
        return 1

    monkeypatch.setattr(QgsProjectionSelectionDialog, "exec", chosen)
    assert ui.review.choose_drawing_crs() == "EPSG:32116"
    assert QgsProject.instance().readEntry("shoreline_layout", "review_drawing_crs", "")[0] == "EPSG:32116"
    memo = ui.review.review()
    assert memo is not None and Path(memo).exists()
    group = QgsProject.instance().layerTreeRoot().findGroup("Review: metres.dxf")
    structures = next(n.layer() for n in group.findLayers() if n.layer().name() == "Structures (submission)")
    assert sorted(f["ref"] for f in structures.getFeatures()) == ["D1", "D2", "H1"]
