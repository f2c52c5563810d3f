"""A CAD drawing's entities -> the layout the law is checked on, and what could not be read.

The DXF is read outside the core (qgis_io/dxf.py, GDAL's driver: bulges and arcs already turned
into vertices, block inserts exploded into their entities, coordinates in the working CRS); here
each entity is given a meaning by its layer (layer_map.py):
- on a structure layer: closed outlines and hatches are structures (a hatch that only fills an
  outline is that structure, not a second one); open lines that close a ring together are one;
- on a buoy layer: a circle is a buoy whose radius is the swing radius, a point is a buoy (on a
  circle's centre it is that circle's buoy; alone its swing radius is unknown);
- a TEXT or MTEXT within LABEL_FT of a feature labels the nearest one;
- everything else is UNREAD, with why: nothing is dropped silently.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import shapely
from shapely.geometry import LineString, MultiLineString, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import polygonize, unary_union

from ..model import Buoy, Structure
from .layer_map import BUOY, LayerMap

LABEL_FT = 25.0           # how far a text may stand from the feature it labels
SAME_CENTRE_FT = 2.0      # a point this near a circle's centre is that circle's buoy
FAR_FT = 200.0            # a feature this far from the parcels and their water is not on the site
SAME_OUTLINE = 0.01       # a hatch within 1% of an outline's area of it only fills that outline
EXISTING_PATTERNS = ("EXIST", "EX-", "EX_")   # a layer or label naming an existing structure
TEXT_ENTITIES = ("TEXT", "MTEXT", "ATTRIB", "ATTDEF")
MIN_AREA_SQFT = 0.01


@dataclass
class DrawingEntity:
    """One entity as the DXF holds it, in the working CRS (feet)."""
    layer: str
    entity: str                       # DXF entity type: LWPOLYLINE, CIRCLE, HATCH, TEXT, ...
    handle: str
    geometry: BaseGeometry | None
    text: str = ""                    # TEXT / MTEXT content
    block: str = ""                   # the block's name when it came from an INSERT
    circle: bool = False              # a CIRCLE (GDAL gives its outline as a closed line)


@dataclass
class Unread:
    """What the drawing holds that was not read as a structure, buoy or label, and why."""
    layer: str
    entity: str
    handle: str
    code: str                         # layer_not_mapped | block_not_mapped | text_labels_nothing |
    #                                   open_outline | not_a_feature | far_from_site | no_geometry
    why: str                          # one English sentence (qgis_io translates by code and params)
    geometry: BaseGeometry | None = None
    params: dict[str, str] = field(default_factory=dict)


@dataclass
class ReadFeature:
    """A structure or buoy read from the drawing, with where it came from."""
    layer: str
    entity: str                       # the entity type(s) it was made of, '+'-joined
    handles: tuple[str, ...]
    geometry: BaseGeometry            # the structure's polygon; a buoy's point
    kind: str                         # a structure kind, or "buoy"
    radius_ft: float | None = None    # a buoy's swing radius as drawn (None: not drawn)
    labels: list[str] = field(default_factory=list)
    existing: bool = False

    @property
    def label(self) -> str:
        return " / ".join(self.labels)


@dataclass
class Submission:
    structures: list[ReadFeature]
    buoys: list[ReadFeature]
    unread: list[Unread]
    layers: list[str]                 # every layer that holds an entity, sorted
    texts: list[str]                  # every text of the drawing (for the site-plan items)


def circle_of(geom: BaseGeometry) -> tuple[Point, float]:
    """Centre and radius of a circle GDAL gave as a closed line of vertices on it."""
    ring = shapely.get_coordinates(geom)
    centre = Polygon(ring).centroid if len(ring) >= 4 else Point(ring.mean(axis=0))
    radius = float(shapely.distance(centre, shapely.points(ring)).mean())
    return centre, radius


def _closed(geom: BaseGeometry) -> bool:
    if isinstance(geom, LineString):
        return geom.is_closed and len(geom.coords) >= 4
    return False


def _polygon(geom: BaseGeometry) -> BaseGeometry | None:
    """A closed outline or a hatch as a valid polygon, None when it encloses nothing."""
    poly = Polygon(geom.coords) if isinstance(geom, LineString) else geom
    if not poly.is_valid:
        poly = shapely.make_valid(poly)
        poly = unary_union([g for g in getattr(poly, "geoms", [poly]) if g.area > 0] or [Polygon()])
    return poly if poly.area >= MIN_AREA_SQFT else None


def _existing(layer: str, label: str = "") -> bool:
    text = f"{layer} {label}".upper()
    return any(p in text for p in EXISTING_PATTERNS)


def _unread(e: DrawingEntity, code: str, why: str, **params: str) -> Unread:
    return Unread(e.layer, e.entity, e.handle, code, why, e.geometry, dict(params))


def interpret(entities: list[DrawingEntity], layer_map: LayerMap,
              site: BaseGeometry | None = None) -> Submission:
    """The drawing's structures, buoys and labels, and what it holds that is none of them.
    `site`: the parcels and their water; a feature more than FAR_FT from it is not read."""
    structures: list[ReadFeature] = []
    buoys: list[ReadFeature] = []
    unread: list[Unread] = []
    texts: list[DrawingEntity] = []
    open_lines: dict[tuple[str, str], list[DrawingEntity]] = {}
    points: list[DrawingEntity] = []
    blocks: dict[str, list[DrawingEntity]] = {}
    for e in entities:
        kind = layer_map.kind_of(e.layer)
        if kind is None and e.block:                     # a block on an unmapped layer: one row
            blocks.setdefault(e.handle, []).append(e)
        elif e.entity in TEXT_ENTITIES and e.text.strip():
            texts.append(e)
        elif kind is None:
            unread.append(_unread(e, "layer_not_mapped", f"layer {e.layer} is not in the layer map",
                                  layer=e.layer))
        elif e.geometry is None or e.geometry.is_empty:
            unread.append(_unread(e, "no_geometry", "the entity has no geometry GDAL could read"))
        elif kind == BUOY:
            _buoy_entity(e, buoys, points, unread)
        else:
            _structure_entity(e, kind, structures, open_lines, unread)
    for (layer, kind), lines in open_lines.items():
        _close_lines(layer, kind, lines, structures, unread)
    _merge_points(points, buoys)
    _merge_hatches(structures)
    unread += [_block_row(handle, parts) for handle, parts in blocks.items()]
    if site is not None:
        structures = _on_site(structures, site, unread)
        buoys = _on_site(buoys, site, unread)
    _label(texts, structures + buoys, unread)
    for s in structures:
        s.existing = s.existing or _existing(s.layer, s.label)
    for u in unread:
        _far(u, site)
    all_layers = sorted({e.layer for e in entities})
    return Submission(structures, buoys, unread, all_layers,
                      [e.text for e in entities if e.entity in TEXT_ENTITIES and e.text.strip()])


def _block_row(handle: str, parts: list[DrawingEntity]) -> Unread:
    """One row for a block insert on a layer the map does not name (a north arrow, a logo)."""
    first = parts[0]
    return Unread(first.layer, "INSERT", handle, "block_not_mapped",
                  f"block {first.block} on layer {first.layer}, which is not in the layer map "
                  f"({len(parts)} entities)",
                  unary_union([p.geometry for p in parts if p.geometry is not None]),
                  {"block": first.block, "layer": first.layer, "n": str(len(parts))})


def _buoy_entity(e: DrawingEntity, buoys: list[ReadFeature], points: list[DrawingEntity],
                 unread: list[Unread]) -> None:
    geom = e.geometry
    if isinstance(geom, Point):
        points.append(e)
    elif e.circle and geom is not None:
        centre, radius = circle_of(geom)
        buoys.append(ReadFeature(e.layer, e.entity, (e.handle,), centre, BUOY, radius))
    else:
        unread.append(_unread(e, "not_a_feature",
                              f"a {e.entity} on the buoy layer {e.layer}: a buoy is read from a circle "
                              "(its swing circle) or a point", layer=e.layer, variant="buoy_layer"))


def _structure_entity(e: DrawingEntity, kind: str, structures: list[ReadFeature],
                      open_lines: dict[tuple[str, str], list[DrawingEntity]], unread: list[Unread]) -> None:
    geom = e.geometry
    if isinstance(geom, (Polygon, shapely.MultiPolygon)) or (geom is not None and _closed(geom)):
        for part in getattr(geom, "geoms", [geom]):
            poly = _polygon(part)
            if poly is None:
                unread.append(_unread(e, "not_a_feature", "a closed outline that encloses no area",
                                      variant="no_area"))
                continue
            structures.append(ReadFeature(e.layer, e.entity, (e.handle,), poly, kind,
                                          existing=_existing(e.layer)))
    elif isinstance(geom, (LineString, MultiLineString)):
        open_lines.setdefault((e.layer, kind), []).append(e)
    else:
        unread.append(_unread(e, "not_a_feature",
                              f"a {e.entity} on the structure layer {e.layer}: a structure is read from a "
                              "closed outline or a hatch", layer=e.layer, variant="structure_layer"))


def _close_lines(layer: str, kind: str, lines: list[DrawingEntity], structures: list[ReadFeature],
                 unread: list[Unread]) -> None:
    """Open lines of one layer that together close rings (a dock drawn line by line) are
    structures; lines that close nothing are unread."""
    noded = unary_union([e.geometry for e in lines])
    used: set[int] = set()
    for poly in polygonize(noded):
        if poly.area < MIN_AREA_SQFT:
            continue
        ring = poly.exterior.buffer(0.01)
        members = [i for i, e in enumerate(lines) if ring.contains(e.geometry)]
        used.update(members)
        structures.append(ReadFeature(layer, "+".join(sorted({lines[i].entity for i in members})),
                                      tuple(lines[i].handle for i in members), poly, kind,
                                      existing=_existing(layer)))
    for i, e in enumerate(lines):
        if i not in used:
            unread.append(_unread(e, "open_outline",
                                  f"an open {e.entity} on the structure layer {layer}: it closes no outline",
                                  layer=layer))


def _merge_points(points: list[DrawingEntity], buoys: list[ReadFeature]) -> None:
    """A point on a circle's centre is that circle's buoy; one alone is a buoy of unknown swing."""
    circles = list(buoys)
    for e in points:
        near = [b for b in circles if b.geometry.distance(e.geometry) <= SAME_CENTRE_FT]
        if near:
            b = min(near, key=lambda b: b.geometry.distance(e.geometry))
            b.handles += (e.handle,)
            b.entity = f"{b.entity}+{e.entity}" if e.entity not in b.entity else b.entity
        else:
            buoys.append(ReadFeature(e.layer, e.entity, (e.handle,), e.geometry, BUOY, None))
    # concentric circles (a buoy symbol inside its swing circle): one buoy, the largest radius
    merged: list[ReadFeature] = []
    for b in sorted(buoys, key=lambda b: -(b.radius_ft or 0.0)):
        same = next((m for m in merged if m.geometry.distance(b.geometry) <= SAME_CENTRE_FT), None)
        if same is None:
            merged.append(b)
        else:
            same.handles += b.handles
    order = {id(b): i for i, b in enumerate(buoys)}
    buoys[:] = sorted(merged, key=lambda b: order[id(b)])


def _merge_hatches(structures: list[ReadFeature]) -> None:
    """A hatch that fills an outline of the same kind is that structure (its handle added)."""
    outlines = [s for s in structures if s.entity != "HATCH"]
    for h in [s for s in structures if s.entity == "HATCH"]:
        for s in outlines:
            if s.kind == h.kind and s.geometry.symmetric_difference(h.geometry).area <= \
                    SAME_OUTLINE * max(s.geometry.area, h.geometry.area):
                s.handles += h.handles
                s.entity = f"{s.entity}+HATCH"
                structures.remove(h)
                break


def _on_site(features: list[ReadFeature], site: BaseGeometry, unread: list[Unread]) -> list[ReadFeature]:
    kept = []
    for f in features:
        gap = f.geometry.distance(site)
        if gap <= FAR_FT:
            kept.append(f)
            continue
        unread.append(Unread(f.layer, f.entity, ",".join(f.handles), "far_from_site",
                             f"lies {gap:,.0f} ft from the parcels and their water (a legend, a detail or "
                             "a title block?): not read as a feature of the site", f.geometry,
                             {"distance_ft": f"{gap:.0f}"}))
    return kept


def _label(texts: list[DrawingEntity], features: list[ReadFeature], unread: list[Unread]) -> None:
    """Each text labels the nearest feature within LABEL_FT; texts are read top to bottom."""
    for e in sorted(texts, key=lambda t: (-_y(t), _x(t))):
        text = " ".join(e.text.split())
        if e.geometry is None or not features:
            unread.append(_unread(e, "text_labels_nothing", f"the text '{text}' labels no feature",
                                  text=text))
            continue
        nearest = min(features, key=lambda f: _reach(f).distance(e.geometry))
        gap = _reach(nearest).distance(e.geometry)
        if gap <= LABEL_FT:
            nearest.labels.append(text)
        else:
            unread.append(_unread(e, "text_labels_nothing",
                                  f"the text '{text}' labels no feature (the nearest is {gap:,.0f} ft away)",
                                  text=text, distance_ft=f"{gap:.0f}"))


def _reach(f: ReadFeature) -> BaseGeometry:
    """Where a label may point at: a structure's outline; a buoy's point and its swing circle."""
    if f.kind == BUOY and f.radius_ft:
        return f.geometry.buffer(f.radius_ft, quad_segs=16)
    return f.geometry


def _x(e: DrawingEntity) -> float:
    return e.geometry.centroid.x if e.geometry is not None else 0.0


def _y(e: DrawingEntity) -> float:
    return e.geometry.centroid.y if e.geometry is not None else 0.0


def _far(u: Unread, site: BaseGeometry | None) -> None:
    """An unread entity far from the site says so (a title block, a sheet border, a legend)."""
    if site is None or u.geometry is None or u.geometry.is_empty or u.code == "far_from_site":
        return
    gap = u.geometry.distance(site)
    if gap > FAR_FT:
        u.why += f"; it lies {gap:,.0f} ft from the site (a title block or a legend?)"
        u.params["site_ft"] = f"{gap:.0f}"


def layout(sub: Submission) -> tuple[list[Structure], list[Buoy]]:
    """The contract's model of what was read: structures (fid 1..n) and buoys (fid 1..m). A
    circle's radius is the swing radius; the drawing does not split it into vessel and rode, so
    it is carried whole as vessel_length_ft with a rode of 0 (the sum is what every rule reads).
    A buoy drawn as a point alone has no swing radius: a vessel length of 0 ft, which the check
    reports as not checkable (input) rather than as a circle of 0 ft."""
    structures = [Structure(fid=i, kind=f.kind, geometry=f.geometry, existing=f.existing)
                  for i, f in enumerate(sub.structures, start=1)]
    buoys = [Buoy(fid=i, geometry=f.geometry,
                  vessel_length_ft=f.radius_ft if f.radius_ft is not None else 0.0,
                  rode_length_ft=0.0)
             for i, f in enumerate(sub.buoys, start=1)]
    return structures, buoys
