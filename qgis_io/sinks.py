"""Core model -> feature sinks, with exactly the fields of DESIGN.md's public contract.

Types: ids and text are strings, lengths/areas/angles doubles, flags and counts integers,
`source_fid` a 64-bit integer. Geometry types follow the contract: tie lines, water-rights lines
and reach lines are LineString, rights areas and envelopes Polygon; a core geometry that comes
back multi-part (a reach line cut in two by an odd rights area) is written as one feature per
part with the same attributes (`area_sqft` then that part's area), an empty one as a feature with
no geometry, so every lakeshore parcel still has its row.

VIOLATIONS is MultiPolygon. A finding's geometry may be a polygon (the part past the reach,
a swing circle), a line or a point; QGIS cannot hold those in one layer reliably (measured in
QGIS 3.40: a memory sink of type Unknown is invalid, a GeometryCollection layer is not drawn
and cannot be written to Shapefile, a GeoPackage GEOMETRY layer opens as one sub-layer per
type). So polygons are written as they are and a point or line finding as a small disc / band
around it (3 ft radius, 3 ft wide: display only, the measured values are in the attributes) —
the same marks the panel's live Violations layer uses.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import shapely
from qgis.core import (
    Qgis,
    QgsFeature,
    QgsFeatureSink,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessingException,
)
from qgis.PyQt.QtCore import QCoreApplication, QMetaType, QVariant
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from ..core.compat import zip_strict
from ..core.model import (
    Allowance,
    Envelope,
    ReachLine,
    RightsArea,
    TieLine,
    Violation,
    WaterRightsLine,
)
from ..core.units import units_text

POINT_MARK_FT = 3.0   # radius of the disc that marks a point finding
LINE_MARK_FT = 1.5    # half width of the band that marks a line finding

# kind -> (QMetaType.Type name, QVariant.Type name): names, so that Qt6 (no QVariant.Type) never
# reads the QVariant side.
_TYPES = {"string": ("QString", "String"), "double": ("Double", "Double"),
          "int": ("Int", "Int"), "int64": ("LongLong", "LongLong")}


def _field(name: str, kind: str) -> QgsField:
    """QgsField by QMetaType where QGIS has that constructor (3.38+), else by QVariant (3.34..3.36)."""
    meta_name, variant_name = _TYPES[kind]
    if Qgis.QGIS_VERSION_INT >= 33800:
        return QgsField(name, getattr(QMetaType.Type, meta_name))
    return QgsField(name, getattr(QVariant, variant_name))


def make_fields(spec: Sequence[tuple[str, str]]) -> QgsFields:
    fields = QgsFields()
    for name, kind in spec:
        fields.append(_field(name, kind))
    return fields


# The contract (DESIGN.md "Algorithms and outputs"): name -> (fields, geometry type).
TIE_LINE_FIELDS = (("parcel_id", "string"), ("length_ft", "double"))
WATER_RIGHTS_LINE_FIELDS = (
    ("parcel_a", "string"), ("parcel_b", "string"), ("azimuth_deg", "double"),
    ("waterside_angle_deg", "double"), ("length_ft", "double"), ("modified", "int"),
    ("note", "string"),
)
# The WATER_RIGHTS_LINES output: the contract's fields, then the tie point's repair alone
# (`note` is the repair, then the line's own note), so checklayout can take the two apart.
WATER_RIGHTS_LINE_OUTPUT_FIELDS = (*WATER_RIGHTS_LINE_FIELDS, ("repair_note", "string"))
RIGHTS_AREA_FIELDS = (("parcel_id", "string"), ("area_sqft", "double"),
                      ("closes_at_ft", "double"), ("modified", "int"))
# The RIGHTS_AREAS output: the contract's fields, then what checklayout needs to rebuild the
# water-rights result from them (issue #13): the area's note (a road end's says what it is),
# the MHW length within the parcel (a frontage by shoreline), and the law it was computed
# under with the key of that law's water-rights settings (qgis_io/rights_input.py).
RIGHTS_AREA_OUTPUT_FIELDS = (*RIGHTS_AREA_FIELDS, ("note", "string"), ("shoreline_ft", "double"),
                             ("law", "string"), ("law_key", "string"))
REACH_LINE_FIELDS = (("parcel_id", "string"), ("reach_ft", "double"))
ENVELOPE_FIELDS = (("parcel_id", "string"), ("setback_ft", "double"), ("reach_ft", "double"),
                   ("area_sqft", "double"))
ALLOWANCE_FIELDS = (
    ("parcel_id", "string"), ("land_use", "string"), ("frontage_ft", "double"),
    ("frontage_method", "string"), ("eligible", "int"), ("docks_allowed", "int"),
    ("boats_allowed", "int"), ("buoys_allowed", "int"), ("max_dock_area_sqft", "double"),
    ("consolidated_dock_area_sqft", "double"), ("extra_small_dock", "int"), ("note", "string"),
)
# The layout layers (the panel's New layout…, suggestlayout's STRUCTURES and BUOYS): DESIGN.md's
# fields plus enclosed_sides, second_floor, existing and shared_with.
# Added after the contract's fields where a row is a lakeshore parcel: every parcel id of a
# parcel with stacked units (condominium units, core/units.py), ';'-separated; NULL otherwise.
UNITS_FIELD = ("units", "string")
TIE_LINE_OUTPUT_FIELDS = (*TIE_LINE_FIELDS, UNITS_FIELD)
RIGHTS_AREA_LAYER_FIELDS = (*RIGHTS_AREA_OUTPUT_FIELDS, UNITS_FIELD)
REACH_LINE_OUTPUT_FIELDS = (*REACH_LINE_FIELDS, UNITS_FIELD)
ENVELOPE_OUTPUT_FIELDS = (*ENVELOPE_FIELDS, UNITS_FIELD)
ALLOWANCE_OUTPUT_FIELDS = (*ALLOWANCE_FIELDS, UNITS_FIELD)
LAYOUT_STRUCTURE_FIELDS: tuple[tuple[str, str], ...] = (
    ("kind", "string"), ("dock_id", "string"), ("part", "string"), ("construction", "string"),
    ("height_ft", "double"), ("roof_pitch", "double"), ("slips", "int"), ("parcel_id", "string"),
    ("enclosed_sides", "int"), ("second_floor", "int"), ("existing", "int"), ("shared_with", "string"),
)
LAYOUT_BUOY_FIELDS: tuple[tuple[str, str], ...] = (
    ("vessel_length_ft", "double"), ("rode_length_ft", "double"), ("parcel_id", "string"),
)
VIOLATION_FIELDS = (
    ("parcel_id", "string"), ("source_layer", "string"), ("source_fid", "int64"),
    ("rule", "string"), ("section", "string"), ("severity", "string"), ("measured", "double"),
    ("limit", "double"), ("unit", "string"), ("message", "string"),
)

LINE = Qgis.WkbType.LineString
POLYGON = Qgis.WkbType.Polygon
MULTIPOLYGON = Qgis.WkbType.MultiPolygon
NO_GEOMETRY = Qgis.WkbType.NoGeometry


def _parts(geom: BaseGeometry | None, dimension: int) -> list[BaseGeometry]:
    """The single parts of `geom` of the given dimension (1 lines, 2 polygons)."""
    if geom is None or geom.is_empty:
        return []
    if hasattr(geom, "geoms"):
        out: list[BaseGeometry] = []
        for g in geom.geoms:
            out.extend(_parts(g, dimension))
        return out
    if geom.geom_type == "LinearRing":
        geom = shapely.LineString(geom.coords)
    return [geom] if shapely.get_dimensions(geom) == dimension else []


# Features go to a sink a batch at a time: one addFeatures call per batch instead of one
# addFeature per feature, with the batch's memory bounded on a 50,000-parcel lake.
BATCH_SIZE = 4096

# shapely type ids: the one geometry type each output holds
LINESTRING_ID, POLYGON_ID, MULTIPOLYGON_ID = 1, 3, 6
_ONE_PART_TYPE = {1: LINESTRING_ID, 2: POLYGON_ID}   # dimension -> its one-part type


def _array(geoms: Sequence[BaseGeometry | None]) -> np.ndarray:
    # fromiter: np.array(list) probes every element for the sequence protocol (50x slower)
    return np.fromiter(geoms, dtype=object, count=len(geoms))


def _write(sink: QgsFeatureSink, fields: QgsFields, values: Sequence[list[Any]],
           geoms: Sequence[BaseGeometry | None] | None = None, type_id: int = -1) -> int:
    """One feature per row of `values`, with the matching geometry of `geoms` (none if omitted);
    a missing or empty geometry gives a feature without one (as to_qgs does).

    Batched, with the 2D WKB of all geometries from one shapely call. A geometry not of the
    output's type (`type_id`) is handed over alone, as every feature was before batching: a sink
    that refuses it (a memory layer, a file writer) stops at it for the rest of a batch."""
    n = len(values)
    wkbs: list[bytes | None] = [None] * n
    odd = [False] * n
    if geoms is not None:
        arr = _array(geoms)
        present = ~shapely.is_missing(arr) & ~shapely.is_empty(arr)
        index = np.flatnonzero(present)
        if index.size:
            # 2D, and explicit: see convert.to_qgs.
            for i, wkb in zip_strict(index.tolist(), shapely.to_wkb(arr[index], output_dimension=2).tolist()):
                wkbs[i] = wkb
            odd = (present & (shapely.get_type_id(arr) != type_id)).tolist()
    for start in range(0, n, BATCH_SIZE):
        batch: list[QgsFeature] = []
        end = min(start + BATCH_SIZE, n)
        for row, wkb, alone in zip_strict(values[start:end], wkbs[start:end], odd[start:end]):
            feature = QgsFeature(fields)
            try:
                feature.setAttributes(row)
            except (OverflowError, SystemError, TypeError) as exc:   # a count past 64 bits...
                raise QgsProcessingException(QCoreApplication.translate(
                    "ShorelineLayout",
                    "A row could not be written: a value of {row} does not fit its field ({why}); no row "
                    "is left out silently, so the run stops. Check the input that gave it.").format(
                        row=repr(row), why=exc)) from None
            if wkb is not None:
                geometry = QgsGeometry()
                geometry.fromWkb(wkb)
                feature.setGeometry(geometry)
            if alone:
                if batch:
                    sink.addFeatures(batch, QgsFeatureSink.Flag.FastInsert)
                    batch = []
                sink.addFeature(feature, QgsFeatureSink.Flag.FastInsert)
            else:
                batch.append(feature)
        if batch:
            sink.addFeatures(batch, QgsFeatureSink.Flag.FastInsert)
    return n


def _flag(value: bool) -> int:
    return 1 if value else 0


def _num(value: float | None) -> float | None:
    return None if value is None else float(value)


def _units(fields: QgsFields, units: Mapping[str, Sequence[str]] | None) -> Callable[[str | None], list[Any]]:
    """The `units` column of a parcel row where `fields` has it (UNITS_FIELD, last): its units,
    ';'-separated, or NULL; nothing where the fields have no such column."""
    if fields.indexOf(UNITS_FIELD[0]) < 0:
        return lambda _pid: []
    units = units or {}

    def column(pid: str | None) -> list[Any]:
        u = units.get(pid) if pid is not None else None
        return [units_text(u) if u else None]
    return column


def write_tie_lines(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[TieLine],
                    units: Mapping[str, Sequence[str]] | None = None) -> int:
    rows = list(rows)
    col = _units(fields, units)
    return _write(sink, fields, [[t.parcel_id, float(t.length_ft), *col(t.parcel_id)] for t in rows],
                  [t.geometry for t in rows], LINESTRING_ID)


def write_water_rights_lines(sink: QgsFeatureSink, fields: QgsFields,
                             rows: Iterable[WaterRightsLine]) -> int:
    """The contract's fields, and repair_note where `fields` has it (the output's)."""
    rows = list(rows)
    extra = len(fields) > len(WATER_RIGHTS_LINE_FIELDS)
    return _write(sink, fields,
                  [[ln.parcel_a, ln.parcel_b, float(ln.azimuth_deg), float(ln.waterside_angle_deg),
                    float(ln.length_ft), _flag(ln.modified), ln.output_note() or None,
                    *([ln.repair_note or None] if extra else [])] for ln in rows],
                  [ln.geometry for ln in rows], LINESTRING_ID)


def _write_split(sink: QgsFeatureSink, fields: QgsFields, geoms: list[BaseGeometry | None],
                 dimension: int, values: list[list[Any]], area_index: int | None = None) -> int:
    """Per row, one feature per single part of its geometry (area recomputed per part when
    there are several), or one without geometry when it has none."""
    arr = _array(geoms)
    # Most rows are one non-empty part already: only the others are taken apart one by one.
    one_part = (shapely.get_type_id(arr) == _ONE_PART_TYPE[dimension]) & ~shapely.is_empty(arr)
    out_values: list[list[Any]] = []
    out_geoms: list[BaseGeometry | None] = []
    for geom, row, single in zip_strict(geoms, values, one_part.tolist()):
        if single:
            out_values.append(row)
            out_geoms.append(geom)
            continue
        parts = _parts(geom, dimension)
        if not parts:
            out_values.append(row)
            out_geoms.append(None)
        for part in parts:
            row_of_part = list(row)
            if area_index is not None and len(parts) > 1:
                row_of_part[area_index] = float(part.area)
            out_values.append(row_of_part)
            out_geoms.append(part)
    return _write(sink, fields, out_values, out_geoms, _ONE_PART_TYPE[dimension])


def write_rights_areas(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[RightsArea],
                       shoreline_ft: dict[str, float] | None = None,
                       law: tuple[str, str] | None = None,
                       units: Mapping[str, Sequence[str]] | None = None) -> int:
    """The contract's fields, and where `fields` has them (RIGHTS_AREA_OUTPUT_FIELDS) the note,
    the parcel's MHW length (`shoreline_ft`, WaterRightsResult.shoreline_length_in_parcel_ft)
    and the (law, law_key) it was computed under (NULL when not given)."""
    rows = list(rows)
    lengths = shoreline_ft or {}
    name, key = law if law is not None else (None, None)
    extra = len(fields) > len(RIGHTS_AREA_FIELDS)
    col = _units(fields, units)
    return _write_split(sink, fields, [ra.geometry for ra in rows], 2,
                        [[ra.parcel_id, float(ra.area_sqft), _num(ra.closes_at_ft), _flag(ra.modified),
                          *([ra.note or None, _num(lengths.get(ra.parcel_id) if ra.parcel_id else None),
                             name, key] if extra else []), *col(ra.parcel_id)]
                         for ra in rows], area_index=1)


def write_reach_lines(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[ReachLine],
                      units: Mapping[str, Sequence[str]] | None = None) -> int:
    rows = list(rows)
    col = _units(fields, units)
    return _write_split(sink, fields, [r.geometry for r in rows], 1,
                        [[r.parcel_id, float(r.reach_ft), *col(r.parcel_id)] for r in rows])


def write_envelopes(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[Envelope],
                    units: Mapping[str, Sequence[str]] | None = None) -> int:
    rows = list(rows)
    col = _units(fields, units)
    return _write_split(sink, fields, [e.geometry for e in rows], 2,
                        [[e.parcel_id, float(e.setback_ft), float(e.reach_ft), float(e.area_sqft),
                          *col(e.parcel_id)] for e in rows], area_index=3)


def _limit(value: float, cast: type) -> Any | None:
    """The core writes -1 (NO_LIMIT) where the law sets no number: NULL in a table."""
    return None if value is None or value < 0 else cast(value)


def write_allowances(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[Allowance]) -> int:
    """One row per parcel; a count or area the law leaves to site plan review is NULL."""
    rows = list(rows)
    col = _units(fields, {a.parcel_id: a.units for a in rows if a.units})
    return _write(sink, fields, [
        [a.parcel_id, a.land_use, float(a.frontage_ft), a.frontage_method,
         _flag(a.eligible), _limit(a.docks_allowed, int), _limit(a.boats_allowed, int),
         _limit(a.buoys_allowed, int), _limit(a.max_dock_area_sqft, float),
         float(a.consolidated_dock_area_sqft), _flag(a.extra_small_dock), a.note or None, *col(a.parcel_id)]
        for a in rows])


def write_audit(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[Any]) -> int:
    """The lake audit (core/audit.AuditRow): one MultiPolygon per lakeshore parcel, its values
    by the sink's field names (NULL where the law sets no number)."""
    rows = list(rows)
    names = fields.names()
    records = [r.record() for r in rows]
    return _write(sink, fields, [[rec[name] for name in names] for rec in records],
                  [_multipolygon(r.geometry) for r in rows], MULTIPOLYGON_ID)


