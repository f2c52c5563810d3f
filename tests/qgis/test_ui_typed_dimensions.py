"""Typed dimensions while drawing (issue #15): click where a part starts, type its length, Tab,
its width, Enter; the feature added measures what was typed (to 0.01 ft) in the frame the checks
use, and an appendage clicked near the walkway starts on its edge."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from qgis.PyQt.QtCore import QEvent, Qt
from qgis.PyQt.QtGui import QKeyEvent
from qgis.PyQt.QtWidgets import QApplication
from test_ui_map_tools import ANGLE, features, lake, lake_coords  # noqa: F401
from ui_helpers import mouse
from ui_lake import to_world

KEYS = {"\t": Qt.Key.Key_Tab, "\n": Qt.Key.Key_Return, "\b": Qt.Key.Key_Backspace,
        ".": Qt.Key.Key_Period, "x": Qt.Key.Key_X, "9": Qt.Key.Key_9}


def click(tool: Any, canvas: Any, u: float, v: float) -> None:
    x, y = to_world(u, v, ANGLE)
    tool.canvasPressEvent(mouse(canvas, QEvent.Type.MouseButtonPress, x, y))
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, x, y))


def move(tool: Any, canvas: Any, u: float, v: float) -> None:
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(u, v, ANGLE)))


def type_keys(canvas: Any, text: str) -> None:
    """Key presses sent to the map canvas as the keyboard sends them (Tab goes through the
    canvas's event handling, which would move the focus off the map)."""
    for ch in text:
        key = KEYS.get(ch, Qt.Key.Key_0 + int(ch) if ch.isdigit() else 0)
        shown = "" if ch in "\t\n\b" else ch
        QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier,
                                                 shown))


def measured(ui: Any, feature: Any) -> tuple[float, float]:
    """(width along the MHW mark, length out from it) as the checks measure them."""
    from shoreline_layout.qgis_io.convert import to_shapely
    geom = to_shapely(feature.geometry())
    frame = ui.session.shore_index().frame(geom)
    return frame.extents(geom)


def test_a_walkway_of_typed_length_and_width_then_a_typed_t_head_on_its_end(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.dockWidthSpin.setValue(8.0)
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    structures = ui.layout_layer("structures")
    click(tool, canvas, 352, -2)                     # on the shore: the walkway's root
    assert tool.anchored and features(structures) == []
    move(tool, canvas, 360, 20)
    type_keys(canvas, "45\b0.5\t6")                  # 40.5, Tab, 6 (a typo corrected)
    assert "length 40.5 ft × width 6▏ ft" in ui.panel.w.figuresLabel.text()
    assert tool.band.asGeometry().area() > 0        # the typed walkway is previewed
    type_keys(canvas, "\n")
    (walk,) = features(structures)
    assert (walk["part"], walk["dock_id"]) == ("walkway", tool.dock_id)
    assert measured(ui, walk) == pytest.approx((6.0, 40.5), abs=0.01)
    xy = lake_coords(walk.geometry())
    assert np.ptp(xy[:, 0]) == pytest.approx(6.0, abs=0.01) and xy[:, 1].min() == pytest.approx(0.0, abs=0.01)
    # a T head: clicked 1.5 ft beyond the walkway's end, typed 6 x 24; it starts on the end
    root_u = float(xy[:, 0].mean())
    click(tool, canvas, root_u - 12, 42.0)
    assert tool.anchored
    type_keys(canvas, "6x24\n")
    head = [f for f in features(structures) if f["part"] == "appendage"]
    assert len(head) == 1 and head[0]["dock_id"] == walk["dock_id"]
    assert measured(ui, head[0]) == pytest.approx((24.0, 6.0), abs=0.01)
    hv = lake_coords(head[0].geometry())
    assert hv[:, 1].min() == pytest.approx(40.5, abs=0.01)               # on the walkway's end
    assert hv[:, 0].min() == pytest.approx(root_u - 12, abs=0.5)      # where clicked (to a pixel)
    # a finger clicked just off the walkway's side starts on it and goes away from it
    click(tool, canvas, root_u + 3.8, 10.0)
    type_keys(canvas, "20\t4\n")
    finger = features(structures)[0]
    fv = lake_coords(finger.geometry())
    assert fv[:, 0].min() == pytest.approx(root_u + 3.0, abs=0.01)       # the walkway's edge
    assert measured(ui, finger) == pytest.approx((4.0, 20.0), abs=0.01)
    ui.checker.flush()
    assert [f["rule"] for f in ui.writer.layer.getFeatures()
            if f["rule"] in ("dock_id_conflict", "input")] == []
    # Enter with nothing typed finishes the dock; one undo takes the last part back
    type_keys(canvas, "\n")
    assert tool.dock_id is None
    structures.undoStack().undo()
    assert len(features(structures)) == 2


def test_a_rectangle_of_typed_size_lies_on_the_cursors_side_of_its_first_corner(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    w = ui.panel.w
    w.rectKindCombo.setCurrentIndex(w.rectKindCombo.findData("boat_hoist_structure"))
    ui.activate_tool("rect")
    tool = ui.tools["rect"]
    click(tool, canvas, 640, 8)
    move(tool, canvas, 630, 15)                      # to the left of the corner, out
    type_keys(canvas, "12\t10.25")
    type_keys(canvas, "\n")
    (f,) = features(ui.layout_layer("structures"))
    assert f["kind"] == "boat_hoist_structure"
    assert measured(ui, f) == pytest.approx((10.25, 12.0), abs=0.01)
    c = lake_coords(f.geometry())
    assert c[:, 0].max() == pytest.approx(640, abs=0.5) and c[:, 1].min() == pytest.approx(8, abs=0.5)
    # a click and a second click make a rectangle too (no drag needed); Esc drops a first corner
    click(tool, canvas, 660, 8)
    click(tool, canvas, 668, 20)
    assert len(features(ui.layout_layer("structures"))) == 2
    click(tool, canvas, 700, 8)
    type_keys(canvas, "9")
    QApplication.sendEvent(canvas, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                             Qt.KeyboardModifier.NoModifier))
    assert not tool.anchored
    click(tool, canvas, 720, 8)
    assert tool.anchored and not tool.typed.typing()


def drag(tool: Any, canvas: Any, u0: float, v0: float, u1: float, v1: float) -> None:
    tool.canvasPressEvent(mouse(canvas, QEvent.Type.MouseButtonPress, *to_world(u0, v0, ANGLE)))
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(u1, v1, ANGLE)))
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(u1, v1, ANGLE)))


