"""A small lake as QGIS layers for the UI tests: a straight shore (optionally turned by an angle),
water on the left of the shore's direction, ten 100 ft parcels on the land side.

With angle 0 the shore runs along y = 0 from x = 0 to 1,000 with water to the north, so the
water-rights lines between neighbours are perpendicular to it and each rights area is the
strip above its parcel: the figures of a test can be checked by hand.
"""
from __future__ import annotations

import math

from qgis.core import QgsFeature, QgsGeometry, QgsPointXY, QgsProject, QgsVectorLayer

ORIGIN = (700000.0, 970000.0)     # near Keuka Lake in EPSG:2261 (ftUS)
WIDTH = 100.0
DEPTH = 200.0
N = 10


def to_world(u: float, v: float, angle_deg: float = 0.0) -> tuple[float, float]:
    """Lake frame (u along the shore, v out over the water) -> EPSG:2261 coordinates."""
    a = math.radians(angle_deg)
    return (ORIGIN[0] + u * math.cos(a) - v * math.sin(a), ORIGIN[1] + u * math.sin(a) + v * math.cos(a))


def make_lake(angle_deg: float = 0.0, land_uses: dict[int, str] | None = None,
              add_to_project: bool = True) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    parcels = QgsVectorLayer("Polygon?crs=EPSG:2261&field=parcel_id:string&field=land_use:string"
                             "&field=frontage_ft:double", "parcels", "memory")
    feats = []
    for i in range(N):
        ring = [to_world(u, v, angle_deg) for u, v in
                ((i * WIDTH, 0), ((i + 1) * WIDTH, 0), ((i + 1) * WIDTH, -DEPTH), (i * WIDTH, -DEPTH))]
        f = QgsFeature(parcels.fields())
        f.setGeometry(QgsGeometry.fromPolygonXY([[QgsPointXY(*p) for p in ring + ring[:1]]]))
        f.setAttributes([f"P{i}", (land_uses or {}).get(i, "residential"), WIDTH])
        feats.append(f)
    parcels.dataProvider().addFeatures(feats)
    mhw = QgsVectorLayer("LineString?crs=EPSG:2261", "mhw", "memory")
    f = QgsFeature(mhw.fields())
    f.setGeometry(QgsGeometry.fromPolylineXY([QgsPointXY(*to_world(u, 0, angle_deg))
                                              for u in range(0, int(N * WIDTH) + 1, 20)]))
    mhw.dataProvider().addFeatures([f])
    if add_to_project:
        QgsProject.instance().addMapLayers([parcels, mhw])
    return parcels, mhw