def _multipolygon(geom: BaseGeometry | None) -> MultiPolygon | None:
    parts = _parts(geom, 2) if geom is not None and not geom.is_empty else []
    return MultiPolygon(parts) if parts else None


def violation_geometry(geom: BaseGeometry | None) -> MultiPolygon | None:
    """A finding's geometry as a MultiPolygon: polygons as they are, points and lines marked."""
    if geom is None or geom.is_empty:
        return None
    polys: list[Polygon] = []
    for part in _parts(geom, 2):
        polys.append(part)
    for part in _parts(geom, 1):
        band = part.buffer(LINE_MARK_FT, cap_style="flat")
        polys.extend(_parts(band, 2))
    for part in _parts(geom, 0):
        polys.extend(_parts(part.buffer(POINT_MARK_FT, quad_segs=8), 2))
    polys = [p for p in polys if p.area > 0]
    return MultiPolygon(polys) if polys else None


def write_violations(sink: QgsFeatureSink, fields: QgsFields, rows: Iterable[Violation]) -> int:
    rows = list(rows)
    return _write(sink, fields,
                  [[v.parcel_id, v.source_layer, v.source_fid, v.rule, v.section, v.severity,
                    _num(v.measured), _num(v.limit), v.unit, v.message] for v in rows],
                  [violation_geometry(v.geometry) for v in rows], MULTIPOLYGON_ID)
