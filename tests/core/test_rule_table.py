"""The rule table (core/rules/table.py) is what a check runs, and the rules issue #21 wired.

- check.py runs the table and nothing else; the post-pass (nonconforming's severity rewrite)
  is declared and runs last; every code of the registry belongs to a family of the table;
- no module of core/rules imports check.py, and check.py imports no rule module;
- §44-5J shared facilities (shared_facility): at most two owners, 1,080 sq ft, the two parcels'
  allowances together; dock.separation_min_docks and what counts as a dock come from the profile.
"""
from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from rules_fixtures import dock, lake, rect, struct
from shapely.geometry import box

from shoreline_layout.core.model import Buoy, Parcel, Structure
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules import table
from shoreline_layout.core.rules.allowance import allowed_facilities
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.rules.registry import REGISTRY
from shoreline_layout.core.summary import summarize

RULES = Path(__file__).resolve().parents[2] / "core" / "rules"
KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


def imported(path: Path) -> set[str]:
    """The core/rules modules a file imports (relative imports, anywhere in it)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            out |= {node.module} if node.module else {a.name for a in node.names}
    return out


# --- the table --------------------------------------------------------------------------------
def test_the_post_pass_runs_last_and_stages_first():
    fams = table.table()
    stages = [f.stage for f in fams]
    assert stages[-1] == "post" and stages.count("post") == 1
    assert fams[-1].name == "nonconforming_severity"
    first_rule = stages.index("rule")
    assert all(s == "prepare" for s in stages[:first_rule])
    assert "prepare" not in stages[first_rule:]


def test_every_registered_code_belongs_to_a_family_of_the_table():
    families = {f.family or f.name for f in table.table()}
    orphans = sorted(rc.code for rc in REGISTRY.values() if rc.family not in families)
    assert orphans == []


def test_check_py_runs_the_table_and_nothing_else():
    mine = imported(RULES / "check.py")
    families = {Path(f.check.__code__.co_filename).stem for f in table.table()}
    assert mine & families == set(), "check.py calls a rule module itself"
    assert "table" in mine


def test_no_rule_module_imports_check_py():
    importers = sorted(p.name for p in RULES.glob("*.py") if "check" in imported(p))
    assert importers == []


def test_a_profile_rules_table_may_turn_off_a_code_beyond_designs_list(tmp_path):
    """[rules] accepts every registered code: here the §44-5J limits are switched off."""
    text = (Path(CANANDAIGUA.path).read_text(encoding="utf-8")
            .replace('shared_facility = { applies = true', 'shared_facility = { applies = false'))
    path = tmp_path / "no_sharing_limits.toml"
    path.write_text(text, encoding="utf-8")
    off = load_profile(path)
    assert not off.applies("shared_facility") and CANANDAIGUA.applies("shared_facility")
    parcels, wr = lake(3)
    layout = [dock(1, rect(80, 0, 40, 30), dock_id="S", parcel_id="P1", shared_with="P0")]
    assert "shared_facility" in {v.rule for v in check_layout(CANANDAIGUA, parcels, wr, layout, [])}
    assert "shared_facility" not in {v.rule for v in check_layout(off, parcels, wr, layout, [])}


# --- §44-5J shared facilities -------------------------------------------------------------------
def shared(profile, structures, n=3):
    parcels, wr = lake(n)
    return [v for v in check_layout(profile, parcels, wr, structures, []) if v.rule == "shared_facility"]


def test_a_shared_dock_within_the_limits_is_lawful():
    layout = [dock(1, rect(96, 0, 8, 40), dock_id="S", parcel_id="P1", shared_with="P0")]
    assert shared(CANANDAIGUA, layout) == []


def test_at_most_two_owners_44_5J():
    """One dock whose parts are shared with both neighbours: three owners."""
    parts = [dock(1, rect(96, 0, 8, 30), dock_id="S", parcel_id="P1", shared_with="P0"),
             dock(2, rect(104, 22, 100, 8), dock_id="S", parcel_id="P1", shared_with="P2")]
    (v,) = shared(CANANDAIGUA, parts)
    assert (v.parcel_id, v.source_fid, v.measured, v.limit, v.section) == ("P1", 1, 3.0, 2.0, "§44-5J")
    assert v.message == ("Dock S is shared by 3 parcels (P0, P1, P2); a shared facility may have at most "
                         "2 owners (§44-5J).")


def test_the_1080_sqft_total_44_5J():
    (v,) = shared(CANANDAIGUA, [dock(1, rect(80, 0, 40, 30), dock_id="S", parcel_id="P1", shared_with="P0")])
    assert (v.measured, v.limit, v.unit, v.severity) == (1200.0, 1080.0, "sqft", "error")
    assert "P0 and P1 covers 1,200 sq ft" in v.message


def test_the_two_allowances_together_44_5J():
    """100 ft each: one dock each, two together; the shared dock and one more on each is three."""
    layout = [dock(1, rect(96, 0, 8, 30), dock_id="S", parcel_id="P1", shared_with="P0"),
              dock(2, rect(40, 0, 6, 30), dock_id="A"), dock(3, rect(150, 0, 6, 30), dock_id="B")]
    (v,) = shared(CANANDAIGUA, layout)
    assert (v.parcel_id, v.measured, v.limit, v.unit) == ("P0", 3.0, 2.0, "count")
    assert v.message.startswith("Parcels P0 and P1 share a facility and have 3 docks together; the two are "
                                "allowed 2 together")
    assert shared(CANANDAIGUA, layout[:2]) == []


def test_keuka_has_no_shared_facilities():
    """No waiver in the Keuka law: the mark is refused (shared_waiver), no §44-5J limit applies."""
    parcels, wr = lake(3)
    layout = [dock(1, rect(80, 0, 40, 30), dock_id="S", parcel_id="P1", shared_with="P0")]
    found = check_layout(KEUKA, parcels, wr, layout, [])
    rules = {v.rule for v in found}
    assert "shared_waiver" in rules and "shared_facility" not in rules


# --- keys that were ignored -------------------------------------------------------------------
@pytest.mark.parametrize("least,found", [(2, True), (3, False)])
def test_dock_separation_from_the_profile(least, found):
    profile = KEUKA.with_values({"dock.separation_min_docks": least})
    parcels, wr = lake(3, width=150.0)
    layout = [dock(1, rect(170, 0, 6, 30), dock_id="A"), dock(2, rect(181, 0, 6, 30), dock_id="B")]
    got = [v for v in check_layout(profile, parcels, wr, layout, []) if v.rule == "dock_separation"]
    assert bool(got) is found
    if found:
        assert (got[0].measured, got[0].limit) == (5.0, float(KEUKA.number("dock.separation_ft").value))


@pytest.mark.parametrize("swim_floats_are_docks", [False, True])
def test_what_counts_as_a_dock_is_the_profiles(swim_floats_are_docks):
    """Keuka §160-123A(1)(e): a swim float is not a dock. A profile saying otherwise makes the
    float count in the check and in the site plan's summary alike."""
    profile = KEUKA.with_values({"dock.swim_floats_count_as_docks": swim_floats_are_docks})
    parcels, wr = lake(3, width=90.0)     # one dock (§160-123A(1)(a)); the float is no "extra small" one
    layout = [dock(1, rect(110, 0, 6, 30), dock_id="A"), struct(2, "swim_float", rect(140, 5, 20, 20))]
    counts = [v for v in check_layout(profile, parcels, wr, layout, []) if v.rule == "dock_count"]
    assert [(v.measured, v.limit) for v in counts] == ([(2.0, 1.0)] if swim_floats_are_docks else [])
    p1 = parcels[1]
    s = summarize(profile, p1, wr, allowed_facilities(profile, p1, wr), layout, [], land=box(0, -200, 270, 0))
    assert [d.kind for d in s.docks] == (["dock", "swim_float"] if swim_floats_are_docks else ["dock"])


def test_every_fact_a_family_reads_is_a_field_of_the_model():
    """A family's `facts` name fields of Parcel, Structure and Buoy (or the BATHYMETRY raster)."""
    fields = {name: {f.name for f in dataclasses.fields(cls)}
              for name, cls in (("parcel", Parcel), ("structure", Structure), ("buoy", Buoy))}
    unknown = sorted(f"{fam.name}: {fact}" for fam in table.table() for fact in fam.facts
                     if fact != "bathymetry"
                     and fact.partition(".")[2] not in fields.get(fact.partition(".")[0], set()))
    assert unknown == []
    assert any("structure.shared_with" in fam.facts for fam in table.table())
