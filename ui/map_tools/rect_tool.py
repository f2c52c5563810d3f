"""The rectangle tool for hoists, stations, boathouses and other structures: press and drag a
rectangle square to the local MHW mark."""
from __future__ import annotations

import numpy as np
from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import Qt

from ...core.model import Structure
from ..errors import guarded
from ..i18n import tr
from ..layout_layers import KIND_LABELS
from ..live_checker import CANDIDATE_FID
from .base import SketchTool, frame_at, frame_rect

MIN_SIZE_FT = 1.0


class RectTool(SketchTool):
    role = "structures"

    def __init__(self, canvas, ctl) -> None:
        super().__init__(canvas, ctl)
        self.frame: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self.start: np.ndarray | None = None
        self.press_point = None
        self.kind = "boat_hoist_structure"

    def rect(self, xy: np.ndarray):
        origin, t, n = self.frame
        a = self.start - origin
        b = xy - origin
        return frame_rect(origin, t, n, float(a @ t), float(b @ t), float(a @ n), float(b @ n))

    def candidate(self, geom) -> Structure:
        return Structure(fid=CANDIDATE_FID, kind=self.kind, geometry=geom,
                         construction=self.ctl.panel.dock_construction())

    @guarded(lambda self: self.ctl.iface, "draw the structure")
    def canvasPressEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton or not self.ready():
            return
        p, xy = self.snapped(e)
        self.press_point = p
        self.kind = self.ctl.panel.rect_kind()
        self.frame = frame_at(self.ctl, xy)
        self.start = xy if self.frame is not None else None

    @guarded(lambda self: self.ctl.iface, "draw the structure")
    def canvasMoveEvent(self, e: QgsMapMouseEvent) -> None:
        p, xy = self.snapped(e)
        if self.start is None:
            return
        geom = self.rect(xy)
        if geom.area <= 0:
            return
        self.show_geometry(geom)
        self.judge(self.candidate(geom), p, self.press_point)

    @guarded(lambda self: self.ctl.iface, "add the structure")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton or self.start is None:
            return
        _p, xy = self.snapped(e)
        geom = self.rect(xy)
        self.start = None
        self.reset()
        d = np.abs(np.asarray(geom.exterior.coords[2]) - np.asarray(geom.exterior.coords[0]))
        if geom.area < MIN_SIZE_FT ** 2 or min(d) <= 0:
            return
        self.add_feature(geom, {"kind": self.kind, "construction": self.ctl.panel.dock_construction()},
                         tr("Add {kind}").format(kind=tr(KIND_LABELS[self.kind]).lower()))

    def cancel(self) -> None:
        self.start = None
        self.reset()
