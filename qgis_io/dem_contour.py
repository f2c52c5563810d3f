"""GDAL's contouring of a DEM at one level, as the polygons core/mhw/clean.py cleans.

gdal.ContourGenerateEx with POLYGONIZE=YES and FIXED_LEVELS=<level> writes two bands: the ground
below the level and the ground at or above it, each one multipolygon bounded by the contour
(linear interpolation between cell centres, as gdal_contour draws it) and by the data's edge.
The band below is the water; both together are the DEM's footprint. They are transformed from the
DEM's CRS to the working CRS here, so the core measures only in US survey feet.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import shapely
from osgeo import gdal, ogr, osr
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsGeometry,
    QgsProcessingException,
    QgsRasterLayer,
)
from qgis.PyQt.QtCore import QCoreApplication
from shapely.geometry.base import BaseGeometry

from .translation import one_or_many


@dataclass
class ContourPolygons:
    water: BaseGeometry          # the ground below the level, working CRS
    footprint: BaseGeometry      # all ground the DEM has data for, working CRS
    cell_ft: float               # the DEM's cell size (the larger side) in working-CRS feet
    nodata: float | None


def _open(layer: QgsRasterLayer, band: int) -> tuple[gdal.Dataset, gdal.Band]:
    if layer is None or not layer.isValid():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "DEM: no valid raster layer was given."))
    if layer.providerType() != "gdal":
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "DEM: layer '{name}' is served by the '{provider}' provider; contouring needs a raster "
            "file GDAL can open (GeoTIFF, IMG, VRT, ...). Save the layer as a GeoTIFF (Export > Save "
            "As) and use that.").format(name=layer.name(), provider=layer.providerType()))
    ds = gdal.OpenEx(layer.source(), gdal.OF_RASTER)
    if ds is None:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "DEM: GDAL cannot open '{source}'.").format(source=layer.source()))
    if not 1 <= band <= ds.RasterCount:
        raise QgsProcessingException(one_or_many(ds.RasterCount, QCoreApplication.translate(
            "ShorelineLayout", "DEM: band {band} does not exist; '{name}' has {n} band."),
            QCoreApplication.translate(
            "ShorelineLayout", "DEM: band {band} does not exist; '{name}' has {n} bands.")).format(
            band=band, name=layer.name(), n=ds.RasterCount))
    return ds, ds.GetRasterBand(band)


def _cell_ft(layer: QgsRasterLayer, transform: QgsCoordinateTransform) -> float:
    """The cell size in working-CRS feet, measured by transforming one cell at the centre."""
    extent = layer.extent()
    cx, cy = extent.center().x(), extent.center().y()
    dx, dy = layer.rasterUnitsPerPixelX(), layer.rasterUnitsPerPixelY()
    square = QgsGeometry.fromWkt(
        f"POLYGON(({cx} {cy},{cx + dx} {cy},{cx + dx} {cy + dy},{cx} {cy + dy},{cx} {cy}))")
    square.transform(transform)
    box = square.boundingBox()
    return max(box.width(), box.height())


def contour_polygons(layer: QgsRasterLayer, band: int, level: float,
                     working_crs: QgsCoordinateReferenceSystem,
                     transform_context: QgsCoordinateTransformContext,
                     is_canceled: Callable[[], bool] = lambda: False) -> ContourPolygons:
    """Contour band `band` of `layer` at `level` (the DEM's own units) into ContourPolygons."""
    ds, raster_band = _open(layer, band)
    if not layer.crs().isValid():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "DEM: layer '{name}' has no CRS: set it (Layer Properties > Source) so its cells can be "
            "placed on the parcels.").format(name=layer.name()))
    nodata = raster_band.GetNoDataValue()
    try:
        stats_min, stats_max = raster_band.ComputeRasterMinMax(False)
    except (RuntimeError, TypeError):    # every cell is no-data (GDAL raises or returns None)
        raise QgsProcessingException(
            QCoreApplication.translate("ShorelineLayout",
                                       "DEM: layer '{name}' has no cell with data.").format(
                name=layer.name())) from None
    if not (stats_min < level < stats_max) and not math.isclose(stats_min, level):
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "DEM: its elevations run from {low} to {high} (its own units), so no contour at {level} "
            "exists: check the DEM's vertical units (ft or m), its datum and the MHW level.").format(
                low=f"{stats_min:.2f}", high=f"{stats_max:.2f}", level=f"{level:.4f}"))

    srs = osr.SpatialReference()
    srs.ImportFromWkt(ds.GetProjection() or layer.crs().toWkt())
    out = ogr.GetDriverByName("Memory").CreateDataSource("mhw_contour")
    contours = out.CreateLayer("contour", srs, ogr.wkbMultiPolygon)
    contours.CreateField(ogr.FieldDefn("id", ogr.OFTInteger))
    contours.CreateField(ogr.FieldDefn("elev_min", ogr.OFTReal))
    contours.CreateField(ogr.FieldDefn("elev_max", ogr.OFTReal))
    options = [f"FIXED_LEVELS={level!r}", "POLYGONIZE=YES", "ID_FIELD=0", "ELEV_FIELD_MIN=1",
               "ELEV_FIELD_MAX=2"]
    if nodata is not None:
        options.append(f"NODATA={nodata!r}")

    def progress(_complete: float, _message: str, _data: object) -> int:
        return 0 if is_canceled() else 1

    # GDAL's exception mode is global and QGIS's own: both modes are handled, neither is set.
    try:
        failed = gdal.ContourGenerateEx(raster_band, contours, options=options,
                                        callback=progress) != 0
        why = gdal.GetLastErrorMsg()
    except RuntimeError as exc:
        failed, why = True, str(exc)
    if is_canceled():
        raise QgsProcessingException(QCoreApplication.translate("ShorelineLayout", "Canceled."))
    if failed:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "DEM: GDAL could not contour it: {why}").format(why=why))

    transform = QgsCoordinateTransform(layer.crs(), working_crs, transform_context)
    water, everything = [], []
    for feature in contours:
        geometry = feature.GetGeometryRef()
        if geometry is None or geometry.IsEmpty():
            continue
        qgs = QgsGeometry()
        qgs.fromWkb(bytes(geometry.ExportToWkb()))
        if qgs.transform(transform) != 0:
            raise QgsProcessingException(QCoreApplication.translate(
                "ShorelineLayout",
                "DEM: its cells could not be transformed from {source} to {target}.").format(
                    source=layer.crs().authid(), target=working_crs.authid()))
        shape = shapely.from_wkb(bytes(qgs.asWkb()))
        everything.append(shape)
        # The band below the level ends at it (GDAL writes the level as the band's upper bound).
        if feature.GetField("elev_max") <= level + 1e-9:
            water.append(shape)
    return ContourPolygons(
        water=shapely.union_all(water) if water else shapely.Polygon(),
        footprint=shapely.union_all(everything) if everything else shapely.Polygon(),
        cell_ft=_cell_ft(layer, transform), nodata=nodata)
