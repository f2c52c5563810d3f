"""The panel's Parcel tab: show one parcel's page, bring it into view and flash it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qgis.core import QgsCoordinateTransform, QgsProject

from ..core.labels import drawing_order
from ..core.model import Buoy, Structure
from ..core.session import parcel_layout
from ..qgis_io.convert import to_qgs
from .errors import UserError, guarded
from .i18n import tr
from .parcel_report import parcel_html

if TYPE_CHECKING:
    from .host import Host


def _iface(self: ParcelView) -> Any:
    return self.ctl.iface


class ParcelView:
    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl

    @guarded(_iface, "show the parcel")
    def combo_activated(self, *_args: Any) -> None:
        pid = self.ctl.panel.w.parcelCombo.currentText().strip()
        if pid:
            self.show(pid, zoom=True)

    def show(self, pid: str, zoom: bool = False) -> None:
        """The parcel page; `zoom` also brings the parcel and its rights area into view (when it
        was picked from the list, not clicked on the map)."""
        ctl = self.ctl
        if ctl.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        if pid not in ctl.session.by_id:
            raise UserError(tr("There is no parcel {pid} in the computed lake.").format(pid=pid))
        summary = ""
        findings = None
        if ctl.checker is not None:
            names = self.feature_labels(pid)
            findings = [v for v in ctl.writer.rows.values() if v.parcel_id == pid] if ctl.writer else []
            summary = tr("{f} layout features; {v} findings.").format(f=len(names), v=len(findings))
            if names:
                summary += " " + ", ".join(names)
        ctl.panel.show_parcel_html(parcel_html(ctl.session, pid, summary, findings))
        ctl.panel.select_parcel_id(pid)
        if zoom:
            self.zoom_to(pid)
        self.flash(pid)

    def feature_labels(self, pid: str) -> list[str]:
        """The parcel's own layout features (as check_layout assigns them and its site plan draws
        them) by their labels (D1-W, D1-A1, H1, B1: core/labels.py, as the findings and the site
        plan name them): structures, then buoys, as they were drawn."""
        checker = self.ctl.checker
        checker.labels.update(checker.items)
        keyed = list(checker.items.items())
        structures, buoys = parcel_layout(pid, [it for _k, it in keyed if isinstance(it, Structure)],
                                          [it for _k, it in keyed if isinstance(it, Buoy)],
                                          self.ctl.session.wr, self.ctl.session.parcels)
        mine = {id(it) for it in (*structures, *buoys)}     # the same objects, alive here
        named = [(isinstance(it, Buoy), drawing_order(k[1]), checker.labels.label(k, it))
                 for k, it in keyed if id(it) in mine]
        return [lab for *_key, lab in sorted(named)]

    def zoom_to(self, pid: str) -> None:
        s = self.ctl.session
        geom = s.by_id[pid].geometry
        ra = s.wr.rights_area(pid)
        tie = s.wr.tie_line(pid)
        if ra is not None and not ra.geometry.is_empty and tie is not None:
            # the water where a layout goes (a few hundred feet out) and a strip of the shore
            near = tie.geometry.buffer(250.0)
            geom = ra.geometry.intersection(near).union(geom.intersection(tie.geometry.buffer(60.0)))
        canvas = self.ctl.iface.mapCanvas()
        xf = QgsCoordinateTransform(s.crs, canvas.mapSettings().destinationCrs(), QgsProject.instance())
        rect = xf.transformBoundingBox(to_qgs(geom).boundingBox())
        rect.scale(1.8)             # with the neighbours' lines in view
        canvas.setExtent(rect)
        canvas.refresh()

    def flash(self, pid: str) -> None:
        s = self.ctl.session
        geoms = [s.by_id[pid].geometry]
        ra = s.wr.rights_area(pid)
        if ra is not None and not ra.geometry.is_empty:
            geoms.append(ra.geometry)
        self.ctl.iface.mapCanvas().flashGeometries([to_qgs(g) for g in geoms], s.crs)
