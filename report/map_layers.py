"""The site plan's map layers: memory layers built from the core's results for one parcel.

The five water-rights outputs use Processing's fields and writers (processing/sinks.py) and the
project's QML styles (resources/styles/), so the plan draws them as the toolbox and the panel do;
the plan only adds its own labels (azimuth, bearing and length on every line) and the layers a site
plan needs besides: the subject parcel, setback lines, proposed structures with their dimensions,
buoys with their swing circles, depth soundings and the places of the violations.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import shapely
import shapely.ops
from qgis.core import (
    Qgis,
    QgsFeature,
    QgsFillSymbol,
    QgsLabelObstacleSettings,
    QgsLineSymbol,
    QgsMarkerSymbol,
    QgsPalLayerSettings,
    QgsProperty,
    QgsSimpleLineCallout,
    QgsSingleSymbolRenderer,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from ..core.compat import zip_strict
from ..core.model import Buoy, Parcel, Violation, WaterRightsResult
from ..qgis_io import sinks
from ..qgis_io.convert import to_qgs
from ..qgis_io.styles import apply_style, text_format
from . import formatting as fmt
from .measure import DepthSample, DockSummary

NO_LEGEND = "shoreline_layout/no_legend"       # a layer the legend leaves out (the callouts)


@dataclass
class PlanLayers:
    """Layers in drawing order, top first (the order QgsLayoutItemMap.setLayers expects)."""
    layers: list[QgsVectorLayer] = field(default_factory=list)

    def add(self, layer: QgsVectorLayer | None) -> None:
        if layer is not None:
            self.layers.insert(0, layer)     # callers add bottom first


# ---------------------------------------------------------------- helpers

def _memory(geometry: str, name: str, crs_authid: str, spec: Sequence[tuple[str, str]],
            with_label: bool = True) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{geometry}?crs={crs_authid}", name, "memory")
    fields = sinks.make_fields(list(spec) + ([("label", "string")] if with_label else []))
    layer.dataProvider().addAttributes(list(fields))
    layer.updateFields()
    return layer


def _add_rows(layer: QgsVectorLayer, rows: Iterable[tuple[BaseGeometry | None, list]]) -> None:
    feats = []
    for geom, values in rows:
        f = QgsFeature(layer.fields())
        f.setAttributes(values)
        if geom is not None and not geom.is_empty:
            f.setGeometry(to_qgs(geom))
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    layer.updateExtents()


def set_labels(layer: QgsVectorLayer, size: float, colour: str = "#000000", *, bold: bool = False,
               placement: Qgis.LabelPlacement = Qgis.LabelPlacement.Line, priority: int = 5,
               expression: str = '"label"', dist_mm: float = 0.8, obstacle: bool = True,
               anchor: float | None = None, wrap: int = 0, always_show: str | None = None,
               leader: bool = False, must_show: bool = False) -> None:
    """Plan labels, replacing whatever labelling the layer's QML brought. `always_show` is an
    expression for the features whose label must be printed even where it has to overlap
    (the subject parcel's own figures: the law requires them on the plan). `must_show`: every
    label is printed, in the free place QGIS finds or, when none is left, in the one that
    overlaps least (the proposed features' callouts and dimensions)."""
    s = QgsPalLayerSettings()
    s.isExpression = True
    s.fieldName = expression
    s.setFormat(text_format(size, colour, bold))
    s.placement = placement
    s.priority = priority
    s.dist = dist_mm
    s.distUnits = Qgis.RenderUnit.Millimeters
    if wrap:
        s.autoWrapLength = wrap
    if placement == Qgis.LabelPlacement.Line:
        ls = s.lineSettings()
        ls.setPlacementFlags(Qgis.LabelLinePlacementFlag.AboveLine
                             | Qgis.LabelLinePlacementFlag.BelowLine
                             | Qgis.LabelLinePlacementFlag.MapOrientation)
        if anchor is not None:
            ls.setLineAnchorPercent(anchor)
            from qgis.core import QgsLabelLineSettings
            ls.setAnchorType(QgsLabelLineSettings.AnchorType.HintOnly)
        s.setLineSettings(ls)
    obs = s.obstacleSettings()
    obs.setIsObstacle(obstacle)
    s.setObstacleSettings(obs)
    if leader:
        # a thin leader from the feature to its label, so labels can stand off in open water
        callout = QgsSimpleLineCallout()
        callout.setEnabled(True)
        callout.setLineSymbol(QgsLineSymbol.createSimple({"line_color": "60,40,20,255", "line_width": "0.2"}))
        callout.setMinimumLength(1.0)
        s.setCallout(callout)
    if must_show:
        ps = s.placementSettings()
        ps.setOverlapHandling(Qgis.LabelOverlapHandling.AllowOverlapIfRequired)
        ps.setAllowDegradedPlacement(True)
        s.setPlacementSettings(ps)
    if always_show:
        props = s.dataDefinedProperties()
        props.setProperty(QgsPalLayerSettings.Property.AlwaysShow, QgsProperty.fromExpression(always_show))
        s.setDataDefinedProperties(props)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(s))
    layer.setLabelsEnabled(True)


def callout_spots(shapes: Sequence[BaseGeometry], texts: Sequence[str], shoreline: BaseGeometry,
                  extent: BaseGeometry, ft_per_mm: float, size_pt: float,
                  avoid: Sequence[BaseGeometry] = ()) -> list[tuple[BaseGeometry, BaseGeometry]]:
    """(anchor point, leader line) of each shape's callout: beyond the shape's far end, away from
    the MHW mark, further out (or to a side) until its box is clear of the callouts placed before,
    of every shape and of `avoid` (the depth soundings' marks and their figures), inside the map.
    The box is estimated from the text (DejaVu Sans Bold)."""
    line_mm = size_pt * 0.3528 * 1.25
    boxes: list[BaseGeometry] = []
    keep_off = shapely.union_all([g.buffer(1.0 * ft_per_mm) for g in shapes]
                                 + [g.buffer(1.5 * ft_per_mm) for g in avoid])
    inside = extent.buffer(-3.0 * ft_per_mm)
    out = []
    order = sorted(range(len(shapes)), key=lambda i: shoreline.project(shapes[i].centroid))
    spots: dict[int, tuple[BaseGeometry, BaseGeometry]] = {}
    for i in order:
        g, lines = shapes[i], texts[i].split("\n")
        w = (max(len(t) for t in lines) * size_pt * 0.3528 * 0.62 + 3.0) * ft_per_mm
        h = (len(lines) * line_mm + 2.0) * ft_per_mm
        c = g.centroid
        near = shoreline.interpolate(shoreline.project(c))
        dx, dy = c.x - near.x, c.y - near.y
        n = math.hypot(dx, dy)
        ux, uy = (dx / n, dy / n) if n > 1e-6 else (0.0, 1.0)
        far = max(g.exterior.coords if hasattr(g, "exterior") else g.coords,
                  key=lambda v: (v[0] - near.x) * ux + (v[1] - near.y) * uy)
        chosen = None
        for step in range(14):
            out_ft = (3.0 + 3.0 * step) * ft_per_mm + h / 2.0
            for side in (0.0, 1.0, -1.0):
                ax = far[0] + ux * out_ft - uy * side * (w / 2.0 + 2.0 * ft_per_mm)
                ay = far[1] + uy * out_ft + ux * side * (w / 2.0 + 2.0 * ft_per_mm)
                box = shapely.box(ax - w / 2, ay - h / 2, ax + w / 2, ay + h / 2)
                if inside.contains(box) and not box.intersects(keep_off) \
                        and not any(box.intersects(b) for b in boxes):
                    chosen = (ax, ay, box)
                    break
            if chosen:
                break
        if chosen is None:               # nowhere clear: just beyond the far end
            ax, ay = far[0] + ux * (3.0 * ft_per_mm + h / 2), far[1] + uy * (3.0 * ft_per_mm + h / 2)
            chosen = (ax, ay, shapely.box(ax - w / 2, ay - h / 2, ax + w / 2, ay + h / 2))
        ax, ay, box = chosen
        boxes.append(box)
        end = shapely.ops.nearest_points(box.exterior, Point(far))[0]
        spots[i] = (Point(ax, ay), shapely.LineString([far, (end.x, end.y)]))
    out = [spots[i] for i in range(len(shapes))]
    return out


# QGIS 3.40 keeps labels from overlapping but lets them touch, and has no margin between labels:
# the MHW mark's label ran on into a tie line's length along the same shore, a setback label into
# a sounding's figure. Two no-break spaces at each end hold the neighbours a letter's width off.
PADDED_LABEL = "'\u00a0\u00a0' || \"label\" || '\u00a0\u00a0'"


def sounding_box(d: DepthSample, ft_per_mm: float, size_pt: float) -> BaseGeometry:
    """Where a depth sounding's mark and its figure (to the right, as QGIS puts it first) lie."""
    w = (len(d.label) * size_pt * 0.3528 * 0.6 + 2.5) * ft_per_mm
    h = size_pt * 0.3528 * 1.3 * ft_per_mm
    return shapely.box(d.x - 1.0 * ft_per_mm, d.y - h / 2, d.x + w, d.y + h / 2)


def label_obstacle(layer: QgsVectorLayer) -> None:
    """The layer's features keep other layers' labels off them (QGIS's label obstacles: a layer
    labelled with no text of its own), as a surveyor keeps a bearing out of a swing circle."""
    s = QgsPalLayerSettings()
    s.isExpression = True
    s.fieldName = "''"
    s.drawLabels = False
    obs = s.obstacleSettings()
    obs.setIsObstacle(True)
    obs.setType(QgsLabelObstacleSettings.ObstacleType.PolygonInterior)
    obs.setFactor(2.0)                       # the strongest: a label goes anywhere else first
    s.setObstacleSettings(obs)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(s))
    layer.setLabelsEnabled(True)


