"""Text, tables and boxes on a print layout with the items QGIS 4.0 still has.

QGIS 4.0 removed QtWebKit and with it the layout HTML item; an HTML frame also runs any script a
parcel id or owner name carries. The documents are therefore drawn with QgsLayoutItemLabel in
plain-text mode, QgsLayoutItemManualTable and shapes only, and the text of `parts` (report/
text_blocks.py: headings, paragraphs, bullets, tables, signature lines) is laid out here.

A label still evaluates `[% ... %]` and `$CURRENT_DATE` in plain-text mode: `literal()` prints
every `[` and `$` of the data through a constant expression, so nothing in a field is evaluated.
A manual table's cells are plain values (never evaluated unless they are a QgsProperty).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from qgis.core import (
    Qgis,
    QgsFillSymbol,
    QgsLayoutFrame,
    QgsLayoutItemLabel,
    QgsLayoutItemManualTable,
    QgsLayoutItemShape,
    QgsLayoutMultiFrame,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLayoutTable,
    QgsLayoutTableColumn,
    QgsLayoutTableStyle,
    QgsLayoutUtils,
    QgsRenderContext,
    QgsTableCell,
    QgsTextFormat,
    QgsTextRenderer,
)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor

from ..qgis_io.styles import text_format
from . import text_blocks as tx
from .template_builder import no_ligatures

LABEL_MARGIN = 0.5              # mm around a label's text
CELL_MARGIN = 0.8               # mm inside a table cell
GRID = "#555555"
MUTED = "#555555"
HEADER_FILL = "#e6e6e6"
EXPORT_DPI = 300
_PX_PER_MM = EXPORT_DPI / 25.4  # text is measured at the export's resolution


def literal(text: object) -> str:
    """`text` for a QgsLayoutItemLabel, printed exactly as it is: each `[` and `$` becomes a
    constant expression giving itself, so no `[% %]` or `$CURRENT_DATE` in data is evaluated."""
    return re.sub(r"[\[$]", lambda m: "[%'" + m.group(0) + "'%]", str(text))


def fmt(size: float, bold: bool = False, colour: str = "#000000", italic: bool = False) -> QgsTextFormat:
    return no_ligatures(text_format(size, colour=colour, bold=bold, italic=italic, buffer=False))


def place(item, x: float, y: float, w: float, h: float, page: int) -> None:
    item.attemptResize(QgsLayoutSize(w, h))
    item.attemptMove(QgsLayoutPoint(x, y), page=page)


# ---------------------------------------------------------------- measuring text

def _context() -> QgsRenderContext:
    ctx = QgsRenderContext()
    ctx.setScaleFactor(_PX_PER_MM)
    return ctx


def text_width(text: str, tf: QgsTextFormat) -> float:
    """Width in mm of one line of `text` in `tf`."""
    return QgsTextRenderer.textWidth(_context(), tf, [text]) / _PX_PER_MM


def wrap(text: str, tf: QgsTextFormat, width_mm: float) -> list[str]:
    """`text` broken into lines no wider than `width_mm` (at spaces; a word longer than the
    line is cut), its own line breaks kept."""
    out: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            candidate = f"{line} {word}" if line else word
            if text_width(candidate, tf) <= width_mm or not line:
                line = candidate
            else:
                out.append(line)
                line = word
            while text_width(line, tf) > width_mm and len(line) > 1:
                cut = len(line) - 1
                while cut > 1 and text_width(line[:cut], tf) > width_mm:
                    cut -= 1
                out.append(line[:cut])
                line = line[cut:]
        out.append(line)
    return out


def lines_height(lines: Sequence[str], tf: QgsTextFormat) -> float:
    return QgsTextRenderer.textHeight(_context(), tf, list(lines) or [""],
                                      Qgis.TextLayoutMode.Rectangle) / _PX_PER_MM


# ---------------------------------------------------------------- items

def _wrap_width(w: float) -> float:
    """Break lines a little short of the label's width: QGIS measures the text in the layout's
    own units and would break a line we made too long once more (overrunning the height)."""
    return (w - 2 * LABEL_MARGIN) * 0.93


def add_text(layout, ident: str, text: str, x: float, y: float, w: float, page: int, tf: QgsTextFormat,
             h: float | None = None, halign=Qt.AlignmentFlag.AlignLeft,
             valign=Qt.AlignmentFlag.AlignTop, expressions: bool = False) -> QgsLayoutItemLabel:
    """A plain-text label; its height fits the wrapped text unless `h` is given. `expressions`
    only for the documents' own texts (templates with [% %] of their variables), never data."""
    lines = [text] if expressions else wrap(text, tf, _wrap_width(w))
    lb = QgsLayoutItemLabel(layout)
    if ident:
        lb.setId(ident)
    lb.setMode(QgsLayoutItemLabel.Mode.ModeFont)
    lb.setTextFormat(tf)
    lb.setText("\n".join(lines) if expressions else literal("\n".join(lines)))
    lb.setHAlign(halign)
    lb.setVAlign(valign)
    lb.setMargin(LABEL_MARGIN)
    layout.addLayoutItem(lb)
    height = h if h is not None else lines_height(lines, tf) + 2 * LABEL_MARGIN + 0.4
    place(lb, x, y, w, height, page)
    return lb


