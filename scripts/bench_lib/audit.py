"""The lake audit on a whole real shore (issue #16): Keuka's GSHHG outline with the generated tax
map of tests/core/reallake.py (about 2,500 parcels, 2,100 of them on the shore) and the
generated inventory of tests/core/auditgen.py (existing docks, most compliant, every 8th past
the reach: nonconforming, every 13th proposed past it: a violation; a buoy on every 3rd parcel).

Two figures: the core's share (check_layout + audit_lake on the computed water rights) and
`qgis_process run shorelinelayout:lakeaudit` end to end, GeoPackages in, AUDIT GeoPackage and
CSV out (start-up included). The per-state counts are read back from the CSV, and both must
equal the core's: a wrong count is an error, not a figure.
"""
from __future__ import annotations

import csv
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shapely

from .qgis_runs import QgisProcess, fresh, gpkg_count, write_lake

TESTS_CORE = Path(__file__).resolve().parents[2] / "tests" / "core"
ALGORITHM = "shorelinelayout:lakeaudit"


@dataclass
class AuditLake:
    lake: Any                      # reallake.RealLake
    wr: Any
    inventory: Any                 # auditgen.Inventory


def make(name: str = "keuka", seed: int = 1, shore_ft: float = 0.0) -> AuditLake:
    """The lake, its water rights and its inventory; `shore_ft` > 0: only that much of the shore
    (the bench's own smoke test)."""
    if str(TESTS_CORE) not in sys.path:
        sys.path.append(str(TESTS_CORE))
    from auditgen import inventory
    from reallake import make_real_lake

    from shoreline_layout.core.profiles.loader import load_profile
    from shoreline_layout.core.water_rights import compute_water_rights

    lake = make_real_lake(name, seed, s_range=(0.0, shore_ft) if shore_ft > 0 else None)
    wr = compute_water_rights(lake.parcels, lake.lake, load_profile(name).geometry_settings())
    return AuditLake(lake, wr, inventory(wr))


def core_audit(profile: Any, al: AuditLake) -> Any:
    """check_layout and audit_lake, as the algorithm calls them after the water rights."""
    from shoreline_layout.core.audit import audit_lake
    from shoreline_layout.core.rules.check import check_layout

    inv = al.inventory
    violations = check_layout(profile, al.lake.parcels, al.wr, inv.structures, inv.buoys)
    return audit_lake(profile, al.lake.parcels, al.wr, inv.structures, inv.buoys, violations)


def write_inventory(inv: Any, folder: Path, crs_epsg: int = 2261) -> tuple[Path, Path]:
    """structures.gpkg (kind, dock_id, parcel_id, existing) and buoys.gpkg, written with OGR."""
    from osgeo import ogr, osr

    ogr.UseExceptions()
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(crs_epsg)
    driver = ogr.GetDriverByName("GPKG")

    def layer_file(path: Path, geom_type: int, fields: list[tuple[str, int]], rows: list) -> None:
        path.unlink(missing_ok=True)
        ds = driver.CreateDataSource(str(path))
        layer = ds.CreateLayer(path.stem, srs, geom_type)
        for fname, ftype in fields:
            layer.CreateField(ogr.FieldDefn(fname, ftype))
        defn = layer.GetLayerDefn()
        layer.StartTransaction()
        for values, geom in rows:
            feature = ogr.Feature(defn)
            for (fname, _t), value in zip(fields, values, strict=True):
                feature.SetField(fname, value)
            feature.SetGeometry(ogr.CreateGeometryFromWkb(shapely.to_wkb(geom)))
            layer.CreateFeature(feature)
        layer.CommitTransaction()
        ds = None

    folder.mkdir(parents=True, exist_ok=True)
    structures, buoys = folder / "structures.gpkg", folder / "buoys.gpkg"
    layer_file(structures, ogr.wkbPolygon,
               [("kind", ogr.OFTString), ("dock_id", ogr.OFTString), ("parcel_id", ogr.OFTString),
                ("existing", ogr.OFTInteger)],
               [((s.kind, s.dock_id, s.parcel_id, int(s.existing)), s.geometry) for s in inv.structures])
    layer_file(buoys, ogr.wkbPoint,
               [("vessel_length_ft", ogr.OFTReal), ("rode_length_ft", ogr.OFTReal),
                ("parcel_id", ogr.OFTString)],
               [((b.vessel_length_ft, b.rode_length_ft, b.parcel_id), b.geometry) for b in inv.buoys])
    return structures, buoys


@dataclass
class QgisAudit:
    seconds: float
    cpu: float
    rows: int                      # AUDIT features written
    states: dict[str, int]         # from the CSV


def run_qgis(qp: QgisProcess, al: AuditLake, work: Path) -> QgisAudit:
    """lakeaudit through qgis_process on GeoPackages of the lake; AUDIT and CSV written."""
    lake = al.lake
    files = write_lake([p.parcel_id for p in lake.parcels], [p.geometry for p in lake.parcels],
                       [p.land_use for p in lake.parcels], lake.lake, work / "audit_lake")
    structures, buoys = write_inventory(al.inventory, work / "audit_lake")
    audit_gpkg, audit_csv = fresh([work / "audit.gpkg", work / "audit.csv"])
    seconds = qp.run(ALGORITHM, {
        "PARCELS": str(files.parcels), "SHORELINE": str(files.shoreline), "STRUCTURES": str(structures),
        "BUOYS": str(buoys), "PROFILE": "keuka", "PARCEL_ID_FIELD": "pid", "LAND_USE_FIELD": "land_use",
        "AUDIT": str(audit_gpkg), "CSV": str(audit_csv)})
    cpu = qp.last_cpu
    with open(audit_csv, newline="", encoding="utf-8") as handle:
        states = Counter(row["state"] for row in csv.DictReader(handle))
    return QgisAudit(seconds, cpu, gpkg_count(audit_gpkg), dict(states))
