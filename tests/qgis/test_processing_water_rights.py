"""shorelinelayout:waterrightslines on DESIGN.md's worked example, through processing.run.

Water north of a shore along y = 0 that turns north at x = 300; tie points (100,0), (200,0),
(300,100), (300,200). Lines leave them at azimuths 0°, 337.5°, 292.5°, 270°; the corner parcel's
two lines meet 184.78 ft out, so the 200 ft rule applies to it. With a profile whose 200 ft rule
is lowered to 150 ft the bisectors stand as they are; with Keuka's the corner's lines change.
"""
from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProject, QgsWkbTypes
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    example_parcels,
    example_shore,
    layer_fingerprint,
    local,
    provider,
    rows,
)

OUTPUTS = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")
TIE_POINTS = {(100.0, 0.0): ("P1", "P2", 0.0), (200.0, 0.0): ("P2", "P3", 337.5),
              (300.0, 100.0): ("P3", "P4", 292.5), (300.0, 200.0): ("P4", "P5", 270.0)}
CORNER_MEET_FT = 100.0 / (math.cos(math.radians(22.5)) - math.sin(math.radians(22.5)))  # 184.776


def run_wr(parcels: Any = None, shore: Any = None, feedback: Any = None, **extra: Any) -> dict[str, Any]:
    from qgis import processing

    params = {"PARCELS": parcels or example_parcels(), "SHORELINE": shore or example_shore(),
              "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
              **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}
    params.update(extra)
    return processing.run("shorelinelayout:waterrightslines", params, feedback=feedback)