def add_box(layout, ident: str, x: float, y: float, w: float, h: float, page: int,
            outline: str = "#000000", width_mm: float = 0.3, fill: str | None = None) -> QgsLayoutItemShape:
    shape = QgsLayoutItemShape(layout)
    shape.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    if ident:
        shape.setId(ident)
    props = {"outline_color": outline, "outline_width": str(width_mm), "outline_width_unit": "MM"}
    if width_mm <= 0:
        props["outline_style"] = "no"
    props.update({"color": fill} if fill else {"color": "0,0,0,0", "style": "no"})
    shape.setSymbol(QgsFillSymbol.createSimple(props))
    layout.addLayoutItem(shape)
    place(shape, x, y, w, h, page)
    return shape


def _cell(c: tx.Cell | str, size: float) -> QgsTableCell:
    c = c if isinstance(c, tx.Cell) else tx.Cell(str(c))
    cell = QgsTableCell(str(c.text))
    if c.bold or c.colour or c.italic:
        cell.setTextFormat(fmt(size, c.bold, c.colour or "#000000", c.italic))
    if c.fill:
        cell.setBackgroundColor(QColor(c.fill))
    if c.right:
        cell.setHorizontalAlignment(Qt.AlignmentFlag.AlignRight)
    return cell


def manual_table(layout, spec: tx.Table, width: float, size: float) -> QgsLayoutItemManualTable:
    """A manual table of plain cells (no frame yet); column widths share out `width`."""
    table = QgsLayoutItemManualTable.create(layout)
    ncol = max([1, len(spec.headers), *[len(r) for r in spec.rows]])
    rows = [[_cell(c, size) for c in r] + [QgsTableCell("")] * (ncol - len(r)) for r in spec.rows]
    for r, row in enumerate(rows):
        for i in spec.num_cols:
            if i < len(row) and not (isinstance(spec.rows[r][i], tx.Cell) and spec.rows[r][i].right is False):
                row[i].setHorizontalAlignment(Qt.AlignmentFlag.AlignRight)
    table.setTableContents(rows)
    fractions = list(spec.widths) or [1.0] * ncol
    inner = width - ncol * 2 * CELL_MARGIN - (ncol + 1) * 0.2
    table.setColumnWidths([inner * f / sum(fractions) for f in fractions])
    if spec.headers:
        table.setIncludeTableHeader(True)
        table.setHeaders([QgsLayoutTableColumn(h) for h in spec.headers])
        style = QgsLayoutTableStyle()
        style.enabled = True
        style.cellBackgroundColor = QColor(HEADER_FILL)
        table.setCellStyle(QgsLayoutTable.CellStyleGroup.HeaderRow, style)
    else:
        table.setIncludeTableHeader(False)
    table.setHeaderTextFormat(fmt(size - 0.5 if spec.small_header else size, bold=True))
    table.setHeaderHAlignment(QgsLayoutTable.HeaderHAlignment.HeaderLeft)
    table.setContentTextFormat(fmt(size))
    table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
    table.setCellMargin(CELL_MARGIN)
    table.setGridStrokeWidth(0.2)
    table.setGridColor(QColor(GRID))
    table.setShowGrid(spec.grid)
    table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
    table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.HeadersOnly)
    return table


