"""The figures a site plan shows for one parcel, as data: what the law allows beside what is
proposed, each structure's dimensions, the boat count, the setback and reach that apply, the
consolidation notice and the certification. Computed here, in the core, so that the report only
formats: no count, exemption or law-specific sentence is decided in report/.

Everything comes from the profile and the rules: boats are counted by core/rules/counts.py's
`boat_tally`, setback exemptions by core/rules/setbacks.py's `exempt_kind`, the reach binds the
land uses core/rules/reach.py's `reach_land_uses` names, and every jurisdiction-specific text
(certification, site-plan contents, frontage term, consolidation notice) is the profile's.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .labels import dock_code
from .model import Allowance, Buoy, Parcel, Structure, WaterRightsResult
from .profiles import LandUseRules, Profile
from .rules.counts import BoatTally, boat_tally, buoys_are_boats
from .rules.dock_dimensions import counted_as_dock
from .rules.measure import Frame, ShoreIndex
from .rules.reach import reach_land_uses
from .rules.setbacks import exempt_kind

KIND_LABELS = {
    "dock": "Dock", "boat_hoist_structure": "Boat hoist structure", "boat_station": "Boat station",
    "boathouse": "Boathouse", "boat_accessory_structure": "Boat accessory structure",
    "swim_float": "Swim float", "ice_breaker": "Ice breaker", "vessel": "Vessel",
}
# What counts as a dock is the profile's (kinds.<kind>.counts_as_dock, dock.swim_floats_count_as_docks),
# decided in core/rules/dock_dimensions.counted_as_dock: ParcelSummary.dock_kinds carries it. This is
# only its value when no profile is at hand.
COUNTED_AS_DOCK = ("dock",)
EPS = 1e-6


@dataclass
class StructureFigures:
    """One structure as the plan labels it (a dock = all parts sharing a dock_id), measured in the
    MHW mark's frame: width parallel to the mark, length perpendicular (both laws)."""
    key: str
    label: str                       # "Dock D1", "Boat station 2", ...
    kind: str
    construction: str
    parts: list[Structure]
    geometry: BaseGeometry
    width_ft: float
    length_ft: float
    area_sqft: float                 # waterside, less the open water of hoists where the law says so
    walkway_width_ft: float | None
    walkway_length_ft: float | None
    reach_ft: float                  # farthest point from the MHW mark
    existing: bool = False
    setback_exempt: bool = False

    @property
    def walkway_share(self) -> float | None:
        """Walkway length as a share of the whole dock's length (Canandaigua §44-6A(1)(c)(i))."""
        if self.walkway_length_ft is None or self.length_ft <= 0:
            return None
        return self.walkway_length_ft / self.length_ft


@dataclass(frozen=True)
class Certification:
    """The law's words of procedure for the site plan (profile [site_plan]); empty where the
    profile states none, so a report never cites another law's section."""
    section: str = ""
    intro: str = ""
    paragraphs: tuple[str, ...] = ()
    site_plan_section: str = ""
    site_plan_text: str = ""
    professional_section: str = ""
    professional_text: str = ""
    frontage_term: str = "Lake frontage"


@dataclass
class Row:
    """One line of the allowed-vs-proposed table, as numbers; `codes` are the rule codes whose
    findings belong to it (the report numbers them)."""
    key: str
    label: str
    allowed: float | None         # None: no number (Allowance.law_number, or the rule is not in this law)
    proposed: float | None
    unit: str                        # count | sqft | ft | ratio
    section: str
    codes: tuple[str, ...] = ()
    applies: bool = True             # False: this law has no such rule
    allowed_note: str = ""           # e.g. "+ 1 if no dock exceeds 300 sq ft"
    proposed_items: list[tuple[str, float]] = field(default_factory=list)   # per structure


