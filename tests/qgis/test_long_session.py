"""Long editing sessions and saved work.

- 1,000 random edits (adds, moves, attribute changes, deletes, undos, redos, an occasional save
  that keeps editing) of a layout kept in a GeoPackage, with live checking on: no exception, and
  at every 50th step and at the end the Violations layer equals a fresh full check.
- Save, close and reopen the project: the layout, the plugin's choices (stored in the project)
  and the computed layers' styles come back.
- Unloading the plugin mid-edit leaves the user's edits in the edit buffer, savable.
- Nothing the plugin writes lands outside the paths the user chose (or QGIS's temporary outputs):
  the algorithms and the whole UI flow run in an empty working directory and HOME.
"""
from __future__ import annotations

import math
import os
import random
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    QgsApplication,
    QgsFeature,
    QgsGeometry,
    QgsMapLayer,
    QgsPointXY,
    QgsProject,
    QgsReadWriteContext,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant
from qgis.PyQt.QtXml import QDomDocument
from ui_lake import make_lake, to_world

# GEOS sets floating-point flags on the degenerate sketches (bow ties, slivers) the session draws.
pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")

STEPS = 1000
CHECK_EVERY = 50
KINDS = ("dock", "dock", "dock", "boat_hoist_structure", "boat_station", "boathouse",
         "boat_accessory_structure", "swim_float", "ice_breaker", "vessel")


# ---------------------------------------------------------------- a lake kept in files

def write_layer(layer: QgsVectorLayer, path: Path, name: str) -> None:
    opts = QgsVectorFileWriter.SaveVectorOptions()
    opts.driverName = "GPKG"
    opts.layerName = name
    opts.actionOnExistingFile = (QgsVectorFileWriter.CreateOrOverwriteLayer if path.exists()
                                 else QgsVectorFileWriter.CreateOrOverwriteFile)
    err = QgsVectorFileWriter.writeAsVectorFormatV3(layer, str(path),
                                                    QgsProject.instance().transformContext(), opts)
    assert err[0] == QgsVectorFileWriter.NoError, err


def lake_in_files(folder: Path) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """ui_lake's ten parcels and straight shore, saved to folder/lake.gpkg and opened from there
    (memory layers would not survive a project reopen)."""
    parcels, mhw = make_lake(add_to_project=False)
    gpkg = folder / "lake.gpkg"
    write_layer(parcels, gpkg, "parcels")
    write_layer(mhw, gpkg, "mhw")
    opened = (QgsVectorLayer(f"{gpkg}|layername=parcels", "parcels", "ogr"),
              QgsVectorLayer(f"{gpkg}|layername=mhw", "mhw", "ogr"))
    assert all(lyr.isValid() for lyr in opened)
    QgsProject.instance().addMapLayers(list(opened))
    return opened


def compute_and_start_layout(ui: Any, folder: Path) -> None:
    parcels, mhw = lake_in_files(folder)
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(mhw)
    w.idFieldCombo.setField("parcel_id")
    w.landUseFieldCombo.setField("land_use")
    w.frontageFieldCombo.setField("frontage_ft")
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    assert ui.compute() is not None, repr(ui.iface.messageBar().messages)
    ui.new_layout(path=str(folder / "layout.gpkg"))
    assert ui.checker is not None and set(ui.checker.layers) == {"structures", "buoys"}


# ---------------------------------------------------------------- comparing findings

def _num(value: Any) -> float | None:
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    return round(float(value), 2)


def _text(value: Any) -> str | None:
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    return str(value)


def layer_findings(ui: Any) -> Counter:
    return Counter((f["rule"], f["source_layer"], _num(f["source_fid"]), _text(f["parcel_id"]),
                    _num(f["measured"])) for f in ui.writer.layer.getFeatures())


def fresh_findings(ui: Any) -> Counter:
    """check_layout on the whole layout read afresh, the way the live checker reads features."""
    from shoreline_layout.core.rules.check import check_layout
    from shoreline_layout.ui.live_checker import read_buoys, read_structures

    s = ui.session
    structures = read_structures(ui.checker.layers["structures"], s)
    buoys = read_buoys(ui.checker.layers["buoys"], s)
    found = check_layout(s.profile, s.parcels, s.wr, structures, buoys, depth_at=s.depth_at) \
        if (structures or buoys) else []
    return Counter((v.rule, v.source_layer, None if v.source_fid is None else round(float(v.source_fid), 2),
                    v.parcel_id, None if v.measured is None else round(float(v.measured), 2)) for v in found)


# ---------------------------------------------------------------- random edits

