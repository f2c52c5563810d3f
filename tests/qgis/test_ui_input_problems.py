"""Input problems of the layout (an unknown kind, an empty rode length, a multi-point buoy, ...) are
listed in the panel's findings table where the user works, not only in the log: one row per
feature (severity "input", the layer and feature id, what is wrong and what to do), a click selects
and shows the feature, and the message bar says so once per check that found new ones."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import Qgis, QgsFeature, QgsGeometry, QgsPointXY, QgsProject, QgsVectorLayer
from test_ui_live import add_dock, walkway
from ui_helpers import compute_lake, set_view
from ui_lake import to_world

from shoreline_layout.ui.input_problems import input_problems


def _warnings(ui: Any) -> list[str]:
    return [m for m in ui.iface.messageBar().get_messages(Qgis.MessageLevel.Warning)
            if "could not be checked" in m or "input problems" in m]


def _input_rows(ui: Any) -> list[tuple[str, int | None, str, str | None]]:
    model = ui.table_model
    out = []
    for r in range(model.rowCount()):
        _fid, v = model.violation_at(r)
        if v.severity == "input":
            out.append((v.source_layer, v.source_fid, v.message, v.parcel_id))
    return out


def _multipoint_buoys() -> QgsVectorLayer:
    layer = QgsVectorLayer("MultiPoint?crs=EPSG:2261&field=vessel_length_ft:double"
                           "&field=rode_length_ft:double&field=parcel_id:string", "buoys", "memory")
    assert layer.isValid()
    return layer


def _buoy(layer: QgsVectorLayer, points: list[tuple[float, float]], vessel: Any, rode: Any) -> int:
    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromMultiPointXY([QgsPointXY(*to_world(u, v)) for u, v in points]))
    f["vessel_length_ft"], f["rode_length_ft"] = vessel, rode
    assert layer.addFeature(f)
    return f.id()


@pytest.fixture
def lake(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    ui.iface.messageBar().clear_messages()
    return ui


def test_problems_of_real_layers_are_rows_of_the_table_with_one_warning(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    good = add_dock(structures, walkway(350, 0, 40), dock_id="D1", part="walkway")
    bad_kind = add_dock(structures, walkway(550, 0, 40), kind="dok")
    buoys = _multipoint_buoys()
    buoys.startEditing()
    no_rode = _buoy(buoys, [(750, 60)], 22.0, None)
    two = _buoy(buoys, [(850, 60), (870, 70)], 22.0, 20.0)
    ok_buoy = _buoy(buoys, [(150, 70)], 22.0, 20.0)
    QgsProject.instance().addMapLayer(buoys)
    ui.iface.messageBar().clear_messages()
    ui.panel.w.buoysCombo.setLayer(buoys)          # attaching checks the whole layout once
    assert ui.checker.layers["buoys"] is buoys

    rows = _input_rows(ui)
    assert sorted((r[0], r[1]) for r in rows) == sorted([("buoys", no_rode), ("buoys", two),
                                                          ("structures", bad_kind)])
    text = {(r[0], r[1]): r[2] for r in rows}
    assert text[("structures", bad_kind)] == (
        f"structures feature {bad_kind}: kind 'dok' is not a kind the law knows, so it was not checked; "
        "choose its kind in the feature's form.")
    assert text[("buoys", no_rode)] == (
        f"buoys feature {no_rode}: the rode length is empty, so 0 ft was used and its swing circle is too "
        "small; enter the rode length in the feature's form.")
    assert text[("buoys", two)] == (
        f"buoys feature {two} has 2 points and only the first was checked as a buoy; make one buoy of "
        "each point.")
    # a feature that was read names the parcel it is in; the one that was not read names none
    assert {(r[0], r[1]): r[3] for r in rows} == {("structures", bad_kind): None, ("buoys", no_rode): "P7",
                                                  ("buoys", two): "P8"}
    # listed first, coloured apart, named "Input problem"; none of them is in the Violations layer
    model = ui.table_model
    assert [model.violation_at(r)[1].severity for r in range(3)] == ["input"] * 3
    assert model.data(model.index(0, 0)) == "Input problem"
    assert model.violation_at(0)[0] is None
    assert {f["severity"] for f in ui.writer.layer.getFeatures()} <= {"error", "warning", "info"}
    assert not any(f["source_fid"] in (bad_kind,) and f["source_layer"] == "structures"
                   for f in ui.writer.layer.getFeatures())
    # the message bar says it once for the check
    assert _warnings(ui) == ["Shoreline Layout:3 layout features could not be checked as drawn: see the "
                             "findings in the Shoreline Layout panel."]
    label = ui.panel.w.violationsStatusLabel.text()
    assert label.startswith("No violation of Keuka Lake") and "3 input problems are listed first" in label
    assert good != bad_kind and ok_buoy not in (no_rode, two)


def test_clicking_an_input_row_selects_and_shows_the_feature(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    bad = add_dock(structures, walkway(550, 0, 40), kind="dok")
    ui.checker.flush()
    model = ui.table_model
    (row,) = [r for r in range(model.rowCount()) if model.violation_at(r)[1].severity == "input"]
    canvas = ui.iface.mapCanvas()
    set_view(canvas, 0.0, 0, 500, 100, 600)                # somewhere else
    items = len(canvas.scene().items())
    ui.panel.w.violationsTable.doubleClicked.emit(ui.table_model.index(row, 5))
    assert structures.selectedFeatureIds() == [bad]
    extent = canvas.extent()
    assert extent.contains(structures.getFeature(bad).geometry().boundingBox())
    assert extent.width() < 300.0                          # zoomed to it, not to the lake
    assert len(canvas.scene().items()) == items + 1        # flashed
    _let_the_flash_end(canvas, items)


def _let_the_flash_end(canvas: Any, items: int) -> None:
    """The flash is a canvas item for a second or two: let it go before the next test counts them."""
    import time

    from pytest_qgis.utils import process_events
    end = time.monotonic() + 10.0
    while len(canvas.scene().items()) > items and time.monotonic() < end:
        process_events()
        time.sleep(0.05)
    assert len(canvas.scene().items()) == items


def test_an_edit_updates_the_problem_rows_and_warns_only_about_new_ones(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    bad = add_dock(structures, walkway(550, 0, 40), kind="dok")
    ui.checker.flush()
    assert [(r[0], r[1]) for r in _input_rows(ui)] == [("structures", bad)]
    assert len(_warnings(ui)) == 1
    # editing another feature keeps the problem row (the same object) and says nothing new
    before = ui.table_model.row_object(0)
    other = add_dock(structures, walkway(350, 0, 40), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert ui.table_model.row_object(0) is before
    assert len(_warnings(ui)) == 1
    # fixing the kind removes the row; the dock is now checked (a finding-free dock at P5)
    structures.changeAttributeValue(bad, structures.fields().indexFromName("kind"), "dock")
    ui.checker.flush()
    assert _input_rows(ui) == []
    assert "complies" in ui.panel.w.violationsStatusLabel.text()
    # a construction nobody knows: checked as permanent, and one new warning
    structures.changeAttributeValue(other, structures.fields().indexFromName("construction"), "floating")
    ui.checker.flush()
    rows = _input_rows(ui)
    assert rows == [("structures", other, f"structures feature {other}: construction 'floating' is neither "
                     "permanent nor seasonal, so it was checked as permanent; choose one in the feature's "
                     "form.", "P3")]
    assert _warnings(ui)[-1] == ("Shoreline Layout:One layout feature could not be checked as drawn: see the "
                                 "findings in the Shoreline Layout panel.")
    assert len(_warnings(ui)) == 2
    # deleting the feature removes its row
    structures.deleteFeature(other)
    ui.checker.flush()
    assert _input_rows(ui) == []


def test_feature_without_geometry_and_a_new_compute(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    f = QgsFeature(structures.fields())
    f["kind"], f["construction"] = "dock", "permanent"
    assert structures.addFeature(f)
    ui.checker.flush()
    assert _input_rows(ui) == [("structures", f.id(), f"structures feature {f.id()} has no geometry, so it "
                                "was not checked; draw it or delete it.", None)]
    # a click on a feature with nothing to show still selects it
    ui.panel.w.violationsTable.clicked.emit(ui.table_model.index(0, 0))
    assert structures.selectedFeatureIds() == [f.id()]
    # Compute again starts a new check: the problem is found again (and said again), not doubled
    ui.iface.messageBar().clear_messages()
    ui.compute()
    assert [r[1] for r in _input_rows(ui)] == [f.id()]
    assert len(_warnings(ui)) == 1


def test_rows_come_from_the_problems_as_data_never_from_the_text() -> None:
    """Each row is made from the message's problems (core/problems.InputProblem: code, feature,
    field, value); a value holding quotes is printed whole, and a message's English is never read
    back: one naming ids in its text but carrying no ids is a row about the layer."""
    from shoreline_layout.core.model import Message
    from shoreline_layout.core.problems import InputProblem as P
    msgs = [
        Message("warning", "bad_number", "Structure 4: height_ft 'it's 12' is not a usable value and was "
                "ignored.", feature_ids=(4,),
                problems=(P("bad_number", "STRUCTURES", 4, "height_ft", "it's 12"),)),
        Message("warning", "multipoint_buoy", "Buoy 9 has 3 points; the first is used.", feature_ids=(9,),
                problems=(P("multipoint_buoy", "BUOYS", 9, count=3),)),
        Message("warning", "empty_geometry_skipped", "2 features of STRUCTURES layer 's' have no geometry "
                "and were skipped (feature ids: 1, 2).", feature_ids=(1, 2)),
        Message("warning", "transform_failed", "2 features could not be transformed and were skipped: "
                "5 (bad), -7 (worse)."),
        Message("warning", "layer_without_crs", "BUOYS layer 'b' has no CRS; its coordinates are taken to be "
                "in the working CRS EPSG:2261."),
    ]
    problems = input_problems("structures", "s", msgs)
    assert [(p.fid, p.code, p.features) for p in problems] == [
        (4, "bad_number", 1), (9, "multipoint_buoy", 1), (1, "empty_geometry_skipped", 1),
        (2, "empty_geometry_skipped", 1), (None, "transform_failed", 0), (None, "layer_without_crs", 0)]
    assert problems[0].text == ("s feature 4: height 'it's 12' is not a usable value and was ignored; enter "
                                "a number in the feature's form.")
    assert problems[1].text == ("s feature 9 has 3 points and only the first was checked as a buoy; make "
                                "one buoy of each point.")
    assert problems[2].text == "s feature 1 has no geometry, so it was not checked; draw it or delete it."
    assert problems[-1].text == ("s: BUOYS layer 'b' has no CRS; its coordinates are taken to be in the "
                                 "working CRS EPSG:2261.")


def test_every_skipped_feature_is_a_row_also_past_the_texts_list() -> None:
    """The converter names at most 12 ids in its text, but says which features in feature_ids:
    fourteen buoys without geometry give fourteen rows, each with its own feature id."""
    from shoreline_layout.qgis_io.convert import buoys_from_layer
    layer = QgsVectorLayer("Point?crs=EPSG:2261&field=vessel_length_ft:double&field=rode_length_ft:double",
                           "buoys", "memory")
    fids = []
    for _ in range(14):
        f = QgsFeature(layer.fields())
        f["vessel_length_ft"], f["rode_length_ft"] = 20.0, 10.0
        assert layer.dataProvider().addFeature(f)
        fids.append(f.id())
    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(1_400_000, 1_000_000)))
    f["vessel_length_ft"] = 20.0          # rode left NULL
    assert layer.dataProvider().addFeature(f)
    buoys, msgs = buoys_from_layer(layer)
    assert len(buoys) == 1
    skipped = [m for m in msgs if m.code == "empty_geometry_skipped"]
    assert len(skipped) == 1 and "and 2 more" in skipped[0].text
    assert list(skipped[0].feature_ids) == fids
    assert [m.feature_ids for m in msgs if m.code == "buoy_length_missing"] == [(f.id(),)]
    # the same as data: the converter's problem records, one per feature
    (missing,) = [m for m in msgs if m.code == "buoy_length_missing"]
    assert [(p.code, p.layer, p.fid, p.field, p.value) for p in missing.problems] == [
        ("buoy_length_missing", "BUOYS", f.id(), "rode_length_ft", None)]
    assert [(p.code, p.fid, p.severity) for p in skipped[0].problems] == [
        ("empty_geometry_skipped", i, "error") for i in fids]
    problems = input_problems("buoys", "b", msgs)
    assert [(p.fid, p.code) for p in problems] == (
        [(f.id(), "buoy_length_missing")] + [(i, "empty_geometry_skipped") for i in fids])
    assert all(p.features == 1 for p in problems)
