"""QGIS layers -> Shoreline Layout's core model (shared by the Processing algorithms and the UI).

Every function here takes a `QgsFeatureSource` (a `QgsVectorLayer`, or the
`QgsProcessingFeatureSource` an algorithm gets from `parameterAsSource`), transforms every
geometry into the working CRS (a projected CRS in feet, EPSG:2261 by default) with the given
transform context, and returns plain core dataclasses plus a list of `Message`s saying what was
skipped, repaired or assumed. Problems the user must fix (a field that is not there, duplicate
parcel ids, a geographic working CRS, a point layer where polygons are needed) raise
`QgsProcessingException` with one sentence that names the thing to fix; nothing here ever
writes to an input layer.

Choices made here (documented in the README):
- Features with no geometry, or an empty one, are skipped and counted in one message.
- Invalid polygons are repaired with shapely's `make_valid` (polygonal parts kept), said per feature.
- LAND_USE values are compared case-insensitively with spaces/hyphens read as underscores;
  a few synonyms the laws use for the hotel category (motel, camp, resort, private club) map to
  `hotel`; an empty value is the default `residential`; any other value is reported per feature
  and treated as `other` (the stricter setback), never silently.
- Without PARCEL_ID_FIELD the feature id is the parcel id (said once). With it, an empty or
  duplicate id is an error that names the features.
"""
from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
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
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingFeatureSource,
    QgsProcessingFeedback,
    QgsProject,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QCoreApplication, QVariant
from shapely.geometry import LineString, MultiLineString, Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import linemerge

from ..core.compat import zip_strict
from ..core.model import LAND_USES, STRUCTURE_KINDS, Buoy, Message, Parcel, Structure
from ..core.problems import InputProblem
from ..core.profiles.land_use_codes import (  # noqa: F401 - names callers use
    LAND_USE_SYNONYMS,
    LandUseRead,
    parse_code,
    read_land_use,
)
from ..core.wording import agree, count
from .crs import DEFAULT_WORKING_CRS, FEET_UNITS, working_crs_from  # noqa: F401 - names callers use
from .crs_area import outside_area_refusal
from .curves import CURVE_TOLERANCE_FT, is_curved, linear
from .translation import one_or_many

PIECE_JOIN_FT = 0.01     # shoreline piece ends this near are one point (digitizing noise, not a gap)

# The land-use synonyms (motel -> hotel, ...) and the NYS property class crosswalk are the core's
# (core/profiles/land_use_codes.py): which words mean which category is the law's business.
_DEFAULT_USE = read_land_use(None)      # no LAND_USE_FIELD: residential (DESIGN.md's default)


# ---------------------------------------------------------------- geometry bridge (WKB both ways)

def to_shapely(geometry: QgsGeometry) -> BaseGeometry | None:
    """QgsGeometry -> shapely (2D), None for a null or empty geometry."""
    if geometry is None or geometry.isNull() or geometry.isEmpty():
        return None
    geom = shapely.from_wkb(bytes(linear(geometry).asWkb()))
    return shapely.force_2d(geom)


def to_qgs(geometry: BaseGeometry | None) -> QgsGeometry:
    """shapely -> QgsGeometry; None or empty gives a null QgsGeometry."""
    if geometry is None or geometry.is_empty:
        return QgsGeometry()
    out = QgsGeometry()
    # 2D, and explicit: shapely built on GEOS >= 3.12 asks for 4 dimensions by default, which an
    # older GEOS (QGIS's, when it is the one bound in the process) refuses.
    out.fromWkb(shapely.to_wkb(geometry, output_dimension=2))
    return out


def is_null(value: Any) -> bool:
    """True for Python None, a NULL QVariant (how PyQGIS hands out NULL attributes) and ''."""
    if value is None:
        return True
    if isinstance(value, QVariant):
        return value.isNull()
    if isinstance(value, str):
        return value.strip() == ""
    return False


def py_value(value: Any) -> Any:
    """An attribute value as plain Python (NULL -> None, QDate/QDateTime -> ISO text)."""
    if is_null(value):
        return None
    if isinstance(value, QVariant):
        return value.value()
    if hasattr(value, "toString") and not isinstance(value, str):
        try:
            return value.toString("yyyy-MM-dd") if type(value).__name__ == "QDate" else value.toString()
        except TypeError:
            return str(value)
    return value


def _text(value: Any) -> str | None:
    """A field value as the user typed it, for a problem record (None: empty)."""
    value = py_value(value)
    return None if value is None else str(value)


def id_text(value: Any) -> str | None:
    """A parcel id as text: 12.0 from a numeric field is "12", text is stripped."""
    value = py_value(value)
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    text = str(value).strip()
    return text or None


