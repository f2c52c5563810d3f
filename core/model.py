"""Plain dataclasses for the domain: what the geometry engine and the rules read and write.

All coordinates are in a projected CRS whose unit is the US survey foot (EPSG:2261 by default).
The core never sees degrees: the Processing and UI layers transform before calling in.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry

from .problems import InputProblem

LAND_USES = ("residential", "marina", "yacht_club", "restaurant", "hotel", "municipal", "other")
STRUCTURE_KINDS = (
    "dock", "boat_hoist_structure", "boat_station", "boathouse", "boat_accessory_structure",
    "swim_float", "ice_breaker", "vessel",
)
DOCK_PARTS = ("walkway", "appendage")
CONSTRUCTIONS = ("permanent", "seasonal")
SEVERITIES = ("error", "warning", "info")


@dataclass
class Parcel:
    """One tax-map parcel, already in the working CRS.

    `land_use` is the law's category (one of LAND_USES), resolved once when the parcel is read
    (Profile.land_use_reading(value).parcel_fields(): the profile's crosswalk): every
    output reads it and nothing reads the tax map's value again. The value as given, and how it
    was read, are kept as recorded facts for display only."""
    parcel_id: str
    geometry: BaseGeometry                      # Polygon or MultiPolygon
    land_use: str = "residential"
    frontage_tax_ft: float | None = None     # tax-map lake frontage (Keuka "lake shoreline footage")
    seating: int | None = None               # restaurant seating capacity
    attrs: dict[str, Any] = field(default_factory=dict)  # owner, address, tax map number, ...
    source_fid: int | None = None
    # Canandaigua §44-5I: "characterized by steep slopes" is a survey fact the user supplies.
    steep_slope: bool = False
    # §44-5I(1): an existing upland structure near the MHW mark rules out the steep-slope allowances.
    upland_structure_near_mhw: bool = False
    # Keuka §160-126B(6): an other-use parcel keeps the docks/slips of its NYS license when more.
    licensed_docks: int | None = None
    licensed_slips: int | None = None
    # The LAND_USE value as the tax map gave it ("260 - Seasonal res", "motel", ""), the property
    # class code in it ("260"; "" for a word) and how it was read (land_use_codes.LandUseRead.how:
    # default | word | synonym | code | category | profile | unknown). Display only.
    land_use_value: str = ""
    land_use_code: str = ""
    land_use_how: str = "default"
    # Stacked units (core/units.py): every parcel id of the one lakeshore parcel, lowest first
    # (parcel_id is the lowest); empty for a parcel drawn once.
    units: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # A raw code ("260") here would be read as "other" by whatever looks at it (the envelope
        # once drew a seasonal residence 20 ft in): refuse it where it is made.
        if self.land_use not in LAND_USES:
            raise ValueError(
                f"Parcel {self.parcel_id}: land use {self.land_use!r} is not one of {', '.join(LAND_USES)}; "
                "read the value through the profile's crosswalk (Profile.land_use_reading) first.")


@dataclass(frozen=True)
class ExcludedWater:
    """Water beyond a straight line that the law excludes (Keuka: the Outlet, §160-120B/C): the
    half-plane on `side` of the line through a and b, within within_ft of the line's middle
    (so that water far away, in another lake, is never taken)."""
    a: tuple[float, float]
    b: tuple[float, float]
    side: str                                    # north | south | east | west
    within_ft: float
    name: str = ""
    section: str = ""


# The largest distance (ft) a setting may take: a lake is not wider than this, and beyond it
# coordinates in feet lose the precision the construction needs.
MAX_SETTING_FT = 1_000_000.0


@dataclass
class GeometrySettings:
    """The numbers the water-rights construction needs; built from a profile
    (Profile.geometry_settings()): no lake's numbers are defaults here. Values are checked when
    the settings are built: a bad one raises ValueError naming the field."""
    reach_ft: float                              # reach line distance from the MHW mark
    setback_residential_ft: float
    setback_other_ft: float
    projection_ft: float                         # how far lines run out over the water (the law's reach)
    min_intersection_ft: float                   # the 200 ft rule
    snap_tolerance_ft: float                     # how far a lot line may miss the MHW mark and be repaired
    lakeshore_tolerance_ft: float                # how near a parcel must come to the MHW mark to be lakeshore
    min_intersection_section: str                # cited in notes when the 200 ft rule acts
    unparcelled_max_ft: float                    # longest gap between lakeshore parcels taken as a road end
    excluded_water: tuple[ExcludedWater, ...] = ()   # water outside the law's jurisdiction
    projection_section: str = ""                 # cited in notes where a clip to the jurisdiction acts
    # The setback of each land use, from the profile (Profile.setback: the use's setback_category);
    # empty: residential gets setback_residential_ft, every other use setback_other_ft.
    setback_by_use: Mapping[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in ("reach_ft", "setback_residential_ft", "setback_other_ft", "projection_ft",
                     "min_intersection_ft", "snap_tolerance_ft", "lakeshore_tolerance_ft",
                     "unparcelled_max_ft"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise ValueError(f"GeometrySettings.{name} must be a number of feet, not {v!r}.")
            if not (0.0 <= v <= MAX_SETTING_FT):       # also refuses NaN
                raise ValueError(f"GeometrySettings.{name} must be a finite number of feet from 0 to "
                                 f"{MAX_SETTING_FT:,.0f}; got {v!r}. Fix it in the profile.")
        if self.projection_ft <= 0:
            raise ValueError("GeometrySettings.projection_ft must be more than 0 ft; "
                             f"got {self.projection_ft!r}.")
        for w in self.excluded_water:
            pts = (*w.a, *w.b)
            if len(pts) != 4 or not all(isinstance(c, (int, float)) and abs(c) < 1e9 for c in pts):
                raise ValueError(f"GeometrySettings.excluded_water: the line of {w.name or 'an exclusion'} "
                                 f"needs two finite [east, north] points; got {w.a!r}, {w.b!r}.")
            if w.a == w.b:
                raise ValueError(f"GeometrySettings.excluded_water: the two points of the line of "
                                 f"{w.name or 'an exclusion'} are the same point.")
            if not (isinstance(w.within_ft, (int, float)) and 0 < w.within_ft <= MAX_SETTING_FT):
                name = w.name or "an exclusion"
                raise ValueError(f"GeometrySettings.excluded_water: within_ft of {name} must "
                                 f"be a number of feet from 0 to {MAX_SETTING_FT:,.0f}; got {w.within_ft!r}.")
            if w.side not in ("north", "south", "east", "west"):
                raise ValueError(f"GeometrySettings.excluded_water: side must be north, south, east or "
                                 f"west; got {w.side!r}.")

    def setback_for(self, land_use: str) -> float:
        """The setback of a land use category (Parcel.land_use). A raw tax-map value is refused:
        read through the crosswalk it may be residential, and a guess here drew envelopes 20 ft in."""
        if land_use not in LAND_USES:
            raise ValueError(f"setback_for: {land_use!r} is not a land use category "
                             f"({', '.join(LAND_USES)}).")
        if land_use in self.setback_by_use:
            return float(self.setback_by_use[land_use])
        return self.setback_residential_ft if land_use == "residential" else self.setback_other_ft


@dataclass
class TiePoint:
    """Where the lot line between two neighbouring lakeshore parcels meets the MHW mark."""
    index: int                                   # position along the shore (per shoreline piece)
    point: Point
    parcel_a: str | None                      # parcel before this point along the shore
    parcel_b: str | None                      # parcel after it
    piece: int = 0                               # which shoreline piece (lake ring / island / segment)
    chainage_ft: float = 0.0                     # distance along that piece
    note: str = ""                               # repairs made to find it (extended, cut, bridged)


STRIP_TOUCH_FT = 0.01   # a line's tie point on an unparcelled strip's area (they share it)


@dataclass
class TieLine:
    parcel_id: str
    geometry: LineString                         # straight line between the parcel's two tie points
    length_ft: float


def _one_tie_line(pieces: list[TieLine]) -> TieLine:
    if len(pieces) == 1:
        return pieces[0]
    return TieLine(pieces[0].parcel_id, pieces[0].geometry, sum(t.length_ft for t in pieces))


@dataclass
class WaterRightsLine:
    tie_index: int
    geometry: LineString                         # starts at the tie point on the MHW mark
    parcel_a: str | None
    parcel_b: str | None
    azimuth_deg: float                           # grid azimuth leaving the shore, clockwise from north
    waterside_angle_deg: float
    length_ft: float
    modified: bool = False
    note: str = ""
    bisector_azimuth_deg: float | None = None   # the plain bisector's azimuth (before the 200 ft rule)
    repair_note: str = ""                        # how its tie point was found, when a lot line was repaired

    def output_note(self) -> str:
        """The `note` field of WATER_RIGHTS_LINES: the tie point's repair (DESIGN step 2: every
        repair is reported in `note`), then the line's own note (200 ft rule, where it stops)."""
        return "; ".join(n for n in (self.repair_note, self.note) if n)


