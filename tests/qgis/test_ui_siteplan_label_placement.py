"""The site plan's bearing labels (issue #15): QGIS places them clear of the buoys' swing circles
(the circles are label obstacles) and of each other. Read from the labelling of the plan's own map
item, rendered as the PDF is."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import shapely
from qgis.core import QgsFeature, QgsGeometry, QgsLayoutItemMap, QgsMapRendererSequentialJob, QgsPointXY
from qgis.PyQt.QtCore import QSizeF
from test_ui_siteplan import Dialogs, dialogs, preparer_setting, sample  # noqa: F401

from shoreline_layout.report import siteplan
from shoreline_layout.ui import documents

WATER_RIGHTS = "Water rights lines"
CIRCLES = "Buoy swing circles"


def plan_labels(layout: Any) -> tuple[list[tuple[str, str, Any]], dict[str, Any], Any]:
    """(layer name, text, label polygon in map units) of every label the plan's map places,
    rendered from the map item's own settings (extent, scale, rotation, DPI) as the PDF is."""
    item = layout.itemById("site_map")
    assert isinstance(item, QgsLayoutItemMap)
    dpi = 150.0
    size = item.rect().size()                      # layout units (mm)
    ms = item.mapSettings(item.extent(), QSizeF(size.width() * dpi / 25.4, size.height() * dpi / 25.4),
                          dpi, False)
    ms.setLayers(item.layers())          # the item resolves its layers only while it paints
    job = QgsMapRendererSequentialJob(ms)
    job.start()
    job.waitForFinished()
    results = job.takeLabelingResults()
    names = {lyr.id(): lyr.name() for lyr in ms.layers()}
    out = []
    for pos in results.allLabels():
        if pos.isUnplaced:
            continue
        geom = pos.labelGeometry if not pos.labelGeometry.isEmpty() else QgsGeometry.fromRect(pos.labelRect)
        out.append((names.get(pos.layerID, pos.layerID), pos.labelText, shapely.from_wkt(geom.asWkt())))
    return out, {lyr.name(): lyr for lyr in ms.layers()}, shapely.box(*[getattr(ms.visibleExtent(), a)()
                                                                     for a in ("xMinimum", "yMinimum",
                                                                               "xMaximum", "yMaximum")])


def test_bearing_labels_stay_clear_of_swing_circles_and_each_other(
        sample: Any, dialogs: Dialogs, preparer_setting: Any,
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    ui = sample
    session = ui.compute()
    _structures, buoys = ui.new_layout(path=str(tmp_path / "plan.gpkg"))
    pid = "SL-020"
    monkeypatch.setattr(documents, "ask_save_edits", lambda *_a: documents.KEEP)
    seen: dict[str, Any] = {}
    export = siteplan.export_pdf

    def export_and_read(layout: Any, path: str, *args: Any, **kw: Any) -> None:
        # read now: the plan's layers go with the layout
        seen["labels"], layers, seen["extent"] = plan_labels(layout)
        seen["circles"] = [shapely.from_wkt(f.geometry().asWkt()) for f in layers[CIRCLES].getFeatures()]
        export(layout, path, *args, **kw)
    monkeypatch.setattr(siteplan, "export_pdf", export_and_read)
    ui.panel.select_parcel_id(pid)
    assert ui.site_plan() is not None, ui.iface.messageBar().messages
    # where the subject's bearings go when nothing is in their way: a buoy moored on each
    ours = shapely.union_all([ln.geometry for ln in session.wr.lines_of(pid)])
    free = [g for name, text, g in seen["labels"] if name == WATER_RIGHTS and " L = " in text]
    assert free
    ra = session.wr.rights_area(pid).geometry
    for g in free:
        on = np.array(ours.interpolate(ours.project(g.centroid)).coords[0])
        # just inside the subject's rights area, so the buoy is the subject's
        p = next(q for q in (on + d for d in np.array([[5.0, 0], [-5.0, 0], [0, 5.0], [0, -5.0]]))
                 if ra.contains(shapely.Point(q)))
        p = shapely.Point(p)
        f = QgsFeature(buoys.fields())
        f.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(p.x, p.y)))
        f["vessel_length_ft"], f["rode_length_ft"] = 12, 8          # swing radius 20 ft
        assert buoys.addFeature(f)
    assert ui.site_plan() is not None, ui.iface.messageBar().messages
    circles = shapely.union_all(seen["circles"])
    assert len(seen["circles"]) == len(free) and all(circles.intersects(g) for g in free)
    labels = seen["labels"]
    bearings = [(text, g) for name, text, g in labels if name == WATER_RIGHTS]
    assert len([t for t, _g in bearings if " L = " in t]) >= len(free)   # still printed
    assert [t for t, g in bearings if g.intersects(circles)] == []
    assert all(seen["extent"].contains(g) for _t, g in bearings)         # none cut by the frame
    others = [g for name, _t, g in labels if name != WATER_RIGHTS]
    for i, (text, g) in enumerate(bearings):
        assert not any(g.intersects(h) for _t, h in bearings[i + 1:]), text
        assert not any(g.intersection(h).area > 1e-6 for h in others), text
