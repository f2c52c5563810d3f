"""Incremental state of the layout check: the lake-wide indexes over one WaterRightsResult.

check_layout runs again and again on the same result (a live re-check after each edit touches
one parcel), so the indexes it needs (rights-area and parcel trees, lines and tie lines by
parcel, the shoreline index: core/rules/assign.Lake) are built once and kept on the result
object itself, as its `jurisdiction` is (functools.cached_property keeps that in the same
instance dictionary). They live and die with the result: no module-level table keeps a lake
alive, and no key (an id(), which Python hands out again once its object is freed) can make a
new result find an old one's indexes.
"""
from __future__ import annotations

from .model import Parcel, WaterRightsResult
from .rules.assign import Lake, build_lake, index_parcels

# The instance attribute the indexes are kept under (not a dataclass field: the result's fields,
# equality and repr stay what they are, and dataclasses.replace() starts a new result without).
_ATTR = "_check_lake_index"


def lake_index(wr: WaterRightsResult, parcels: list[Parcel]) -> Lake:
    """The indexes over this result and this parcel list: the ones kept on the result when they
    were built for it, else new ones (kept on it). copy.copy() of a result carries the original's
    indexes along: the `is` test makes the copy build its own."""
    state = vars(wr)
    lake = state.get(_ATTR)
    if not isinstance(lake, Lake) or lake.wr is not wr:
        lake = build_lake(wr)
        state[_ATTR] = lake
    index_parcels(lake, parcels)
    return lake


__all__ = ["lake_index"]
