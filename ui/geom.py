"""Transforms between the working CRS and a layer's or the canvas's CRS, for the panel's tools.

The QgsGeometry <-> shapely bridge itself is qgis_io/convert.py's (to_shapely, to_qgs): one set,
shared with Processing and the site plan.
"""
from __future__ import annotations

from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsGeometry, QgsProject
from shapely.geometry.base import BaseGeometry

from ..qgis_io.convert import to_qgs


def transform(src: QgsCoordinateReferenceSystem, dst: QgsCoordinateReferenceSystem) -> QgsCoordinateTransform:
    return QgsCoordinateTransform(src, dst, QgsProject.instance().transformContext())


def qgs_in_crs(geom: BaseGeometry, xform: QgsCoordinateTransform | None) -> QgsGeometry:
    """A working-CRS shapely geometry as a QgsGeometry in the CRS `xform` leads to."""
    out = to_qgs(geom)
    if xform is not None and not xform.isShortCircuited():
        out.transform(xform)
    return out