@dataclass
class RightsArea:
    parcel_id: str | None                     # None: an unparcelled strip's water (a road end)
    geometry: BaseGeometry                       # Polygon (may be empty if it cannot be built)
    area_sqft: float
    closes_at_ft: float | None                # distance along its lines to where they meet
    modified: bool = False
    note: str = ""
    closes_at_bisectors_ft: float | None = None   # where the plain bisectors met (before the 200 ft rule)


@dataclass
class ReachLine:
    parcel_id: str
    geometry: BaseGeometry                       # LineString/MultiLineString inside the rights area
    reach_ft: float


@dataclass
class Envelope:
    parcel_id: str
    geometry: BaseGeometry
    setback_ft: float
    reach_ft: float
    area_sqft: float


@dataclass
class Message:
    """Something the engine wants the user to know: a repair, a warning, an error."""
    level: str                                   # info | warning | error
    code: str                                    # short machine code, e.g. lot_line_extended
    text: str                                    # plain English; UI layers may translate by code
    parcel_id: str | None = None
    geometry: BaseGeometry | None = None
    # The input features it is about (feature ids of the layer named in the text), so a UI can
    # list and select them without reading the text; empty when it is about no feature.
    feature_ids: tuple[int, ...] = ()
    # `text` as its English template's key (core/notes.py) and fields, for the QGIS side to show
    # in the user's language; empty where the text is not (yet) made from a template.
    template: str = ""
    params: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    # The same as data, one per feature (core/problems.py): what the UI and Processing format
    # in their own words; empty for a message that is about no single feature.
    problems: tuple[InputProblem, ...] = ()
    # Named facts behind the text (e.g. no_lakeshore_parcel: nearest parcel, distance, cause),
    # for a caller that words the message itself.
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class WaterRightsResult:
    """Everything the water-rights construction produces for one lake."""
    lakeshore_parcels: list[str]                 # ids in shore order
    tie_points: list[TiePoint]
    tie_lines: list[TieLine]
    lines: list[WaterRightsLine]
    rights_areas: list[RightsArea]
    reach_lines: list[ReachLine]
    envelopes: list[Envelope]
    messages: list[Message]
    shoreline: BaseGeometry                      # the MHW mark as used (LineString/MultiLineString)
    shoreline_length_in_parcel_ft: dict[str, float] = field(default_factory=dict)
    # Unparcelled lakeshore (road ends, DESIGN.md step 7): each strip's own water, parcel_id None,
    # in shore order; not in rights_areas (which are the parcels').
    unparcelled: list[RightsArea] = field(default_factory=list)
    # Stacked units (core/units.py): parcel id -> every unit id, for the parcels that have units;
    # the outputs' `units` field.
    units: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Where the law applies over the water (DESIGN.md step 9): built on first use of
    # `jurisdiction` (a buffer of a whole lake's mark takes a while), by this function.
    jurisdiction_of: Callable[[], BaseGeometry] | None = field(default=None, repr=False, compare=False)

    @cached_property
    def jurisdiction(self) -> BaseGeometry | None:
        """The region where the law applies (core/geometry/jurisdiction.jurisdiction_area: within
        projection_ft of the MHW mark, inside the lake polygon when one was given, less excluded
        water such as Keuka's Outlet); None for a result built without it."""
        return self.jurisdiction_of() if self.jurisdiction_of is not None else None

    @property
    def all_rights_areas(self) -> list[RightsArea]:
        """The parcels' rights areas, then the unparcelled strips' (parcel_id None): the
        RIGHTS_AREAS output."""
        return [*self.rights_areas, *self.unparcelled]

    def rights_area(self, parcel_id: str) -> RightsArea | None:
        for ra in self.rights_areas:
            if ra.parcel_id == parcel_id:
                return ra
        return None

    def lines_of(self, parcel_id: str) -> list[WaterRightsLine]:
        return [ln for ln in self.lines if parcel_id in (ln.parcel_a, ln.parcel_b)]

    def beyond_line(self, line: WaterRightsLine, parcel_id: str) -> tuple[str, str | None]:
        """What lies on the other side of `line` from `parcel_id`: ("parcel", its id), ("strip",
        None) for an unparcelled strip's water (a road end, DESIGN.md step 7) or ("none", None)
        at the end of the data. Read from the strips' areas, so a result rebuilt from layers
        answers the same."""
        other = line.parcel_b if line.parcel_a == parcel_id else line.parcel_a
        if other is not None:
            return "parcel", other
        start = Point(line.geometry.coords[0])
        if any(ra.geometry is not None and ra.geometry.distance(start) <= STRIP_TOUCH_FT
               for ra in self.unparcelled):
            return "strip", None
        return "none", None

    def tie_line(self, parcel_id: str) -> TieLine | None:
        """The parcel's tie line; for a lot that meets the mark in several pieces (it wraps round
        a smaller lot, DESIGN.md step 2) its first piece with length_ft the sum of its pieces."""
        found = [tl for tl in self.tie_lines if tl.parcel_id == parcel_id]
        return _one_tie_line(found) if found else None

    def tie_lines_by_id(self) -> dict[str, TieLine]:
        """tie_line of every parcel, at once."""
        by_id: dict[str, list[TieLine]] = {}
        for tl in self.tie_lines:
            by_id.setdefault(tl.parcel_id, []).append(tl)
        return {pid: _one_tie_line(tls) for pid, tls in by_id.items()}


