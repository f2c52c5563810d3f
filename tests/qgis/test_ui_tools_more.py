"""Issue #15 items 6-7 for the map tools: a typed walkway length, the distance-from-MHW measure,
dimension labels on the structures, the live box kept on the map, and previews that go when the
mouse leaves the map."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils, QgsPointXY
from qgis.PyQt.QtCore import QCoreApplication, QEvent
from ui_helpers import compute_lake, drag, mouse, set_view
from ui_lake import to_world


@pytest.fixture
def lake(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    set_view(ui.iface.mapCanvas(), 0.0, 250, -60, 700, 140)
    return ui


def test_a_click_with_a_typed_length_lays_a_walkway_that_long(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.panel.w.dockWidthSpin.setValue(6.0)
    ui.panel.w.dockLengthSpin.setValue(42.5)
    ui.activate_tool("dock")
    tool = ui.tools["dock"]
    drag(tool, canvas, to_world(450, 0), to_world(450, 0), steps=1)      # a click on the shore
    (f,) = list(ui.layout_layer("structures").getFeatures())
    box = f.geometry().boundingBox()
    y0 = to_world(0, 0)[1]
    assert (box.width(), box.height()) == (pytest.approx(6.0, abs=0.01), pytest.approx(42.5, abs=0.01))
    assert box.yMinimum() == pytest.approx(y0, abs=0.01)


def test_the_measure_tool_gives_the_distance_from_the_mhw_mark(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("measure")
    tool = ui.tools["measure"]
    assert canvas.mapTool() is tool
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(400, 57.0)))
    d, start, _end = tool.last
    # the shore is y = 0: the distance is the point's height over it (to a pixel's rounding)
    px = canvas.mapUnitsPerPixel()
    assert d == pytest.approx(57.0, abs=px)
    assert start[1] == pytest.approx(to_world(0, 0)[1], abs=1e-6)
    assert tool.figures.isVisible() and tool.figures.text().endswith(" ft from the MHW mark")
    assert tool.live.asGeometry().length() == pytest.approx(d, abs=1e-6)
    tool.canvasReleaseEvent(mouse(canvas, QEvent.Type.MouseButtonRelease, *to_world(400, 57.0)))
    assert tool.kept.asGeometry().length() == pytest.approx(d, abs=1e-6)
    assert "kept on the map" in ui.panel.w.figuresLabel.text()


def test_structures_are_labelled_with_their_dimensions(lake: Any) -> None:
    from test_ui_live import add_dock, walkway
    ui = lake
    structures = ui.layout_layer("structures")
    add_dock(structures, walkway(300.0, 0.0, 40.0), dock_id="D1")
    assert structures.labelsEnabled()
    settings = structures.labeling().settings()
    exp = QgsExpression(settings.fieldName)
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(structures))
    context.setFeature(next(structures.getFeatures()))
    assert exp.evaluate(context) == "D1 6.0 \u00d7 40.0 ft"
    assert settings.scaleVisibility and settings.minimumScale == pytest.approx(2500.0)


def test_the_live_box_stays_on_the_map_at_its_left_edge(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("buoy")
    tool = ui.tools["buoy"]
    # the cursor 3 px from the left edge, dragging leftwards (the box would go left of it)
    left = canvas.getCoordinateTransform().toMapCoordinates(3, 300)
    tool.figures.show_text("12.0 ft from MHW · swing radius 42.0 ft", tool.figures._colour,
                           QgsPointXY(left), away_from=QgsPointXY(left.x() + 100, left.y()))
    assert tool.figures.pos().x() >= 0
    assert tool.figures.pos().x() + tool.figures.boundingRect().width() <= canvas.viewport().width()


def test_the_buoy_preview_goes_when_the_mouse_leaves_the_map(lake: Any) -> None:
    ui = lake
    canvas = ui.iface.mapCanvas()
    ui.activate_tool("buoy")
    tool = ui.tools["buoy"]
    tool.canvasMoveEvent(mouse(canvas, QEvent.Type.MouseMove, *to_world(450, 80)))
    assert not tool.band.asGeometry().isEmpty() and tool.figures.isVisible()
    assert ui.panel.w.figuresLabel.text()
    QCoreApplication.sendEvent(canvas.viewport(), QEvent(QEvent.Type.Leave))
    assert tool.band.asGeometry().isEmpty() or tool.band.numberOfVertices() == 0
    assert not tool.figures.isVisible()
    assert ui.panel.w.figuresLabel.text() == ""

