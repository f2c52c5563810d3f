"""A waterrightslines run read back: its RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES layers
as the WaterRightsResult checklayout checks against, so a Graphical Modeler chain computes the
water-rights geometry once (issue #13).

What the check reads of a result is rebuilt from the layers' fields: the rights areas (geometry,
modified, closes_at_ft, note), the lines (parcels, geometry, modified, note), the tie lines'
lengths, the MHW length in each parcel, the lakeshore parcels in shore order (RIGHTS_AREAS has one
row per lakeshore parcel, in that order) and the road ends' strips. The MHW mark as used and the
jurisdiction come from SHORELINE, as the construction makes them. Tie points, reach lines and
envelopes are not read: the check measures the reach from the mark itself.

Layers that do not belong to this lake, tax map or law are refused with a sentence: a precomputed
result that does not match would be a silent wrong answer.
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

import numpy as np
import shapely
from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCoordinateTransformContext,
    QgsCsException,
    QgsFeatureRequest,
    QgsFeatureSource,
    QgsProcessingException,
    QgsProcessingFeatureSource,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication
from shapely.geometry import LineString, MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from ..core.compat import zip_strict
from ..core.geometry.jurisdiction import jurisdiction_area
from ..core.geometry.shoreline import Shoreline, normalise_pieces
from ..core.model import Parcel, RightsArea, TieLine, WaterRightsLine, WaterRightsResult
from . import sinks
from .convert import id_text, py_value, to_shapely
from .translation import one_or_many

# How far a tie line's end may lie from the MHW mark (ft): a tie point is on the mark; a layer
# reprojected on the way may move it by a hundredth. Farther, the layers are of another shore.
ON_THE_MARK_FT = 0.05


def law_of(profile: Any) -> tuple[str, str]:
    """(the law's name, the key of its water-rights settings): what RIGHTS_AREAS records in
    `law` and `law_key`. Two profiles with equal settings build the same lines, so the key is of
    the settings (GeometrySettings: reach, setbacks, 200 ft rule, projection, excluded water)."""
    settings = profile.geometry_settings()
    return str(profile.name), hashlib.sha256(repr(settings).encode("utf-8")).hexdigest()[:12]


def _names(source: QgsFeatureSource) -> list[str]:
    return [f.name() for f in source.fields()]


def layer_problem(parameter: str, source: QgsFeatureSource | None, kind: str) -> str:
    """Why `source` cannot be the `parameter` output of waterrightslines ('' if it can): the
    geometry type and the fields this version writes."""
    if source is None:
        return ""
    wanted = {"RIGHTS_AREAS": (Qgis.GeometryType.Polygon, sinks.RIGHTS_AREA_OUTPUT_FIELDS),
              "WATER_RIGHTS_LINES": (Qgis.GeometryType.Line,
                                     sinks.WATER_RIGHTS_LINE_OUTPUT_FIELDS),
              "TIE_LINES": (Qgis.GeometryType.Line, sinks.TIE_LINE_FIELDS)}[parameter]
    name = source.sourceName()
    gtype = QgsWkbTypes.geometryType(source.wkbType())
    if gtype != wanted[0]:
        return QCoreApplication.translate(
            "ShorelineLayout",
            "{parameter}: '{name}' is a {actual} layer; it must be the {kind} layer {parameter} of a "
            "waterrightslines run.").format(
            parameter=parameter, name=name, kind=kind,
            actual=QgsWkbTypes.geometryDisplayString(gtype).lower())
    missing = [f for f, _ in wanted[1] if f not in _names(source)]
    if missing:
        return one_or_many(len(missing), QCoreApplication.translate(
            "ShorelineLayout",
            "{parameter}: '{name}' has no field {fields}: it is not the {parameter} output of "
            "waterrightslines (or was written by an older version). Run waterrightslines on this lake "
            "and give its {parameter}."), QCoreApplication.translate(
            "ShorelineLayout",
            "{parameter}: '{name}' has no fields {fields}: it is not the {parameter} output of "
            "waterrightslines (or was written by an older version). Run waterrightslines on this lake "
            "and give its {parameter}.")).format(
            parameter=parameter, name=name, fields=", ".join(missing))
    return ""


def _rows(source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem,
          transform_context: QgsCoordinateTransformContext
          ) -> Iterator[tuple[dict[str, Any], BaseGeometry | None]]:
    """Every feature, with or without geometry (a parcel whose area could not be built has a row
    without one), as ({field: value}, shapely geometry in the working CRS)."""
    names = _names(source)
    transform = None
    if source.sourceCrs().isValid() and source.sourceCrs() != crs:
        transform = QgsCoordinateTransform(source.sourceCrs(), crs, transform_context)
    request = QgsFeatureRequest()
    features = (source.getFeatures(request, QgsProcessingFeatureSource.Flag.FlagSkipGeometryValidityChecks)
                if isinstance(source, QgsProcessingFeatureSource) else source.getFeatures(request))
    for feature in features:
        geometry = feature.geometry()
        if transform is not None and not geometry.isNull():
            try:
                geometry.transform(transform)
            except QgsCsException:
                raise QgsProcessingException(QCoreApplication.translate(
                    "ShorelineLayout",
                    "'{name}': feature {fid} could not be transformed to the working CRS {crs}.").format(
                    name=source.sourceName(), fid=feature.id(), crs=crs.authid())) from None
        yield dict(zip_strict(names, (py_value(v) for v in feature.attributes()))), to_shapely(geometry)


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _number(value: Any) -> float | None:
    return None if value is None else float(value)


def _short(items: list[str], limit: int = 12) -> str:
    shown = ", ".join(items[:limit])
    if len(items) <= limit:
        return shown
    return shown + QCoreApplication.translate("ShorelineLayout", " and {n} more").format(n=len(items) - limit)


def _areas(source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem, tc: QgsCoordinateTransformContext,
           key: str, profile_name: str
           ) -> tuple[list[RightsArea], list[RightsArea], dict[str, float]]:
    """(the parcels' rights areas in shore order, the road ends' strips, MHW length per parcel),
    a parcel's parts (sinks write one feature per part) joined again."""
    parts: dict[str, list[BaseGeometry]] = {}
    first: dict[str, dict[str, Any]] = {}
    area: dict[str, float] = {}
    strips: list[RightsArea] = []
    laws: dict[str, str] = {}
    previous: str | None = None
    for row, geom in _rows(source, crs, tc):
        laws.setdefault(_text(row["law_key"]), _text(row["law"]))
        pid = id_text(row["parcel_id"])
        polygons = [g for g in shapely.get_parts(geom).tolist()
                    if g.geom_type == "Polygon" and not g.is_empty] if geom is not None else []
        if pid is None:
            previous = None
            note = _text(row["note"])
            if strips and strips[-1].note == note and polygons and not strips[-1].geometry.is_empty:
                last = strips[-1]          # another part of the same strip
                last.geometry = MultiPolygon([*shapely.get_parts(last.geometry).tolist(), *polygons])
                last.area_sqft += float(row["area_sqft"] or 0.0)
                continue
            strips.append(RightsArea(None, _polygon(polygons), float(row["area_sqft"] or 0.0),
                                     _number(row["closes_at_ft"]), modified=bool(row["modified"]),
                                     note=note))
            continue
        if pid in first and pid != previous:
            # a parcel's parts are written one after another: apart, it is two runs in one layer
            raise QgsProcessingException(QCoreApplication.translate(
                "ShorelineLayout",
                "RIGHTS_AREAS: '{name}' holds the rights area of parcel {pid} twice, apart: it is not "
                "the output of one waterrightslines run. Give the RIGHTS_AREAS of one run.").format(
                name=source.sourceName(), pid=pid))
        previous = pid
        first.setdefault(pid, row)
        parts.setdefault(pid, []).extend(polygons)
        area[pid] = area.get(pid, 0.0) + float(row["area_sqft"] or 0.0)
    if "" in laws:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS: '{name}' does not say which law it was computed under (law_key is empty: the "
            "layer was written by the panel or an older version, or edited), so it cannot be checked "
            "against PROFILE '{profile}'. Run waterrightslines with PROFILE {profile} and give its "
            "outputs.").format(name=source.sourceName(), profile=profile_name))
    if laws and set(laws) != {key}:
        recorded = " / ".join(f"'{law}'" for k, law in laws.items() if k != key)
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS: '{name}' was computed under the law {recorded}, whose water-rights settings "
            "(reach, setbacks, 200 ft rule, jurisdiction) are not those of PROFILE '{profile}': the check "
            "would measure against other lines. Run waterrightslines with PROFILE {profile} and give its "
            "outputs, or check with the PROFILE they were computed with.").format(
            name=source.sourceName(), recorded=recorded, profile=profile_name))
    areas = [RightsArea(pid, _polygon(parts[pid]), area[pid], _number(row["closes_at_ft"]),
                        modified=bool(row["modified"]), note=_text(row["note"]))
             for pid, row in first.items()]
    lengths = {pid: float(row["shoreline_ft"]) for pid, row in first.items()
               if row["shoreline_ft"] is not None}
    return areas, strips, lengths


