"""Issue #15, "the panel a surveyor trusts": the guesses, reopening a project, hand-set fields,
results that say when they are out of date, and the small things a user missed (layer order,
the MHW style, Help, the site plan's save prompt, where file dialogs start)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtWidgets import QFileDialog
from ui_helpers import compute_lake
from ui_lake import make_lake, to_world

OUTPUT_ROLES = ("water_rights_lines", "tie_lines", "reach_lines", "envelopes", "rights_areas", "violations")


def _outputs() -> list[QgsVectorLayer]:
    return [lyr for lyr in QgsProject.instance().mapLayers().values()
            if lyr.customProperty("shoreline_layout/role") in OUTPUT_ROLES]


def _warnings(ui: Any) -> list[str]:
    return ui.iface.messageBar().get_messages(Qgis.MessageLevel.Warning)


# ---------------------------------------------------------------- 1. the MHW guess
@pytest.mark.parametrize("order", ["outputs, parcels, mhw", "mhw, parcels, outputs",
                                   "parcels, outputs, mhw", "all at once"])
def test_the_mhw_guess_is_the_line_layer_whatever_the_load_order(loaded_plugin: Any, qgis_new_project: Any,
                                                                  order: str) -> None:
    """Layers added through the Browser are named "<file> — <table>"; an earlier run's outputs
    (Envelopes, Rights areas) are polygon layers too. The MHW box takes the line layer."""
    ui = loaded_plugin.ui
    parcels, mhw = make_lake(add_to_project=False)
    parcels.setName("sample_lake \u2014 parcels")
    mhw.setName("sample_lake \u2014 mhw")
    outputs = []
    for role, name in (("envelopes", "Envelopes"), ("rights_areas", "Rights areas")):
        lyr = QgsVectorLayer("Polygon?crs=EPSG:2261", name, "memory")
        lyr.setCustomProperty("shoreline_layout/role", role)
        outputs.append(lyr)
    project = QgsProject.instance()
    groups = {"outputs": outputs, "parcels": [parcels], "mhw": [mhw]}
    if order == "all at once":
        project.addMapLayers([*outputs, parcels, mhw])
    else:
        for key in order.split(", "):
            project.addMapLayers(groups[key])
    w = ui.panel.w
    assert w.mhwLayerCombo.currentLayer() is mhw
    assert w.parcelLayerCombo.currentLayer() is parcels
    assert w.idFieldCombo.currentField() == "parcel_id"
    # the outputs are not even offered
    offered = {w.mhwLayerCombo.itemText(i) for i in range(w.mhwLayerCombo.count())}
    assert not offered & {"Envelopes", "Rights areas"}


def test_a_lake_polygon_is_the_guess_only_when_no_line_layer_is_loaded(loaded_plugin: Any,
                                                                       qgis_new_project: Any) -> None:
    ui = loaded_plugin.ui
    parcels, _mhw = make_lake(add_to_project=False)
    lake = QgsVectorLayer("Polygon?crs=EPSG:2261", "lake", "memory")
    QgsProject.instance().addMapLayers([lake, parcels])
    w = ui.panel.w
    assert w.parcelLayerCombo.currentLayer() is parcels
    assert w.mhwLayerCombo.currentLayer() is lake
    line = QgsVectorLayer("LineString?crs=EPSG:2261", "contour_715", "memory")
    QgsProject.instance().addMapLayer(line)
    assert w.mhwLayerCombo.currentLayer() is line        # a line layer now: it wins


def test_mhw_set_to_the_parcel_layer_gets_one_sentence_and_adds_nothing(
        loaded_plugin: Any, qgis_new_project: Any) -> None:
    ui = loaded_plugin.ui
    parcels, _mhw = make_lake()
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(parcels)
    ui.iface.messageBar().clear_messages()
    before = set(QgsProject.instance().mapLayers())
    assert ui.compute() is None
    assert _warnings(ui) == ["Shoreline Layout:The MHW mark is the parcel layer parcels: choose the line "
                             "layer that holds the mean-high-water mark in the MHW box."]
    assert set(QgsProject.instance().mapLayers()) == before and not _outputs()
    assert QgsProject.instance().layerTreeRoot().findGroup("Shoreline Layout") is None
    assert "lakeshore parcels" not in w.lakeStatusLabel.text()


def test_new_york_tax_map_fields_are_guessed() -> None:
    from shoreline_layout.qgis_io.field_guess import guess_fields
    assert guess_fields(["OBJECTID", "SWIS_SBL", "PROP_CLASS", "LAKE_FRNT", "OWNER"]) == {
        "id": "SWIS_SBL", "land_use": "PROP_CLASS", "frontage": "LAKE_FRNT", "seating": None}


def test_a_new_york_tax_maps_print_key_and_parcel_address_are_guessed() -> None:
    """#26 item 16: with both, the parcel picker and the PDF names took the 20-digit SWIS_SBL
    rather than PRINT_KEY (128.07-1-11), and PARCEL_ADDR was not guessed (the plan said "write
    it in")."""
    from shoreline_layout.qgis_io.field_guess import guess_fields, guess_identity_fields
    names = ["OBJECTID", "SWIS_SBL", "PRINT_KEY", "PROP_CLASS", "PARCEL_ADDR", "PRIMARY_OWNER"]
    assert guess_fields(names)["id"] == "PRINT_KEY"
    assert guess_identity_fields(names) == {"owner": "PRIMARY_OWNER", "address": "PARCEL_ADDR",
                                            "tax_map": "PRINT_KEY"}
    # a tax map with only the 20-digit key names the plan's tax map number by it (the walk's UTM
    # lake printed "not in the parcel data")
    assert guess_identity_fields(["SWIS_SBL", "PROP_CLASS", "OWNER"])["tax_map"] == "SWIS_SBL"


# ---------------------------------------------------------------- 2. reopening
def _lake_in_geopackage(tmp_path: Path) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """The test lake written to lake.gpkg and added from there (memory layers are not saved)."""
    from qgis.core import QgsVectorFileWriter
    parcels, mhw = make_lake(add_to_project=False)
    path = str(tmp_path / "lake.gpkg")
    for i, layer in enumerate((parcels, mhw)):
        opts = QgsVectorFileWriter.SaveVectorOptions()
        opts.driverName = "GPKG"
        opts.layerName = layer.name()
        if i:
            opts.actionOnExistingFile = QgsVectorFileWriter.CreateOrOverwriteLayer
        err = QgsVectorFileWriter.writeAsVectorFormatV3(
            layer, path, QgsProject.instance().transformContext(), opts)
        assert err[0] == QgsVectorFileWriter.NoError, err
    out = [QgsVectorLayer(f"{path}|layername={name}", name, "ogr") for name in ("parcels", "mhw")]
    assert all(lyr.isValid() for lyr in out)
    QgsProject.instance().addMapLayers(out)
    return out[0], out[1]


def _compute_saved(ui: Any, tmp_path: Path, profile: str = "keuka", layout: bool = False) -> Any:
    parcels, mhw = _lake_in_geopackage(tmp_path)
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(mhw)
    w.profileCombo.setCurrentIndex(w.profileCombo.findData(profile))
    session = ui.compute()
    assert session is not None
    if layout:
        ui.new_layout(path=str(tmp_path / "layout.gpkg"))
    return session


def test_save_close_reopen_restores_every_choice_and_the_outputs_without_compute(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    project = QgsProject.instance()
    qgz = tmp_path / "lake.qgz"
    assert project.write(str(qgz))
    _compute_saved(ui, tmp_path, profile="canandaigua", layout=True)
    w = ui.panel.w
    w.frontageFieldCombo.setField("")            # by hand: no frontage field
    assert ui.compute() is not None
    choices = ui.panel.choices()
    assert choices.profile == "canandaigua" and choices.frontage_field == ""
    counts = {lyr.customProperty("shoreline_layout/role"): lyr.featureCount() for lyr in _outputs()}
    assert project.write(str(qgz))

    project.clear()
    assert ui.session is None
    assert w.profileCombo.currentData() == "keuka"         # a new project starts from the default
    assert project.read(str(qgz))
    ui.runner.wait()
    assert ui.panel.choices() == choices                   # layers by id, fields, law, layout layers
    assert ui.session is not None and "§44" in ui.session.title
    # the outputs are the saved tables, reconnected (not written again: same layers, same counts)
    ids_after_read = {lyr.id() for lyr in _outputs()}
    assert {lyr.customProperty("shoreline_layout/role"): lyr.featureCount() for lyr in _outputs()} == counts
    assert ids_after_read == {lyr.id() for lyr in _outputs()}
    assert w.sitePlanButton.isEnabled() and w.exportOverlaysButton.isEnabled()
    assert w.parcelCombo.count() == 10
    assert ui.checker is not None and set(ui.checker.layers) == {"structures", "buoys"}
    assert "out of date" not in w.lakeStatusLabel.text().lower()


def test_loading_the_plugin_into_an_open_saved_project_reconnects_its_outputs(
        plugin_package: Any, qgis_iface: Any, qgis_processing: None, qgis_new_project: Any,
        tmp_path: Path) -> None:
    """QGIS started with a project on its command line: the project may be read first."""
    plugin = plugin_package.classFactory(qgis_iface)
    plugin.initGui()
    qgz = tmp_path / "lake.qgz"
    try:
        assert QgsProject.instance().write(str(qgz))
        _compute_saved(plugin.ui, tmp_path)
        assert QgsProject.instance().write(str(qgz))
    finally:
        plugin.unload()
    QgsProject.instance().clear()
    assert QgsProject.instance().read(str(qgz))
    plugin = plugin_package.classFactory(qgis_iface)
    plugin.initGui()
    try:
        plugin.ui.runner.wait()
        assert plugin.ui.session is not None
        assert plugin.ui.panel.w.mhwLayerCombo.currentLayer().name() == "mhw"
        assert plugin.ui.panel.w.sitePlanButton.isEnabled()
    finally:
        plugin.unload()


# ---------------------------------------------------------------- 3. hand-set fields
def test_fields_set_by_hand_survive_compute(loaded_plugin: Any, qgis_new_project: Any,
                                            tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    parcels = QgsVectorLayer("Polygon?crs=EPSG:2261&field=lot:string&field=use:string&field=lf:double",
                             "parcels", "memory")
    src, mhw = make_lake(add_to_project=False)
    feats = []
    for f in src.getFeatures():
        g = QgsFeature(parcels.fields())
        g.setGeometry(f.geometry())
        g.setAttributes([f["parcel_id"], "residential", 100.0])
        feats.append(g)
    parcels.dataProvider().addFeatures(feats)
    QgsProject.instance().addMapLayers([parcels, mhw])
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.idFieldCombo.setField("lot")             # names no guesser knows
    w.frontageFieldCombo.setField("lf")
    for _ in range(2):
        session = ui.compute()
        assert session is not None
        assert (w.idFieldCombo.currentField(), w.frontageFieldCombo.currentField()) == ("lot", "lf")
    assert sorted(session.by_id) == [f"P{i}" for i in range(10)]      # ids from the field, not fids


# ---------------------------------------------------------------- 5. stale results
def test_switching_the_law_marks_the_results_out_of_date_and_keeps_the_view(lake_ui: Any) -> None:
    ui = lake_ui
    w = ui.panel.w
    canvas = ui.iface.mapCanvas()
    x0, y0 = to_world(300, 0)
    canvas.setExtent(QgsRectangle(x0 - 40, y0 - 20, x0 + 40, y0 + 60))     # looking at one dock
    view = canvas.extent()
    assert "Out of date" not in w.lakeStatusLabel.text()
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("canandaigua"))
    assert w.lakeStatusLabel.text().startswith("Out of date: they were computed under Keuka Lake law; ")
    assert w.violationsStatusLabel.text().startswith("Out of date")
    # the law's short name in the status line (one line on a docked panel), its title in the tooltip
    assert "Jerusalem" not in w.violationsStatusLabel.text()
    assert w.violationsStatusLabel.toolTip() == ui.session.title
    assert w.violationsStatusLabel.toolTip().startswith("Keuka Lake Uniform Docking and Mooring Law (Town")
    assert canvas.extent() == view
    # switching back: up to date again
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    assert not w.lakeStatusLabel.text().startswith("Out of date")
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("canandaigua"))
    session = ui.compute()
    assert session is not None and "§44" in session.title
    assert canvas.extent() == view                  # no jump to the whole lake
    assert not w.lakeStatusLabel.text().startswith("Out of date")


def test_a_failed_compute_clears_the_summary(lake_ui: Any) -> None:
    ui = lake_ui
    w = ui.panel.w
    assert "lakeshore parcels" in w.lakeStatusLabel.text()
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("file"))      # no file chosen
    assert ui.compute() is None
    assert w.lakeStatusLabel.text() == ("Compute failed: Choose the profile TOML file, or pick Keuka or "
                                        "Canandaigua.")