def _transform_for(source: QgsFeatureSource, working_crs: QgsCoordinateReferenceSystem,
                   transform_context: QgsCoordinateTransformContext | None,
                   messages: list[Message], what: str) -> QgsCoordinateTransform | None:
    """The transform from the source's CRS to the working CRS (None when they are the same)."""
    src_crs = source.sourceCrs()
    if not src_crs.isValid() or is_undefined(src_crs):
        if _looks_like_degrees(source):
            raise QgsProcessingException(QCoreApplication.translate(
                "ShorelineLayout",
                "{what}: layer '{name}' has no CRS and its coordinates lie within ±180, ±90: they look "
                "like longitude/latitude degrees, and nothing may be measured in degrees. Set the "
                "layer's CRS (Layer Properties > Source) and run again.").format(
                    what=what, name=_name(source)))
        messages.append(Message(
            "warning", "layer_without_crs",
            f"{what} layer '{_name(source)}' has no CRS; its coordinates are taken to be in "
            f"the working CRS {working_crs.authid()}."))
        return None
    if src_crs == working_crs:
        return None
    if transform_context is None:
        transform_context = QgsProject.instance().transformContext()
    return QgsCoordinateTransform(src_crs, working_crs, transform_context)


def is_undefined(crs: QgsCoordinateReferenceSystem) -> bool:
    """GDAL's stand-ins for "no CRS" (a GeoPackage table with srs_id 0 or -1) read as valid."""
    return not crs.authid() and crs.description().startswith("Undefined ")


class OutsideAreaError(QgsProcessingException):
    """An input lies outside the working CRS's area of use (the message says where and which CRS
    to choose); a caller that has no CRS to offer (the panel) adds its own advice by this type."""


def _refuse_outside_area(source: QgsFeatureSource, read: _Features, working_crs: QgsCoordinateReferenceSystem,
                         transform_context: QgsCoordinateTransformContext | None, what: str) -> None:
    """Refuse an input that lies outside the working CRS's area of use (crs_area.py says why),
    judged on the features read (a stray feature outside its own CRS is skipped before). A layer
    without a CRS is not judged: its coordinates are taken as plane feet (a local survey grid is
    measured right wherever its numbers would put it)."""
    crs = source.sourceCrs()
    if not len(read.geoms) or not crs.isValid() or is_undefined(crs):
        return
    x0, y0, x1, y1 = (float(v) for v in shapely.total_bounds(read.geoms))
    if not all(math.isfinite(v) for v in (x0, y0, x1, y1)):
        return
    context = transform_context or QgsProject.instance().transformContext()
    refusal = outside_area_refusal(QgsRectangle(x0, y0, x1, y1), working_crs, working_crs, context, what)
    if refusal:
        raise OutsideAreaError(refusal)


def _looks_like_degrees(source: Any) -> bool:
    """True when a layer's extent fits within longitude/latitude bounds (a site in feet never does)."""
    extent_of = getattr(source, "sourceExtent", None)
    if not callable(extent_of):
        return False
    e = extent_of()
    if e is None or e.isNull():
        return False
    return -180.0 <= e.xMinimum() <= e.xMaximum() <= 180.0 and -90.0 <= e.yMinimum() <= e.yMaximum() <= 90.0


def _why_nothing(messages: list[Message]) -> str:
    """The converter's own reasons for having read nothing usable, for the error that says so."""
    codes = ("transform_failed", "empty_geometry_skipped", "layer_without_crs")
    why = [m.text for m in messages if m.code in codes]
    return (" " + " ".join(why)) if why else ""


def _name(source: Any) -> str:
    for attr in ("sourceName", "name"):
        fn = getattr(source, attr, None)
        if callable(fn):
            try:
                text = fn()
            except Exception:
                continue
            if text:
                return str(text)
    return "input"


def _require_field(source: QgsFeatureSource, field: str | None, parameter: str) -> int | None:
    """Index of a field named by a parameter; a missing field is an error naming the layer's fields."""
    if not field:
        return None
    index = source.fields().lookupField(field)
    if index < 0:
        names = ", ".join(source.fields().names()) or "none"
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "{parameter}: layer '{name}' has no field '{field}' (its fields: {names}).").format(
            parameter=parameter, name=_name(source), field=field, names=names))
    return index


def _decimal_field(fld: Any) -> bool:
    """A floating-point field (Real/Double), or a numeric one with decimals."""
    floating = fld.typeName().lower() in ("real", "double", "float", "double precision")
    return bool(fld.isNumeric()) and (floating or fld.precision() > 0)


def _require_geometry(source: QgsFeatureSource, wanted: Iterable[Any], what: str, kind: str) -> None:
    gtype = QgsWkbTypes.geometryType(source.wkbType())
    if gtype not in tuple(wanted):
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "{what} must be a {kind} layer; '{name}' is a {actual} layer.").format(
            what=what, kind=kind, name=_name(source),
            actual=QgsWkbTypes.geometryDisplayString(gtype).lower()))


