"""Issue #12, items 2-6 through processing.run: absurd frontages, a lake far from New York, an
invalid CRS parameter, curved geometries, unknown kinds and NaN lengths, shoreline pieces that
miss by 1e-7 ft, a GeoPackage without a CRS, a device, a FIFO or a 100,000-level nesting as
PROFILE. Each case asserts its outcome class (hostile.REFUSED / FLAGGED / CORRECT) and what the
user reads; the `hostile` fixture checks every input file is unchanged."""
from __future__ import annotations

import math
import re
from typing import Any

import pytest
from hostile import (  # noqa: F401 - hostile_files is the fixture `hostile`
    AF,
    CL,
    CORRECT,
    FLAGGED,
    REFUSED,
    WR,
    buoys,
    curved_parcel_wkt,
    hostile_files,
    line_wkt,
    memory,
    parcels,
    provider_fixture,
    rect,
    ring_wkt,
    run_outcome,
    shore,
    structures,
)
from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsProject
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import EXAMPLE_PARCELS, EXAMPLE_SHORE


def azimuths(outcome: Any) -> dict[tuple[str, str], float]:
    return {(r["parcel_a"], r["parcel_b"]): round(r["azimuth_deg"], 2)
            for r in outcome.rows("WATER_RIGHTS_LINES")}


@pytest.fixture(scope="module")
def reference(provider: Any) -> dict[tuple[str, str], float]:
    outcome = run_outcome(WR)
    assert outcome.kind == CORRECT
    return azimuths(outcome)


# ---------------------------------------------------------------- item 2: frontages

ABSURD = (1e12, 99999999999.0, 1e300, math.inf, -math.inf, math.nan)


@pytest.mark.parametrize("value", ABSURD, ids=lambda v: repr(v))
def test_absurd_frontage_is_an_input_problem_naming_the_parcel(provider: Any, value: float) -> None:
    outcome = run_outcome(AF, PARCELS=parcels({"P2": value}), FRONTAGE_FIELD="frontage_ft")
    assert outcome.kind == FLAGGED
    out = {r["parcel_id"]: r for r in outcome.rows("OUTPUT")}
    assert sorted(out) == ["P1", "P2", "P3", "P4", "P5"]          # no row missing
    p2 = out["P2"]
    assert p2["frontage_method"] == "shoreline"
    assert p2["frontage_ft"] == pytest.approx(100.0, abs=0.01)    # the MHW length within P2
    assert "frontage_ft" in p2["note"] and "not a plausible frontage" in p2["note"]
    (warning,) = outcome.log.warnings("invalid_value")
    assert "Parcel P2" in warning and "not a plausible frontage" in warning
    assert out["P1"]["frontage_method"] == "tax_map" and out["P1"]["docks_allowed"] == 2


@pytest.mark.parametrize("value", (1e12, math.nan), ids=lambda v: repr(v))
def test_absurd_frontage_is_a_violations_feature(provider: Any, value: float) -> None:
    outcome = run_outcome(CL, PARCELS=parcels({"P2": value}), FRONTAGE_FIELD="frontage_ft")
    assert outcome.kind == FLAGGED
    (row,) = [r for r in outcome.rows("VIOLATIONS") if r["rule"] == "invalid_value"]
    assert (row["parcel_id"], row["source_layer"], row["source_fid"]) == ("P2", "parcels", 2)
    assert row["severity"] == "warning" and "not a plausible frontage" in row["message"]


def test_frontage_at_the_plausible_limit_is_used(provider: Any) -> None:
    """The profile's limit is a bound on typing errors, not on long lots: 5,000 ft is read."""
    outcome = run_outcome(AF, PARCELS=parcels({"P2": 5000.0}), FRONTAGE_FIELD="frontage_ft")
    p2 = next(r for r in outcome.rows("OUTPUT") if r["parcel_id"] == "P2")
    assert (p2["frontage_method"], p2["frontage_ft"]) == ("tax_map", 5000.0)


# ---------------------------------------------------------------- item 3: where it is measured

TAHOE = "PROJ:+proj=tmerc +lat_0=39.1 +lon_0=-120.05 +k=1 +x_0=0 +y_0=0 +datum=NAD83 +units=us-ft +no_defs"


