"""shorelinelayout:lakeaudit through processing.run: the states on hand-made parcels, the
layer and the CSV holding the same rows, the numbers in the results equal to the layer's, the
PDF request handed to the renderer, the sample lake and a piece of the real Keuka shore with a
generated inventory of existing structures."""
from __future__ import annotations

import csv
import sys
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProcessingException, QgsVectorFileWriter, QgsVectorLayer, QgsWkbTypes
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import memory_layer, provider, rows  # noqa: F401 - provider is a fixture

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from auditgen import inventory
from reallake import make_real_lake

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"
X0, Y0 = 700_000.0, 1_000_000.0          # EPSG:2261, central New York
STATES = ("compliant", "nonconforming", "violation")
COUNTS = {"compliant": "COMPLIANT_COUNT", "nonconforming": "NONCONFORMING_COUNT",
          "violation": "VIOLATION_COUNT"}
pytestmark = pytest.mark.usefixtures("provider")


def box(x0: float, y0: float, x1: float, y1: float) -> str:
    return (f"POLYGON(({X0 + x0} {Y0 + y0}, {X0 + x1} {Y0 + y0}, {X0 + x1} {Y0 + y1}, "
            f"{X0 + x0} {Y0 + y1}, {X0 + x0} {Y0 + y0}))")


def straight_lake(n: int = 7) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """n residential parcels P0.. 100 ft wide on a straight shore (y = 0), water to the north."""
    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
                           [(box(100 * i, -200, 100 * (i + 1), 0), [f"P{i}", "residential"])
                            for i in range(n)])
    shore = memory_layer("LineString", "mhw", (("name", T.QString),),
                         [(f"LINESTRING({X0 - 50} {Y0}, {X0 + 100 * n + 50} {Y0})", ["mhw"])])
    return parcels, shore


def structures_layer(docks: list[tuple[str, tuple[float, float, float, float], int]]) -> QgsVectorLayer:
    return memory_layer("Polygon", "structures",
                        (("kind", T.QString), ("dock_id", T.QString), ("existing", T.Int)),
                        [(box(*xy), ["dock", did, existing]) for did, xy, existing in docks])


def hand_made(**extra: Any) -> dict[str, Any]:
    """P1: an existing 15 x 100 ft dock (1,500 sq ft, past the reach) left as it is; P2: the same
    dock proposed; P3: nothing; P4: a 6 x 30 ft existing dock; P0, P5, P6: nothing (the end
    parcels P0 and P6 have no neighbour beyond them, so no rights area: nothing may go there)."""
    parcels, shore = straight_lake()
    structures = structures_layer([("D1", (140, 0, 155, 100), 1), ("D2", (240, 0, 255, 100), 0),
                                   ("D4", (445, 0, 451, 30), 1)])
    return {"PARCELS": parcels, "SHORELINE": shore, "STRUCTURES": structures, "PROFILE": "keuka",
            "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", "AUDIT": "TEMPORARY_OUTPUT",
            **extra}


def run(params: dict[str, Any], alg: Any = "shorelinelayout:lakeaudit") -> dict[str, Any]:
    from qgis import processing

    return processing.run(alg, params)


def csv_rows(path: str) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8-sig") as handle:   # UTF-8 with a BOM, for Excel
        return list(csv.DictReader(handle))


def as_text(row: dict[str, Any]) -> dict[str, str]:
    return {k: "" if v is None else str(v) for k, v in row.items() if k != "_geom"}


