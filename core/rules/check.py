"""check_layout: every layout rule of the profile, parcel by parcel.

It runs the rule table (core/rules/table.py) over one run (core/rules/run.py) and nothing else:
the preparing stages (sanity of the input, which parcel each feature belongs to, which part is
waterside), then the rule families, then the post-passes. Heavy geometry runs vectorised over all
features; the per-parcel logic works on numbers. With `parcel_ids`, only those parcels (and the
features near them) are touched, so a live re-check after an edit costs about one parcel.
"""
from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..gc_pause import no_gc_pauses
from ..model import Buoy, Parcel, Structure, Violation, WaterRightsResult
from ..profiles import Profile
from ..session import lake_index
from .assign import Lake
from .findings import Report
from .measure import objarray
from .messages import KIND_NAMES
from .run import DepthAt, ParcelCtx, Run
from .table import table


def check_layout(profile: Profile, parcels: Iterable[Parcel], wr: WaterRightsResult,
                 structures: Iterable[Structure], buoys: Iterable[Buoy],
                 depth_at: DepthAt | None = None,
                 parcel_ids: Iterable[str] | None = None,
                 jurisdiction: BaseGeometry | None = None) -> list[Violation]:
    """Every finding for the layout; an empty list means it complies.

    `jurisdiction`: the water the law regulates (the geometry engine's jurisdiction area: within
    1,500 ft of the shore, less water a law excludes such as the Keuka Lake Outlet); a feature
    wholly outside it gets outside_jurisdiction. Default: `wr.jurisdiction` where the result has
    one; without either, only the 1,500 ft distance is tested."""
    with no_gc_pauses():
        run = start(profile, parcels, wr, structures, buoys, depth_at, parcel_ids, jurisdiction)
        for family in table():
            if family.runs(run.rep):
                family.check(run)
        return run.findings()


def start(profile: Profile, parcels: Iterable[Parcel], wr: WaterRightsResult,
          structures: Iterable[Structure], buoys: Iterable[Buoy], depth_at: DepthAt | None = None,
          parcel_ids: Iterable[str] | None = None, jurisdiction: BaseGeometry | None = None) -> Run:
    """The run a check starts from: the inputs, the lake's index, the features near the selection."""
    parcels = parcels if isinstance(parcels, list) else list(parcels or [])
    s_list, b_list = list(structures or []), list(buoys or [])
    lake = lake_index(wr, parcels)
    selected = None if parcel_ids is None else {str(p) for p in parcel_ids}
    if selected is not None:
        s_list, b_list = _select(lake, selected, s_list, b_list)
    if jurisdiction is None:
        jurisdiction = getattr(wr, "jurisdiction", None)
    return Run(profile=profile, rep=Report(profile), lake=lake, wr=wr,
               by_id=lake.by_id, structures=s_list, buoys=b_list,
               selected=selected, depth_at=depth_at, jurisdiction=jurisdiction,
               cache=lake.parcel_cache(profile))


def _select(lake: Lake, selected: set[str], structures: list[Structure],
            buoys: list[Buoy]) -> tuple[list[Structure], list[Buoy]]:
    """Features of the selected parcels and the features near them (their land, their water and
    wherever a feature named to them stands). Each is then placed and checked as the whole-lake
    check would; check_layout keeps only the selected parcels' findings."""
    areas = [lake.rights_area(pid) for pid in selected]
    boxes = [ra.bounds for ra in areas if ra is not None]
    # and their land: a feature standing there is reported on_land under that parcel
    rows = sorted(r for pid in selected for r in lake.parcel_rows.get(pid, ()))
    boxes += [lake.parcel_geoms[r].bounds for r in rows]
    # and wherever a feature named to them stands: it meets what is near it there
    feats: list[Structure | Buoy] = [*structures, *buoys]
    boxes += [f.geometry.bounds for f in feats
              if f.parcel_id is not None and str(f.parcel_id) in selected
              and isinstance(f.geometry, BaseGeometry) and not f.geometry.is_empty]
    boxes = [b for b in boxes if np.isfinite(b).all()]
    radius = _largest_swing(buoys)
    if boxes:
        bb = np.array(boxes)
        x0, y0 = bb[:, 0].min() - 2 * radius - 1, bb[:, 1].min() - 2 * radius - 1
        x1, y1 = bb[:, 2].max() + 2 * radius + 1, bb[:, 3].max() + 2 * radius + 1
    else:
        x0 = y0 = x1 = y1 = np.nan

    def near(feats: list[Structure] | list[Buoy]) -> np.ndarray:
        geoms = objarray([f.geometry if isinstance(f.geometry, BaseGeometry) else None for f in feats])
        if not len(geoms):
            return np.zeros(0, dtype=bool)
        b = shapely.bounds(geoms)      # NaN for missing geometry: never near
        return (b[:, 2] >= x0) & (b[:, 0] <= x1) & (b[:, 3] >= y0) & (b[:, 1] <= y1)

    def named(f: Structure | Buoy) -> bool:
        return f.parcel_id is not None and str(f.parcel_id) in selected

    return ([f for f, c in zip_strict(structures, near(structures)) if c or named(f)],
            [b for b, c in zip_strict(buoys, near(buoys)) if c or named(b)])


def _largest_swing(buoys: list[Buoy]) -> float:
    """The largest plausible swing radius (vessel + rode) of the buoys: how far one reaches."""
    radius = 0.0
    for b in buoys:
        try:
            r = float(b.vessel_length_ft) + float(b.rode_length_ft)
        except (TypeError, ValueError):
            continue
        if radius < r < 1e6:
            radius = r
    return radius


__all__ = ["KIND_NAMES", "ParcelCtx", "check_layout", "start"]
