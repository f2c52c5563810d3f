"""Bad input through `processing.run`: every class ends in one clear QgsProcessingException
sentence, or in a result whose log (and VIOLATIONS) says what was wrong — never a Python
traceback, never a corrupted interpreter, never a write to an input layer or file.

Classes already covered elsewhere are not repeated here (docs/bad-input.md lists them all):
missing fields, empty layers, line/point layers where polygons are needed, geographic or metric
working CRS, an unknown profile name (test_processing_errors.py); inputs in other CRSs
(test_processing_water_rights.py); empty/duplicate ids and unknown land uses read by the
converter (test_processing_layers.py).
"""
from __future__ import annotations

import hashlib
import math
import os
import re
from pathlib import Path
from typing import Any

import pytest
from hostile import (  # Log: the feedback that keeps what an algorithm logs
    AF,
    BUOY_FIELDS,
    CL,
    STRUCTURE_FIELDS,
    WR,
    WR_OUTPUTS,
    Log,
    write_gpkg,
)
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    EXAMPLE_PARCELS,
    EXAMPLE_SHORE,
    PARCEL_FIELDS,
    _wkt_line,
    _wkt_ring,
    example_parcels,
    example_shore,
    layer_fingerprint,
    memory_layer,
    provider,
    rows,
    world,
)


def params(alg: str, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
                            "PARCEL_ID_FIELD": "parcel_id"}
    if alg == WR:
        base.update({k: "TEMPORARY_OUTPUT" for k in WR_OUTPUTS})
    elif alg == AF:
        base["OUTPUT"] = "TEMPORARY_OUTPUT"
    else:
        base["STRUCTURES"] = memory_layer("Polygon", "structures", STRUCTURE_FIELDS, [])
        base["VIOLATIONS"] = "TEMPORARY_OUTPUT"
    base.update(extra)
    return base


def abort_on_invalid_context() -> QgsProcessingContext:
    """Processing's default: stop at the first invalid geometry (set explicitly, so a changed
    user setting cannot make the test pass vacuously)."""
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryAbortOnInvalid)
    return context


def run(alg: str, **extra: Any) -> tuple[dict[str, Any], Log]:
    from qgis import processing

    log = Log()
    result = processing.run(alg, params(alg, **extra), context=abort_on_invalid_context(), feedback=log)
    return result, log


def run_error(alg: str, **extra: Any) -> str:
    from qgis import processing

    with pytest.raises(QgsProcessingException) as info:
        processing.run(alg, params(alg, **extra), context=abort_on_invalid_context(), feedback=Log())
    text = str(info.value)
    assert "Traceback" not in text and 'File "' not in text, text
    return text


def layer_without_crs(geometry: str, wkt_attrs: list[tuple[str, list[Any]]],
                      fields: tuple = PARCEL_FIELDS) -> QgsVectorLayer:
    """A memory layer whose CRS is unset (as a shapefile without .prj is read)."""
    layer = QgsVectorLayer(geometry, "no crs", "memory")
    layer.dataProvider().addAttributes([QgsField(n, t) for n, t in fields])
    layer.updateFields()
    feats = []
    for wkt, attrs in wkt_attrs:
        f = QgsFeature(layer.fields())
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        f.setAttributes(list(attrs))
        feats.append(f)
    assert layer.dataProvider().addFeatures(feats)[0]
    layer.setCrs(QgsCoordinateReferenceSystem())
    layer.updateExtents()
    assert not layer.crs().isValid()
    return layer


def rect(x: float, y: float, w: float, h: float) -> str:
    return _wkt_ring([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])


def parcel_rows(parcels=EXAMPLE_PARCELS, ring=_wkt_ring) -> list[tuple[str, list[Any]]]:
    return [(ring(r), [pid, use, front, None, f"Owner of {pid}"]) for pid, use, front, r in parcels]


def azimuths(result: dict[str, Any]) -> dict[tuple[str, str], float]:
    return {(r["parcel_a"], r["parcel_b"]): round(r["azimuth_deg"], 2)
            for r in rows(result["WATER_RIGHTS_LINES"])}


# ---------------------------------------------------------------- invalid and empty geometry

# P2 digitized with its two back corners swapped: a bow tie crossing itself 100 ft inland. Its
# front (100,0)-(200,0) survives the repair, so its tie points and lines must not move.
BOWTIE_P2 = ("P2", "residential", 100.0, [(100, 0), (200, 0), (100, -200), (200, -200)])


