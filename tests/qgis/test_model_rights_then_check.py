"""tests/data/models/rights_then_check.model3, a Graphical Modeler model: waterrightslines, then
checklayout reading that run's RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES (issue #13). It is
what its script writes, and it runs under `qgis_process run` (the plugin on QGIS's plugin path, as
test_qgis_process.py installs it), writing the VIOLATIONS of the worked example: a dock 70 ft out
past Keuka's 65 ft reach, and the three parcels whose lines the 200 ft rule turned."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsVectorLayer
from test_processing_layers import provider, rows  # noqa: F401 - provider is a fixture
from test_qgis_process import (  # noqa: F401 - env is a fixture
    PACKAGE_PARENT,
    PARCELS,
    QGIS_PROCESS,
    SHORE,
    X0,
    Y0,
    env,
    needs_qgis_compatible_shapely,
    qgis_process,
    shifted,
    write_geojson,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
MODELS = REPO_ROOT / "tests" / "data" / "models"
MODEL = MODELS / "rights_then_check.model3"
LONG_DOCK = [(150, 0), (156, 0), (156, 70), (150, 70)]      # on P2, 70 ft out: past the 65 ft reach
SHORT_DOCK = [(250, 0), (256, 0), (256, 40), (250, 40)]     # on P3, 40 ft: complies

pytestmark = pytest.mark.skipif(QGIS_PROCESS is None, reason="qgis_process is not installed")


def test_the_committed_model_is_what_its_script_writes(tmp_path: Path) -> None:
    made = tmp_path / "model.model3"
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(PACKAGE_PARENT))
    done = subprocess.run([sys.executable, "-P", str(MODELS / "make_rights_then_check.py"), str(made)],
                          env=environment, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert made.read_bytes() == MODEL.read_bytes()


def ring(points: list[tuple[float, float]]) -> dict[str, Any]:
    return {"type": "Polygon", "coordinates": [shifted([*points, points[0]])]}


def lake(tmp_path: Path) -> dict[str, Path]:
    parcels = write_geojson(tmp_path / "parcels.geojson", [
        {"type": "Feature", "properties": {"pid": pid}, "geometry": ring(points)}
        for pid, points in PARCELS.items()])
    shore = write_geojson(tmp_path / "shore.geojson", [
        {"type": "Feature", "properties": {},
         "geometry": {"type": "LineString", "coordinates": shifted(SHORE)}}])
    structures = write_geojson(tmp_path / "structures.geojson", [
        {"type": "Feature", "properties": {"kind": "dock", "dock_id": f"D{i}", "construction": "permanent"},
         "geometry": ring(points)} for i, points in enumerate((LONG_DOCK, SHORT_DOCK), start=1)])
    return {"PARCELS": parcels, "SHORELINE": shore, "STRUCTURES": structures}


def found(layer: QgsVectorLayer) -> list[tuple[Any, ...]]:
    return sorted((r["rule"], r["parcel_id"], r["severity"], None if r["measured"] is None
                   else round(float(r["measured"]), 2), r["message"]) for r in rows(layer))


@needs_qgis_compatible_shapely
def test_the_model_runs_under_qgis_process_and_writes_the_violations(
        env: dict[str, str], provider: Any, tmp_path: Path) -> None:
    from qgis import processing

    layers = lake(tmp_path)
    out = tmp_path / "violations.gpkg"
    done = qgis_process(["--json", "run", str(MODEL), "--", *(f"{k}={v}" for k, v in layers.items()),
                         "PROFILE=keuka", "PARCEL_ID_FIELD=pid", f"violations={out}"], env, tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    log = json.dumps(json.loads(done.stdout).get("log"))
    # checklayout read the run's layers: the lines were computed once, by waterrightslines
    assert "Water rights read from" in log and "not computed again" in log, log[-3000:]
    violations = QgsVectorLayer(str(out), "violations", "ogr")
    assert violations.isValid()
    got = found(violations)
    assert [(rule, pid, severity) for rule, pid, severity, *_ in got] == [
        ("reach", "P2", "error"), ("rights_line_modified", "P2", "info"),
        ("rights_line_modified", "P3", "info"), ("rights_line_modified", "P4", "info")]
    reach = next(r for r in rows(violations) if r["rule"] == "reach")
    assert (reach["measured"], reach["limit"], reach["unit"]) == (pytest.approx(70.0, abs=0.01), 65.0, "ft")
    assert reach["section"].startswith("§160-123A(1)(b)")
    centre = reach["_geom"].centroid().asPoint()
    assert 150 <= centre.x() - X0 <= 156 and 0 <= centre.y() - Y0 <= 70    # drawn on the dock
    # the same findings as checklayout computing the lines itself
    direct = processing.run("shorelinelayout:checklayout", {
        **{k: str(v) for k, v in layers.items()}, "PROFILE": "keuka", "PARCEL_ID_FIELD": "pid",
        "VIOLATIONS": "TEMPORARY_OUTPUT"})["VIOLATIONS"]
    assert found(direct) == got