def rect(rng: random.Random) -> QgsGeometry:
    """A structure somewhere along the lake: mostly on the water near the shore, some on land,
    some far out, some off the ends; now and then a bow tie or a sliver with no area."""
    u = rng.uniform(-60, 1060)
    v = rng.choice((rng.uniform(-5, 60), rng.uniform(-5, 60), rng.uniform(-60, -5), rng.uniform(40, 200)))
    w, h = rng.uniform(3, 14), rng.uniform(4, 90)
    a = math.radians(rng.uniform(-30, 30))
    corners = [(0, 0), (w, 0), (w, h), (0, h)]
    shape = rng.random()
    if shape < 0.03:
        corners = [(0, 0), (w, h), (w, 0), (0, h)]           # bow tie
    elif shape < 0.05:
        corners = [(0, 0), (w, 0), (2 * w, 0)]               # no area
    pts = [to_world(u + x * math.cos(a) - y * math.sin(a), v + x * math.sin(a) + y * math.cos(a))
           for x, y in corners]
    return QgsGeometry.fromPolygonXY([[QgsPointXY(*p) for p in pts + pts[:1]]])


def point(rng: random.Random) -> QgsGeometry:
    return QgsGeometry.fromPointXY(QgsPointXY(*to_world(rng.uniform(-60, 1060), rng.uniform(-30, 260))))


