"""The lake-audit PDF: a summary page, a lake overview map coloured by state, and an atlas page per
lakeshore parcel, in one PDF drawn by QGIS's print layout engine on the site plan's sheet (the
tabloid sheet, border, title block, fonts, grid, north arrow and scale bar of
report/template_builder.py).

`render_audit_pdf(request, feedback)` (pipeline.AuditPdfRequest; handed to Processing by plugin.py)
returns warning sentences. Every number it prints is counted from the AUDIT layer's rows and the
VIOLATIONS rows of those parcels (report/audit_summary.py), so the PDF says what the layer says.

One layout of three sheets with QGIS's atlas over a copy of the AUDIT layer sorted by parcel_id:
sheets 1 and 2 are excluded from the export after the first atlas feature, so the single-file
atlas export writes summary, overview, then one sheet per parcel. The request's layers are copied
into a private project (memory layers): nothing of the caller's layers or project is changed.
"""
from __future__ import annotations

import datetime as _dt
import os
from collections import Counter
from collections.abc import Sequence
from typing import Any

import shapely
from qgis.core import (
    Qgis,
    QgsCategorizedSymbolRenderer,
    QgsFeature,
    QgsFields,
    QgsFillSymbol,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItemAttributeTable,
    QgsLayoutItemManualTable,
    QgsLayoutItemScaleBar,
    QgsLayoutMultiFrame,
    QgsLayoutObject,
    QgsLayoutTable,
    QgsLayoutTableColumn,
    QgsLegendRenderer,
    QgsLegendStyle,
    QgsMemoryProviderUtils,
    QgsPrintLayout,
    QgsProject,
    QgsProperty,
    QgsRectangle,
    QgsRendererCategory,
    QgsRuleBasedLabeling,
    QgsRuleBasedRenderer,
    QgsSingleSymbolRenderer,
    QgsTableCell,
    QgsVectorLayer,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor

from ..core.labels import label_layout
from ..pipeline import AUDIT_FIELDS, AUDIT_STATES, AuditPdfRequest, read_layout
from ..qgis_io import sinks
from ..qgis_io.translation import tr
from . import audit_summary as summ
from . import formatting as fmt
from . import sheet_items as si
from . import template_builder as tb
from .layout import (
    frame_for,
    frame_map,
    grid_interval,
    pdf_settings,
    refresh_text,
    scale_words,
    set_variables,
    setup_map,
)
from .map_layers import set_labels
from .siteplan import dispose

OVERVIEW_MAP = "overview_map"
AUDIT_MAP = "audit_map"
MAP_X, MAP_Y = 24.0, 14.0
MAP_W = tb.COL_X - 4.0 - MAP_X - 12.0            # as the site plan's map: room for the grid annotations
OVERVIEW_H = 222.0
ATLAS_MAP_H = 150.0
SCALE_Y = MAP_Y + ATLAS_MAP_H + 7.0               # below the grid annotations
TABLE_Y = SCALE_Y + 12.0
TABLE_ROWS = 14                                   # findings listed on a parcel's sheet; the rest counted
TABLE_W = tb.COL_X - 8.0 - 12.0                   # the findings table's frame, left of the title column
TABLE_CELL_MARGIN = 0.8
TABLE_GRID = 0.5                                  # mm, the grid's lines
FINDING_COLUMNS = (("no", "No.", 9.0), ("rule", "Rule", 32.0), ("section", "Section", 34.0),
                   ("severity", "Severity", 15.0), ("measured", "Measured", 22.0), ("limit", "Limit", 22.0))
# Message takes the rest of the frame less 1 mm: each column's two cell margins and the grid's
# lines are drawn beside the widths (with 155 mm the table ran 5 mm over the title column's rule)
_COLUMNS = len(FINDING_COLUMNS) + 1
MESSAGE_W = (TABLE_W - sum(w for _a, _h, w in FINDING_COLUMNS)
             - 2 * TABLE_CELL_MARGIN * _COLUMNS - TABLE_GRID * (_COLUMNS + 1) - 1.0)
REQUIRED = ("parcel_id", "state")
STATE_FILL = {"compliant": "76,175,80,170", "nonconforming": "255,179,0,190", "violation": "229,57,53,190"}
THIS_PARCEL = "@map_id = '" + AUDIT_MAP + "' AND $id = @atlas_featureid"
THIS_PARCELS_FINDINGS = "\"parcel_id\" = attribute(@atlas_feature, 'parcel_id')"
PAGE_ONE_ONLY = "@atlas_featurenumber > 1"


def render_audit_pdf(request: AuditPdfRequest, feedback: Any = None) -> list[str]:
    """Write the audit PDF to request.pdf_path; returns warnings (sentences). Raises ValueError with
    one sentence saying what to fix when the AUDIT layer or the path cannot be used."""
    warnings: list[str] = []
    audit = _usable_audit(request.audit)
    path = _writable_path(request.pdf_path)
    rows = _rows(audit)
    if not rows:
        warnings.append("AUDIT has no lakeshore parcels: the PDF holds the summary and the lake overview, "
                        "and no parcel sheets.")
    findings = _findings(request.violations, {r["parcel_id"] for r in rows}, warnings)
    summary = summ.summarize_audit(rows, findings)
    if summary.unknown_states:
        warnings.append("AUDIT has parcels in states outside compliant, nonconforming and violation ("
                        + ", ".join(repr(s) for s in summary.unknown_states) + "): they are counted "
                        "under those names and drawn grey.")

    project = QgsProject()
    project.setCrs(audit.crs())
    layout: QgsPrintLayout | None = None
    try:
        layout = tb.tabloid_layout(project, request.title or _title(request.profile), 3)
        total = 2 + len(rows)
        _set_text_variables(layout, request, summary, total)

        by_state = _state_layer(audit, rows)
        violations = _violation_layer(audit, findings)
        context = _context_layers(request.context_layers, warnings)
        coverage = _coverage_layer(audit, rows, findings)
        layers = [violations, coverage, *[c for c, _ in context], by_state]
        for lyr in layers:
            project.addMapLayer(lyr, False)

        _summary_sheet(layout, request.profile, summary)
        _overview_sheet(layout, by_state, context)
        _parcel_sheet(layout, coverage, violations, by_state, context)
        refresh_text(layout)
        if feedback is not None:
            feedback.pushInfo(tr("Lake audit PDF: {parcels} parcel sheets, {total} sheets in all.").format(
                parcels=len(rows), total=total))
        _export(layout, coverage, path, bool(rows), feedback)
    finally:
        dispose(layout, project)
    return warnings


# ---------------------------------------------------------------- input

def _usable_audit(audit: Any) -> QgsVectorLayer:
    if audit is None or not isinstance(audit, QgsVectorLayer) or not audit.isValid():
        raise ValueError("AUDIT: the lake-audit PDF needs the AUDIT layer lakeaudit writes, and none "
                         "(or an invalid layer) was given.")
    names = audit.fields().names()
    missing = [n for n in REQUIRED if n not in names]
    if missing:
        raise ValueError(f"AUDIT: the layer '{audit.name()}' has no field {', '.join(missing)}; "
                         "give the AUDIT layer lakeaudit writes (its fields are "
                         + ", ".join(n for n, _ in AUDIT_FIELDS) + ").")
    if audit.crs().isValid() and audit.crs().isGeographic():
        raise ValueError(f"AUDIT: the layer '{audit.name()}' is in {audit.crs().authid()}, in degrees; "
                         "the PDF is drawn in the working projected CRS (US survey feet).")
    return audit


def _writable_path(path: str) -> str:
    if not str(path or "").strip():
        raise ValueError("PDF: no file name was given for the lake-audit PDF; choose where to save it.")
    path = os.path.abspath(os.path.expanduser(str(path)))
    if os.path.isdir(path):
        raise ValueError(f"PDF: {path} is a folder; give a file name ending in .pdf.")
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"PDF: the folder {folder} cannot be created ({exc.strerror}); "
                         "choose a folder you can write to.") from None
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise ValueError(f"PDF: {path} cannot be written (no permission); choose a folder you can write to.")
    return path


