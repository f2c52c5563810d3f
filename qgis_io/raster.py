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
