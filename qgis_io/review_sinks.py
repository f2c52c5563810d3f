"""The reviewsubmission outputs' fields and writers: STRUCTURES and BUOYS in the layout layers'
fields (the contract's schema) plus where each came from in the drawing, and UNREAD.

`label` is the drawing's own text beside the feature; `ref` is the plugin's name for it (D1, H1,
B1: core/labels.py), the name the findings use, so a reader can put the two side by side.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qgis.core import QgsFeature, QgsFeatureSink, QgsFields, QgsGeometry, QgsPointXY

from ..core.compat import zip_strict
from ..core.model import Buoy, Structure
from ..core.submission import ReadFeature, Unread
from .sinks import LAYOUT_BUOY_FIELDS, LAYOUT_STRUCTURE_FIELDS
from .unread_text import unread_text

DRAWING_FIELDS = (("source_layer", "string"), ("label", "string"), ("ref", "string"),
                  ("entity", "string"), ("handle", "string"))
REVIEW_STRUCTURE_FIELDS = (*LAYOUT_STRUCTURE_FIELDS, *DRAWING_FIELDS, ("area_sqft", "double"))
REVIEW_BUOY_FIELDS = (*LAYOUT_BUOY_FIELDS, *DRAWING_FIELDS, ("swing_radius_ft", "double"))
UNREAD_FIELDS = (("layer", "string"), ("entity", "string"), ("handle", "string"), ("code", "string"),
                 ("why", "string"))


def _drawing(read: ReadFeature, ref: str | None) -> list[Any]:
    return [read.layer, read.label or None, ref, read.entity, ",".join(read.handles)]


def _add(sink: QgsFeatureSink, fields: QgsFields, geometry: QgsGeometry | None, values: list[Any]) -> None:
    f = QgsFeature(fields)
    if geometry is not None:
        f.setGeometry(geometry)
    f.setAttributes(values)
    sink.addFeature(f)


def write_structures(sink: QgsFeatureSink, fields: QgsFields, structures: Sequence[Structure],
                     read: Sequence[ReadFeature]) -> int:
    for s, r in zip_strict(structures, read):
        values = [s.kind, s.dock_id, s.part, s.construction, s.height_ft, s.roof_pitch, s.slips,
                  s.parcel_id, None, None, int(s.existing), s.shared_with,
                  *_drawing(r, s.label), round(float(s.geometry.area), 2)]
        _add(sink, fields, QgsGeometry.fromWkt(s.geometry.wkt), values)
    return len(structures)


def write_buoys(sink: QgsFeatureSink, fields: QgsFields, buoys: Sequence[Buoy],
                read: Sequence[ReadFeature]) -> int:
    for b, r in zip_strict(buoys, read):
        drawn = r.radius_ft is not None            # a point alone: no swing radius drawn
        values = [b.vessel_length_ft if drawn else None, b.rode_length_ft if drawn else None, b.parcel_id,
                  *_drawing(r, b.label), r.radius_ft]
        _add(sink, fields, QgsGeometry.fromPointXY(QgsPointXY(b.geometry.x, b.geometry.y)), values)
    return len(buoys)


def write_unread(sink: QgsFeatureSink, fields: QgsFields, unread: Sequence[Unread]) -> int:
    """One point per unread entity (a point on it, so it can be found on the map)."""
    for u in unread:
        geometry = None
        if u.geometry is not None and not u.geometry.is_empty:
            p = u.geometry.representative_point()
            geometry = QgsGeometry.fromPointXY(QgsPointXY(p.x, p.y))
        _add(sink, fields, geometry, [u.layer, u.entity, u.handle, u.code, unread_text(u)])
    return len(unread)
