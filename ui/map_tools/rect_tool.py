"""The rectangle tool for hoists, stations, boathouses and other structures: press and drag a
rectangle square to the local MHW mark; or click its first corner, then click the opposite one
or type its length (perpendicular to the mark), Tab, its width (along it) and Enter."""
from __future__ import annotations

from typing import Any

import numpy as np
from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import Qt

from ...core.model import Structure
from ..errors import guarded
from ..i18n import tr
from ..layout_layers import KIND_LABELS
from ..live_checker import CANDIDATE_FID
from .base import OK_COLOUR, SketchTool, frame_at, frame_rect
from .typed import TypedSize

MIN_SIZE_FT = 1.0


def _sign(x: float) -> float:
    return -1.0 if x < 0 else 1.0


class RectTool(SketchTool):
    role = "structures"

    def __init__(self, canvas, ctl) -> None:
        super().__init__(canvas, ctl)
        self.frame: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self.start: np.ndarray | None = None
        self.press_point = None
        self.kind = "boat_hoist_structure"
        self.anchored = False           # first corner clicked: waiting for the second or typed figures
        self.typed = TypedSize()
        self.last_xy: np.ndarray | None = None
        self._swallow_release = False

    def rect(self, xy: np.ndarray):
        origin, t, n = self.frame
        a = self.start - origin
        b = xy - origin
        return frame_rect(origin, t, n, float(a @ t), float(b @ t), float(a @ n), float(b @ n))

    def typed_rect(self, toward: np.ndarray | None):
        """The rectangle of the typed length (along the normal) and width (along the mark) from
        the first corner, on the cursor's side of it (out over the water when it has not moved);
        a figure not typed yet follows the cursor."""
        origin, t, n = self.frame
        a = self.start - origin
        u0, v0 = float(a @ t), float(a @ n)
        d = (toward - self.start) if toward is not None else np.zeros(2)
        du, dv = float(d @ t), float(d @ n)
        width = self.typed.width if self.typed.width is not None else abs(du)
        length = self.typed.length if self.typed.length is not None else abs(dv)
        return frame_rect(origin, t, n, u0, u0 + _sign(du) * width, v0, v0 + _sign(dv) * length)

    def candidate(self, geom) -> Structure:
        return Structure(fid=CANDIDATE_FID, kind=self.kind, geometry=geom,
                         construction=self.ctl.panel.dock_construction())

    def drawing(self) -> bool:
        return self.anchored

    @guarded(lambda self: self.ctl.iface, "draw the structure")
    def canvasPressEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton or not self.ready():
            return
        p, xy = self.snapped(e)
        if self.anchored:              # the second click: the opposite corner
            self._swallow_release = True
            self._add(self.typed_rect(xy) if self.typed.typing() else self.rect(xy))
            return
        self.press_point = p
        self.kind = self.ctl.panel.rect_kind()
        self.frame = frame_at(self.ctl, xy)
        self.start = xy if self.frame is not None else None

    @guarded(lambda self: self.ctl.iface, "draw the structure")
    def canvasMoveEvent(self, e: QgsMapMouseEvent) -> None:
        p, xy = self.snapped(e)
        if self.start is None:
            return
        self.last_xy = xy
        self._preview(p)

    def _preview(self, p: Any = None) -> None:
        geom = self.typed_rect(self.last_xy) if self.typed.typing() else (
            self.rect(self.last_xy) if self.last_xy is not None else None)
        if geom is None or geom.area <= 0:
            if self.anchored:
                self.ctl.show_figures(self.typed.prompt())
            return
        self.show_geometry(geom)
        j = self.judge(self.candidate(geom), p if p is not None else self.press_point, self.press_point)
        if self.anchored:
            text = self.typed.prompt() + "\n" + j.text
            self.figures.show_text(text, j.colour, p if p is not None else self.press_point, self.press_point)
            self.ctl.show_figures(text, j.colour)

    @guarded(lambda self: self.ctl.iface, "add the structure")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton:
            return
        if self._swallow_release:
            self._swallow_release = False
            return
        if self.start is None or self.anchored:
            return
        _p, xy = self.snapped(e)
        geom = self.rect(xy)
        if geom.area < MIN_SIZE_FT ** 2:
            # a click, not a drag: the first corner; the opposite one is clicked or typed
            self.anchored = True
            self.typed.clear()
            self.last_xy = None
            self.ctl.show_figures(self.typed.prompt())
            self.figures.show_text(self.typed.prompt(), OK_COLOUR, self.press_point)
            return
        self._add(geom)

    def _add(self, geom) -> None:
        self.start = None
        self.anchored = False
        self.typed.clear()
        self.reset()
        self.ctl.show_figures("")
        d = np.abs(np.asarray(geom.exterior.coords[2]) - np.asarray(geom.exterior.coords[0]))
        if geom.area < MIN_SIZE_FT ** 2 or min(d) <= 0:
            return
        self.add_feature(geom, {"kind": self.kind, "construction": self.ctl.panel.dock_construction()},
                         tr("Add {kind}").format(kind=tr(KIND_LABELS[self.kind]).lower()))

    @guarded(lambda self: self.ctl.iface, "add the structure")
    def keyPressEvent(self, e: Any) -> None:
        if self.anchored and e.key() != Qt.Key.Key_Escape:
            what = self.typed.key(e.key(), e.text())
            # QgsMapCanvas reads an ignored key as taken by the tool (an accepted one gets the
            # canvas's own meaning: Space pans)
            if what == "enter":
                if self.typed.length is not None and self.typed.width is not None:
                    self._add(self.typed_rect(self.last_xy))
                e.ignore()
                return
            if what:
                self._preview()
                if not self.typed.typing():
                    self.ctl.show_figures(self.typed.prompt())
                e.ignore()
                return
        super().keyPressEvent(e)

    def cancel(self) -> None:
        self.start = None
        self.anchored = False
        self.typed.clear()
        self.reset()
        self.ctl.show_figures("")
