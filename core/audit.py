"""The whole lake at a glance: one row per lakeshore parcel — what the law allows, what stands
there, and whether that is compliant, nonconforming (may continue) or a violation — and a
summary of the lake (parcels in each state, by rule, by land use).

Nothing of the law is decided here. The allowance is core/rules/allowance's, the boats are
core/rules/counts' boat tally, which parcel a structure or buoy belongs to is core/rules/assign's
(the check's own assignment), and the state is core/verdict's, read off the severities
check_layout gave the parcel's findings (core/rules/nonconforming already made an existing
structure's breaches warnings):

- compliant: no finding of severity error or warning on the parcel;
- nonconforming: warnings only (an existing structure that predates the law may continue,
  §160-126A / §44-9A);
- violation: at least one error.

Info findings (an anchorage permit, a parcel the law leaves to site-plan review) never change
the state and are not listed in `rules`. A row's `rules` are its error and warning findings'
codes, sorted; `citations` the sections of each of those codes in the same order (a code's
sections joined by ", ", so that "; " only ever separates codes).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shapely.geometry.base import BaseGeometry

from .model import Allowance, Buoy, Parcel, Structure, Violation, WaterRightsResult
from .profiles import Profile
from .rules.allowance import allowed_facilities
from .rules.assign import locate
from .rules.counts import boat_tally, buoys_are_boats, counted
from .rules.findings import Report
from .rules.nonconforming import take_replaced
from .rules.registry import REGISTRY
from .rules.validate import prepare_buoys, prepare_structures
from .session import lake_index
from .verdict import COUNTING, STATES, state_of, verdict_of

# STATES (= pipeline.AUDIT_STATES) and COUNTING (the severities that make a parcel other than
# compliant) are core/verdict's.
# The row's fields by name and type, = pipeline.AUDIT_FIELDS (the interface of the AUDIT layer and
# its PDF; a test holds the two equal): here so that qgis_io, below pipeline, can write them.
FIELDS: tuple[tuple[str, str], ...] = (
    ("parcel_id", "string"), ("land_use", "string"), ("frontage_ft", "double"),
    ("docks_allowed", "int"), ("boats_allowed", "int"), ("buoys_allowed", "int"),
    ("docks", "int"), ("boats", "int"), ("buoys", "int"), ("state", "string"),
    ("errors", "int"), ("warnings", "int"), ("rules", "string"), ("citations", "string"),
)


@dataclass(frozen=True)
class AuditRow:
    """One lakeshore parcel of the audit (the AUDIT layer's row, pipeline.AUDIT_FIELDS)."""
    parcel_id: str
    land_use: str
    frontage_ft: float
    docks_allowed: int | None          # None: the law sets no number (site-plan review)
    boats_allowed: int | None
    buoys_allowed: int | None
    docks: int                         # docks standing on the parcel (a dock = its parts' dock_id)
    boats: int                         # boats the structures and buoys provide (the boat tally)
    buoys: int                         # mooring buoys counted against the allowance
    state: str                         # one of STATES
    errors: int
    warnings: int
    rules: tuple[str, ...]             # error and warning codes, sorted
    citations: tuple[str, ...]         # each code's sections, in the order of `rules`
    geometry: BaseGeometry | None = None   # the parcel polygon

    def record(self) -> dict[str, Any]:
        """The row by field name (AUDIT_FIELDS' names): lists joined as the layer holds them."""
        return {"parcel_id": self.parcel_id, "land_use": self.land_use, "frontage_ft": self.frontage_ft,
                "docks_allowed": self.docks_allowed, "boats_allowed": self.boats_allowed,
                "buoys_allowed": self.buoys_allowed, "docks": self.docks, "boats": self.boats,
                "buoys": self.buoys, "state": self.state, "errors": self.errors,
                "warnings": self.warnings, "rules": ", ".join(self.rules),
                "citations": "; ".join(self.citations)}


@dataclass
class RuleTally:
    """One rule code over the lake."""
    rule: str
    kind: str                          # law | note | input (the registry's)
    sections: list[str] = field(default_factory=list)
    parcels: int = 0                   # audited parcels with at least one such error or warning
    findings: int = 0                  # every finding of the code, info and unattributed included
    errors: int = 0
    warnings: int = 0
    infos: int = 0


@dataclass
class AuditSummary:
    parcels: int
    by_state: dict[str, int]                       # state -> parcels (every state, zeros too)
    by_rule: dict[str, RuleTally]                  # rule code -> tally, sorted by code
    by_land_use: dict[str, dict[str, int]]         # land use -> state -> parcels
    findings: int                                  # all findings
    unattributed: int                              # findings of no audited parcel (a buoy nowhere...)

    def lines(self) -> list[str]:
        """The summary as plain sentences for a log."""
        out = [f"{_count(self.parcels, 'lakeshore parcel')}: "
               + ", ".join(f"{self.by_state[s]:,} {s}" for s in STATES) + "."]
        for use, states in self.by_land_use.items():
            out.append(f"  {use}: " + ", ".join(f"{states[s]:,} {s}" for s in STATES))
        if self.by_rule:
            out.append(f"{_count(self.findings, 'finding')} by rule (parcels with an error or warning / "
                       "findings: errors, warnings, info):")
        for t in self.by_rule.values():
            sec = f" {', '.join(t.sections)}" if t.sections else ""
            out.append(f"  {t.rule}{sec}: {_count(t.parcels, 'parcel')} / {_count(t.findings, 'finding')} "
                       f"({_count(t.errors, 'error')}, {_count(t.warnings, 'warning')}, {t.infos:,} info)")
        if self.unattributed:
            belong = "belongs" if self.unattributed == 1 else "belong"
            out.append(f"{_count(self.unattributed, 'finding')} {belong} to no lakeshore parcel "
                       "(see VIOLATIONS).")
        return out


def _count(n: int, noun: str) -> str:
    """A number with its noun, singular for one (the log reads "1 error", never "1 errors")."""
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {noun}s"


@dataclass
class Audit:
    rows: list[AuditRow]
    summary: AuditSummary


class _Lookup:
    """The two WaterRightsResult look-ups the allowance makes, by dict (not a list scan per parcel)."""

    def __init__(self, wr: WaterRightsResult) -> None:
        self._ties = wr.tie_lines_by_id()
        self.shoreline_length_in_parcel_ft = wr.shoreline_length_in_parcel_ft

    def tie_line(self, pid: str) -> Any:
        return self._ties.get(pid)


def _limit(a: Allowance, name: str) -> int | None:
    value = a.law_number(name)            # None: the law sets no number
    return None if value is None else int(value)


def placed(profile: Profile, parcels: list[Parcel], wr: WaterRightsResult,
           structures: Sequence[Structure], buoys: Sequence[Buoy]
           ) -> tuple[dict[str, list[Structure]], dict[str, list[Buoy]]]:
    """Each parcel's structures and buoys as the check places them: the features it can read
    (core/rules/validate), less existing ones a proposed one replaces (they are going), by the
    parcel_id they name or the rights area they lie in (core/rules/assign)."""
    scratch = Report(profile)          # the check reports these problems; here they are not wanted
    s_items, _ = take_replaced(prepare_structures(scratch, list(structures)))
    b_items, _ = prepare_buoys(scratch, list(buoys))
    lake = lake_index(wr, parcels)
    locate(lake, s_items + b_items, {p.parcel_id for p in parcels})
    by_s: dict[str, list[Structure]] = {}
    by_b: dict[str, list[Buoy]] = {}
    for it in s_items + b_items:
        if it.parcel_id is None:
            continue
        if isinstance(it.src, Buoy):
            by_b.setdefault(it.parcel_id, []).append(it.src)
        else:
            by_s.setdefault(it.parcel_id, []).append(it.src)
    return by_s, by_b


def dock_count(structures: Iterable[Structure]) -> int:
    """Docks as core/rules/dock_dimensions groups them: the parts sharing a dock_id are one dock,
    a dock part without one is a dock of its own."""
    keys = set()
    for s in structures:
        if s.kind != "dock":
            continue
        did = None if s.dock_id is None or str(s.dock_id) == "" else str(s.dock_id)
        keys.add(f"id:{did}" if did is not None else f"fid:{s.source_layer}:{s.fid}")
    return len(keys)


def audit_lake(profile: Profile, parcels: Sequence[Parcel], wr: WaterRightsResult,
               structures: Sequence[Structure], buoys: Sequence[Buoy],
               violations: Sequence[Violation], parcel_ids: Sequence[str] | None = None) -> Audit:
    """The audit of every lakeshore parcel (`parcel_ids`, default wr.lakeshore_parcels, in that
    order) from the layout and check_layout's findings on it (`violations`)."""
    parcels = list(parcels)
    by_id = {p.parcel_id: p for p in parcels}
    ids = [pid for pid in (parcel_ids if parcel_ids is not None else wr.lakeshore_parcels) if pid in by_id]
    lookup = _Lookup(wr)
    by_s, by_b = placed(profile, parcels, wr, structures, buoys)
    found: dict[str, list[Violation]] = {}
    for v in violations:
        if v.parcel_id is not None:
            found.setdefault(str(v.parcel_id), []).append(v)

    rows: list[AuditRow] = []
    cache: dict[tuple, Allowance] = {}
    for pid in ids:
        parcel = by_id[pid]
        a = _allowance(profile, parcel, lookup, cache)
        mine_s, mine_b = by_s.get(pid, []), by_b.get(pid, [])
        tally = boat_tally(profile, mine_s, mine_b, buoys_are_boats(profile, a.land_use))
        mine_v = [v for v in found.get(pid, []) if v.severity in COUNTING]
        rules = sorted({v.rule for v in mine_v})
        citations = tuple(", ".join(_sections(v for v in mine_v if v.rule == r)) for r in rules)
        rows.append(AuditRow(
            parcel_id=pid, land_use=a.land_use, frontage_ft=round(float(a.frontage_ft), 2),
            docks_allowed=_limit(a, "docks_allowed"), boats_allowed=_limit(a, "boats_allowed"),
            buoys_allowed=_limit(a, "buoys_allowed"), docks=dock_count(mine_s), boats=int(tally.total),
            buoys=sum(1 for b in mine_b if counted(profile, b)),
            state=verdict_of(mine_v).state,
            errors=sum(1 for v in mine_v if v.severity == "error"),
            warnings=sum(1 for v in mine_v if v.severity == "warning"),
            rules=tuple(rules), citations=citations, geometry=parcel.geometry))
    return Audit(rows, summarize(rows, violations))


def _allowance(profile: Profile, parcel: Parcel, lookup: _Lookup, cache: dict) -> Allowance:
    """allowed_facilities, shared by parcels that read alike (as check_layout shares it)."""
    tie = lookup.tie_line(parcel.parcel_id)
    key = (parcel.land_use, parcel.frontage_tax_ft, parcel.seating, parcel.steep_slope,
           parcel.upland_structure_near_mhw, parcel.licensed_docks, parcel.licensed_slips,
           None if tie is None else round(tie.length_ft, 6),
           lookup.shoreline_length_in_parcel_ft.get(parcel.parcel_id))
    a = cache.get(key)
    if a is None:
        a = cache[key] = allowed_facilities(profile, parcel, lookup)
    return a


def _sections(violations: Iterable[Violation]) -> list[str]:
    """The distinct sections of these findings, in order; a nonconformity's "§A; §B" is two."""
    out: list[str] = []
    for v in violations:
        for part in (v.section or "").split(";"):
            part = part.strip()
            if part and part not in out:
                out.append(part)
    return out


def summarize(rows: Sequence[AuditRow], violations: Sequence[Violation]) -> AuditSummary:
    """Parcels in each state, parcels and findings by rule, parcels in each state by land use."""
    audited = {r.parcel_id for r in rows}
    by_state = {s: 0 for s in STATES}
    by_use: dict[str, dict[str, int]] = {}
    for r in rows:
        by_state[r.state] += 1
        by_use.setdefault(r.land_use, {s: 0 for s in STATES})[r.state] += 1
    tallies: dict[str, RuleTally] = {}
    parcels_of: dict[str, set[str]] = {}
    unattributed = 0
    for v in violations:
        rc = REGISTRY.get(v.rule)
        t = tallies.get(v.rule)
        if t is None:
            t = tallies[v.rule] = RuleTally(v.rule, rc.kind if rc is not None else "")
        t.findings += 1
        if v.severity == "error":
            t.errors += 1
        elif v.severity == "warning":
            t.warnings += 1
        else:
            t.infos += 1
        for sec in _sections([v]):
            if sec not in t.sections:
                t.sections.append(sec)
        pid = None if v.parcel_id is None else str(v.parcel_id)
        if pid not in audited:
            unattributed += 1
        elif v.severity in COUNTING:
            parcels_of.setdefault(v.rule, set()).add(pid)
    for code, t in tallies.items():
        t.parcels = len(parcels_of.get(code, ()))
    return AuditSummary(
        parcels=len(rows), by_state=by_state, by_rule=dict(sorted(tallies.items())),
        by_land_use=dict(sorted(by_use.items())), findings=len(violations), unattributed=unattributed)


__all__ = ["FIELDS", "STATES", "Audit", "AuditRow", "AuditSummary", "RuleTally", "audit_lake", "dock_count",
           "placed", "state_of", "summarize"]
