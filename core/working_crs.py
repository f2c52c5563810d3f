"""Which CRS a lake is measured in, and why: decided once, here, for the panel and every
Processing algorithm (issue #22 item 7: the panel read the law's CRS, the toolbox did not).

The order, first that applies:
1. chosen  - the user's explicit choice: Processing's CRS parameter, the panel's Working CRS box;
2. profile - the law's working CRS, the profile's `[profile] crs`;
3. layers  - the input layers' CRS, when those in a projected CRS in US survey feet are all in
             one (a layer in degrees or metres says nothing about the zone; two zones, no guess);
4. default - EPSG:2261, NAD83 / New York Central (ftUS), the system the Keuka law uses.

Pure: the adapter (qgis_io/crs.py) says which layers are projected in US survey feet (a question
PROJ answers), turns the text into a CRS, refuses a geographic or metre one, and words the reason.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

DEFAULT_WORKING_CRS = "EPSG:2261"   # NAD83 / New York Central (ftUS)

CHOSEN, PROFILE, LAYERS, DEFAULT = "chosen", "profile", "layers", "default"


@dataclass(frozen=True)
class CrsDecision:
    """The working CRS (an authority id, WKT or PROJ text) and which rule gave it."""
    crs: str
    source: str        # CHOSEN | PROFILE | LAYERS | DEFAULT


def _given(text: str | None) -> str:
    return (text or "").strip()


def decide_working_crs(chosen: str | None, profile_crs: str | None,
                       feet_layer_crs: Iterable[str | None] = ()) -> CrsDecision:
    """The working CRS for these inputs. `chosen`: the user's explicit choice ("" or None: none);
    `profile_crs`: the profile's `[profile] crs`; `feet_layer_crs`: the CRS of each input layer
    that is projected in US survey feet (the others left out or None)."""
    if _given(chosen):
        return CrsDecision(_given(chosen), CHOSEN)
    if _given(profile_crs):
        return CrsDecision(_given(profile_crs), PROFILE)
    layers = {_given(text) for text in feet_layer_crs} - {""}
    if len(layers) == 1:
        return CrsDecision(layers.pop(), LAYERS)
    return CrsDecision(DEFAULT_WORKING_CRS, DEFAULT)