def _rows(audit: QgsVectorLayer) -> list[dict[str, Any]]:
    """The audit's rows sorted by parcel_id (the atlas order), each with its feature and geometry."""
    names = audit.fields().names()
    out = []
    for f in audit.getFeatures():
        row = {n: _plain(f[n]) for n in names}
        row["parcel_id"] = str(row.get("parcel_id") if row.get("parcel_id") is not None else "")
        row["_feature"] = f
        out.append(row)
    out.sort(key=lambda r: r["parcel_id"])
    return out


def _plain(value: Any) -> Any:
    """QVariant nulls as None (QGIS hands NULL fields as QVariant objects)."""
    if value is None or (hasattr(value, "isNull") and value.isNull()):
        return None
    return value


def _findings(layer: Any, parcel_ids: set[str], warnings: list[str]) -> list[dict[str, Any]]:
    """The VIOLATIONS rows of the audited parcels (attributes and QGIS geometry)."""
    if layer is None:
        warnings.append("No VIOLATIONS layer was given: the parcel sheets list no findings (the counts "
                        "by state still come from AUDIT).")
        return []
    if not isinstance(layer, QgsVectorLayer) or not layer.isValid():
        warnings.append("The VIOLATIONS layer is not a valid vector layer: the parcel sheets list no "
                        "findings.")
        return []
    names = layer.fields().names()
    if "parcel_id" not in names or "rule" not in names:
        warnings.append(f"The layer '{layer.name()}' has no parcel_id or rule field, so it is not a "
                        "VIOLATIONS layer of checklayout: the parcel sheets list no findings.")
        return []
    out = []
    for f in layer.getFeatures():
        row = {n: _plain(f[n]) for n, _ in sinks.VIOLATION_FIELDS if n in names}
        row["parcel_id"] = str(row.get("parcel_id") or "")
        if row["parcel_id"] in parcel_ids:
            row["_geometry"] = f.geometry() if f.hasGeometry() else None
            out.append(row)
    rank = {"error": 0, "warning": 1, "info": 2}
    out.sort(key=lambda r: (r["parcel_id"], rank.get(str(r.get("severity")), 3), str(r.get("rule"))))
    return out