def parcels_with_bad_geometry() -> QgsVectorLayer:
    example = [BOWTIE_P2 if p[0] == "P2" else p for p in EXAMPLE_PARCELS]
    extra = [(None, ["NOGEOM", "residential", None, None, "nobody"]),
             ("POLYGON EMPTY", ["EMPTY", "residential", None, None, "nobody"])]
    return memory_layer("Polygon", "parcels", PARCEL_FIELDS, parcel_rows(example) + extra)


@pytest.mark.parametrize("alg", (WR, AF, CL))
def test_invalid_and_empty_parcels_are_repaired_or_skipped_and_said(provider: Any, alg: str) -> None:
    """Under Processing's default invalid-geometry check the source used to throw from inside the
    C++ feature iterator: the exception crossed the Python iterator and corrupted the interpreter
    ("SystemError: unknown opcode" on the next import). Now the converter repairs and says so."""
    reference, _ = run(WR)
    result, log = run(alg, PARCELS=parcels_with_bad_geometry())
    (repaired,) = log.warnings("geometry_repaired")
    assert repaired.startswith("[geometry_repaired] Parcel P2: its polygon was invalid (Self-intersection[")
    assert "repaired to 2 parts, 10,000.0 sq ft; check it against the tax map" in repaired
    (skipped,) = log.warnings("empty_geometry_skipped")
    assert "2 features of PARCELS layer 'parcels' have no geometry" in skipped
    assert "(feature ids: 6, 7)" in skipped
    if alg == WR:
        assert azimuths(result) == azimuths(reference)          # the repaired front is unchanged
    # The interpreter is intact: the same run again gives the same answer.
    again, _ = run(alg, PARCELS=parcels_with_bad_geometry())
    key = next(iter(again))
    assert [r["_geom"].asWkt(3) for r in rows(again[key])] == [r["_geom"].asWkt(3) for r in rows(result[key])]


def test_invalid_and_zero_area_structures_become_findings(provider: Any) -> None:
    bowtie = [(140, 10), (146, 40), (146, 10), (140, 40)]          # a dock drawn as a bow tie
    flat = [(160, 10), (166, 10), (172, 10)]                      # zero area
    structures = memory_layer("Polygon", "structures", STRUCTURE_FIELDS, [
        (_wkt_ring(bowtie), ["dock", "D1", None, "permanent", None, "P2"]),
        (_wkt_ring(flat), ["dock", "D2", None, "permanent", None, "P2"])])
    result, _log = run(CL, STRUCTURES=structures)
    found = {(r["rule"], r["source_fid"], r["severity"]): r["message"] for r in rows(result["VIOLATIONS"])}
    repaired = found[("invalid_geometry", 1, "warning")]
    assert "invalid polygon (Self-intersection" in repaired and "repaired and checked as repaired" in repaired
    assert "zero area" in found[("invalid_geometry", 2, "error")]


# ---------------------------------------------------------------- CRS problems

def test_layer_without_crs_in_feet_is_read_in_the_working_crs_and_said(provider: Any) -> None:
    reference, _ = run(WR)
    result, log = run(WR, PARCELS=layer_without_crs("Polygon", parcel_rows()))
    (warning,) = log.warnings("layer_without_crs")
    assert "PARCELS layer 'no crs' has no CRS; its coordinates are taken to be in the working CRS EPSG:2261" \
        in warning
    assert azimuths(result) == azimuths(reference)


def test_layer_without_crs_in_degrees_is_refused(provider: Any) -> None:
    def degrees(x: float, y: float) -> tuple[float, float]:        # about Keuka Lake
        return -77.1 + x / 270000.0, 42.5 + y / 365000.0

    def ring(points: list[tuple[float, float]]) -> str:
        ring = ", ".join("{:.9f} {:.9f}".format(*degrees(*p)) for p in [*points, points[0]])
        return f"POLYGON(({ring}))"

    text = run_error(WR, PARCELS=layer_without_crs("Polygon", parcel_rows(ring=ring)))
    assert text.startswith("PARCELS: layer 'no crs' has no CRS and its coordinates lie within ±180, ±90")
    assert "look like longitude/latitude degrees" in text and "Set the layer's CRS" in text


