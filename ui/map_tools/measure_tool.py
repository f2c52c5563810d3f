"""Measure the distance from the MHW mark: the line from the nearest point of the mark to the
cursor follows the mouse, with its length; a click keeps it on the map until the next one.
The distance is the core's (core.rules.measure.ShoreIndex), the one the reach check uses."""
from __future__ import annotations

from typing import Any

import numpy as np
import shapely
from qgis.core import Qgis
from qgis.gui import QgsMapMouseEvent, QgsMapTool, QgsRubberBand
from qgis.PyQt.QtCore import QEvent, Qt
from qgis.PyQt.QtGui import QColor

from ..errors import guarded
from ..geom import qgs_in_crs, transform
from ..i18n import tr
from .base import FigureBox

COLOUR = QColor(20, 90, 200)


def nearest_on_mark(shore: Any, xy: np.ndarray) -> tuple[float, np.ndarray] | None:
    """(distance, the nearest point of the MHW mark) for a working-CRS point; None off any mark."""
    d, seg = shore.nearest(xy[None, :])
    if seg[0] < 0:
        return None
    a, b = shore.a[seg[0]], shore.b[seg[0]]
    ab = b - a
    l2 = float(ab @ ab)
    t = 0.0 if l2 == 0 else min(max(float((xy - a) @ ab) / l2, 0.0), 1.0)
    return float(d[0]), a + t * ab


class MeasureTool(QgsMapTool):
    def __init__(self, canvas: Any, ctl: Any) -> None:
        super().__init__(canvas)
        self.ctl = ctl
        self.live = QgsRubberBand(canvas, Qgis.GeometryType.Line)
        self.kept = QgsRubberBand(canvas, Qgis.GeometryType.Line)
        for band, width in ((self.live, 2), (self.kept, 2)):
            band.setStrokeColor(COLOUR)
            band.setWidth(width)
        self.kept.setLineStyle(Qt.PenStyle.DashLine)
        self.figures = FigureBox(canvas)
        self.figures.setVisible(False)
        self.last: tuple[float, np.ndarray, np.ndarray] | None = None   # distance, from, to
        self.setCursor(Qt.CursorShape.CrossCursor)

    def activate(self) -> None:
        super().activate()
        self.canvas().viewport().installEventFilter(self)

    def deactivate(self) -> None:
        self.canvas().viewport().removeEventFilter(self)
        self.live.reset(Qgis.GeometryType.Line)
        self.figures.setVisible(False)
        self.ctl.show_figures("")
        super().deactivate()

    def eventFilter(self, obj: Any, event: Any) -> bool:
        if event.type() == QEvent.Type.Leave:          # the live line describes nothing off the map
            self.live.reset(Qgis.GeometryType.Line)
            self.figures.setVisible(False)
        return False

    def measure(self, e: QgsMapMouseEvent) -> tuple[float, np.ndarray, np.ndarray] | None:
        s = self.ctl.session
        if s is None:
            self.ctl.show_figures(tr("Compute the water-rights lines first: the distance is measured "
                                     "from their MHW mark."))
            return None
        p = transform(self.canvas().mapSettings().destinationCrs(), s.crs).transform(e.mapPoint())
        xy = np.array([p.x(), p.y()])
        hit = nearest_on_mark(s.shore_index(), xy)
        if hit is None:
            return None
        return hit[0], hit[1], xy

    def show(self, band: QgsRubberBand, m: tuple[float, np.ndarray, np.ndarray]) -> None:
        s = self.ctl.session
        line = shapely.LineString([m[1], m[2]])
        band.setToGeometry(qgs_in_crs(line, transform(s.crs, self.canvas().mapSettings().destinationCrs())),
                           None)

    @guarded(lambda self: self.ctl.iface, "measure from the MHW mark")
    def canvasMoveEvent(self, e: QgsMapMouseEvent) -> None:
        m = self.measure(e)
        if m is None:
            return
        self.last = m
        self.show(self.live, m)
        text = tr("{d:.1f} ft from the MHW mark").format(d=m[0])
        self.figures.show_text(text, COLOUR, e.mapPoint())
        self.ctl.show_figures(text)

    @guarded(lambda self: self.ctl.iface, "measure from the MHW mark")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton:
            return
        m = self.measure(e)
        if m is None:
            return
        self.last = m
        self.show(self.kept, m)
        self.ctl.show_figures(tr("{d:.1f} ft from the MHW mark (kept on the map; click again to "
                                 "measure elsewhere)").format(d=m[0]))

    def cancel(self) -> None:
        self.live.reset(Qgis.GeometryType.Line)
        self.kept.reset(Qgis.GeometryType.Line)
        self.figures.setVisible(False)

    def dispose(self) -> None:
        """Remove the canvas items this tool made (the controller calls this in unload)."""
        scene = self.canvas().scene()
        for item in (self.live, self.kept, self.figures):
            if item is not None and item.scene() is scene:
                scene.removeItem(item)
        self.live = self.kept = self.figures = None
