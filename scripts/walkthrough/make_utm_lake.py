"""A small lake of one's own for the walkthrough's second part: twelve lots on a curving shore in
UTM zone 18N (EPSG:32618, metres), with a New York tax map's field names (SWIS_SBL, PROP_CLASS,
LAKE_FRNT in feet, OWNER) and the MHW mark as its own line layer.

    .venv/bin/python -P scripts/walkthrough/make_utm_lake.py OUT.gpkg
"""
from __future__ import annotations

import math
import sys

from osgeo import ogr, osr

ORIGIN = (331_000.0, 4_712_000.0)      # the west shore of Keuka Lake, UTM 18N
RADIUS = 900.0                         # metres: a gentle cove
LOTS = 12
LOT_M = 31.0                           # about 100 ft of shore each
DEPTH_M = 70.0
FT_PER_M = 3.28083333


def shore_point(s: float, offset: float = 0.0) -> tuple[float, float]:
    """The point `s` metres along the shore arc, `offset` metres inland (west)."""
    a = s / RADIUS
    r = RADIUS + offset
    return (ORIGIN[0] - r * math.cos(a) + RADIUS, ORIGIN[1] + r * math.sin(a))


def main(path: str) -> None:
    drv = ogr.GetDriverByName("GPKG")
    ds = drv.CreateDataSource(path)
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(32618)
    lots = ds.CreateLayer("tax_parcels", srs, ogr.wkbPolygon)
    for name, kind in (("SWIS_SBL", ogr.OFTString), ("PROP_CLASS", ogr.OFTString),
                       ("LAKE_FRNT", ogr.OFTReal), ("OWNER", ogr.OFTString)):
        lots.CreateField(ogr.FieldDefn(name, kind))
    for i in range(LOTS):
        s0, s1 = (i - LOTS / 2) * LOT_M, (i + 1 - LOTS / 2) * LOT_M
        steps = [s0 + (s1 - s0) * k / 6 for k in range(7)]
        ring = ogr.Geometry(ogr.wkbLinearRing)
        for s in steps:
            ring.AddPoint_2D(*shore_point(s))
        for s in reversed(steps):
            ring.AddPoint_2D(*shore_point(s, DEPTH_M))
        ring.AddPoint_2D(*shore_point(steps[0]))
        poly = ogr.Geometry(ogr.wkbPolygon)
        poly.AddGeometry(ring)
        f = ogr.Feature(lots.GetLayerDefn())
        f.SetField("SWIS_SBL", f"574489 {120 + i // 4}.{10 + i:02d}-1-{i + 1}")
        f.SetField("PROP_CLASS", "210" if i not in (3, 9) else "260")   # one-family; seasonal
        f.SetField("LAKE_FRNT", round(LOT_M * FT_PER_M, 1))
        f.SetField("OWNER", f"Owner {chr(65 + i)}")
        f.SetGeometry(poly)
        lots.CreateFeature(f)
    mhw = ds.CreateLayer("mhw_2024", srs, ogr.wkbLineString)
    line = ogr.Geometry(ogr.wkbLineString)
    n = 120
    for k in range(n + 1):
        s = -LOTS / 2 * LOT_M - 20 + (LOTS * LOT_M + 40) * k / n
        line.AddPoint_2D(*shore_point(s))
    f = ogr.Feature(mhw.GetLayerDefn())
    f.SetGeometry(line)
    mhw.CreateFeature(f)
    ds = None
    print("wrote", path)


if __name__ == "__main__":
    main(sys.argv[1])
