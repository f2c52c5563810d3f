"""Measured in the right place: the working CRS must cover the input.

EPSG:2261 (the default) is a transverse Mercator for central New York; 2,500 miles away its scale
is off by a fifth (113.57 ft lots measured as 134.25 ft tie lines at Lake Tahoe). An input that
lies outside the working CRS's area of use is refused with the command that measures it right:
a transverse Mercator in US survey feet centred on the input, scale 1 there (the plugin does not
pick one silently: a site plan says which CRS it was measured in, and the user should choose it).
A CRS without a recorded area of use (a custom PROJ string) is taken as the user's choice.

Both checks go to and from the geographic CRS of the projected one (EPSG:2261 -> NAD83), never
across datums: a datum shift changes neither the area of use (metres) nor the scale, and QGIS
announces a datum shift whose preferred grid is not installed (NAD83 -> WGS 84 needs one) in the
message bar, "Cannot use preferred transform", for a check the user never asked about.
"""
from __future__ import annotations

import math

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsCsException,
    QgsDistanceArea,
    QgsPointXY,
    QgsRectangle,
    QgsUnitTypes,
)

LONLAT = QgsCoordinateReferenceSystem("EPSG:4326")
US_FT_PER_M = 3937.0 / 1200.0


def local_crs_command(lon: float, lat: float) -> str:
    """The CRS parameter value of a transverse Mercator in US survey feet centred at (lon, lat)."""
    return (f"PROJ:+proj=tmerc +lat_0={lat:.4f} +lon_0={lon:.4f} +k=1 +x_0=0 +y_0=0 "
            "+datum=WGS84 +units=us-ft +no_defs")


def _deg(value: float, pos: str, neg: str) -> str:
    return f"{abs(value):.2f}°{pos if value >= 0 else neg}"


def geographic(crs: QgsCoordinateReferenceSystem) -> QgsCoordinateReferenceSystem:
    """The longitude/latitude CRS on the datum of `crs` (WGS 84 when it has none to give)."""
    lonlat = crs.toGeographicCrs()
    return lonlat if lonlat.isValid() else LONLAT


def rough_transform(src: QgsCoordinateReferenceSystem, dst: QgsCoordinateReferenceSystem,
                    context: QgsCoordinateTransformContext) -> QgsCoordinateTransform:
    """A transform for a check that a ballpark answer serves (an area of use, a scale factor):
    QGIS is told so, and warns of no fallback operation."""
    transform = QgsCoordinateTransform(src, dst, context)
    transform.setBallparkTransformsAreAppropriate(True)
    return transform


def scale_error(crs: QgsCoordinateReferenceSystem, lon: float, lat: float,
                context: QgsCoordinateTransformContext) -> float:
    """How far (a fraction) lengths in `crs` at (lon, lat) are from lengths on the ellipsoid,
    along a short east-west line (NaN when it cannot be measured there); (lon, lat) on the
    datum of `crs`."""
    to_crs = rough_transform(geographic(crs), crs, context)
    step = 0.001
    try:
        a = to_crs.transform(QgsPointXY(lon - step, lat))
        b = to_crs.transform(QgsPointXY(lon + step, lat))
    except QgsCsException:
        return math.nan
    ellipsoid = QgsDistanceArea()
    ellipsoid.setEllipsoid("WGS84")
    true_m = ellipsoid.measureLine(QgsPointXY(lon - step, lat), QgsPointXY(lon + step, lat))
    planar = math.hypot(b.x() - a.x(), b.y() - a.y())
    factor = QgsUnitTypes.fromUnitToUnitFactor(crs.mapUnits(), Qgis.DistanceUnit.Meters)
    if not true_m or not math.isfinite(planar):
        return math.nan
    return abs(planar * factor / true_m - 1.0)


def outside_area_refusal(extent: QgsRectangle, extent_crs: QgsCoordinateReferenceSystem,
                         working: QgsCoordinateReferenceSystem,
                         context: QgsCoordinateTransformContext, what: str) -> str:
    """The sentence refusing an input (`what`: PARCELS, SHORELINE, ...) whose extent lies
    outside the working CRS's area of use, else ""."""
    area = working.bounds()
    if area.isNull() or area.isEmpty() or extent.isNull() or not extent_crs.isValid():
        return ""
    # the area of use is in WGS 84 degrees; the datum of extent_crs is within metres of them
    to_lonlat = rough_transform(extent_crs, geographic(extent_crs), context)
    try:
        box = to_lonlat.transformBoundingBox(extent)
        centre = to_lonlat.transform(extent.center())
    except QgsCsException:
        return ""     # the reader says which features cannot be placed
    values = (box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum(), centre.x(), centre.y())
    if not all(math.isfinite(v) for v in values):
        return ""
    if area.contains(box):
        return ""
    lon, lat = centre.x(), centre.y()
    error = scale_error(working, lon, lat, context)
    off = f"lengths measured there are {error:.1%} off" if math.isfinite(error) and error >= 0.0005 \
        else "lengths measured there are distorted"
    return (f"CRS: the input lies at {_deg(lon, 'E', 'W')} {_deg(lat, 'N', 'S')} ({what}), outside the "
            f"area of use of {working.authid()} ({working.description()}: {_deg(area.xMinimum(), 'E', 'W')} "
            f"to {_deg(area.xMaximum(), 'E', 'W')}, {_deg(area.yMinimum(), 'N', 'S')} to "
            f"{_deg(area.yMaximum(), 'N', 'S')}); {off}. Choose a projected CRS in feet for the lake, "
            f"e.g. CRS=\"{local_crs_command(lon, lat)}\" (a transverse Mercator in US survey feet centred "
            "on the input), and run again.")