def far_away(local_crs: str) -> tuple[Any, Any]:
    """The worked example laid out in feet in `local_crs` and handed over in EPSG:4326."""
    to_4326 = QgsCoordinateTransform(QgsCoordinateReferenceSystem(local_crs),
                                     QgsCoordinateReferenceSystem("EPSG:4326"), QgsProject.instance())

    def lonlat(points: list[tuple[float, float]]) -> str:
        out = []
        for x, y in points:
            p = to_4326.transform(x, y)
            out.append(f"{p.x():.10f} {p.y():.10f}")
        return ", ".join(out)

    p = memory("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString),
                                      ("frontage_ft", T.Double), ("seating", T.Int), ("owner", T.QString)),
               [(f"POLYGON(({lonlat([*list(r), r[0]])}))", [pid, use, front, None, "o"])
                for pid, use, front, r in EXAMPLE_PARCELS], crs="EPSG:4326")
    s = memory("LineString", "mhw", (("name", T.QString),),
               [(f"LINESTRING({lonlat(EXAMPLE_SHORE)})", ["MHW"])], crs="EPSG:4326")
    return p, s


@pytest.mark.parametrize("where", (
    TAHOE,
    "PROJ:+proj=tmerc +lat_0=-16.5 +lon_0=179.99 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=us-ft +no_defs",
    "PROJ:+proj=tmerc +lat_0=89.5 +lon_0=10 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=us-ft +no_defs",
), ids=("lake_tahoe", "antimeridian", "near_the_pole"))
def test_a_lake_outside_the_working_crs_area_is_refused_with_the_command(provider: Any,
                                                                        where: str) -> None:
    p, s = far_away(where)
    outcome = run_outcome(WR, PARCELS=p, SHORELINE=s)
    assert outcome.kind == REFUSED
    assert outcome.error.startswith("CRS: the input lies at ")
    assert "outside the area of use of EPSG:2261" in outcome.error
    assert "0.0 ft from the MHW mark" not in outcome.error
    (command,) = re.findall(r'CRS="([^"]+)"', outcome.error)
    # the suggested CRS is accepted and measures the lots right (100 ft fronts)
    again = run_outcome(WR, PARCELS=p, SHORELINE=s, CRS=command)
    assert again.kind != REFUSED, again.error
    ties = {r["parcel_id"]: r["length_ft"] for r in again.rows("TIE_LINES")}
    assert ties["P2"] == pytest.approx(100.0, abs=0.05)
    assert ties["P4"] == pytest.approx(100.0, abs=0.05)


@pytest.mark.parametrize("value", ("EPSG:999999", "not a crs"))
def test_an_invalid_crs_parameter_is_an_error(provider: Any, value: str) -> None:
    outcome = run_outcome(WR, CRS=value)
    assert outcome.kind == REFUSED
    assert outcome.error.startswith(f"CRS: '{value}' is not a coordinate reference system")


# ---------------------------------------------------------------- item 4: curves, profiles

def _curved_run() -> Any:
    curved = memory("CurvePolygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString),
                                                ("frontage_ft", T.Double), ("seating", T.Int),
                                                ("owner", T.QString)),
                    [(curved_parcel_wkt(r), [pid, use, front, None, "o"])
                     for pid, use, front, r in EXAMPLE_PARCELS])
    from test_processing_layers import world
    pts = ["{:.6f} {:.6f}".format(*world(*p)) for p in EXAMPLE_SHORE]
    compound = memory("CompoundCurve", "mhw", (("name", T.QString),),
                      [(f"COMPOUNDCURVE(({pts[0]}, {pts[1]}), ({pts[1]}, {pts[2]}))", ["MHW"])])
    outcome = run_outcome(WR, PARCELS=curved, SHORELINE=compound)
    assert outcome.kind in (CORRECT, FLAGGED), outcome.error
    return outcome