def _walkway_40(ui: Any, tool: Any, canvas: Any) -> tuple[Any, float]:
    structures = ui.layout_layer("structures")
    click(tool, canvas, 352, -2)
    type_keys(canvas, "40\t6\n")
    (walk,) = features(structures)
    return walk, float(lake_coords(walk.geometry())[:, 0].mean())


def test_a_typed_head_clicked_just_beyond_the_walkways_end_is_a_t_not_an_l(lake: Any) -> None:
    """#26 item 13: "click just beyond the walkway's end, 6x24 Enter" made an L twice (the head
    ran to the right of the click). Clicked within the walkway's width, it is centred on it."""
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    walk, axis = _walkway_40(ui, tool, canvas)
    click(tool, canvas, axis + 1.0, 41.0)            # a little right of the axis, 1 ft beyond
    type_keys(canvas, "6x24\n")
    head = [f for f in features(ui.layout_layer("structures")) if f["part"] == "appendage"]
    assert len(head) == 1 and head[0]["dock_id"] == walk["dock_id"]
    hv = lake_coords(head[0].geometry())
    assert (hv[:, 0].min(), hv[:, 0].max()) == pytest.approx((axis - 12, axis + 12), abs=0.01)
    assert (hv[:, 1].min(), hv[:, 1].max()) == pytest.approx((40.0, 46.0), abs=0.01)


def test_a_drag_along_the_walkways_end_gives_the_heads_width_not_a_sliver(lake: Any) -> None:
    """#26 item 13: dragging along the end edge made slivers 1.1 and 3.7 ft wide. Such a drag is
    the head's width; the tool asks for its length, and 6 Enter makes a 24 x 6 ft head."""
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    _walk, axis = _walkway_40(ui, tool, canvas)
    structures = ui.layout_layer("structures")
    drag(tool, canvas, axis - 12, 40.4, axis + 12, 41.1)
    assert [f["part"] for f in features(structures)] == ["walkway"]     # no sliver added
    assert tool.anchored and tool.typed.width == pytest.approx(24.0, abs=0.5)
    assert "along the walkway's end" in ui.panel.w.figuresLabel.text()
    type_keys(canvas, "6\n")
    head = [f for f in features(structures) if f["part"] == "appendage"]
    assert len(head) == 1
    assert measured(ui, head[0]) == pytest.approx((24.0, 6.0), abs=0.6)
    hv = lake_coords(head[0].geometry())
    assert hv[:, 0].min() == pytest.approx(axis - 12, abs=0.5)
    assert (hv[:, 1].min(), hv[:, 1].max()) == pytest.approx((40.0, 46.0), abs=0.01)
    # a drag out from the end is still an appendage of the size dragged
    drag(tool, canvas, axis - 3, 46.5, axis + 3, 58.0)
    assert len([f for f in features(structures) if f["part"] == "appendage"]) == 2


def test_a_drag_along_the_walkways_side_gives_the_fingers_length(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    _walk, axis = _walkway_40(ui, tool, canvas)
    drag(tool, canvas, axis + 3.4, 10.0, axis + 4.5, 30.0)   # along the right side, 20 ft
    assert tool.anchored and tool.typed.length == pytest.approx(20.0, abs=0.5)
    type_keys(canvas, "4\n")
    (finger,) = [f for f in features(ui.layout_layer("structures")) if f["part"] == "appendage"]
    fv = lake_coords(finger.geometry())
    assert (fv[:, 0].min(), fv[:, 0].max()) == pytest.approx((axis + 3, axis + 7), abs=0.01)
    assert measured(ui, finger) == pytest.approx((4.0, 20.0), abs=0.6)
