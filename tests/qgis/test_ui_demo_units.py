"""`make demo` prints the violations table with each number's unit as the map labels write it:
a roof pitch as n/12 (the core's unit code rise_per_12 is never printed raw)."""
from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsFeature, QgsVectorLayer

from shoreline_layout.qgis_io import sinks

DEMO = Path(__file__).resolve().parents[2] / "scripts" / "demo.py"


@pytest.fixture(scope="module")
def demo() -> Any:
    spec = importlib.util.spec_from_file_location("shoreline_demo_script", DEMO)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_units_follow_the_numbers_as_on_the_map(qgis_app: object, demo: Any,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:2261", "violations", "memory")
    layer.dataProvider().addAttributes(list(sinks.make_fields(sinks.VIOLATION_FIELDS)))
    layer.updateFields()
    rows = [("SL-035", "structures", 13, "roof_pitch", "§160-122G", "error", 4.0, 3.0, "rise_per_12", "m"),
            ("SL-009", "structures", 7, "reach", "§160-123A(1)(b)[1]", "error", 75.0, 65.0, "ft", "m"),
            ("SL-020", "structures", 8, "dock_area", "§160-123A(1)(b)", "error", 832.1, 720.0, "sqft", "m"),
            ("SL-022", None, None, "boat_count", "§160-122M", "error", 5.0, 4.0, "count", "m")]
    feats = []
    for row in rows:
        f = QgsFeature(layer.fields())
        f.setAttributes(list(row))
        feats.append(f)
    assert layer.dataProvider().addFeatures(feats)[0]
    demo.print_violations(layer)
    out = capsys.readouterr().out
    lines = {line.split()[2]: line for line in out.splitlines() if line.startswith("  SL-")}
    assert "4.0/12 limit 3.0/12" in lines["roof_pitch"]
    assert "rise_per_12" not in out
    assert "75.0 ft limit 65.0 ft" in lines["reach"]
    assert "832.1 sq ft limit 720.0 sq ft" in lines["dock_area"]
    assert "5.0 limit 4.0 " in lines["boat_count"]
