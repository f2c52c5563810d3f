"""Plain dataclasses for the domain: what the geometry engine and the rules read and write.

All coordinates are in a projected CRS whose unit is the US survey foot (EPSG:2261 by default).
The core never sees degrees: the Processing and UI layers transform before calling in.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry

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
    """One tax-map parcel, already in the working CRS."""
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


@dataclass
class GeometrySettings:
    """The numbers the water-rights construction needs; built from a profile."""
    reach_ft: float = 65.0                      # reach line distance from the MHW mark
    setback_residential_ft: float = 10.0
    setback_other_ft: float = 20.0
    projection_ft: float = 1500.0               # how far lines run out over the water
    min_intersection_ft: float = 200.0          # the 200 ft rule
    snap_tolerance_ft: float = 15.0             # how far a lot line may miss the MHW mark and be repaired
    lakeshore_tolerance_ft: float = 5.0         # how near a parcel must come to the MHW mark to be lakeshore
    min_intersection_section: str = "§160-122C(2)"   # cited in notes when the 200 ft rule acts (§44-5C)

    def setback_for(self, land_use: str) -> float:
        """Residential parcels get the residential setback; every other use the "other" one."""
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


@dataclass
class TieLine:
    parcel_id: str
    geometry: LineString                         # straight line between the parcel's two tie points
    length_ft: float


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
    parcel_id: str
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

    def rights_area(self, parcel_id: str) -> RightsArea | None:
        for ra in self.rights_areas:
            if ra.parcel_id == parcel_id:
                return ra
        return None

    def lines_of(self, parcel_id: str) -> list[WaterRightsLine]:
        return [ln for ln in self.lines if parcel_id in (ln.parcel_a, ln.parcel_b)]

    def tie_line(self, parcel_id: str) -> TieLine | None:
        for tl in self.tie_lines:
            if tl.parcel_id == parcel_id:
                return tl
        return None


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
    existing: bool = False
    shared_with: str | None = None            # Canandaigua §44-5J: the neighbour sharing it
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

    @property
    def swing_radius_ft(self) -> float:
        return float(self.vessel_length_ft) + float(self.rode_length_ft)


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
