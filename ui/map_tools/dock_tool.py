"""The dock tool: press on the shore and drag out for a walkway laid perpendicular to the MHW
mark; then press-drag appendages (T, L, fingers) in the dock's frame, all under one dock_id.
Instead of a drag, a click starts a part and a second click ends it, or its figures are typed:
length (out from the mark), Tab, width (along it), Enter (typed.py). An appendage starts on the
walkway's edge when pressed near it. Right-click, Enter or Esc finishes the dock."""
from __future__ import annotations

import math
import uuid
from typing import Any

import numpy as np
from qgis.core import Qgis
from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import Qt

from ...core.model import Structure
from ..errors import guarded
from ..i18n import tr
from ..live_checker import CANDIDATE_FID
from .base import OK_COLOUR, SketchTool, frame_at, frame_rect
from .typed import TypedSize

MIN_SIZE_FT = 1.0     # a drag shorter than this is a slip of the hand, not a dock part
# A drag from a walkway's edge that goes along the edge rather than away from it (less than this
# deep, and at least SLIVER_RATIO times longer than deep) is a head's width being shown, not a
# sliver of a part: the tool keeps it as the width and asks for the length.
SLIVER_DEPTH_FT = 4.0
SLIVER_RATIO = 4.0
SNAP_PX = 12          # an appendage pressed this near the walkway (screen pixels) starts on its edge