def test_crs_that_does_not_fit_the_coordinates_is_an_error_naming_the_features(provider: Any) -> None:
    """Feet labelled EPSG:4326: QGIS's transform gives infinite coordinates, not an exception."""
    parcels = layer_without_crs("Polygon", parcel_rows())
    parcels.setCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    text = run_error(WR, PARCELS=parcels)
    assert text.startswith("PARCELS: layer 'no crs' has no parcel with a usable polygon.")
    assert "5 features of PARCELS layer 'no crs' have coordinates that are not finite numbers" in text
    assert "(feature ids: 1, 2, 3, 4, 5)" in text and "CRS EPSG:4326" in text
    shore = layer_without_crs("LineString", [(_wkt_line(EXAMPLE_SHORE), ["mhw"])], (("name", T.QString),))
    shore.setCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    text = run_error(WR, SHORELINE=shore)
    assert text.startswith("SHORELINE: layer 'no crs' has no usable line or polygon geometry.")
    assert "outside the area of the layer's CRS EPSG:4326" in text


def test_a_feature_outside_its_crs_is_skipped_and_named(provider: Any) -> None:
    reference, _ = run(WR)
    parcels = example_parcels(crs="EPSG:4326")
    f = QgsFeature(parcels.fields())
    f.setGeometry(QgsGeometry.fromWkt("POLYGON((500 500, 501 500, 501 501, 500 500))"))
    f.setAttributes(["STRAY", "residential", None, None, "nobody"])
    assert parcels.dataProvider().addFeatures([f])[0]
    result, log = run(WR, PARCELS=parcels)
    (warning,) = log.warnings("transform_failed")
    assert "1 feature of PARCELS layer 'parcels' has coordinates that are not finite numbers" in warning
    assert "(feature ids: 6)" in warning
    assert azimuths(result) == pytest.approx(azimuths(reference), abs=0.01)


# ---------------------------------------------------------------- fields of the wrong type

def test_text_field_as_frontage_or_seating_is_reported_and_ignored(provider: Any) -> None:
    result, log = run(AF, FRONTAGE_FIELD="owner", SEATING_FIELD="owner")
    (warning,) = log.warnings("bad_number")
    assert "parcel P1 owner=Owner of P1" in warning and "were ignored" in warning
    # Without a usable tax-map frontage Keuka falls back to the MHW length within the parcel.
    out = {r["parcel_id"]: r for r in rows(result["OUTPUT"])}
    assert {r["frontage_method"] for r in out.values()} == {"shoreline"}
    assert out["P2"]["frontage_ft"] == pytest.approx(100.0, abs=0.01)


def test_numeric_field_as_land_use_is_reported_and_read_as_other(provider: Any) -> None:
    # 100.0 ft of frontage reads as NYS property class 100 (agricultural): the log says how each
    # code was read, so a wrong field choice shows
    result, log = run(AF, LAND_USE_FIELD="frontage_ft")
    said = [t for level, t in log.lines if level == "info" and t.startswith("[land_use_codes]")]
    assert any("100 (Agricultural, 4 parcels) read as other by the crosswalk." in t for t in said), \
        [t for _level, t in log.lines]
    assert any("200 (Residential, 1 parcel) read as residential by the crosswalk." in t for t in said)
    assert {r["parcel_id"]: r["land_use"] for r in rows(result["OUTPUT"])}["P3"] == "residential"
    assert {r["land_use"] for r in rows(result["OUTPUT"]) if r["parcel_id"] != "P3"} == {"other"}


def test_property_class_codes_are_read_as_the_laws_land_uses(provider: Any) -> None:
    """A tax map's PROP_CLASS: 210 at 100 ft is residential with 2 docks and 6 moorings at Keuka."""
    layer = example_parcels(parcels=[(pid, "210 - One Family Res", front, ring)
                                     for pid, _use, front, ring in EXAMPLE_PARCELS])
    result, log = run(AF, PARCELS=layer, LAND_USE_FIELD="land_use", FRONTAGE_FIELD="frontage_ft")
    out = {r["parcel_id"]: r for r in rows(result["OUTPUT"])}
    assert (out["P2"]["land_use"], out["P2"]["docks_allowed"], out["P2"]["boats_allowed"]) == \
        ("residential", 2, 6)
    said = [t for level, t in log.lines if level == "info" and t.startswith("[land_use_codes]")]
    assert any(t.startswith("[land_use_codes] 210 (One family year-round residence, 5 parcels) read as "
                            "residential by the crosswalk") for t in said)


def test_negative_seating_is_reported_and_ignored(provider: Any) -> None:
    rows_ = [(_wkt_ring(ring), [pid, "restaurant" if pid == "P2" else use, front,
                                -40 if pid == "P2" else None, "o"])
             for pid, use, front, ring in EXAMPLE_PARCELS]
    result, log = run(AF, PARCELS=memory_layer("Polygon", "parcels", PARCEL_FIELDS, rows_),
                      LAND_USE_FIELD="land_use", SEATING_FIELD="seating")
    (warning,) = log.warnings("bad_number")
    assert "parcel P2 seating=-40" in warning
    p2 = next(r for r in rows(result["OUTPUT"]) if r["parcel_id"] == "P2")
    assert p2["land_use"] == "restaurant"


