"""Click a parcel, or the water of its rights area, to show it in the panel."""
from __future__ import annotations

from qgis.gui import QgsMapMouseEvent, QgsMapTool
from qgis.PyQt.QtCore import Qt

from ..errors import guarded
from ..i18n import tr


class ParcelPickTool(QgsMapTool):
    def __init__(self, canvas, ctl) -> None:
        super().__init__(canvas)
        self.ctl = ctl
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def deactivate(self) -> None:
        self.ctl.show_figures("")       # its "no parcel there" goes with the tool
        super().deactivate()

    @guarded(lambda self: self.ctl.iface, "show the parcel")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton:
            return
        s = self.ctl.session
        if s is None:
            self.ctl.show_figures(tr("Compute the water-rights lines first."))
            return
        from ..geom import transform
        p = transform(self.canvas().mapSettings().destinationCrs(), s.crs).transform(e.mapPoint())
        pid = s.parcel_at(p.x(), p.y())
        if pid is None:
            self.ctl.show_figures(tr("No lakeshore parcel or rights area there."))
            return
        self.ctl.show_parcel(pid)