@pytest.fixture(scope="module")
def no_200ft_rule_profile(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Keuka's profile with the 200 ft rule lowered to 150 ft: the example's bisectors stand."""
    from shoreline_layout.core.profiles.loader import PROFILE_DIR

    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    changed = text.replace("min_intersection_ft = { value = 200,", "min_intersection_ft = { value = 150,")
    assert changed != text
    path = tmp_path_factory.mktemp("profiles") / "keuka_150.toml"
    path.write_text(changed, encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def bisectors(provider: Any, no_200ft_rule_profile: str) -> dict[str, Any]:
    return run_wr(PROFILE=no_200ft_rule_profile)


@pytest.fixture(scope="module")
def keuka(provider: Any) -> dict[str, Any]:
    return run_wr()


def start_of(geom: Any) -> tuple[float, float]:
    first = geom.constGet().startPoint()
    x, y = local(first.x(), first.y())
    return round(x, 2), round(y, 2)


def by_start(layer: Any) -> dict[tuple[float, float], dict[str, Any]]:
    return {start_of(r["_geom"]): r for r in rows(layer)}


def test_outputs_have_the_contract_fields_and_types(bisectors: dict[str, Any]) -> None:
    expected = {
        # the contract's fields first; parcel rows then list stacked units (issue #22)
        "TIE_LINES": (["parcel_id", "length_ft", "units"], "LineString"),
        "WATER_RIGHTS_LINES": (["parcel_a", "parcel_b", "azimuth_deg", "waterside_angle_deg",
                                "length_ft", "modified", "note", "repair_note"], "LineString"),
        # the contract's fields, then what checklayout reads back (issue #13)
        "RIGHTS_AREAS": (["parcel_id", "area_sqft", "closes_at_ft", "modified", "note", "shoreline_ft",
                          "law", "law_key", "units"], "Polygon"),
        "REACH_LINES": (["parcel_id", "reach_ft", "units"], "LineString"),
        "ENVELOPES": (["parcel_id", "setback_ft", "reach_ft", "area_sqft", "units"], "Polygon"),
    }
    for name, (fields, wkb) in expected.items():
        layer = bisectors[name]
        assert layer.fields().names() == fields, name
        assert QgsWkbTypes.displayString(layer.wkbType()) == wkb, name
        assert layer.crs().authid() == "EPSG:2261"
    types = {f.name(): f.typeName().lower() for f in bisectors["WATER_RIGHTS_LINES"].fields()}
    assert types["parcel_a"] == "string" and types["azimuth_deg"] == "double"
    assert types["modified"] == "integer"


def test_bisectors_of_the_worked_example(bisectors: dict[str, Any]) -> None:
    lines = by_start(bisectors["WATER_RIGHTS_LINES"])
    assert set(lines) == set(TIE_POINTS)
    for start, (a, b, azimuth) in TIE_POINTS.items():
        line = lines[start]
        assert (line["parcel_a"], line["parcel_b"]) == (a, b)
        assert line["azimuth_deg"] == pytest.approx(azimuth, abs=0.01)
        assert line["modified"] == 0
    assert lines[(200.0, 0.0)]["waterside_angle_deg"] == pytest.approx(135.0, abs=0.01)
    assert lines[(300.0, 100.0)]["waterside_angle_deg"] == pytest.approx(135.0, abs=0.01)
    # the corner parcel's two lines run to the point where they meet, 184.78 ft out
    for start in ((200.0, 0.0), (300.0, 100.0)):
        assert lines[start]["length_ft"] == pytest.approx(CORNER_MEET_FT, abs=0.01)
        assert lines[start]["_geom"].length() == pytest.approx(CORNER_MEET_FT, abs=0.01)
    areas = {r["parcel_id"]: r for r in rows(bisectors["RIGHTS_AREAS"])}
    assert areas["P3"]["closes_at_ft"] == pytest.approx(CORNER_MEET_FT, abs=0.01)
    assert areas["P3"]["modified"] == 0
    # the corner's rights area: the water from the MHW mark out to where its lines close, i.e.
    # the triangle on the tie line plus the 5,000 sq ft between the tie line and the shore corner
    half_base = 100.0 * math.sqrt(2) / 2
    apex_height = math.sqrt(CORNER_MEET_FT ** 2 - half_base ** 2)
    assert areas["P3"]["area_sqft"] == pytest.approx(half_base * apex_height + 5000.0, abs=0.5)
    assert areas["P3"]["_geom"].area() == pytest.approx(areas["P3"]["area_sqft"], abs=0.5)


def test_tie_lines_join_consecutive_tie_points(bisectors: dict[str, Any]) -> None:
    ties = {r["parcel_id"]: r for r in rows(bisectors["TIE_LINES"])}
    assert ties["P2"]["length_ft"] == pytest.approx(100.0, abs=0.01)
    assert ties["P3"]["length_ft"] == pytest.approx(100.0 * math.sqrt(2), abs=0.01)
    assert ties["P4"]["length_ft"] == pytest.approx(100.0, abs=0.01)
    ends = {tuple(round(c, 2) for c in local(p.x(), p.y())) for p in ties["P3"]["_geom"].vertices()}
    assert ends == {(200.0, 0.0), (300.0, 100.0)}


def test_200ft_rule_modifies_the_corner_parcel(keuka: dict[str, Any]) -> None:
    lines = by_start(keuka["WATER_RIGHTS_LINES"])
    assert lines[(100.0, 0.0)]["azimuth_deg"] == pytest.approx(0.0, abs=0.01)
    assert lines[(300.0, 200.0)]["azimuth_deg"] == pytest.approx(270.0, abs=0.01)
    corner = [lines[(200.0, 0.0)], lines[(300.0, 100.0)]]
    assert any(ln["modified"] == 1 for ln in corner)
    assert all(ln["note"] for ln in corner if ln["modified"] == 1)
    areas = {r["parcel_id"]: r for r in rows(keuka["RIGHTS_AREAS"])}
    assert areas["P3"]["modified"] == 1
    closes = areas["P3"]["closes_at_ft"]
    assert closes is None or closes >= 200.0 - 0.01


def test_reach_lines_and_envelopes(keuka: dict[str, Any]) -> None:
    reach = {r["parcel_id"]: r for r in rows(keuka["REACH_LINES"])}
    assert reach["P2"]["reach_ft"] == 65.0
    # P2's reach line lies 65 ft out from its straight shore
    geom = reach["P2"]["_geom"]
    ys = {round(local(p.x(), p.y())[1], 2) for p in geom.vertices()}
    assert ys == {65.0}
    env = {r["parcel_id"]: r for r in rows(keuka["ENVELOPES"])}
    assert env["P2"]["setback_ft"] == 10.0 and env["P2"]["reach_ft"] == 65.0
    assert env["P2"]["area_sqft"] > 0
    assert env["P2"]["_geom"].area() == pytest.approx(env["P2"]["area_sqft"], rel=1e-6)


@pytest.mark.parametrize("parcel_crs,shore_crs", [("EPSG:4326", "EPSG:4326"),
                                                  ("EPSG:26918", "EPSG:4326"),
                                                  ("EPSG:4326", "EPSG:26918")])
def test_same_figures_from_inputs_in_other_crs(bisectors: dict[str, Any], parcel_crs: str,
                                               shore_crs: str, no_200ft_rule_profile: str) -> None:
    other = run_wr(example_parcels(crs=parcel_crs), example_shore(crs=shore_crs),
                   PROFILE=no_200ft_rule_profile)
    for name in OUTPUTS:
        want, got = rows(bisectors[name]), rows(other[name])
        assert len(got) == len(want), name
        def key(r: dict) -> tuple:
            return tuple(str(r.get(k)) for k in ("parcel_id", "parcel_a", "parcel_b"))

        for w, g in zip(sorted(want, key=key), sorted(got, key=key), strict=True):
            for field, value in w.items():
                if field == "_geom":
                    # the same shape to 0.01 ft (a round trip may add a vertex 1e-9 ft away)
                    assert g["_geom"].isNull() == value.isNull(), name
                    if not value.isNull():
                        assert g["_geom"].hausdorffDistance(value) <= 0.01, name
                elif isinstance(value, float):
                    assert g[field] == pytest.approx(value, abs=0.01), (name, field)
                else:
                    assert g[field] == value, (name, field)


def test_inputs_unchanged_by_a_run(provider: Any) -> None:
    parcels, shore = example_parcels(crs="EPSG:4326"), example_shore()
    before = (layer_fingerprint(parcels), layer_fingerprint(shore))
    run_wr(parcels, shore)
    assert (layer_fingerprint(parcels), layer_fingerprint(shore)) == before
    assert before[0][0] == 5 and before[1][0] == 1
    assert not parcels.isModified() and not shore.isModified()


def test_styles_applied_when_results_are_loaded(provider: Any) -> None:
    from qgis import processing

    project = QgsProject.instance()
    project.removeAllMapLayers()
    params = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}
    processing.runAndLoadResults("shorelinelayout:waterrightslines", params)
    layers = list(project.mapLayers().values())
    assert len(layers) == 5
    wr = [lyr for lyr in layers if "azimuth_deg" in lyr.fields().names()]
    assert len(wr) == 1
    assert wr[0].renderer().type() == "RuleRenderer" and wr[0].labelsEnabled()
    assert "azimuth_deg" in wr[0].labeling().settings().fieldName
    envelopes = next(lyr for lyr in layers if lyr.fields().names()[1:2] == ["setback_ft"])
    assert envelopes.renderer().symbol().symbolLayer(0).layerType() == "LinePatternFill"
    project.removeAllMapLayers()


def test_progress_reported_and_cancel_stops_the_run(provider: Any) -> None:
    from qgis import processing
    from qgis.core import QgsProcessingException, QgsProcessingFeedback

    seen: list[float] = []
    feedback = QgsProcessingFeedback()
    feedback.progressChanged.connect(seen.append)
    run_wr(feedback=feedback)
    assert seen[-1] == 100.0 and any(0.0 < p < 90.0 for p in seen)
    assert all(b >= a - 1e-9 for a, b in itertools.pairwise(seen))   # never goes back

    canceled = QgsProcessingFeedback()
    canceled.cancel()
    params = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
              **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}
    with pytest.raises(QgsProcessingException, match="Canceled"):
        processing.run("shorelinelayout:waterrightslines", params, feedback=canceled)


def test_outputs_written_to_one_geopackage(provider: Any, tmp_path: Path) -> None:
    """Every output as a table of one GeoPackage; end parcels keep their row without geometry."""
    from qgis.core import QgsVectorLayer

    gpkg = tmp_path / "wr.gpkg"
    outputs = {name: f"ogr:dbname='{gpkg}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS}
    run_wr(**outputs)
    areas = QgsVectorLayer(f"{gpkg}|layername=rights_areas", "a", "ogr")
    assert areas.isValid() and areas.featureCount() == 5
    empty = sorted(f["parcel_id"] for f in areas.getFeatures() if f.geometry().isNull())
    assert empty == ["P1", "P5"]   # end of the data: no rights area can be built (logged)
    lines = QgsVectorLayer(f"{gpkg}|layername=water_rights_lines", "l", "ogr")
    assert lines.featureCount() == 4
