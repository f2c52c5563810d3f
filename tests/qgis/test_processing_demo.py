"""`make demo` (scripts/demo.py) on the bundled sample lake: it writes every output layer to
the GeoPackage, renders a map that shows the styled layers, and prints the summary tables."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from qgis.core import QgsVectorLayer
from qgis.PyQt.QtGui import QColor, QImage

REPO_ROOT = Path(__file__).resolve().parents[2]
SAMPLE = REPO_ROOT / "resources" / "sample" / "sample_lake.gpkg"

pytestmark = pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built")


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("demo")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PROJ_DATA=os.environ.get("PROJ_DATA", "/usr/share/proj"))
    done = subprocess.run([sys.executable, "-P", str(REPO_ROOT / "scripts" / "demo.py"),
                           "--out", str(out)], env=env, capture_output=True, text=True,
                          timeout=300, stdin=subprocess.DEVNULL, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    return out, done.stdout


def layer(out: Path, name: str) -> QgsVectorLayer:
    lyr = QgsVectorLayer(f"{out / 'shoreline_demo.gpkg'}|layername={name}", name, "ogr")
    assert lyr.isValid(), name
    return lyr


def test_geopackage_holds_every_output_with_its_style(qgis_app: object, demo: tuple[Path, str]) -> None:
    out, _ = demo
    counts = {name: layer(out, name).featureCount() for name in (
        "parcels", "mhw", "tie_lines", "water_rights_lines", "rights_areas", "reach_lines",
        "envelopes", "allowed_facilities", "violations")}
    assert all(n > 0 for n in counts.values()), counts
    lines = layer(out, "water_rights_lines")
    assert lines.fields().names()[1:4] == ["parcel_a", "parcel_b", "azimuth_deg"]   # after fid
    styled = QgsVectorLayer(f"{out / 'shoreline_demo.gpkg'}|layername=water_rights_lines", "l", "ogr")
    styled.loadDefaultStyle()
    assert styled.renderer().type() == "RuleRenderer" and styled.labelsEnabled()


def test_summary_lists_every_lakeshore_parcel_and_the_findings(qgis_app: object,
                                                               demo: tuple[Path, str]) -> None:
    out, stdout = demo
    areas = {f["parcel_id"] for f in layer(out, "rights_areas").getFeatures()}
    table = stdout.split("Water rights, per lakeshore parcel")[1].split("Allowed facilities")[0]
    listed = {line.split()[0] for line in table.splitlines()[3:] if line.strip()
              and not line.startswith("  line ")}
    assert listed == areas
    violations = layer(out, "violations").featureCount()
    assert f"Violations: {violations}" in stdout
    assert "Traceback" not in stdout


def test_map_shows_the_styled_layers(qgis_app: object, demo: tuple[Path, str]) -> None:
    out, _ = demo
    image = QImage(str(out / "map.png"))
    assert (image.width(), image.height()) == (1800, 1350)
    counts = {"water rights red": 0, "MHW blue": 0, "parcel beige": 0, "envelope green": 0}
    for x in range(0, image.width(), 3):
        for y in range(60, image.height(), 3):
            r, g, b, _a = QColor(image.pixel(x, y)).getRgb()
            if r > 170 and g < 60 and b < 70:
                counts["water rights red"] += 1
            elif r < 60 and 70 < g < 120 and b > 180:
                counts["MHW blue"] += 1
            elif (r, g, b) == (246, 241, 226):
                counts["parcel beige"] += 1
            elif g > r + 40 and g > b + 20 and g > 120:
                counts["envelope green"] += 1
    assert all(n > 50 for n in counts.values()), counts