def _features(source: QgsFeatureSource, attributes: list[int] | None = None):
    """All features of the source (only the given attribute indexes filled, when given). A
    Processing source would check geometry validity itself and, by default, throw from inside
    the C++ iterator: through the Python iterator that corrupts the interpreter (and can crash
    QGIS). This module repairs invalid polygons and says so per feature, so the source's own
    check is skipped."""
    request = QgsFeatureRequest()
    if attributes is not None:
        request.setSubsetOfAttributes(attributes)
    if isinstance(source, QgsProcessingFeatureSource):
        return source.getFeatures(request, QgsProcessingFeatureSource.Flag.FlagSkipGeometryValidityChecks)
    return source.getFeatures(request)


@dataclass
class _Features:
    """The usable features of a layer: ids, attributes, shapely geometries in the working CRS
    (2D), and the messages saying which were skipped (for after the reader's own messages)."""
    fids: list[int]
    attrs: list[list[Any]]
    geoms: np.ndarray
    skipped: list[Message] = field(default_factory=list)

    def __iter__(self) -> Iterator[tuple[int, list[Any], BaseGeometry]]:
        return zip_strict(self.fids, self.attrs, self.geoms.tolist())


def _read_features(source: QgsFeatureSource, transform: QgsCoordinateTransform | None,
                   feedback: QgsProcessingFeedback | None, what: str,
                   attributes: list[int] | None = None) -> _Features:
    """Every feature with a usable geometry; the others are skipped and counted. QGIS hands the
    geometries over as WKB one feature at a time; shapely reads them all in one call."""
    total = source.featureCount() or 0
    skipped_empty: list[str] = []
    failed: list[str] = []
    not_finite: list[str] = []
    curved: list[str] = []
    unreadable: list[str] = []
    fids: list[int] = []
    attrs: list[list[Any]] = []
    wkbs: list[bytes] = []
    canceled = False
    for i, feature in enumerate(_features(source, attributes)):
        if feedback is not None:
            if feedback.isCanceled():
                canceled = True
                break
            if total > 0 and i % 50 == 0:
                feedback.setProgress(100.0 * i / total)
        geometry = feature.geometry()
        if geometry is None or geometry.isNull() or geometry.isEmpty():
            skipped_empty.append(str(feature.id()))
            continue
        if transform is not None:
            geometry = QgsGeometry(geometry)
            try:
                geometry.transform(transform)
            except QgsCsException as exc:
                failed.append(f"{feature.id()} ({exc})")
                continue
            if geometry.isNull() or geometry.isEmpty():
                skipped_empty.append(str(feature.id()))
                continue
        if is_curved(geometry):      # shapely cannot read arcs: chords, in feet
            geometry = linear(geometry)
            curved.append(str(feature.id()))
        fids.append(feature.id())
        attrs.append(feature.attributes())
        wkbs.append(bytes(geometry.asWkb()))
    # A ring GEOS cannot build (NaN in its first vertex: never closed) reads as None, not a raise.
    geoms = shapely.from_wkb(np.fromiter(wkbs, dtype=object, count=len(wkbs)), on_invalid="ignore")
    unreadable_at = shapely.is_missing(geoms)
    if unreadable_at.any():
        unreadable = [str(fids[k]) for k in np.flatnonzero(unreadable_at).tolist()]
        keep = np.flatnonzero(~unreadable_at).tolist()
        fids = [fids[k] for k in keep]
        attrs = [attrs[k] for k in keep]
        geoms = geoms[~unreadable_at]
    # 2D: only the geometries with more dimensions are copied (force_2d copies every one).
    more = shapely.get_coordinate_dimension(geoms) != 2
    if more.any():
        geoms[more] = shapely.force_2d(geoms[more])
    # A transform out of the CRS's area gives infinite coordinates, not an exception.
    coords, owner = shapely.get_coordinates(geoms, return_index=True)
    finite = np.ones(len(geoms), dtype=bool)
    finite[owner[~np.isfinite(coords).all(axis=1)]] = False
    if not finite.all():
        not_finite = [str(fids[k]) for k in np.flatnonzero(~finite).tolist()]
        keep = np.flatnonzero(finite).tolist()
        fids = [fids[k] for k in keep]
        attrs = [attrs[k] for k in keep]
        geoms = geoms[finite]
    read = _Features(fids, attrs, geoms)
    if canceled:   # nothing said about skipped features: the run is being abandoned
        return read
    if unreadable:
        read.skipped.append(Message(
            "warning", "geometry_unreadable",
            f"{count(len(unreadable), 'feature')} of {what} layer '{_name(source)}' "
            f"{agree(len(unreadable), 'has', 'have')} a geometry that cannot "
            "be read (a coordinate that is not a number, or a ring that does not close) and "
            f"{agree(len(unreadable), 'was', 'were')} skipped (feature ids: {_short_list(unreadable)}). "
            f"Fix {agree(len(unreadable), 'its', 'their')} vertices.",
            feature_ids=_ints(unreadable),
            problems=_problems("geometry_unreadable", what, _ints(unreadable))))
    if curved:
        read.skipped.append(Message(
            "info", "curves_segmentized",
            f"{count(len(curved), 'feature')} of {what} layer '{_name(source)}' "
            f"{agree(len(curved), 'has', 'have')} curved edges (circular "
            f"arcs): each arc was replaced by straight segments within {CURVE_TOLERANCE_FT:g} ft of it "
            f"(feature ids: {_short_list(curved)}).", feature_ids=_ints(curved),
            problems=_problems("curves_segmentized", what, _ints(curved))))
    if skipped_empty:
        read.skipped.append(Message(
            "warning", "empty_geometry_skipped",
            f"{count(len(skipped_empty), 'feature')} of {what} layer '{_name(source)}' "
            f"{agree(len(skipped_empty), 'has no geometry and was', 'have no geometry and were')} skipped "
            f"(feature ids: {_short_list(skipped_empty)}).",
            feature_ids=_ints(skipped_empty),
            problems=_problems("empty_geometry_skipped", what, _ints(skipped_empty))))
    if not_finite:
        read.skipped.append(Message(
            "warning", "transform_failed",
            f"{count(len(not_finite), 'feature')} of {what} layer '{_name(source)}' "
            f"{agree(len(not_finite), 'has', 'have')} coordinates that "
            f"are not finite numbers in the working CRS (feature ids: {_short_list(not_finite)}) "
            f"and {agree(len(not_finite), 'was skipped: it lies', 'were skipped: they lie')} "
            "outside the area of the layer's CRS "
            f"{source.sourceCrs().authid() or '(none)'}. Check that the layer's CRS is the one its "
            "coordinates are in.", feature_ids=_ints(not_finite),
            problems=_problems("transform_failed", what, _ints(not_finite))))
    if failed:
        read.skipped.append(Message(
            "warning", "transform_failed",
            f"{count(len(failed), 'feature')} of {what} layer '{_name(source)}' could not be transformed "
            f"from its CRS {source.sourceCrs().authid() or '(none)'} to the working CRS and "
            f"{agree(len(failed), 'was', 'were')} skipped: {_short_list(failed)}. "
            "Check that the layer's CRS is the one its coordinates "
            "are in.", feature_ids=_ints(failed),
            problems=_problems("transform_failed", what, _ints(failed))))
    return read


