"""Compute from the panel, then live checking: every edit of the layout re-checks only the parcels
it touches, the Violations layer and the panel's table follow, undo and redo included, and the
canvas shows the finding in red where the feature is."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsFeature,
    QgsGeometry,
    QgsMapRendererParallelJob,
    QgsMapSettings,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
)
from qgis.PyQt.QtCore import QSize
from qgis.PyQt.QtGui import QColor
from ui_helpers import compute_lake
from ui_lake import to_world


def walkway(u: float, v0: float, v1: float, width: float = 6.0, angle: float = 0.0) -> QgsGeometry:
    ring = [to_world(u - width / 2, v0, angle), to_world(u + width / 2, v0, angle),
            to_world(u + width / 2, v1, angle), to_world(u - width / 2, v1, angle)]
    return QgsGeometry.fromPolygonXY([[QgsPointXY(*p) for p in ring + ring[:1]]])


def add_dock(layer: Any, geom: QgsGeometry, **attrs: Any) -> int:
    f = QgsFeature(layer.fields())
    f.setGeometry(geom)
    values = {"kind": "dock", "construction": "permanent", "second_floor": 0, "existing": 0, **attrs}
    for k, v in values.items():
        f[k] = v
    layer.beginEditCommand("add dock")
    assert layer.addFeature(f)
    layer.endEditCommand()
    return f.id()


def rows(ui: Any) -> list[tuple]:
    layer = ui.writer.layer
    return sorted((f["parcel_id"], f["rule"], round(f["measured"], 2) if f["measured"] is not None else None,
                   f["limit"], f["section"], f["source_fid"]) for f in layer.getFeatures())


@pytest.fixture
def lake(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    return ui


def test_compute_from_panel_adds_styled_group_and_zooms(lake: Any) -> None:
    ui = lake
    root = QgsProject.instance().layerTreeRoot()
    group = root.findGroup("Shoreline Layout")
    assert group is not None
    names = [n.layer().name() for n in group.findLayers()]
    assert names == ["Violations", "Water rights lines", "MHW tie lines", "Reach lines",
                     "Permanent structure envelopes", "Rights areas"]
    by_name = {n.layer().name(): n.layer() for n in group.findLayers()}
    lines = by_name["Water rights lines"]
    # ten parcels on a straight shore: nine shared lines, all leaving due north
    assert lines.featureCount() == 9
    assert all(abs(f["azimuth_deg"] % 360.0) < 0.01 or abs(f["azimuth_deg"] - 360.0) < 0.01
               for f in lines.getFeatures())
    # the contract's fields, then repair_note (the one output table, qgis_io/outputs.py)
    assert [f.name() for f in lines.fields()] == ["parcel_a", "parcel_b", "azimuth_deg",
                                                  "waterside_angle_deg", "length_ft", "modified", "note",
                                                  "repair_note"]
    assert by_name["MHW tie lines"].featureCount() == 10
    # styled from the QMLs: the lines carry their azimuth labels
    assert lines.labelsEnabled()
    areas = by_name["Rights areas"]
    area_p3 = [f["area_sqft"] for f in areas.getFeatures() if f["parcel_id"] == "P3"]
    assert area_p3 and area_p3[0] == pytest.approx(100.0 * 1500.0, rel=0.01)
    # the law they were computed under, so checklayout can take them (qgis_io/rights_input.py)
    assert {(f["law"], len(f["law_key"] or "")) for f in areas.getFeatures()} == {("keuka", 12)}
    # zoomed to the result when none of it was in view (a Compute with part of the lake in view
    # keeps the view: test_ui_trust.py)
    canvas = ui.iface.mapCanvas()
    canvas.setExtent(QgsRectangle(0.0, 0.0, 1000.0, 1000.0))
    ui.compute()
    areas = QgsProject.instance().mapLayersByName("Rights areas")[0]
    extent = canvas.extent()
    assert extent.contains(areas.extent())
    assert extent.width() < areas.extent().width() * 1.5 or extent.height() < areas.extent().height() * 1.5
    # the panel lists the lakeshore parcels and says the (empty) layout complies
    assert ui.panel.w.parcelCombo.count() == 10
    assert "complies" in ui.panel.w.violationsStatusLabel.text()
    # computing again replaces the outputs and keeps Violations on top, drawn over them
    violations = by_name["Violations"]
    ui.compute()
    group = QgsProject.instance().layerTreeRoot().findGroup("Shoreline Layout")
    assert [n.layer().name() for n in group.findLayers()] == names
    assert group.findLayers()[0].layer() is violations
    assert len(QgsProject.instance().mapLayersByName("Water rights lines")) == 1
    # the outputs are never offered as inputs
    w = ui.panel.w
    offered = {w.structuresCombo.itemText(i) for i in range(w.structuresCombo.count())}
    assert not offered & {"Violations", "Rights areas", "Permanent structure envelopes"}


def test_violating_dock_updates_violations_and_undo_clears_it(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    fid = add_dock(structures, walkway(350, 0, 70), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert rows(ui) == [("P3", "reach", 70.0, 65.0, "§160-123A(1)(b)[1]", fid)]
    assert ui.table_model.rowCount() == 1
    assert ui.panel.w.violationsStatusLabel.text().startswith("One violation of Keuka Lake")
    structures.undoStack().undo()
    ui.checker.flush()
    assert rows(ui) == []
    assert ui.table_model.rowCount() == 0
    assert "complies" in ui.panel.w.violationsStatusLabel.text()
    structures.undoStack().redo()
    ui.checker.flush()
    assert [r[:4] for r in rows(ui)] == [("P3", "reach", 70.0, 65.0)]


def test_only_touched_parcels_are_rechecked(lake: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    far = add_dock(structures, walkway(750, 0, 75), dock_id="D9", part="walkway")      # P7, too long
    ui.checker.flush()
    seen: list = []
    original = ui.checker.check

    def spy(parcel_ids, structures_, buoys_):
        seen.append((None if parcel_ids is None else set(parcel_ids), len(structures_), len(buoys_)))
        return original(parcel_ids, structures_, buoys_)

    monkeypatch.setattr(ui.checker, "check", spy)
    p7_rows = [r for r in rows(ui) if r[0] == "P7"]
    fid = add_dock(structures, walkway(350, 0, 40), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert seen == [({"P3"}, 1, 0)]
    # moving it across the shared line into P4 re-checks both, nothing else
    seen.clear()
    structures.beginEditCommand("move")
    assert structures.changeGeometry(fid, walkway(397, 0, 40))
    structures.endEditCommand()
    ui.checker.flush()
    assert seen == [({"P3", "P4"}, 1, 0)]
    assert {r[1] for r in rows(ui) if r[0] in ("P3", "P4")} == {"setback"}
    # the far parcel's finding was not rewritten (same Violations feature, same values)
    assert [r for r in rows(ui) if r[0] == "P7"] == p7_rows
    assert far != fid


def test_attribute_change_and_delete_recheck(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    # a permanent dock 4 ft from the P3/P4 line breaks the 10 ft setback (§160-122D) ...
    fid = add_dock(structures, walkway(393, 0, 40), dock_id="D1", part="walkway")
    ui.checker.flush()
    found = [r for r in rows(ui) if r[1] == "setback"]
    assert found and found[0][0] == "P3" and found[0][3] == 10.0 and found[0][4] == "§160-122D"
    # ... a seasonal one is exempt (§160-123A(1)(e)) but must stay inside the lines
    structures.changeAttributeValue(fid, structures.fields().indexFromName("construction"), "seasonal")
    ui.checker.flush()
    assert [r for r in rows(ui) if r[1] == "setback"] == []
    structures.deleteFeature(fid)
    ui.checker.flush()
    assert rows(ui) == []


def test_rendered_canvas_shows_red_where_the_violation_is(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    add_dock(structures, walkway(350, 0, 90, width=10), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert [r[1] for r in rows(ui)] == ["reach"]
    settings = QgsMapSettings()
    settings.setDestinationCrs(ui.session.crs)
    settings.setOutputSize(QSize(400, 400))
    settings.setBackgroundColor(QColor(255, 255, 255))
    x0, y0 = to_world(300, 20)
    x1, y1 = to_world(400, 120)
    settings.setExtent(QgsRectangle(x0, y0, x1, y1))
    settings.setLayers([ui.writer.layer, structures])
    settings.setFlag(Qgis.MapSettingsFlag.DrawLabeling, False)   # the fill, not the label text, is tested
    job = QgsMapRendererParallelJob(settings)
    job.start()
    job.waitForFinished()
    img = job.renderedImage()

    def colour_at(u: float, v: float) -> QColor:
        x, y = to_world(u, v)
        px = (x - x0) / (x1 - x0) * img.width()
        py = (y1 - y) / (y1 - y0) * img.height()
        return QColor(img.pixel(int(px), int(py)))

    def reddish(c: QColor) -> bool:
        return c.red() > 150 and c.green() < 120 and c.blue() < 120 and c.red() - c.green() > 60

    # the part of the dock past the 65 ft reach (v 65..90) is red; the part inside is not;
    # open water beside the dock is not
    assert reddish(colour_at(350, 80)), colour_at(350, 80).name()
    assert not reddish(colour_at(350, 40)), colour_at(350, 40).name()
    assert not reddish(colour_at(320, 80)), colour_at(320, 80).name()


def test_commit_and_rollback_stay_incremental(lake: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    temp = add_dock(structures, walkway(350, 0, 70), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert temp < 0 and [r[5] for r in rows(ui)] == [temp]
    seen: list = []
    original = ui.checker.check
    monkeypatch.setattr(ui.checker, "check", lambda p, s, b: seen.append(set(p or ())) or original(p, s, b))
    assert structures.commitChanges(False)        # keep editing
    ui.checker.flush()
    (real,) = [f.id() for f in structures.getFeatures()]
    assert real > 0
    # the finding now names the saved feature; only its parcel was checked again
    assert rows(ui) == [("P3", "reach", 70.0, 65.0, "§160-123A(1)(b)[1]", real)]
    assert seen == [{"P3"}]
    # an unsaved move is undone by rolling back: the finding follows, still incrementally
    structures.changeGeometry(real, walkway(350, 0, 40))
    ui.checker.flush()
    assert rows(ui) == []
    seen.clear()
    structures.rollBack()
    ui.checker.flush()
    assert [r[:2] for r in rows(ui)] == [("P3", "reach")]
    assert seen == [{"P3"}]


def test_a_failing_recheck_becomes_a_message_not_a_traceback(lake: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from pytest_qgis.utils import process_events
    from qgis.core import Qgis
    ui = lake
    structures = ui.layout_layer("structures")

    def broken(*_args: Any) -> list:
        raise ValueError("the check broke")

    monkeypatch.setattr(ui.checker, "check", broken)
    add_dock(structures, walkway(350, 0, 40), dock_id="D1", part="walkway")
    process_events()                     # the zero-delay timer runs the re-check
    critical = ui.iface.messageBar().get_messages(Qgis.MessageLevel.Critical)
    assert any("Could not check the edited layout: the check broke" in m for m in critical)


def test_the_200_ft_rule_notes_are_the_same_before_and_after_reopening(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Any) -> None:
    """#26 item 18: the note count changed after reopening (4 -> 10): an empty layout was
    checked for nothing, then only the parcels an edit touched gained their 200 ft rule notes,
    while reopening (a whole check) gave every parcel's. The live table is the whole check's from
    the start: P2, P3 and P4's lines were turned (as checklayout says)."""
    from qgis.core import QgsProject
    from test_processing_layers import example_parcels, example_shore, world

    ui = loaded_plugin.ui
    parcels, shore = example_parcels(), example_shore()
    QgsProject.instance().addMapLayers([parcels, shore])
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(shore)
    w.idFieldCombo.setField("parcel_id")
    w.landUseFieldCombo.setField("land_use")
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    assert ui.compute() is not None
    structures, _buoys = ui.new_layout(path=str(tmp_path / "layout.gpkg"))
    ui.checker.flush()

    def notes() -> list[str]:
        return sorted(v.parcel_id for v in ui.writer.rows.values() if v.rule == "rights_line_modified")

    assert notes() == ["P2", "P3", "P4"]
    x, y = world(50, 0)
    ring = [(x - 3, y - 2), (x + 3, y - 2), (x + 3, y + 30), (x - 3, y + 30)]
    add_dock(structures, QgsGeometry.fromPolygonXY([[QgsPointXY(*p) for p in ring + ring[:1]]]),
             dock_id="D1", part="walkway")
    ui.checker.flush()
    assert notes() == ["P2", "P3", "P4"]
    ui.checker.full_check()                      # what reopening the project does
    assert notes() == ["P2", "P3", "P4"]
