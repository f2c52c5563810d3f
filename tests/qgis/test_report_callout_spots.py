"""The site plan's structure callouts (report/map_layers.callout_spots) keep clear of the depth
soundings: on the sample's SL-009 the dock's callout was printed over a sounding's cross and the
setback label beside it (#27 walk)."""
from __future__ import annotations

import shapely
from shapely.geometry import LineString, box

from shoreline_layout.report.map_layers import callout_spots, sounding_box
from shoreline_layout.report.measure import DepthSample

FT_PER_MM = 600 / 304.8006096          # 1:600 in US survey feet per mm of paper
SHORE = LineString([(0, -500), (0, 500)])
DOCK = box(-75, -3, 0, 3)              # a walkway 75 ft out into the water (x < 0)
TEXT = "Dock D1\n6 \u00d7 75 ft, 450 sq ft"
EXTENT = box(-400, -300, 100, 300)


def text_box(anchor: shapely.Point) -> shapely.Polygon:
    """The callout's box as callout_spots estimates it (6.5 pt DejaVu Sans Bold)."""
    w = (max(len(t) for t in TEXT.split("\n")) * 6.5 * 0.3528 * 0.62 + 3.0) * FT_PER_MM
    h = (2 * 6.5 * 0.3528 * 1.25 + 2.0) * FT_PER_MM
    return box(anchor.x - w / 2, anchor.y - h / 2, anchor.x + w / 2, anchor.y + h / 2)


def test_a_callout_moves_off_a_sounding_in_its_first_place(qgis_app) -> None:
    ((first, _),) = callout_spots([DOCK], [TEXT], SHORE, EXTENT, FT_PER_MM, 6.5)
    sounding = DepthSample(first.x, first.y, 703.3, 12.3, "12.3 ft")     # right where it went
    mark = sounding_box(sounding, FT_PER_MM, 6.0)
    assert text_box(first).intersects(mark)
    ((anchor, leader),) = callout_spots([DOCK], [TEXT], SHORE, EXTENT, FT_PER_MM, 6.5, avoid=[mark])
    assert not text_box(anchor).intersects(mark.buffer(1.0 * FT_PER_MM))
    assert EXTENT.contains(text_box(anchor))
    assert leader.coords[0] == (-75.0, -3.0) or leader.coords[0] == (-75.0, 3.0)   # from the far end
