"""core/verdict: the one verdict (DESIGN.md "Algorithms and outputs"), and the lake audit reading it."""
from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_fixtures import dock, lake, rect

from shoreline_layout.core.audit import audit_lake
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules import check_layout
from shoreline_layout.core.verdict import (
    NOT_CHECKED,
    VERDICTS,
    is_input_problem,
    parcel_verdicts,
    verdict_of,
)

KEUKA = load_profile("keuka")


@dataclass
class F:
    severity: str
    rule: str = "setback"
    parcel_id: str | None = "P1"


@pytest.mark.parametrize("findings,state,headline,counts", [
    ([], "compliant", "compliant", (0, 0, 0, 0)),
    ([F("info", "anchorage_permit")], "compliant", "compliant", (0, 0, 1, 0)),      # info never counts
    ([F("warning"), F("info")], "nonconforming", "nonconforming", (0, 1, 1, 0)),
    ([F("error"), F("warning")], "violation", "violation", (1, 1, 0, 0)),
    # an input problem: that feature is not checked; nothing checked breaks the law
    ([F("warning", "invalid_value")], "nonconforming", NOT_CHECKED, (0, 0, 0, 1)),
    ([F("error", "invalid_value"), F("warning")], "violation", NOT_CHECKED, (0, 1, 0, 1)),
    ([F("input", "unknown_structure_kind")], "compliant", NOT_CHECKED, (0, 0, 0, 1)),
    # a breach of the law stays a violation whatever else could not be checked
    ([F("error", "invalid_value"), F("error", "reach")], "violation", "violation", (1, 0, 0, 1)),
])
def test_verdict_rule(findings, state, headline, counts):
    v = verdict_of(findings)
    assert (v.state, v.headline) == (state, headline)
    assert (v.errors, v.warnings, v.infos, v.not_checked) == counts
    assert v.complies == (headline == "compliant")


SEVERITY = st.sampled_from(["error", "warning", "info", "input"])
RULE = st.sampled_from(["setback", "reach", "invalid_value", "anchorage_permit"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(SEVERITY, RULE), max_size=8))
def test_verdict_properties(pairs):
    findings = [F(s, r) for s, r in pairs]
    v = verdict_of(findings)
    law = [f for f in findings if not is_input_problem(f)]
    assert v.headline in VERDICTS
    assert v.not_checked == len(findings) - len(law)
    # violation iff a law finding is an error; the headline says not checked only without one
    assert (v.headline == "violation") == any(f.severity == "error" for f in law)
    if v.headline != "violation":
        assert (v.headline == NOT_CHECKED) == (v.not_checked > 0)
    # info findings never change it
    assert verdict_of([*findings, F("info", "anchorage_permit")]).headline == v.headline


def test_parcel_verdicts_take_each_parcels_own_findings():
    findings = [F("error", parcel_id="P0"), F("warning", parcel_id="P1"), F("error", parcel_id=None)]
    got = parcel_verdicts(findings, ["P0", "P1", "P2"])
    assert {k: v.headline for k, v in got.items()} == {"P0": "violation", "P1": "nonconforming",
                                                       "P2": "compliant"}


def test_audit_state_is_the_verdict():
    """The lake audit's state per parcel is core/verdict's, from the check's findings on it."""
    parcels, wr = lake(3)
    # P0: a dock 3 ft from its east line (setback 10 ft: an error); P1: the same dock, existing
    # (a nonconformity that may continue: a warning); P2: a small dock well inside (compliant)
    s = [dock(1, rect(92, 0, 5, 30), dock_id="A"), dock(2, rect(192, 0, 5, 30), dock_id="B", existing=True),
         dock(3, rect(245, 0, 5, 30), dock_id="C")]
    v = check_layout(KEUKA, parcels, wr, s, [])
    audit = audit_lake(KEUKA, parcels, wr, s, [], v)
    states = {r.parcel_id: r.state for r in audit.rows}
    verdicts = parcel_verdicts(v, wr.lakeshore_parcels)
    assert states == {pid: pv.state for pid, pv in verdicts.items()}
    assert states == {"P0": "violation", "P1": "nonconforming", "P2": "compliant"}
