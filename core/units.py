"""Stacked units: condominium units that a tax map carries as identical polygons are one
lakeshore parcel (DESIGN.md "Input layers", "Stacked units"; §160-123B, §44-6B).

New York tax maps give each condominium unit its own parcel id (128.07-1-11.001, .002, ...) and
the whole lot's polygon. Read as neighbours they overlap by the whole frontage; the laws' limits
follow the lakeshore parcel "regardless of how property interests ... may be divided". So
polygons that coincide — each covers at least COVER of the other — become one Parcel: the lowest
of the ids, every id in `units`, one allowance. Decided here once, when the parcels are read
(pipeline.read_parcels); every output reads the grouped parcels.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .compat import zip_strict
from .model import Message, Parcel

# Each of two polygons covers at least this share of the other: the same lot drawn twice (the
# tax map's own rounding aside), never two neighbours, which share at most a sliver.
COVER = 0.95
UNITS_SEP = ";"          # how the `units` output field lists the ids


def unit_key(pid: str) -> tuple[Any, ...]:
    """Natural order of parcel ids: digit runs compare as numbers (...11.9 before ...11.10)."""
    return tuple((0, int(t), "") if t.isdigit() else (1, 0, t) for t in re.findall(r"\d+|\D+", pid))


def units_text(units: Sequence[str]) -> str:
    """The `units` output field: every id, ';'-separated ("" for a parcel without units)."""
    return UNITS_SEP.join(units)


def stack_units(parcels: Sequence[Parcel], section: str = "", explain: str = ""
                ) -> tuple[list[Parcel], list[Message]]:
    """The parcels with each group of coinciding polygons made one parcel with units, in the
    order of their first member; and one info message per group (citing `section`, with the
    profile's `explain`). Parcels that stack with nothing are returned as they are."""
    parcels = list(parcels)
    groups = _coinciding(parcels)
    if not groups:
        return parcels, []
    lead: dict[int, list[int]] = {min(g): g for g in groups}
    member = {i for g in groups for i in g}
    out: list[Parcel] = []
    messages: list[Message] = []
    for i, p in enumerate(parcels):
        if i in lead:
            merged, text = _merge([parcels[k] for k in lead[i]], section, explain)
            out.append(merged)
            messages.append(Message("info", "stacked_units", text, merged.parcel_id, merged.geometry))
        elif i not in member:
            out.append(p)
    return out, messages


def stack_by_profile(parcels: Sequence[Parcel], profile: Any) -> tuple[list[Parcel], list[Message]]:
    """stack_units as the profile reads it ([readings] stacked_units: one_parcel, the default,
    or separate), with its section and explanation in the message."""
    reading = profile.reading("stacked_units") if profile is not None else None
    if reading is not None and reading.value == "separate":
        return list(parcels), []
    return stack_units(parcels, reading.section if reading else "", reading.explain if reading else "")


def _coinciding(parcels: list[Parcel]) -> list[list[int]]:
    """Groups (parcel positions, two or more) of polygons that cover each other by COVER."""
    geoms = np.array([p.geometry if isinstance(p.geometry, BaseGeometry) else None for p in parcels],
                     dtype=object)
    ok = np.zeros(len(parcels), dtype=bool)
    if len(geoms):
        ok = ~(shapely.is_missing(geoms) | shapely.is_empty(geoms))
        ok[ok] = np.isin(shapely.get_type_id(geoms[ok]), (3, 6))
    idx = np.flatnonzero(ok)
    if idx.size < 2:
        return []
    g = geoms[idx].copy()
    bad = ~shapely.is_valid(g)
    if bad.any():
        g[bad] = shapely.make_valid(g[bad])
    area = shapely.area(g)
    qi, ti = shapely.STRtree(g).query(g)
    keep = qi < ti
    qi, ti = qi[keep], ti[keep]
    big = np.maximum(area[qi], area[ti])
    # Necessary, and cheap: the overlap is no larger than the smaller polygon, nor than the
    # overlap of the two boxes.
    b = shapely.bounds(g)
    w = np.minimum(b[qi, 2], b[ti, 2]) - np.maximum(b[qi, 0], b[ti, 0])
    h = np.minimum(b[qi, 3], b[ti, 3]) - np.maximum(b[qi, 1], b[ti, 1])
    cand = (big > 0) & (np.minimum(area[qi], area[ti]) >= COVER * big) \
        & (np.clip(w, 0, None) * np.clip(h, 0, None) >= COVER * big)
    qi, ti, big = qi[cand], ti[cand], big[cand]
    if qi.size == 0:
        return []
    common = shapely.area(shapely.intersection(g[qi], g[ti]))
    same = common >= COVER * big
    parent = list(range(idx.size))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for a, c in zip_strict(qi[same].tolist(), ti[same].tolist()):
        ra, rc = root(a), root(c)
        if ra != rc:
            parent[max(ra, rc)] = min(ra, rc)
    by_root: dict[int, list[int]] = {}
    for k in range(idx.size):
        by_root.setdefault(root(k), []).append(int(idx[k]))
    return [m for m in by_root.values() if len(m) > 1]


def _merge(units: list[Parcel], section: str, explain: str) -> tuple[Parcel, str]:
    """One parcel of the stacked units: the lowest id's record, the polygons' union, every id."""
    ids = sorted({u for p in units for u in (p.units or (p.parcel_id,))}, key=unit_key)
    first = min(units, key=lambda p: unit_key(p.parcel_id))
    frontages = [float(p.frontage_tax_ft) for p in units
                 if p.frontage_tax_ft is not None and _number(p.frontage_tax_ft)]
    seats = [int(p.seating) for p in units if isinstance(p.seating, int) and not isinstance(p.seating, bool)]
    merged = dataclasses.replace(
        first, parcel_id=ids[0], units=tuple(ids),
        geometry=shapely.union_all([p.geometry for p in units]),
        # the lot's frontage: the tax map often carries it on one unit and 0 on the others
        frontage_tax_ft=max(frontages) if frontages else first.frontage_tax_ft,
        seating=max(seats) if seats else first.seating,
        steep_slope=any(p.steep_slope for p in units),
        upland_structure_near_mhw=any(p.upland_structure_near_mhw for p in units))
    uses = sorted({p.land_use for p in units})
    text = (f"Parcels {', '.join(ids)} are one polygon drawn {len(ids)} times (each covers at least "
            f"{COVER:.0%} of the other: units of one lot, such as condominium units): one lakeshore "
            f"parcel {ids[0]} with units {units_text(ids)}, one allowance")
    if explain:
        text += f". {explain}"
    if section:
        text += f" ({section})"
    if len(uses) > 1:
        text += (f". The units' land uses differ ({', '.join(uses)}): the lowest id's, {first.land_use}, "
                 "is used")
    return merged, text + "."


def _number(v: object) -> bool:
    try:
        return v is not None and not isinstance(v, bool) and float(v) == float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
