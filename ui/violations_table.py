"""The panel's table of findings: the Violations layer's rows and the layout's input problems.

Updated in place: after an edit only the rows of the re-checked parcels (and features) leave or
arrive, each at its place in the current sort order, so every other row keeps its model row
object, the selection stays where it was, and nothing is re-laid out. A whole-lake check (a new
layout, a new Compute) resets the table once.
"""
from __future__ import annotations

import bisect
import contextlib
import functools
from collections.abc import Hashable
from typing import Any

from qgis.PyQt.QtCore import QT_TR_NOOP, QAbstractTableModel, QModelIndex, Qt, pyqtSignal
from qgis.PyQt.QtGui import QBrush, QColor

from ..core.model import Violation
from ..qgis_io.finding_text import finding_text, local_number
from .i18n import tr
from .violations_layer import ViolationsWriter

RULE_NAMES = {
    "setback": QT_TR_NOOP("Setback from rights line"),
    "outside_rights_area": QT_TR_NOOP("Outside the rights area"),
    "reach": QT_TR_NOOP("Beyond the reach"), "dock_area": QT_TR_NOOP("Dock area"),
    "walkway_width": QT_TR_NOOP("Walkway width"),
    "walkway_share": QT_TR_NOOP("Walkway share of dock length"),
    "appendage_area": QT_TR_NOOP("Appendage area"),
    "dock_separation": QT_TR_NOOP("Dock separation"), "dock_count": QT_TR_NOOP("Too many docks"),
    "boat_count": QT_TR_NOOP("Too many boats"), "buoy_count": QT_TR_NOOP("Too many buoys"),
    "buoy_swing": QT_TR_NOOP("Swing circle outside"),
    # by the finding's template where one code says two things (a finding read back from a layer
    # has no template: the code's own name)
    "buoy_contact": QT_TR_NOOP("Swing circle reaches another feature"),
    "buoy_contact:buoy": QT_TR_NOOP("Swing circles of two buoys overlap"),
    "buoy_contact:structure": QT_TR_NOOP("Buoy's swing circle reaches a dock or structure"),
    "height": QT_TR_NOOP("Height"),
    "roof_pitch": QT_TR_NOOP("Roof pitch"),
    "station_slips": QT_TR_NOOP("Slips per station"),
    "structure_not_permitted": QT_TR_NOOP("Structure not permitted"),
    "anchorage_permit": QT_TR_NOOP("Anchorage permit needed"),
    "not_eligible": QT_TR_NOOP("Parcel not eligible"),
    "rights_line_modified": QT_TR_NOOP("Rights line modified (200 ft rule)"),
    "rights_line_missing": QT_TR_NOOP("Rights line not drawn (end of data)"),
    "input": QT_TR_NOOP("Input problem"),
}
UNITS = {"ft": " ft", "sqft": " sq ft", "deg": "°", "count": "", "rise_per_12": "/12", "in_per_ft": "/12",
         "percent": "%", "ratio": ""}
COLUMNS = (QT_TR_NOOP("Rule"), QT_TR_NOOP("Parcel"), QT_TR_NOOP("Measured"), QT_TR_NOOP("Limit"),
           QT_TR_NOOP("Section"), QT_TR_NOOP("Message"))
INPUT = "input"          # severity of a row about an input problem (never in the Violations layer)
SEVERITY_BRUSH = {"error": QColor(200, 0, 0), "warning": QColor(200, 110, 0), "info": QColor(30, 90, 200),
                  INPUT: QColor(120, 50, 160)}
# input problems first: until they are fixed the findings below are incomplete
SEVERITY_ORDER = {INPUT: -1, "error": 0, "warning": 1, "info": 2}
# More changed rows than this (or than half the table) reset the table instead (a whole-lake check).
RESET_ABOVE = 200

RowKey = Hashable       # ("v", fid) for a Violations feature, ("i", role, fid, n) for an input problem


def rule_name(code: str, template: str = "") -> str:
    """The rule's name for the table; `template` (Violation.template) picks a variant's own name."""
    name = RULE_NAMES.get(template) or RULE_NAMES.get(code, code.replace("_", " ").capitalize())
    return tr(name)


