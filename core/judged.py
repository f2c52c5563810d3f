"""Which layout features are judged together: the bookkeeping of a live re-check.

check_layout judges a feature with its parcel, its dock's other parts and whatever its swing
circle can reach; after an edit, only the parcels whose findings can change need a re-check.
This index files every feature under the parcels it touches (its rights areas, the land it
stands on, its own parcel_id, and BEYOND when it may meet features where no parcel brings them
together), files a dock's parts under all the parcels of the dock (they are one dock), and
answers which parcels an edit touches and which features a re-check of them needs. The UI's live
checker locates the features (that needs the lake's indexes) and asks this; nothing here
decides what the law allows.
"""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from typing import Union

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .compat import zip_strict
from .model import Buoy, Structure

BEYOND = "\x00beyond"          # a pseudo-parcel: features that may meet beyond every parcel
MIN_SWING_FT = 0.01            # a buoy with no swing still occupies its point

Item = Union[Structure, Buoy]  # a runtime alias: no `X | Y` before Python 3.10
Key = Hashable


def swing_ft(buoy: Buoy) -> float:
    """The radius a buoy is filed with: its swing circle's, or MIN_SWING_FT when its lengths are
    no numbers (NaN, text): check_layout reports such a buoy as invalid_value and checks the
    rest, so the live check files it at its point and goes on, as checklayout does."""
    try:
        r = buoy.swing_radius_ft
    except (TypeError, ValueError):
        return MIN_SWING_FT
    return max(r, MIN_SWING_FT) if math.isfinite(r) else MIN_SWING_FT


def footprint(item: Item) -> BaseGeometry:
    """Where a layout feature reaches: a structure's polygon, a buoy's swing circle."""
    if isinstance(item, Buoy):
        return item.geometry.buffer(swing_ft(item), quad_segs=16)
    return item.geometry


def footprints(items: list[Item]) -> list[BaseGeometry]:
    """footprint() of many items, the swing circles buffered in one vectorised call."""
    out: list = [None if isinstance(it, Buoy) else it.geometry for it in items]
    idx = [i for i, it in enumerate(items) if isinstance(it, Buoy)]
    if idx:
        buoys = [b for b in items if isinstance(b, Buoy)]
        pts = np.array([b.geometry for b in buoys], dtype=object)
        radii = np.array([swing_ft(b) for b in buoys])
        for i, g in zip_strict(idx, shapely.buffer(pts, radii, quad_segs=16)):
            out[i] = g
    return out


def dock_id_of(item: Item | None) -> str | None:
    """The dock a feature is a part of: only docks have parts (check_layout ignores the dock_id
    of a hoist or a vessel)."""
    if not isinstance(item, Structure) or item.kind != "dock":
        return None
    return item.dock_id or None


class JudgedTogether:
    """Features filed under the parcels whose check they take part in."""

    def __init__(self) -> None:
        self.items: dict[Key, Item] = {}
        self.own: dict[Key, set[str]] = {}               # parcels a feature itself touches
        self.parcels_of: dict[Key, set[str]] = {}        # ... with its dock's other parts
        self.features_of: dict[str, set[Key]] = {}       # inverse index
        self.dock_parts: dict[str, set[Key]] = {}        # dock_id -> parts

    def clear(self) -> None:
        for d in (self.items, self.own, self.parcels_of, self.features_of, self.dock_parts):
            d.clear()

    def index(self, key: Key, item: Item, own: set[str]) -> set[str]:
        """File one feature (its located parcels `own`); returns the parcels it is now under."""
        self.index_many([(key, item)], [own])
        return set(self.parcels_of[key])

    def index_many(self, keyed: list[tuple[Key, Item]], owns: list[set[str]]) -> None:
        """index() for a whole layout at once (docks settled once each)."""
        docks: set[str] = set()
        for (key, item), own in zip_strict(keyed, owns):
            self.items[key] = item
            self.own[key] = own
            did = dock_id_of(item)
            if did:
                self.dock_parts.setdefault(did, set()).add(key)
                docks.add(did)
            else:
                self.file(key, set(own))
        for did in docks:
            self.settle_dock(did)

    def unindex(self, key: Key) -> set[str]:
        """Forget a feature; returns the parcels it was filed under."""
        item = self.items.pop(key, None)
        self.own.pop(key, None)
        parcels = self.file(key, None)
        did = dock_id_of(item)
        if did and did in self.dock_parts:
            self.dock_parts[did].discard(key)
            if self.dock_parts[did]:
                self.settle_dock(did)
            else:
                del self.dock_parts[did]
        return parcels

    def file(self, key: Key, parcels: set[str] | None) -> set[str]:
        """Set (or with None, drop) the parcels a feature is filed under; returns the old ones."""
        old = self.parcels_of.pop(key, set())
        for pid in old:
            s = self.features_of.get(pid)
            if s is not None:
                s.discard(key)
        if parcels is not None:
            self.parcels_of[key] = parcels
            for pid in parcels:
                self.features_of.setdefault(pid, set()).add(key)
        return old

    def settle_dock(self, dock_id: str) -> None:
        """A dock's parts are judged together: file every part under all the parts' parcels."""
        parts = self.dock_parts.get(dock_id, set())
        union: set[str] = set()
        for k in parts:
            union |= self.own.get(k, set())
        for k in parts:
            self.file(k, set(union))

    def judged_with(self, parcel_ids: Iterable[str]) -> set[str]:
        """Parcels whose findings can change with these parcels' features: those of every feature
        filed under them (a P2 buoy whose swing circle reaches P6 is judged against P6's
        structures, and its finding is filed under P2)."""
        out: set[str] = set()
        for pid in parcel_ids:
            for key in self.features_of.get(pid, ()):
                out |= self.parcels_of.get(key, set())
        return out

    def with_dock(self, item: Item, own: set[str]) -> set[str]:
        """The parcels an item touches, with those of the other parts of its dock."""
        parcels = set(own) - {BEYOND}
        did = dock_id_of(item)
        if did:
            for other in self.dock_parts.get(did, set()):
                parcels |= self.parcels_of.get(other, set()) - {BEYOND}
        return parcels

    def keys_for(self, parcel_ids: Iterable[str], neighbours: Mapping[str, set[str]]) -> set[Key]:
        """The features a re-check of these parcels needs: those touching them or their
        neighbours (context, e.g. for touching swing circles), and whatever shares a parcel with
        those (a buoy whose swing circle reaches a parcel further on meets that parcel's
        structures there)."""
        keys: set[Key] = set()
        near = set(parcel_ids)
        for pid in list(near):
            near |= neighbours.get(pid, set())
        for pid in near:
            keys |= self.features_of.get(pid, set())
        reached: set[str] = set()
        for k in keys:
            reached |= self.parcels_of.get(k, set())
        for pid in reached - near:
            keys |= self.features_of.get(pid, set())
        return keys


__all__ = ["BEYOND", "JudgedTogether", "dock_id_of", "footprint", "footprints", "swing_ft"]