def test_parcels_that_never_reach_the_shore_name_the_nearest(provider: Any) -> None:
    """Every lot line stops 40 ft short of the MHW mark: an error that says how far, not just
    that nothing matched."""
    shifted = [(pid, use, front, [(x, y - 40.0 if y >= 0 or x >= 300 else y) for x, y in ring])
               for pid, use, front, ring in EXAMPLE_PARCELS[:2]]
    text = run_error(WR, PARCELS=example_parcels(parcels=shifted))
    assert text.startswith("No parcel meets the shoreline (MHW mark)")
    assert ("the nearest, P1, is 40.0 ft from the MHW mark (a lakeshore parcel comes within 20 ft of it)"
            in text)


def test_duplicate_and_null_ids_through_processing(provider: Any) -> None:
    text = run_error(WR, PARCEL_ID_FIELD="frontage_ft")
    assert "repeats parcel ids: '100' (features 1, 2, 4, 5)" in text
    text = run_error(AF, PARCEL_ID_FIELD="seating")
    assert "field 'seating' of layer 'parcels' is empty for features 1, 2, 3, 4, 5" in text


# ---------------------------------------------------------------- layout problems

def test_layout_problems_are_findings_not_failures(provider: Any) -> None:
    """Structures on land, buoys on land, a dock split over two dock_ids, negative heights and
    lengths: each is a VIOLATIONS row with the feature's id and a sentence."""
    structures = memory_layer("Polygon", "structures", STRUCTURE_FIELDS, [
        (rect(140, -80, 10, 20), ["boathouse", None, None, None, 12.0, None]),          # on land
        (rect(120, 0, 6, 40), ["dock", "A", "walkway", None, None, "P2"]),
        (rect(126, 30, 14, 8), ["dock", "B", "appendage", None, None, "P2"]),          # dock_id B
        (rect(160, 5, 10, 10), ["boat_station", None, None, None, -4.0, "P2"]),
    ])
    buoys = memory_layer("Point", "buoys", BUOY_FIELDS, [
        ("POINT({:f} {:f})".format(*world(50, -40)), [20.0, 10.0, None]),
        ("POINT({:f} {:f})".format(*world(150, 120)), [22.0, -5.0, "P2"]),
    ])
    result, _log = run(CL, STRUCTURES=structures, BUOYS=buoys)
    found = {(r["rule"], r["source_layer"], r["source_fid"]): r for r in rows(result["VIOLATIONS"])}
    assert found[("on_land", "structures", 1)]["severity"] == "warning"
    assert found[("on_land", "buoys", 1)]["severity"] == "error"
    conflict = found[("dock_id_conflict", "structures", 3)]
    assert "different dock_id" in conflict["message"] and conflict["parcel_id"] == "P2"
    assert "height -4.0 ft is not a plausible height" in found[("invalid_value", "structures", 4)]["message"]
    rode = found[("invalid_value", "buoys", 2)]
    assert rode["severity"] == "error" and "rode length -5.0 ft is not a plausible length" in rode["message"]
    assert ("buoy_swing", "buoys", 2) not in found          # not checked with a made-up radius


# ---------------------------------------------------------------- profiles

PROFILE_EDITS = {
    "broken_toml": (("[dock]", "[dock"), "not valid TOML"),
    "missing_key": (("max_area_sqft = { value = 720,", "other_area_sqft = { value = 720,"),
                    "dock.max_area_sqft: missing"),
    "wrong_unit": (('reach_ft = { value = 65, unit = "ft"', 'reach_ft = { value = 19.8, unit = "m"'),
                   "reach.reach_ft.unit: unknown unit 'm'"),
    "wrong_type": (("reach_ft = { value = 65,", 'reach_ft = { value = "65",'),
                   "reach.reach_ft.value: must be a number (ft), not text"),
    "unknown_rule": (("[rules]\n",
                      '[rules]\nsetbak = { applies = true, section = "§160-122D", severity = "error" }\n'),
                     "rules.setbak: unknown rule name"),
}


@pytest.mark.parametrize("case", sorted(PROFILE_EDITS))
def test_broken_profile_file_is_one_sentence_naming_file_and_key(provider: Any, tmp_path: Path,
                                                                 case: str) -> None:
    from shoreline_layout.core.profiles.loader import PROFILE_DIR

    (old, new), fragment = PROFILE_EDITS[case]
    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{case}.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    message = run_error(WR, PROFILE=str(path))
    assert message.startswith(f"PROFILE: {path}"), message
    assert fragment in message


