"""shorelinelayout:siteplanreport on the sample lake: one parcel whose layout complies and one
whose dock runs past the reach line. The PDFs are read back as text (pdftotext) and as images
(GDAL's PDF driver, which also reads the map's georeference, and pdftoppm): the figures the law
asks for must be in them, the violation with its section and measured value, the certification
in the law's words, and the map drawn at its stated scale where the parcel is."""
from __future__ import annotations

import gc
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import shapely
from osgeo import gdal
from qgis.core import QgsRasterLayer, QgsVectorLayer
from test_processing_layers import provider, rows  # noqa: F401

REPO = Path(__file__).resolve().parents[2]
# SHORELINE_SAMPLE may name another build of the sample (scripts/make_sample.py --out DIR)
SAMPLE = Path(os.environ.get("SHORELINE_SAMPLE", REPO / "resources" / "sample" / "sample_lake.gpkg"))
BATHYMETRY = SAMPLE.with_name("bathymetry.tif")
PREPARER = "Pat Example, L.S. 050123"
SUBJECT_FILL = (255, 244, 200)           # report/map_layers.py: the subject parcel's fill
DPI = 100

gdal.UseExceptions()
pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
                                reason="poppler-utils (pdftotext, pdftoppm) is not installed")


def layer(name: str) -> QgsVectorLayer:
    lyr = QgsVectorLayer(f"{SAMPLE}|layername={name}", name, "ogr")
    assert lyr.isValid(), f"{SAMPLE} has no layer {name} (run `make sample`)"
    return lyr


# Sheet 1's right column (legend, figures, status, title block), in PDF points: the template puts
# it right of x = 322 mm on the 17 x 11 in sheet. Read apart from the map, whose rotated labels
# pdftotext cannot keep in order.
RIGHT_COLUMN = (905, 0, 330, 792)


def pdf_text(path: str, first: int = 1, last: int = 99, crop: tuple = ()) -> str:
    box = []
    if crop:
        box = ["-x", str(crop[0]), "-y", str(crop[1]), "-W", str(crop[2]), "-H", str(crop[3])]
    out = subprocess.run(["pdftotext", "-f", str(first), "-l", str(last), *box, path, "-"],
                         check=True, capture_output=True, text=True).stdout
    return re.sub(r"\s+", " ", out)


