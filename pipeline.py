"""read -> compute -> check: the one path from QGIS layers to the core's answers, which the
Processing algorithms, the panel and the site plan call.

Reading goes through qgis_io (layers -> core model, in the working CRS); computing and checking
are the core's (compute_water_rights, check_layout); nothing of the law is decided here. Errors
the user can fix are the converters' QgsProcessingException or the core's ValueError, each one
sentence; callers turn them into their own kind (a Processing error, a message bar).

It imports core and qgis_io only: processing/, ui/ and report/ meet here, never in each other.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Optional

from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransformContext, QgsFeatureSource
from shapely.geometry.base import BaseGeometry

from .core.model import Buoy, Message, Parcel, Structure, Violation, WaterRightsResult
from .core.units import stack_by_profile
from .qgis_io import convert
from .qgis_io.field_guess import guess_identity_fields

DepthAt = Callable[[float, float], Optional[float]]  # Python 3.9: no `X | Y` at run time
DEFAULT_SCALE = 600                      # 1" = 50'


# ---------------------------------------------------------------- read

def read_parcels(parcel_source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem,
                 transform_context: QgsCoordinateTransformContext, id_field: str | None = None,
                 land_use_field: str | None = None, frontage_field: str | None = None,
                 seating_field: str | None = None, other_attributes: bool = True,
                 steep_slope_field: str | None = None, upland_near_mhw_field: str | None = None,
                 profile: Any = None) -> tuple[list[Parcel], list[Message]]:
    """The parcels in the working CRS, and what reading them said (with a profile: which
    property class codes were read as which land use, and which it does not know)."""
    parcels, messages = convert.parcels_from_layer(
        parcel_source, id_field=id_field, land_use_field=land_use_field,
        frontage_field=frontage_field, seating_field=seating_field, working_crs=crs, feedback=None,
        transform_context=transform_context, other_attributes=other_attributes,
        steep_slope_field=steep_slope_field, upland_near_mhw_field=upland_near_mhw_field,
        land_use_reader=profile.land_use_reading if profile is not None else None)
    if profile is not None:
        messages = list(messages) + profile.land_use_report([p.land_use_value for p in parcels]).messages()
    # condominium units drawn as one polygon each: one lakeshore parcel (decided in core, once)
    parcels, stacked = stack_by_profile(parcels, profile)
    return parcels, list(messages) + stacked


def read_shoreline(shoreline_source: QgsFeatureSource, crs: QgsCoordinateReferenceSystem,
                   transform_context: QgsCoordinateTransformContext,
                   messages: list[Message] | None = None) -> BaseGeometry:
    """The MHW mark in the working CRS (a line layer, or a lake polygon's boundary); what
    reading it said is added to `messages`."""
    return convert.shoreline_from_layer(shoreline_source, crs, transform_context, messages=messages)


def read_lake(parcel_source: QgsFeatureSource, shoreline_source: QgsFeatureSource,
              crs: QgsCoordinateReferenceSystem, transform_context: QgsCoordinateTransformContext,
              id_field: str | None = None, land_use_field: str | None = None,
              frontage_field: str | None = None, seating_field: str | None = None,
              other_attributes: bool = True, steep_slope_field: str | None = None,
              upland_near_mhw_field: str | None = None, profile: Any = None
              ) -> tuple[list[Parcel], BaseGeometry, list[Message]]:
    """The parcels and the MHW mark in the working CRS, and what reading them said (with a
    profile: which property class codes were read as which land use)."""
    parcels, messages = read_parcels(parcel_source, crs, transform_context, id_field, land_use_field,
                                     frontage_field, seating_field, other_attributes,
                                     steep_slope_field=steep_slope_field,
                                     upland_near_mhw_field=upland_near_mhw_field, profile=profile)
    shoreline = read_shoreline(shoreline_source, crs, transform_context, messages)
    return parcels, shoreline, messages


def read_layout(structures_source: QgsFeatureSource | None, buoys_source: QgsFeatureSource | None,
                crs: QgsCoordinateReferenceSystem, transform_context: QgsCoordinateTransformContext
                ) -> tuple[list[Structure], list[Buoy], list[Message]]:
    """The proposed (or existing) structures and mooring buoys; either layer may be absent."""
    structures: list[Structure] = []
    buoys: list[Buoy] = []
    messages: list[Message] = []
    if structures_source is not None:
        structures, more = convert.structures_from_layer(structures_source, crs,
                                                         transform_context=transform_context)
        messages += more
    if buoys_source is not None:
        buoys, more = convert.buoys_from_layer(buoys_source, crs, transform_context=transform_context)
        messages += more
    return structures, buoys, messages


# ---------------------------------------------------------------- compute

def compute(parcels: list[Parcel], shoreline: BaseGeometry, profile: Any,
            progress: Callable[[float], None] | None = None,
            canceled: Callable[[], bool] | None = None) -> WaterRightsResult:
    """The core's construction of the water-rights lines (and rights areas, reach, envelopes)."""
    from .core.water_rights import compute_water_rights

    return compute_water_rights(parcels, shoreline, profile.geometry_settings(), progress, canceled)


def lakeshore_ids(wr: WaterRightsResult, parcels: Sequence[Parcel]) -> list[str]:
    """Every lakeshore parcel the law regulates, in shore order."""
    by_id = {p.parcel_id: p for p in parcels}
    return [pid for pid in wr.lakeshore_parcels if pid in by_id]


# ---------------------------------------------------------------- check

def check(profile: Any, parcels: list[Parcel], wr: WaterRightsResult, structures: list[Structure],
          buoys: list[Buoy], depth_at: DepthAt | None = None,
          parcel_ids: Sequence[str] | None = None,
          jurisdiction: BaseGeometry | None = None) -> list[Violation]:
    """check_layout, every finding given a place to be drawn (fill_missing_geometry): the one
    check of already-read model objects, for checklayout, the site plan and the panel's live
    checker (which passes the parcels an edit touches as `parcel_ids`). `jurisdiction`: the
    water the law regulates (the geometry engine's jurisdiction area); a feature wholly outside
    it is outside_jurisdiction. Without it only 1,500 ft is tested."""
    from .core.rules.check import check_layout

    violations = check_layout(profile, parcels, wr, structures, buoys, depth_at=depth_at,
                              parcel_ids=list(parcel_ids) if parcel_ids is not None else None,
                              jurisdiction=jurisdiction)
    fill_missing_geometry(violations, structures, buoys, wr)
    return violations


def input_violations(source_layer: str, messages: Sequence[Message]) -> list[Violation]:
    """The converter's problems with features of a layout layer (Message.problems) as
    `invalid_value` findings, one per feature, with the severity core/problems.py gives the code
    (not checked: error; checked with a stand-in value: warning), so that VIOLATIONS never reads
    as compliant while the log says otherwise. (The panel lists these as input rows of its own.)"""
    out: list[Violation] = []
    for m in messages:
        for p in m.problems:
            if p.severity is None:
                continue
            out.append(Violation(parcel_id=m.parcel_id, source_layer=source_layer, source_fid=int(p.fid),
                                 rule="invalid_value", section="", severity=p.severity, measured=None,
                                 limit=None, unit="", message=m.text))
    return out


def fill_missing_geometry(violations: list[Violation], structures: Sequence[Structure],
                          buoys: Sequence[Buoy], result: WaterRightsResult) -> None:
    """A finding the core gave no place to is drawn at its source feature, else at the
    parcel's rights area (e.g. a dock count is about all the parcel's docks)."""
    by_source: dict[tuple[str, int | None], BaseGeometry | None] = {
        ("structures", s.fid): s.geometry for s in structures}
    by_source.update({(s.source_layer, s.fid): s.geometry for s in structures})
    by_source.update({(b.source_layer, b.fid): b.geometry for b in buoys})
    for v in violations:
        if v.geometry is not None and not v.geometry.is_empty:
            continue
        geom = by_source.get((v.source_layer, v.source_fid))
        if geom is None and v.parcel_id is not None:
            ra = result.rights_area(v.parcel_id)
            geom = ra.geometry if ra is not None else None
        v.geometry = geom


# ---------------------------------------------------------------- what a site plan is drawn from

@dataclass
class SitePlanRequest:
    """Everything the report needs, already in the working CRS (feet)."""
    profile: Any                                # core.profiles.Profile
    crs: QgsCoordinateReferenceSystem
    parcels: list[Parcel]
    wr: WaterRightsResult
    structures: list[Structure] = field(default_factory=list)
    buoys: list[Buoy] = field(default_factory=list)
    depth_at: DepthAt | None = None
    owner_field: str | None = None
    address_field: str | None = None
    tax_map_field: str | None = None
    id_field: str | None = None                 # PARCEL_ID_FIELD (its values are the parcel ids)
    preparer: str = ""
    scale: int | None = DEFAULT_SCALE           # None: the largest engineering scale that fits
    date_text: str = ""                         # default: today
    violations: list[Violation] | None = None   # precomputed findings (else check_layout runs)


# render(request, parcel_ids, folder, feedback) -> results with a .path: report/siteplan's
# render_site_plans, handed to processing/ and ui/ by plugin.py (they never import report/).
SitePlanRenderer = Callable[..., list]


def parse_scale(text: object) -> int | None:
    """'1:600', '600', '1"=50\\'' or '1 in = 50 ft' -> 600; '' or 'auto' -> None (fit)."""
    s = str(text or "").strip().lower().replace(" ", "")
    if s in ("", "auto", "fit"):
        return None
    if ":" in s:
        s = s.split(":", 1)[1]
    if "=" in s:                        # 1"=50' : feet per inch x 12
        left, right = s.split("=", 1)
        inches = float("".join(ch for ch in left if ch.isdigit() or ch == ".") or 1)
        feet = float("".join(ch for ch in right if ch.isdigit() or ch == "."))
        return round(feet * 12.0 / inches)
    value = float(s.replace(",", ""))
    if value <= 0:
        raise ValueError(f"scale {text!r} is not a positive number")
    return round(value)


def session_site_plan_request(
    session: Any,
    *,
    structures_layer: QgsFeatureSource | None = None,
    buoys_layer: QgsFeatureSource | None = None,
    owner_field: str | None = None,
    address_field: str | None = None,
    tax_map_field: str | None = None,
    id_field: str | None = None,
    preparer: str = "",
    scale: Any = DEFAULT_SCALE,
    transform_context: QgsCoordinateTransformContext | None = None,
) -> SitePlanRequest:
    """The request for a lake already computed (ui/session.LakeSession: profile, crs, parcels, wr,
    depth_at) with the layout as the layers hold it now; identity fields left empty are guessed."""
    if transform_context is None:
        from qgis.core import QgsProject

        transform_context = QgsProject.instance().transformContext()
    structures, buoys, _ = read_layout(structures_layer, buoys_layer, session.crs, transform_context)
    guessed = guess_identity_fields(sorted({k for p in session.parcels for k in p.attrs}))
    return SitePlanRequest(
        profile=session.profile, crs=session.crs, parcels=list(session.parcels), wr=session.wr,
        structures=structures, buoys=buoys, depth_at=getattr(session, "depth_at", None),
        owner_field=owner_field or guessed["owner"], address_field=address_field or guessed["address"],
        tax_map_field=tax_map_field or guessed["tax_map"], id_field=id_field, preparer=preparer,
        scale=parse_scale(scale))


# ---------------------------------------------------------------- what a lake-audit PDF is drawn from
# Written by shorelinelayout:lakeaudit (processing/) and drawn by report/audit_pdf.py; like the
# site plan, the renderer is handed to the provider by plugin.py.

AUDIT_FIELDS: tuple[tuple[str, str], ...] = (
    # (name, type) of the AUDIT layer: one parcel polygon per lakeshore parcel.
    ("parcel_id", "string"),
    ("land_use", "string"),
    ("frontage_ft", "double"),
    ("docks_allowed", "int"),
    ("boats_allowed", "int"),
    ("buoys_allowed", "int"),
    ("docks", "int"),                   # docks standing on the parcel (existing or proposed)
    ("boats", "int"),                   # boats those structures and buoys provide (boat tally)
    ("buoys", "int"),
    ("state", "string"),                # one of AUDIT_STATES
    ("errors", "int"),                  # findings of severity error
    ("warnings", "int"),                # findings of severity warning
    ("rules", "string"),                # the rule codes found, sorted, joined by ", "
    ("citations", "string"),            # their sections, in the same order, joined by "; "
)
# compliant: no error and no warning; nonconforming: warnings only (an existing structure that
# predates the law may continue, §160-126A / §44-9A); violation: at least one error.
AUDIT_STATES: tuple[str, ...] = ("compliant", "nonconforming", "violation")


@dataclass
class AuditPdfRequest:
    """Everything the lake-audit PDF needs; every layer in the working CRS (feet).

    The PDF counts its numbers from the rows of `audit` (AUDIT_FIELDS), so they equal the layer's."""
    profile: Any                                # core.profiles.Profile (law name, citations)
    audit: Any                                  # QgsVectorLayer: the AUDIT layer, the atlas coverage
    violations: Any                             # QgsVectorLayer: VIOLATIONS (per-parcel findings)
    # shoreline, water-rights lines, structures, buoys: drawn on the overview and atlas maps
    context_layers: list = field(default_factory=list)
    pdf_path: str = ""
    title: str = ""                             # default: "<lake> lake audit"
    date_text: str = ""                         # default: today


# render(request, feedback) -> list of warning sentences: report/audit_pdf's render_audit_pdf.
AuditPdfRenderer = Callable[..., list]


# ---------------------------------------------------------------- a submitted CAD drawing (issue #25)
# Read by qgis_io/dxf.py, interpreted by core/submission, checked by check() above: the one path
# of shorelinelayout:reviewsubmission and the panel's "Review a submission…". The memo is drawn by
# report/review_memo.py, handed over by plugin.py like the site plan's renderer.

@dataclass
class Review:
    """What a drawing was read as and what the check found."""
    submission: Any                             # core.submission.Submission
    structures: list[Structure]                 # labelled D1, H1, ... (core/labels.py), fid 1..n
    buoys: list[Buoy]
    violations: list[Violation]
    items_section: str = ""                     # the section the site-plan items are from
    items: list = field(default_factory=list)   # core.submission.ItemCheck, one per item
    drawing_crs: str = ""                       # the CRS the drawing was read in (authid)
    parcel_ids: list[str] = field(default_factory=list)   # the lakeshore parcels it lies on
    summaries: list = field(default_factory=list)          # core.summary.ParcelSummary of each


def site_of(parcels: Sequence[Parcel], wr: WaterRightsResult) -> BaseGeometry:
    """The parcels and their water: where a submitted drawing's features must lie."""
    from shapely.ops import unary_union

    water = [ra.geometry for ra in wr.rights_areas if ra.geometry is not None and not ra.geometry.is_empty]
    return unary_union([p.geometry for p in parcels] + water)


def placement_sentence(found: Any, drawing_crs: QgsCoordinateReferenceSystem,
                       crs: QgsCoordinateReferenceSystem, layers: Sequence[str]) -> str:
    """The one sentence refusing a drawing that is not on the parcels (core.submission.placement)."""
    from .qgis_io.translation import tr

    if found.code == "nothing_read":
        return tr("DRAWING: no entity lies on a layer the layer map names as a structure or a buoy "
                  "(the drawing's layers: {layers}); give LAYER_MAP, a CSV of pattern,kind rows "
                  "naming them.").format(layers=", ".join(layers) or tr("none"))
    x0, y0, x1, y1 = found.drawing
    if found.in_metres:
        return tr("DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read "
                  "in {drawing}, not on the parcels, and would lie on them in metres: set DRAWING_CRS "
                  "to the metre CRS it was drawn in (New York Central in metres is EPSG:32116).").format(
                      x0=x0, x1=x1, y0=y0, y1=y1, drawing=drawing_crs.authid())
    return tr("DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read in "
              "{drawing}, not on the parcels (E {s0:,.0f}..{s1:,.0f}, N {t0:,.0f}..{t1:,.0f} in {crs}): "
              "set DRAWING_CRS to the CRS the drawing was drawn in (a DXF does not say), or move a "
              "local-grid drawing onto New York State Plane in CAD first.").format(
        x0=x0, x1=x1, y0=y0, y1=y1, drawing=drawing_crs.authid(), s0=found.site[0], s1=found.site[2],
        t0=found.site[1], t1=found.site[3], crs=crs.authid())


def review_submission(path: str, profile: Any, parcels: list[Parcel], wr: WaterRightsResult,
                      crs: QgsCoordinateReferenceSystem, drawing_crs: QgsCoordinateReferenceSystem,
                      transform_context: QgsCoordinateTransformContext, layer_map: Any = None,
                      depth_at: DepthAt | None = None) -> Review:
    """The drawing at `path` read, placed and checked. Raises ValueError (one sentence) for a
    drawing that cannot be read or does not lie on the parcels."""
    from shapely.ops import unary_union

    from .core.labels import label_layout
    from .core.submission import default_layer_map, interpret, layout, placement, site_plan_check
    from .qgis_io.dxf import read_dxf

    entities = read_dxf(path, drawing_crs, crs, transform_context)
    site = site_of(parcels, wr)
    sub = interpret(entities, layer_map or default_layer_map(), site)
    if not sub.structures and not sub.buoys:
        everything = interpret(entities, layer_map or default_layer_map(), None)
        mapped = [f.geometry for f in everything.structures + everything.buoys]
        found = placement(unary_union(mapped) if mapped else None, site)
        raise ValueError(placement_sentence(found, drawing_crs, crs, sub.layers))
    structures, buoys = label_layout(*layout(sub))
    touched = parcels_touched(wr, [f.geometry for f in sub.structures + sub.buoys])
    violations = check(profile, parcels, wr, structures, buoys, depth_at=depth_at, parcel_ids=touched)
    section, items = site_plan_check(profile, sub.layers, sub.texts)
    return Review(sub, structures, buoys, violations, section, items, drawing_crs.authid(), touched,
                  parcel_summaries(profile, parcels, wr, structures, buoys, touched))


def parcels_touched(wr: WaterRightsResult, geometries: Sequence[BaseGeometry]) -> list[str]:
    """The lakeshore parcels whose rights area a drawn feature meets, in shore order: the
    submission is about these (the lake's other parcels are not its business)."""
    from shapely.ops import unary_union

    drawn = unary_union(list(geometries))
    return [str(ra.parcel_id) for ra in sorted(
        (ra for ra in wr.rights_areas if ra.parcel_id is not None and ra.geometry is not None
         and not ra.geometry.is_empty
         and ra.geometry.intersects(drawn)),
        key=lambda ra: wr.lakeshore_parcels.index(ra.parcel_id)
        if ra.parcel_id in wr.lakeshore_parcels else 0)]


def parcel_summaries(profile: Any, parcels: Sequence[Parcel], wr: WaterRightsResult,
                     structures: Sequence[Structure], buoys: Sequence[Buoy],
                     parcel_ids: Sequence[str]) -> list:
    """core/summary's figures (the allowance against what is proposed) of each parcel, its own
    structures and buoys as check_layout assigns them."""
    from .core.rules.allowance import allowed_facilities
    from .core.session import parcel_layout
    from .core.summary import summarize

    by_id = {p.parcel_id: p for p in parcels}
    out = []
    for pid in parcel_ids:
        if pid not in by_id:
            continue
        mine, my_buoys = parcel_layout(pid, structures, buoys, wr, list(parcels))
        allowance = allowed_facilities(profile, by_id[pid], wr)
        out.append(summarize(profile, by_id[pid], wr, allowance, mine, my_buoys))
    return out


@dataclass
class ReviewMemoRequest:
    """Everything the review memo needs, in the working CRS (feet)."""
    profile: Any
    crs: QgsCoordinateReferenceSystem
    parcels: list[Parcel]
    wr: WaterRightsResult
    review: Review
    drawing_name: str = ""                      # the DXF's file name, as the memo names it
    pdf_path: str = ""
    date_text: str = ""                         # default: today


# render(request, feedback) -> list of warning sentences: report/review_memo's render_review_memo.
ReviewMemoRenderer = Callable[..., list]
