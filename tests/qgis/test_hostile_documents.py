"""Issue #26 items 1 and 2: parcel ids and owner names that hold markup, script, formulas and QGIS
expressions, through the site plan and the lake-audit PDF, read back with pdftotext.

Each id and owner must print exactly as the tax map has it (no `&lt;b&gt;`, no `3&amp;4`, no
`Q1&Z`), and nothing in them may run: no text a script would write, no content of a local file,
no value of an expression. The documents have no HTML item (QGIS 4.0 has none); labels evaluate
[% %] and $CURRENT_DATE even in plain-text mode, so these are the cases that prove the data is
neutralised there (report/sheet_items.literal) and in the title block's variables.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hostile import PARCEL_FIELDS, memory, rect, ring_wkt, shore, structures
from test_processing_layers import EXAMPLE_PARCELS, provider  # noqa: F401 - provider is a fixture

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")

PREPARER = "Pat Example, L.S. 050123"
# (parcel id, owner): one hostile value each, in DESIGN.md's worked example (P1..P5, all lakeshore)
HOSTILE = [
    ("<script>document.write('RAN'+(6*7))</script>", "<i>Q1</i>&amp;Z"),
    ("<iframe src=file:///etc/passwd></iframe>", "$CURRENT_DATE <u>co</u>"),
    ('=HYPERLINK("http://x.invalid","Z")', "[% @sl_preparer %]"),
    ("3&4 <b>B</b>", "=2+3"),
    ("[% 1+1 %]", "O'Brien & Sons <br>"),
]
# what a script, a file read, markup or an expression would have printed
COLUMN = ("-x", "905", "-y", "0", "-W", "330", "-H", "792")          # sheet 1's right column
MUST_NOT_PRINT = ["RAN42", "root:x:0", "&lt;", "&gt;", "&amp;amp;", "3&amp;4", "Q1&Z", "(parcel 2,"]


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def pdf_text(path: str | Path, first: int = 1, last: int = 999, crop: tuple = ()) -> str:
    out = subprocess.run(["pdftotext", "-f", str(first), "-l", str(last), *crop, str(path), "-"],
                         check=True, capture_output=True, text=True).stdout
    return flat(out)


def hostile_lake() -> dict[str, Any]:
    rows = [(ring_wkt(ring), [pid, use, front, None, owner])
            for (pid, owner), (_p, use, front, ring) in zip(HOSTILE, EXAMPLE_PARCELS, strict=True)]
    # a dock 70 ft out on the second parcel: past the 65 ft reach, so its findings name the parcel
    dock = structures([(rect(140.0, 0.0, 6.0, 70.0),
                        ["dock", "A", "walkway", "permanent", None, HOSTILE[1][0]])])
    return {"PARCELS": memory("Polygon", "parcels", PARCEL_FIELDS, rows), "SHORELINE": shore(),
            "STRUCTURES": dock, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
            "LAND_USE_FIELD": "land_use", "FRONTAGE_FIELD": "frontage_ft"}


def assert_nothing_ran(text: str) -> None:
    for bad in MUST_NOT_PRINT:
        assert bad not in text, bad


@pytest.fixture(scope="module")
def documents(provider, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    from qgis import processing

    out = tmp_path_factory.mktemp("hostile_documents")
    lake = hostile_lake()
    plans = processing.run("shorelinelayout:siteplanreport", {
        **lake, "PARCEL": "", "PREPARER": PREPARER, "OUTPUT_FOLDER": str(out / "plans")})
    audit = processing.run("shorelinelayout:lakeaudit", {
        **lake, "AUDIT": "TEMPORARY_OUTPUT", "VIOLATIONS": "TEMPORARY_OUTPUT", "PDF": str(out / "audit.pdf")})
    ids = sorted(str(f["parcel_id"]) for f in audit["AUDIT"].getFeatures())
    result = {"plans": plans["PDF_PATHS"], "audit": audit["PDF"], "audited": ids}
    del lake, plans, audit
    return result


def test_every_parcel_has_its_site_plan(documents: dict[str, Any]) -> None:
    assert len(documents["plans"]) == len(HOSTILE) == len(set(documents["plans"]))
    assert documents["audited"] == sorted(pid for pid, _ in HOSTILE)


@pytest.mark.parametrize("index", range(len(HOSTILE)))
def test_site_plan_prints_the_id_and_owner_as_the_tax_map_has_them(
        documents: dict[str, Any], index: int) -> None:
    pid, owner = HOSTILE[index]
    path = next(p for p in documents["plans"] if f"(parcel {pid}, residential)" in pdf_text(p, 1, 1, COLUMN))
    column = pdf_text(path, 1, 1, COLUMN)
    assert f"OWNER {owner} ADDRESS" in column           # "[% @sl_preparer %]" not the preparer's name
    sheet2 = pdf_text(path, 2)
    assert f"parcel {pid}" in sheet2                    # the findings sheet's heading
    whole = pdf_text(path)
    assert_nothing_ran(whole)
    if index == 1:                                      # the dock's findings name its parcel's line
        assert "does NOT comply" in sheet2 and "§160-123A(1)(b)[1]" in sheet2


def test_neighbours_are_labelled_with_their_ids_on_the_map(documents: dict[str, Any]) -> None:
    """The map labels a neighbour without a tax map number by its parcel id (and owner)."""
    path = next(p for p in documents["plans"] if "(parcel 3&4 <b>B</b>, residential)" in pdf_text(p, 1, 1))
    sheet1 = pdf_text(path, 1, 1)
    assert "Parcel [% 1+1 %]" in sheet1 or "Parcel =HYPERLINK" in sheet1
    assert_nothing_ran(sheet1)


def test_audit_pdf_prints_every_id_on_its_sheet(documents: dict[str, Any]) -> None:
    path = documents["audit"]
    whole = pdf_text(path)
    assert_nothing_ran(whole)
    for page, pid in enumerate(documents["audited"], 3):
        sheet = pdf_text(path, page, page)
        assert f"PARCEL {pid}" in sheet, page
        assert f"{pid} (residential)" in sheet, page


def test_dxf_overlay_texts_are_the_figures_and_nothing_of_the_ids_ran(provider, tmp_path: Path) -> None:
    """The overlays' DXF carries labels as TEXT: an id that reaches a label prints as typed, and
    no markup, script or expression of an id comes out evaluated."""
    from osgeo import ogr
    from qgis import processing

    lake = hostile_lake()
    result = processing.run("shorelinelayout:exportoverlays", {
        **{k: lake[k] for k in ("PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "LAND_USE_FIELD")},
        "OUTPUT_GPKG": str(tmp_path / "o.gpkg"), "OUTPUT_DXF": str(tmp_path / "o.dxf")})
    ds = ogr.Open(result["OUTPUT_DXF"])
    texts = [f.GetField("Text") for f in ds.GetLayer(0) if "AcDbText" in (f.GetField("SubClasses") or "")]
    del ds, lake
    joined = " | ".join(texts)
    assert_nothing_ran(joined)
    for pid, _owner in HOSTILE:                                # each tie line is labelled with its id
        assert any(re.fullmatch(rf"TIE {re.escape(pid)} [\d,.]+ ft", t) for t in texts), pid