def _polygon(polygons: list[BaseGeometry]) -> BaseGeometry:
    if not polygons:
        return Polygon()
    return polygons[0] if len(polygons) == 1 else MultiPolygon(polygons)


def _lines(source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem,
           tc: QgsCoordinateTransformContext) -> list[WaterRightsLine]:
    out = []
    for i, (row, geom) in enumerate(_rows(source, crs, tc)):
        note, repair = _text(row["note"]), _text(row["repair_note"])
        # `note` is "repair; the line's own note" (WaterRightsLine.output_note): the check quotes
        # the line's own
        own = note[len(repair):].removeprefix("; ") if repair and note.startswith(repair) else note
        line = geom if isinstance(geom, LineString) else (
            shapely.line_merge(geom) if geom is not None else LineString())
        out.append(WaterRightsLine(
            tie_index=i, geometry=line, parcel_a=id_text(row["parcel_a"]), parcel_b=id_text(row["parcel_b"]),
            azimuth_deg=float(row["azimuth_deg"] or 0.0),
            waterside_angle_deg=float(row["waterside_angle_deg"] or 0.0),
            length_ft=float(row["length_ft"] or 0.0), modified=bool(row["modified"]), note=own,
            repair_note=repair))
    return out


def _tie_lines(source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem,
               tc: QgsCoordinateTransformContext) -> list[TieLine]:
    return [TieLine(id_text(row["parcel_id"]) or "", geom if geom is not None else LineString(),
                    float(row["length_ft"] or 0.0))
            for row, geom in _rows(source, crs, tc)]


