"""The working CRS is decided once (core/working_crs.py, #22 item 7): the explicit choice, else
the law's [profile] crs, else EPSG:2261 (the public contract's default). Every branch, and what
each one outranks; the input layers' CRS is never a rule."""
from __future__ import annotations

import pytest

from shoreline_layout.core.working_crs import (
    CHOSEN,
    DEFAULT,
    DEFAULT_WORKING_CRS,
    PROFILE,
    CrsDecision,
    decide_working_crs,
)

WEST, CENTRAL, LONG_ISLAND = "EPSG:2262", "EPSG:2261", "EPSG:2263"


def test_an_explicit_choice_wins_over_the_law() -> None:
    assert decide_working_crs(LONG_ISLAND, WEST) == CrsDecision(LONG_ISLAND, CHOSEN)


def test_choosing_the_default_is_still_a_choice_over_the_laws_crs() -> None:
    # EPSG:2261 typed in the CRS parameter is not "nothing chosen": the user's word wins
    assert decide_working_crs(CENTRAL, WEST) == CrsDecision(CENTRAL, CHOSEN)


def test_a_custom_crs_text_is_kept_as_given_without_surrounding_blanks() -> None:
    proj = "PROJ:+proj=tmerc +lat_0=42.78 +lon_0=-77.72 +k=1 +units=us-ft +no_defs"
    assert decide_working_crs(f"  {proj}\n", None) == CrsDecision(proj, CHOSEN)


@pytest.mark.parametrize("nothing", [None, "", "   "])
def test_without_a_choice_the_laws_crs_is_taken(nothing: str | None) -> None:
    assert decide_working_crs(nothing, f" {WEST} ") == CrsDecision(WEST, PROFILE)


@pytest.mark.parametrize("law", [None, "", "  "])
def test_without_a_choice_or_a_law_crs_it_is_new_york_central(law: str | None) -> None:
    decided = decide_working_crs(None, law)
    assert decided == CrsDecision("EPSG:2261", DEFAULT)
    assert decided.crs == DEFAULT_WORKING_CRS


def test_the_input_layers_crs_is_no_rule() -> None:
    # layers in EPSG:2262 and a profile naming no CRS: still EPSG:2261, the default (DESIGN.md's
    # "EPSG:2261 unless a CRS parameter says otherwise"); the decision takes no layers at all
    with pytest.raises(TypeError):
        decide_working_crs(None, None, [WEST])  # type: ignore[call-arg]
    assert decide_working_crs(None, None) == CrsDecision(DEFAULT_WORKING_CRS, DEFAULT)