def pdf_pages(path: str) -> int:
    info = subprocess.run(["pdfinfo", path], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


COMMON = {"PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
          "FRONTAGE_FIELD": "frontage_ft", "SEATING_FIELD": "seating"}


@pytest.fixture(scope="module")
def lake(provider: Any) -> Iterator[dict[str, Any]]:
    """The sample's layers and, from the other algorithms, the figures the report must print.
    The layers are dropped at module teardown: pytest keeps fixture values until the session
    ends, after QGIS has exited, and a vector layer freed then crashes the interpreter."""
    from qgis import processing

    assert SAMPLE.is_file(), f"the sample lake {SAMPLE} is missing: run `make sample`"
    parcels, mhw = layer("parcels"), layer("mhw")
    structures, buoys = layer("structures"), layer("buoys")
    base = {"PARCELS": parcels, "SHORELINE": mhw, "PROFILE": "keuka", **COMMON}
    wr = processing.run("shorelinelayout:waterrightslines", {
        **{k: base[k] for k in ("PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "LAND_USE_FIELD")},
        "TIE_LINES": "TEMPORARY_OUTPUT", "WATER_RIGHTS_LINES": "TEMPORARY_OUTPUT",
        "RIGHTS_AREAS": "TEMPORARY_OUTPUT", "REACH_LINES": "TEMPORARY_OUTPUT",
        "ENVELOPES": "TEMPORARY_OUTPUT"})
    allowed = processing.run("shorelinelayout:allowedfacilities", {**base, "OUTPUT": "TEMPORARY_OUTPUT"})
    checked = processing.run("shorelinelayout:checklayout", {
        **base, "STRUCTURES": structures, "BUOYS": buoys,
        "BATHYMETRY": QgsRasterLayer(str(BATHYMETRY), "bathymetry"), "VIOLATIONS": "TEMPORARY_OUTPUT"})
    # the sample's `intent` field says what each feature shows
    srows = rows(structures)
    violating = next(r for r in srows if str(r["intent"]).startswith("violates reach"))
    compliant = next(r for r in srows if str(r["intent"]).startswith("compliant: straight dock"))
    out = {"parcels": parcels, "mhw": mhw, "structures": structures, "buoys": buoys, "base": base,
            "lines": rows(wr["WATER_RIGHTS_LINES"]), "ties": rows(wr["TIE_LINES"]),
            "allowed": {r["parcel_id"]: r for r in rows(allowed["OUTPUT"])},
            "violations": rows(checked["VIOLATIONS"]),
            "violating": violating["parcel_id"], "compliant": compliant["parcel_id"],
            "compliant_dock": compliant}
    del parcels, mhw, structures, buoys, base
    yield out
    out.clear()
    gc.collect()


@pytest.fixture(scope="module")
def plans(lake: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    from qgis import processing

    out = tmp_path_factory.mktemp("siteplans")
    result = processing.run("shorelinelayout:siteplanreport", {
        **lake["base"], "STRUCTURES": lake["structures"], "BUOYS": lake["buoys"],
        "BATHYMETRY": QgsRasterLayer(str(BATHYMETRY), "bathymetry"),
        "PARCEL": f"{lake['violating']}, {lake['compliant']}", "PREPARER": PREPARER,
        "OUTPUT_FOLDER": str(out)})
    return result


def path_of(plans: dict[str, Any], pid: str) -> str:
    return next(p for p in plans["PDF_PATHS"] if Path(p).name == f"siteplan_{pid}.pdf")


def test_one_pdf_per_parcel_asked_for(plans: dict[str, Any], lake: dict[str, Any]) -> None:
    assert plans["PDF_COUNT"] == 2
    names = sorted(Path(p).name for p in plans["PDF_PATHS"])
    assert names == sorted(f"siteplan_{pid}.pdf" for pid in (lake["violating"], lake["compliant"]))
    for p in plans["PDF_PATHS"]:
        assert pdf_pages(p) >= 2            # the plan, then the findings and the certification


def _parcel_row(lake: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(r for r in rows(lake["parcels"]) if r["parcel_id"] == pid)


@pytest.mark.parametrize("which", ["violating", "compliant"])
def test_pdf_shows_what_the_law_asks_a_site_plan_to_show(plans, lake, which) -> None:
    pid = lake[which]
    path = path_of(plans, pid)
    column = pdf_text(path, 1, 1, RIGHT_COLUMN)
    sheet1 = pdf_text(path, 1, 1)
    sheet2 = pdf_text(path, 2)
    parcel = _parcel_row(lake, pid)
    # name, address, tax map number of the lakeshore parcel (§160-124F(1)(b)), in the title block
    assert f"OWNER {parcel['owner']} ADDRESS {parcel['address']} TAX MAP NO. {parcel['tax_map_no']}" in column
    # lake shoreline footage: the allowedfacilities figure, to the hundredth
    frontage = lake["allowed"][pid]["frontage_ft"]
    assert f"Lake shoreline footage {frontage:,.2f} ft (from the tax map, §160-121)" in column
    # the MHW tie line and each water-rights line with its azimuth and length
    tie = next(t for t in lake["ties"] if t["parcel_id"] == pid)
    assert f"MHW tie line {tie['length_ft']:,.2f} ft" in column
    own = [ln for ln in lake["lines"] if pid in (ln["parcel_a"], ln["parcel_b"])]
    assert len(own) == 2
    for ln in own:
        az = ln["azimuth_deg"] % 360
        assert re.search(re.escape(f"{az:.2f}° (") + r"\d+°\d\d'\d\d\"\), [NS] \d+°\d\d'\d\d\" [EW], "
                         + re.escape(f"{ln['length_ft']:,.2f} ft"), column), az
        assert f"{az:.2f}°" in sheet2 and f"{ln['length_ft']:,.2f} ft" in sheet2
    # the proposed setbacks and the reach, with their sections
    assert "10 ft (§160-122D, residential)" in column
    assert "65 ft from the MHW mark (§160-123A(1)(b)[1])" in column
    # a stated scale, the state-plane grid, depths below a named level
    assert "SCALE: 1\" = 50' (1:600)" in column and "SCALE: 1\" = 50' (1:600)" in sheet1
    assert re.search(r"E 69\d,\d00", sheet1) and re.search(r"N 96\d,\d00", sheet1)
    assert "below the lake level 712.55 ft (§160-123A(1)(b)[2])" in sheet1
    # depth labels are depths below that level, as the note says: 4.2 ft, never −4.2 ft (#26)
    assert not re.search("[\u2212-]\\d+\\.\\d ft", sheet1)
    assert "Keuka Lake" in column and "Site plan: §160-124F(1)(b)" in column
    assert PREPARER in column and PREPARER in sheet2
    # sheet 1 counts every sheet: the plan, the findings and certification, then wherever the
    # flowing text (readings, notes, the legal description) runs on
    assert f"SHEET 1 of {pdf_pages(path)}" in column
    # the certification of §160-124E in the law's words, ready to sign
    assert "APPLICANT'S CERTIFICATION (§160-124E)" in sheet2
    assert ("all owners, lessees, occupants, easement holders, and any other persons or entities with "
            "a legal or beneficial interest in any existing or proposed mooring and berthing facility "
            "related to this property have been notified of this application.") in sheet2
    assert "may affect any relief granted as a result of this application and process." in sheet2
    assert "Signature of lakeshore owner or authorized agent" in sheet2
    # the readings applied and the 200 ft rule
    assert "READINGS OF THE LAW APPLIED" in sheet2
    assert "Width is measured parallel to the mean high water mark" in sheet2
    assert "THE 200 FT RULE" in sheet2 and "§160-122C(2)" in sheet2


def test_violating_plan_lists_each_violation_with_section_measure_and_limit(plans, lake) -> None:
    from shoreline_layout.report import formatting as fmt

    pid = lake["violating"]
    text = pdf_text(path_of(plans, pid), 2)
    errors = [v for v in lake["violations"] if v["parcel_id"] == pid and v["severity"] == "error"]
    assert any(v["rule"] == "reach" for v in errors)
    assert "does NOT comply" in text
    n = len(errors)                     # "1 violation", never "1 violation(s)" (#26 walk)
    assert f"{n} violation{'' if n == 1 else 's'}, V1" in text and "(s)" not in text
    for v in errors:
        assert v["section"] in text
        assert fmt.measured(v["measured"], v["unit"]) in text
        assert fmt.measured(v["limit"], v["unit"]) in text
    # the findings table: each rule in words, never its code (#26 walk: "dock_area" on the plan)
    table = text[text.index(" V1 "):text.index("ALLOWED AND PROPOSED FACILITIES", text.index(" V1 "))]
    for v in errors:
        assert f" {fmt.rule(v['rule'])} " in table and f" {v['rule']} " not in table
    reach = next(v for v in errors if v["rule"] == "reach")
    assert reach["section"] == "§160-123A(1)(b)[1]"
    assert f"{reach['measured']:.1f} ft" in text and "EXCEEDS" in text
    box = pdf_text(path_of(plans, pid), 1, 1, RIGHT_COLUMN)
    assert "LAYOUT DOES NOT COMPLY WITH THE LAW" in box
    assert re.search(r"\b(1 finding|[02-9]\d* findings|1\d+ findings) listed on sheet 2\.", box)


def test_compliant_plan_says_it_complies(plans, lake) -> None:
    pid = lake["compliant"]
    assert not [v for v in lake["violations"] if v["parcel_id"] == pid and v["severity"] == "error"]
    text = pdf_text(path_of(plans, pid))
    assert "LAYOUT COMPLIES WITH THE LAW" in pdf_text(path_of(plans, pid), 1, 1, RIGHT_COLUMN)
    assert "The proposed layout complies with the Keuka Lake Uniform Docking and Mooring Law" in text
    assert "does NOT comply" not in text
    # the dock's dimensions as the sample drew it ("straight dock 6 x 42 ft"): width parallel to
    # the MHW mark, length perpendicular, area of the waterside part (what lies on land not counted)
    from shoreline_layout.qgis_io.convert import to_shapely

    dock = lake["compliant_dock"]
    w_drawn, l_drawn = (float(x) for x in re.search(r"(\d+) x (\d+) ft", dock["intent"]).groups())
    found = re.search(rf"Dock {re.escape(dock['dock_id'])} permanent ([\d.]+) × ([\d.]+) "
                      rf"ft\D{{0,40}}?([\d,]+) sq ft",
                      pdf_text(path_of(plans, pid), 2))
    assert found, "the dock's row is missing from the structures table"
    width, length, area = float(found.group(1)), float(found.group(2)), float(found.group(3).replace(",", ""))
    land = shapely.union_all([to_shapely(f.geometry()) for f in lake["parcels"].getFeatures()])
    wet = to_shapely(dock["_geom"]).difference(land)
    assert area == pytest.approx(round(wet.area), abs=1.0)
    assert width == pytest.approx(w_drawn, abs=0.5)
    assert length <= l_drawn and length * w_drawn == pytest.approx(wet.area, rel=0.05)


@pytest.mark.parametrize("which", ["violating", "compliant"])
def test_map_is_drawn_at_its_scale_where_the_parcel_is(plans, lake, which) -> None:
    """GDAL reads the map frame's georeference from the PDF: at 100 dpi and 1" = 50' a pixel is
    0.5 ft, and the subject parcel's pixels carry its fill."""
    from shoreline_layout.qgis_io.convert import to_shapely

    pid = lake[which]
    gdal.SetConfigOption("GDAL_PDF_DPI", str(DPI))
    try:
        ds = gdal.Open(path_of(plans, pid))
    finally:
        gdal.SetConfigOption("GDAL_PDF_DPI", None)
    gt = ds.GetGeoTransform()
    assert gt[1] == pytest.approx(50.0 / DPI, rel=1e-3)        # 600 / 12 ft per inch
    assert gt[5] == pytest.approx(-50.0 / DPI, rel=1e-3)
    img = np.dstack([ds.GetRasterBand(b).ReadAsArray() for b in (1, 2, 3)]).astype(int)
    neat = shapely.from_wkt(ds.GetMetadata()["NEATLINE"])

    parcel = next(f for f in lake["parcels"].getFeatures() if f["parcel_id"] == pid)
    geom = to_shapely(parcel.geometry()).intersection(neat).buffer(-4.0)
    assert geom.area > 1000.0
    x0, y0, x1, y1 = geom.bounds
    xs, ys = np.meshgrid(np.arange(x0, x1, 3.0), np.arange(y0, y1, 3.0))
    pts = [p for p in shapely.points(xs.ravel(), ys.ravel()) if geom.contains(p)]
    cols = np.array([int((p.x - gt[0]) / gt[1]) for p in pts])
    rws = np.array([int((p.y - gt[3]) / gt[5]) for p in pts])
    colours = img[rws, cols]
    fill = np.all(np.abs(colours - np.array(SUBJECT_FILL)) <= 12, axis=1)
    assert fill.mean() > 0.6, f"only {fill.mean():.0%} of the parcel's pixels show its fill"

    # the proposed structures are drawn: pixels inside them are dark, not paper-white
    for f in lake["structures"].getFeatures():
        if f["parcel_id"] != pid:
            continue
        inner = to_shapely(f.geometry()).buffer(-1.0)
        if inner.is_empty or not neat.contains(inner):
            continue
        p = inner.representative_point()
        r, c = int((p.y - gt[3]) / gt[5]), int((p.x - gt[0]) / gt[1])
        assert img[r - 1:r + 2, c - 1:c + 2].mean() < 200, f"structure {f.id()} not drawn"


def test_findings_sheet_is_not_blank(plans, lake, tmp_path: Path) -> None:
    path = path_of(plans, lake["violating"])
    subprocess.run(["pdftoppm", "-r", "40", "-png", "-f", "2", "-l", "2", path, str(tmp_path / "p")],
                   check=True)
    png = next(tmp_path.glob("p*.png"))
    ds = gdal.Open(str(png))
    grey = ds.GetRasterBand(1).ReadAsArray().astype(int)
    assert (grey < 200).mean() > 0.03        # tables and text, not an empty sheet


def test_canandaigua_plan_quotes_its_own_certification(lake, tmp_path: Path) -> None:
    from qgis import processing

    result = processing.run("shorelinelayout:siteplanreport", {
        **lake["base"], "PROFILE": "canandaigua", "STRUCTURES": lake["structures"],
        "BUOYS": lake["buoys"], "BATHYMETRY": QgsRasterLayer(str(BATHYMETRY), "bathymetry"),
        "PARCEL": lake["compliant"], "OUTPUT_FOLDER": str(tmp_path)})
    text = pdf_text(result["PDF_PATHS"][0])
    assert "APPLICANT'S CERTIFICATION (§44-7F)" in text
    assert "1. I hereby certify that all owners, lessees, occupants, easement holders" in text
    assert "2. The limitations of the Docking and Mooring Local Law are applicable" in text
    assert "§44-7G(1)(b)" in text and "Lineal feet of lakeshore" in text
    # the transcription leaves the mean low water level blank: elevations, not invented depths
    assert "leaves the mean low water level blank" in text
    assert "Canandaigua Lake" in text and "2002 PROPOSED" in text


def test_a_scale_too_large_for_the_parcel_steps_to_one_that_fits(lake, tmp_path: Path) -> None:
    from qgis import processing

    result = processing.run("shorelinelayout:siteplanreport", {
        **lake["base"], "STRUCTURES": lake["structures"], "PARCEL": lake["compliant"],
        "SCALE": "1:120", "OUTPUT_FOLDER": str(tmp_path)})
    path = result["PDF_PATHS"][0]
    text = pdf_text(path)
    found = re.search(r"The requested scale 1:120 cannot hold the parcel and its water on the sheet; "
                      r"drawn at 1:([\d,]+)\.", text)
    assert found, text[:400]
    scale = int(found.group(1).replace(",", ""))
    assert scale in (240, 360, 480, 600, 720, 1200)
    gdal.SetConfigOption("GDAL_PDF_DPI", str(DPI))
    try:
        gt = gdal.Open(path).GetGeoTransform()
    finally:
        gdal.SetConfigOption("GDAL_PDF_DPI", None)
    assert gt[1] == pytest.approx(scale / 12.0 / DPI, rel=1e-3)


def test_batch_mode_draws_every_lakeshore_parcel(provider: Any, tmp_path: Path) -> None:
    """PARCEL empty: one PDF per lakeshore parcel (DESIGN.md's worked example has five), each
    with its own parcel in the title block; the corner parcel's plan tells of the 200 ft rule."""
    from qgis import processing
    from test_processing_layers import example_parcels, example_shore

    result = processing.run("shorelinelayout:siteplanreport", {
        "PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
        "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", "FRONTAGE_FIELD": "frontage_ft",
        "PARCEL": "", "OUTPUT_FOLDER": str(tmp_path)})
    names = sorted(Path(p).name for p in result["PDF_PATHS"])
    assert names == [f"siteplan_P{i}.pdf" for i in range(1, 6)]
    assert result["PDF_COUNT"] == 5
    for i in range(1, 6):
        column = pdf_text(str(tmp_path / f"siteplan_P{i}.pdf"), 1, 1, RIGHT_COLUMN)
        assert f"(parcel P{i}, residential)" in column
        assert f"OWNER Owner of P{i}" in column              # OWNER_FIELD guessed from "owner"
    corner = pdf_text(str(tmp_path / "siteplan_P3.pdf"), 2)
    assert "The 200 ft rule was applied (§160-122C(2))" in corner


def test_unknown_parcel_is_refused_with_a_sentence(provider: Any, tmp_path: Path) -> None:
    from qgis import processing
    from qgis.core import QgsProcessingException
    from test_processing_layers import example_parcels, example_shore

    with pytest.raises(QgsProcessingException, match="PARCEL: there is no parcel 'P9'"):
        processing.run("shorelinelayout:siteplanreport", {
            "PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
            "PARCEL_ID_FIELD": "parcel_id", "PARCEL": "P9", "OUTPUT_FOLDER": str(tmp_path)})
    with pytest.raises(QgsProcessingException, match="SCALE"):
        processing.run("shorelinelayout:siteplanreport", {
            "PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
            "PARCEL_ID_FIELD": "parcel_id", "SCALE": "1:0", "OUTPUT_FOLDER": str(tmp_path)})


def test_panel_entry_points_draw_the_same_plan(provider: Any, tmp_path: Path) -> None:
    """build_site_plan (from layers) and build_site_plan_from_session (the panel's computed lake)
    give the same findings: the worked example's P2 with a dock 70 ft out, past the 65 ft reach."""
    from test_processing_check_layout import LONG_DOCK, structures_layer
    from test_processing_layers import example_parcels, example_shore

    from shoreline_layout.report.siteplan import build_site_plan, build_site_plan_from_session
    from shoreline_layout.ui.session import compute_session

    parcels, shore, docks = example_parcels(), example_shore(), structures_layer([LONG_DOCK])
    a = build_site_plan(parcels, shore, "keuka", str(tmp_path / "a"), parcel_ids=["P2"],
                        structures_layer=docks, id_field="parcel_id", land_use_field="land_use",
                        frontage_field="frontage_ft", preparer="Panel")
    session = compute_session(parcels, shore, "keuka", "parcel_id", "land_use", "frontage_ft")
    b = build_site_plan_from_session(session, str(tmp_path / "b"), parcel_ids=["P2"],
                                     structures_layer=docks, preparer="Panel")
    assert [Path(p).name for p in a] == [Path(p).name for p in b] == ["siteplan_P2.pdf"]
    texts = [pdf_text(a[0], 2), pdf_text(b[0], 2)]
    for text in texts:
        assert "does NOT comply" in text
        assert "§160-123A(1)(b)[1]" in text and "70.0 ft" in text and "65.0 ft" in text
    columns = [pdf_text(p, 1, 1, RIGHT_COLUMN) for p in (a[0], b[0])]
    assert columns[0] == columns[1]
    assert "MHW tie line 100.00 ft" in columns[0] and "OWNER Owner of P2" in columns[0]


def test_the_plan_carries_the_legal_description_of_its_water_rights(plans, lake) -> None:
    """#25: the legal description is on the site plan's second sheet, the text legaldescription
    writes (core/legal_description): its calls, its area and its closure; the area it states is
    the rights area sheet 1's figures give."""
    pid = lake["compliant"]
    text = pdf_text(path_of(plans, pid), 2)
    assert "LEGAL DESCRIPTION OF THE WATER RIGHTS" in text
    rest = text.partition("LEGAL DESCRIPTION OF THE WATER RIGHTS")[2]
    assert "The rights area: beginning at the tie point" in rest
    assert re.search(r"thence [NS] \d\d°\d\d'\d\d\" [EW] [\d,]+\.\d\d feet along the water rights line", rest)
    assert "to the point of beginning, containing" in rest and "a precision of 1:" in rest
    stated = float(re.search(r"containing ([\d,]+) square feet", rest).group(1).replace(",", ""))
    sheet1 = pdf_text(path_of(plans, pid), 1, 1, RIGHT_COLUMN)
    figure = float(re.search(r"Water rights area ([\d,]+(?:\.\d+)?) sq ft", sheet1).group(1).replace(",", ""))
    assert stated == pytest.approx(figure, rel=0.01)