def test_curved_parcels_and_shoreline_are_segmentized_and_said(provider: Any, reference: Any) -> None:
    outcome = _curved_run()
    assert set(azimuths(outcome)) == set(reference)
    ties = {r["parcel_id"]: round(r["length_ft"], 3) for r in outcome.rows("TIE_LINES")}
    assert ties["P2"] == 100.0 and ties["P4"] == 100.0
    said = [t for _lvl, t in outcome.log.lines if "[curves_segmentized]" in t]
    assert any("PARCELS" in t and "5 features" in t and "0.01 ft" in t for t in said), said


def test_curved_parcels_give_the_straight_examples_lines(provider: Any, reference: Any) -> None:
    # the fronts are straight, and P4's and P5's arced backs (their lot lines with P3 and P4) reach
    # the mark at the example's tie points (core/geometry/fronts.py follows a lot line bending
    # within the tolerance band to the mark): the example's lines, the lines the 200 ft rule leaves
    # alone exactly (issue #22, tests/core/test_rule_200_least_change.py)
    got = azimuths(_curved_run())
    for unmodified in (("P1", "P2"), ("P4", "P5")):
        assert got[unmodified] == reference[unmodified]
    assert got == pytest.approx(reference, abs=1e-6)


def test_curved_structures_are_checked(provider: Any) -> None:
    from test_processing_layers import world
    (x0, y0), (x1, y1) = world(120, 0), world(126, 40)
    arc = (f"CURVEPOLYGON(COMPOUNDCURVE(({x0} {y0}, {x1} {y0}, {x1} {y1}), "
           f"CIRCULARSTRING({x1} {y1}, {(x0 + x1) / 2} {y1 + 3}, {x0} {y1}), ({x0} {y1}, {x0} {y0})))")
    s = memory("CurvePolygon", "structures", (("kind", T.QString), ("parcel_id", T.QString)),
               [(arc, ["dock", "P2"])])
    outcome = run_outcome(CL, STRUCTURES=s)
    assert outcome.kind in (CORRECT, FLAGGED)
    assert not [r for r in outcome.rows("VIOLATIONS") if r["rule"] == "invalid_geometry"]


def test_a_profile_nested_100000_levels_is_a_clear_error(provider: Any, hostile: Any) -> None:
    path = hostile.nested_profile("deep.toml")
    outcome = run_outcome(WR, PROFILE=str(path))
    assert outcome.kind == REFUSED
    assert outcome.error.startswith(f"PROFILE: {path}: nested too deeply")


# ---------------------------------------------------------------- item 5: problems in VIOLATIONS

def test_an_unknown_or_numeric_kind_is_a_violations_feature(provider: Any) -> None:
    s = memory("Polygon", "structures", (("kind", T.Int), ("parcel_id", T.QString)),
               [(rect(120, 0, 6, 90), [7, "P2"])])
    for layer in (structures([(rect(120, 0, 6, 90), ["dokc", None, None, None, None, "P2"])]), s):
        outcome = run_outcome(CL, STRUCTURES=layer)
        assert outcome.kind == FLAGGED
        (row,) = [r for r in outcome.rows("VIOLATIONS") if r["rule"] == "invalid_value"]
        assert (row["rule"], row["source_layer"], row["source_fid"], row["severity"]) == (
            "invalid_value", "structures", 1, "error")
        assert "is not one of dock, " in row["message"] and "it was not checked" in row["message"]


def test_a_nan_rode_length_is_a_violations_feature_not_zero(provider: Any) -> None:
    from test_processing_layers import world
    b = buoys([("POINT({:f} {:f})".format(*world(150, 60)), [22.0, math.nan, "P2"])])
    outcome = run_outcome(CL, BUOYS=b)
    assert outcome.kind == FLAGGED
    found = {(r["rule"], r["source_fid"]): r for r in outcome.rows("VIOLATIONS")}
    row = found[("invalid_value", 1)]
    assert row["severity"] == "error" and "rode length" in row["message"]
    assert ("buoy_swing", 1) not in found


# ---------------------------------------------------------------- item 6: messages made true

def test_shoreline_pieces_missing_by_1e7_ft_are_joined(provider: Any, reference: Any) -> None:
    a = [(0, 0), (150, 0)]
    b = [(150 + 1e-7, 1e-7), (300, 0), (300, 300)]
    sh = memory("LineString", "mhw", (("name", T.QString),), [(line_wkt(a), ["a"]), (line_wkt(b), ["b"])])
    outcome = run_outcome(WR, SHORELINE=sh)
    assert outcome.kind in (CORRECT, FLAGGED)
    assert azimuths(outcome) == reference
    assert any("[shoreline_pieces_joined]" in t for _lvl, t in outcome.log.lines)


