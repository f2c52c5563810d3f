"""The working CRS is decided once (core/working_crs.py, #22 item 7): the explicit choice, else
the law's [profile] crs, else the input layers' one CRS in US survey feet, else EPSG:2261. Every
branch, and what each one outranks."""
from __future__ import annotations

import pytest

from shoreline_layout.core.working_crs import (
    CHOSEN,
    DEFAULT,
    DEFAULT_WORKING_CRS,
    LAYERS,
    PROFILE,
    CrsDecision,
    decide_working_crs,
)

WEST, CENTRAL, LONG_ISLAND = "EPSG:2262", "EPSG:2261", "EPSG:2263"


def test_an_explicit_choice_wins_over_the_law_and_the_layers() -> None:
    assert decide_working_crs(LONG_ISLAND, WEST, [CENTRAL]) == CrsDecision(LONG_ISLAND, CHOSEN)


def test_choosing_the_default_is_still_a_choice_over_the_laws_crs() -> None:
    # EPSG:2261 typed in the CRS parameter is not "nothing chosen": the user's word wins
    assert decide_working_crs(CENTRAL, WEST) == CrsDecision(CENTRAL, CHOSEN)


def test_a_custom_crs_text_is_kept_as_given_without_surrounding_blanks() -> None:
    proj = "PROJ:+proj=tmerc +lat_0=42.78 +lon_0=-77.72 +k=1 +units=us-ft +no_defs"
    assert decide_working_crs(f"  {proj}\n", None) == CrsDecision(proj, CHOSEN)


@pytest.mark.parametrize("nothing", [None, "", "   "])
def test_without_a_choice_the_laws_crs_wins_over_the_layers(nothing: str | None) -> None:
    assert decide_working_crs(nothing, WEST, [LONG_ISLAND]) == CrsDecision(WEST, PROFILE)


@pytest.mark.parametrize("layers", [[WEST], [WEST, WEST], [WEST, None, ""]])
def test_without_a_choice_or_a_law_crs_the_layers_one_feet_crs_is_taken(layers: list) -> None:
    assert decide_working_crs("", "", layers) == CrsDecision(WEST, LAYERS)


def test_layers_in_two_zones_are_not_guessed_between() -> None:
    assert decide_working_crs(None, None, [WEST, CENTRAL]) == CrsDecision(DEFAULT_WORKING_CRS, DEFAULT)


@pytest.mark.parametrize("layers", [[], [None], ["", "  "]])
def test_with_nothing_to_go_on_it_is_new_york_central(layers: list) -> None:
    decided = decide_working_crs(None, None, layers)
    assert decided == CrsDecision("EPSG:2261", DEFAULT)
