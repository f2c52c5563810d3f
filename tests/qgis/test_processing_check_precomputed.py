"""checklayout with the water rights of a waterrightslines run (RIGHTS_AREAS, WATER_RIGHTS_LINES,
TIE_LINES as inputs, issue #13): the same VIOLATIONS as computing them, on the sample lake and on
a piece of the real Keuka shore (road ends included, the layers through a GeoPackage); layers of
another law, tax map, shore or run refused in one sentence."""
from __future__ import annotations

import math
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QMetaType as T
from shapely.geometry import Polygon
from test_processing_layers import memory_layer, provider, rows  # noqa: F401 - provider is a fixture

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from reallake import make_real_lake

REPO_ROOT = Path(__file__).resolve().parents[2]
SAMPLE = REPO_ROOT / "resources" / "sample" / "sample_lake.gpkg"
WR, CL = "shorelinelayout:waterrightslines", "shorelinelayout:checklayout"
PRECOMPUTED = ("RIGHTS_AREAS", "WATER_RIGHTS_LINES", "TIE_LINES")


def sample(name: str) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{SAMPLE}|layername={name}", name, "ogr")
    assert layer.isValid(), name
    return layer


def run(alg: str, params: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    from hostile import Log
    from qgis import processing

    log = Log()
    handed, added = by_reference(params)
    del params                          # (see by_reference: only what it hands on may be kept)
    try:
        return processing.run(alg, handed, feedback=log), log.lines
    finally:
        QgsProject.instance().removeMapLayers(added)


def by_reference(params: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The parameters with file layers by their source and memory layers by the id of a copy in
    the project (added; the caller removes them), as QGIS's dialogs hand them. A refusal raised in
    processAlgorithm is kept by QGIS with its traceback, and with it the frames of its Processing
    and their parameters, to the interpreter's end: a layer object freed there, after
    QgsApplication, crashes it on exit."""
    handed, added = dict(params), []
    for key, value in params.items():
        if isinstance(value, QgsVectorLayer):
            if value.providerType() == "ogr":
                handed[key] = value.source()
            else:
                copy = value.materialize(QgsFeatureRequest())      # the test keeps its own
                QgsProject.instance().addMapLayer(copy, False)
                added.append(copy.id())
                handed[key] = copy.id()
    return handed, added


def findings(layer: Any) -> list[tuple]:
    """(rule, measured, parcel, layer, feature, message) of every VIOLATIONS feature, in order."""
    return [(r["rule"], None if r["measured"] is None else round(float(r["measured"]), 6), r["parcel_id"],
             r["source_layer"], r["source_fid"], r["message"]) for r in rows(layer)]


def both_ways(lake: dict[str, Any], outputs: dict[str, Any]) -> tuple[list[tuple], list[tuple], list[str]]:
    """VIOLATIONS computed, and with the run's outputs given; the second run's log."""
    computed, _ = run(CL, {**lake, "VIOLATIONS": "TEMPORARY_OUTPUT"})
    read, log = run(CL, {**lake, **{k: outputs[k] for k in PRECOMPUTED}, "VIOLATIONS": "TEMPORARY_OUTPUT"})
    return findings(computed["VIOLATIONS"]), findings(read["VIOLATIONS"]), log


# ------------------------------------------------------------------ the sample lake

@pytest.fixture(scope="module")
def sample_lake(provider: Any) -> Iterator[dict[str, Any]]:
    if not SAMPLE.exists():
        pytest.skip("the sample lake is not built")
    lake = {"PARCELS": sample("parcels"), "SHORELINE": sample("mhw"), "PROFILE": "keuka",
            "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", "FRONTAGE_FIELD": "frontage_ft",
            "SEATING_FIELD": "seating", "STRUCTURES": sample("structures"), "BUOYS": sample("buoys")}
    yield lake
    lake.clear()


@pytest.fixture(scope="module")
def sample_outputs(sample_lake: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
                   ) -> Iterator[dict[str, Any]]:
    """The run's outputs written to a GeoPackage and opened from it, as a model or a user hands
    them on."""
    base = {k: v for k, v in sample_lake.items() if k not in ("STRUCTURES", "BUOYS", "SEATING_FIELD",
                                                              "FRONTAGE_FIELD")}
    gpkg = tmp_path_factory.mktemp("rights") / "sample_rights.gpkg"
    written, _ = run(WR, {**base, **{k: f"ogr:dbname='{gpkg}' table=\"{k.lower()}\" (geom)"
                                     for k in PRECOMPUTED}})
    outputs = {k: QgsVectorLayer(written[k], k, "ogr") for k in PRECOMPUTED}
    assert all(layer.isValid() for layer in outputs.values())
    yield outputs
    outputs.clear()


def test_sample_lake_gives_the_same_violations_with_precomputed_rights(
        sample_lake: dict[str, Any], sample_outputs: dict[str, Any]) -> None:
    """Through pipeline.check, both ways with the jurisdiction tested by distance only (an empty
    region): the 1,500 ft region of this 9,555 ft open mark takes the engine 8-17 s to build, and
    the region rebuilt from SHORELINE is compared with the run's on the real Keuka shore below,
    where processing.run is used both ways (and in the model's test)."""
    from shoreline_layout import pipeline
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.qgis_io.rights_input import water_rights_from_layers

    crs, tc = QgsCoordinateReferenceSystem("EPSG:2261"), QgsProject.instance().transformContext()
    profile = load_profile("keuka")
    parcels, shore, _ = pipeline.read_lake(sample("parcels"), sample("mhw"), crs, tc, id_field="parcel_id",
                                           land_use_field="land_use", frontage_field="frontage_ft",
                                           seating_field="seating")
    structures, buoys, _ = pipeline.read_layout(sample("structures"), sample("buoys"), crs, tc)
    wr = pipeline.compute(parcels, shore, profile)
    read = water_rights_from_layers(*(sample_outputs[k] for k in PRECOMPUTED), shore, parcels, profile,
                                    crs, tc)
    assert read.lakeshore_parcels == wr.lakeshore_parcels and len(read.lines) == len(wr.lines)
    assert read.shoreline.equals(wr.shoreline)
    assert read.shoreline_length_in_parcel_ft == pytest.approx(wr.shoreline_length_in_parcel_ft, abs=1e-9)
    jurisdiction = Polygon()

    def found(result: Any) -> list[tuple]:
        return [(v.rule, None if v.measured is None else round(v.measured, 6), v.parcel_id, v.source_layer,
                 v.source_fid, v.message, v.geometry.wkt if v.geometry is not None else None)
                for v in pipeline.check(profile, parcels, result, structures, buoys,
                                        jurisdiction=jurisdiction)]

    computed = found(wr)
    assert found(read) == computed
    # the sample's deliberate findings (README): reach, setback, area, buoys, the 200 ft rule
    rules = {f[0] for f in computed}
    assert {"reach", "setback", "rights_line_modified", "buoy_swing"} <= rules and len(computed) >= 10, rules
    areas = sample_outputs["RIGHTS_AREAS"]
    by_id = {r["parcel_id"]: r for r in rows(areas)}
    assert len(by_id) == 58 and {r["law"] for r in by_id.values()} == {"keuka"}
    assert all(r["shoreline_ft"] > 0 for r in by_id.values())
    # the rights area's note is the one check_layout quotes for a line the 200 ft rule turned
    modified = [r for r in by_id.values() if r["modified"]]
    assert modified and all("200 ft rule" in (r["note"] or "") for r in modified)


def test_another_law_is_refused(sample_lake: dict[str, Any], sample_outputs: dict[str, Any]) -> None:
    with pytest.raises(QgsProcessingException, match=r"computed under the law 'keuka'.*PROFILE "
                                                      r"'canandaigua'"):
        run(CL, {**sample_lake, "PROFILE": "canandaigua", **{k: sample_outputs[k] for k in PRECOMPUTED},
                 "VIOLATIONS": "TEMPORARY_OUTPUT"})


def test_rights_areas_that_do_not_say_their_law_are_refused(sample_lake: dict[str, Any],
                                                            sample_outputs: dict[str, Any]) -> None:
    """Layers of an older version have no law_key: never taken on trust."""
    areas = sample_outputs["RIGHTS_AREAS"].materialize(QgsFeatureRequest())
    key = areas.fields().indexOf("law_key")
    assert areas.dataProvider().changeAttributeValues({f.id(): {key: None} for f in areas.getFeatures()})
    with pytest.raises(QgsProcessingException, match=r"does not say which law it was computed under "
                                                      r"\(law_key is empty"):
        run(CL, {**sample_lake, **{k: sample_outputs[k] for k in PRECOMPUTED}, "RIGHTS_AREAS": areas,
                 "VIOLATIONS": "TEMPORARY_OUTPUT"})
    del areas     # kept with a refusal's frames otherwise (by_reference)


def test_rights_areas_of_two_runs_in_one_layer_are_refused(sample_lake: dict[str, Any],
                                                           sample_outputs: dict[str, Any]) -> None:
    areas = sample_outputs["RIGHTS_AREAS"].materialize(QgsFeatureRequest())
    assert areas.dataProvider().addFeatures(list(sample_outputs["RIGHTS_AREAS"].getFeatures()))[0]
    with pytest.raises(QgsProcessingException, match=r"holds the rights area of parcel SL-058 twice, apart"):
        run(CL, {**sample_lake, **{k: sample_outputs[k] for k in PRECOMPUTED}, "RIGHTS_AREAS": areas,
                 "VIOLATIONS": "TEMPORARY_OUTPUT"})
    del areas     # kept with a refusal's frames otherwise (by_reference)


def test_another_tax_map_or_shore_is_refused(sample_lake: dict[str, Any], sample_outputs: dict[str, Any]
                                             ) -> None:
    given = {k: sample_outputs[k] for k in PRECOMPUTED}
    parcels = sample("parcels")
    renamed = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
                           [(f.geometry().asWkt(), [f"X{f['parcel_id']}", f["land_use"]])
                            for f in parcels.getFeatures()])
    lake = {k: v for k, v in sample_lake.items() if k not in ("FRONTAGE_FIELD", "SEATING_FIELD")}
    with pytest.raises(QgsProcessingException,
                       match=r"names 58 parcels that PARCELS does not have \(SL-058, SL-057.* and 46 "
                             r"more\): it was computed from another tax map"):
        run(CL, {**lake, "PARCELS": renamed, **given, "VIOLATIONS": "TEMPORARY_OUTPUT"})
    # the same shore moved 3 ft east: another MHW mark than the lines were built on
    shifted = memory_layer("LineString", "mhw", (("name", T.QString),),
                           [(_moved(f.geometry(), 3.0).asWkt(), ["MHW"])
                            for f in sample("mhw").getFeatures()])
    with pytest.raises(QgsProcessingException,
                       match=r"\d+ tie points lie off this SHORELINE \(up to 3\.00 ft\)"):
        run(CL, {**sample_lake, "SHORELINE": shifted, **given, "VIOLATIONS": "TEMPORARY_OUTPUT"})
    del given, parcels, renamed, lake, shifted     # kept with a refusal's frames otherwise (by_reference)


def _moved(geometry: Any, dx: float) -> Any:
    moved = QgsGeometry(geometry)
    moved.translate(dx, 0.0)
    return moved


def test_incomplete_or_wrong_layers_get_a_sentence_before_the_run(
        sample_lake: dict[str, Any], sample_outputs: dict[str, Any]) -> None:
    from qgis.core import QgsApplication

    alg = QgsApplication.processingRegistry().createAlgorithmById(CL)
    context = QgsProcessingContext()
    ok, message = alg.checkParameterValues({**sample_lake, "RIGHTS_AREAS": sample_outputs["RIGHTS_AREAS"],
                                            "VIOLATIONS": "TEMPORARY_OUTPUT"}, context)
    assert not ok and message.startswith("RIGHTS_AREAS given without WATER_RIGHTS_LINES, TIE_LINES:")
    # and where the run is not asked first (QgsProcessingAlgorithm.run): never checked against lines
    # computed instead of the ones given
    from hostile import Log

    log = Log()
    handed, _added = by_reference({**sample_lake, "TIE_LINES": sample_outputs["TIE_LINES"],
                                   "VIOLATIONS": "TEMPORARY_OUTPUT"})
    _results, ran = alg.run(handed, context, log)
    assert not ran and "TIE_LINES given without RIGHTS_AREAS, WATER_RIGHTS_LINES:" in log.text()
    swapped = {"RIGHTS_AREAS": sample_outputs["RIGHTS_AREAS"],
               "TIE_LINES": sample_outputs["WATER_RIGHTS_LINES"],
               "WATER_RIGHTS_LINES": sample_outputs["TIE_LINES"]}
    ok, message = alg.checkParameterValues({**sample_lake, **swapped, "VIOLATIONS": "TEMPORARY_OUTPUT"},
                                           context)
    assert not ok and message.startswith("WATER_RIGHTS_LINES: ")
    assert "has no fields parcel_a, parcel_b, azimuth_deg" in message
    ok, message = alg.checkParameterValues({**sample_lake, "RIGHTS_AREAS": sample("parcels"),
                                            "WATER_RIGHTS_LINES": sample_outputs["WATER_RIGHTS_LINES"],
                                            "TIE_LINES": sample_outputs["TIE_LINES"],
                                            "VIOLATIONS": "TEMPORARY_OUTPUT"}, context)
    assert not ok and "RIGHTS_AREAS: 'parcels' has no fields area_sqft, closes_at_ft" in message
    ok, message = alg.checkParameterValues({**sample_lake, "RIGHTS_AREAS": sample("mhw"),
                                            "WATER_RIGHTS_LINES": sample_outputs["WATER_RIGHTS_LINES"],
                                            "TIE_LINES": sample_outputs["TIE_LINES"],
                                            "VIOLATIONS": "TEMPORARY_OUTPUT"}, context)
    assert not ok and message.startswith("RIGHTS_AREAS: 'mhw' is a line layer; it must be the polygon layer")
    del alg, context, handed, swapped     # kept with a refusal's frames otherwise (by_reference)


# ------------------------------------------------------------------ the real Keuka shore

def docks_and_buoys(piece: Any, outputs: dict[str, Any]) -> tuple[Any, Any]:
    """A 6 ft wide, 72 ft dock out from the middle of every second tie line (some past the 65 ft
    reach, some across a line where the shore bends) and a buoy 40 ft out from every third."""
    structures, buoys = [], []
    centroids = {p.parcel_id: p.geometry.centroid for p in piece.parcels}
    for k, t in enumerate(rows(outputs["TIE_LINES"])):
        line = t["_geom"].constGet()
        (x0, y0), (x1, y1) = (line.startPoint().x(), line.startPoint().y()), (line.endPoint().x(),
                                                                            line.endPoint().y())
        mx, my, length = (x0 + x1) / 2, (y0 + y1) / 2, math.hypot(x1 - x0, y1 - y0)
        if length < 20:
            continue
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length
        c = centroids[t["parcel_id"]]
        if (c.x - mx) * nx + (c.y - my) * ny > 0:         # toward the water, away from the lot
            nx, ny = -nx, -ny
        ux, uy = -ny, nx
        if k % 2 == 0:
            ring = [(mx - 3 * ux, my - 3 * uy), (mx + 3 * ux, my + 3 * uy),
                    (mx + 3 * ux + 72 * nx, my + 3 * uy + 72 * ny),
                    (mx - 3 * ux + 72 * nx, my - 3 * uy + 72 * ny)]
            wkt = "POLYGON((" + ", ".join(f"{x:.3f} {y:.3f}" for x, y in [*ring, ring[0]]) + "))"
            structures.append((wkt, ["dock", f"D{k}", None, "permanent", t["parcel_id"]]))
        if k % 3 == 0:
            buoys.append((f"POINT({mx + 40 * nx:.3f} {my + 40 * ny:.3f})", [24.0, 20.0, t["parcel_id"]]))
    s = memory_layer("Polygon", "structures", (("kind", T.QString), ("dock_id", T.QString),
                                               ("part", T.QString), ("construction", T.QString),
                                               ("parcel_id", T.QString)), structures)
    b = memory_layer("Point", "buoys", (("vessel_length_ft", T.Double), ("rode_length_ft", T.Double),
                                        ("parcel_id", T.QString)), buoys)
    return s, b


# frontage: Keuka (no tax-map field given) by the MHW length in the parcel, Canandaigua by tie line
@pytest.mark.parametrize("law", ["keuka", "canandaigua"])
def test_real_keuka_shore_gives_the_same_violations_from_a_geopackage(provider: Any, tmp_path: Path,
                                                                      law: str) -> None:
    piece = make_real_lake("keuka", seed=11, s_range=(96_000.0, 100_000.0))   # road ends, narrow water
    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
                           [(p.geometry.wkt, [p.parcel_id, "residential"]) for p in piece.parcels])
    shore = memory_layer("Polygon", "lake", (("name", T.QString),), [(piece.lake.wkt, ["Keuka"])])
    lake = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": law, "PARCEL_ID_FIELD": "parcel_id",
            "LAND_USE_FIELD": "land_use"}
    gpkg = tmp_path / "rights.gpkg"
    written, _ = run(WR, {**lake, **{k: f"ogr:dbname='{gpkg}' table=\"{k.lower()}\" (geom)"
                                     for k in PRECOMPUTED}})
    outputs = {k: QgsVectorLayer(written[k], k, "ogr") for k in PRECOMPUTED}
    assert all(layer.isValid() for layer in outputs.values())
    strips = [r for r in rows(outputs["RIGHTS_AREAS"]) if r["parcel_id"] is None]
    assert strips and all("road end" in r["note"] for r in strips)       # the strips' notes, now in the layer
    structures, buoys = docks_and_buoys(piece, outputs)
    lake.update(STRUCTURES=structures, BUOYS=buoys)
    computed, read, log = both_ways(lake, outputs)
    assert read == computed
    assert any("not computed again" in text for _level, text in log)
    # the jurisdiction rebuilt from SHORELINE (the lake polygon) is the run's
    from shoreline_layout import pipeline
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.qgis_io.rights_input import water_rights_from_layers

    crs, tc = QgsCoordinateReferenceSystem("EPSG:2261"), QgsProject.instance().transformContext()
    profile = load_profile(law)
    read_parcels, read_shore, _ = pipeline.read_lake(parcels, shore, crs, tc, id_field="parcel_id")
    wr = pipeline.compute(read_parcels, read_shore, profile)
    rebuilt = water_rights_from_layers(*(outputs[k] for k in PRECOMPUTED), read_shore, read_parcels, profile,
                                       crs, tc)
    assert rebuilt.jurisdiction.equals(wr.jurisdiction) and rebuilt.shoreline.equals(wr.shoreline)
    assert [ra.note for ra in rebuilt.unparcelled] == [ra.note for ra in wr.unparcelled]
    rules = {f[0] for f in computed}
    assert {"reach", "buoy_swing"} <= rules and len(computed) >= 10, rules
