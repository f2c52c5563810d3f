"""Sampling the BATHYMETRY raster (lake-bottom elevation, ft) at working-CRS coordinates."""
from __future__ import annotations

from collections.abc import Callable

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsCsException,
    QgsPointXY,
    QgsProcessingException,
    QgsProject,
    QgsRasterLayer,
)
from qgis.PyQt.QtCore import QCoreApplication


def raster_sampler(layer: QgsRasterLayer, working_crs: QgsCoordinateReferenceSystem,
                   transform_context: QgsCoordinateTransformContext | None = None,
                   band: int = 1) -> Callable[[float, float], float | None]:
    """f(x, y) -> the raster's band-1 value at working-CRS point (x, y); None outside the
    raster, on nodata, or where the point cannot be transformed."""
    if layer is None or not layer.isValid():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "BATHYMETRY: the raster could not be opened."))
    provider = layer.dataProvider()
    if band > provider.bandCount():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "BATHYMETRY: raster '{name}' has no band {band}.").format(name=layer.name(), band=band))
    _check_readable(layer, band)
    if transform_context is None:
        transform_context = QgsProject.instance().transformContext()
    transform = None
    if layer.crs().isValid() and layer.crs() != working_crs:
        transform = QgsCoordinateTransform(working_crs, layer.crs(), transform_context)
    extent = provider.extent()

    def sample(x: float, y: float) -> float | None:
        point = QgsPointXY(x, y)
        if transform is not None:
            try:
                point = transform.transform(point)
            except QgsCsException:
                return None
        if not extent.contains(point):
            return None
        value, ok = provider.sample(point, band)
        if not ok or value != value:   # NaN: nodata
            return None
        return float(value)

    return sample


def _check_readable(layer: QgsRasterLayer, band: int) -> None:
    """Read the whole raster once, coarsely: a file that opens but whose data is damaged or cut
    short (a truncated .tif) fails here with a sentence, instead of every depth reading as
    "no data" and the depth exception silently not applied."""
    provider = layer.dataProvider()
    width, height = provider.xSize(), provider.ySize()
    block = provider.block(band, provider.extent(), max(1, min(width, 256)), max(1, min(height, 256)))
    if block is None or not block.isValid():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "BATHYMETRY: raster '{name}' ({source}) opens but its data cannot be read (the file is "
            "damaged or cut short), so the depth exception to the reach cannot be applied. Give an "
            "undamaged raster, or leave BATHYMETRY empty.").format(name=layer.name(), source=layer.source()))