def _simple(layer: QgsVectorLayer, symbol) -> None:
    layer.setRenderer(QgsSingleSymbolRenderer(symbol))


def _styled(layer: QgsVectorLayer, style: str, fallback) -> None:
    """The project's QML when it is there, else the fallback symbol."""
    ok, _ = apply_style(layer, style)
    if not ok:
        _simple(layer, fallback)
    layer.setLabelsEnabled(False)


def clip(geom: BaseGeometry | None, box: BaseGeometry) -> BaseGeometry | None:
    if geom is None or geom.is_empty or not geom.intersects(box):
        return None          # (shapely warns "invalid value" intersecting a disjoint line)
    out = geom.intersection(box)
    return None if out.is_empty else out


# ---------------------------------------------------------------- the layers

def setback_lines(wr: WaterRightsResult, parcel_id: str, setback_ft: float,
                  reach_ft: float) -> list[BaseGeometry]:
    """The setback line along each of the parcel's water-rights lines: the line offset into the
    parcel's rights area by the setback, drawn out to the reach (where permanent structures stand)."""
    ra = wr.rights_area(parcel_id)
    if ra is None or ra.geometry is None or ra.geometry.is_empty or setback_ft <= 0:
        return []
    m = reach_ft * 1.5 + setback_ft + 10.0
    x0, y0, x1, y1 = ra.geometry.bounds
    # only the stretch of the MHW mark near this parcel: buffering the whole lake is slow
    shore_band = shapely.clip_by_rect(wr.shoreline, x0 - m, y0 - m, x1 + m, y1 + m).buffer(m - 10.0)
    out = []
    for ln in wr.lines_of(parcel_id):
        for side in (setback_ft, -setback_ft):
            off = ln.geometry.offset_curve(side)
            if off.is_empty:
                continue
            if not (off.intersects(ra.geometry) and off.intersects(shore_band)):
                continue
            inside = off.intersection(ra.geometry)
            if not inside.intersects(shore_band):
                continue
            inside = inside.intersection(shore_band)
            if not inside.is_empty and inside.length > setback_ft:
                out.append(inside)
                break
    return out