# ---------------------------------------------------------------- layers (memory copies)

def _memory(name: str, spec: Sequence[tuple[str, str]], wkb: Any, crs: Any,
            base: QgsFields | None = None) -> QgsVectorLayer:
    fields = QgsFields(base) if base is not None else QgsFields()
    for f in sinks.make_fields(list(spec)):
        fields.append(f)
    return QgsMemoryProviderUtils.createMemoryLayer(name, fields, wkb, crs)


def _state_layer(audit: QgsVectorLayer, rows: list[dict[str, Any]]) -> QgsVectorLayer:
    """The parcels coloured by state, the legend saying how many are in each."""
    lyr = _memory("Lakeshore parcels by state", [("parcel_id", "string"), ("state", "string")],
                  audit.wkbType(), audit.crs())
    feats = []
    for r in rows:
        f = QgsFeature(lyr.fields())
        f.setAttributes([r["parcel_id"], r.get("state")])
        f.setGeometry(r["_feature"].geometry())
        feats.append(f)
    lyr.dataProvider().addFeatures(feats)
    counts: dict[str, int] = {}
    for r in rows:
        counts[str(r.get("state") or "")] = counts.get(str(r.get("state") or ""), 0) + 1
    cats = []
    for state in [*AUDIT_STATES, *sorted(s for s in counts if s not in AUDIT_STATES)]:
        sym = QgsFillSymbol.createSimple({"color": STATE_FILL.get(state, "158,158,158,170"),
                                          "outline_color": "60,60,60,255", "outline_width": "0.15"})
        cats.append(QgsRendererCategory(state, sym, f"{summ.state_name(state)} ({counts.get(state, 0)})"))
    lyr.setRenderer(QgsCategorizedSymbolRenderer("state", cats))
    return lyr


def _coverage_layer(audit: QgsVectorLayer, rows: list[dict[str, Any]],
                    findings: list[dict[str, Any]]) -> QgsVectorLayer:
    """The atlas coverage: the audit's rows plus what each parcel's sheet needs (its map's extent
    and scale, its land-use name, how many findings it has). Drawn on the parcel's own map only,
    as the sheet's subject parcel."""
    extra = [("sl_xmin", "double"), ("sl_ymin", "double"), ("sl_xmax", "double"), ("sl_ymax", "double"),
             ("sl_scale", "int"), ("sl_scale_text", "string"), ("sl_grid", "double"),
             ("sl_land_use_name", "string"), ("sl_state_name", "string"), ("sl_findings", "int"),
             ("sl_sheet", "int")]
    lyr = _memory("This sheet's parcel", extra, audit.wkbType(), audit.crs(), audit.fields())
    by_parcel: dict[str, list] = {}
    for f in findings:
        if f.get("_geometry") is not None:
            by_parcel.setdefault(f["parcel_id"], []).append(f["_geometry"].boundingBox())
    per_parcel = Counter(f["parcel_id"] for f in findings)
    feats = []
    n = len(audit.fields())
    for sheet, r in enumerate(rows, 3):
        src: QgsFeature = r["_feature"]
        box = src.geometry().boundingBox() if src.hasGeometry() else QgsRectangle()
        for b in by_parcel.get(r["parcel_id"], []):
            box.combineExtentWith(b)
        frame = None
        if not box.isNull() and box.width() + box.height() > 0:
            pad = 0.12 * max(box.width(), box.height()) + 25.0      # the water in front, the neighbours
            frame = frame_for(MAP_W, ATLAS_MAP_H, (box.xMinimum() - pad, box.yMinimum() - pad,
                                                   box.xMaximum() + pad, box.yMaximum() + pad), None)
        f = QgsFeature(lyr.fields())
        attrs = list(src.attributes())[:n]
        lu = str(r.get("land_use") or "")
        attrs += ([*frame.bounds, frame.scale, scale_words(frame.scale), grid_interval(frame.scale)]
                  if frame is not None else [None] * 7)
        attrs += [summ.LAND_USE_NAMES.get(lu, lu) or "\u2014", summ.state_name(str(r.get("state") or "")),
                  per_parcel.get(r["parcel_id"], 0), sheet]
        f.setAttributes(attrs)
        if src.hasGeometry():
            f.setGeometry(src.geometry())
        feats.append(f)
    lyr.dataProvider().addFeatures(feats)
    root = QgsRuleBasedRenderer.Rule(None)
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsFillSymbol.createSimple(
        {"color": "0,0,0,0", "style": "no", "outline_color": "0,0,0,255", "outline_width": "0.9"}),
        0, 0, THIS_PARCEL, "This sheet's parcel"))
    lyr.setRenderer(QgsRuleBasedRenderer(root))
    return lyr