@dataclass
class ParcelSummary:
    parcel_id: str
    land_use: str
    regulated: bool                  # False: the law leaves the parcel alone (Keuka municipal)
    status_section: str
    status_reason: str
    allowance: Allowance
    structures: list[StructureFigures]
    boats: BoatTally
    buoys_counted: int
    setback_ft: float
    setback_section: str
    setback_category: str            # residential | other
    reach_ft: float
    reach_section: str
    reach_binds: bool                # the reach limit applies to this parcel's use
    reach_note: str                  # the depth exception, or who sets the reach instead
    projection_ft: float             # how far the law reaches (1,500 ft)
    projection_section: str
    rows: list[Row]
    consolidated: list[str]          # labels of docks read as two consolidated into one
    consolidation_notice: tuple[str, str] | None   # (section, text) when a dock is consolidated
    certification: Certification
    dock_kinds: frozenset[str] = frozenset(COUNTED_AS_DOCK)   # the kinds the law counts as docks

    @property
    def docks(self) -> list[StructureFigures]:
        return [s for s in self.structures if s.kind in self.dock_kinds]


def certification(profile: Profile) -> Certification:
    """The profile's site-plan words ([site_plan]); keyed by profile content, never by its name."""
    def text(key: str) -> str:
        return str(profile.value(f"site_plan.{key}", "") or "")
    paras = profile.value("site_plan.certification", ()) or ()
    term = text("frontage_term") or Certification.frontage_term
    return Certification(
        section=profile.section("site_plan.certification") if paras else "",
        intro=text("certification_intro"), paragraphs=tuple(paras),
        site_plan_section=profile.section("site_plan.contents") if text("contents") else "",
        site_plan_text=text("contents"),
        professional_section=profile.section("site_plan.professional") if text("professional") else "",
        professional_text=text("professional"), frontage_term=term)


def structure_figures(profile: Profile, structures: Iterable[Structure], shoreline: BaseGeometry,
                      land: BaseGeometry | None = None) -> list[StructureFigures]:
    """Group dock parts by dock_id and measure every structure in the MHW mark's frame. Areas
    count the waterside part only (what lies on `land`, the parcels, is left out) and, where the
    law says so, less the open water of hoists and stations drawn over a dock (§160-123A(1)(b)):
    the reading core/rules/dock_dimensions.py applies."""
    structures = list(structures)
    index = ShoreIndex(shoreline)
    land = valid_land(land)
    holes = _hoist_holes(profile, structures, land)
    out: list[StructureFigures] = []
    counters: dict[str, int] = {}      # each kind numbered on its own: "Boat station 2"
    for key, parts in _grouped(structures).items():
        kind = parts[0].kind
        counters[kind] = counters.get(kind, 0) + 1
        out.append(_measured(profile, key, parts, index, land, holes, counters[kind]))
    return out


def _grouped(structures: list[Structure]) -> dict[str, list[Structure]]:
    """The structures as the plan labels them, in fid order: a dock's parts share its dock_id,
    everything else stands alone."""
    groups: dict[str, list[Structure]] = {}
    for s in sorted(structures, key=lambda s: s.fid):
        key = f"{s.kind}:{s.dock_id}" if (s.kind == "dock" and s.dock_id) else f"{s.kind}:fid{s.fid}"
        groups.setdefault(key, []).append(s)
    return groups


def valid_land(land: BaseGeometry | None) -> BaseGeometry | None:
    """`land` made valid: tax maps carry self-crossing lots, and GEOS's predicates and overlays
    on them fail (shapely then warns "invalid value encountered" and answers False, so the
    part of a dock on such a lot was counted as water)."""
    if land is None or land.is_empty or land.is_valid:
        return land
    return shapely.make_valid(land)


def _waterside(g: BaseGeometry, land: BaseGeometry | None) -> BaseGeometry:
    """`g` less what lies on the parcels (the law measures the waterside part)."""
    return g.difference(land) if land is not None and g.intersects(land) else g


def _hoist_holes(profile: Profile, structures: list[Structure],
                 land: BaseGeometry | None) -> list[BaseGeometry]:
    """The open water of hoists and stations, where the law leaves it out of a dock's area."""
    if not profile.value("dock.hoist_open_water_excluded", False):
        return []
    return [_waterside(s.geometry, land) for s in structures
            if s.kind in ("boat_hoist_structure", "boat_station")]


