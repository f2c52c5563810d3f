"""qgis_io/layer_guess: the one guesser of which loaded layer holds the parcels, the MHW mark, the
layout and the bathymetry (the panel's boxes and the toolbox dialogs' defaults), on LayerInfo
descriptions (the module imports no QGIS, so these run without it)."""
from __future__ import annotations

import itertools

from shoreline_layout.qgis_io.layer_guess import (
    LayerInfo,
    acceptable_mhw,
    guess_bathymetry,
    guess_layout,
    guess_mhw,
    guess_parcels,
)

PARCELS = LayerInfo("p", "Tax_Parcels", "polygon")
LAKE = LayerInfo("lake", "lake", "polygon")
MHW = LayerInfo("m", "MHW 2020 survey", "line")
ROADS = LayerInfo("r", "Roads", "line")
OUR_LINES = LayerInfo("o", "Water rights lines", "line", ours=True)               # the panel's output
TIE_LINES = LayerInfo("t", "MHW tie lines", "line", output=True)                 # a toolbox run's, loaded
STRUCTURES = LayerInfo("s", "structures", "polygon", layout=True)


def test_a_line_named_like_the_mhw_mark_wins_whatever_the_load_order() -> None:
    """Never our output (even one named "MHW ..."), never the lake polygon or the parcels while a
    line layer is loaded; the parcels never the layout's structures polygons."""
    for order in itertools.permutations([PARCELS, LAKE, MHW, ROADS, OUR_LINES, TIE_LINES, STRUCTURES]):
        layers = list(order)
        parcels = guess_parcels(layers)
        assert parcels is PARCELS, order
        assert guess_mhw(layers, parcels.id) is MHW, order
        assert guess_layout(layers, "structures") is STRUCTURES, order


def test_a_polygon_is_the_mhw_mark_only_when_no_line_layer_is_loaded_and_it_is_named_so() -> None:
    assert guess_mhw([PARCELS, ROADS, LAKE], "p") is ROADS               # an unnamed line still wins
    assert guess_mhw([OUR_LINES, TIE_LINES, PARCELS, LAKE], "p") is LAKE   # outputs are no line layer
    assert guess_mhw([PARCELS, LayerInfo("x", "zoning", "polygon")], "p") is None
    assert guess_mhw([LAKE], "lake") is None                             # nor the layer chosen as parcels
    assert not acceptable_mhw(LAKE, [LAKE, ROADS, PARCELS], "p")
    assert acceptable_mhw(LAKE, [LAKE, OUR_LINES, PARCELS], "p")
    assert not acceptable_mhw(TIE_LINES, [TIE_LINES, PARCELS], "p")


def test_names_rank_exact_then_a_key_word_then_order() -> None:
    exact = LayerInfo("a", "shoreline", "line")
    word = LayerInfo("b", "lake_shore_2019", "line")
    other = LayerInfo("c", "contours", "line")
    assert guess_mhw([other, word, exact]) is exact
    assert guess_mhw([other, word]) is word
    assert guess_mhw([other, LayerInfo("d", "hydro", "line")]) is other  # equals: the first
    browser = LayerInfo("e", "county.gpkg \u2014 parcels", "polygon")   # "<file> — <table>"
    assert guess_parcels([LayerInfo("f", "landmarks", "polygon"), browser]) is browser


def test_layout_layers_are_known_by_their_fields_and_outputs_never_are() -> None:
    buoys = LayerInfo("b", "moorings 2024", "point", layout=True)
    points = LayerInfo("q", "buoys", "point")                 # named so, but without the fields
    drawn = LayerInfo("d", "my layout", "polygon", layout=True)
    assert guess_layout([points, buoys], "buoys") is buoys
    assert guess_layout([drawn], "structures") is drawn        # no name: the first with the fields
    assert guess_layout([LayerInfo("v", "Violations", "polygon", layout=True, output=True)],
                        "structures") is None
    assert guess_parcels([drawn]) is None


def test_bathymetry_is_a_raster_whose_name_says_depth() -> None:
    layers = [LayerInfo("v", "depth_soundings", "point"), LayerInfo("r1", "lake bottom DEM", "raster"),
              LayerInfo("r2", "bathy_2019", "raster")]
    assert guess_bathymetry(layers) is layers[1]              # the vector "depth" layer is not one
    assert guess_bathymetry(layers[:1]) is None