def _violation_layer(audit: QgsVectorLayer, findings: list[dict[str, Any]]) -> QgsVectorLayer:
    """The findings as the sheets list them, numbered V1, V2, ... per parcel (the map's labels)."""
    spec = [("parcel_id", "string"), ("no", "string"), ("rule", "string"), ("section", "string"),
            ("severity", "string"), ("measured", "string"), ("limit", "string"), ("message", "string")]
    lyr = _memory("Findings", spec, Qgis.WkbType.MultiPolygon, audit.crs())
    feats = []
    number: dict[str, int] = {}
    for r in findings:
        number[r["parcel_id"]] = number.get(r["parcel_id"], 0) + 1
        unit = str(r.get("unit") or "")
        f = QgsFeature(lyr.fields())
        f.setAttributes([r["parcel_id"], f"V{number[r['parcel_id']]}", fmt.rule(r.get("rule")),
                         r.get("section"), r.get("severity"), _measure(r.get("measured"), unit),
                         _measure(r.get("limit"), unit), r.get("message")])
        g = r.get("_geometry")
        polygon = g is not None and QgsWkbTypes.geometryType(g.wkbType()) == Qgis.GeometryType.Polygon
        if g is not None and not g.isEmpty() and polygon:
            g = type(g)(g)
            g.convertToMultiType()
            f.setGeometry(g)
        elif g is not None and not g.isEmpty():
            f.setGeometry(g.buffer(2.0, 8))          # a point or line finding, marked as checklayout does
        feats.append(f)
    lyr.dataProvider().addFeatures(feats)
    root = QgsRuleBasedRenderer.Rule(None)
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsFillSymbol.createSimple(
        {"color": "230,30,30,90", "outline_color": "200,0,0,255", "outline_width": "0.5"}),
        0, 0, THIS_PARCELS_FINDINGS, "Findings (V1, V2, ... as in the table)"))
    lyr.setRenderer(QgsRuleBasedRenderer(root))
    set_labels(lyr, 7.0, "#c00000", bold=True, placement=Qgis.LabelPlacement.OverPoint, priority=10,
               obstacle=False, expression='"no"')
    simple = lyr.labeling().settings()
    label_root = QgsRuleBasedLabeling.Rule(None)
    rule = QgsRuleBasedLabeling.Rule(simple)
    rule.setFilterExpression(THIS_PARCELS_FINDINGS)
    label_root.appendChild(rule)
    lyr.setLabeling(QgsRuleBasedLabeling(label_root))
    return lyr


def _measure(value: Any, unit: str) -> str:
    if value is None or value == "":
        return "\u2014"
    try:
        return f"{float(value):,.1f} {unit}".strip()
    except (TypeError, ValueError):
        return str(value)


def _context_layers(layers: Sequence[Any], warnings: list[str]) -> list[tuple[QgsVectorLayer, bool]]:
    """Copies of the shoreline, lines, structures and buoys with their styles: (layer, on the
    overview). Structures and buoys carry the site plan's stable labels (core/labels.py)."""
    out = []
    for src in layers or []:
        if src is None:
            continue
        if not isinstance(src, QgsVectorLayer) or not src.isValid():
            warnings.append(f"The context layer '{getattr(src, 'name', lambda: '?')()}' is not a valid "
                            "vector layer: it is left off the maps.")
            continue
        if QgsWkbTypes.geometryType(src.wkbType()) in (Qgis.GeometryType.Null, Qgis.GeometryType.Unknown):
            continue
        labels = _stable_labels(src, warnings)
        copy = _memory(src.name(), [("sl_label", "string")] if labels is not None else [], src.wkbType(),
                       src.crs(), src.fields())
        feats = []
        for f in src.getFeatures():
            g = QgsFeature(copy.fields())
            attrs = list(f.attributes())
            if labels is not None:
                attrs.append(labels.get(f.id(), ""))
            g.setAttributes(attrs)
            if f.hasGeometry():
                g.setGeometry(f.geometry())
            feats.append(g)
        copy.dataProvider().addFeatures(feats)
        if src.renderer() is not None:
            copy.setRenderer(src.renderer().clone())
        if labels is not None:
            point = QgsWkbTypes.geometryType(src.wkbType()) == Qgis.GeometryType.Point
            set_labels(copy, 6.5, "#202060" if point else "#3c2814", bold=not point,
                       placement=(Qgis.LabelPlacement.AroundPoint if point
                                  else Qgis.LabelPlacement.OutsidePolygons),
                       priority=8, expression='"sl_label"')
        else:
            copy.setLabelsEnabled(False)
        out.append((copy, QgsWkbTypes.geometryType(src.wkbType()) == Qgis.GeometryType.Line))
    return out