def _problems(code: str, what: str, fids: Iterable[int]) -> tuple[InputProblem, ...]:
    """One InputProblem per feature, about its geometry."""
    return tuple(InputProblem(code, what, fid) for fid in fids)


def _ints(items: list[str]) -> tuple[int, ...]:
    """Feature ids listed as text (a failed transform's entry is "<fid> (<reason>)")."""
    return tuple(int(str(item).split(" ", 1)[0]) for item in items)


def _short_list(items: list[str], limit: int = 12) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def _polygonal(geom: BaseGeometry) -> BaseGeometry:
    """Only the polygonal parts of a geometry (make_valid may add stray lines or points)."""
    if geom.geom_type in ("Polygon", "MultiPolygon"):
        return geom
    parts = [g for g in getattr(geom, "geoms", [geom]) if g.geom_type in ("Polygon", "MultiPolygon")]
    return shapely.union_all(parts) if parts else shapely.Polygon()


def _number(value: Any, cast: Callable[[Any], Any]) -> Any:
    value = py_value(value)
    if value is None:
        return None
    try:
        return cast(float(value)) if cast is int else cast(value)
    except (TypeError, ValueError):
        raise ValueError(str(value)) from None


# ---------------------------------------------------------------- land use

def normalise_land_use(value: Any, reader: Callable[[Any], LandUseRead] = read_land_use) -> LandUseRead:
    """How a LAND_USE value reads (a category word, a synonym, or an NYS property class code
    through the crosswalk `reader` uses: the profile's, else the bundled one). The parcel takes
    its category once, here; an unknown value reads as "other", with a warning."""
    return reader(py_value(value))


# ---------------------------------------------------------------- parcels