def _counted_area(kind: str, wet: BaseGeometry, holes: list[BaseGeometry]) -> float:
    """The waterside area the law counts: a dock's less the hoist holes drawn over it."""
    hit = [h for h in holes if h.intersects(wet)] if kind == "dock" else []
    return float((wet.difference(shapely.union_all(hit)) if hit else wet).area)


def _walkway_extents(parts: list[Structure], frame: Frame | None, land: BaseGeometry | None
                     ) -> tuple[float | None, float | None]:
    """The main walkway's waterside width and length, None where the dock has no walkway part."""
    walk = [p.geometry for p in parts if p.part == "walkway"]
    if not walk or frame is None:
        return None, None
    return frame.extents(_waterside(shapely.union_all(walk), land))


def _label(kind: str, first: Structure, number: int) -> str:
    """"Dock D1", "Boat station 2": core/labels.py's label where the structure has one (as the
    findings name it), else the dock's id or the kind's running number."""
    name = KIND_LABELS.get(kind, kind.replace("_", " ").capitalize())
    ident = first.dock_id if (kind == "dock" and first.dock_id) else str(number)
    if first.label:
        ident = (dock_code(first.label) or first.label) if kind == "dock" else first.label
    return f"{name} {ident}"


def _measured(profile: Profile, key: str, parts: list[Structure], index: ShoreIndex,
              land: BaseGeometry | None, holes: list[BaseGeometry], number: int) -> StructureFigures:
    """One structure's figures in the MHW mark's frame."""
    kind = parts[0].kind
    geom = shapely.union_all([p.geometry for p in parts])
    wet = _waterside(geom, land)
    frame = index.frame(geom)
    width, length = frame.extents(wet) if frame is not None else (0.0, 0.0)
    ww, wl = _walkway_extents(parts, frame, land)
    reach = float(index.max_distance(np.array([geom], dtype=object))[0][0])
    construction = parts[0].construction or "permanent"
    return StructureFigures(
        key=key, label=_label(kind, parts[0], number), kind=kind, construction=construction,
        parts=parts, geometry=geom, width_ft=width, length_ft=length,
        area_sqft=_counted_area(kind, wet, holes), walkway_width_ft=ww, walkway_length_ft=wl,
        reach_ft=reach, existing=all(p.existing for p in parts),
        setback_exempt=kind in KIND_LABELS and exempt_kind(profile, kind, construction))


def setback_for(profile: Profile, parcel: Parcel, wr: WaterRightsResult | None = None) -> float:
    """The setback from the water-rights lines for this parcel: the one its envelope was built
    with, else the profile's for its land use's setback category (§160-122D, §44-5D)."""
    if wr is not None:
        env = next((e for e in wr.envelopes if e.parcel_id == parcel.parcel_id), None)
        if env is not None:
            return float(env.setback_ft)
    return float(profile.setback(parcel.land_use).value)


def summarize(profile: Profile, parcel: Parcel, wr: WaterRightsResult, allowance: Allowance,
              structures: Sequence[Structure], buoys: Sequence[Buoy],
              land: BaseGeometry | None = None,
              figures: list[StructureFigures] | None = None) -> ParcelSummary:
    """Every figure the site plan shows for this parcel. `structures` / `buoys`: the parcel's own
    (core.rules.assign decides which; the report passes what it drew); `figures`: their
    structure_figures when the caller has them already."""
    use = parcel.land_use              # resolved when the parcel was read (Parcel.land_use)
    lu = profile.land_use(use) if use in profile.land_uses else None
    figs = figures if figures is not None else structure_figures(profile, structures, wr.shoreline, land)
    tally = boat_tally(profile, structures, buoys, buoys_are_boats(profile, use))
    n_buoys = _buoys_counted(profile, buoys)
    setback_q = profile.setback(use)
    setback_ft = setback_for(profile, parcel, wr)
    reach_q = profile.number("reach.reach_ft")
    bound = reach_land_uses(profile)
    binds = bound is None or use in bound
    proj = profile.number("rights_lines.projection_ft")
    dock_kinds = counted_as_dock(profile)
    docks = [f for f in figs if f.kind in dock_kinds]
    consolidated = _consolidated(profile, allowance, docks)
    return ParcelSummary(
        parcel_id=parcel.parcel_id, land_use=use,
        regulated=lu is None or lu.status != "not_regulated",
        status_section=lu.section if lu is not None else "",
        status_reason=lu.reason if lu is not None else "",
        allowance=allowance, structures=figs, boats=tally, buoys_counted=n_buoys,
        setback_ft=setback_ft, setback_section=setback_q.section,
        setback_category=lu.setback_category if lu is not None else "other",
        reach_ft=float(reach_q.value), reach_section=reach_q.section, reach_binds=binds,
        reach_note=_reach_note(profile, lu, binds), projection_ft=float(proj.value),
        projection_section=proj.section,
        rows=_rows(profile, allowance, docks, figs, tally, n_buoys, float(reach_q.value), reach_q.section,
                   setback_ft, setback_q.section, binds,
                   _clearances(figs, [ln.geometry for ln in wr.lines_of(parcel.parcel_id)])),
        consolidated=consolidated, consolidation_notice=_consolidation_notice(profile, consolidated),
        certification=certification(profile), dock_kinds=dock_kinds)


