"""The panel's table of findings, a view of the Violations layer's rows."""
from __future__ import annotations

from typing import Any

from qgis.PyQt.QtCore import QAbstractTableModel, QModelIndex, Qt
from qgis.PyQt.QtGui import QBrush, QColor

from ..core.model import Violation
from .i18n import tr
from .violations_layer import ViolationsWriter

RULE_NAMES = {
    "setback": "Setback from rights line", "outside_rights_area": "Outside the rights area",
    "reach": "Beyond the reach", "dock_area": "Dock area", "walkway_width": "Walkway width",
    "walkway_share": "Walkway share of dock length", "appendage_area": "Appendage area",
    "dock_separation": "Dock separation", "dock_count": "Too many docks",
    "boat_count": "Too many boats", "buoy_count": "Too many buoys", "buoy_swing": "Swing circle outside",
    "buoy_contact": "Swing circles touch", "height": "Height", "roof_pitch": "Roof pitch",
    "station_slips": "Slips per station", "structure_not_permitted": "Structure not permitted",
    "anchorage_permit": "Anchorage permit needed", "not_eligible": "Parcel not eligible",
    "rights_line_modified": "Rights line modified (200 ft rule)",
}
UNITS = {"ft": " ft", "sqft": " sq ft", "deg": "°", "count": "", "rise_per_12": "/12", "in_per_ft": "/12",
         "percent": "%", "ratio": ""}
COLUMNS = ("Rule", "Parcel", "Measured", "Limit", "Section", "Message")
SEVERITY_BRUSH = {"error": QColor(200, 0, 0), "warning": QColor(200, 110, 0), "info": QColor(30, 90, 200)}


def rule_name(code: str) -> str:
    return tr(RULE_NAMES.get(code, code.replace("_", " ").capitalize()))


def fmt_value(value: float | None, unit: str) -> str:
    if value is None:
        return ""
    text = f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"
    return text + UNITS.get(unit, f" {unit}" if unit else "")


class ViolationsTableModel(QAbstractTableModel):
    """One row per feature of the Violations layer; refreshed when the writer says so."""

    def __init__(self, writer: ViolationsWriter | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, Violation]] = []
        self.writer: ViolationsWriter | None = None
        if writer is not None:
            self.set_writer(writer)

    def set_writer(self, writer: ViolationsWriter | None) -> None:
        if self.writer is not None:
            try:
                self.writer.changed.disconnect(self.refresh)
            except (TypeError, RuntimeError):
                pass
        self.writer = writer
        if writer is not None:
            writer.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        rows = list(self.writer.rows.items()) if self.writer is not None else []
        order = {"error": 0, "warning": 1, "info": 2}
        rows.sort(key=lambda r: (order.get(r[1].severity, 3), str(r[1].parcel_id), r[1].rule))
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.DisplayRole) -> Any:
        if role == Qt.DisplayRole and orientation == Qt.Horizontal:
            return tr(COLUMNS[section])
        return None

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole) -> Any:
        if not index.isValid():
            return None
        fid, v = self._rows[index.row()]
        col = index.column()
        if role in (Qt.DisplayRole, Qt.ToolTipRole):
            if col == 0:
                return rule_name(v.rule)
            if col == 1:
                return v.parcel_id or ""
            if col == 2:
                return fmt_value(v.measured, v.unit)
            if col == 3:
                return fmt_value(v.limit, v.unit)
            if col == 4:
                return v.section
            if col == 5:
                return v.message
        if role == Qt.ForegroundRole and col == 0:
            return QBrush(SEVERITY_BRUSH.get(v.severity, QColor(0, 0, 0)))
        if role == Qt.UserRole:
            return fid
        if role == Qt.UserRole + 1:     # sort key for the numeric columns
            return v.measured if col == 2 else v.limit if col == 3 else None
        return None

    def violation_at(self, row: int) -> tuple[int, Violation]:
        return self._rows[row]

    def errors(self) -> int:
        return sum(1 for _fid, v in self._rows if v.severity == "error")