def parcels_from_layer(
    layer: QgsFeatureSource,
    id_field: str | None = None,
    land_use_field: str | None = None,
    frontage_field: str | None = None,
    seating_field: str | None = None,
    working_crs: QgsCoordinateReferenceSystem | None = None,
    feedback: QgsProcessingFeedback | None = None,
    transform_context: QgsCoordinateTransformContext | None = None,
    other_attributes: bool = True,
    steep_slope_field: str | None = None,
    upland_near_mhw_field: str | None = None,
    land_use_reader: Callable[[Any], LandUseRead] | None = None,
) -> tuple[list[Parcel], list[Message]]:
    """Read a polygon layer of tax-map parcels into `Parcel`s in the working CRS.

    Land use is resolved here, once, by `land_use_reader` (the profile's
    Profile.land_use_reading; default: the bundled crosswalk): the parcel carries the category,
    and the value, code and how it was read as recorded facts.

    `other_attributes=False` reads only the fields named by the parameters (a tax map may have
    dozens): the parcels' `attrs` (owner, address, ...) are then left empty.

    Returns (parcels, messages). Raises QgsProcessingException for a non-polygon layer, a field
    parameter naming a field the layer lacks, or empty/duplicate ids in `id_field`."""
    working_crs = working_crs_from(working_crs)
    if layer is None:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "PARCELS: no parcel layer was given."))
    _require_geometry(layer, (Qgis.GeometryType.Polygon,), "PARCELS", "polygon")
    idx_id = _require_field(layer, id_field, "PARCEL_ID_FIELD")
    idx_use = _require_field(layer, land_use_field, "LAND_USE_FIELD")
    idx_front = _require_field(layer, frontage_field, "FRONTAGE_FIELD")
    idx_seat = _require_field(layer, seating_field, "SEATING_FIELD")
    # Canandaigua §44-5I: the survey facts of a steep slope and an upland structure near the mark
    idx_steep = _require_field(layer, steep_slope_field, "STEEP_SLOPE_FIELD")
    idx_upland = _require_field(layer, upland_near_mhw_field, "UPLAND_NEAR_MHW_FIELD")
    used = {i for i in (idx_id, idx_use, idx_front, idx_seat, idx_steep, idx_upland) if i is not None}
    names = layer.fields().names()

    messages: list[Message] = []
    if idx_use is not None and _decimal_field(layer.fields().at(idx_use)):
        # Property class codes are whole numbers (or text): a field of decimals is more likely a
        # measure (a frontage, an area) chosen by mistake, and 100.0 would read as class 100.
        messages.append(Message(
            "warning", "land_use_decimal_field",
            f"LAND_USE_FIELD '{land_use_field}' holds decimal numbers: its values are read as "
            "New York property class codes (100 = agricultural, 210 = one-family residence, ...); "
            "check that it is the tax map's property class or land-use field."))
    transform = _transform_for(layer, working_crs, transform_context, messages, "PARCELS")
    parcels: list[Parcel] = []
    null_ids: list[str] = []
    fids_by_id: dict[str, list[int]] = defaultdict(list)
    unknown_uses: dict[str, list[str]] = defaultdict(list)
    bad_numbers: list[str] = []

    read = _read_features(layer, transform, feedback, "PARCELS",
                          None if other_attributes else sorted(used))
    _refuse_outside_area(layer, read, working_crs, transform_context, "PARCELS")
    # One GEOS call each for all the parcels, not one per parcel.
    valid = shapely.is_valid(read.geoms).tolist()
    empty = shapely.is_empty(read.geoms).tolist()
    reader = land_use_reader or read_land_use
    land_uses: dict[str, LandUseRead] = {}   # a lake has a handful of distinct values
    for (fid, attrs, geom), is_valid, is_empty in zip_strict(read, valid, empty):
        if idx_id is None:
            pid: str | None = str(fid)
        else:
            value = attrs[idx_id]
            # what id_text gives a text value, without its checks for NULL and numbers
            pid = (value.strip() or None) if type(value) is str else id_text(value)
        if pid is None:
            null_ids.append(str(fid))
            continue
        fids_by_id[pid].append(fid)

        if not is_valid:
            reason = shapely.is_valid_reason(geom)
            geom = _polygonal(shapely.make_valid(geom))
            # A warning: the repair can change the parcel's front (a bow tie becomes two triangles).
            messages.append(Message(
                "warning", "geometry_repaired",
                f"Parcel {pid}: its polygon was invalid ({reason}) and was repaired to "
                f"{count(len(shapely.get_parts(geom)), 'part')}, {geom.area:,.1f} sq ft; "
                "check it against the "
                "tax map.", pid))
            is_empty = geom.is_empty
        if is_empty:
            messages.append(Message("warning", "geometry_unusable",
                                    f"Parcel {pid}: its polygon has no area and was skipped.", pid))
            continue

        use_read = _DEFAULT_USE
        if idx_use is not None:
            value = attrs[idx_use]
            if type(value) is str:
                if value not in land_uses:
                    land_uses[value] = normalise_land_use(value, reader)
                use_read = land_uses[value]
            else:
                use_read = normalise_land_use(value, reader)
            if not use_read.known:
                unknown_uses[use_read.value].append(pid)

        frontage = seating = None
        try:
            if idx_front is not None:
                frontage = _number(attrs[idx_front], float)
        except ValueError as exc:
            # NaN, not None: the core then says the tax map's value is not usable (in the
            # allowance's note and, in checklayout, as a finding), not only this log line
            bad_numbers.append(f"parcel {pid} {frontage_field}={exc}")
            frontage = math.nan
        try:
            if idx_seat is not None:
                seating = _number(attrs[idx_seat], int)
                if seating is not None and seating < 0:
                    raise ValueError(str(seating))
        except ValueError as exc:
            bad_numbers.append(f"parcel {pid} {seating_field}={exc}")
            seating = None

        flags = {}
        for idx, attr, param in ((idx_steep, "steep_slope", steep_slope_field),
                                 (idx_upland, "upland_structure_near_mhw", upland_near_mhw_field)):
            if idx is None:
                continue
            flag = _flag(attrs[idx])
            if flag is None:
                bad_numbers.append(f"parcel {pid} {param}={py_value(attrs[idx])!r} (not 0/1)")
            flags[attr] = bool(flag)

        extra = ({names[i]: py_value(v) for i, v in enumerate(attrs) if i not in used}
                 if other_attributes else {})
        parcels.append(Parcel(parcel_id=pid, geometry=geom, **use_read.parcel_fields(),
                              frontage_tax_ft=frontage, seating=seating, attrs=extra,
                              source_fid=fid, **flags))
    messages.extend(read.skipped)

    if null_ids:
        raise QgsProcessingException(one_or_many(len(null_ids), QCoreApplication.translate(
            "ShorelineLayout",
            "PARCEL_ID_FIELD: field '{field}' of layer '{name}' is empty for feature {fids}; give "
            "every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids."),
            QCoreApplication.translate(
            "ShorelineLayout",
            "PARCEL_ID_FIELD: field '{field}' of layer '{name}' is empty for features {fids}; give "
            "every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.")).format(
            field=id_field, name=_name(layer), fids=_short_list(null_ids)))
    duplicates = {pid: fids for pid, fids in fids_by_id.items() if len(fids) > 1}
    if duplicates:
        listed = _short_list([f"'{pid}' (features {', '.join(map(str, fids))})"
                              for pid, fids in sorted(duplicates.items())])
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "PARCEL_ID_FIELD: field '{field}' of layer '{name}' repeats parcel ids: {listed}; parcel "
            "ids must be unique (merge multi-part parcels into one feature).").format(
            field=id_field, name=_name(layer), listed=listed))
    if idx_id is None and parcels:
        messages.append(Message("info", "parcel_id_from_fid",
                                "No PARCEL_ID_FIELD was given: parcel ids are the feature ids."))
    for value, pids in sorted(unknown_uses.items()):
        messages.append(Message(
            "warning", "unknown_land_use",
            f"Land use '{value}' ({agree(len(pids), 'parcel', 'parcels')} {_short_list(pids)}) is not one of "
            f"{', '.join(LAND_USES)} nor an NYS property class code; treated as 'other' (the "
            "'other land uses' setback and rules apply). Correct the value if that is wrong."))
    if bad_numbers:
        messages.append(Message(
            "warning", "bad_number",
            f"Values that are not usable numbers were ignored: {_short_list(bad_numbers)}."))
    if not parcels:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "PARCELS: layer '{name}' has no parcel with a usable polygon.").format(name=_name(layer))
            + _why_nothing(messages))
    return parcels, messages


