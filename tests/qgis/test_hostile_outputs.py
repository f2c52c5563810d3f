"""Issue #12, item 1: an output that is, or shares a file with, an input layer or the layout is
refused before anything is written, with a sentence naming the file (Processing:
checkParameterValues; the panel: Compute's outputs GeoPackage and New layout). Every input file
is hashed before and after by the `hostile` fixture."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hostile import (  # noqa: F401 - hostile_files is the fixture `hostile`
    AF,
    CL,
    REFUSED,
    WR,
    buoys,
    hostile_files,
    parcels,
    provider_fixture,
    rect,
    run_outcome,
    sha256,
    shore,
    structures,
)


def _inputs(hostile: Any) -> tuple[Path, Path, Path]:
    gpkg = hostile.gpkg("lake.gpkg", {"parcels": parcels(), "mhw": shore()})
    shp = hostile.shapefile("mhw.shp", shore())
    layout = hostile.gpkg("layout.gpkg", {
        "structures": structures([(rect(120, 0, 6, 40), ["dock", "A", None, "seasonal", None, "P2"])]),
        "buoys": buoys()})
    return gpkg, shp, layout


def _refused_naming(outcome: Any, path: Path, parameter: str) -> None:
    assert outcome.kind == REFUSED, outcome.kind
    assert str(path) in outcome.error, outcome.error
    assert outcome.error.startswith(f"{parameter}: "), outcome.error
    assert "choose another file" in outcome.error, outcome.error


def test_water_rights_lines_into_the_parcels_geopackage_is_refused(provider: Any, hostile: Any) -> None:
    gpkg, _shp, _layout = _inputs(hostile)
    outcome = run_outcome(WR, PARCELS=f"{gpkg}|layername=parcels", SHORELINE=f"{gpkg}|layername=mhw",
                          WATER_RIGHTS_LINES=str(gpkg))
    _refused_naming(outcome, gpkg, "WATER_RIGHTS_LINES")
    assert "PARCELS" in outcome.error and "SHORELINE" in outcome.error


def test_tie_lines_over_the_shoreline_file_is_refused(provider: Any, hostile: Any) -> None:
    _gpkg, shp, _layout = _inputs(hostile)
    outcome = run_outcome(WR, SHORELINE=str(shp), TIE_LINES=str(shp))
    _refused_naming(outcome, shp, "TIE_LINES")


def test_allowed_facilities_over_the_shoreline_shapefile_is_refused(provider: Any, hostile: Any) -> None:
    _gpkg, shp, _layout = _inputs(hostile)
    outcome = run_outcome(AF, SHORELINE=str(shp), OUTPUT=str(shp))
    _refused_naming(outcome, shp, "OUTPUT")
    # a sibling of the shapefile (its .dbf) is the same dataset
    outcome = run_outcome(AF, SHORELINE=str(shp), OUTPUT=str(shp.with_suffix(".dbf")))
    _refused_naming(outcome, shp.with_suffix(".dbf"), "OUTPUT")


def test_violations_into_the_layout_geopackage_is_refused(provider: Any, hostile: Any) -> None:
    _gpkg, _shp, layout = _inputs(hostile)
    outcome = run_outcome(CL, STRUCTURES=f"{layout}|layername=structures",
                          BUOYS=f"{layout}|layername=buoys", VIOLATIONS=str(layout))
    _refused_naming(outcome, layout, "VIOLATIONS")
    assert "STRUCTURES" in outcome.error


def test_an_output_beside_the_inputs_is_written(provider: Any, hostile: Any, tmp_path: Path) -> None:
    """The check refuses only shared files: another file in another folder is written."""
    gpkg, _shp, _layout = _inputs(hostile)
    out = tmp_path / "out"
    out.mkdir()
    outcome = run_outcome(WR, PARCELS=f"{gpkg}|layername=parcels", SHORELINE=f"{gpkg}|layername=mhw",
                          WATER_RIGHTS_LINES=str(out / "lines.gpkg"))
    assert outcome.kind != REFUSED, outcome.error
    assert len(outcome.rows("WATER_RIGHTS_LINES")) == 4


def test_a_feature_the_sink_refuses_is_an_error_not_a_missing_row(provider: Any) -> None:
    """Every write is checked: a sink that refuses features (a value its field cannot hold, a
    full disk) stops the run with a sentence naming the output and the sink's reason."""
    from qgis.core import QgsFeature, QgsProcessingException

    from shoreline_layout.processing.base_algorithm import CheckedSink

    class Refusing:
        def addFeatures(self, features: list, flags: Any) -> bool:  # QGIS API names
            return len(features) < 2

        def addFeature(self, feature: Any, flags: Any) -> bool:
            return False

        def lastError(self) -> str:
            return "value 99999999999999 does not fit field docks_allowed"

    sink = CheckedSink(Refusing(), "OUTPUT", "/out/allowed.gpkg")
    assert sink.addFeatures([QgsFeature()]) is True
    with pytest.raises(QgsProcessingException) as info:
        sink.addFeatures([QgsFeature(), QgsFeature()])
    assert str(info.value) == ("OUTPUT: 2 features could not be written to /out/allowed.gpkg (value "
                               "99999999999999 does not fit field docks_allowed); the output is incomplete, "
                               "so the run stops. Choose another format or file.")
    with pytest.raises(QgsProcessingException, match=r"^OUTPUT: 1 feature could not be written to "):
        sink.addFeature(QgsFeature())


def test_a_value_no_field_can_hold_is_an_error_not_a_missing_row() -> None:
    """A count past 64 bits (a profile whose plausible frontage bound lets 1e300 ft through)
    stops the write with a sentence; it used to raise SystemError from inside setAttributes."""
    from qgis.core import QgsProcessingException, QgsVectorLayer

    from shoreline_layout.core.model import Allowance
    from shoreline_layout.qgis_io import sinks

    fields = sinks.make_fields(sinks.ALLOWANCE_FIELDS)
    layer = QgsVectorLayer("None", "allowed", "memory")
    layer.dataProvider().addAttributes(fields.toList())
    layer.updateFields()
    row = Allowance(parcel_id="P2", land_use="residential", frontage_ft=1e300, frontage_method="tax_map",
                    eligible=True, docks_allowed=10 ** 300, boats_allowed=1, buoys_allowed=1,
                    max_dock_area_sqft=720.0, consolidated_dock_area_sqft=0.0, extra_small_dock=False)
    with pytest.raises(QgsProcessingException, match=r"^A row could not be written: a value of \['P2'"):
        sinks.write_allowances(layer.dataProvider(), fields, [row])
    assert layer.featureCount() == 0
