"""report/audit_pdf.render_audit_pdf on a small audited lake (tests/qgis/audit_fixtures.py): the PDF
is read back with pdftotext and pdfinfo. The summary page's counts must equal what the AUDIT layer
says, there is one atlas sheet per parcel in parcel_id order, each parcel's findings are on its
own sheet (and no other parcel's), and bad input gives a warning or a clear error, never a traceback."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from audit_fixtures import PARCELS, WIDTH, X0, Y0, audit_layers, shoreline_layer
from qgis.core import QgsFeature, QgsGeometry, QgsVectorLayer
from test_processing_layers import provider, rows  # noqa: F401 - provider is a fixture

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.pipeline import AUDIT_STATES, AuditPdfRequest
from shoreline_layout.qgis_io.sinks import LAYOUT_STRUCTURE_FIELDS, make_fields
from shoreline_layout.report import formatting as fmt
from shoreline_layout.report.audit_pdf import TABLE_ROWS, render_audit_pdf

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
                                reason="poppler-utils (pdftotext, pdfinfo) is not installed")
LEFT_OF_TITLE_COLUMN = ("-x", "0", "-y", "0", "-W", "890", "-H", "792")   # the sheet left of x = 314 mm


def pdf_text(path: Path, first: int, last: int | None = None, crop: tuple = (), layout: bool = False) -> str:
    args = ["pdftotext", "-f", str(first), "-l", str(last or first), *crop, *(["-layout"] if layout else [])]
    out = subprocess.run([*args, str(path), "-"], check=True, capture_output=True, text=True).stdout
    return unicodedata.normalize("NFKC", out)          # QGIS's labels print "fi" as a ligature


def pdf_pages(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def structures_layer() -> QgsVectorLayer:
    """An existing dock on P02 (the second parcel) in the layout layers' schema."""
    lyr = QgsVectorLayer("Polygon?crs=EPSG:2261", "STRUCTURES", "memory")
    lyr.dataProvider().addAttributes(list(make_fields(list(LAYOUT_STRUCTURE_FIELDS))))
    lyr.updateFields()
    f = QgsFeature(lyr.fields())
    attrs = {"kind": "dock", "part": "walkway", "parcel_id": "P02", "existing": 1}
    f.setAttributes([attrs.get(n) for n, _ in LAYOUT_STRUCTURE_FIELDS])
    x = X0 + WIDTH + 45.0
    ring = f"{x} {Y0},{x + 6} {Y0},{x + 6} {Y0 - 82},{x} {Y0 - 82},{x} {Y0}"
    f.setGeometry(QgsGeometry.fromWkt(f"POLYGON(({ring}))"))
    lyr.dataProvider().addFeatures([f])
    return lyr


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory, qgis_app) -> dict:
    audit, violations = audit_layers()
    context = [shoreline_layer(), structures_layer()]
    path = tmp_path_factory.mktemp("audit") / "lake_audit.pdf"
    warnings = render_audit_pdf(AuditPdfRequest(profile=load_profile("keuka"), audit=audit,
                                                violations=violations, context_layers=context,
                                                pdf_path=str(path), date_text="2026-12-01"))
    rows = [{n: f[n] for n in audit.fields().names()} for f in audit.getFeatures()]
    found = [{n: f[n] for n in violations.fields().names()} for f in violations.getFeatures()]
    yield {"path": path, "warnings": warnings, "rows": rows, "findings": found}
    del audit, violations, context