def water_rights_from_layers(rights_areas: QgsFeatureSource, lines: QgsFeatureSource,
                             tie_lines: QgsFeatureSource, shoreline: BaseGeometry, parcels: list[Parcel],
                             profile: Any, crs: QgsCoordinateReferenceSystem,
                             transform_context: QgsCoordinateTransformContext) -> WaterRightsResult:
    """The WaterRightsResult the three layers of one waterrightslines run describe, for the check
    of `parcels` on `shoreline` (the lake as read for this run) under `profile`. Raises
    QgsProcessingException with one sentence where they do not match (another law, tax map or
    lake, or layers of different runs)."""
    for parameter, source, kind in (("RIGHTS_AREAS", rights_areas, "polygon"),
                                    ("WATER_RIGHTS_LINES", lines, "line"), ("TIE_LINES", tie_lines, "line")):
        problem = layer_problem(parameter, source, kind)
        if problem:
            raise QgsProcessingException(problem)
    name, key = law_of(profile)
    areas, strips, lengths = _areas(rights_areas, crs, transform_context, key, name)
    if not areas:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS: '{name}' has no rights area of a parcel: give the RIGHTS_AREAS of a "
            "waterrightslines run on this lake.").format(name=rights_areas.sourceName()))
    by_id = {p.parcel_id: p for p in parcels}
    lakeshore = [ra.parcel_id for ra in areas if ra.parcel_id is not None]
    unknown = [pid for pid in lakeshore if pid not in by_id]
    if unknown:
        raise QgsProcessingException(one_or_many(len(unknown), QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS names {n} parcel that PARCELS does not have ({ids}): it was computed from "
            "another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS "
            "(with the same PARCEL_ID_FIELD) and give its outputs."), QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS names {n} parcels that PARCELS does not have ({ids}): it was computed from "
            "another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS "
            "(with the same PARCEL_ID_FIELD) and give its outputs.")).format(
            n=len(unknown), ids=_short(unknown)))
    settings = profile.geometry_settings()
    near = settings.lakeshore_tolerance_ft + settings.snap_tolerance_ft + 1.0
    built = [ra for ra in areas if not ra.geometry.is_empty]
    with np.errstate(invalid="ignore"):     # GEOS's floating-point flags on touching geometry
        gap = shapely.distance([ra.geometry for ra in built], [by_id[ra.parcel_id].geometry for ra in built])
    apart = [ra.parcel_id for ra, d in zip_strict(built, gap.tolist()) if d > near]
    if apart:
        raise QgsProcessingException(one_or_many(len(apart), QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS: the rights area of {ids} does not touch its parcel in PARCELS: the layer "
            "is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and "
            "this SHORELINE and give its outputs."), QCoreApplication.translate(
            "ShorelineLayout",
            "RIGHTS_AREAS: the rights areas of {ids} do not touch their parcels in PARCELS: the layer "
            "is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and "
            "this SHORELINE and give its outputs.")).format(ids=_short(apart)))

    wr_lines = _lines(lines, crs, transform_context)
    ties = _tie_lines(tie_lines, crs, transform_context)
    known = set(lakeshore)
    strays = sorted({pid for ln in wr_lines for pid in (ln.parcel_a, ln.parcel_b) if pid and pid not in known}
                    | {t.parcel_id for t in ties if t.parcel_id not in known})
    if strays:
        raise QgsProcessingException(one_or_many(len(strays), QCoreApplication.translate(
            "ShorelineLayout",
            "WATER_RIGHTS_LINES / TIE_LINES name a parcel RIGHTS_AREAS does not have ({ids}): the three "
            "layers must come from one waterrightslines run."), QCoreApplication.translate(
            "ShorelineLayout",
            "WATER_RIGHTS_LINES / TIE_LINES name parcels RIGHTS_AREAS does not have ({ids}): the three "
            "layers must come from one waterrightslines run.")).format(ids=_short(strays)))

    shore = Shoreline(normalise_pieces(shoreline)).geometry()
    ends = [shapely.get_point(t.geometry, i) for t in ties if not t.geometry.is_empty for i in (0, -1)]
    with np.errstate(invalid="ignore"):
        off = shapely.distance(ends, shore).tolist() if ends else []
    if off and max(off) > ON_THE_MARK_FT:
        n_off = sum(1 for d in off if d > ON_THE_MARK_FT)
        raise QgsProcessingException(one_or_many(n_off, QCoreApplication.translate(
            "ShorelineLayout",
            "TIE_LINES: {n} tie point lies off this SHORELINE (up to {ft:.2f} ft): the water-rights "
            "layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give "
            "its outputs."), QCoreApplication.translate(
            "ShorelineLayout",
            "TIE_LINES: {n} tie points lie off this SHORELINE (up to {ft:.2f} ft): the water-rights "
            "layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give "
            "its outputs.")).format(n=n_off, ft=max(off)))

    water = shoreline if isinstance(shoreline, (Polygon, MultiPolygon)) else None
    return WaterRightsResult(
        lakeshore_parcels=lakeshore, tie_points=[], tie_lines=ties, lines=wr_lines, rights_areas=areas,
        reach_lines=[], envelopes=[], messages=[], shoreline=shore, shoreline_length_in_parcel_ft=lengths,
        unparcelled=strips,
        jurisdiction_of=lambda: jurisdiction_area(shore, settings.projection_ft, settings.excluded_water,
                                                  water))