def test_a_new_project_resets_the_law(lake_ui: Any) -> None:
    ui = lake_ui
    w = ui.panel.w
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("canandaigua"))
    QgsProject.instance().clear()
    assert w.profileCombo.currentData() == "keuka"
    assert w.lakeStatusLabel.text() == ""
    assert w.idFieldCombo.currentField() == ""


# ---------------------------------------------------------------- 7. Compute in a QgsTask
def _long_lake(n: int) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """n parcels 50 ft wide along a straight shore (a lake big enough to take a while)."""
    parcels = QgsVectorLayer("Polygon?crs=EPSG:2261&field=parcel_id:string&field=land_use:string"
                             "&field=frontage_ft:double", "parcels", "memory")
    feats = []
    for i in range(n):
        ring = [QgsPointXY(*to_world(u, v)) for u, v in
                ((i * 50, 0), ((i + 1) * 50, 0), ((i + 1) * 50, -200), (i * 50, -200), (i * 50, 0))]
        f = QgsFeature(parcels.fields())
        f.setGeometry(QgsGeometry.fromPolygonXY([ring]))
        f.setAttributes([f"P{i}", "residential", 50.0])
        feats.append(f)
    parcels.dataProvider().addFeatures(feats)
    mhw = QgsVectorLayer("LineString?crs=EPSG:2261", "mhw", "memory")
    f = QgsFeature(mhw.fields())
    f.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(*to_world(u, 0)) for u in range(0, n * 50 + 1, 25)]))
    mhw.dataProvider().addFeatures([f])
    QgsProject.instance().addMapLayers([parcels, mhw])
    return parcels, mhw