@dataclass
class Structure:
    """One feature of the STRUCTURES layer (a dock may be several parts sharing dock_id)."""
    fid: int
    kind: str
    geometry: BaseGeometry
    dock_id: str | None = None
    part: str | None = None                   # walkway | appendage | None (whole dock)
    construction: str = "permanent"
    height_ft: float | None = None
    roof_pitch: float | None = None           # rise per 12 of run
    slips: int | None = None
    parcel_id: str | None = None
    enclosed_sides: int | None = None         # number of enclosed sides
    second_floor: bool = False
    existing: bool = False                       # already there: a nonconformity (§160-126A, §44-9A)
    shared_with: str | None = None            # Canandaigua §44-5J: the neighbour sharing it
    replaces: str | None = None               # dock_id of the existing structure it replaces
    visitor: bool = False                        # a vessel on a short-term visitor mooring (§160-123A(1)(f))
    source_layer: str = "structures"
    label: str | None = None                  # D1, H1, D1-A2 ... (core/labels.py): how texts name it


@dataclass
class Buoy:
    fid: int
    geometry: Point
    vessel_length_ft: float
    rode_length_ft: float
    parcel_id: str | None = None
    source_layer: str = "buoys"
    label: str | None = None                  # B1, B2 ... (core/labels.py): how texts name it
    visitor: bool = False                        # a short-term mooring for visitors (§160-123A(1)(f))

    @property
    def swing_radius_ft(self) -> float:
        return float(self.vessel_length_ft) + float(self.rode_length_ft)


