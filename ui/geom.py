"""QgsGeometry <-> shapely through WKB, and the transforms to and from the working CRS."""
from __future__ import annotations

import shapely
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
)
from shapely.geometry.base import BaseGeometry

from ..qgis_io.crs import DEFAULT_WORKING_CRS as WORKING_CRS_AUTHID  # noqa: F401 - the one default
from ..qgis_io.crs import working_crs  # noqa: F401 - re-exported for the panel's modules


def to_shapely(geom: QgsGeometry) -> BaseGeometry | None:
    """A shapely geometry, or None for a null/empty QgsGeometry."""
    if geom is None or geom.isNull() or geom.isEmpty():
        return None
    return shapely.from_wkb(bytes(geom.asWkb()))


def to_qgs(geom: BaseGeometry) -> QgsGeometry:
    out = QgsGeometry()
    out.fromWkb(shapely.to_wkb(geom))
    return out


def transform(src: QgsCoordinateReferenceSystem, dst: QgsCoordinateReferenceSystem) -> QgsCoordinateTransform:
    return QgsCoordinateTransform(src, dst, QgsProject.instance().transformContext())


def shapely_from_feature_geom(geom: QgsGeometry, xform: QgsCoordinateTransform | None) -> BaseGeometry | None:
    """The feature's geometry in the working CRS as shapely (None if null/empty)."""
    if geom is None or geom.isNull() or geom.isEmpty():
        return None
    if xform is not None and not xform.isShortCircuited():
        geom = QgsGeometry(geom)
        geom.transform(xform)
    return to_shapely(geom)


def qgs_in_crs(geom: BaseGeometry, xform: QgsCoordinateTransform | None) -> QgsGeometry:
    """A working-CRS shapely geometry as a QgsGeometry in the CRS `xform` leads to."""
    out = to_qgs(geom)
    if xform is not None and not xform.isShortCircuited():
        out.transform(xform)
    return out


def xy(p: QgsPointXY) -> tuple[float, float]:
    return (p.x(), p.y())
