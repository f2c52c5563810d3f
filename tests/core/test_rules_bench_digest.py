"""check_layout on the bench layout (scripts/bench_lib/layout.py) of a 300-parcel lake, pinned.

Why pinned digests: the rules were rewritten for speed (issue #6 "Fast on a whole lake":
vectorised waterside split with shortcuts, nearest-segment search, batched dock, reach and buoy
geometry). The promise was that nothing a user sees changes, so the expected values below were
computed by check_layout as it stood BEFORE that work (commit 8404659), not by the code under
test: each finding's rule, parcel, source layer and feature, and measured value (to 0.001), in
order. A digest that moves means the findings moved: compare the per-rule counts first, then
dump `_rows` before and after the change to see which finding it was.
"""
from __future__ import annotations

import collections
import hashlib
import json
import sys
from pathlib import Path

import pytest

from shoreline_layout.core.profiles.loader import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
PARCELS = 300

# profile -> (findings per rule, digest of the whole-lake check, {parcel: digest of its re-check});
# the re-checked parcels are the first with each rule's finding and the two end parcels
EXPECTED = {
    "keuka": (
        {"buoy_contact": 62, "buoy_swing": 36, "outside_rights_area": 20, "reach": 58,
         "rights_line_modified": 6},
        "8b418dda9d125a05",
        {"L00000": "4f53cda18c2baa0c", "L00002": "e72475f74fa4e6ca", "L00004": "88f1b8fc6c177c55",
         "L00008": "52d3ca9ab6975906", "L00028": "268719cbeb4427b2", "L00264": "ca9bbafdbe00d34b",
         "L00299": "4f53cda18c2baa0c"},
    ),
    "canandaigua": (
        {"buoy_contact": 62, "buoy_swing": 36, "outside_rights_area": 20, "reach": 60,
         "rights_line_modified": 6, "setback": 121},
        "4fa21754b592714b",
        {"L00000": "4f53cda18c2baa0c", "L00002": "850c1effe265eda1", "L00004": "ae3e1c99c1c6c935",
         "L00008": "52d3ca9ab6975906", "L00028": "268719cbeb4427b2", "L00264": "ca9bbafdbe00d34b",
         "L00299": "4f53cda18c2baa0c"},
    ),
}


def _rows(findings) -> list[list]:
    return [[v.rule, v.parcel_id, v.source_layer, v.source_fid,
             None if v.measured is None else round(v.measured, 3)] for v in findings]


def _digest(findings) -> str:
    return hashlib.sha256(json.dumps(_rows(findings)).encode()).hexdigest()[:16]


@pytest.fixture(scope="module")
def runs():
    """profile name -> (profile, water-rights result, layout, findings), each made once."""
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    from bench_lib import lakes, layout
    lake = lakes.make(PARCELS, 0)
    made: dict = {}

    def run(name: str):
        if name not in made:
            profile = load_profile(name)
            wr = compute_water_rights(lake.parcels, lake.shoreline, profile.geometry_settings())
            plan = layout.make_layout(wr)
            made[name] = (lake, profile, wr, plan,
                          check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys))
        return made[name]
    return run


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bench_layout_findings_are_pinned(runs, name):
    counts, digest, rechecks = EXPECTED[name]
    lake, profile, wr, plan, found = runs(name)
    assert dict(sorted(collections.Counter(v.rule for v in found).items())) == counts
    assert _digest(found) == digest
    # a live re-check of one parcel says what the whole-lake check says about it, and what it
    # said before the speed work
    for pid, want in rechecks.items():
        again = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys, parcel_ids=[pid])
        assert _rows(again) == _rows([v for v in found if v.parcel_id == pid])
        assert _digest(again) == want


def test_modified_rights_line_notes_in_a_fixed_order(runs):
    """The notes of a rights_line_modified finding: the rights area's, then its lines' in the
    result's order, each once (they came out of a set, in an order that changed with every
    Python process)."""
    _lake, _profile, wr, _plan, found = runs("keuka")
    area = {ra.parcel_id: ra for ra in wr.rights_areas}
    seen = 0
    for v in found:
        if v.rule != "rights_line_modified":
            continue
        lines = [ln for ln in wr.lines if v.parcel_id in (ln.parcel_a, ln.parcel_b) and ln.modified]
        notes = [n for n in dict.fromkeys([area[v.parcel_id].note, *(ln.note for ln in lines)]) if n]
        assert v.message.endswith(" " + " ".join(notes))
        seen += len(notes) > 1
    assert seen >= 3