def _stable_labels(src: QgsVectorLayer, warnings: list[str]) -> dict[int, str] | None:
    """D1, H1, B1, ... by feature id for a STRUCTURES or BUOYS layer (None for other layers); a
    layer that brings its own `label` field (labels made by core/labels.py upstream) keeps them."""
    names = src.fields().names()
    if "label" in names:
        return {f.id(): str(_plain(f["label"]) or "") for f in src.getFeatures()}
    geom = QgsWkbTypes.geometryType(src.wkbType())
    is_structures = "kind" in names and geom == Qgis.GeometryType.Polygon
    is_buoys = geom == Qgis.GeometryType.Point and ("vessel_length_ft" in names or "rode_length_ft" in names)
    if not (is_structures or is_buoys):
        return None
    from qgis.core import QgsCoordinateTransformContext

    try:
        structures, buoys, _ = read_layout(src if is_structures else None, src if is_buoys else None,
                                           src.crs(), QgsCoordinateTransformContext())
    except Exception as exc:
        warnings.append(f"The labels of '{src.name()}' could not be read ({exc}); it is drawn unlabelled.")
        return {}
    structures, buoys = label_layout(structures, buoys)
    return {x.fid: x.label for x in (structures if is_structures else buoys)}


# ---------------------------------------------------------------- sheets

def _title(profile: Any) -> str:
    lake = str((getattr(profile, "meta", None) or {}).get("lake", "")) if profile is not None else ""
    return f"{lake} audit" if lake else "Lake audit"


def _set_text_variables(layout: QgsPrintLayout, request: AuditPdfRequest, s: summ.AuditSummary,
                        total: int) -> None:
    meta = getattr(request.profile, "meta", {}) or {}
    from .content import _section_range

    set_variables(layout, {
        "sl_lake": str(meta.get("lake", "")) or "\u2014",
        "sl_law_title": str(meta.get("title", getattr(request.profile, "name", ""))) or "\u2014",
        "sl_law_short": f"{meta.get('municipality', '')} {_section_range(request.profile)}".strip(),
        "sl_nc_section": request.profile.section("nonconforming.existing_may_continue") or "\u2014",
        "sl_date": request.date_text or _dt.date.today().isoformat(),
        "sl_audit_text": f"{s.parcels} lakeshore parcels, {s.findings} findings",
        "sl_sheets": str(total),
        "sl_title": request.title or _title(request.profile),
    })


def _title_block(layout: QgsPrintLayout, ident: str, page: int, heading: str, scale: str | tuple[str],
                 sheet: str) -> None:
    """The site plan's title block with the audit's rows. `scale` and `sheet` are expressions of
    the atlas feature's fields (parcel sheets), a plain `scale` is a 1-tuple."""
    tb.add_title_block(layout, ident, page, heading, [
        ("LAKE", "@sl_lake"),
        ("LAW", "@sl_law_title || '\\nNonconforming, may continue: ' || @sl_nc_section"),
        ("AUDIT", "@sl_audit_text"),
        ("SCALE", scale),
        ("DATE", "@sl_date"),
        ("SHEET", f"{sheet} || ' of ' || @sl_sheets"),
    ])


def _heading(layout: QgsPrintLayout, page: int, title: str) -> None:
    tb.add_label(layout, f"audit_title_{page + 1}", title, tb.COL_X, 12.0, tb.COL_W - 22.0, 16.0, page,
                 size=13.0, bold=True)
    tb.add_label(layout, f"audit_lake_{page + 1}", "[% @sl_lake %] \u2014 [% @sl_law_short %]", tb.COL_X,
                 28.0, tb.COL_W - 22.0, 8.0, page, size=7.5)


def _exclude_after_first(layout: QgsPrintLayout, page: int) -> None:
    p = layout.pageCollection().page(page)
    p.dataDefinedProperties().setProperty(QgsLayoutObject.DataDefinedProperty.ExcludeFromExports,
                                          QgsProperty.fromExpression(PAGE_ONE_ONLY))


