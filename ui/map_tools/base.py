"""What every sketching tool shares: snapping, the working-CRS bridge, the live rubber band with
its figures, judging a candidate with the core, and adding features through the edit buffer."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import shapely
from qgis.core import (
    Qgis,
    QgsCoordinateTransform,
    QgsFeature,
    QgsPointXY,
    QgsProject,
    QgsVectorLayer,
    QgsVectorLayerUtils,
    QgsWkbTypes,
)
from qgis.gui import (
    QgsMapCanvas,
    QgsMapCanvasItem,
    QgsMapMouseEvent,
    QgsMapTool,
    QgsRubberBand,
    QgsSnapIndicator,
)
from qgis.PyQt.QtCore import QPointF, QRectF, Qt
from qgis.PyQt.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from ...core.model import Buoy, Structure, Violation
from ..errors import UserError, push
from ..i18n import tr
from ..live_checker import footprint

if TYPE_CHECKING:
    from ..host import Host

OK_COLOUR = QColor(0, 150, 60)
WARN_COLOUR = QColor(230, 130, 0)
BAD_COLOUR = QColor(220, 0, 0)


@dataclass
class Judgement:
    """What the core says about a candidate, ready to show."""
    violations: list[Violation]
    parcels: set[str]
    text: str
    colour: QColor

    @property
    def errors(self) -> list[Violation]:
        return [v for v in self.violations if v.severity == "error"]


class FigureBox(QgsMapCanvasItem):
    """A small box of text that follows the cursor with the live figures."""

    def __init__(self, canvas: QgsMapCanvas) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self._text = ""
        self._colour = OK_COLOUR
        self._anchor = QPointF(0, 0)
        self.setZValue(1000)

    def show_text(self, text: str, colour: QColor, map_point: QgsPointXY,
                  away_from: QgsPointXY | None = None) -> None:
        """Show the box by the cursor; with `away_from` (where a drag started) the box goes beyond
        the cursor on the far side, so it does not hide the shape being drawn."""
        self.prepareGeometryChange()
        self._text = text
        self._colour = colour
        cursor = self.toCanvasCoordinates(map_point)
        dx, dy = 1.0, 1.0
        if away_from is not None:
            start = self.toCanvasCoordinates(away_from)
            dx = 1.0 if cursor.x() >= start.x() else -1.0
            dy = 1.0 if cursor.y() >= start.y() else -1.0
        rect = self.boundingRect()
        x = cursor.x() + (16 if dx > 0 else -16 - rect.width())
        y = cursor.y() + (12 if dy > 0 else -12 - rect.height())
        self.setPos(self._inside(x, y, cursor, rect))
        self.setVisible(bool(text))
        self.update()

    def _inside(self, x: float, y: float, cursor: QPointF, rect: QRectF) -> QPointF:
        """The box's corner moved so the whole box is on the map: to the cursor's other side when
        it would leave the map at an edge, and against the edge when neither side has room."""
        view = self._canvas.viewport().rect() if self._canvas is not None else None
        if view is None or view.width() <= 0:
            return QPointF(x, y)
        w, h = rect.width(), rect.height()
        if x < 0:
            x = cursor.x() + 16
        if x + w > view.width():
            x = cursor.x() - 16 - w
        if y < 0:
            y = cursor.y() + 12
        if y + h > view.height():
            y = cursor.y() - 12 - h
        return QPointF(min(max(x, 0.0), max(view.width() - w, 0.0)),
                       min(max(y, 0.0), max(view.height() - h, 0.0)))

    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        fm = QFontMetricsF(self._font())
        lines = self._text.split("\n") or [""]
        width = max(fm.horizontalAdvance(line) for line in lines) + 12
        return QRectF(0, 0, width, fm.height() * len(lines) + 8)

    def _font(self) -> QFont:
        f = QFont()
        f.setPointSize(9)
        f.setBold(True)
        return f

    def paint(self, painter, option=None, widget=None) -> None:
        if not self._text:
            return
        rect = self.boundingRect()
        painter.setPen(QPen(self._colour, 1.5))
        painter.setBrush(QBrush(QColor(255, 255, 255, 230)))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(self._font())
        painter.setPen(QPen(self._colour if self._colour != OK_COLOUR else QColor(20, 20, 20)))
        painter.drawText(rect.adjusted(6, 4, -6, -4), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         self._text)

    def updatePosition(self) -> None:
        """The map moved under the box: its figures no longer point at anything, so hide it."""
        self.setVisible(False)


class SketchTool(QgsMapTool):
    """Base of the dock, rectangle and buoy tools. Subclasses use `ctl` for the session, the
    live checker, the panel's parameters and the target layers."""

    role = "structures"          # which layout layer the tool adds to

    def __init__(self, canvas: QgsMapCanvas, ctl: Host) -> None:
        super().__init__(canvas)
        self.ctl = ctl
        self.snap_indicator = QgsSnapIndicator(canvas)
        self.band = QgsRubberBand(canvas, Qgis.GeometryType.Polygon)
        self.figures = FigureBox(canvas)
        self.figures.setVisible(False)
        self.last_judgement: Judgement | None = None
        self._set_band_colour(OK_COLOUR)
        self.setCursor(Qt.CursorShape.CrossCursor)

    # ------------------------------------------------------------------ lifecycle
    def activate(self) -> None:
        super().activate()
        self.canvas().viewport().installEventFilter(self)     # to see the mouse leave the map
        self.canvas().installEventFilter(self)                # Tab between typed figures

    def deactivate(self) -> None:
        self.canvas().viewport().removeEventFilter(self)
        self.canvas().removeEventFilter(self)
        self.reset()
        self.ctl.show_figures("")       # the panel's copy of the figures goes with the tool
        super().deactivate()

    def eventFilter(self, obj: Any, event: Any) -> bool:
        """The mouse left the map without a button down: the preview (a swing circle, the box)
        describes nothing any more, so it goes; a drag in progress keeps it."""
        from qgis.PyQt.QtCore import QEvent
        from qgis.PyQt.QtWidgets import QApplication
        if obj is self.canvas() and event.type() == QEvent.Type.KeyPress and self.drawing() \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            # Qt would move the focus off the map; while a shape is drawn Tab goes to the tool's
            # typed figures (the next one), as in QGIS's advanced digitizing
            self.keyPressEvent(event)
            return True
        if event.type() == QEvent.Type.Leave and QApplication.mouseButtons() == Qt.MouseButton.NoButton \
                and not self.drawing():
            self.reset()
            self.ctl.show_figures("")
        return False

    def drawing(self) -> bool:
        """Whether a shape is being drawn (the dock tool between its clicks)."""
        return False

    def reset(self) -> None:
        self.band.reset(Qgis.GeometryType.Polygon)
        self.figures.setVisible(False)
        self.snap_indicator.setMatch(_no_match())
        self.last_judgement = None

    def dispose(self) -> None:
        """Remove the canvas items this tool made (the controller calls this in unload)."""
        scene = self.canvas().scene()
        for item in (self.band, self.figures):
            if item is not None and item.scene() is scene:
                scene.removeItem(item)
        self.band = None
        self.figures = None
        self.snap_indicator = None

    def keyPressEvent(self, e: Any) -> None:
        if e.key() == Qt.Key.Key_Escape:
            self.cancel()
            e.accept()
            return
        e.ignore()

    def cancel(self) -> None:
        self.reset()

    # ------------------------------------------------------------------ coordinates
    def to_work(self) -> QgsCoordinateTransform:
        return QgsCoordinateTransform(self.canvas().mapSettings().destinationCrs(), self.ctl.session.crs,
                                      QgsProject.instance().transformContext())

    def from_work(self) -> QgsCoordinateTransform:
        return QgsCoordinateTransform(self.ctl.session.crs, self.canvas().mapSettings().destinationCrs(),
                                      QgsProject.instance().transformContext())

    def snapped(self, e: QgsMapMouseEvent) -> tuple[QgsPointXY, np.ndarray]:
        """The event's point after the project's snapping, in map and working coordinates."""
        match = self.canvas().snappingUtils().snapToMap(e.pos())
        self.snap_indicator.setMatch(match)
        p = match.point() if match.isValid() else e.mapPoint()
        w = self.to_work().transform(p)
        return p, np.array([w.x(), w.y()])

    def show_geometry(self, geom_work: BaseGeometry) -> None:
        from ..geom import qgs_in_crs
        self.band.setToGeometry(qgs_in_crs(geom_work, self.from_work()), None)

    # ------------------------------------------------------------------ judging
    def ready(self) -> bool:
        """A computed lake and a layout layer to draw into; else say what is missing."""
        if self.ctl.session is None:
            push(self.ctl.iface, tr("Compute the water-rights lines first: the tools check what you "
                                    "draw against them."))
            return False
        if self.ctl.layout_layer(self.role) is None:
            push(self.ctl.iface, tr("Create a layout (New layout…) or choose the {role} layer in the "
                                    "panel first.")
                 .format(role=tr(self.role)))
            return False
        return True

    def judge(self, item: Structure | Buoy, map_point: QgsPointXY,
              away_from: QgsPointXY | None = None) -> Judgement:
        """Ask the core about the candidate and paint the band and figures accordingly."""
        checker = self.ctl.checker
        violations, parcels = checker.check_candidate(item) if checker is not None else ([], set())
        text = self.figures_text(item, parcels)
        errors = [v for v in violations if v.severity == "error"]
        warnings = [v for v in violations if v.severity == "warning"]
        colour = BAD_COLOUR if errors else WARN_COLOUR if warnings else OK_COLOUR
        # one line per finding, said once: a candidate touching a buoy gives the same contact
        # finding for both buoys
        for line in list(dict.fromkeys(_finding_line(v) for v in errors + warnings))[:3]:
            text += "\n" + line
        if not parcels:
            text += "\n" + tr("outside every rights area")
        j = Judgement(violations, parcels, text, colour)
        self.last_judgement = j
        self._set_band_colour(colour)
        self.figures.show_text(text, colour, map_point, away_from)
        self.ctl.show_figures(text, colour)
        return j

    def figures_text(self, item: Structure | Buoy, parcels: set[str]) -> str:
        s = self.ctl.session
        geom = footprint(item)
        shore = s.shore_index()
        if isinstance(item, Buoy):
            d = float(shore.distance(np.array([item.geometry.coords[0][:2]]))[0])
            out = tr("{d:.1f} ft from MHW · swing radius {r:.1f} ft").format(d=d, r=item.swing_radius_ft)
        else:
            reach = float(shore.max_distance(np.array([geom], dtype=object))[0][0])
            out = tr("{d:.1f} ft from MHW · {a:,.0f} sq ft").format(d=reach, a=geom.area)
        lines = [ln.geometry for pid in parcels for ln in s.wr.lines_of(pid)]
        if lines:
            near = item.geometry if isinstance(item, Buoy) else geom     # a buoy: from where it is moored
            dist = min(near.distance(g) for g in lines)
            out += "\n" + tr("{d:.1f} ft to the nearest water-rights line").format(d=dist)
        return out

    def _set_band_colour(self, colour: QColor) -> None:
        fill = QColor(colour)
        fill.setAlpha(70)
        self.band.setFillColor(fill)
        self.band.setStrokeColor(colour)
        self.band.setWidth(2)

    # ------------------------------------------------------------------ writing
    def add_feature(self, geom_work: BaseGeometry, attrs: dict[str, Any], what: str) -> int:
        """Add one feature to the layout layer through its edit buffer (undo-able); its id."""
        layer: QgsVectorLayer = self.ctl.layout_layer(self.role)
        if layer is None:
            raise UserError(tr("The layout layer is gone; create or choose one in the panel."))
        if not layer.isEditable() and not layer.startEditing():
            raise UserError(tr("The layer {name} cannot be edited.").format(name=layer.name()))
        from ..geom import qgs_in_crs, transform
        geom = qgs_in_crs(geom_work, transform(self.ctl.session.crs, layer.crs()))
        if QgsWkbTypes.isMultiType(layer.wkbType()):
            geom.convertToMultiType()
        fields = layer.fields()
        values = {fields.indexFromName(k): v for k, v in attrs.items() if fields.indexFromName(k) >= 0}
        feature: QgsFeature = QgsVectorLayerUtils.createFeature(layer, geom, values)
        layer.beginEditCommand(what)
        ok = layer.addFeature(feature)
        if ok:
            layer.endEditCommand()
        else:
            layer.destroyEditCommand()
            raise UserError(tr("QGIS refused the new feature on {name}.").format(name=layer.name()))
        layer.triggerRepaint()
        return feature.id()