def test_summary_page_counts_equal_the_audit_layer(rendered: dict) -> None:
    rows = rendered["rows"]
    text = pdf_text(rendered["path"], 1, crop=LEFT_OF_TITLE_COLUMN, layout=True)
    states = {m[0].lower(): int(m[1])
              for m in re.findall(r"^\s*(Compliant|Nonconforming|Violation)\s+(\d+)\b", text, re.M)}
    assert states == dict(Counter(r["state"] for r in rows)) == {"compliant": 3, "nonconforming": 2,
                                                                  "violation": 2}
    assert re.search(rf"^\s*Total\s+{len(rows)}\b", text, re.M)
    # parcels and findings by rule: the code, its section, the parcels listing it, its findings
    parcels_by_rule = Counter(code.strip() for r in rows if r["rules"] for code in str(r["rules"]).split(","))
    findings_by_rule = Counter(f["rule"] for f in rendered["findings"])
    # (#26 walk: each rule in words, "Dock area", not its code dock_area)
    words = {fmt.rule(code): code for code in findings_by_rule}
    printed = {words[m[0]]: (m[1], int(m[2]), int(m[3]))
               for m in re.findall(r"(?:^|\s\s)\s*([A-Z][a-z]*(?: [a-z]+)*)\s+(§\S+)\s+(\d+)\s+(\d+)\s*$",
                                   text, re.M)}
    assert {k: v[1] for k, v in printed.items()} == dict(parcels_by_rule) == {"reach": 2, "setback": 2,
                                                                              "dock_area": 1}
    assert {k: v[2] for k, v in printed.items()} == dict(findings_by_rule)
    assert printed["reach"][0] == "§160-123A(1)(b)[1]" and printed["setback"][0] == "§160-122D"
    assert "Dock area" in text and "dock_area" not in text
    # states by land use
    uses = r"^\s*(residential|marina|municipal \(not regulated\))" + r"\s+(\d+)" * 4
    by_use = {m[0]: tuple(int(x) for x in m[1:]) for m in re.findall(uses, text, re.M)}
    assert by_use == {"residential": (2, 2, 1, 5), "marina": (0, 0, 1, 1),
                      "municipal (not regulated)": (1, 0, 0, 1)}
    assert "7 lakeshore parcels audited; 5 findings (3 errors, 2 warnings)" in flat(text)
    # the law and the date in the title block; the citation of "nonconforming"
    whole = flat(pdf_text(rendered["path"], 1))
    assert "Keuka Lake Uniform Docking and Mooring Law" in whole and "2026-12-01" in whole
    assert "§160-126A" in whole and "Sheet 1 of 9".lower() in whole.lower()


def test_one_atlas_sheet_per_parcel_in_parcel_id_order(rendered: dict) -> None:
    path = rendered["path"]
    assert rendered["warnings"] == []
    assert pdf_pages(path) == 2 + len(PARCELS)
    assert "LAKE OVERVIEW" in pdf_text(path, 2)
    legend = flat(pdf_text(path, 2))
    assert "Compliant (3)" in legend and "Violation (2)" in legend and "(may continue) (2)" in legend
    for page, (pid, _lu, state, _f) in enumerate(sorted(PARCELS), 3):
        text = flat(pdf_text(path, page))
        assert f"PARCEL {pid}" in text, page
        assert state.upper() in text and f"{page} of {2 + len(PARCELS)}" in text


def test_each_parcels_findings_are_on_its_sheet_and_only_there(rendered: dict) -> None:
    path = rendered["path"]
    for page, (pid, _lu, _state, findings) in enumerate(sorted(PARCELS), 3):
        text = flat(pdf_text(path, page))
        if not findings:
            assert "No findings on this parcel." in text
        for rule, section, _severity, measured, limit, unit, message in findings:
            assert message[:60] in text, (pid, rule)
            assert section in text and f"{measured:,.1f} {unit}" in text and f"{limit:,.1f} {unit}" in text
        others = [f[6] for p in PARCELS if p[0] != pid for f in p[3]]
        assert not any(m[:60] in text for m in others if m not in [f[6] for f in findings]), pid


def test_the_allowed_and_standing_numbers_and_stable_structure_labels(rendered: dict) -> None:
    row = next(r for r in rendered["rows"] if r["parcel_id"] == "P02")
    text = pdf_text(rendered["path"], 4, crop=("-x", "890", "-y", "0", "-W", "334", "-H", "792"), layout=True)
    assert re.search(rf"DOCKS\s+{row['docks_allowed']}\s+{row['docks']}\b", text)
    assert re.search(rf"BOATS\s+{row['boats_allowed']}\s+{row['boats']}\b", text)
    assert re.search(rf"MOORING BUOYS\s+{row['buoys_allowed']}\s+{row['buoys']}\b", text)
    # the dock on P02 is D1-W on its map (core/labels.py), as on the site plan
    assert "D1-W" in pdf_text(rendered["path"], 4)