def fmt_value(value: float | None, unit: str) -> str:
    if value is None:
        return ""
    text = f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"
    # the separators of the findings' language, as in the Message column (1.155,3 ft in German)
    return local_number(text) + UNITS.get(unit, f" {unit}" if unit else "")


@functools.total_ordering
class _Desc:
    """A sort key compared the other way round (descending order, so bisect still works)."""
    __slots__ = ("key",)

    def __init__(self, key: tuple) -> None:
        self.key = key

    def __lt__(self, other: _Desc) -> bool:
        return other.key < self.key

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Desc) and self.key == other.key


def _num(value: float | None) -> tuple:
    return (value is None, 0.0 if value is None else float(value))


def _sort_key(column: int, key: RowKey, v: Violation) -> tuple:
    """Total order per column; the row key breaks ties (so an insert lands where a sort puts it).
    Column 0 is the table's own order: severity, parcel, rule."""
    sev = SEVERITY_ORDER.get(v.severity, 3)
    pid = (v.parcel_id is None, str(v.parcel_id or ""))      # findings of no parcel last
    if column == 1:
        return (pid, sev, v.rule, key)
    if column == 2:
        return (_num(v.measured), sev, key)
    if column == 3:
        return (_num(v.limit), sev, key)
    if column == 4:
        return (v.section or "", sev, key)
    if column == 5:
        return (finding_text(v) or "", key)          # the text the column shows
    return (sev, pid, v.rule, key)