class DockTool(SketchTool):
    role = "structures"

    def __init__(self, canvas, ctl) -> None:
        super().__init__(canvas, ctl)
        self.frame: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None   # origin, tangent, normal
        self.dock_id: str | None = None      # set once the walkway is committed
        self.press_uv: tuple[float, float] | None = None
        self.press_point = None                  # map point where the drag started
        self.walkway_fid: int | None = None
        self.dragging = False
        self.width_ft = 6.0
        self.construction = "permanent"
        self.walkway_len: float | None = None   # the current dock's walkway length, in the frame
        self.anchored = False        # a part's first click: waiting for the second or typed figures
        self.typed = TypedSize()
        self.last_xy: np.ndarray | None = None
        self.span_dragged = False    # the appendage's width and side come from a drag along an edge
        self._swallow_release = False

    # ------------------------------------------------------------------ geometry
    def uv(self, xy: np.ndarray) -> tuple[float, float]:
        origin, t, n = self.frame
        rel = xy - origin
        return float(rel @ t), float(rel @ n)

    def walkway(self, xy: np.ndarray):
        """The walkway from the shore point to the drag point's distance out, `width_ft` wide."""
        origin, t, n = self.frame
        length = max(self.uv(xy)[1], 0.0)
        half = self.width_ft / 2.0
        return frame_rect(origin, t, n, -half, half, 0.0, length), length

    def appendage(self, xy: np.ndarray):
        origin, t, n = self.frame
        u0, v0 = self.press_uv
        u1, v1 = self.uv(xy)
        return frame_rect(origin, t, n, u0, u1, v0, v1), min(abs(u1 - u0), abs(v1 - v0))

    def typed_walkway(self):
        """The walkway of the typed length, the typed width (or the panel's) wide."""
        origin, t, n = self.frame
        half = (self.typed.width or self.width_ft) / 2.0
        dragged = max(self.uv(self.last_xy)[1], 0.0) if self.last_xy is not None else 0.0
        length = self.typed.length or dragged
        return frame_rect(origin, t, n, -half, half, 0.0, length), length

    def typed_appendage(self):
        """The appendage of the typed length (out from the mark) and width (along it) from the
        first click. At the walkway's end a click within its width makes a T head centred on the
        walkway, and one beside it a head that runs back across it; from a side it goes away from
        the walkway; elsewhere (or after a drag along an edge) it lies on the cursor's side (out
        and to the right when it has not moved). A figure not typed yet follows the cursor."""
        u0, v0 = self.press_uv
        half = self.width_ft / 2.0
        du, dv = (np.subtract(self.uv(self.last_xy), (u0, v0)) if self.last_xy is not None else (0.0, 0.0))
        at_end = self.walkway_len is not None and abs(v0 - self.walkway_len) < 1e-6
        on_side = abs(abs(u0) - half) < 1e-6
        sv = 1.0 if at_end else (-1.0 if dv < 0 else 1.0)
        width = self.typed.width if self.typed.width is not None else abs(du)
        length = self.typed.length if self.typed.length is not None else abs(dv)
        origin, t, n = self.frame
        if at_end and not on_side and not self.span_dragged and abs(u0) < half:
            u_from, u_to = -width / 2.0, width / 2.0                # a T head
        else:
            if at_end and self.span_dragged:
                su = -1.0 if du < 0 else 1.0                      # the way the drag went
            elif on_side:
                su = math.copysign(1.0, u0)                       # away from the walkway
            elif at_end and abs(u0) > half:
                su = -math.copysign(1.0, u0)                      # back across the walkway
            else:
                su = -1.0 if du < 0 else 1.0
            u_from, u_to = u0, u0 + su * width
        return (frame_rect(origin, t, n, u_from, u_to, v0, v0 + sv * length), min(width, length))

    def along_edge(self, xy: np.ndarray) -> tuple[str, float] | None:
        """When a drag went along the walkway edge it started on rather than away from it (see
        SLIVER_DEPTH_FT): the figure it gives (along the end: the part's width; along a side: its
        length) and how long it is; else None."""
        if self.walkway_len is None or self.press_uv is None:
            return None
        u0, v0 = self.press_uv
        du, dv = np.abs(np.subtract(self.uv(xy), (u0, v0)))
        if abs(v0 - self.walkway_len) < 1e-6:
            field, along, away = "width", du, dv
        elif abs(abs(u0) - self.width_ft / 2.0) < 1e-6:
            field, along, away = "length", dv, du
        else:
            return None
        if along >= MIN_SIZE_FT and away < SLIVER_DEPTH_FT and along >= SLIVER_RATIO * away:
            return field, float(along)
        return None

    def onto_walkway(self, u: float, v: float) -> tuple[float, float]:
        """An appendage pressed just off the walkway starts on its edge, so the parts touch and are
        read as one dock (a hand is never exact to the hundredth of a foot the check allows)."""
        if self.walkway_len is None:
            return u, v
        tol = max(1.0, SNAP_PX * self.canvas().mapUnitsPerPixel())
        half = self.width_ft / 2.0
        if self.walkway_len < v <= self.walkway_len + tol:
            v = self.walkway_len
        if half < abs(u) <= half + tol:
            u = math.copysign(half, u)
        return u, v

    def candidate(self, geom, part: str) -> Structure:
        return Structure(fid=CANDIDATE_FID, kind="dock", geometry=geom,
                         dock_id=self.dock_id or "__new_dock__",
                         part=part, construction=self.construction)

    # ------------------------------------------------------------------ events
    @guarded(lambda self: self.ctl.iface, "draw the dock")
    def canvasPressEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() == Qt.MouseButton.RightButton:
            self.finish_dock()
            return
        if e.button() != Qt.MouseButton.LeftButton or not self.ready():
            return
        p, xy = self.snapped(e)
        if self.anchored:              # the part's second click
            self._swallow_release = True
            self.last_xy = xy
            self.commit_part(typed=self.typed.typing())
            return
        self.construction = self.ctl.panel.dock_construction()
        if self.dock_id is not None and not self._walkway_exists():
            self.finish_dock()           # undone or deleted meanwhile: start a new dock
        if self.dock_id is None:
            # a new walkway's width; appendages keep their walkway's (typed or not) to snap to
            self.width_ft = self.ctl.panel.dock_width_ft()
            self.frame = frame_at(self.ctl, xy)
            if self.frame is None:
                return
        self.press_uv = self.uv(xy) if self.dock_id is None else self.onto_walkway(*self.uv(xy))
        self.press_point = p
        self.dragging = True

    @guarded(lambda self: self.ctl.iface, "draw the dock")
    def canvasMoveEvent(self, e: QgsMapMouseEvent) -> None:
        p, xy = self.snapped(e)
        if self.anchored:
            self.last_xy = xy
            self.preview(p)
            return
        if not self.dragging or self.frame is None:
            return
        if self.dock_id is None:
            geom, size = self.walkway(xy)
            part = "walkway"
        else:
            geom, size = self.appendage(xy)
            part = "appendage"
        if size <= 0 or geom.area <= 0:
            self.band.reset(Qgis.GeometryType.Polygon)
            return
        self.show_geometry(geom)
        self.judge(self.candidate(geom, part), p, self.press_point)

    def preview(self, p: Any = None) -> None:
        """The part being typed (or clicked) as it stands, judged, with the typed figures."""
        if self.dock_id is None:
            geom, size = self.typed_walkway() if self.typed.typing() or self.last_xy is None else \
                self.walkway(self.last_xy)
            part = "walkway"
        else:
            geom, size = self.typed_appendage()
            part = "appendage"
        at = p if p is not None else self.press_point
        if size <= 0 or geom.area <= 0:
            self.band.reset(Qgis.GeometryType.Polygon)
            self.figures.show_text(self.typed.prompt(), OK_COLOUR, at)
            self.ctl.show_figures(self.typed.prompt())
            return
        self.show_geometry(geom)
        j = self.judge(self.candidate(geom, part), at, self.press_point)
        text = self.typed.prompt() + "\n" + j.text
        self.figures.show_text(text, j.colour, at, self.press_point)
        self.ctl.show_figures(text, j.colour)

    def commit_part(self, typed: bool) -> None:
        """Add the part the second click or the typed figures make."""
        self.anchored = False
        if self.dock_id is None:
            geom, length = self.typed_walkway() if typed else self.walkway(self.last_xy)
            self.add_walkway(geom, length)
        else:
            geom, size = self.typed_appendage()
            self.add_appendage(geom, size)
        self.typed.clear()
        self.reset_band()

    @guarded(lambda self: self.ctl.iface, "add the dock")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton:
            return
        if self._swallow_release:
            self._swallow_release = False
            return
        if not self.dragging or self.frame is None:
            return
        self.dragging = False
        _p, xy = self.snapped(e)
        if self.dock_id is None:
            geom, length = self.walkway(xy)
            typed = self.ctl.panel.dock_length_ft()
            if length < MIN_SIZE_FT and typed >= MIN_SIZE_FT:
                # a click on the shore with a typed length: the walkway goes that far out
                origin, _t, n = self.frame
                geom, length = self.walkway(origin + typed * n)
            if length < MIN_SIZE_FT:
                self.start_typing()
                return
            self.add_walkway(geom, length)
        else:
            given = self.along_edge(xy)
            if given is not None:
                field, along = given
                self.start_typing()
                self.span_dragged = True
                self.last_xy = xy
                self.typed.preset(field, along)
                self.preview()
                text = (tr("The drag ran along the walkway's end: its {w:.1f} ft are the part's width. "
                           "Type its length and press Enter, or click its far side.")
                        if field == "width" else
                        tr("The drag ran along the walkway's side: its {w:.1f} ft are the part's "
                           "length. Type its width and press Enter, or click its far side."))
                self.ctl.show_figures(text.format(w=along) + "\n" + self.typed.prompt())
                return
            geom, size = self.appendage(xy)
            if size < MIN_SIZE_FT and geom.area < MIN_SIZE_FT ** 2:
                self.start_typing()
                return
            self.add_appendage(geom, size)
        self.reset_band()

    def start_typing(self) -> None:
        """A click, not a drag: the part's first point; its end is clicked or its figures typed."""
        self.anchored = True
        self.span_dragged = False
        self.typed.clear()
        self.last_xy = None
        self.preview()

    def add_walkway(self, geom: Any, length: float) -> None:
        if length < MIN_SIZE_FT:
            self.reset_band()
            return
        dock_id = self.new_dock_id()
        self.walkway_fid = self.add_feature(
            geom, {"kind": "dock", "dock_id": dock_id, "part": "walkway",
                   "construction": self.construction}, tr("Add dock walkway"))
        self.dock_id = dock_id
        self.walkway_len = length
        self.width_ft = self.typed.width or self.width_ft      # appendages snap to its edges
        self.ctl.show_figures(tr("Walkway added to dock {d}. Press-drag appendages (T, L, fingers), "
                                 "or click and type their length and width; right-click to finish "
                                 "the dock.").format(d=dock_id))

    def add_appendage(self, geom: Any, size: float) -> None:
        if size < MIN_SIZE_FT:
            self.reset_band()
            return
        self.add_feature(geom, {"kind": "dock", "dock_id": self.dock_id, "part": "appendage",
                                "construction": self.construction}, tr("Add dock appendage"))

    @guarded(lambda self: self.ctl.iface, "add the dock")
    def keyPressEvent(self, e: Any) -> None:
        if self.anchored and e.key() != Qt.Key.Key_Escape:
            what = self.typed.key(e.key(), e.text())
            # QgsMapCanvas reads an ignored key as taken by the tool (an accepted one gets the
            # canvas's own meaning: Space pans)
            if what == "enter":
                if self.typed.length is not None:
                    self.commit_part(typed=True)
                else:
                    self.finish_dock()
                e.ignore()
                return
            if what:
                self.preview()
                e.ignore()
                return
        if self.anchored and e.key() == Qt.Key.Key_Escape and self.dock_id is not None:
            self.anchored = False              # Esc drops the appendage begun, not the dock
            self.typed.clear()
            self.reset_band()
            e.accept()
            return
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish_dock()
            e.accept()
            return
        super().keyPressEvent(e)

    # ------------------------------------------------------------------ state
    def reset_band(self) -> None:
        self.band.reset(Qgis.GeometryType.Polygon)
        self.figures.setVisible(False)

    def _walkway_exists(self) -> bool:
        layer = self.ctl.layout_layer(self.role)
        if layer is None or self.walkway_fid is None:
            return False
        return layer.getFeature(self.walkway_fid).isValid()

    def finish_dock(self) -> None:
        if self.dock_id is not None:
            self.ctl.show_figures("")
        self.dock_id = None
        self.walkway_fid = None
        self.walkway_len = None
        self.frame = None
        self.dragging = False
        self.anchored = False
        self.typed.clear()
        self.reset()

    def cancel(self) -> None:
        self.finish_dock()

    def drawing(self) -> bool:
        return self.dragging or self.anchored or self.dock_id is not None

    def reset(self) -> None:
        super().reset()
        self.dragging = False

    def new_dock_id(self) -> str:
        """A dock id not used in the layer: D1, D2, ... after the highest D-number present."""
        layer = self.ctl.layout_layer(self.role)
        used = set()
        idx = layer.fields().indexFromName("dock_id")
        if idx >= 0:
            used = {str(v) for v in layer.uniqueValues(idx) if v is not None}
        n = 1
        while f"D{n}" in used:
            n += 1
        return f"D{n}" if n < 100000 else f"D-{uuid.uuid4().hex[:8]}"
