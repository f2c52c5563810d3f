"""resources/templates/siteplan_tabloid.qpt: the items the report fills are there, on the sheets
they belong to, and the sheet is tabloid landscape (so a restyle in the designer that drops an
item fails here, not in a user's report)."""
from __future__ import annotations

import pytest
from qgis.core import (
    QgsLayoutFrame,
    QgsLayoutItemLegend,
    QgsLayoutItemManualTable,
    QgsLayoutItemMap,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutItemShape,
    QgsProject,
    QgsProperty,
)

from shoreline_layout.report.layout import TEMPLATE, load_template

EXPECTED = {   # id -> (type, sheet)
    "site_map": (QgsLayoutItemMap, 0), "legend": (QgsLayoutItemLegend, 0),
    "scalebar": (QgsLayoutItemScaleBar, 0), "north_arrow": (QgsLayoutItemPicture, 0),
    "figures": (QgsLayoutItemShape, 0), "compliance_status": (QgsLayoutItemShape, 0),
    "title_block": (QgsLayoutFrame, 0), "certification": (QgsLayoutItemShape, 1),
    "findings_area": (QgsLayoutItemShape, 1), "sheet_title_block_2": (QgsLayoutFrame, 1),
    "sheet_border_2": (QgsLayoutItemShape, 1),
}


@pytest.fixture
def layout():
    project = QgsProject()
    lay = load_template(project, TEMPLATE)
    yield lay
    del lay


def test_template_items(layout) -> None:
    for ident, (kind, sheet) in EXPECTED.items():
        item = layout.itemById(ident)
        assert isinstance(item, kind), ident
        assert item.page() == sheet, ident


def test_template_is_tabloid_landscape_with_two_sheets(layout) -> None:
    pages = layout.pageCollection()
    assert pages.pageCount() == 2
    for i in range(2):
        size = pages.page(i).pageSize()
        assert (round(size.width(), 1), round(size.height(), 1)) == (431.8, 279.4)


def test_map_has_a_state_plane_grid_and_the_title_block_reads_variables(layout) -> None:
    grid = layout.itemById("site_map").grid()
    assert grid is not None and grid.annotationEnabled()
    assert "@grid_number" in grid.annotationExpression()
    table = layout.itemById("title_block").multiFrame()
    assert isinstance(table, QgsLayoutItemManualTable)      # no HTML item: QGIS 4.0 has none
    cells = {str(row[0].content()): row[1].content() for row in table.tableContents()}
    expressions = " ".join(c.expressionString() for c in cells.values() if isinstance(c, QgsProperty))
    for var in ("@sl_owner", "@sl_address", "@sl_tax_map_no", "@sl_lake", "@sl_law_title",
                "@sl_date", "@sl_preparer", "@sl_scale_text"):
        assert var in expressions, var
    assert list(cells)[:3] == ["OWNER", "ADDRESS", "TAX MAP NO."] and "SHEET" in cells


def test_the_title_block_table_is_as_wide_as_its_heading(layout) -> None:
    """#26 walk: the title block's table ended 1 mm short of the heading box above it, in the
    template and in the audit PDF (which draws it with template_builder.add_title_block)."""
    from qgis.core import QgsPrintLayout

    from shoreline_layout.report import template_builder as tb

    project = QgsProject()          # kept: the layout does not own its project
    built = QgsPrintLayout(project)
    built.initializeDefaults()
    tb.add_title_block(built, "audit_block", 0)
    for lay, ident in ((layout, "title_block"), (layout, "sheet_title_block_2"), (built, "audit_block")):
        frame = lay.itemById(ident)
        heading = lay.itemById(f"{ident}_heading")
        assert heading is not None, ident
        assert frame.multiFrame().totalWidth() == pytest.approx(heading.rect().width(), abs=0.05), ident
