"""The waterside split's shortcut (core/rules/waterside.py) changes no finding.

A structure part beyond its own rights area that meets no other rights area and lies wholly in
the lakeshore band, or wholly on one parcel, is taken for land without the overlay steps. The
same check with every such part sent the whole way must give the same findings, geometry to the
last bit, on the bench layout (docks poking onto curving shores, hoists straddling lines)."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from shoreline_layout.core.profiles.loader import load_profile
from shoreline_layout.core.rules import waterside
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def _rows(findings) -> list[tuple]:
    return [(v.rule, v.parcel_id, v.source_fid, v.measured, v.limit, v.section, v.message,
             None if v.geometry is None else v.geometry.wkb) for v in findings]


@pytest.mark.parametrize("name,seed", [("keuka", 0), ("canandaigua", 0), ("keuka", 5)])
def test_shortcut_gives_what_the_whole_way_gives(monkeypatch, name, seed):
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    from bench_lib import lakes, layout
    lake = lakes.make(300, seed)
    profile = load_profile(name)
    wr = compute_water_rights(lake.parcels, lake.shoreline, profile.geometry_settings())
    plan = layout.make_layout(wr)
    fast = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys)

    taken = []
    real = waterside._surely_on_land

    def never(lake_, r, tol):
        taken.append(int(real(lake_, r, tol).sum()))
        return np.zeros(len(r), dtype=bool)

    monkeypatch.setattr(waterside, "_surely_on_land", never)
    slow = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys)
    assert sum(taken) > 20             # the shortcut had structures to take
    assert any(v.rule == "outside_rights_area" for v in fast)
    assert _rows(fast) == _rows(slow)