def test_states_of_hand_made_parcels_and_the_csv_holds_the_layer_rows(tmp_path: Path) -> None:
    from shoreline_layout.pipeline import AUDIT_FIELDS

    path = str(tmp_path / "audit.csv")
    result = run(hand_made(CSV=path, VIOLATIONS="TEMPORARY_OUTPUT"))
    layer = result["AUDIT"]
    assert layer.fields().names() == [name for name, _kind in AUDIT_FIELDS]
    assert QgsWkbTypes.displayString(layer.wkbType()) == "MultiPolygon"
    by_id = {r["parcel_id"]: r for r in rows(layer)}
    assert sorted(by_id) == [f"P{i}" for i in range(7)]
    p0, p1, p2, p3 = by_id["P1"], by_id["P2"], by_id["P3"], by_id["P4"]
    assert (p0["state"], p0["errors"], p0["warnings"]) == ("nonconforming", 0, 2)
    assert p0["rules"] == "dock_area, reach"
    assert "§160-126A" in p0["citations"]
    assert (p1["state"], p1["errors"], p1["warnings"]) == ("violation", 2, 0)
    assert p1["rules"] == "dock_area, reach"
    assert p1["citations"] == "§160-123A(1)(d); §160-123A(1)(b)[1]"
    assert (p2["state"], p2["docks"], p2["errors"], p2["rules"]) == ("compliant", 0, 0, "")
    assert (p3["state"], p3["docks"]) == ("compliant", 1)
    assert (p2["docks_allowed"], p2["boats_allowed"], p2["buoys_allowed"]) == (2, 6, 6)
    assert p2["frontage_ft"] == pytest.approx(100.0, abs=0.01)
    assert by_id["P1"]["_geom"].area() == pytest.approx(100 * 200, rel=1e-6)   # the parcel polygon

    assert (result["PARCEL_COUNT"], result["COMPLIANT_COUNT"], result["NONCONFORMING_COUNT"],
            result["VIOLATION_COUNT"]) == (7, 5, 1, 1)
    findings = rows(result["VIOLATIONS"])
    assert result["FINDING_COUNT"] == len(findings) >= 4
    for pid, r in by_id.items():
        mine = [f for f in findings if f["parcel_id"] == pid]
        assert r["errors"] == sum(f["severity"] == "error" for f in mine)
        assert r["warnings"] == sum(f["severity"] == "warning" for f in mine)

    # the CSV: the same rows, in the same order, NULL as an empty cell
    assert result["CSV"] == path
    assert csv_rows(path) == [as_text(r) for r in rows(layer)]


