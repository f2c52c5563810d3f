"""Issue #26 item 12: the site plan left proposed features unlabelled (on SL-035 the compliant T
dock D1 and the buoy B1 had no callout or dimensions while D2, D3 and H1 did; on a user's lot a
76.3 ft dock D3 had none): QGIS's labelling dropped the labels that collided. Every proposed
structure and buoy must carry its label and dimensions on sheet 1; read back with pdftotext from
the map, on a crowded lot of DESIGN.md's worked example.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hostile import buoys, rect, ring_wkt, shore, structures
from test_processing_layers import example_parcels, provider, world  # noqa: F401 - provider is a fixture

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
MAP_AREA = ("-x", "0", "-y", "0", "-W", "905", "-H", "792")     # sheet 1 left of the right column


def t_dock(x: float, walk: float, head: float, dock_id: str) -> list[tuple[str, list]]:
    """A T dock on P2's water: a 6 ft walkway `walk` ft out, a 6 ft deep head `head` ft wide."""
    left, right = x + 3 - head / 2, x + 3 + head / 2
    return [(rect(x, 0.0, 6.0, walk), ["dock", dock_id, "walkway", "permanent", None, "P2"]),
            (ring_wkt([(left, walk), (right, walk), (right, walk + 6), (left, walk + 6)]),
             ["dock", dock_id, "appendage", "permanent", None, "P2"])]


def test_every_proposed_feature_is_labelled_with_its_dimensions(provider, tmp_path: Path) -> None:
    from qgis import processing

    rows = [*t_dock(112.0, 30.0, 16.0, "D1"),                                   # D1, the compliant T
            (rect(140.0, 0.0, 6.0, 40.0), ["dock", "D2", "walkway", "permanent", None, "P2"]),      # D2
            (rect(160.0, 0.0, 6.0, 76.3), ["dock", "D3", "walkway", "seasonal", None, "P2"]),       # D3
            (rect(147.0, 8.0, 10.0, 12.0), ["boat_hoist_structure", "", "", "seasonal", None, "P2"])]  # H1
    x, y = world(150.0, 95.0)
    buoy = buoys([(f"POINT({x} {y})", [20.0, 25.0, "P2"])])                   # B1
    result = processing.run("shorelinelayout:siteplanreport", {
        "PARCELS": example_parcels(), "SHORELINE": shore(), "STRUCTURES": structures(rows), "BUOYS": buoy,
        "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "FRONTAGE_FIELD": "frontage_ft", "PARCEL": "P2", "OUTPUT_FOLDER": str(tmp_path)})
    path = result["PDF_PATHS"][0]
    out = subprocess.run(["pdftotext", "-f", "1", "-l", "1", *MAP_AREA, path, "-"], check=True,
                         capture_output=True, text=True).stdout
    text = re.sub(r"\s+", " ", out)
    # each feature's label and its dimensions (width x length, area): a crowded lot's callouts may
    # touch each other, so their words are looked for one by one, not as a sentence
    expected = {"D1": ("16", "36", "276"), "D2": ("6", "40", "240"), "D3": ("6", "76.3", "458"),
                "H1": ("10", "12", "120")}
    for label, (width, length, area) in expected.items():
        assert label in text, label
        for number in (width, length, f"{area} sq"):
            assert re.search(rf"(?<![\d.]){re.escape(number)}(?![\d.])", text), (label, number)
    assert "B1 r 45 ft" in text                                           # swing radius 20 + 25
