"""Processing as QGIS users expect it: help on every parameter and a help page for every
algorithm, every output of waterrightslines but the main one optional and created by default,
PROFILE as a choice of the shipped laws plus an optional profile file."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsApplication, QgsProcessingParameterFeatureSink, QgsVectorLayer
from qgis.PyQt.QtCore import QUrl
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    example_parcels,
    example_shore,
    layer_fingerprint,
    provider,
)

OPTIONAL_OUTPUTS = ("TIE_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")


def algorithms() -> list[Any]:
    return [a for a in QgsApplication.processingRegistry().algorithms()
            if a.provider().id() == "shorelinelayout"]


def test_every_parameter_has_help_and_every_algorithm_a_shipped_page(provider: Any) -> None:
    algs = algorithms()
    assert {a.name() for a in algs} >= {"waterrightslines", "allowedfacilities", "checklayout",
                                         "exportoverlays"}
    missing = [f"{a.name()}:{p.name()}" for a in algs for p in a.parameterDefinitions()
               if not p.help().strip()]
    assert missing == []
    for a in algs:
        url = QUrl(a.helpUrl())
        assert url.isLocalFile() and url.fragment() == a.name(), a.helpUrl()
        page = Path(url.toLocalFile())
        assert page.is_file(), page
        # the page has a section for the algorithm, and its short help names what it writes
        assert f'<a id="{a.name()}"></a>' in page.read_text(encoding="utf-8"), a.name()
        outputs = [d.name() for d in a.destinationParameterDefinitions()]
        assert all(name in a.shortHelpString() for name in outputs), (a.name(), outputs)


def run_wr(**params: Any) -> dict[str, Any]:
    from qgis import processing

    base = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PARCEL_ID_FIELD": "parcel_id"}
    return processing.run("shorelinelayout:waterrightslines", {**base, **params})


def test_only_the_main_output_named_writes_every_output(provider: Any, tmp_path: Path) -> None:
    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines")
    sinks = [d for d in alg.parameterDefinitions() if isinstance(d, QgsProcessingParameterFeatureSink)]
    assert {d.name(): bool(d.flags() & d.FlagOptional) for d in sinks} == {
        "WATER_RIGHTS_LINES": False, **{n: True for n in OPTIONAL_OUTPUTS}}
    assert all(d.createByDefault() for d in sinks)

    path = tmp_path / "lines.gpkg"
    result = run_wr(WATER_RIGHTS_LINES=str(path))
    assert QgsVectorLayer(str(path)).featureCount() == 4        # the example's four tie points
    # the outputs not named are the ones a run naming every output writes, feature for feature
    named = run_wr(WATER_RIGHTS_LINES="TEMPORARY_OUTPUT", **{n: "TEMPORARY_OUTPUT" for n in OPTIONAL_OUTPUTS})
    prints = {n: layer_fingerprint(as_layer(result[n])) for n in OPTIONAL_OUTPUTS}
    assert prints == {n: layer_fingerprint(as_layer(named[n])) for n in OPTIONAL_OUTPUTS}
    assert prints["TIE_LINES"][0] == prints["RIGHTS_AREAS"][0] == 5   # five lakeshore parcels
    assert prints["ENVELOPES"][0] >= 1


def as_layer(value: Any) -> QgsVectorLayer:
    return value if isinstance(value, QgsVectorLayer) else QgsVectorLayer(value)


def test_a_skipped_output_is_not_written(provider: Any, tmp_path: Path) -> None:
    result = run_wr(WATER_RIGHTS_LINES="TEMPORARY_OUTPUT", ENVELOPES=None, REACH_LINES=None)
    assert "ENVELOPES" not in result and "REACH_LINES" not in result
    assert {"WATER_RIGHTS_LINES", "TIE_LINES", "RIGHTS_AREAS"} <= set(result)


def test_profile_is_a_choice_of_the_shipped_laws_or_a_file(provider: Any, tmp_path: Path) -> None:
    from shoreline_layout.core.profiles.loader import PROFILE_DIR

    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines")
    profile = alg.parameterDefinition("PROFILE")
    assert profile.metadata()["widget_wrapper"]["value_hints"] == ["keuka", "canandaigua"]
    assert alg.parameterDefinition("PROFILE_FILE").flags() & profile.FlagOptional

    def reach(**params: Any) -> set[float]:
        layer = run_wr(WATER_RIGHTS_LINES="TEMPORARY_OUTPUT", **params)["REACH_LINES"]
        return {round(f["reach_ft"], 3) for f in layer.getFeatures()}

    assert reach(PROFILE="keuka") == {65.0}
    assert reach(PROFILE="canandaigua") == {60.0}
    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    own = tmp_path / "own.toml"
    changed = text.replace("reach_ft = { value = 65,", "reach_ft = { value = 50,")
    assert changed != text
    own.write_text(changed, encoding="utf-8")
    assert reach(PROFILE=str(own)) == {50.0}                          # the contract's path form
    assert reach(PROFILE="canandaigua", PROFILE_FILE=str(own)) == {50.0}   # the file wins
    with pytest.raises(Exception, match="PROFILE_FILE"):
        reach(PROFILE_FILE=str(tmp_path / "missing.toml"))


def test_dialogs_guess_layers_and_fields_as_the_panel_does(provider: Any, qgis_new_project: None) -> None:
    """A new dialog's instance preselects the parcels, their fields and the MHW mark: a line layer
    whenever one is loaded, never an output of this plugin nor a lake polygon then."""
    from qgis.core import QgsProject

    def layer(geometry: str, name: str, fields: str = "") -> QgsVectorLayer:
        lyr = QgsVectorLayer(f"{geometry}?crs=EPSG:2261{fields}", name, "memory")
        assert lyr.isValid()
        return lyr

    project = QgsProject.instance()
    parcels = layer("Polygon", "parcels",
                    "&field=SBL:string&field=PROP_CLASS:string&field=Lake_Frontage:double")
    lake = layer("Polygon", "lake")
    output = layer("LineString", "Water rights lines")          # a toolbox run's output, loaded
    mhw = layer("LineString", "MHW 2020 survey")
    project.addMapLayers([output, lake, parcels, mhw])

    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:checklayout").create()
    default = {n: alg.parameterDefinition(n).defaultValue()
               for n in ("PARCELS", "SHORELINE", "PARCEL_ID_FIELD", "LAND_USE_FIELD", "FRONTAGE_FIELD")}
    assert default == {"PARCELS": parcels.id(), "SHORELINE": mhw.id(), "PARCEL_ID_FIELD": "SBL",
                       "LAND_USE_FIELD": "PROP_CLASS", "FRONTAGE_FIELD": "Lake_Frontage"}

    project.removeMapLayer(mhw.id())                              # no line layer but our output
    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines").create()
    assert alg.parameterDefinition("SHORELINE").defaultValue() == lake.id()
    project.removeMapLayer(lake.id())
    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines").create()
    assert alg.parameterDefinition("SHORELINE").defaultValue() is None


def test_dialogs_preselect_the_projects_layout_bathymetry_and_law(provider: Any, qgis_new_project: None,
                                                                  tmp_path: Path) -> None:
    """#26 item 19: lakeaudit's dialog preselected no structures, buoys or bathymetry, and
    Allowed facilities opened on Keuka in a Canandaigua project. The dialog (defaultValueForGui)
    opens on the project's layers and the panel's law; a script naming none still gets none, and
    keuka (the contract's defaults)."""
    from qgis.core import QgsProject, QgsRasterLayer

    from shoreline_layout.qgis_io.input_defaults import PROJECT_SCOPE

    project = QgsProject.instance()
    structures = QgsVectorLayer("Polygon?crs=EPSG:2261&field=kind:string&field=dock_id:string",
                                "structures", "memory")
    buoys = QgsVectorLayer("Point?crs=EPSG:2261&field=vessel_length_ft:double", "buoys", "memory")
    sample = Path(__file__).resolve().parents[2] / "resources" / "sample" / "bathymetry.tif"
    bathymetry = QgsRasterLayer(str(sample), "Lake bathymetry")
    assert structures.isValid() and buoys.isValid() and bathymetry.isValid()
    project.addMapLayers([structures, buoys, bathymetry])
    project.writeEntry(PROJECT_SCOPE, "profile", "canandaigua")

    registry = QgsApplication.processingRegistry()
    audit = registry.algorithmById("shorelinelayout:lakeaudit").create()
    gui = {n: audit.parameterDefinition(n).defaultValueForGui()
           for n in ("STRUCTURES", "BUOYS", "BATHYMETRY", "PROFILE")}
    assert gui == {"STRUCTURES": structures.id(), "BUOYS": buoys.id(), "BATHYMETRY": bathymetry.id(),
                   "PROFILE": "canandaigua"}
    assert [audit.parameterDefinition(n).defaultValue() for n in ("BUOYS", "BATHYMETRY", "PROFILE")] \
        == [None, None, "keuka"]
    allowed = registry.algorithmById("shorelinelayout:allowedfacilities").create()
    assert allowed.parameterDefinition("PROFILE").defaultValueForGui() == "canandaigua"
    # the panel's own layout choice comes before a guess
    other = QgsVectorLayer("Point?crs=EPSG:2261&field=vessel_length_ft:double", "moorings 2027", "memory")
    project.addMapLayer(other)
    project.writeEntry(PROJECT_SCOPE, "buoys_layer", other.id())
    audit = registry.algorithmById("shorelinelayout:lakeaudit").create()
    assert audit.parameterDefinition("BUOYS").defaultValueForGui() == other.id()