def _summary_sheet(layout: QgsPrintLayout, profile: Any, s: summ.AuditSummary) -> None:
    tb.sheet_border(layout, "sheet_border_1", 0)
    _exclude_after_first(layout, 0)
    _heading(layout, 0, "LAKE AUDIT\nSummary")
    left_w = (tb.COL_X - 8.0 - 12.0 - 7.0) / 2.0
    top, height = 14.0, tb.PAGE_H - tb.MARGIN - 3.0 - 14.0
    sizes = (9.0, 8.0, 7.5, 7.0, 6.5, 6.0, 5.5)
    for x, parts in ((12.0, summ.states_parts(s, profile)), (12.0 + left_w + 7.0, summ.rules_parts(s))):
        si.draw_parts(layout, parts, x, top, left_w, 0, si.fitting_size(layout, parts, left_w, height, sizes))
    _title_block(layout, "title_block_1", 0, "LAKE AUDIT", ("\u2014",), "'1'")


def _overview_sheet(layout: QgsPrintLayout, by_state: QgsVectorLayer,
                    context: list[tuple[QgsVectorLayer, bool]]) -> None:
    page = 1
    tb.sheet_border(layout, "sheet_border_2", page)
    _exclude_after_first(layout, page)
    m = tb.add_map(layout, OVERVIEW_MAP, MAP_X, MAP_Y, MAP_W, OVERVIEW_H, page)
    tb.add_scale_bar(layout, "overview_scalebar", m, MAP_X, 246.0, page)
    tb.add_north_arrow(layout, "overview_north", m, page)
    _heading(layout, page, "LAKE OVERVIEW\nParcels by state")
    layers = [c for c, on_overview in context if on_overview] + [by_state]
    extent = by_state.extent()
    for c in layers:
        if c.featureCount() and c.crs() == by_state.crs():
            extent.combineExtentWith(c.extent())
    if extent.isNull() or extent.isEmpty():
        extent = QgsRectangle(0, 0, 1000, 1000)
    frame = frame_map(layout, shapely.box(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(),
                                          extent.yMaximum()), None, OVERVIEW_MAP)
    setup_map(layout, layers, by_state.crs(), frame, OVERVIEW_MAP, "overview_scalebar", "overview_north")
    tb.add_label(layout, "overview_scale", f"SCALE: {scale_words(frame.scale)}", 140.0, 245.0, 160.0,
                 6.0, page, size=10.0, bold=True)
    crs = by_state.crs()
    tb.add_label(layout, "overview_notes", f"Coordinates and grid: {crs.description()} ({crs.authid()}), "
                 "US survey feet. Each lakeshore parcel is coloured by its state in the audit; its sheet "
                 "follows, in the order of parcel_id.", 140.0, 251.5, tb.COL_X - 8.0 - 140.0, 17.0, page,
                 size=6.5)
    legend = tb.add_legend(layout, "overview_legend", m, tb.COL_X, 38.0, tb.COL_W, 150.0, page)
    _fill_legend(legend, layers)
    _title_block(layout, "title_block_2", page, "LAKE AUDIT", (scale_words(frame.scale),), "'2'")


def _fill_legend(legend: Any, layers: Sequence[QgsVectorLayer]) -> None:
    legend.setAutoUpdateModel(False)
    root = legend.model().rootGroup()
    root.clear()
    for lyr in layers:
        node = root.addLayer(lyr)
        if not isinstance(lyr.renderer(), QgsSingleSymbolRenderer):
            QgsLegendRenderer.setNodeLegendStyle(node, QgsLegendStyle.Style.Hidden)
    legend.setColumnCount(1)
    legend.refresh()
    legend.adjustBoxSize()


PARCEL_ROWS: list[tuple[str, str, str]] = [   # (heading, allowed, standing): expressions of the atlas row
    ("PARCEL", "\"parcel_id\" || ' (' || coalesce(\"sl_land_use_name\", '') || ')'", ""),
    ("FRONTAGE", "format_number(\"frontage_ft\", 1) || ' ft'", ""),
    ("", "'ALLOWED'", "'STANDING'"),
    ("DOCKS", "\"docks_allowed\"", "\"docks\""),
    ("BOATS", "\"boats_allowed\"", "\"boats\""),
    ("MOORING BUOYS", "\"buoys_allowed\"", "\"buoys\""),
    ("FINDINGS", "\"errors\" || CASE WHEN \"errors\" = 1 THEN ' error, ' ELSE ' errors, ' END || "
                 "\"warnings\" || CASE WHEN \"warnings\" = 1 THEN ' warning' ELSE ' warnings' END", ""),
    ("RULES", "replace(coalesce(nullif(\"rules\", ''), '\u2014'), '_', ' ')", ""),
    ("SECTIONS", "coalesce(nullif(\"citations\", ''), '\u2014')", ""),
]


