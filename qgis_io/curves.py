"""Curved geometries (CircularString, CompoundCurve, CurvePolygon, MultiSurface with arcs) as
straight segments, through QGIS, before shapely sees them: shapely cannot read curved WKB.

The chords stay within CURVE_TOLERANCE_FT of the arcs (QGIS's MaximumDifference), measured in
the working CRS: far below what any rule measures (0.01 ft against setbacks of 10 ft and more).
"""
from __future__ import annotations

from qgis.core import QgsAbstractGeometry, QgsGeometry, QgsWkbTypes

CURVE_TOLERANCE_FT = 0.01


def is_curved(geometry: QgsGeometry) -> bool:
    return QgsWkbTypes.isCurvedType(geometry.wkbType())


def linear(geometry: QgsGeometry, tolerance: float = CURVE_TOLERANCE_FT) -> QgsGeometry:
    """`geometry` with every arc replaced by chords within `tolerance` (map units) of it;
    a geometry without arcs is returned as it is. Its type becomes the linear one
    (CurvePolygon -> Polygon, MultiSurface -> MultiPolygon, CompoundCurve -> LineString)."""
    if geometry is None or geometry.isNull() or not is_curved(geometry):
        return geometry
    segmented = geometry.constGet().segmentize(
        tolerance, QgsAbstractGeometry.SegmentationToleranceType.MaximumDifference)
    return QgsGeometry(segmented)
