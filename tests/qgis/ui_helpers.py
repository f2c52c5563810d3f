"""Shared steps of the UI tests: compute a lake from the panel, make a layout, drive map tools."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from qgis.core import QgsCoordinateReferenceSystem, QgsPointXY, QgsRectangle
from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import QCoreApplication, QEvent, QPoint, Qt
from ui_lake import make_lake, to_world


def compute_lake(ui: Any, tmp_path: Path, angle_deg: float = 0.0, profile: str = "keuka",
                 land_uses: dict[int, str] | None = None, layout: bool = True) -> Any:
    """Fill the panel as a user would, press Compute, and (optionally) create a new layout."""
    parcels, mhw = make_lake(angle_deg, land_uses)
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    w.mhwLayerCombo.setLayer(mhw)
    w.idFieldCombo.setField("parcel_id")
    w.landUseFieldCombo.setField("land_use")
    w.frontageFieldCombo.setField("frontage_ft")
    w.profileCombo.setCurrentIndex(w.profileCombo.findData(profile))
    session = ui.compute()
    assert session is not None, "Compute failed: " + repr(ui.iface.messageBar().messages)
    if layout:
        ui.new_layout(path=str(tmp_path / "layout.gpkg"))
    return session


def set_view(canvas: Any, angle_deg: float, u0: float, v0: float, u1: float, v1: float) -> None:
    """Show the lake-frame box (u0, v0)-(u1, v1) on an 800 x 600 px canvas in EPSG:2261."""
    # the stub iface's main window is never shown, and a hidden canvas keeps its initial tiny map
    # size (98 x 28 px); show its window once so the canvas takes its size, then hide it again
    canvas.resize(800, 600)
    window = canvas.window()
    was_visible = window.isVisible()
    window.show()
    QCoreApplication.processEvents()
    if not was_visible:
        window.hide()
    size = canvas.mapSettings().outputSize()
    assert (size.width(), size.height()) == (798, 598), size     # the viewport, inside a 1 px frame
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:2261"))
    corners = ((u0, v0), (u1, v0), (u1, v1), (u0, v1))
    xs, ys = zip(*(to_world(u, v, angle_deg) for u, v in corners), strict=True)
    canvas.setExtent(QgsRectangle(min(xs), min(ys), max(xs), max(ys)))
    canvas.refresh()


def pixel(canvas: Any, x: float, y: float) -> QPoint:
    p = canvas.getCoordinateTransform().transform(QgsPointXY(x, y))
    return QPoint(round(p.x()), round(p.y()))


def mouse(canvas: Any, kind: QEvent.Type, x: float, y: float,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> QgsMapMouseEvent:
    buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else button
    if kind == QEvent.Type.MouseMove:
        button = Qt.MouseButton.NoButton
    return QgsMapMouseEvent(canvas, kind, pixel(canvas, x, y), button, buttons,
                            Qt.KeyboardModifier.NoModifier)


def drag(tool: Any, canvas: Any, start: tuple[float, float], end: tuple[float, float],
         steps: int = 4) -> list:
    """Press at `start`, move in steps to `end`, release there (world coordinates). Returns the
    events so tests can read the map points they carried."""
    events = [mouse(canvas, QEvent.Type.MouseButtonPress, *start)]
    tool.canvasPressEvent(events[-1])
    for k in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * k / steps
        y = start[1] + (end[1] - start[1]) * k / steps
        events.append(mouse(canvas, QEvent.Type.MouseMove, x, y))
        tool.canvasMoveEvent(events[-1])
    events.append(mouse(canvas, QEvent.Type.MouseButtonRelease, *end))
    tool.canvasReleaseEvent(events[-1])
    return events