# ---------------------------------------------------------------- shoreline

def shoreline_from_layer(
    layer: QgsFeatureSource,
    working_crs: QgsCoordinateReferenceSystem | None = None,
    transform_context: QgsCoordinateTransformContext | None = None,
    feedback: QgsProcessingFeedback | None = None,
    messages: list[Message] | None = None,
) -> BaseGeometry:
    """The MHW mark as one LineString/MultiLineString in the working CRS.

    A line layer is used as drawn (touching pieces merged); a lake polygon layer gives its
    boundary (each ring, islands included). Problems go to `messages` when a list is given."""
    working_crs = working_crs_from(working_crs)
    messages = messages if messages is not None else []
    if layer is None:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "SHORELINE: no shoreline layer was given."))
    _require_geometry(layer, (Qgis.GeometryType.Line, Qgis.GeometryType.Polygon),
                      "SHORELINE", "line or polygon")
    is_polygon = QgsWkbTypes.geometryType(layer.wkbType()) == Qgis.GeometryType.Polygon
    transform = _transform_for(layer, working_crs, transform_context, messages, "SHORELINE")
    lines: list[LineString] = []
    read = _read_features(layer, transform, feedback, "SHORELINE", [])
    _refuse_outside_area(layer, read, working_crs, transform_context, "SHORELINE")
    for _fid, _attrs, geom in read:
        if is_polygon:
            if not geom.is_valid:
                geom = _polygonal(shapely.make_valid(geom))
            geom = geom.boundary
        lines.extend(g for g in getattr(geom, "geoms", [geom])
                     if g.geom_type == "LineString" and not g.is_empty)
    messages.extend(read.skipped)
    if not lines:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "SHORELINE: layer '{name}' has no usable line or polygon geometry.").format(name=_name(layer))
            + _why_nothing(messages))
    if len(lines) > 1:
        lines, joined, widest = _join_piece_ends(lines)
        if joined:
            messages.append(Message(
                "info", "shoreline_pieces_joined",
                f"SHORELINE: {count(joined, 'end')} of its pieces missed another piece's end by at most "
                f"{widest:.2g} ft and {agree(joined, 'was', 'were')} joined to it "
                f"(ends within {PIECE_JOIN_FT:g} ft are one point)."))
    merged = linemerge(MultiLineString(lines)) if len(lines) > 1 else lines[0]
    if is_polygon:
        messages.append(Message("info", "shoreline_from_polygon",
                                f"SHORELINE: the MHW mark is the boundary of the lake polygons "
                                f"of '{_name(layer)}'."))
    return merged