def _buoys_counted(profile: Profile, buoys: Sequence[Buoy]) -> int:
    """The buoys the law counts: visitor moorings only where the profile counts them."""
    visitors_counted = profile.value("buoys.visitor_moorings_counted", True) is not False
    return sum(1 for b in buoys if not (b.visitor and not visitors_counted))


def _consolidated(profile: Profile, allowance: Allowance, docks: list[StructureFigures]) -> list[str]:
    """The docks read as two (or more) consolidated into one: over the single dock's limit on a
    parcel allowed the docks a consolidation merges."""
    single = float(profile.value("dock.max_area_sqft", 0) or 0)
    merges = int(profile.value("dock.consolidation_merges", 2) or 2)
    can_merge = allowance.consolidated_dock_area_sqft > 0 \
        and allowance.law_number("docks_allowed") is not None \
        and allowance.docks_allowed >= merges and allowance.max_dock_area_sqft <= single + EPS
    return [d.label for d in docks if can_merge and d.area_sqft > single + EPS]


def _consolidation_notice(profile: Profile, consolidated: list[str]) -> tuple[str, str] | None:
    """The profile's (section, text) for a consolidated dock, where there is one and it is set."""
    notice_q = profile.get("dock.consolidation_notice")
    if not consolidated or notice_q is None or not notice_q.is_set:
        return None
    return notice_q.section, str(notice_q.value)


def _reach_note(profile: Profile, lu: LandUseRules | None, binds: bool) -> str:
    if not binds:
        plan = lu.get("site_plan") if lu is not None else None
        where = f" ({plan.section})" if plan is not None else ""
        return f"not a limit for this use: the Planning Board sets the reach in site-plan review{where}"
    if profile.value("depth_exception.enabled", False):
        depth = profile.value("depth_exception.min_depth_ft")
        if depth is not None:
            return f"farther to {depth:g} ft depth"
    return ""


def _rows(profile: Profile, a: Allowance, docks: list[StructureFigures], figs: list[StructureFigures],
          tally: BoatTally, n_buoys: int, reach_ft: float, reach_section: str, setback_ft: float,
          setback_section: str, reach_binds: bool, clearances: list[tuple[str, float]]) -> list[Row]:
    far = max((d.reach_ft for d in figs), default=None)
    return [*_count_rows(profile, a, docks, tally, n_buoys), _area_row(profile, a, docks),
            *(_dimension_row(profile, docks, *spec) for spec in DIMENSION_ROWS),
            Row("reach", "Reach from the MHW mark", reach_ft if reach_binds else None, far, "ft",
                reach_section, ("reach", "depth_exception", "reach_site_plan")),
            Row("setback", "Setback from water-rights lines", setback_ft,
                min((c for _, c in clearances), default=None), "ft", setback_section, ("setback",),
                proposed_items=clearances)]