def _parcel_box(layout: QgsPrintLayout, page: int) -> None:
    """The parcel's state, then what the law allows it against what stands there: a manual table
    whose cells are expressions of the atlas feature (their values print as they are). Only the
    allowance rows have a STANDING column; every other value spans both (no empty third column,
    no land use or sections wrapped in a third of the box)."""
    top = 112.0
    tb.add_label(layout, "audit_state", '[% upper("sl_state_name") %]', tb.COL_X, top, tb.COL_W, 7.0, page,
                 size=11.0, bold=True)
    table = QgsLayoutItemManualTable.create(layout)
    rows = []
    for head, allowed, standing in PARCEL_ROWS:
        k = QgsTableCell(head)
        k.setTextFormat(tb.text_fmt(6.5, bold=True))
        k.setBackgroundColor(QColor("#eeeeee"))
        cells = [k]
        for expr in (allowed, standing):
            c = QgsTableCell(QgsProperty.fromExpression(expr) if expr else "")
            if expr.startswith("'"):
                c.setTextFormat(tb.text_fmt(6.5, bold=True))
                c.setBackgroundColor(QColor("#eeeeee"))
            elif head in ("DOCKS", "BOATS", "MOORING BUOYS"):
                c.setHorizontalAlignment(Qt.AlignmentFlag.AlignRight)
            cells.append(c)
        if not standing and hasattr(cells[1], "setSpan"):   # QGIS 3.40+ merges cells
            cells[1].setSpan(1, 2)   # a value with nothing to stand against takes both columns
        rows.append(cells)
    table.setTableContents(rows)
    table.setIncludeTableHeader(False)
    w = tb.COL_W - 6 * 0.8 - 1.0
    table.setColumnWidths([w * 0.34, w * 0.33, w * 0.33])
    table.setContentTextFormat(tb.text_fmt(7.5))
    table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
    table.setCellMargin(0.8)
    table.setGridStrokeWidth(0.2)
    table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
    layout.addMultiFrame(table)
    frame = QgsLayoutFrame(layout, table)
    frame.setId("audit_row")
    frame.setFrameEnabled(False)
    tb.place(frame, tb.COL_X, top + 8.0, tb.COL_W, 80.0, page)
    table.addFrame(frame)


def _parcel_sheet(layout: QgsPrintLayout, coverage: QgsVectorLayer, violations: QgsVectorLayer,
                  by_state: QgsVectorLayer, context: list[tuple[QgsVectorLayer, bool]]) -> None:
    page = 2
    tb.sheet_border(layout, "sheet_border_3", page)
    m = tb.add_map(layout, AUDIT_MAP, MAP_X, MAP_Y, MAP_W, ATLAS_MAP_H, page)
    m.setCrs(coverage.crs())
    layers = [violations, coverage, *[c for c, _ in context], by_state]
    m.setLayers(layers)
    m.setKeepLayerSet(True)
    m.setAtlasDriven(False)                     # the extent and scale are the coverage's sl_ fields
    first = next(coverage.getFeatures(), None)
    if first is not None and first["sl_xmin"] is not None:
        # data-defined bounds keep the item's aspect from its current extent: start from a real one
        m.setExtent(QgsRectangle(first["sl_xmin"], first["sl_ymin"], first["sl_xmax"], first["sl_ymax"]))
    props = m.dataDefinedProperties()
    for prop, fld in ((QgsLayoutObject.DataDefinedProperty.MapXMin, "sl_xmin"),
                      (QgsLayoutObject.DataDefinedProperty.MapYMin, "sl_ymin"),
                      (QgsLayoutObject.DataDefinedProperty.MapXMax, "sl_xmax"),
                      (QgsLayoutObject.DataDefinedProperty.MapYMax, "sl_ymax")):
        props.setProperty(prop, QgsProperty.fromField(fld))
    m.setDataDefinedProperties(props)
    grid = m.grid()
    if grid is not None:
        gp = grid.dataDefinedProperties()
        gp.setProperty(QgsLayoutObject.DataDefinedProperty.MapGridIntervalX, QgsProperty.fromField("sl_grid"))
        gp.setProperty(QgsLayoutObject.DataDefinedProperty.MapGridIntervalY, QgsProperty.fromField("sl_grid"))
        grid.setDataDefinedProperties(gp)
        grid.setCrs(coverage.crs())
    sb: QgsLayoutItemScaleBar = tb.add_scale_bar(layout, "audit_scalebar", m, MAP_X, SCALE_Y, page)
    sb.setUnits(Qgis.DistanceUnit.FeetUSSurvey)
    sb.setSegmentSizeMode(Qgis.ScaleBarSegmentSizeMode.FitWidth)
    sb.setMinimumBarWidth(40.0)
    sb.setMaximumBarWidth(90.0)
    tb.add_north_arrow(layout, "audit_north", m, page)
    tb.add_label(layout, "audit_scale", 'SCALE: [% "sl_scale_text" %]', 140.0, SCALE_Y,
                 160.0, 6.0, page, size=9.0, bold=True)
    _heading(layout, page, 'PARCEL [% "parcel_id" %]\nLake audit')
    legend = tb.add_legend(layout, "audit_legend", m, tb.COL_X, 38.0, tb.COL_W, 50.0, page)
    _fill_legend(legend, [coverage, violations, *[c for c, _ in context], by_state])
    _parcel_box(layout, page)
    _findings_table(layout, violations, page)
    _title_block(layout, "title_block_3", page, "LAKE AUDIT", '"sl_scale_text"', 'to_string("sl_sheet")')


