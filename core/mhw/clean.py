"""A DEM's contour at the MHW level, cleaned to the lake's shore.

GDAL's contouring (qgis_io) hands over two polygon sets in the working CRS (US survey feet): the
ground below the level (`water`) and all ground the DEM covers (`footprint`). The shore is then:
- the boundary of the largest water body (pits and ponds inland are other water bodies: dropped);
- its holes are islands, kept when they enclose at least `min_island_sqft` (a single spike of the
  DEM in open water encloses one cell or so: noise, dropped);
- where the lake runs off the DEM (its edge, or a hole of no data) its boundary is the data's
  edge, not a shore: those stretches are cut away, and a piece of shore left shorter than
  `min_length_ft` is dropped;
- each line simplified (Douglas-Peucker, topology kept) to `simplify_ft`.
Every number dropped is counted, so the output can say what was left out and why.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ..wording import count

# The stretch along the data's edge is cut with a buffer this wide: the lake's boundary and the
# footprint's come from the same raster edge but through different overlays (last-bit noise).
EDGE_TOLERANCE_FT = 0.01


@dataclass(frozen=True)
class ShoreCleaning:
    """The stated thresholds of the cleaning (all in feet / square feet)."""
    min_island_sqft: float = 500.0    # an island enclosing less is DEM noise
    min_length_ft: float = 20.0       # a piece of open shore (cut by the data's edge) shorter is dropped
    simplify_ft: float = 0.5          # Douglas-Peucker tolerance; 0 = as contoured

    def __post_init__(self) -> None:
        for name in ("min_island_sqft", "min_length_ft", "simplify_ft"):
            value = getattr(self, name)
            if not value >= 0:    # also refuses NaN
                raise ValueError(f"{name} must be a number of at least 0, not {value!r}.")

    def describe(self) -> str:
        return (f"islands under {self.min_island_sqft:g} sq ft and pieces of shore under "
                f"{self.min_length_ft:g} ft dropped; simplified to {self.simplify_ft:g} ft")


@dataclass(frozen=True)
class ShorePiece:
    """One line of the cleaned MHW mark."""
    kind: str                  # shore (the lake's outer boundary) | island
    line: LineString
    closed: bool               # a whole ring (False: cut where the lake leaves the DEM)
    encloses_sqft: float       # the ring's area (islands, closed shores); 0 for an open piece


@dataclass
class CleanedShore:
    pieces: list[ShorePiece]
    lake_area_sqft: float
    water_bodies_dropped: int = 0
    water_dropped_sqft: float = 0.0
    islands_dropped: int = 0
    islands_dropped_sqft: float = 0.0
    pieces_dropped: int = 0               # open pieces under min_length_ft
    edge_cut: bool = False                # the lake runs off the data somewhere
    settings: ShoreCleaning = field(default_factory=ShoreCleaning)

    @property
    def length_ft(self) -> float:
        return sum(p.line.length for p in self.pieces)

    def summary(self) -> str:
        """What was kept and what dropped, in one sentence."""
        shores = sum(p.kind == "shore" for p in self.pieces)
        islands = sum(p.kind == "island" for p in self.pieces)
        parts = [f"{count(shores, 'shore line')} and {count(islands, 'island ring')}, "
                 f"{self.length_ft:,.1f} ft, "
                 f"around a lake of {self.lake_area_sqft:,.0f} sq ft"]
        if self.water_bodies_dropped:
            parts.append(f"{count(self.water_bodies_dropped, 'other water body', 'other water bodies')} "
                         "below the level "
                         f"({self.water_dropped_sqft:,.0f} sq ft: pits, ponds) dropped")
        if self.islands_dropped:
            parts.append(f"{count(self.islands_dropped, 'island')} under "
                         f"{self.settings.min_island_sqft:g} sq ft "
                         f"({self.islands_dropped_sqft:,.0f} sq ft in all) dropped as noise")
        if self.pieces_dropped:
            parts.append(f"{count(self.pieces_dropped, 'piece')} of shore under "
                         f"{self.settings.min_length_ft:g} ft dropped")
        if self.edge_cut:
            parts.append("where the lake runs off the DEM its edge is not drawn as shore")
        return "; ".join(parts) + f"; simplified to {self.settings.simplify_ft:g} ft."


def _polygons(geom: BaseGeometry) -> list[Polygon]:
    """The polygons of any (multi)polygon or collection, repaired if invalid."""
    if geom is None or geom.is_empty:
        return []
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    out, stack = [], [geom]
    while stack:
        g = stack.pop()
        if isinstance(g, Polygon):
            if g.area > 0:
                out.append(g)
        elif hasattr(g, "geoms"):
            stack.extend(g.geoms)
    return out


def _lines(geom: BaseGeometry) -> list[LineString]:
    """The lines of a cut ring, pieces that meet end to end joined (a ring's start vertex splits
    the piece it falls in)."""
    if geom.geom_type == "MultiLineString":
        geom = shapely.line_merge(geom)
    return [g for g in shapely.get_parts(geom) if isinstance(g, LineString) and not g.is_empty]


def clean_shore(water: BaseGeometry, footprint: BaseGeometry,
                settings: ShoreCleaning = ShoreCleaning()) -> CleanedShore:
    """The MHW mark from the contour polygons (see the module's docstring). ValueError, with the
    sentence to show, when there is no ground below the level at all."""
    bodies = sorted(_polygons(water), key=lambda p: p.area, reverse=True)
    if not bodies:
        raise ValueError(
            "No ground of the DEM lies below the MHW level, so there is no lake to draw the mark "
            "around: check the level, the DEM's vertical units (ft or m) and its datum.")
    lake, others = bodies[0], bodies[1:]
    data_edge = footprint.boundary.buffer(EDGE_TOLERANCE_FT) if footprint is not None and \
        not footprint.is_empty else None
    out = CleanedShore(pieces=[], lake_area_sqft=lake.area, settings=settings,
                       water_bodies_dropped=len(others),
                       water_dropped_sqft=sum(p.area for p in others))

    rings = [("shore", lake.exterior)]
    for hole in lake.interiors:
        area = Polygon(hole).area
        # A hole of no data is not land: only the data's edge bounds it (cut away below).
        if area < settings.min_island_sqft:
            out.islands_dropped += 1
            out.islands_dropped_sqft += area
            continue
        rings.append(("island", hole))

    for kind, ring in rings:
        line = LineString(ring.coords)
        encloses = Polygon(ring).area
        if data_edge is not None and line.intersects(data_edge):
            cut = line.difference(data_edge)
            if not cut.equals(line):
                out.edge_cut = True
                for piece in _lines(cut):
                    if piece.length < settings.min_length_ft:
                        out.pieces_dropped += 1
                        continue
                    out.pieces.append(ShorePiece(kind, _simplify(piece, settings), False, 0.0))
                continue
        out.pieces.append(ShorePiece(kind, _simplify(line, settings), True, encloses))
    if not out.pieces:
        raise ValueError(
            "The water below the MHW level is bounded only by the DEM's edge (or its holes of no "
            "data): the DEM does not reach the shore. Use a DEM that covers the shoreline.")
    return out


def _simplify(line: LineString, settings: ShoreCleaning) -> LineString:
    if settings.simplify_ft <= 0:
        return line
    simple = line.simplify(settings.simplify_ft, preserve_topology=True)
    return simple if isinstance(simple, LineString) and not simple.is_empty else line