class ViolationsTableModel(QAbstractTableModel):
    """One row per feature of the Violations layer, and one per input problem of the layout."""

    updated = pyqtSignal()          # after every change of the rows (a reset or a few rows)

    def __init__(self, writer: ViolationsWriter | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[RowKey, Violation]] = []
        self._keys: list[Any] = []            # the rows' sort keys, in row order
        self._inputs: dict[RowKey, Violation] = {}
        self._column = 0
        self._order = Qt.SortOrder.AscendingOrder
        self.inserted = 0                     # rows the last refresh inserted one by one
        self._generation: tuple[int, int] = (0, 0)   # the writer's, when the rows were last reset
        self.writer: ViolationsWriter | None = None
        if writer is not None:
            self.set_writer(writer)

    # ------------------------------------------------------------------ sources
    def set_writer(self, writer: ViolationsWriter | None) -> None:
        if self.writer is not None:
            with contextlib.suppress(TypeError, RuntimeError):
                self.writer.changed.disconnect(self.refresh)
        self.writer = writer
        if writer is not None:
            writer.changed.connect(self.refresh)
        self.refresh()

    def set_inputs(self, rows: dict[RowKey, Violation]) -> None:
        """The layout's input problems (rows of severity "input"), keyed as RowKey."""
        self._inputs = dict(rows)
        self.refresh()

    def _wanted(self) -> dict[RowKey, Violation]:
        rows: dict[RowKey, Violation] = {}
        if self.writer is not None:
            rows = {("v", fid): v for fid, v in self.writer.rows.items()}
        rows.update(self._inputs)
        return rows

    # ------------------------------------------------------------------ keeping in step
    def refresh(self) -> None:
        """Bring the rows in step with the writer and the input problems: remove the rows that
        went, insert the new ones where the sort order puts them; a big change resets."""
        wanted = self._wanted()
        self.inserted = 0
        gone = [i for i, (k, v) in enumerate(self._rows) if wanted.get(k) is not v]
        kept = {k for k, v in self._rows if wanted.get(k) is v}
        new = [(k, v) for k, v in wanted.items() if k not in kept]
        # every finding written anew (a whole-layout check): one reset, however few rows
        generation = (id(self.writer), self.writer.generation if self.writer is not None else 0)
        whole, self._generation = generation != self._generation, generation
        if not gone and not new:
            self.updated.emit()
            return
        if whole or len(gone) + len(new) > max(RESET_ABOVE, len(self._rows) // 2):
            self.beginResetModel()
            self._set_sorted(list(wanted.items()))
            self.endResetModel()
            self.updated.emit()
            return
        # remove from the bottom up, a contiguous run at a time
        end = len(gone)
        while end:
            start = end - 1
            while start and gone[start - 1] == gone[start] - 1:
                start -= 1
            first, last = gone[start], gone[end - 1]
            self.beginRemoveRows(QModelIndex(), first, last)
            del self._rows[first:last + 1]
            del self._keys[first:last + 1]
            self.endRemoveRows()
            end = start
        # insert in sort order; rows that land at the same place go in as one block
        placed = sorted(((self._key(k, v), (k, v)) for k, v in new), key=lambda t: t[0])
        i = 0
        while i < len(placed):
            at = bisect.bisect_left(self._keys, placed[i][0])
            j = i + 1
            while j < len(placed) and (at == len(self._keys) or placed[j][0] < self._keys[at]):
                j += 1
            self.beginInsertRows(QModelIndex(), at, at + j - i - 1)
            self._keys[at:at] = [sk for sk, _row in placed[i:j]]
            self._rows[at:at] = [row for _sk, row in placed[i:j]]
            self.endInsertRows()
            i = j
        self.inserted = len(placed)
        self.updated.emit()

    def _key(self, k: RowKey, v: Violation) -> Any:
        sk = _sort_key(self._column, k, v)
        return sk if self._order == Qt.SortOrder.AscendingOrder else _Desc(sk)

    def _set_sorted(self, rows: list[tuple[RowKey, Violation]]) -> None:
        keyed = sorted(((self._key(*row), row) for row in rows), key=lambda t: t[0])
        self._keys = [sk for sk, _ in keyed]
        self._rows = [row for _, row in keyed]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column (the view calls this when a header is clicked); the selection and
        every persistent index follow their rows."""
        if not 0 <= column < len(COLUMNS):
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        where = [(self._rows[i.row()][0], i.column()) for i in old]
        self._column, self._order = column, order
        self._set_sorted(self._rows)
        pos = {k: r for r, (k, _v) in enumerate(self._rows)}
        self.changePersistentIndexList(old, [self.index(pos[k], c) for k, c in where])
        self.layoutChanged.emit()

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return tr(COLUMNS[section])
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        key, v = self._rows[index.row()]
        col = index.column()
        tooltip = role == Qt.ItemDataRole.ToolTipRole and v.severity != INPUT
        if role == Qt.ItemDataRole.DisplayRole or tooltip:
            if col == 0:
                return rule_name(v.rule, v.template)
            if col == 1:
                return v.parcel_id or ""
            if col == 2:
                return fmt_value(v.measured, v.unit)
            if col == 3:
                return fmt_value(v.limit, v.unit)
            if col == 4:
                return v.section
            if col == 5:
                return finding_text(v)
        if role == Qt.ItemDataRole.ToolTipRole:          # an input problem: its whole sentence on every cell
            return finding_text(v)
        if role == Qt.ItemDataRole.ForegroundRole and col == 0:
            return QBrush(SEVERITY_BRUSH.get(v.severity, QColor(0, 0, 0)))
        if role == Qt.ItemDataRole.UserRole:
            return key[1] if key[0] == "v" else None
        if role == Qt.ItemDataRole.UserRole + 1:     # sort key for the numeric columns
            return v.measured if col == 2 else v.limit if col == 3 else None
        return None

    # ------------------------------------------------------------------ reading rows
    def violation_at(self, row: int) -> tuple[int | None, Violation]:
        """(Violations-layer fid, finding) of a row; an input problem has no fid (None)."""
        key, v = self._rows[row]
        return (key[1] if key[0] == "v" else None), v

    def row_object(self, row: int) -> tuple[RowKey, Violation]:
        """The row itself (the same object for as long as the row stays)."""
        return self._rows[row]

    def findings(self) -> list[Violation]:
        """Every row's finding (input problems included), for core/verdict."""
        return [v for _k, v in self._rows]

    def errors(self) -> int:
        return sum(1 for _k, v in self._rows if v.severity == "error")

    def inputs(self) -> int:
        return sum(1 for _k, v in self._rows if v.severity == INPUT)
