"""The review memo of a submitted CAD site plan (shorelinelayout:reviewsubmission, the panel's
"Review a submission…"): for the applicant and the board, in US Letter pages.

1. the verdict (core/verdict), and a map of the drawing over the water-rights lines;
2. the submission's own labels beside the plugin's findings, with their sections;
3. the allowance against what is proposed (core/summary's rows);
4. what could not be read from the drawing, and why;
5. the site-plan items of the law (the profile's site_plan.contents) the drawing lacks.

Built of plain-text QgsLayoutItemLabel, QgsLayoutItemManualTable, QgsLayoutItemMap and a legend
only (no HTML item: QGIS 4 removed it, and it would run script from a drawing's text). A label in
its plain mode still evaluates [% ... %], so every text that comes from the drawing or the data
is neutralised first (`plain`). The PDF is written under a temporary name in its folder and
renamed (qgis_io/files.py).
"""
from __future__ import annotations

import datetime as _dt
import math
from collections.abc import Sequence
from typing import Any

from qgis.core import (
    Qgis,
    QgsLayoutFrame,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemManualTable,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
    QgsLayoutItemScaleBar,
    QgsLayoutMultiFrame,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLayoutTable,
    QgsLayoutTableColumn,
    QgsLegendStyle,
    QgsPrintLayout,
    QgsProject,
    QgsRectangle,
    QgsTableCell,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QT_TR_NOOP, Qt

from ..core.compat import zip_strict
from ..core.model import Violation
from ..core.verdict import Verdict, verdict_of
from ..pipeline import ReviewMemoRequest
from ..qgis_io import sinks
from ..qgis_io.convert import to_qgs
from ..qgis_io.files import check_pdf, replaced_atomically
from ..qgis_io.finding_text import finding_text
from ..qgis_io.styles import apply_style, text_format
from ..qgis_io.translation import one_or_many, tr
from ..qgis_io.unread_text import unread_text
from .layout import pdf_settings
from .map_layers import set_labels
from .siteplan import dispose

PAGE_W, PAGE_H = 215.9, 279.4           # US Letter, portrait (mm)
MARGIN = 15.0
BODY_W = PAGE_W - 2 * MARGIN
TABLE_PT = 7.0
LINE_MM = 3.3                            # a wrapped line of TABLE_PT text
CELL_PAD_MM = 2.2                        # a cell's margins, top and bottom together
MM_PER_CHAR = 1.45                       # a conservative average width at TABLE_PT


def plain(text: Any) -> str:
    """`text` safe in a layout label or table: no [% %] expression for QGIS to evaluate."""
    return str("" if text is None else text).replace("[%", "[ %").replace("%]", "% ]")


def _number(value: float | None, unit: str = "") -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    text = f"{value:,.0f}" if unit == "count" or float(value).is_integer() else f"{value:,.2f}"
    suffix = {"sqft": " sq ft", "ft": " ft"}.get(unit, "")
    return text + suffix


class Memo:
    """A layout being filled page by page, top to bottom."""

    def __init__(self, project: QgsProject) -> None:
        self.layout = QgsPrintLayout(project)
        self.layout.initializeDefaults()
        self.layout.setName("review memo")
        self.page = 0
        self.y = MARGIN
        self._size_page(self.layout.pageCollection().page(0))

    def _size_page(self, page: QgsLayoutItemPage) -> None:
        page.setPageSize(QgsLayoutSize(PAGE_W, PAGE_H, Qgis.LayoutUnit.Millimeters))

    def new_page(self) -> None:
        page = QgsLayoutItemPage(self.layout)
        self._size_page(page)
        self.layout.pageCollection().addPage(page)
        self.page += 1
        self.y = MARGIN

    def room(self) -> float:
        return PAGE_H - MARGIN - self.y

    def label(self, text: str, size: float = 8.0, bold: bool = False, height: float | None = None,
              width: float = BODY_W, x: float = MARGIN) -> QgsLayoutItemLabel:
        lines = max(1, sum(math.ceil(max(1, len(t)) * size / 7.0 * MM_PER_CHAR / width)
                           for t in text.split("\n")))
        h = height if height is not None else lines * size * 0.47 + 1.5
        if h > self.room():
            self.new_page()
        item = QgsLayoutItemLabel(self.layout)
        item.setText(plain(text))
        item.setTextFormat(text_format(size, bold=bold, buffer=False))
        item.setMode(QgsLayoutItemLabel.Mode.ModeFont)
        item.setHAlign(Qt.AlignmentFlag.AlignLeft)
        item.setVAlign(Qt.AlignmentFlag.AlignTop)
        self.layout.addLayoutItem(item)
        self.place(item, x, self.y, width, h)
        self.y += h + 1.0
        return item

    def place(self, item: Any, x: float, y: float, w: float, h: float) -> None:
        item.attemptResize(QgsLayoutSize(w, h))
        item.attemptMove(QgsLayoutPoint(x, y), page=self.page)

    def heading(self, text: str) -> None:
        if self.room() < 30.0:
            self.new_page()
        self.y += 3.0
        self.label(text, 11.0, bold=True)

    def table(self, headers: Sequence[str], widths: Sequence[float], rows: Sequence[Sequence[str]],
              empty: str) -> None:
        """`rows` as tables of as many rows as fit each page (a row's height from its longest
        wrapped cell), continued on the next page with the headers repeated."""
        if not rows:
            self.label(empty, 8.0)
            return
        heights = [self._row_height(r, widths) for r in rows]
        head = self._row_height(headers, widths)
        start = 0
        while start < len(rows):
            if self.room() < head + heights[start] + 2.0:
                self.new_page()
            used, end = head, start
            while end < len(rows) and used + heights[end] <= self.room() - 2.0:
                used += heights[end]
                end += 1
            end = max(end, start + 1)
            self._table_part(headers, widths, rows[start:end], used)
            start = end

    def _row_height(self, row: Sequence[str], widths: Sequence[float]) -> float:
        lines = 1
        for text, width in zip_strict(row, widths):
            chars = max(1, int((width - 2.0) / MM_PER_CHAR))
            lines = max(lines, sum(math.ceil(max(1, len(part)) / chars) for part in str(text).split("\n")))
        return lines * LINE_MM + CELL_PAD_MM

    def _table_part(self, headers: Sequence[str], widths: Sequence[float], rows: Sequence[Sequence[str]],
                    height: float) -> None:
        table = QgsLayoutItemManualTable.create(self.layout)
        columns = []
        for head, width in zip_strict(headers, widths):
            col = QgsLayoutTableColumn(plain(head))
            col.setWidth(width - 2.0)
            columns.append(col)
        table.setHeaders(columns)
        table.setIncludeTableHeader(True)
        table.setColumnWidths([w - 2.0 for w in widths])
        table.setTableContents([[QgsTableCell(plain(text)) for text in row] for row in rows])
        table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
        table.setHeaderTextFormat(text_format(TABLE_PT, bold=True, buffer=False))
        table.setContentTextFormat(text_format(TABLE_PT, buffer=False))
        table.setCellMargin(1.0)
        table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
        self.layout.addMultiFrame(table)
        frame = QgsLayoutFrame(self.layout, table)
        self.place(frame, MARGIN, self.y, BODY_W, height + 2.0)
        table.addFrame(frame)
        self.y += height + 4.0


# ---------------------------------------------------------------- the map

def _memory(geometry: str, name: str, crs: str, spec: Sequence[tuple[str, str]],
            rows: Sequence[tuple[Any, list]]) -> QgsVectorLayer:
    from qgis.core import QgsFeature

    layer = QgsVectorLayer(f"{geometry}?crs={crs}", name, "memory")
    layer.dataProvider().addAttributes(list(sinks.make_fields(spec)))
    layer.updateFields()
    feats = []
    for geom, values in rows:
        f = QgsFeature(layer.fields())
        f.setAttributes(values)
        if geom is not None and not geom.is_empty:
            f.setGeometry(to_qgs(geom))
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    layer.updateExtents()
    return layer


def map_layers(req: ReviewMemoRequest) -> list[QgsVectorLayer]:
    """The map's layers, top first: findings, buoys, structures, water-rights lines, shoreline,
    rights areas, parcels, each in the output layers' own style."""
    crs, review, wr = req.crs.authid(), req.review, req.wr
    ids = set(review.parcel_ids)
    near = {p for pid in ids for p in (pid,)} | {x for ln in wr.lines if {ln.parcel_a, ln.parcel_b} & ids
                                                 for x in (ln.parcel_a, ln.parcel_b) if x}
    layers = [
        (_memory("MultiPolygon", tr("Findings"), crs, sinks.VIOLATION_FIELDS,
                 [(sinks.violation_geometry(v.geometry), _violation_row(v)) for v in review.violations
                  if v.severity != "info"]), "violations"),
        (_memory("Point", tr("Mooring buoys (drawing)"), crs, (*sinks.LAYOUT_BUOY_FIELDS, REF),
                 [(b.geometry, [b.vessel_length_ft, b.rode_length_ft, b.parcel_id, b.label])
                  for b in review.buoys]), "buoys"),
        (_memory("Polygon", tr("Structures (drawing)"), crs, (*sinks.LAYOUT_STRUCTURE_FIELDS, REF),
                 [(s.geometry, [s.kind, s.dock_id, s.part, s.construction, None, None, None, None,
                                None, None, int(s.existing), None, s.label]) for s in review.structures]),
         "structures"),
        (_memory("LineString", tr("Water-rights lines"), crs, sinks.WATER_RIGHTS_LINE_FIELDS,
                 [(ln.geometry, [ln.parcel_a, ln.parcel_b, ln.azimuth_deg, ln.waterside_angle_deg,
                                 ln.length_ft, int(ln.modified), ""]) for ln in wr.lines
                  if {ln.parcel_a, ln.parcel_b} & near]), "water_rights_lines"),
        (_memory("MultiLineString", tr("MHW mark"), crs, (("name", "string"),), [(wr.shoreline, [""])]),
         "shoreline"),
        (_memory("Polygon", tr("Rights areas"), crs, sinks.RIGHTS_AREA_FIELDS,
                 [(ra.geometry, [ra.parcel_id, ra.area_sqft, ra.closes_at_ft, int(ra.modified)])
                  for ra in wr.rights_areas if ra.parcel_id in near]), "rights_areas"),
        (_memory("Polygon", tr("Parcels"), crs, (("parcel_id", "string"),),
                 [(p.geometry, [p.parcel_id]) for p in req.parcels if p.parcel_id in near]), "parcels"),
    ]
    for layer, style in layers:
        apply_style(layer, style)
    for layer, _style in layers[1:3]:     # the buoys and structures named as the tables name them
        set_labels(layer, 8.0, "#3a2410", bold=True, placement=Qgis.LabelPlacement.AroundPoint,
                   expression='"ref"', dist_mm=1.5, priority=9, leader=True)
    return [layer for layer, _style in layers]


REF = ("ref", "string")                  # D1, H1, B1: the name the findings and tables use


def _violation_row(v: Violation) -> list:
    return [v.parcel_id, v.source_layer, v.source_fid, v.rule, v.section, v.severity, v.measured,
            v.limit, v.unit, v.message]


def _extent(req: ReviewMemoRequest) -> QgsRectangle:
    from shapely.ops import unary_union

    drawn = unary_union([s.geometry for s in req.review.structures]
                        + [b.geometry.buffer(max(0.0, b.swing_radius_ft) + 5.0) for b in req.review.buoys])
    x0, y0, x1, y1 = drawn.buffer(30.0).bounds
    return QgsRectangle(x0, y0, x1, y1)


def add_map(memo: Memo, req: ReviewMemoRequest, layers: list[QgsVectorLayer], height: float) -> None:
    # the memo's own project holds the layers (a map item keeps only weak references to them)
    memo.layout.project().addMapLayers(layers, False)
    m = QgsLayoutItemMap(memo.layout)
    m.setCrs(req.crs)
    m.setLayers(layers)
    m.setKeepLayerSet(True)
    m.setFrameEnabled(True)
    memo.layout.addLayoutItem(m)
    memo.place(m, MARGIN, memo.y, BODY_W * 0.66, height)
    m.zoomToExtent(_extent(req))
    legend = QgsLayoutItemLegend(memo.layout)
    legend.setLinkedMap(m)
    legend.setAutoUpdateModel(False)
    root = legend.model().rootGroup()
    root.removeAllChildren()
    for layer in layers:
        root.addLayer(layer)
    legend.setTitle(tr("Legend"))
    legend.rstyle(QgsLegendStyle.Style.Title).setTextFormat(text_format(9.0, bold=True, buffer=False))
    for style in (QgsLegendStyle.Style.Symbol, QgsLegendStyle.Style.SymbolLabel,
                  QgsLegendStyle.Style.Subgroup):
        legend.rstyle(style).setTextFormat(text_format(7.0, buffer=False))
    memo.layout.addLayoutItem(legend)
    memo.place(legend, MARGIN + BODY_W * 0.68, memo.y, BODY_W * 0.32, height - 20.0)
    legend.setResizeToContents(False)
    bar = QgsLayoutItemScaleBar(memo.layout)
    bar.setStyle("Single Box")
    bar.setLinkedMap(m)
    bar.setUnits(Qgis.DistanceUnit.FeetUSSurvey if hasattr(Qgis.DistanceUnit, "FeetUSSurvey")
                 else Qgis.DistanceUnit.Feet)
    bar.setUnitLabel("ft")
    bar.setNumberOfSegments(2)
    bar.setNumberOfSegmentsLeft(0)
    bar.setUnitsPerSegment(25.0)
    bar.setTextFormat(text_format(7.0, buffer=False))
    memo.layout.addLayoutItem(bar)
    bar.attemptMove(QgsLayoutPoint(MARGIN + BODY_W * 0.68, memo.y + height - 14.0), page=memo.page)
    bar.refresh()
    memo.y += height + 3.0


# ---------------------------------------------------------------- the sections

VERDICT_WORDS = {     # core/verdict's headline, in words (translated where shown)
    "compliant": QT_TR_NOOP("Compliant: no finding is an error or a warning."),
    "nonconforming": QT_TR_NOOP("Nonconforming: no error; {w} the reviewer must judge."),
    "violation": QT_TR_NOOP("Violation: {e}, {w}."),
    "not_checked": QT_TR_NOOP("Not checked: {n}; those features could not be checked."),
}


def _counts(verdict: Verdict) -> dict[str, str]:
    """The verdict's counts with their nouns, for VERDICT_WORDS' {e}, {w} and {n}."""
    e, w, n = verdict.errors, verdict.warnings, verdict.not_checked
    return {"e": one_or_many(e, tr("{n} error"), tr("{n} errors")).format(n=e),
            "w": one_or_many(w, tr("{n} warning"), tr("{n} warnings")).format(n=w),
            "n": one_or_many(n, tr("{n} input problem"), tr("{n} input problems")).format(n=n)}


def _first_page(memo: Memo, req: ReviewMemoRequest) -> None:
    review, sub = req.review, req.review.submission
    date = req.date_text or _dt.date.today().isoformat()
    memo.label(tr("Review of a submitted site plan"), 16.0, bold=True)
    memo.label(tr("Drawing: {name} (read in {crs}; checked in {work}). Law: {law}. {date}.").format(
        name=req.drawing_name, crs=review.drawing_crs, work=req.crs.authid(), law=req.profile.title,
        date=date), 8.5)
    verdict = verdict_of(review.violations)
    words = tr("Verdict: ") + tr(VERDICT_WORDS[verdict.headline]).format(**_counts(verdict))
    if verdict.not_checked and verdict.headline != "not_checked":
        words += " " + one_or_many(verdict.not_checked, tr("{n} feature could not be checked."),
                                   tr("{n} features could not be checked.")).format(n=verdict.not_checked)
    memo.label(words, 11.0, bold=True)
    s, b, u = len(review.structures), len(review.buoys), len(sub.unread)
    memo.label(tr("{parcels}: {ids}. Read from the drawing: {s}, {b}; {u} not read (section 3).").format(
        parcels=one_or_many(len(review.parcel_ids), tr("Lakeshore parcel"), tr("Lakeshore parcels")),
        ids=", ".join(review.parcel_ids) or tr("none"),
        s=one_or_many(s, tr("{n} structure"), tr("{n} structures")).format(n=s),
        b=one_or_many(b, tr("{n} mooring buoy"), tr("{n} mooring buoys")).format(n=b),
        u=one_or_many(u, tr("{n} entity"), tr("{n} entities")).format(n=u)), 8.5)
    memo.label(tr("The map shows the drawing as read (structures, buoys with their swing circles) over "
                  "the water-rights lines the plugin constructs, and where each finding lies. A circle's "
                  "radius is read as the swing radius (vessel length and rode together): the drawing does "
                  "not split it, so it is carried as the vessel length with a rode of 0 ft."), 7.5)
    add_map(memo, req, map_layers(req), min(185.0, memo.room() - 4.0))


def _features_section(memo: Memo, req: ReviewMemoRequest) -> None:
    review, sub = req.review, req.review.submission
    memo.heading(tr("1. The submission's labels beside the findings"))
    by_feature: dict[tuple[str, int], list[Violation]] = {}
    for v in review.violations:
        by_feature.setdefault((v.source_layer, int(v.source_fid or -1)), []).append(v)
    rows = []
    for s, read in zip_strict(review.structures, sub.structures):
        rows.append([s.label or "", read.label or "—", read.layer, s.kind.replace("_", " "),
                     _number(s.geometry.area, "sqft"), _findings(by_feature.get(("structures", s.fid), []))])
    for b, read in zip_strict(review.buoys, sub.buoys):
        size = tr("swing {r}").format(r=_number(read.radius_ft, "ft")) if read.radius_ft else tr("no circle")
        rows.append([b.label or "", read.label or "—", read.layer, tr("mooring buoy"), size,
                     _findings(by_feature.get(("buoys", b.fid), []))])
    memo.table([tr("Ref"), tr("Drawing's label"), tr("Layer"), tr("Kind"), tr("Size"), tr("Findings")],
               [12.0, 30.0, 26.0, 24.0, 22.0, BODY_W - 114.0], rows, tr("Nothing was read from the drawing."))
    parcel_level = [v for v in review.violations if v.source_layer not in ("structures", "buoys")]
    if parcel_level:
        memo.label(tr("Findings on the parcel as a whole:"), 8.0, bold=True)
        memo.table([tr("Parcel"), tr("Finding")], [22.0, BODY_W - 22.0],
                   [[v.parcel_id or "", _findings([v])] for v in parcel_level], "")


def _findings(found: Sequence[Violation]) -> str:
    if not found:
        return tr("no finding")
    return "\n".join(f"{v.severity.upper()} {v.rule} ({v.section or '—'}): {finding_text(v)}" for v in found)


def _allowance_section(memo: Memo, req: ReviewMemoRequest) -> None:
    memo.heading(tr("2. The allowance against what is proposed"))
    if not req.review.summaries:
        memo.label(tr("The drawing lies on no lakeshore parcel's water."), 8.0)
    for summary in req.review.summaries:
        a = summary.allowance
        memo.label(tr("Parcel {pid} ({use}, frontage {ft} by {how})").format(
            pid=summary.parcel_id, use=summary.land_use, ft=_number(a.frontage_ft, "ft"),
            how=a.frontage_method.replace("_", " ")), 8.5, bold=True)
        rows = [[row.label,
                 _number(row.allowed, row.unit) + (f" {row.allowed_note}" if row.allowed_note else ""),
                 _number(row.proposed, row.unit), row.section]
                for row in summary.rows if row.applies]
        memo.table([tr("Item"), tr("Allowed"), tr("Proposed"), tr("Section")],
                   [70.0, 40.0, 30.0, BODY_W - 140.0], rows, "")


def _unread_section(memo: Memo, req: ReviewMemoRequest) -> None:
    memo.heading(tr("3. What could not be read from the drawing"))
    rows = [[u.layer, u.entity, u.handle, unread_text(u)] for u in req.review.submission.unread]
    memo.table([tr("Layer"), tr("Entity"), tr("Handle"), tr("Why")], [32.0, 22.0, 16.0, BODY_W - 70.0],
               rows, tr("Every entity of the drawing was read."))


def _items_section(memo: Memo, req: ReviewMemoRequest) -> None:
    review = req.review
    memo.heading(tr("4. Site-plan items of {section} the drawing lacks").format(
        section=review.items_section or "—"))
    lacking = [i for i in review.items if i.shown is False]
    memo.label(one_or_many(len(review.items), tr("{n} of {total} item not found in the drawing's layer names "
                                                 "or texts."),
                           tr("{n} of {total} items not found in the drawing's layer names or "
                              "texts.")).format(
        n=len(lacking), total=len(review.items)), 8.0)
    rows = [[i.item, tr("not found") if i.shown is False else tr("shown") if i.shown else tr("not judged"),
             i.evidence or "—"] for i in review.items]
    memo.table([tr("Item the law asks for"), tr("In the drawing"), tr("Shown by")],
               [70.0, 25.0, BODY_W - 95.0], rows, tr("The law's profile lists no site-plan items."))


# ---------------------------------------------------------------- render

def build_memo(req: ReviewMemoRequest, project: QgsProject) -> QgsPrintLayout:
    memo = Memo(project)
    _first_page(memo, req)
    memo.new_page()
    _features_section(memo, req)
    _allowance_section(memo, req)
    _unread_section(memo, req)
    _items_section(memo, req)
    return memo.layout


def render_review_memo(request: ReviewMemoRequest, feedback: Any = None) -> list[str]:
    """The memo at request.pdf_path, whole or not at all; returns warning sentences (none yet)."""
    from qgis.core import QgsLayoutExporter

    project = QgsProject()
    layout = None
    try:
        layout = build_memo(request, project)
        with replaced_atomically(request.pdf_path, ".pdf") as temp:
            result = QgsLayoutExporter(layout).exportToPdf(temp, pdf_settings())
            if result != QgsLayoutExporter.ExportResult.Success:
                raise OSError(tr("QGIS could not write the review memo {path} (exporter result {result}).")
                              .format(path=request.pdf_path, result=int(result)))
            check_pdf(temp)
    finally:
        dispose(layout, project)
    return []