def _findings_table(layout: QgsPrintLayout, violations: QgsVectorLayer, page: int) -> None:
    tb.add_label(layout, "findings_heading", "FINDINGS", 12.0, TABLE_Y, 80.0, 6.0, page, size=9.0, bold=True)
    table = QgsLayoutItemAttributeTable.create(layout)
    table.setVectorLayer(violations)
    table.setFilterFeatures(True)
    table.setFeatureFilter(THIS_PARCELS_FINDINGS)
    table.setMaximumNumberOfFeatures(TABLE_ROWS)
    columns = []
    for attr, head, width in (*FINDING_COLUMNS, ("message", "Message", MESSAGE_W)):
        col = QgsLayoutTableColumn(head)
        col.setAttribute(attr)
        col.setWidth(width)
        columns.append(col)
    table.setColumns(columns)
    table.setCellMargin(TABLE_CELL_MARGIN)
    table.setGridStrokeWidth(TABLE_GRID)
    table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
    table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.HeadersOnly)
    table.setHeaderTextFormat(tb.text_fmt(6.5, bold=True))
    table.setContentTextFormat(tb.text_fmt(6.5))
    table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
    layout.addMultiFrame(table)
    top = TABLE_Y + 7.0
    height = tb.PAGE_H - tb.MARGIN - 10.0 - top
    frame = QgsLayoutFrame(layout, table)
    tb.place(frame, 12.0, top, TABLE_W, height, page)
    table.addFrame(frame)
    tb.add_label(layout, "findings_more",
                 f'[% CASE WHEN "sl_findings" > {TABLE_ROWS} THEN \'and \' || ("sl_findings" - {TABLE_ROWS}) '
                 "|| ' more findings of this parcel in the VIOLATIONS layer' "
                 "WHEN \"sl_findings\" = 0 THEN 'No findings on this parcel.' ELSE '' END %]",
                 12.0, tb.PAGE_H - tb.MARGIN - 9.0, 200.0, 6.0, page, size=7.0, bold=True)


# ---------------------------------------------------------------- export

def _export(layout: QgsPrintLayout, coverage: QgsVectorLayer, path: str, has_parcels: bool,
            feedback: Any) -> None:
    settings = pdf_settings()
    if has_parcels:
        atlas = layout.atlas()
        atlas.setCoverageLayer(coverage)
        atlas.setHideCoverage(False)
        atlas.setPageNameExpression('"parcel_id"')
        atlas.setSortFeatures(True)
        atlas.setSortExpression('"parcel_id"')
        atlas.setFilenameExpression("'audit'")
        atlas.setEnabled(True)
        args = (atlas, path, settings)
        result, error = (QgsLayoutExporter.exportToPdf(*args, feedback) if feedback is not None
                         else QgsLayoutExporter.exportToPdf(*args))
    else:
        layout.pageCollection().deletePage(2)           # no parcel: no parcel sheet (and its items)
        for p in (0, 1):
            layout.pageCollection().page(p).dataDefinedProperties().setProperty(
                QgsLayoutObject.DataDefinedProperty.ExcludeFromExports, QgsProperty.fromValue(False))
        exporter = QgsLayoutExporter(layout)
        result, error = exporter.exportToPdf(path, settings), exporter.errorMessage()
    if result == QgsLayoutExporter.ExportResult.Canceled:
        raise ValueError("The lake-audit PDF was cancelled; nothing complete was written.")
    if result != QgsLayoutExporter.ExportResult.Success:
        raise ValueError(f"PDF: QGIS could not write {path} ({error or result}); check the folder can be "
                         "written to and the disk is not full.")
