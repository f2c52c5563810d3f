"""Which CRS a lake is measured in, and why: decided once, here, for the panel and every
Processing algorithm (issue #22 item 7: the panel read the law's CRS, the toolbox did not).

The order, first that applies:
1. chosen  - the user's explicit choice: Processing's CRS parameter, the panel's Working CRS box;
2. profile - the law's working CRS, the profile's `[profile] crs`;
3. default - EPSG:2261, NAD83 / New York Central (ftUS), the system the Keuka law uses.

The input layers' CRS is never followed: the public contract fixes EPSG:2261 as the default unless
a CRS is chosen, and a profile naming one is the law's explicit choice.

Pure: the adapter (qgis_io/crs.py) turns the text into a CRS, refuses a geographic or metre one,
and words the reason.
"""
from __future__ import annotations

from dataclasses import dataclass

DEFAULT_WORKING_CRS = "EPSG:2261"   # NAD83 / New York Central (ftUS)

CHOSEN, PROFILE, DEFAULT = "chosen", "profile", "default"


@dataclass(frozen=True)
class CrsDecision:
    """The working CRS (an authority id, WKT or PROJ text) and which rule gave it."""
    crs: str
    source: str        # CHOSEN | PROFILE | DEFAULT


def _given(text: str | None) -> str:
    return (text or "").strip()


def decide_working_crs(chosen: str | None, profile_crs: str | None) -> CrsDecision:
    """The working CRS for these inputs. `chosen`: the user's explicit choice ("" or None: none);
    `profile_crs`: the profile's `[profile] crs` ("" or None: the law names none)."""
    if _given(chosen):
        return CrsDecision(_given(chosen), CHOSEN)
    if _given(profile_crs):
        return CrsDecision(_given(profile_crs), PROFILE)
    return CrsDecision(DEFAULT_WORKING_CRS, DEFAULT)
