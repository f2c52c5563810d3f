"""core/audit.py: the states of hand-made parcels, the counts by rule and by land use, all from
check_layout's real findings on a straight Keuka shore (tests/core/rules_fixtures.py)."""
from __future__ import annotations

import pytest
from rules_fixtures import buoy, dock, lake, rect, struct

from shoreline_layout.core.audit import STATES, audit_lake, dock_count, state_of
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout


@pytest.fixture(scope="module")
def keuka():
    return load_profile("keuka")


def run(profile, parcels, wr, structures, buoys=()):
    violations = check_layout(profile, parcels, wr, structures, list(buoys))
    return audit_lake(profile, parcels, wr, structures, list(buoys), violations), violations


def test_existing_oversize_dock_is_nonconforming_proposed_is_violation_empty_is_compliant(keuka):
    parcels, wr = lake(4)
    # P0: an existing 15 x 100 ft dock (1,500 sq ft, over even the 1,200 sq ft of two docks
    # consolidated; 100 ft out, past the 65 ft reach), no change proposed
    # P1: the same dock proposed; P2: nothing; P3: a 6 x 40 ft dock and a 20 ft-vessel buoy
    structures = [dock(1, rect(40, 0, 15, 100), "D0", existing=True),
                  dock(2, rect(140, 0, 15, 100), "D1"),
                  dock(3, rect(345, 0, 6, 40), "D3")]
    buoys = [buoy(1, 375, 90, vessel=14, rode=6)]
    audit, violations = run(keuka, parcels, wr, structures, buoys)
    rows = {r.parcel_id: r for r in audit.rows}
    assert [r.parcel_id for r in audit.rows] == ["P0", "P1", "P2", "P3"]

    p0, p1, p2, p3 = rows["P0"], rows["P1"], rows["P2"], rows["P3"]
    assert (p0.state, p0.errors, p0.warnings) == ("nonconforming", 0, 2)
    assert p0.rules == ("dock_area", "reach")
    # the nonconformity's own section (§160-126A) beside the rule's, within the rule's citation
    assert all("§160-126A" in c for c in p0.citations)
    by_rule = {v.rule: v.section for v in violations if v.parcel_id == "P1"}
    assert p0.citations == tuple(f"{by_rule[r]}, §160-126A" for r in p0.rules)
    assert (p1.state, p1.errors, p1.warnings) == ("violation", 2, 0)
    assert p1.rules == ("dock_area", "reach")
    assert p1.citations == (by_rule["dock_area"], by_rule["reach"])
    assert keuka.rule("reach").section == by_rule["reach"]
    assert (p2.state, p2.errors, p2.warnings, p2.rules, p2.docks, p2.boats) == ("compliant", 0, 0, (), 0, 0)
    assert p3.state == "compliant" and (p3.docks, p3.buoys) == (1, 1)

    # the allowance of a 100 ft Keuka residential lot (§160-123A(1)(a)): 1 dock, 2 boats... as the rules say
    from shoreline_layout.core.rules.allowance import allowed_facilities
    a = allowed_facilities(keuka, parcels[2], wr)
    assert (p2.docks_allowed, p2.boats_allowed, p2.buoys_allowed) == (a.docks_allowed, a.boats_allowed,
                                                                      a.buoys_allowed)
    assert p2.frontage_ft == pytest.approx(100.0)
    assert p0.record()["rules"] == "dock_area, reach"
    assert p1.record()["citations"].count("; ") == 1

    s = audit.summary
    assert s.by_state == {"compliant": 2, "nonconforming": 1, "violation": 1}
    assert s.by_land_use == {"residential": {"compliant": 2, "nonconforming": 1, "violation": 1}}
    assert s.by_rule["dock_area"].parcels == 2 and s.by_rule["dock_area"].findings == 2
    assert (s.by_rule["reach"].errors, s.by_rule["reach"].warnings) == (1, 1)
    assert s.findings == len(violations)


