"""Bad input to the Processing algorithms ends in a QgsProcessingException with one clear
sentence (never a Python traceback), and never touches the input layers."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import QgsProcessingException, QgsVectorLayer
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    example_parcels,
    example_shore,
    layer_fingerprint,
    provider,
)

ALGORITHMS = ("shorelinelayout:waterrightslines", "shorelinelayout:allowedfacilities",
              "shorelinelayout:checklayout")


def params(alg: str, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"PARCELS": example_parcels(), "SHORELINE": example_shore(),
                            "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id"}
    if alg.endswith("waterrightslines"):
        base.update({k: "TEMPORARY_OUTPUT" for k in
                     ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")})
    elif alg.endswith("allowedfacilities"):
        base["OUTPUT"] = "TEMPORARY_OUTPUT"
    else:
        base["STRUCTURES"] = QgsVectorLayer("Polygon?crs=EPSG:2261&field=kind:string", "structures", "memory")
        base["VIOLATIONS"] = "TEMPORARY_OUTPUT"
    base.update(extra)
    return base


def run_error(alg: str, **extra: Any) -> str:
    from qgis import processing

    with pytest.raises(QgsProcessingException) as info:
        processing.run(alg, params(alg, **extra))
    text = str(info.value)
    assert "Traceback" not in text and 'File "' not in text
    return text


@pytest.mark.parametrize("alg", ALGORITHMS)
def test_missing_field_names_field_and_layer_fields(provider: Any, alg: str) -> None:
    text = run_error(alg, LAND_USE_FIELD="landuse")
    assert "landuse" in text
    assert "parcel_id, land_use, frontage_ft, seating, owner" in text


@pytest.mark.parametrize("alg", ALGORITHMS)
def test_geographic_working_crs_refused(provider: Any, alg: str) -> None:
    text = run_error(alg, CRS="EPSG:4326")
    assert "EPSG:4326" in text and "geographic" in text and "EPSG:2261" in text


def test_metric_working_crs_refused(provider: Any) -> None:
    text = run_error(ALGORITHMS[0], CRS="EPSG:26918")
    assert "EPSG:26918" in text and "not feet" in text


@pytest.mark.parametrize("alg", ALGORITHMS)
def test_empty_parcel_layer(provider: Any, alg: str) -> None:
    empty = QgsVectorLayer("Polygon?crs=EPSG:2261&field=parcel_id:string", "no parcels", "memory")
    text = run_error(alg, PARCELS=empty)
    assert "PARCELS" in text and "no parcels" in text and "no features" in text


def test_empty_shoreline_layer(provider: Any) -> None:
    empty = QgsVectorLayer("LineString?crs=EPSG:2261", "no shore", "memory")
    text = run_error(ALGORITHMS[0], SHORELINE=empty)
    assert "SHORELINE" in text and "no features" in text


@pytest.mark.parametrize("alg", ALGORITHMS)
def test_line_layer_as_parcels_refused(provider: Any, alg: str) -> None:
    text = run_error(alg, PARCELS=example_shore())
    assert "PARCELS" in text


def test_unknown_profile_named(provider: Any) -> None:
    text = run_error(ALGORITHMS[0], PROFILE="seneca")
    assert "seneca" in text and "keuka" in text


def test_point_layer_as_structures_refused(provider: Any) -> None:
    points = QgsVectorLayer("Point?crs=EPSG:2261&field=kind:string", "pts", "memory")
    text = run_error(ALGORITHMS[2], STRUCTURES=points)
    assert "STRUCTURES" in text


def test_failed_runs_leave_inputs_unchanged(provider: Any) -> None:
    parcels, shore = example_parcels(), example_shore()
    before = (layer_fingerprint(parcels), layer_fingerprint(shore))
    for alg in ALGORITHMS:
        run_error(alg, PARCELS=parcels, SHORELINE=shore, LAND_USE_FIELD="nope")
    assert (layer_fingerprint(parcels), layer_fingerprint(shore)) == before
    assert not parcels.isModified() and not shore.isModified()


def test_dialog_outputs_load_without_a_phantom_layer(provider: Any) -> None:
    """#26 walk: run from the toolbox dialog (its outputs are definitions naming the project),
    every run ended in red with "The following layers were not correctly generated.
    • memory:Lake audit": reading an output's path through parameterAsOutputLayer had registered
    "memory:<description>" as a layer to load, a layer no run makes. Only the outputs made are
    registered now, and each of them resolves to its layer."""
    from qgis.core import (
        QgsApplication,
        QgsProcessingContext,
        QgsProcessingFeedback,
        QgsProcessingOutputLayerDefinition,
        QgsProcessingUtils,
        QgsProject,
    )

    name = "shorelinelayout:waterrightslines"
    outputs = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")
    project = QgsProject.instance()
    parameters = params(name, **{k: QgsProcessingOutputLayerDefinition("TEMPORARY_OUTPUT", project)
                                 for k in outputs})
    alg = QgsApplication.processingRegistry().createAlgorithmById(name)
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    ok, message = alg.checkParameterValues(parameters, context)
    assert ok, message
    results, ok = alg.run(parameters, context, QgsProcessingFeedback())
    assert ok
    to_load = context.layersToLoadOnCompletion()
    assert sorted(to_load) == sorted(results[k] for k in outputs)
    assert not [k for k in to_load if k.startswith("memory:")]
    assert all(QgsProcessingUtils.mapLayerFromString(k, context) is not None for k in to_load)