def test_the_pdf_renderer_gets_the_audit_rows_and_its_warnings_are_logged(tmp_path: Path) -> None:
    from shoreline_layout.processing.alg_lake_audit import LakeAuditAlgorithm

    seen: list[Any] = []

    def render(request: Any, feedback: Any) -> list[str]:
        seen.append((request, [as_text(r) for r in rows(request.audit)], len(rows(request.violations)),
                     [lyr.featureCount() for lyr in request.context_layers],
                     sorted(f["label"] for f in request.context_layers[2].getFeatures())))
        Path(request.pdf_path).write_bytes(b"%PDF-1.4\n% a whole PDF, for the check\n%%EOF\n")
        return ["a warning from the renderer"]

    from hostile import Log
    from qgis import processing
    from qgis.core import QgsProcessingContext, QgsProcessingUtils

    feedback = Log()
    context = QgsProcessingContext()
    pdf = str(tmp_path / "audit.pdf")
    result = processing.run(LakeAuditAlgorithm(render), hand_made(PDF=pdf, VIOLATIONS="TEMPORARY_OUTPUT"),
                            feedback=feedback, context=context)
    layer = QgsProcessingUtils.mapLayerFromString(result["AUDIT"], context)
    (request, audit_rows, n_findings, context_counts, labels), = seen
    # drawn under a temporary name in the same folder, then renamed (qgis_io/files.py)
    assert Path(request.pdf_path).parent == tmp_path and Path(request.pdf_path).name.startswith(".partial-")
    assert result["PDF"] == pdf and Path(pdf).read_bytes().endswith(b"%%EOF\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["audit.pdf"]
    assert request.profile.name == "keuka"
    assert audit_rows == [as_text(r) for r in rows(layer)]
    assert [r["state"] for r in audit_rows].count("violation") == result["VIOLATION_COUNT"] == 1
    assert n_findings == result["FINDING_COUNT"]
    # the MHW mark, the water-rights lines (one per tie point between two parcels), 3 docks, no buoys
    assert context_counts == [1, 6, 3, 0]
    # the structures carry the site plan's stable labels (core/labels.py: a dock_id is its code),
    # which the PDF prints
    assert labels == ["D1", "D2", "D4"]
    assert ("warning", "a warning from the renderer") in feedback.lines
    assert ("info", "7 lakeshore parcels: 5 compliant, 1 nonconforming, 1 violation.") in feedback.lines
    assert ("info", "Drawing the PDF (7 parcels)...") in feedback.lines
    assert not any("(s)" in text for _level, text in feedback.lines), feedback.lines


def test_a_pdf_without_a_renderer_is_refused_in_a_sentence(tmp_path: Path) -> None:
    from shoreline_layout.processing.alg_lake_audit import LakeAuditAlgorithm

    with pytest.raises(QgsProcessingException, match="PDF: the PDF renderer is not available"):
        run(hand_made(PDF=str(tmp_path / "a.pdf")), LakeAuditAlgorithm(None))
    assert not (tmp_path / "a.pdf").exists()


def test_an_output_on_an_input_file_is_refused(tmp_path: Path) -> None:
    params = hand_made()
    gpkg = str(tmp_path / "parcels.gpkg")
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    from qgis.core import QgsCoordinateTransformContext
    err = QgsVectorFileWriter.writeAsVectorFormatV3(params["PARCELS"], gpkg, QgsCoordinateTransformContext(),
                                                    options)
    assert err[0] == QgsVectorFileWriter.WriterError.NoError
    params["PARCELS"] = gpkg
    before = Path(gpkg).read_bytes()
    with pytest.raises(QgsProcessingException, match="CSV"):
        run({**params, "CSV": gpkg})
    assert Path(gpkg).read_bytes() == before


@pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built")
def test_the_sample_lake_audit_with_its_violating_docks_taken_as_existing() -> None:
    """The sample layout (resources/sample/README.md lists its intents), the docks that break the
    reach, area, setback and separation rules (fids 7-11) marked existing: those parcels become
    nonconforming, the proposed breaches stay violations, SL-041's long dock (the depth exception,
    with BATHYMETRY) is compliant."""
    from qgis.core import QgsFeatureRequest

    source = QgsVectorLayer(f"{SAMPLE}|layername=structures", "structures", "ogr")
    structures = source.materialize(QgsFeatureRequest())
    index = structures.fields().lookupField("existing")
    structures.startEditing()
    for f in structures.getFeatures():
        structures.changeAttributeValue(f.id(), index, 1 if f["fid"] in (7, 8, 9, 10, 11) else 0)
    assert structures.commitChanges()
    result = run({"PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
                  "STRUCTURES": structures, "BUOYS": f"{SAMPLE}|layername=buoys",
                  "BATHYMETRY": str(SAMPLE.parent / "bathymetry.tif"), "PROFILE": "keuka",
                  "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
                  "AUDIT": "TEMPORARY_OUTPUT", "VIOLATIONS": "TEMPORARY_OUTPUT"})
    audit = {r["parcel_id"]: r for r in rows(result["AUDIT"])}
    assert len(audit) == result["PARCEL_COUNT"] == 58
    for state in STATES:
        assert result[COUNTS[state]] == sum(r["state"] == state for r in audit.values())
    flagged = {pid: (r["state"], r["rules"]) for pid, r in audit.items() if r["state"] != "compliant"}
    assert flagged == {
        "SL-009": ("nonconforming", "reach"), "SL-020": ("nonconforming", "dock_area"),
        "SL-024": ("nonconforming", "setback"), "SL-033": ("nonconforming", "dock_separation"),
        "SL-022": ("violation", "boat_count, buoy_count"),
        "SL-035": ("violation", "roof_pitch, station_slips"),
        "SL-037": ("violation", "height"), "SL-044": ("violation", "structure_not_permitted"),
        "SL-046": ("violation", "buoy_swing"), "SL-054": ("violation", "buoy_contact")}
    assert audit["SL-041"]["state"] == "compliant" and audit["SL-041"]["docks"] == 1
    findings = rows(result["VIOLATIONS"])
    errors = sum(f["severity"] == "error" and f["parcel_id"] in audit for f in findings)
    assert sum(r["errors"] for r in audit.values()) == errors
    # one warning per existing breach: reach, dock_area, setback, dock_separation
    warnings = sum(f["severity"] == "warning" for f in findings)
    assert sum(r["warnings"] for r in audit.values()) == warnings == 4
    # a parcel the law leaves alone (Keuka municipal, §160-120D) is never a violation
    assert all(r["state"] == "compliant" for r in audit.values() if r["land_use"] == "municipal")


def test_a_piece_of_the_real_keuka_shore_with_an_inventory_of_existing_docks() -> None:
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.core.water_rights import compute_water_rights

    piece = make_real_lake("keuka", seed=1, s_range=(0.0, 12_000.0))
    wr = compute_water_rights(piece.parcels, piece.lake, load_profile("keuka").geometry_settings())
    inv = inventory(wr)
    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
                           [(p.geometry.wkt, [p.parcel_id, "residential"]) for p in piece.parcels])
    shore = memory_layer("Polygon", "lake", (("name", T.QString),), [(piece.lake.wkt, ["Keuka"])])
    structures = memory_layer(
        "Polygon", "structures", (("kind", T.QString), ("dock_id", T.QString), ("parcel_id", T.QString),
                                  ("existing", T.Int)),
        [(s.geometry.wkt, [s.kind, s.dock_id, s.parcel_id, int(s.existing)]) for s in inv.structures])
    buoys = memory_layer("Point", "buoys", (("vessel_length_ft", T.Double), ("rode_length_ft", T.Double),
                                            ("parcel_id", T.QString)),
                         [(b.geometry.wkt, [b.vessel_length_ft, b.rode_length_ft, b.parcel_id])
                          for b in inv.buoys])
    result = run({"PARCELS": parcels, "SHORELINE": shore, "STRUCTURES": structures, "BUOYS": buoys,
                  "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "AUDIT": "TEMPORARY_OUTPUT"})
    audit = {r["parcel_id"]: r for r in rows(result["AUDIT"])}
    assert len(audit) == len(wr.lakeshore_parcels) >= 60
    assert inv.planted["nonconforming"] and inv.planted["violation"]
    assert {audit[p]["state"] for p in inv.planted["nonconforming"]} == {"nonconforming"}
    assert {audit[p]["state"] for p in inv.planted["violation"]} == {"violation"}
    assert all("reach" in audit[p]["rules"] for p in inv.planted["violation"])
    assert sum(r["docks"] for r in audit.values()) == len(inv.structures)
    assert sum(r["buoys"] for r in audit.values()) == len(inv.buoys)
    assert result["NONCONFORMING_COUNT"] == len(inv.planted["nonconforming"])


def test_the_core_row_is_the_fixed_interface() -> None:
    """core/audit.py's FIELDS and STATES are pipeline's AUDIT_FIELDS and AUDIT_STATES (the PDF
    is built against those); the AUDIT output's row in qgis_io/outputs.py writes them."""
    from shoreline_layout.core.audit import FIELDS, AuditRow
    from shoreline_layout.core.audit import STATES as CORE_STATES
    from shoreline_layout.pipeline import AUDIT_FIELDS, AUDIT_STATES
    from shoreline_layout.qgis_io.outputs import AUDIT

    assert FIELDS == AUDIT_FIELDS and AUDIT.fields == AUDIT_FIELDS
    assert CORE_STATES == AUDIT_STATES == STATES
    row = AuditRow("P", "residential", 1.0, None, 2, 2, 0, 0, 0, "compliant", 0, 0, (), ())
    assert list(row.record()) == [name for name, _kind in AUDIT_FIELDS]


def test_a_csv_that_cannot_be_written_ends_the_run_in_a_sentence(tmp_path: Path) -> None:
    folder = tmp_path / "taken.csv"
    folder.mkdir()                     # a folder where the file should go
    with pytest.raises(QgsProcessingException, match=r"CSV: .*taken\.csv could not be written"):
        run(hand_made(CSV=str(folder)))


def test_the_audit_style_colours_each_state() -> None:
    """rows_layer writes AuditRows as the AUDIT output does, and audit.qml fills each parcel in
    its state's colour (green, amber, red at 150/255 over white)."""
    from qgis.core import Qgis, QgsMapRendererSequentialJob, QgsMapSettings, QgsRectangle
    from qgis.PyQt.QtCore import QSize
    from qgis.PyQt.QtGui import QColor
    from shapely.geometry import box as sbox

    from shoreline_layout.core.audit import AuditRow
    from shoreline_layout.qgis_io.outputs import AUDIT, ROLE_KEY, rows_layer

    audit_rows = [AuditRow(f"P{i}", "residential", 100.0, 2, 6, 6, 0, 0, 0, state, 0, 0, (), (),
                           geometry=sbox(100 * i, 0, 100 * i + 90, 90)) for i, state in enumerate(STATES)]
    layer = rows_layer(AUDIT, audit_rows, "EPSG:2261")
    assert layer.featureCount() == 3 and layer.customProperty(ROLE_KEY) == "audit"
    assert [f["state"] for f in layer.getFeatures()] == list(STATES)
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(QgsRectangle(0, 0, 300, 90))
    settings.setOutputSize(QSize(300, 90))
    settings.setBackgroundColor(QColor(255, 255, 255))
    settings.setFlag(Qgis.MapSettingsFlag.Antialiasing, False)
    settings.setFlag(Qgis.MapSettingsFlag.DrawLabeling, False)
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    image = job.renderedImage()
    alpha = 150 / 255
    for i, rgb in enumerate(((60, 160, 80), (240, 170, 0), (215, 25, 28))):
        want = [round(c * alpha + 255 * (1 - alpha)) for c in rgb]
        got = QColor(image.pixel(100 * i + 45, 45)).getRgb()[:3]
        assert all(abs(a - b) <= 6 for a, b in zip(got, want, strict=True)), (STATES[i], got, want)