def test_boats_and_counts_come_from_the_rules(keuka):
    parcels, wr = lake(2, land_uses=["residential", "marina"])
    # P0: a dock of two parts (one dock), two hoists (1 boat each), a 3-slip boat station and
    # 3 buoys 30 ft apart (Keuka counts buoys as boats): 2 + 3 + 3 = 8 boats of the 6 allowed
    structures = [dock(1, rect(40, 0, 6, 30), "A", part="walkway"),
                  dock(2, rect(30, 30, 26, 6), "A", part="appendage"),
                  struct(3, "boat_hoist_structure", rect(15, 5, 10, 15), construction="seasonal"),
                  struct(4, "boat_hoist_structure", rect(65, 5, 10, 15), construction="seasonal"),
                  struct(5, "boat_station", rect(80, 5, 8, 10), slips=3)]
    buoys = [buoy(1, 20, 100, 14, 6), buoy(2, 50, 100, 14, 6), buoy(3, 80, 100, 14, 6)]
    audit, _ = run(keuka, parcels, wr, structures, buoys)
    p0, p1 = audit.rows
    assert dock_count(structures) == 1
    assert (p0.docks, p0.boats, p0.buoys) == (1, 8, 3)
    assert (p0.docks_allowed, p0.boats_allowed, p0.buoys_allowed) == (2, 6, 6)
    assert p0.rules == ("boat_count", "buoy_contact", "station_slips")
    assert (p0.state, p0.errors, p0.warnings) == ("violation", 6, 0)    # 4 buoy contacts
    # the marina row: its own land use; Keuka allows a marina nothing on 100 ft
    assert (p1.land_use, p1.state, p1.docks, p1.docks_allowed) == ("marina", "compliant", 0, 0)
    s = audit.summary
    assert s.by_land_use == {"marina": {"compliant": 1, "nonconforming": 0, "violation": 0},
                             "residential": {"compliant": 0, "nonconforming": 0, "violation": 1}}
    # parcels by rule count each parcel once, findings every finding
    assert (s.by_rule["buoy_contact"].parcels, s.by_rule["buoy_contact"].findings) == (1, 4)
    assert (s.by_rule["boat_count"].parcels, s.by_rule["boat_count"].errors) == (1, 1)
    assert s.by_rule["boat_count"].sections == [keuka.rule("boat_count").section]
    assert s.by_rule["boat_count"].kind == "law"
    # the log's sentences (#26 walk: "1 parcel(s)", "(1 errors, ..."): a count takes its noun
    lines = s.lines()
    assert lines[0] == "2 lakeshore parcels: 1 compliant, 0 nonconforming, 1 violation."
    boat = next(line for line in lines if line.startswith("  boat_count "))
    assert boat.endswith(": 1 parcel / 1 finding (1 error, 0 warnings, 0 info)")
    contact = next(line for line in lines if line.startswith("  buoy_contact "))
    assert contact.endswith(": 1 parcel / 4 findings (4 errors, 0 warnings, 0 info)")
    assert not any("(s)" in line for line in lines)


def test_replaced_existing_dock_is_not_counted_and_info_does_not_change_the_state(keuka):
    parcels, wr = lake(1)
    structures = [dock(1, rect(45, 0, 6, 40), "OLD", existing=True),
                  dock(2, rect(20, 0, 6, 40), "NEW", replaces="OLD")]
    audit, _ = run(keuka, parcels, wr, structures)
    assert audit.rows[0].docks == 1 and audit.rows[0].state == "compliant"
    assert state_of(["info", "info"]) == "compliant"
    assert state_of(["info", "warning"]) == "nonconforming"
    assert state_of(["warning", "error"]) == "violation"
    assert STATES == ("compliant", "nonconforming", "violation")


def test_a_finding_of_no_lakeshore_parcel_is_counted_unattributed(keuka):
    parcels, wr = lake(2)
    far = buoy(7, 100.0, 5000.0)            # past 1,500 ft: in nobody's rights area
    audit, violations = run(keuka, parcels, wr, [], [far])
    stray = [v for v in violations if v.parcel_id is None]
    assert stray and audit.summary.unattributed == len(stray)
    assert audit.summary.by_state["compliant"] == 2