def test_compute_runs_in_a_task_the_event_loop_turns_and_progress_shows(loaded_plugin: Any,
                                                                        qgis_new_project: Any) -> None:
    from qgis.PyQt.QtCore import QTimer
    ui = loaded_plugin.ui
    _long_lake(3000)
    w = ui.panel.w
    ticks: list[int] = []
    progress: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    ui.runner.progress.connect(progress.append)
    ui.start_compute()                      # what the button does: returns at once
    assert ui.runner.running() and ui.session is None
    assert w.computeProgress.isVisibleTo(ui.panel) and w.cancelComputeButton.isVisibleTo(ui.panel)
    assert not w.computeButton.isEnabled()
    ui.runner.wait()
    timer.stop()
    assert ui.session is not None and len(ui.session.wr.lakeshore_parcels) == 3000
    assert len(ticks) >= 3                  # the event loop turned while the core computed
    assert progress and max(progress) == pytest.approx(100.0)
    assert not w.computeProgress.isVisibleTo(ui.panel) and w.computeButton.isEnabled()


def test_cancel_stops_the_compute_and_keeps_the_results_on_the_map(loaded_plugin: Any, qgis_new_project: Any,
                                                                   tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    first = compute_lake(ui, tmp_path, layout=False)
    names = sorted(lyr.name() for lyr in _outputs())
    for lyr in list(QgsProject.instance().mapLayersByName("parcels")):
        QgsProject.instance().removeMapLayer(lyr.id())
    _long_lake(3000)
    ui.start_compute()
    ui.panel.w.cancelComputeButton.click()
    ui.runner.wait()
    assert ui.session is first                       # the earlier lake stays
    assert sorted(lyr.name() for lyr in _outputs()) == names
    assert "Shoreline Layout:Compute was canceled; the results on the map are as they were." in \
        ui.iface.messageBar().get_messages(Qgis.MessageLevel.Info)


# ---------------------------------------------------------------- 6-7. layers, style, help, dialogs
def test_layout_layers_are_drawn_above_the_outputs_and_the_mhw_gets_a_style(lake_ui: Any) -> None:
    ui = lake_ui
    root = QgsProject.instance().layerTreeRoot()
    names = [n.name() for n in root.children()]
    group = names.index("Shoreline Layout")
    assert names.index("structures") < group and names.index("buoys") < group
    mhw = ui.panel.w.mhwLayerCombo.currentLayer()
    symbol = mhw.renderer().symbol()
    assert symbol.color().getRgb()[:3] == (20, 90, 200)       # resources/styles/shoreline.qml
    # a style the user sets afterwards is kept by the next Compute
    symbol.setColor(symbol.color().fromRgb(1, 2, 3))
    ui.compute()
    assert mhw.renderer().symbol().color().getRgb()[:3] == (1, 2, 3)


def test_help_opens_the_shipped_walkthrough(loaded_plugin: Any) -> None:
    ui = loaded_plugin.ui
    dialog = ui.show_help()
    try:
        text = dialog.browser.toPlainText()
        assert text.startswith("Walkthrough: from tax map to a compliant dock")
        assert ui.show_help() is dialog               # one window, brought to the front
    finally:
        dialog.close()


def test_new_layout_dialog_starts_in_the_project_folder(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _parent, _title, start, _filter, **_kw: (asked.append(start), ("", ""))[1])
    assert QgsProject.instance().write(str(tmp_path / "site.qgz"))
    assert loaded_plugin.ui.new_layout() is None
    assert asked == [str(tmp_path)]


def test_site_plan_asks_to_save_unsaved_layout_edits(lake_ui: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from test_ui_live import add_dock, walkway

    from shoreline_layout.ui import documents
    ui = lake_ui
    structures = ui.layout_layer("structures")
    add_dock(structures, walkway(350.0, 0.0, 40.0))
    assert structures.isModified()
    answers = iter([None, documents.SAVE])
    asked: list[list[str]] = []

    def ask(_parent: Any, layers: list) -> str | None:
        asked.append([lyr.name() for lyr in layers])
        return next(answers)
    monkeypatch.setattr(documents, "ask_save_edits", ask)
    written: list[tuple] = []
    monkeypatch.setattr(documents, "ask_folder", lambda *_a: str(tmp_path))
    monkeypatch.setattr(documents, "ask_preparer", lambda *_a: "Pat")

    def write(*args: Any, **_identity: Any) -> str:
        written.append(args)
        return str(tmp_path / "x.pdf")
    monkeypatch.setattr(documents, "write_site_plan", write)
    ui.panel.select_parcel_id("P3")
    ui.panel.w.parcelCombo.setCurrentText("P3")
    assert ui.site_plan() is None and not written           # Cancel: nothing written, still unsaved
    assert structures.isModified()
    assert ui.site_plan() == str(tmp_path / "x.pdf")        # Save: saved, still editing, then written
    assert asked == [["structures"], ["structures"]]
    assert not structures.isModified() and structures.isEditable()
    assert written and written[0][3] == "P3"          # (renderer, session, folder, parcel, ...)


def test_site_plan_discard_throws_the_edits_away(lake_ui: Any, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """#26: the prompt's Discard kept the edit. Discard now drops it; the plan shows the saved layout."""
    from test_ui_live import add_dock, walkway

    from shoreline_layout.ui import documents
    ui = lake_ui
    structures = ui.layout_layer("structures")
    saved = structures.featureCount()
    add_dock(structures, walkway(350.0, 0.0, 40.0))
    assert structures.isModified() and structures.featureCount() == saved + 1
    monkeypatch.setattr(documents, "ask_save_edits", lambda *_a: documents.DISCARD)
    monkeypatch.setattr(documents, "ask_folder", lambda *_a: str(tmp_path))
    monkeypatch.setattr(documents, "ask_preparer", lambda *_a: "Pat")
    drawn: list[int] = []

    def write(_renderer: Any, _session: Any, _folder: str, _pid: str, layer: Any, *_rest: Any,
              **_identity: Any) -> str:
        drawn.append(layer.featureCount())              # what the plan is drawn from
        return str(tmp_path / "x.pdf")
    monkeypatch.setattr(documents, "write_site_plan", write)
    ui.panel.select_parcel_id("P3")
    ui.panel.w.parcelCombo.setCurrentText("P3")
    assert ui.site_plan() == str(tmp_path / "x.pdf")
    assert drawn == [saved]
    assert not structures.isModified() and structures.featureCount() == saved and structures.isEditable()


@pytest.mark.parametrize("button,answer", [("Save", "save"), ("Discard", "discard"),
                                           ("Draw unsaved", "keep"), ("Cancel", None)])
def test_the_site_plan_prompt_answers_what_its_buttons_say(qgis_app: Any, button: str,
                                                           answer: str | None) -> None:
    from qgis.core import QgsVectorLayer
    from qgis.PyQt.QtCore import QTimer
    from qgis.PyQt.QtWidgets import QApplication, QMessageBox

    from shoreline_layout.ui.documents import ask_save_edits
    layer = QgsVectorLayer("Polygon?crs=EPSG:32618", "structures", "memory")

    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        (target,) = [b for b in box.buttons() if b.text().replace("&", "") == button]
        target.click()
    QTimer.singleShot(0, press)
    assert ask_save_edits(None, [layer]) == answer


@pytest.fixture
def lake_ui(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    ui.iface.messageBar().clear_messages()
    return ui