def _framed(layout, spec: tx.Table, w: float, size: float) -> tuple[QgsLayoutItemManualTable, QgsLayoutFrame]:
    table = manual_table(layout, spec, w, size)
    layout.addMultiFrame(table)
    frame = QgsLayoutFrame(layout, table)
    frame.setFrameEnabled(False)
    frame.attemptResize(QgsLayoutSize(w, _TALL))
    table.addFrame(frame)
    table.refresh()
    return table, frame


_TALL = 2000.0


def _rows_in(layout, table: QgsLayoutItemManualTable, frame: QgsLayoutFrame, h: float) -> int:
    frame.attemptResize(QgsLayoutSize(frame.rect().width(), h))
    # measured at the export's resolution (report/layout.pdf_settings): text heights vary with it
    return table.rowsVisible(QgsLayoutUtils.createRenderContextForLayout(layout, None, EXPORT_DPI), 0, 0,
                             False)


def _fit_height(layout, table: QgsLayoutItemManualTable, frame: QgsLayoutFrame, rows: int) -> float:
    """The least frame height (to 0.05 mm) that shows `rows` rows: QGIS's own measure of its
    wrapped cells (a table's total size is its frames' sizes)."""
    lo, hi = 0.0, _TALL
    if rows == 0:
        return 6.0
    while hi - lo > 0.05:
        mid = (lo + hi) / 2.0
        if _rows_in(layout, table, frame, mid) >= rows:
            hi = mid
        else:
            lo = mid
    return hi


def _drop(layout, table: QgsLayoutItemManualTable, frame: QgsLayoutFrame) -> None:
    layout.removeLayoutItem(frame)
    if table in layout.multiFrames():
        layout.removeMultiFrame(table)


def table_height(layout, spec: tx.Table, width: float, size: float) -> float:
    """How tall `spec` draws at `width` (mm)."""
    table, frame = _framed(layout, spec, width, size)
    h = _fit_height(layout, table, frame, len(spec.rows))
    _drop(layout, table, frame)
    return h + ROOM_MM


ROOM_MM = 0.8                   # below a table's last row: renderers round cell heights differently


def rows_fitting(layout, spec: tx.Table, width: float, size: float, room: float) -> int:
    """How many of the table's rows (from the first, with the header) fit `room` mm."""
    table, frame = _framed(layout, spec, width, size)
    n = _rows_in(layout, table, frame, max(room - ROOM_MM, 0.0))
    _drop(layout, table, frame)
    return n


def add_table(layout, ident: str, spec: tx.Table, x: float, y: float, w: float, page: int,
              size: float, h: float | None = None) -> tuple[QgsLayoutItemManualTable, float]:
    """A manual table in one frame at (x, y), `w` wide and as tall as its rows (or `h`)."""
    table, frame = _framed(layout, spec, w, size)
    height = h if h is not None else _fit_height(layout, table, frame, len(spec.rows)) + ROOM_MM
    while h is None and _rows_in(layout, table, frame, height) < len(spec.rows) and height < _TALL:
        height += 0.5                   # never a row left out of the frame
    if ident:
        frame.setId(ident)
    place(frame, x, y, w, height, page)
    return table, height


# ---------------------------------------------------------------- parts (report/text_blocks.py)

