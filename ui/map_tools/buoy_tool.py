"""The buoy tool: the swing circle (vessel length + rode) follows the mouse; a click places it."""
from __future__ import annotations

from qgis.gui import QgsMapMouseEvent
from qgis.PyQt.QtCore import Qt
from shapely.geometry import Point

from ...core.model import Buoy
from ..errors import guarded
from ..i18n import tr
from ..live_checker import CANDIDATE_FID, footprint
from .base import SketchTool


class BuoyTool(SketchTool):
    role = "buoys"

    def candidate(self, xy) -> Buoy:
        return Buoy(fid=CANDIDATE_FID, geometry=Point(float(xy[0]), float(xy[1])),
                    vessel_length_ft=self.ctl.panel.vessel_ft(), rode_length_ft=self.ctl.panel.rode_ft())

    @guarded(lambda self: self.ctl.iface, "show the swing circle")
    def canvasMoveEvent(self, e: QgsMapMouseEvent) -> None:
        p, xy = self.snapped(e)
        if self.ctl.session is None or self.ctl.layout_layer(self.role) is None:
            return
        buoy = self.candidate(xy)
        self.show_geometry(footprint(buoy))
        self.judge(buoy, p)

    @guarded(lambda self: self.ctl.iface, "place the buoy")
    def canvasReleaseEvent(self, e: QgsMapMouseEvent) -> None:
        if e.button() != Qt.MouseButton.LeftButton or not self.ready():
            return
        _p, xy = self.snapped(e)
        buoy = self.candidate(xy)
        self.add_feature(buoy.geometry, {"vessel_length_ft": buoy.vessel_length_ft,
                                         "rode_length_ft": buoy.rode_length_ft}, tr("Add mooring buoy"))