def test_a_nan_buoy_is_an_invalid_value_and_the_rest_is_still_checked(lake: Any) -> None:
    """#26 item 8: a buoy whose rode length is NaN stopped the whole live check ("buffer distance
    must be finite"); checklayout reports it as invalid_value and checks the rest, so must the
    live check, on the whole layout and on an edit."""
    import math

    from qgis.core import Qgis
    ui = lake
    structures = ui.layout_layer("structures")
    buoys = ui.layout_layer("buoys")
    ui.iface.messageBar().clear_messages()
    f = QgsFeature(buoys.fields())
    f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(*to_world(150, 60))))
    f["vessel_length_ft"], f["rode_length_ft"] = 22.0, math.nan
    assert buoys.addFeature(f)
    nan_fid = f.id()
    fid = add_dock(structures, walkway(350, 0, 70), dock_id="D1", part="walkway")

    def found() -> list[tuple]:
        return sorted(((v.parcel_id, v.rule, v.source_layer, v.source_fid, v.measured, v.limit)
                       for v in ui.writer.rows.values()), key=lambda r: (str(r[0]), r[1]))

    ui.checker.flush()
    expected = [(None, "invalid_value", "buoys", nan_fid, None, None),     # as checklayout files it
                ("P3", "reach", "structures", fid, pytest.approx(70.0, abs=0.01), 65.0)]
    assert found() == expected
    (row,) = [v for v in ui.writer.rows.values() if v.rule == "invalid_value"]
    assert "rode length nan ft" in row.message
    # the same as the whole-layout check, the call checklayout makes
    ui.checker.full_check()
    assert found() == expected
    # an edit of the NaN buoy re-checks it without a failure
    buoys.changeGeometry(nan_fid, QgsGeometry.fromPointXY(QgsPointXY(*to_world(160, 60))))
    ui.checker.flush()
    assert found() == expected
    critical = ui.iface.messageBar().get_messages(Qgis.MessageLevel.Critical)
    assert not any("Could not check" in m for m in critical), critical


def test_the_panel_and_the_check_share_one_lake_index(lake: Any) -> None:
    """Issue #21 item 4: ui/ builds no index of its own; the panel's questions and check_layout
    read the one Lake core/session.py keeps on the computed result."""
    from shoreline_layout.core.session import lake_index
    ui = lake
    index = ui.session.lake
    add_dock(ui.layout_layer("structures"), walkway(350, 0, 70), dock_id="D1", part="walkway")
    ui.checker.flush()                  # check_layout ran on the session's result
    assert lake_index(ui.session.wr, ui.session.parcels) is index is ui.session.lake
    assert ui.session.shore_index() is index.shore
    assert ui.session.neighbours["P3"] == {"P2", "P4"}
    assert ui.session.parcel_at(*to_world(350, -10)) == "P3"