def test_parcel_box_values_without_a_standing_count_span_both_columns(rendered: dict) -> None:
    """#26 walk: the parcel box's third column (STANDING) is empty on the rows that are not
    counts; their values take both columns instead of wrapping in the middle third."""
    box = ("-x", "890", "-y", "0", "-W", "334", "-H", "792")
    p02 = pdf_text(rendered["path"], 4, crop=box, layout=True)       # parcels in parcel_id order
    row = next(r for r in rendered["rows"] if r["parcel_id"] == "P02")
    assert str(row["citations"]).count("§") == 2
    assert re.search(rf"^SECTIONS\s+{re.escape(str(row['citations']))}\s*$", p02, re.M)
    p07 = pdf_text(rendered["path"], 9, crop=box, layout=True)
    assert re.search(r"^PARCEL\s+P07 \(municipal \(not regulated\)\)\s*$", p07, re.M)
    assert re.search(r"^FINDINGS\s+0 errors, 0 warnings\s*$", p07, re.M)


def test_zero_parcels_gives_the_summary_and_overview_and_a_warning(tmp_path: Path, qgis_app) -> None:
    audit, violations = audit_layers([])
    path = tmp_path / "empty.pdf"
    warnings = render_audit_pdf(AuditPdfRequest(profile=load_profile("keuka"), audit=audit,
                                                violations=violations, pdf_path=str(path)))
    assert pdf_pages(path) == 2
    assert any("no lakeshore parcels" in w for w in warnings)
    assert re.search(r"Total\s+0\b", pdf_text(path, 1, layout=True))


def test_no_violations_layer_and_many_findings(tmp_path: Path, qgis_app) -> None:
    many = [("reach", "§160-123A(1)(b)[1]", "error", 70.0 + k, 65.0, "ft", f"Finding number {k} of P01.")
            for k in range(TABLE_ROWS + 3)]
    audit, violations = audit_layers([("P01", "residential", "violation", many)])
    path = tmp_path / "many.pdf"
    render_audit_pdf(AuditPdfRequest(profile=load_profile("keuka"), audit=audit, violations=violations,
                                     pdf_path=str(path)))
    text = flat(pdf_text(path, 3))
    assert "and 3 more findings of this parcel in the VIOLATIONS layer" in text
    assert sum(f"Finding number {k} of P01." in text for k in range(TABLE_ROWS + 3)) == TABLE_ROWS
    path2 = tmp_path / "noviol.pdf"
    warnings = render_audit_pdf(AuditPdfRequest(profile=load_profile("keuka"), audit=audit, violations=None,
                                                pdf_path=str(path2)))
    assert pdf_pages(path2) == 3 and any("No VIOLATIONS layer" in w for w in warnings)


def test_bad_input_is_a_sentence(tmp_path: Path, qgis_app) -> None:
    profile = load_profile("keuka")
    audit, violations = audit_layers(PARCELS[:1])
    with pytest.raises(ValueError, match="AUDIT: the lake-audit PDF needs the AUDIT layer"):
        render_audit_pdf(AuditPdfRequest(profile=profile, audit=None, violations=violations,
                                         pdf_path=str(tmp_path / "x.pdf")))
    with pytest.raises(ValueError, match="no field parcel_id"):
        render_audit_pdf(AuditPdfRequest(profile=profile, audit=shoreline_layer(), violations=None,
                                         pdf_path=str(tmp_path / "x.pdf")))
    with pytest.raises(ValueError, match="no file name"):
        render_audit_pdf(AuditPdfRequest(profile=profile, audit=audit, violations=violations, pdf_path=""))
    with pytest.raises(ValueError, match="is a folder"):
        render_audit_pdf(AuditPdfRequest(profile=profile, audit=audit, violations=violations,
                                         pdf_path=str(tmp_path)))
    locked = tmp_path / "locked"
    locked.mkdir()
    os.chmod(locked, 0o500)
    try:
        if not os.access(locked, os.W_OK):          # (root may write anyway)
            with pytest.raises(ValueError, match="cannot be written"):
                render_audit_pdf(AuditPdfRequest(profile=profile, audit=audit, violations=violations,
                                                 pdf_path=str(locked / "a.pdf")))
    finally:
        os.chmod(locked, 0o700)
    # a layer that is not VIOLATIONS: a warning, and the sheets still drawn
    warnings = render_audit_pdf(AuditPdfRequest(profile=profile, audit=audit, violations=shoreline_layer(),
                                                pdf_path=str(tmp_path / "ok.pdf")))
    assert any("not a VIOLATIONS layer" in w for w in warnings) and pdf_pages(tmp_path / "ok.pdf") == 3


# ---------------------------------------------------------------- end to end: lakeaudit with PDF

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"


@pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built (make sample)")
def test_lakeaudit_on_the_sample_lake_writes_a_pdf_whose_numbers_are_the_layers(tmp_path: Path,
                                                                                provider) -> None:
    from qgis import processing

    pdf = tmp_path / "sample_audit.pdf"
    result = processing.run("shorelinelayout:lakeaudit", {
        "PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
        "STRUCTURES": f"{SAMPLE}|layername=structures", "BUOYS": f"{SAMPLE}|layername=buoys",
        "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "AUDIT": "TEMPORARY_OUTPUT", "VIOLATIONS": "TEMPORARY_OUTPUT", "PDF": str(pdf)})
    audit = sorted(rows(result["AUDIT"]), key=lambda r: r["parcel_id"])
    assert result["PDF"] == str(pdf) and pdf_pages(pdf) == 2 + len(audit) == 2 + result["PARCEL_COUNT"]
    text = pdf_text(pdf, 1, crop=LEFT_OF_TITLE_COLUMN, layout=True)
    states = {m[0].lower(): int(m[1])
              for m in re.findall(r"^\s*(Compliant|Nonconforming|Violation)\s+(\d+)\b", text, re.M)}
    assert states == {s: sum(r["state"] == s for r in audit) for s in AUDIT_STATES}
    assert states["violation"] == result["VIOLATION_COUNT"] >= 5
    # parcels: the rows whose `rules` name the code (errors and warnings); findings: every VIOLATIONS
    # row of an audited parcel, info included (so a code may have findings and no parcel)
    audited = {r["parcel_id"] for r in audit}
    findings = [f for f in rows(result["VIOLATIONS"]) if f["parcel_id"] in audited]
    words = {fmt.rule(f["rule"]): f["rule"] for f in findings}          # printed in words
    printed = {words[m[0]]: (int(m[2]), int(m[3]))
               for m in re.findall(r"(?:^|\s\s)\s*([A-Z][a-z0-9]*(?: [a-z0-9]+)*)\s+"
                                   r"(§\S+(?:, §\S+)*)\s+(\d+)\s+(\d+)\s*$", text, re.M)}
    assert {k: v[0] for k, v in printed.items() if v[0]} == dict(
        Counter(c.strip() for r in audit if r["rules"] for c in r["rules"].split(",")))
    assert {k: v[1] for k, v in printed.items()} == dict(Counter(f["rule"] for f in findings))
    assert all(f["severity"] == "info" for f in findings if printed[f["rule"]][0] == 0)
    # every parcel's sheet: its id, its state and its error count, in parcel_id order
    sheets = pdf_text(pdf, 3, 2 + len(audit)).split("\f")
    for row, sheet in zip(audit, sheets, strict=False):
        sheet = flat(sheet)
        assert f"PARCEL {row['parcel_id']}" in sheet
        assert row["state"].upper() in sheet
        errors = f"{row['errors']} error" + ("" if row["errors"] == 1 else "s")
        warnings = f"{row['warnings']} warning" + ("" if row["warnings"] == 1 else "s")
        assert f"{errors}, {warnings}" in sheet           # "1 error", never "1 errors"


def test_a_parcels_findings_table_stays_inside_its_frame(qgis_app) -> None:
    """#26 walk: the findings table of a parcel's sheet ran 2 mm over the rule of the title
    column (its columns, cell margins and grid were wider than its frame); its rules are words."""
    from qgis.core import QgsLayoutItemAttributeTable, QgsPrintLayout, QgsProject

    from shoreline_layout.report import audit_pdf
    from shoreline_layout.report import template_builder as tb

    audit, _violations = audit_layers()
    findings = [{"parcel_id": "P01", "rule": "dock_area", "section": "§160-123A(1)(b)", "severity": "error",
                 "measured": 832.06, "limit": 720.0, "unit": "sq ft",
                 "message": "Dock D1 covers 832 sq ft. " * 6}]
    layer = audit_pdf._violation_layer(audit, findings)
    assert [f["rule"] for f in layer.getFeatures()] == ["Dock area"]
    layout = QgsPrintLayout(QgsProject.instance())
    layout.initializeDefaults()
    audit_pdf._findings_table(layout, layer, 0)
    table = next(m for m in layout.multiFrames() if isinstance(m, QgsLayoutItemAttributeTable))
    frame = table.frame(0)
    # the frame takes the table's width: it ends left of the title column's rule (at COL_X - 4)
    assert table.totalWidth() <= audit_pdf.TABLE_W
    assert frame.pos().x() + frame.rect().width() <= tb.COL_X - 8.0
