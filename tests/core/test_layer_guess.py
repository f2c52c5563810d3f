"""qgis_io/field_guess's layer guessers, on stand-ins that answer name() and type() as QGIS layers do
(the module imports no QGIS, so these run without it)."""
from __future__ import annotations

from dataclasses import dataclass

from shoreline_layout.qgis_io.field_guess import guess_bathymetry, guess_layer


@dataclass
class Layer:
    title: str
    kind: int = 0          # 0 vector, 1 raster, as QgsMapLayerType
    VectorLayer = 0
    RasterLayer = 1

    def name(self) -> str:
        return self.title

    def type(self) -> int:
        return self.kind


def test_layers_are_guessed_by_whole_name_case_blind_first_wins() -> None:
    layers = [Layer("Roads"), Layer("MHW_contour"), Layer("Tax_Parcels"), Layer("Shoreline"), Layer("MHW")]
    assert guess_layer("parcels", layers).name() == "Tax_Parcels"
    assert guess_layer("mhw", layers).name() == "Shoreline"      # before "MHW": layer order decides
    assert guess_layer("buoys", layers) is None


def test_a_named_layer_the_check_refuses_is_passed_over() -> None:
    layers = [Layer("structures"), Layer("Structures")]
    assert guess_layer("structures", layers, lambda lyr: lyr.name() == "Structures") is layers[1]


def test_bathymetry_is_a_raster_whose_name_says_depth() -> None:
    layers = [Layer("depth_soundings"), Layer("lake bottom DEM", 1), Layer("bathy_2019", 1)]
    assert guess_bathymetry(layers) is layers[1]              # the vector "depth" layer is not one
    assert guess_bathymetry(layers[:1]) is None