def _join_piece_ends(lines: list[LineString]) -> tuple[list[LineString], int, float]:
    """Move every piece end that lies within PIECE_JOIN_FT of another piece's end (but not on
    it) onto that end, so that linemerge joins them: (lines, ends moved, widest gap)."""
    ends = np.array([[ln.coords[0], ln.coords[-1]] for ln in lines], dtype=float).reshape(-1, 2)
    points = shapely.points(ends)
    tree = shapely.STRtree(points)
    a, b = tree.query(points, predicate="dwithin", distance=PIECE_JOIN_FT)
    gap = np.hypot(*(ends[a] - ends[b]).T)
    keep = (a < b) & (gap > 0) & (a // 2 != b // 2)
    if not keep.any():
        return lines, 0, 0.0
    target = np.arange(len(ends))
    for i, j in sorted(zip_strict(b[keep].tolist(), a[keep].tolist())):
        target[i] = target[j]          # the later end moves onto the earlier one
    moved = np.flatnonzero(target != np.arange(len(ends)))
    out = []
    for k, ln in enumerate(lines):
        coords = np.asarray(ln.coords, dtype=float).copy()
        coords[0] = ends[target[2 * k]]
        coords[-1] = ends[target[2 * k + 1]]
        out.append(LineString(coords))
    return out, int(moved.size), float(gap[keep].max())


# ---------------------------------------------------------------- structures and buoys

STRUCTURE_FIELDS = {   # field -> (Structure attribute, reader)
    "dock_id": ("dock_id", "id"), "part": ("part", "text"), "construction": ("construction", "text"),
    "height_ft": ("height_ft", "float"), "roof_pitch": ("roof_pitch", "float"),
    "slips": ("slips", "int"), "parcel_id": ("parcel_id", "id"),
    "enclosed_sides": ("enclosed_sides", "int"), "second_floor": ("second_floor", "bool"),
    "existing": ("existing", "bool"), "shared_with": ("shared_with", "id"),
    "replaces": ("replaces", "id"), "visitor": ("visitor", "bool"),
}


def _flag(value: Any) -> bool | None:
    """A 0/1 field (also true/false, yes/no); NULL is 0 (the fact is not recorded); None when the
    value is neither."""
    value = py_value(value)
    if value is None:
        return False
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("1", "true", "yes", "y", "t"):
            return True
        if text in ("0", "false", "no", "n", "f", ""):
            return False
        return None
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    return None


def _read(value: Any, reader: str) -> Any:
    if reader == "id":
        return id_text(value)
    value = py_value(value)
    if value is None:
        return None
    if reader == "text":
        return str(value).strip().lower().replace(" ", "_") or None
    if reader == "float":
        return float(value)
    if reader == "int":
        return int(float(value))
    if reader == "bool":
        if isinstance(value, str):
            return value.strip().lower() in ("1", "true", "yes", "y", "t")
        return bool(value)
    raise AssertionError(reader)


def structures_from_layer(
    layer: QgsFeatureSource,
    working_crs: QgsCoordinateReferenceSystem | None = None,
    feedback: QgsProcessingFeedback | None = None,
    transform_context: QgsCoordinateTransformContext | None = None,
    source_layer: str = "structures",
) -> tuple[list[Structure], list[Message]]:
    """Read the STRUCTURES polygon layer (fields per DESIGN.md; only `kind` is required).

    A feature with an unknown kind is reported and skipped (no rule could check it); unusable
    numbers are reported and read as empty."""
    working_crs = working_crs_from(working_crs)
    if layer is None:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "STRUCTURES: no structures layer was given."))
    _require_geometry(layer, (Qgis.GeometryType.Polygon,), "STRUCTURES", "polygon")
    idx_kind = _require_field(layer, "kind", "STRUCTURES")
    fields = layer.fields()
    present = {name: fields.lookupField(name) for name in STRUCTURE_FIELDS
               if fields.lookupField(name) >= 0}
    messages: list[Message] = []
    transform = _transform_for(layer, working_crs, transform_context, messages, "STRUCTURES")
    structures: list[Structure] = []
    read = _read_features(layer, transform, feedback, "STRUCTURES",
                          sorted({idx_kind, *present.values()}))
    for fid, attrs, geom in read:
        kind = _read(attrs[idx_kind], "text")
        if kind not in STRUCTURE_KINDS:
            messages.append(Message(
                "warning", "unknown_structure_kind",
                f"Structure {fid}: kind '{py_value(attrs[idx_kind])}' is not one of "
                f"{', '.join(STRUCTURE_KINDS)}; it was not checked.", feature_ids=(fid,),
                problems=(InputProblem("unknown_structure_kind", "STRUCTURES", fid, "kind",
                                       str(py_value(attrs[idx_kind]))),)))
            continue
        # An invalid polygon goes to the core as drawn: check_layout repairs it and says so in a
        # finding (or reports it as having no area), which a silent repair here would hide.
        values: dict[str, Any] = {}
        for name, idx in present.items():
            attr, reader = STRUCTURE_FIELDS[name]
            try:
                value = _read(attrs[idx], reader)
            except (TypeError, ValueError):
                messages.append(Message("warning", "bad_number",
                                        f"Structure {fid}: {name} '{attrs[idx]}' is not "
                                        "a usable value and was ignored.", feature_ids=(fid,),
                                        problems=(InputProblem("bad_number", "STRUCTURES", fid, name,
                                                               str(attrs[idx])),)))
                continue
            if value is not None:
                values[attr] = value
        if values.get("construction") not in (None, "permanent", "seasonal"):
            messages.append(Message("warning", "unknown_construction",
                                    f"Structure {fid}: construction "
                                    f"'{values['construction']}' is not permanent|seasonal; "
                                    "taken as permanent (the stricter reading).", feature_ids=(fid,),
                                    problems=(InputProblem("unknown_construction", "STRUCTURES", fid,
                                                           "construction", str(values["construction"])),)))
            values["construction"] = "permanent"
        values.setdefault("construction", "permanent")
        if values.get("part") not in (None, "walkway", "appendage"):
            messages.append(Message("warning", "unknown_part",
                                    f"Structure {fid}: part '{values['part']}' is not "
                                    "walkway|appendage; taken as the whole dock.", feature_ids=(fid,),
                                    problems=(InputProblem("unknown_part", "STRUCTURES", fid, "part",
                                                           str(values["part"])),)))
            values["part"] = None
        structures.append(Structure(fid=fid, kind=kind, geometry=geom,
                                    source_layer=source_layer, **values))
    messages.extend(read.skipped)
    return structures, messages