def build_plan_layers(
    *,
    crs_authid: str,
    parcel: Parcel,
    parcels: Sequence[Parcel],
    wr: WaterRightsResult,
    extent: BaseGeometry,
    setback_ft: float,
    reach_ft: float,
    docks: Sequence[DockSummary],
    buoys: Sequence[Buoy],
    violations: Sequence[Violation],
    depths: Sequence[DepthSample],
    mhw_label: str,
    parcel_label: callable,
    ft_per_mm: float | None = None,
) -> PlanLayers:
    """All layers of the plan, clipped to a little more than the map's extent.

    `parcel_label(parcel) -> str` writes the text on each parcel (tax map number, owner);
    `ft_per_mm`, the map's scale, places the structures' callouts (else QGIS's labelling does)."""
    pid = parcel.parcel_id
    box = extent.buffer(max(extent.length * 0.02, 5.0), join_style="mitre")
    plan = PlanLayers()

    # land: neighbours, then the subject parcel on top
    near = [p for p in parcels if p.geometry.intersects(box)]
    lyr = _memory("Polygon", "Tax-map parcels", crs_authid, [("parcel_id", "string")])
    _add_rows(lyr, [(clip(p.geometry, box), [p.parcel_id, parcel_label(p)])
                    for p in near if p.parcel_id != pid])
    _styled(lyr, "parcels", QgsFillSymbol.createSimple(
        {"color": "246,241,226,255", "outline_color": "110,100,90,255", "outline_width": "0.3"}))
    set_labels(lyr, 6.5, "#5a4a3a", placement=Qgis.LabelPlacement.Horizontal, priority=2, wrap=22)
    plan.add(lyr)

    # water: rights areas, envelope, then lines
    lyr = _memory("Polygon", "Rights areas", crs_authid, sinks.RIGHTS_AREA_FIELDS, False)
    _add_rows(lyr, [(clip(ra.geometry, box), [ra.parcel_id, float(ra.area_sqft),
                                              ra.closes_at_ft, int(ra.modified)])
                    for ra in wr.rights_areas])
    _styled(lyr, "rights_areas", QgsFillSymbol.createSimple(
        {"color": "120,170,230,50", "outline_style": "no"}))
    plan.add(lyr)

    # road ends: water no parcel has, named on the map and in the legend (DESIGN.md step 7)
    lyr = _memory("Polygon", "Unparcelled lakeshore (road end)", crs_authid, [("note", "string")])
    _add_rows(lyr, [(clip(ra.geometry, box), [ra.note, "UNPARCELLED LAKESHORE (ROAD END)"])
                    for ra in wr.unparcelled if ra.geometry is not None and ra.geometry.intersects(box)])
    _simple(lyr, QgsFillSymbol.createSimple(
        {"color": "120,120,120,255", "style": "f_diagonal", "outline_color": "120,120,120,255",
         "outline_width": "0.2", "outline_style": "dash"}))
    set_labels(lyr, 6.0, "#505050", placement=Qgis.LabelPlacement.Horizontal, priority=3, wrap=14)
    plan.add(lyr)

    lyr = _memory("Polygon", "Envelope (setback, reach)", crs_authid,
                  sinks.ENVELOPE_FIELDS, False)
    _add_rows(lyr, [(clip(e.geometry, box), [e.parcel_id, e.setback_ft, e.reach_ft, e.area_sqft])
                    for e in wr.envelopes if e.parcel_id == pid])
    _styled(lyr, "envelopes", QgsFillSymbol.createSimple(
        {"color": "60,160,80,40", "outline_color": "40,120,60,255", "outline_width": "0.25"}))
    plan.add(lyr)

    lyr = _memory("Polygon", "Subject parcel", crs_authid, [("parcel_id", "string")])
    _add_rows(lyr, [(clip(parcel.geometry, box), [pid, parcel_label(parcel)])])
    _simple(lyr, QgsFillSymbol.createSimple(
        {"color": "255,244,200,255", "outline_color": "0,0,0,255", "outline_width": "0.8"}))
    set_labels(lyr, 8.0, "#000000", bold=True, placement=Qgis.LabelPlacement.Horizontal,
               priority=9, wrap=26)
    plan.add(lyr)

    lyr = _memory("LineString", "Mean high water mark", crs_authid, [])
    _add_rows(lyr, [(clip(wr.shoreline, box), [mhw_label])])
    _styled(lyr, "shoreline", QgsLineSymbol.createSimple(
        {"line_color": "20,90,200,255", "line_width": "0.7"}))
    set_labels(lyr, 6.5, "#14508c", placement=Qgis.LabelPlacement.Line, priority=4, anchor=0.15,
               expression=PADDED_LABEL)
    plan.add(lyr)

    lyr = _memory("LineString", "Reach line", crs_authid, sinks.REACH_LINE_FIELDS)
    _add_rows(lyr, [(clip(r.geometry, box), [r.parcel_id, r.reach_ft,
                                             f"{fmt.ft(r.reach_ft, 0)} REACH LINE"])
                    for r in wr.reach_lines if r.parcel_id == pid])
    _styled(lyr, "reach_lines", QgsLineSymbol.createSimple(
        {"line_color": "0,130,130,255", "line_width": "0.4", "line_style": "dash"}))
    set_labels(lyr, 6.5, "#006e6e", priority=6)
    plan.add(lyr)

    lyr = _memory("LineString", "Setback lines", crs_authid, [("setback_ft", "double")])
    _add_rows(lyr, [(g, [setback_ft, f"{fmt.ft(setback_ft, 0)} SETBACK"])
                    for g in setback_lines(wr, pid, setback_ft, reach_ft)])
    _simple(lyr, QgsLineSymbol.createSimple(
        {"line_color": "90,90,90,255", "line_width": "0.3", "line_style": "dash"}))
    set_labels(lyr, 6.0, "#444444", priority=5, anchor=0.3, expression=PADDED_LABEL)
    plan.add(lyr)

    lyr = _memory("LineString", "MHW tie lines", crs_authid, [*sinks.TIE_LINE_FIELDS, ("ours", "int")])
    _add_rows(lyr, [(clip(t.geometry, box), [t.parcel_id, t.length_ft, int(t.parcel_id == pid),
                                             f"MHW TIE LINE {fmt.ft(t.length_ft)}"
                                             if t.parcel_id == pid else fmt.ft(t.length_ft)])
                    for t in wr.tie_lines])
    _styled(lyr, "tie_lines", QgsLineSymbol.createSimple(
        {"line_color": "30,30,30,255", "line_width": "0.4", "line_style": "dot"}))
    set_labels(lyr, 6.5, "#000000", priority=10, always_show='"ours" = 1')
    plan.add(lyr)

    lyr = _memory("LineString", "Water rights lines", crs_authid,
                  [*sinks.WATER_RIGHTS_LINE_FIELDS, ("ours", "int")])
    rows = []
    for ln in wr.lines:
        g = clip(ln.geometry, box)
        if g is None:
            continue
        ours = pid in (ln.parcel_a, ln.parcel_b)
        text = (f"Az {fmt.dms(ln.azimuth_deg)} ({fmt.bearing(ln.azimuth_deg)}) "
                f"L = {fmt.ft(ln.length_ft)}" + (" *" if ln.modified else ""))
        rows.append((g, [ln.parcel_a, ln.parcel_b, ln.azimuth_deg, ln.waterside_angle_deg,
                         ln.length_ft, int(ln.modified), ln.output_note() or None, int(ours),
                         text if ours else f"Az {fmt.dms(ln.azimuth_deg)}"]))
    _add_rows(lyr, rows)
    _styled(lyr, "water_rights_lines", QgsLineSymbol.createSimple(
        {"line_color": "110,45,170,255", "line_width": "0.6"}))     # violet: red is the findings'
    set_labels(lyr, 6.5, "#5a2590", bold=False, priority=10, anchor=0.5, always_show='"ours" = 1')
    plan.add(lyr)

    lyr = _memory("Point", "Tie points", crs_authid, [("index", "int")], False)
    _add_rows(lyr, [(tp.point, [tp.index]) for tp in wr.tie_points if tp.point.intersects(box)])
    _simple(lyr, QgsMarkerSymbol.createSimple(
        {"name": "circle", "color": "255,255,255,255", "outline_color": "0,0,0,255",
         "size": "1.6", "outline_width": "0.3"}))
    plan.add(lyr)

    # proposed facilities
    lyr = _memory("Polygon", "Buoy swing circles", crs_authid, [("radius_ft", "double")], False)
    _add_rows(lyr, [(Point(b.geometry).buffer(b.swing_radius_ft, quad_segs=32), [b.swing_radius_ft])
                    for b in buoys])
    _simple(lyr, QgsFillSymbol.createSimple(
        {"color": "0,0,0,0", "style": "no", "outline_color": "60,60,160,255",
         "outline_width": "0.3", "outline_style": "dash"}))
    label_obstacle(lyr)
    plan.add(lyr)

    lyr = _memory("Polygon", "Proposed structures", crs_authid,
                  [("kind", "string"), ("area_sqft", "double")])
    texts = [f"{d.label}\n{fmt.dims(d.width_ft, d.length_ft, d.area_sqft)}" for d in docks]
    _add_rows(lyr, [(d.geometry, [d.kind, d.area_sqft, t]) for d, t in zip_strict(docks, texts)])
    _simple(lyr, QgsFillSymbol.createSimple(
        {"color": "150,110,70,200", "outline_color": "60,40,20,255", "outline_width": "0.35"}))
    if ft_per_mm is None:
        set_labels(lyr, 6.5, "#3c2814", bold=True, placement=Qgis.LabelPlacement.OutsidePolygons,
                   priority=10, dist_mm=5.0, leader=True, must_show=True)
    else:
        label_obstacle(lyr)
    plan.add(lyr)
    if ft_per_mm is not None and docks:
        # every proposed structure's callout (its label and dimensions) placed here, out in the
        # water, clear of the others: QGIS's labelling dropped some on a crowded lot
        spots = callout_spots([d.geometry for d in docks], texts, wr.shoreline, extent, ft_per_mm, 6.5,
                              avoid=[sounding_box(d, ft_per_mm, 6.0) for d in depths])
        lyr = _memory("LineString", "Callout leaders", crs_authid, [], False)
        _add_rows(lyr, [(leader, []) for _anchor, leader in spots])
        _simple(lyr, QgsLineSymbol.createSimple({"line_color": "60,40,20,255", "line_width": "0.2"}))
        lyr.setCustomProperty(NO_LEGEND, True)
        plan.add(lyr)
        lyr = _memory("Point", "Structure callouts", crs_authid, [])
        _add_rows(lyr, [(anchor, [t]) for (anchor, _leader), t in zip_strict(spots, texts)])
        _simple(lyr, QgsMarkerSymbol.createSimple({"name": "circle", "size": "0", "color": "0,0,0,0",
                                                   "outline_style": "no"}))
        set_labels(lyr, 6.5, "#3c2814", bold=True, placement=Qgis.LabelPlacement.OverPoint, priority=10,
                   dist_mm=0.0, always_show="true")
        lyr.setCustomProperty(NO_LEGEND, True)
        plan.add(lyr)

    lyr = _memory("Point", "Mooring buoys", crs_authid, [("swing_ft", "double")])
    _add_rows(lyr, [(b.geometry, [b.swing_radius_ft,
                                  f"{b.label or f'B{i}'} r {b.swing_radius_ft:g} ft"])
                    for i, b in enumerate(buoys, 1)])
    _simple(lyr, QgsMarkerSymbol.createSimple(
        {"name": "circle", "color": "240,200,0,255", "outline_color": "0,0,0,255", "size": "2.2"}))
    set_labels(lyr, 6.0, "#202060", placement=Qgis.LabelPlacement.AroundPoint, priority=8,
               must_show=True)
    plan.add(lyr)

    lyr = _memory("Point", "Depth soundings", crs_authid,
                  [("bottom_elev_ft", "double"), ("depth_ft", "double")])
    _add_rows(lyr, [(Point(d.x, d.y), [d.bottom_elev_ft, d.depth_ft, d.label]) for d in depths])
    _simple(lyr, QgsMarkerSymbol.createSimple(
        {"name": "cross2", "color": "0,70,140,255", "outline_color": "0,70,140,255",
         "size": "1.8", "outline_width": "0.3"}))
    set_labels(lyr, 6.0, "#00468c", placement=Qgis.LabelPlacement.AroundPoint, priority=4,
               dist_mm=0.5)
    plan.add(lyr)

    lyr = _memory("MultiPolygon", "Violations", crs_authid, sinks.VIOLATION_FIELDS)
    vrows = []
    for i, v in enumerate(violations, 1):
        g = sinks.violation_geometry(v.geometry)
        vrows.append((g, [v.parcel_id, v.source_layer, v.source_fid, v.rule, v.section, v.severity,
                          v.measured, v.limit, v.unit, v.message, f"V{i}"]))
    _add_rows(lyr, vrows)
    _styled(lyr, "violations", QgsFillSymbol.createSimple(
        {"color": "230,30,30,90", "outline_color": "200,0,0,255", "outline_width": "0.5"}))
    set_labels(lyr, 7.0, "#c00000", bold=True, placement=Qgis.LabelPlacement.OverPoint,
               priority=10, obstacle=False)
    plan.add(lyr)
    return plan