# The allowance's figures a law may leave unset (Allowance.law_number).
LAW_NUMBERS = ("docks_allowed", "boats_allowed", "buoys_allowed", "max_dock_area_sqft")


@dataclass
class Allowance:
    """What a parcel may have by law (one row of allowedfacilities)."""
    parcel_id: str
    land_use: str
    frontage_ft: float
    frontage_method: str                         # tie_line | tax_map | shoreline
    eligible: bool
    docks_allowed: int
    boats_allowed: int
    buoys_allowed: int
    max_dock_area_sqft: float
    consolidated_dock_area_sqft: float
    extra_small_dock: bool
    note: str = ""
    boathouse_allowed: bool = False
    sections: list[str] = field(default_factory=list)
    units: tuple[str, ...] = ()                  # stacked units (core/units.py): every unit id

    def law_number(self, name: str) -> float | None:
        """docks_allowed, boats_allowed, buoys_allowed or max_dock_area_sqft as the law gives it:
        None where the law sets no number (a marina's docks: site-plan review). The rules mark
        that with NO_LIMIT (-1, core/rules/allowance); every output reads it through here and
        words None one way ("no number in the law"), so no -1 is ever shown."""
        if name not in LAW_NUMBERS:
            raise ValueError(f"Allowance.law_number: {name!r} is not one of {', '.join(LAW_NUMBERS)}.")
        value = getattr(self, name)
        return None if value is None or value < 0 else value


@dataclass
class Violation:
    """One finding of checklayout. An empty list means the layout complies."""
    parcel_id: str | None
    source_layer: str
    source_fid: int | None
    rule: str                                    # a rule code of DESIGN.md (never changes meaning)
    section: str                                 # e.g. §160-123A(1)(b)[1]
    severity: str                                # error | warning | info
    measured: float | None
    limit: float | None
    unit: str                                    # ft | sqft | count | deg | ratio | ...
    message: str
    geometry: BaseGeometry | None = None
    # `message` as its English template's key (core/rules/registry.py, "code:variant") and the
    # text fields it was filled with: the QGIS side shows it in the user's language. Empty for a
    # finding read back from a layer (its `message` is all there is).
    template: str = ""
    params: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