def test_profile_that_is_not_utf8_text(provider: Any, tmp_path: Path) -> None:
    path = tmp_path / "ansi.toml"
    path.write_bytes(b'[profile]\nname = "Cayuga \xe9t\xe9"\n')
    message = run_error(AF, PROFILE=str(path))
    assert message == (f"PROFILE: {path}: not UTF-8 text (byte 0xe9 at offset 25). "
                       "Save the profile as UTF-8 text.")


# ---------------------------------------------------------------- a bug is said, not dumped

@pytest.mark.parametrize("alg", (WR, AF, CL))
def test_an_unexpected_failure_is_one_sentence_not_a_traceback(provider: Any, alg: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever breaks inside (a GEOS error on a geometry nobody foresaw), the user reads one
    sentence that says it is a bug to report; the traceback goes to the Log Messages panel."""
    from qgis.core import QgsApplication

    import shoreline_layout.core.water_rights as water_rights

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("TopologyException: side location conflict at 739150 977900")

    logged: list[str] = []

    def keep(message: str, tag: str, _level: Any) -> None:
        if tag == "Shoreline Layout":
            logged.append(message)

    QgsApplication.messageLog().messageReceived.connect(keep)
    monkeypatch.setattr(water_rights, "compute_water_rights", broken)
    try:
        text = run_error(alg)
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(keep)
    assert text.endswith("failed: RuntimeError: TopologyException: side location conflict at 739150 "
                         "977900. This is a bug in Shoreline Layout, not a problem with your data that you "
                         "could fix: please report it with the input layers (the details are in the Log "
                         "Messages panel, under Shoreline Layout).")
    assert any("Traceback (most recent call last)" in m and "broken" in m for m in logged)


# ---------------------------------------------------------------- inputs are never written

def _digest(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def test_runs_good_and_bad_never_write_their_input_files(provider: Any, tmp_path: Path) -> None:
    gpkg = tmp_path / "inputs.gpkg"
    structures = memory_layer("Polygon", "structures", STRUCTURE_FIELDS, [
        (_wkt_ring([(140, 10), (146, 40), (146, 10), (140, 40)]), ["dock", "D1", None, None, -3.0, "P2"])])
    buoys = memory_layer("Point", "buoys", BUOY_FIELDS,
                         [("POINT({:f} {:f})".format(*world(50, -40)), [20.0, -1.0, None])])
    write_gpkg(gpkg, {"parcels": parcels_with_bad_geometry(), "mhw": example_shore(),
                       "structures": structures, "buoys": buoys})
    before = _digest(gpkg)
    siblings = sorted(os.listdir(tmp_path))
    layer = {name: f"{gpkg}|layername={name}" for name in ("parcels", "mhw", "structures", "buoys")}
    opened = QgsVectorLayer(layer["parcels"], "parcels", "ogr")
    fingerprint = layer_fingerprint(opened)
    common = {"PARCELS": layer["parcels"], "SHORELINE": layer["mhw"]}
    run(WR, **common)
    run(AF, **common, FRONTAGE_FIELD="owner")
    run(CL, **common, STRUCTURES=layer["structures"], BUOYS=layer["buoys"])
    run_error(WR, **common, PARCEL_ID_FIELD="frontage_ft")          # fails: duplicate ids
    run_error(CL, **common, STRUCTURES=layer["structures"], PROFILE=str(tmp_path / "nope.toml"))
    assert _digest(gpkg) == before
    assert sorted(os.listdir(tmp_path)) == siblings                  # no -wal/-shm, no stray files
    assert layer_fingerprint(QgsVectorLayer(layer["parcels"], "again", "ogr")) == fingerprint
    assert not opened.isModified()


def test_memory_inputs_unchanged_after_bad_runs(provider: Any) -> None:
    parcels = parcels_with_bad_geometry()
    shore = example_shore()
    before = (layer_fingerprint(parcels), layer_fingerprint(shore))
    for alg in (WR, AF, CL):
        run(alg, PARCELS=parcels, SHORELINE=shore)
    assert (layer_fingerprint(parcels), layer_fingerprint(shore)) == before
    assert not parcels.isModified() and not shore.isModified()
    assert before[0][0] == 7 and math.isfinite(parcels.extent().width())
    assert re.fullmatch(r"[0-9a-f]{64}", before[0][1])