def part_height(layout, part: tx.Part, w: float, size: float) -> float:
    if isinstance(part, tx.Table):
        return table_height(layout, part, w, size) + tx.GAP_MM
    if isinstance(part, tx.Signature):
        return 16.0 * size / 7.0
    if isinstance(part, tx.Box):
        return part.height_mm + tx.GAP_MM
    tf = _text_format(part, size)
    indent = 3.0 if isinstance(part, tx.Bullet) else 0.0
    return lines_height(wrap(_text_of(part), tf, _wrap_width(w - indent)), tf) \
        + 2 * LABEL_MARGIN + 0.4 + (tx.GAP_MM if not isinstance(part, tx.Heading) else 0.6)


def _text_format(part: tx.Part, size: float) -> QgsTextFormat:
    if isinstance(part, tx.Heading):
        return fmt(size + 1.5, bold=True)
    style = getattr(part, "style", "")
    colour = {"bad": "#b00000", "ok": "#006000", "muted": MUTED}.get(style, "#000000")
    return fmt(size, bold=getattr(part, "bold", False) or style == "bad",
               colour=colour, italic=style == "quote")


def _text_of(part: tx.Part) -> str:
    return part.text


def draw_part(layout, part: tx.Part, x: float, y: float, w: float, page: int, size: float) -> float:
    """Draw one part at (x, y); returns the height it takes (with the gap below it)."""
    if isinstance(part, tx.Table):
        _table, h = add_table(layout, "", part, x, y, w, page, size)
        return h + tx.GAP_MM
    if isinstance(part, tx.Signature):
        scale = size / 7.0
        line_y = y + 8.0 * scale
        add_box(layout, "", x, line_y, w * 0.62, 0.25, page, width_mm=0, fill="0,0,0,255")
        add_box(layout, "", x + w * 0.66, line_y, w * 0.34, 0.25, page, width_mm=0, fill="0,0,0,255")
        tf = fmt(size - 0.5, colour=MUTED)
        add_text(layout, "", part.caption, x, line_y + 0.5, w * 0.62, page, tf)
        add_text(layout, "", "Date", x + w * 0.66, line_y + 0.5, w * 0.34, page, tf)
        return 16.0 * scale
    if isinstance(part, tx.Box):
        add_box(layout, "", x, y, part.width_frac * w, part.height_mm, page, outline=GRID, width_mm=0.2)
        add_text(layout, "", part.text, x, y, part.width_frac * w, page, fmt(size - 0.5, colour=MUTED),
                 h=part.height_mm, halign=Qt.AlignmentFlag.AlignHCenter, valign=Qt.AlignmentFlag.AlignVCenter)
        return part.height_mm + tx.GAP_MM
    tf = _text_format(part, size)
    if isinstance(part, tx.Bullet):
        add_text(layout, "", "\u2022", x, y, 3.0, page, tf)
        lb = add_text(layout, "", part.text, x + 3.0, y, w - 3.0, page, tf)
        return lb.rect().height() + tx.GAP_MM
    lb = add_text(layout, "", part.text, x, y, w, page, tf)
    h = lb.rect().height()
    if isinstance(part, tx.Heading):
        add_box(layout, "", x, y + h, w, 0.25, page, width_mm=0, fill="0,0,0,255")
        return h + 0.6
    return h + tx.GAP_MM


def draw_parts(layout, parts: Sequence[tx.Part], x: float, y: float, w: float, page: int,
               size: float) -> float:
    """Draw the parts one below the other; returns the total height."""
    top = y
    for part in parts:
        y += draw_part(layout, part, x, y, w, page, size)
    return y - top


def parts_height(layout, parts: Sequence[tx.Part], w: float, size: float) -> float:
    return sum(part_height(layout, p, w, size) for p in parts)


def fitting_size(layout, parts: Sequence[tx.Part], w: float, h: float, sizes: Sequence[float]) -> float:
    """The largest of `sizes` at which the parts fit a w x h box (else the smallest)."""
    for s in sizes:
        if parts_height(layout, parts, w, s) <= h:
            return s
    return sizes[-1]
