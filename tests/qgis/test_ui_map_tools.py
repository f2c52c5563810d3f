"""Map tools fed simulated mouse events (QgsMapMouseEvent) make the right geometry: a walkway of
the chosen width laid perpendicular to the MHW mark, appendages in the dock's frame under one
dock_id, rectangles square to the shore, buoys with their swing circle; the rubber band turns red
before the click that would break a limit; project snapping is honoured."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from qgis.core import Qgis, QgsSnappingConfig
from qgis.PyQt.QtCore import QEvent, Qt
from ui_helpers import compute_lake, drag, mouse, set_view
from ui_lake import ORIGIN, to_world

ANGLE = 30.0      # the shore runs 30° north of east: nothing is axis-aligned


def to_lake(x: float, y: float, angle: float = ANGLE) -> tuple[float, float]:
    a = math.radians(angle)
    dx, dy = x - ORIGIN[0], y - ORIGIN[1]
    return (dx * math.cos(a) + dy * math.sin(a), -dx * math.sin(a) + dy * math.cos(a))


def lake_coords(geom: Any) -> np.ndarray:
    pts = geom.asPolygon()[0] if not geom.isMultipart() else geom.asMultiPolygon()[0][0]
    return np.array([to_lake(p.x(), p.y()) for p in pts[:-1]])


def features(layer: Any) -> list:
    """Newest first: features added in the edit buffer get ids -1, -2, -3, ..."""
    return sorted(layer.getFeatures(), key=lambda f: f.id())


@pytest.fixture
def lake(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path, angle_deg=ANGLE)
    set_view(ui.iface.mapCanvas(), ANGLE, 250, -60, 700, 140)
    return ui


def test_dock_tool_lays_walkway_perpendicular_with_chosen_width_then_appendages(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.dockWidthSpin.setValue(8.0)
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    assert canvas.mapTool() is tool
    structures = ui.layout_layer("structures")
    events = drag(tool, canvas, to_world(352, -3, ANGLE), to_world(361, 40, ANGLE))
    walk = features(structures)
    assert len(walk) == 1
    f = walk[0]
    assert (f["kind"], f["part"], f["construction"]) == ("dock", "walkway", "permanent")
    xy = lake_coords(f.geometry())
    # in the shore's frame the walkway is an axis-aligned rectangle: u = across, v = out
    press_u = to_lake(events[0].mapPoint().x(), events[0].mapPoint().y())[0]
    release_v = to_lake(events[-1].mapPoint().x(), events[-1].mapPoint().y())[1]
    assert sorted(set(np.round(xy[:, 0], 2))) == pytest.approx([press_u - 4.0, press_u + 4.0], abs=0.01)
    assert sorted(set(np.round(xy[:, 1], 2))) == pytest.approx([0.0, release_v], abs=0.01)
    # perpendicular: the long edges make 90° with the shore's direction (30°)
    g = f.geometry().asPolygon()[0]
    edges = [(g[i + 1].x() - g[i].x(), g[i + 1].y() - g[i].y()) for i in range(4)]
    long_edge = max(edges, key=lambda e: math.hypot(*e))
    angle = math.degrees(math.atan2(long_edge[1], long_edge[0])) % 180.0
    assert angle == pytest.approx((ANGLE + 90.0) % 180.0, abs=0.01)
    dock_id = f["dock_id"]
    assert dock_id
    # a T head: press-drag across the end of the walkway
    drag(tool, canvas, to_world(340, release_v, ANGLE), to_world(366, release_v + 6, ANGLE))
    # a finger along one side (an L)
    drag(tool, canvas, to_world(press_u + 4, 10, ANGLE), to_world(press_u + 8, 30, ANGLE))
    tool.canvasPressEvent(mouse(canvas, QEvent.Type.MouseButtonPress, *to_world(500, 50, ANGLE),
                                Qt.MouseButton.RightButton))
    parts = features(structures)
    assert len(parts) == 3
    assert {p["dock_id"] for p in parts} == {dock_id}
    assert sorted(p["part"] for p in parts) == ["appendage", "appendage", "walkway"]
    for p in parts:        # every part is square to the shore
        c = lake_coords(p.geometry())
        assert len(set(np.round(c[:, 0], 6))) == 2 and len(set(np.round(c[:, 1], 6))) == 2
    # after right-click the next drag starts a new dock with a new id
    drag(tool, canvas, to_world(552, -2, ANGLE), to_world(552, 30, ANGLE))
    newest = features(structures)[0]
    assert newest["part"] == "walkway" and newest["dock_id"] != dock_id
    # and everything is in the edit buffer: one undo removes the last walkway
    structures.undoStack().undo()
    assert len(features(structures)) == 3


def test_rubber_band_turns_red_before_the_click_that_breaks_the_reach(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    tool.canvasPressEvent(mouse(canvas, QEvent.Type.MouseButtonPress, *to_world(450, -2, ANGLE)))
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(450, 50, ANGLE)))
    ok = tool.last_judgement
    assert ok.errors == [] and ok.parcels == {"P4"}
    assert tool.band.strokeColor().name() != "#dc0000"
    assert "ft from MHW" in tool.figures.text() and "water-rights line" in tool.figures.text()
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(450, 80, ANGLE)))
    bad = tool.last_judgement
    assert [v.rule for v in bad.errors] == ["reach"]
    assert bad.errors[0].measured == pytest.approx(to_lake(*_pt(tool, canvas, 450, 80))[1], abs=0.6)
    assert bad.errors[0].limit == 65.0
    assert tool.band.strokeColor().name() == "#dc0000"
    assert "§160-123A(1)(b)[1]" in tool.figures.text()
    # nothing was written yet
    assert ui.layout_layer("structures").featureCount() == 0
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(450, 80, ANGLE)))
    ui.checker.flush()
    assert [f["rule"] for f in ui.writer.layer.getFeatures()] == ["reach"]


def _pt(tool: Any, canvas: Any, u: float, v: float) -> tuple[float, float]:
    e = mouse(canvas, QEvent.Type.MouseMove, *to_world(u, v, ANGLE))
    return e.mapPoint().x(), e.mapPoint().y()


@pytest.fixture
def snapping_to_mhw(lake: Any) -> Any:
    """Vertex snapping on the MHW layer (25 px), as a user sets it in the project; reset after
    the test (the stub canvas keeps its snapping utils across tests, and with them the layer)."""
    canvas = lake.iface.mapCanvas()
    mhw = lake.panel.w.mhwLayerCombo.currentLayer()
    cfg = QgsSnappingConfig()
    cfg.setEnabled(True)
    cfg.setMode(QgsSnappingConfig.SnappingMode.AdvancedConfiguration)
    cfg.setIndividualLayerSettings(mhw, QgsSnappingConfig.IndividualLayerSettings(
        True, Qgis.SnappingType.Vertex, 25, Qgis.MapToolUnit.Pixels, 0.0, 0.0))
    canvas.snappingUtils().setConfig(cfg)
    canvas.snappingUtils().setCurrentLayer(mhw)
    yield lake
    canvas.snappingUtils().setConfig(QgsSnappingConfig())
    canvas.snappingUtils().setCurrentLayer(None)


def test_snapping_to_the_mhw_vertex_is_honoured(snapping_to_mhw: Any) -> None:
    ui = snapping_to_mhw
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    # the MHW line has a vertex every 20 ft; press 3.5 ft off the one at u = 360
    drag(tool, canvas, to_world(357.5, -2.5, ANGLE), to_world(362, 30, ANGLE))
    f = features(ui.layout_layer("structures"))[0]
    xy = lake_coords(f.geometry())
    assert sorted(set(np.round(xy[:, 0], 3))) == pytest.approx([357.0, 363.0], abs=0.001)   # 6 ft wide at 360
    # without snapping (and after finishing that dock) the same press lands where the mouse was
    canvas.snappingUtils().setConfig(QgsSnappingConfig())
    tool.finish_dock()
    drag(tool, canvas, to_world(457.5, -2.5, ANGLE), to_world(462, 30, ANGLE))
    f = features(ui.layout_layer("structures"))[0]
    centre = float(np.mean(sorted(set(np.round(lake_coords(f.geometry())[:, 0], 3)))))
    assert centre == pytest.approx(457.5, abs=0.6) and abs(centre - 460.0) > 1.5


def test_rectangle_tool_draws_square_to_shore_with_panel_kind(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    w = ui.panel.w
    w.rectKindCombo.setCurrentIndex(w.rectKindCombo.findData("boat_station"))
    ui.activate_tool("rect")
    events = drag(ui.tools["rect"], canvas, to_world(620, 5, ANGLE), to_world(634, 30, ANGLE))
    f = features(ui.layout_layer("structures"))[0]
    assert f["kind"] == "boat_station"
    c = lake_coords(f.geometry())
    a = to_lake(events[0].mapPoint().x(), events[0].mapPoint().y())
    b = to_lake(events[-1].mapPoint().x(), events[-1].mapPoint().y())
    assert sorted(set(np.round(c[:, 0], 2))) == pytest.approx(sorted([a[0], b[0]]), abs=0.05)
    assert sorted(set(np.round(c[:, 1], 2))) == pytest.approx(sorted([a[1], b[1]]), abs=0.05)


def test_buoy_tool_shows_swing_circle_and_flags_a_crossing(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.vesselSpin.setValue(20.0)
    ui.panel.w.rodeSpin.setValue(20.0)
    ui.activate_tool("buoy")
    tool = ui.tools["buoy"]
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(550, 50, ANGLE)))
    band = tool.band.asGeometry()
    assert band.area() == pytest.approx(math.pi * 40.0 ** 2, rel=0.01)     # the swing circle
    assert tool.last_judgement.errors == []
    # 5 ft from the P4/P5 line: the 40 ft swing circle crosses it
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(505, 50, ANGLE)))
    assert "buoy_swing" in [v.rule for v in tool.last_judgement.errors]
    assert tool.band.strokeColor().name() == "#dc0000"
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(550, 50, ANGLE)))
    buoys = ui.layout_layer("buoys")
    (b,) = list(buoys.getFeatures())
    assert (b["vessel_length_ft"], b["rode_length_ft"]) == (20.0, 20.0)
    u, v = to_lake(b.geometry().asPoint().x(), b.geometry().asPoint().y())
    assert (u, v) == pytest.approx((550, 50), abs=1.0)


def test_parcel_pick_tool_shows_frontage_allowance_and_readings(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("parcel")
    tool = ui.tools["parcel"]
    # click in the water of P4's rights area
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(450, 100, ANGLE)))
    html = ui.panel.w.parcelInfo.toPlainText()
    assert "Parcel P4" in html
    assert "100.00 ft" in html and "tax map" in html            # Keuka: the tax-map frontage
    assert "Docks" in html and "Buoys" in html and "720 sq ft" in html
    assert "did not change its lines" in html
    # one sentence about where the lines meet (#26: "lines meet do not meet within the limit")
    assert "; its lines do not meet within the limit" in html and "lines meet do not" not in html
    assert "Readings applied" in html and "§160-121" in html
    assert ui.panel.w.parcelCombo.currentText() == "P4"


def test_after_undoing_the_walkway_the_next_drag_starts_a_new_dock(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    structures = ui.layout_layer("structures")
    drag(tool, canvas, to_world(450, -2, ANGLE), to_world(450, 80, ANGLE))      # too long
    ui.checker.flush()
    assert [f["rule"] for f in ui.writer.layer.getFeatures()] == ["reach"]
    structures.undoStack().undo()                                                 # the user's Ctrl+Z
    ui.checker.flush()
    assert ui.writer.layer.featureCount() == 0
    # redrawn shorter: a walkway again (not an appendage of the undone dock), and it complies
    drag(tool, canvas, to_world(450, -2, ANGLE), to_world(450, 50, ANGLE))
    ui.checker.flush()
    (f,) = list(structures.getFeatures())
    assert f["part"] == "walkway"
    assert ui.writer.layer.featureCount() == 0
    assert ui.panel.w.violationsStatusLabel.text().startswith("The layout complies with Keuka Lake")


def test_a_t_head_pressed_just_off_the_walkway_end_starts_on_it(lake: Any) -> None:
    """A hand never lands on the walkway's end to the hundredth of a foot: the head still touches,
    so the parts are one dock and no dock_id_conflict is reported."""
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.dockWidthSpin.setValue(6.0)
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    structures = ui.layout_layer("structures")
    events = drag(tool, canvas, to_world(352, -3, ANGLE), to_world(352, 40, ANGLE))
    release_v = to_lake(events[-1].mapPoint().x(), events[-1].mapPoint().y())[1]
    drag(tool, canvas, to_world(340, release_v + 1.5, ANGLE), to_world(364, release_v + 7.5, ANGLE))
    tool.canvasPressEvent(mouse(canvas, QEvent.Type.MouseButtonPress, *to_world(500, 50, ANGLE),
                                Qt.MouseButton.RightButton))
    head = [f for f in features(structures) if f["part"] == "appendage"]
    assert len(head) == 1
    v = lake_coords(head[0].geometry())[:, 1]
    assert v.min() == pytest.approx(release_v, abs=0.01)
    assert [f["rule"] for f in ui.writer.layer.getFeatures()] == []


def test_buoy_touching_a_buoy_says_so_once_and_the_figures_go_with_the_tool(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.vesselSpin.setValue(10.0)
    ui.panel.w.rodeSpin.setValue(10.0)
    ui.activate_tool("buoy")
    tool = ui.tools["buoy"]
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(540, 50, ANGLE)))
    ui.checker.flush()
    # a second 20 ft circle 30 ft away: the two circles overlap
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(570, 50, ANGLE)))
    contacts = [v for v in tool.last_judgement.violations if v.rule == "buoy_contact"]
    assert len(contacts) == 2                           # one finding about each buoy ...
    for text in (tool.figures.text(), ui.panel.w.figuresLabel.text()):
        assert text.count("Swing circles of two buoys overlap") == 1, text     # ... said once
    # leaving the tool takes its figures off the canvas and out of the panel
    ui.activate_tool("parcel")
    assert ui.panel.w.figuresLabel.text() == ""
    assert not tool.figures.isVisible()