def _finding_line(v: Violation) -> str:
    from ..violations_table import fmt_value, rule_name
    if v.measured is not None and v.limit is not None:
        op = ">" if v.measured > v.limit else "<"
        measured, limit = fmt_value(v.measured, v.unit), fmt_value(v.limit, v.unit)
        return f"{rule_name(v.rule, v.template)}: {measured} {op} {limit} {v.section}"
    return f"{rule_name(v.rule, v.template)} {v.section}"


def _no_match():
    from qgis.core import QgsPointLocator
    return QgsPointLocator.Match()


def frame_at(ctl: Host, xy: np.ndarray, toward: np.ndarray | None = None
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """(origin on the MHW mark, unit tangent, unit normal over the water) nearest to xy.

    The direction is the core's local MHW direction (core.rules.measure.ShoreIndex.frame), the
    same frame the checks measure width and length in. The water side is the side of the rights areas,
    away from the parcels; if neither tells, the side of `toward`.
    """
    s = ctl.session
    shore = s.shore_index()
    if shore.empty:
        return None
    _d, seg = shore.nearest(xy[None, :])
    if seg[0] < 0:
        return None
    a, b = shore.a[seg[0]], shore.b[seg[0]]
    ab = b - a
    l2 = float(ab @ ab)
    t = 0.0 if l2 == 0 else min(max(float((xy - a) @ ab) / l2, 0.0), 1.0)
    origin = a + t * ab
    fr = shore.frame(Point(*origin))
    if fr is None:
        return None
    tangent, normal = np.asarray(fr.tangent, float), np.asarray(fr.normal, float)
    side_out = s.side(*(origin + 4.0 * normal))
    side_in = s.side(*(origin - 4.0 * normal))
    undecided = side_out == 0 and side_in == 0
    if side_out < 0 or side_in > 0 or (undecided and toward is not None
                                       and float((toward - origin) @ normal) < 0):
        normal = -normal
    return origin, tangent, normal


def frame_rect(origin: np.ndarray, tangent: np.ndarray, normal: np.ndarray,
               u0: float, u1: float, v0: float, v1: float) -> shapely.Polygon:
    """The rectangle u0..u1 along the tangent, v0..v1 along the normal, from `origin`."""
    us = (min(u0, u1), max(u0, u1))
    vs = (min(v0, v1), max(v0, v1))
    corners = ((us[0], vs[0]), (us[1], vs[0]), (us[1], vs[1]), (us[0], vs[1]))
    pts = [origin + u * tangent + v * normal for u, v in corners]
    return shapely.Polygon(pts)
