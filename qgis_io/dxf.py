"""A DXF drawing's entities, read with GDAL's DXF driver (QGIS's own GDAL: no new dependency).

GDAL already turns LWPOLYLINE bulges and arcs into vertices and, with INLINE_BLOCKS (the
driver's DXF_INLINE_BLOCKS), explodes every block insert into its entities, each keeping the
insert's layer and handle. A second pass without inlining names the block of each insert. A
circle comes as a closed line of vertices on it (SubClasses says AcDbCircle). Curve geometries
are linearised. A DXF holds no CRS: coordinates are taken in the CRS the user states and
transformed to the working CRS.
"""
from __future__ import annotations

import os

from osgeo import gdal, ogr
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsCsException,
    QgsGeometry,
)
from shapely import wkb
from shapely.geometry.base import BaseGeometry

from ..core.submission import DrawingEntity
from .translation import tr

# the last AcDb subclass of an entity -> its DXF entity type
_SUBCLASS = {
    "AcDbPolyline": "LWPOLYLINE", "AcDb2dPolyline": "POLYLINE", "AcDb3dPolyline": "POLYLINE",
    "AcDbLine": "LINE", "AcDbArc": "ARC", "AcDbCircle": "CIRCLE", "AcDbEllipse": "ELLIPSE",
    "AcDbSpline": "SPLINE", "AcDbHatch": "HATCH", "AcDbPoint": "POINT", "AcDbText": "TEXT",
    "AcDbMText": "MTEXT", "AcDbBlockReference": "INSERT", "AcDbAttribute": "ATTRIB",
    "AcDbFace": "3DFACE", "AcDbTrace": "SOLID", "AcDbDimension": "DIMENSION", "AcDbLeader": "LEADER",
}


class DxfError(ValueError):
    """The file is not a DXF GDAL can read; str() is one sentence naming it."""


def entity_type(subclasses: str) -> str:
    """LWPOLYLINE, CIRCLE, ... from GDAL's SubClasses (AcDbEntity:AcDbCircle)."""
    parts = [p for p in (subclasses or "").split(":") if p and p != "AcDbEntity"]
    for part in reversed(parts):
        if part in _SUBCLASS:
            return _SUBCLASS[part]
    return (parts[-1].removeprefix("AcDb").upper() if parts else "UNKNOWN")


def _open(path: str, inline: bool) -> gdal.Dataset:
    # DXF_INLINE_BLOCKS is a configuration option (GDAL 3.6 has no open option for it): set for
    # this thread and this open only (a Processing run is a thread), and put back as it was.
    before = gdal.GetThreadLocalConfigOption("DXF_INLINE_BLOCKS", None)
    gdal.SetThreadLocalConfigOption("DXF_INLINE_BLOCKS", "TRUE" if inline else "FALSE")
    try:
        ds = gdal.OpenEx(path, gdal.OF_VECTOR, allowed_drivers=["DXF"])
    except RuntimeError as exc:          # gdal.UseExceptions() may be on (QGIS turns it on)
        raise DxfError(tr("DRAWING: '{path}' could not be read as a DXF file ({why}).").format(
            path=path, why=str(exc).strip())) from None
    finally:
        gdal.SetThreadLocalConfigOption("DXF_INLINE_BLOCKS", before)
    if ds is None:
        raise DxfError(tr("DRAWING: '{path}' could not be read as a DXF file (GDAL's DXF driver "
                          "does not open it).").format(path=path))
    return ds


def block_names(path: str) -> dict[str, str]:
    """{insert handle: block name} of every block insert in the model space."""
    ds = _open(path, inline=False)
    layer = ds.GetLayerByName("entities")
    names: dict[str, str] = {}
    if layer is None:
        return names
    has_block = layer.GetLayerDefn().GetFieldIndex("BlockName") >= 0
    for f in layer:
        if has_block and f.GetField("BlockName"):
            names[str(f.GetField("EntityHandle"))] = str(f.GetField("BlockName"))
    return names


def _shapely(geom: ogr.Geometry | None) -> BaseGeometry | None:
    if geom is None:
        return None
    linear = geom.GetLinearGeometry() if geom.HasCurveGeometry() else geom
    linear.FlattenTo2D()
    return wkb.loads(bytes(linear.ExportToIsoWkb()))


def read_dxf(path: str, drawing_crs: QgsCoordinateReferenceSystem, working_crs: QgsCoordinateReferenceSystem,
             transform_context: QgsCoordinateTransformContext) -> list[DrawingEntity]:
    """Every entity of the model space (paper space left out: a layout sheet, not the site), in
    the working CRS, blocks exploded."""
    if not os.path.isfile(path):
        raise DxfError(tr("DRAWING: '{path}' is not a file.").format(path=path))
    blocks = block_names(path)
    transform = None
    if drawing_crs.isValid() and drawing_crs != working_crs:
        transform = QgsCoordinateTransform(drawing_crs, working_crs, transform_context)
    ds = _open(path, inline=True)
    layer = ds.GetLayerByName("entities") or ds.GetLayer(0)
    return [_entity(f, blocks, transform) for f in layer if not f.GetField("PaperSpace")]


def _entity(f: ogr.Feature, blocks: dict[str, str],
            transform: QgsCoordinateTransform | None) -> DrawingEntity:
    handle = str(f.GetField("EntityHandle") or "")
    subclasses = str(f.GetField("SubClasses") or "")
    kind = entity_type(subclasses)
    geom = _shapely(f.GetGeometryRef())
    if geom is not None and transform is not None:
        qgeom = QgsGeometry.fromWkt(geom.wkt)
        try:
            qgeom.transform(transform)
        except QgsCsException:
            raise DxfError(tr("DRAWING: entity {handle} could not be transformed from {crs} to the working "
                              "CRS; check DRAWING_CRS.").format(
                handle=handle, crs=transform.sourceCrs().authid())) from None
        geom = wkb.loads(bytes(qgeom.asWkb()))
    text = str(f.GetField("Text") or "") if kind in ("TEXT", "MTEXT", "ATTRIB") else ""
    return DrawingEntity(layer=str(f.GetField("Layer") or "0"), entity=kind, handle=handle, geometry=geom,
                         text=text, block=blocks.get(handle, ""),
                         circle="AcDbCircle" in subclasses and "AcDbArc" not in subclasses)