def test_a_geopackage_without_a_crs_is_said_to_have_none(provider: Any, hostile: Any,
                                                         reference: Any) -> None:
    g = hostile.gpkg_without_crs("nocrs.gpkg", {"parcels": parcels(), "mhw": shore()})
    outcome = run_outcome(WR, PARCELS=f"{g}|layername=parcels", SHORELINE=f"{g}|layername=mhw")
    assert outcome.kind == FLAGGED
    assert "outside the area" not in outcome.error
    (warning, *_rest) = outcome.log.warnings("layer_without_crs")
    assert "has no CRS" in warning
    assert azimuths(outcome) == reference


@pytest.mark.parametrize("what", ("device", "fifo", "folder"))
def test_a_profile_path_that_is_no_regular_file_says_so(provider: Any, hostile: Any, what: str) -> None:
    path = {"device": "/dev/zero", "fifo": str(hostile.fifo("p.toml")), "folder": str(hostile.root)}[what]
    outcome = run_outcome(WR, PROFILE=path)
    assert outcome.kind == REFUSED
    assert outcome.error.startswith(f"PROFILE: {path}: not a regular file")
    assert "no such profile file" not in outcome.error


def test_parcels_on_the_mark_that_cannot_be_used_are_said_so(provider: Any) -> None:
    """Both lots touch the mark (0.0 ft) but their lot lines meet different pieces of it: the
    refusal quotes why instead of telling the user to check the CRS."""
    two = parcels(example=EXAMPLE_PARCELS[:2])
    pieces = [[(-50, 0), (50, 0)], [(50.5, 0), (150, 0)], [(150.5, 0), (300, 0), (300, 300)]]
    sh = memory("LineString", "mhw", (("name", T.QString),), [(line_wkt(p), ["piece"]) for p in pieces])
    outcome = run_outcome(WR, PARCELS=two, SHORELINE=sh)
    assert outcome.kind == REFUSED
    assert outcome.error.startswith("No parcel is a lakeshore parcel: the nearest, P1, is 0.0 ft from the")
    assert ", but no parcel could be used: " in outcome.error and "different pieces" in outcome.error
    assert "cover the same place" not in outcome.error


def test_a_ring_that_cannot_be_built_is_skipped_and_named(provider: Any) -> None:
    """A NaN first vertex leaves the ring unclosed: GEOS cannot build it (shapely.from_wkb used to
    raise, reported as a bug). The parcel is skipped and named; the others are computed."""
    example = [list(p) for p in EXAMPLE_PARCELS]
    example[4][3] = [(math.nan, 200), *example[4][3][1:]]
    outcome = run_outcome(WR, PARCELS=parcels(example=[tuple(p) for p in example]))
    assert outcome.kind == FLAGGED
    (warning,) = outcome.log.warnings("geometry_unreadable")
    assert "1 feature of PARCELS layer 'parcels' has a geometry that cannot be read" in warning
    assert "(feature ids: 5)" in warning
    assert {r["parcel_id"] for r in outcome.rows("TIE_LINES")} == {"P1", "P2", "P3", "P4"}


def test_a_local_grid_without_a_crs_is_measured_not_refused(provider: Any, reference: Any) -> None:
    """A survey's local grid (coordinates from 0, no CRS) would lie off Virginia if it were
    EPSG:2261, but nothing is transformed: plane feet are measured right where they are."""
    p = parcels(ring_of=lambda r: ring_wkt(r, to_world=False), crs="")
    s = memory("LineString", "mhw", (("name", T.QString),),
               [(line_wkt(EXAMPLE_SHORE, to_world=False), ["MHW"])], crs="")
    outcome = run_outcome(WR, PARCELS=p, SHORELINE=s)
    assert outcome.kind == FLAGGED
    assert len(outcome.log.warnings("layer_without_crs")) == 2
    assert azimuths(outcome) == reference