def _law_number(a: Allowance, name: str) -> float | None:
    """The allowance's number, None where the law gives none (Allowance.law_number)."""
    value = a.law_number(name)
    return None if value is None else float(value)


def _count_rows(profile: Profile, a: Allowance, docks: list[StructureFigures], tally: BoatTally,
                n_buoys: int) -> list[Row]:
    """Docks, boats (as this land use names them) and buoys: allowed beside proposed."""
    small = profile.value("dock.extra_small_dock_sqft")
    boats_are = profile.land_use(a.land_use).boats_are if a.land_use in profile.land_uses else ""
    return [
        Row("docks", "Docks", _law_number(a, "docks_allowed"), float(len(docks)), "count",
            profile.rule("dock_count").section, ("dock_count",),
            allowed_note=(f"+ 1 if no dock exceeds {small:g} sq ft" if a.extra_small_dock and small
                          else "")),
        Row("boats", boats_are or "boats", _law_number(a, "boats_allowed"), float(tally.total),
            "count", profile.rule("boat_count").section, ("boat_count",)),
        Row("buoys", "Mooring buoys", _law_number(a, "buoys_allowed"), float(n_buoys), "count",
            profile.rule("buoy_count").section, ("buoy_count",))]


def _area_row(profile: Profile, a: Allowance, docks: list[StructureFigures]) -> Row:
    """Each dock's area against the limit, with the consolidated limit where it is more."""
    cons = a.consolidated_dock_area_sqft if a.consolidated_dock_area_sqft > a.max_dock_area_sqft else 0.0
    return Row("area", "Area of each dock, walkways included", _law_number(a, "max_dock_area_sqft"),
               max((d.area_sqft for d in docks), default=None), "sqft",
               profile.rule("dock_area").section, ("dock_area",),
               allowed_note=f"each ({cons:,.0f} sq ft consolidated)" if cons else "",
               proposed_items=[(d.label, d.area_sqft) for d in docks])


# The dimensional rows: (rule code, row key, label, profile key of the limit, unit). Shown per
# structure only; the limit where this law has the rule.
DIMENSION_ROWS = (
    ("walkway_share", "walkway_share", "Main walkway share of dock length", "dock.min_walkway_share",
     "ratio"),
    ("walkway_width", "walkway_width", "Main walkway width", "dock.max_walkway_width_ft", "ft"),
    ("appendage_area", "appendage", "Area of each appendage", "dock.max_appendage_area_sqft", "sqft"),
)


def _dimension_row(profile: Profile, docks: list[StructureFigures], code: str, key: str, label: str,
                   qkey: str, unit: str) -> Row:
    """One dimensional rule's row: the limit only where this law has the rule, each dock's value."""
    spec = profile.rule(code)
    limit = profile.value(qkey)
    shown = float(limit) if isinstance(limit, (int, float)) and spec.applies else None
    return Row(key, label, shown, None, unit, spec.section, (code,), applies=spec.applies,
               proposed_items=[(n, float(v)) for n, v in _dimension_items(code, docks)])


def _dimension_items(code: str, docks: list[StructureFigures]) -> list[tuple[str, float]]:
    """Each structure's measure for a dimensional rule: per dock, or per appendage part."""
    if code == "walkway_share":
        return [(d.label, d.walkway_share) for d in docks if d.walkway_share is not None]
    if code == "walkway_width":
        return [(d.label, d.walkway_width_ft) for d in docks if d.walkway_width_ft is not None]
    return [(f"{d.label} #{p.fid}", float(p.geometry.area)) for d in docks for p in d.parts
            if p.part == "appendage"]


def _clearances(figs: list[StructureFigures], lines: list[BaseGeometry]) -> list[tuple[str, float]]:
    """How far each structure the setback binds stands from the parcel's water-rights lines."""
    if not lines:
        return []
    return [(f.label, min(float(f.geometry.distance(g)) for g in lines))
            for f in figs if not f.setback_exempt and f.kind in KIND_LABELS]


__all__ = ["COUNTED_AS_DOCK", "KIND_LABELS", "Certification", "ParcelSummary", "Row", "StructureFigures",
           "certification", "setback_for", "structure_figures", "summarize"]
