"""The findings table is updated in place: an edit replaces only the re-checked parcels' rows, so
the other rows keep their model row objects, the selection stays on its finding, and the order
(the table's own, or a column the user sorted by) holds for the new rows too."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.PyQt.QtCore import QPersistentModelIndex, Qt
from test_ui_live import add_dock, walkway
from ui_helpers import compute_lake


@pytest.fixture
def lake(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    return ui


def _rows(model: Any) -> list[tuple[str, str, float]]:
    out = []
    for r in range(model.rowCount()):
        _fid, v = model.violation_at(r)
        out.append((v.parcel_id, v.rule, round(v.measured, 1)))
    return out


def _selected(ui: Any) -> list[tuple[str, float]]:
    view = ui.panel.w.violationsTable
    out = []
    for index in view.selectionModel().selectedRows():
        _fid, v = ui.table_model.violation_at(index.row())
        out.append((v.parcel_id, round(v.measured, 1)))
    return out


def test_an_edit_replaces_only_its_parcels_rows(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    p3 = add_dock(structures, walkway(350, 0, 70), dock_id="D3", part="walkway")
    add_dock(structures, walkway(550, 0, 80), dock_id="D5", part="walkway")
    add_dock(structures, walkway(750, 0, 75), dock_id="D7", part="walkway")
    ui.checker.flush()
    model, view = ui.table_model, ui.panel.w.violationsTable
    assert _rows(model) == [("P3", "reach", 70.0), ("P5", "reach", 80.0), ("P7", "reach", 75.0)]
    view.selectRow(2)
    assert _selected(ui) == [("P7", 75.0)]
    others = {model.violation_at(r)[1].parcel_id: model.row_object(r) for r in (1, 2)}
    p7_index = QPersistentModelIndex(model.index(2, 5))
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))

    structures.beginEditCommand("longer")
    assert structures.changeGeometry(p3, walkway(350, 0, 95))
    structures.endEditCommand()
    ui.checker.flush()
    # no reset; only P3's row is new, sorted where it belongs; the others are the same objects
    assert resets == []
    assert _rows(model) == [("P3", "reach", 95.0), ("P5", "reach", 80.0), ("P7", "reach", 75.0)]
    assert model.row_object(1) is others["P5"] and model.row_object(2) is others["P7"]
    assert p7_index.isValid() and p7_index.row() == 2
    assert _selected(ui) == [("P7", 75.0)]
    assert ui.panel.w.violationsStatusLabel.text().startswith("3 violations of Keuka Lake")

    # sorted by Measured, largest first (a header click): the selection follows its row
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert _rows(model) == [("P3", "reach", 95.0), ("P5", "reach", 80.0), ("P7", "reach", 75.0)]
    structures.beginEditCommand("shorter")
    assert structures.changeGeometry(p3, walkway(350, 0, 78))
    structures.endEditCommand()
    ui.checker.flush()
    assert resets == []
    assert _rows(model) == [("P5", "reach", 80.0), ("P3", "reach", 78.0), ("P7", "reach", 75.0)]
    assert model.row_object(0) is others["P5"] and model.row_object(2) is others["P7"]
    assert _selected(ui) == [("P7", 75.0)]
    view.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert _rows(model) == [("P7", "reach", 75.0), ("P3", "reach", 78.0), ("P5", "reach", 80.0)]
    assert _selected(ui) == [("P7", 75.0)] and p7_index.row() == 0
    # fixing P3's dock takes its row out and nothing else
    structures.beginEditCommand("ok")
    assert structures.changeGeometry(p3, walkway(350, 0, 40))
    structures.endEditCommand()
    ui.checker.flush()
    assert _rows(model) == [("P7", "reach", 75.0), ("P5", "reach", 80.0)]
    assert model.row_object(0) is others["P7"] and model.row_object(1) is others["P5"]
    assert resets == []


def test_a_whole_layout_check_resets_the_table_once(lake: Any) -> None:
    ui = lake
    structures = ui.layout_layer("structures")
    for i in range(3):
        add_dock(structures, walkway(150 + 200 * i, 0, 70 + i), dock_id=f"D{i}", part="walkway")
    ui.checker.flush()
    model = ui.table_model
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    before = [model.row_object(r) for r in range(model.rowCount())]
    ui.checker.full_check()
    # the same findings again, as new rows (a new check), in the table's order, in one reset
    assert resets == [1]
    assert _rows(model) == [("P1", "reach", 70.0), ("P3", "reach", 71.0), ("P5", "reach", 72.0)]
    assert all(model.row_object(r) is not before[r] for r in range(3))
    # the sorted order after a reset matches an insert-by-insert build of the same rows
    assert [model.row_object(r)[0] for r in range(3)] == sorted(model.row_object(r)[0] for r in range(3))


def test_long_parcel_ids_leave_limit_and_section_in_view(loaded_plugin: Any) -> None:
    """#26 item 14: with a 20-digit SWIS print key the Section column was cut off at 1600 px.
    Rule and Parcel share what Measured, Limit and Section leave and are elided in the middle: a
    640 px table shows Limit and Section whole."""
    from qgis.PyQt.QtGui import QStandardItem, QStandardItemModel
    from qgis.PyQt.QtWidgets import QTableView

    from shoreline_layout.ui.findings_view import fit_columns

    ui = loaded_plugin.ui
    assert ui.panel.w.violationsTable.textElideMode() == Qt.TextElideMode.ElideMiddle
    model = QStandardItemModel(0, 6)
    model.appendRow([QStandardItem(t) for t in (
        "Rights line modified (200 ft rule)", "57468900100000010110000000", "1,234.5 sq ft",
        "1,200 sq ft", "§160-123A(1)(b)[2]", "The dock's waterside area exceeds the limit " * 3)])
    view = QTableView()
    view.setModel(model)
    view.resize(640, 200)
    fit_columns(view)
    section_right = view.columnViewportPosition(4) + view.columnWidth(4)
    assert section_right <= view.maximumViewportSize().width() <= 640
    assert view.columnWidth(4) >= view.fontMetrics().horizontalAdvance("§160-123A(1)(b)[2]")
    assert view.columnWidth(1) < view.fontMetrics().horizontalAdvance("57468900100000010110000000")


def test_a_narrow_panel_still_shows_the_section_beside_the_scroll_bar(loaded_plugin: Any) -> None:
    """#26 walk: in the docked panel (more rows than fit, so a vertical scroll bar) the Section
    column was cut off: the floors of Rule and Parcel alone were wider than what Measured, Limit
    and Section left, and the scroll bar's width was counted as free. Rule and Parcel now give
    way (down to five digits each) and the Section ends left of the scroll bar."""
    from qgis.PyQt.QtGui import QStandardItem, QStandardItemModel
    from qgis.PyQt.QtWidgets import QTableView

    from shoreline_layout.ui.findings_view import CELL_MARGIN, KEPT_WHOLE, fit_columns, usable_width

    model = QStandardItemModel(0, 6)
    for i in range(12):
        model.appendRow([QStandardItem(t) for t in (
            "Rights line modified (200 ft rule)", f"SL-0{10 + i}", "832.1 sq ft", "720 sq ft",
            "§160-123A(1)(b)[1]", "The water-rights lines of this parcel were modified " * 2)])
    view = QTableView()
    view.verticalHeader().setVisible(False)          # as in the panel
    view.setModel(model)
    view.resize(900, 160)
    view.show()
    fit_columns(view)
    kept = sum(view.columnWidth(c) for c in KEPT_WHOLE)          # fitted to their contents
    digit = view.fontMetrics().horizontalAdvance("0")
    scroll = view.verticalScrollBar().sizeHint().width()
    # a panel with room for the kept columns and 7 + 7 digits: less than Rule's and Parcel's floors
    view.resize(kept + 2 * (7 * digit + CELL_MARGIN) + scroll + 2 * view.frameWidth(), 160)
    fit_columns(view)
    assert usable_width(view) == view.maximumViewportSize().width() - scroll
    section_right = view.columnViewportPosition(4) + view.columnWidth(4)
    assert section_right <= view.maximumViewportSize().width() - scroll
    assert view.columnWidth(4) >= view.fontMetrics().horizontalAdvance("§160-123A(1)(b)[1]")
    assert 5 * digit + CELL_MARGIN <= view.columnWidth(0) < 10 * digit + CELL_MARGIN
    assert view.columnWidth(1) >= view.fontMetrics().horizontalAdvance("SL-021")     # short ids stay whole
    view.hide()


def test_rule_names_are_shortened_at_their_end_and_ids_in_the_middle(loaded_plugin: Any) -> None:
    """#26 walk: in a narrow panel the Rule column read "Be…ch" (elided in the middle, as the
    ids are); a rule's name keeps its first words ("Beyond t…"), a SWIS id its start and end."""
    from qgis.PyQt.QtGui import QStandardItem, QStandardItemModel
    from qgis.PyQt.QtWidgets import QStyleOptionViewItem

    table = loaded_plugin.ui.panel.w.violationsTable
    model = QStandardItemModel(0, 2)
    model.appendRow([QStandardItem("Beyond the reach"), QStandardItem("57468900100000010110000000")])
    options = []
    for column in (0, 1):
        option = QStyleOptionViewItem()
        option.textElideMode = table.textElideMode()          # what the view hands its delegate
        delegate = table.itemDelegateForColumn(column)         # none: the view's own (middle)
        if delegate is not None:
            delegate.initStyleOption(option, model.index(0, column))
        options.append(option.textElideMode)
    assert options == [Qt.TextElideMode.ElideRight, Qt.TextElideMode.ElideMiddle]
