"""docs/profiles.md's worked example: a third lake's law with one new rule, touching only a
profile (tests/core/data/lamoka.toml, made up) and the core (the rule below, written as it would
stand in core/rules/dock_width.py, registered with core.rules.registry.register)."""
from __future__ import annotations

from pathlib import Path

import pytest
from rules_fixtures import dock, lake, rect

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules import registry
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.rules.measure import extents_many, objarray

LAMOKA = Path(__file__).resolve().parent / "data" / "lamoka.toml"
EPS = 1e-6


# --- what core/rules/dock_width.py would hold ------------------------------------------------
def check_dock_width(rep, profile, lake, pcs, docks) -> None:
    """Lamoka §12-4C: no dock wider than dock.max_width_ft, measured parallel to the MHW mark."""
    q = profile.get("dock.max_width_ft")
    if q is None or not q.is_set:
        return                                   # a law without the number has no such rule
    mine = [d for pc in pcs for d in docks.get(pc.pid, [])]
    if not mine:
        return
    geoms = objarray([d.geom for d in mine])
    origin, tangent, normal = lake.shore.frames(geoms)
    width, _ = extents_many(geoms, origin, tangent, normal)
    for d, w in zip_strict(mine, width):
        if w > float(q.value) + EPS:
            rep.add("dock_width", item=d.anchor, what=d.name(), measured=float(w), limit=float(q.value),
                    unit="ft", section=q.section, geometry=d.geom)


DOCK_WIDTH = registry.RuleCode("dock_width", "dock_width", "error", "law", templates={
    "": "{What} is {m} wide, measured parallel to the mean high water mark; the limit is {l} ({s})."})


@pytest.fixture
def dock_width_rule():
    registry.register(DOCK_WIDTH, check_dock_width)
    yield
    registry.unregister("dock_width")


@pytest.mark.parametrize("width,found", [(25.0, None), (35.0, 35.0)])
def test_lamoka_dock_width_12_4C(dock_width_rule, width, found):
    profile = load_profile(LAMOKA)
    parcels, wr = lake(3, width=100.0)
    vs = check_layout(profile, parcels, wr, [dock(1, rect(150 - width / 2, -5, width, 15), dock_id="D")], [])
    got = [v for v in vs if v.rule == "dock_width"]
    if found is None:
        assert got == []
    else:
        (v,) = got
        assert (v.measured, v.limit, v.section, v.severity) == (pytest.approx(found), 30.0, "§12-4C", "error")
        assert v.message == ("Dock D is 35 ft wide, measured parallel to the mean high water mark; "
                             "the limit is 30 ft (§12-4C).")


def test_the_new_rule_stays_out_of_laws_without_its_number(dock_width_rule):
    parcels, wr = lake(3, width=100.0)
    vs = check_layout(load_profile("keuka"), parcels, wr, [dock(1, rect(132, -5, 35, 15), dock_id="D")], [])
    assert "dock_width" not in {v.rule for v in vs}


def test_codes_are_never_reused():
    with pytest.raises(ValueError, match="taken"):
        registry.register(registry.RuleCode("reach", "reach", "error", "law"))