def structure_values(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(KINDS)
    return {
        "kind": kind,
        "dock_id": rng.choice((None, None, "D1", "D2", "D3", "D4")) if kind == "dock" else None,
        "part": rng.choice((None, "walkway", "appendage")) if kind == "dock" else None,
        "construction": rng.choice(("permanent", "permanent", "seasonal")),
        "height_ft": rng.choice((None, None, 6.0, 14.0, 22.0, -3.0)),
        "roof_pitch": rng.choice((None, None, 4.0, 9.0)),
        "slips": rng.choice((None, 0, 1, 2, 4)),
        "parcel_id": rng.choice((None, None, None, "P3", "P6", "NOPE")),
        "second_floor": rng.choice((0, 0, 1)),
        "existing": 0,
    }


def buoy_values(rng: random.Random) -> dict[str, Any]:
    return {"vessel_length_ft": rng.choice((18.0, 22.0, 26.0, 40.0, -2.0)),
            "rode_length_ft": rng.choice((8.0, 20.0, 35.0, 60.0)),
            "parcel_id": rng.choice((None, None, "P2", "P8"))}


class Session:
    """Random edits of the two layout layers, each an undoable edit command."""

    def __init__(self, ui: Any, seed: int) -> None:
        self.ui = ui
        self.rng = random.Random(seed)
        self.layers = {"structures": ui.layout_layer("structures"), "buoys": ui.layout_layer("buoys")}
        self.done: Counter = Counter()
        self.last: tuple = ()           # what the last step did, for a failure message

    def fids(self, layer: QgsVectorLayer) -> list[int]:
        return sorted(f.id() for f in layer.getFeatures())

    def step(self) -> str:
        rng = self.rng
        role = "structures" if rng.random() < 0.7 else "buoys"
        if self.last[:1] == ("undo",):
            role = self.last[1]             # a redo, if any, is of the layer just undone
        layer = self.layers[role]
        fids = self.fids(layer)
        stack = layer.undoStack()
        # A sketching session, not a flood: the layout stays at a few features per parcel (an
        # ever-growing one would only make each step slower), and an undo is often redone.
        crowded = len(fids) > 30
        weights = (10 if crowded else 24, 22, 22, 26 if crowded else 10, 14, 8, 2)
        if self.last[:1] == ("undo",) and stack.canRedo() and rng.random() < 0.5:
            weights = (0, 0, 0, 0, 0, 1, 0)
        op = rng.choices(("add", "move", "attribute", "delete", "undo", "redo", "save"), weights)[0]
        if op in ("move", "attribute", "delete") and not fids:
            op = "add"
        if op == "undo":
            if not stack.canUndo():
                return self._skip(op)
            stack.undo()
        elif op == "redo":
            if not stack.canRedo():
                return self._skip(op)
            stack.redo()
        elif op == "save":
            assert layer.commitChanges(False), layer.commitErrors()     # save, keep editing
        else:
            layer.beginEditCommand(op)
            if op == "add":
                f = QgsFeature(layer.fields())
                f.setGeometry(rect(rng) if role == "structures" else point(rng))
                for k, v in (structure_values(rng) if role == "structures" else buoy_values(rng)).items():
                    f[k] = v
                assert layer.addFeature(f)
            elif op == "move":
                fid = rng.choice(fids)
                g = QgsGeometry(layer.getFeature(fid).geometry())
                if role == "structures" and rng.random() < 0.3:
                    g.rotate(rng.uniform(-45, 45), g.centroid().asPoint())
                else:
                    g.translate(rng.uniform(-60, 60), rng.uniform(-60, 60))
                assert layer.changeGeometry(fid, g)
            elif op == "attribute":
                fid = rng.choice(fids)
                values = structure_values(rng) if role == "structures" else buoy_values(rng)
                name = rng.choice(sorted(values))
                self.last = (op, role, fid, name, values[name])
                assert layer.changeAttributeValue(fid, layer.fields().indexFromName(name), values[name])
            else:
                assert layer.deleteFeature(rng.choice(fids))
            layer.endEditCommand()
        self.done[op] += 1
        if op != "attribute":
            self.last = (op, role)
        return op

    def _skip(self, op: str) -> str:
        self.done[f"{op} (nothing to {op})"] += 1
        return op


# ---------------------------------------------------------------- fixtures

@pytest.fixture
def plugin(plugin_package: Any, qgis_iface: Any, qgis_processing: None,
           qgis_new_project: None) -> Iterator[Any]:
    """The plugin as QGIS loads it; a test may unload it itself (unload is idempotent)."""
    p = plugin_package.classFactory(qgis_iface)
    p.initGui()
    yield p
    p.unload()
    QgsProject.instance().clear()


# ---------------------------------------------------------------- the tests

def test_thousand_random_edits_keep_violations_equal_to_a_full_check(plugin: Any, tmp_path: Path) -> None:
    ui = plugin.ui
    compute_and_start_layout(ui, tmp_path)
    session = Session(ui, seed=20260401)
    failures: list[str] = []
    ui.checker.failed.connect(failures.append)         # a re-check run by the timer that raised
    checked = 0
    t0 = time.perf_counter()
    for step in range(1, STEPS + 1):
        session.step()
        if step % 7 == 0:
            QCoreApplication.processEvents()        # now and then the way QGIS runs it: the timer fires
        ui.checker.flush()
        if step % CHECK_EVERY == 0 or step == STEPS:
            assert failures == [], (step, failures)
            live, fresh = layer_findings(ui), fresh_findings(ui)
            assert live == fresh, (step, session.done, live - fresh, fresh - live)
            checked += 1
    seconds = time.perf_counter() - t0
    print(f"\n{STEPS} edits in {seconds:.1f} s: {dict(session.done)}")
    assert checked == STEPS // CHECK_EVERY
    # The session did what it says: every kind of edit, many times; findings of many rules.
    for op in ("add", "move", "attribute", "delete", "undo", "redo", "save"):
        assert session.done[op] >= (5 if op == "save" else 50), session.done
    rules = {key[0] for key in layer_findings(ui)}
    assert len(rules) >= 5, rules


def _styles(project: QgsProject) -> dict[str, str]:
    """The symbology and labels of each computed layer (by role), as QGIS writes them."""
    out = {}
    for lyr in project.mapLayers().values():
        role = lyr.customProperty("shoreline_layout/role")
        if role and role not in ("structures", "buoys"):
            doc = QDomDocument()
            lyr.exportNamedStyle(doc, QgsReadWriteContext(),
                                 QgsMapLayer.StyleCategories(QgsMapLayer.Symbology | QgsMapLayer.Labeling))
            out[role] = doc.toString()
    return out


def _layout(folder: Path) -> dict[str, list[tuple]]:
    out = {}
    for name in ("structures", "buoys"):
        lyr = QgsVectorLayer(f"{folder / 'layout.gpkg'}|layername={name}", name, "ogr")
        out[name] = sorted((f.geometry().asWkt(3), tuple(_text(v) for v in f.attributes()[1:]))
                           for f in lyr.getFeatures())
    return out


def test_save_close_reopen_restores_layout_choices_and_styles(plugin: Any, tmp_path: Path) -> None:
    ui = plugin.ui
    compute_and_start_layout(ui, tmp_path)
    session = Session(ui, seed=7)
    for _ in range(60):
        session.step()
        ui.checker.flush()
    for layer in session.layers.values():
        assert layer.commitChanges(), layer.commitErrors()
    project = QgsProject.instance()
    layout = _layout(tmp_path)
    assert layout["structures"] and layout["buoys"]
    choices = ui.panel.choices()
    source = session.layers["structures"].source()
    styles = _styles(project)
    assert set(styles) >= {"water_rights_lines", "tie_lines", "reach_lines", "envelopes", "rights_areas",
                           "violations"}
    path = tmp_path / "session.qgz"
    assert project.write(str(path))

    project.clear()
    assert ui.session is None and ui.checker is None
    assert project.read(str(path))
    QCoreApplication.processEvents()

    assert _layout(tmp_path) == layout
    names = {lyr.name() for lyr in project.mapLayers().values()}
    assert {"parcels", "mhw", "structures", "buoys"} <= names
    restored = ui.panel.choices()
    assert restored == choices                       # layers by id, profile, fields
    assert ui.panel.w.structuresCombo.currentLayer().source() == source
    assert _styles(project) == styles                # the computed layers look as they did
    # Computing again picks up the restored layout and checks it whole.
    assert ui.compute() is not None
    assert ui.checker is not None
    assert ui.checker.layers["structures"].featureCount() == len(layout["structures"])
    assert layer_findings(ui) == fresh_findings(ui)


def test_unloading_mid_edit_keeps_the_edits(plugin: Any, tmp_path: Path) -> None:
    ui = plugin.ui
    compute_and_start_layout(ui, tmp_path)
    session = Session(ui, seed=11)
    for _ in range(40):
        session.step()
        ui.checker.flush()
    layers = session.layers
    pending = {role: sorted((f.geometry().asWkt(3), tuple(_text(v) for v in f.attributes()[1:]))
                            for f in lyr.getFeatures()) for role, lyr in layers.items()}
    assert any(lyr.isModified() for lyr in layers.values())
    plugin.unload()
    assert plugin.ui is None
    for role, lyr in layers.items():
        assert lyr.isEditable(), role                # still in the edit session the user started
        assert sorted((f.geometry().asWkt(3), tuple(_text(v) for v in f.attributes()[1:]))
                      for f in lyr.getFeatures()) == pending[role]
        lyr.beginEditCommand("after unload")         # the user goes on editing without the plugin
        f = QgsFeature(lyr.fields())
        f.setGeometry(rect(random.Random(3)) if role == "structures" else point(random.Random(3)))
        assert lyr.addFeature(f)
        lyr.endEditCommand()
        assert lyr.commitChanges(), lyr.commitErrors()
    saved = _layout(tmp_path)
    for role in layers:
        assert len(saved[role]) == len(pending[role]) + 1


def test_nothing_is_written_outside_the_chosen_paths(plugin: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from qgis import processing
    from test_processing_layers import example_parcels, example_shore

    cwd, home, chosen = tmp_path / "cwd", tmp_path / "home", tmp_path / "chosen"
    for d in (cwd, home, chosen):
        d.mkdir()
    monkeypatch.chdir(cwd)
    monkeypatch.setenv("HOME", str(home))
    # QGIS keeps its style database in its settings folder, never in the working directory.
    assert os.path.isabs(QgsApplication.userStylePath()), QgsApplication.userStylePath()

    gpkg = chosen / "outputs.gpkg"
    outputs = {name: f"ogr:dbname='{gpkg}' table=\"{name.lower()}\" (geom)"
               for name in ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")}
    processing.run("shorelinelayout:waterrightslines",
                   {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
                    **outputs})
    processing.run("shorelinelayout:allowedfacilities",
                   {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
                    "OUTPUT": "TEMPORARY_OUTPUT"})
    processing.runAndLoadResults("shorelinelayout:checklayout",
                                 {"PARCELS": example_parcels(), "SHORELINE": example_shore(),
                                  "PROFILE": "keuka", "VIOLATIONS": "TEMPORARY_OUTPUT",
                                  "STRUCTURES": QgsVectorLayer("Polygon?crs=EPSG:2261&field=kind:string",
                                                               "s", "memory")})
    QgsProject.instance().removeAllMapLayers()

    ui = plugin.ui
    compute_and_start_layout(ui, chosen)
    session = Session(ui, seed=5)
    for _ in range(30):
        session.step()
        ui.checker.flush()
    for layer in session.layers.values():
        assert layer.commitChanges()
    assert QgsProject.instance().write(str(chosen / "project.qgz"))
    QgsProject.instance().clear()
    QCoreApplication.processEvents()

    assert sorted(os.listdir(cwd)) == []
    assert sorted(os.listdir(home)) == []
    # lake.gpkg is this test's own input; the rest are the paths chosen for the plugin's output.
    assert sorted(p.name for p in chosen.iterdir()) == ["lake.gpkg", "layout.gpkg", "outputs.gpkg",
                                                         "project.qgz"]