def buoys_from_layer(
    layer: QgsFeatureSource,
    working_crs: QgsCoordinateReferenceSystem | None = None,
    feedback: QgsProcessingFeedback | None = None,
    transform_context: QgsCoordinateTransformContext | None = None,
    source_layer: str = "buoys",
) -> tuple[list[Buoy], list[Message]]:
    """Read the BUOYS point layer (`vessel_length_ft`, `rode_length_ft` required, `parcel_id`
    optional). A buoy with an empty length keeps 0 for it and is reported: it still counts."""
    working_crs = working_crs_from(working_crs)
    if layer is None:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "BUOYS: no buoy layer was given."))
    _require_geometry(layer, (Qgis.GeometryType.Point,), "BUOYS", "point")
    idx_vessel = _require_field(layer, "vessel_length_ft", "BUOYS")
    idx_rode = _require_field(layer, "rode_length_ft", "BUOYS")
    idx_parcel = layer.fields().lookupField("parcel_id")
    idx_visitor = layer.fields().lookupField("visitor")      # §160-123A(1)(f): not counted
    messages: list[Message] = []
    transform = _transform_for(layer, working_crs, transform_context, messages, "BUOYS")
    buoys: list[Buoy] = []
    read = _read_features(layer, transform, feedback, "BUOYS",
                          sorted({idx_vessel, idx_rode, idx_parcel, idx_visitor} - {-1}))
    for fid, attrs, geom in read:
        points = [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Point)]
        if len(points) > 1:
            messages.append(Message("warning", "multipoint_buoy",
                                    f"Buoy {fid} has {len(points)} points; the first "
                                    "is used.", feature_ids=(fid,),
                                    problems=(InputProblem("multipoint_buoy", "BUOYS", fid,
                                                           count=len(points)),)))
        lengths = []
        for idx, name in ((idx_vessel, "vessel_length_ft"), (idx_rode, "rode_length_ft")):
            try:
                value = _read(attrs[idx], "float")
            except (TypeError, ValueError):
                value = None
            if value is not None and not math.isfinite(value):
                lengths.append(value)     # the core: invalid_value, no swing circle made up
                continue
            if value is None:
                messages.append(Message("warning", "buoy_length_missing",
                                        f"Buoy {fid}: {name} is empty or unusable; 0 ft "
                                        "is used, so its swing circle is understated.",
                                        feature_ids=(fid,),
                                        problems=(InputProblem("buoy_length_missing", "BUOYS", fid, name,
                                                               _text(attrs[idx])),)))
                value = 0.0
            # A negative length goes to the core as it is: check_layout reports it as a finding.
            lengths.append(value)
        parcel = id_text(attrs[idx_parcel]) if idx_parcel >= 0 else None
        visitor = bool(_flag(attrs[idx_visitor])) if idx_visitor >= 0 else False
        buoys.append(Buoy(fid=fid, geometry=points[0], vessel_length_ft=lengths[0],
                          rode_length_ft=lengths[1], parcel_id=parcel, source_layer=source_layer,
                          visitor=visitor))
    messages.extend(read.skipped)
    return buoys, messages
