"""The one context every rule family's `check(run)` works on, and what a rule family is.

A check builds one `Run` (the profile, the lake's index, the features, each parcel's share) and
hands it to each family of the rule table (core/rules/table.py) in turn. The preparing stages
fill it (features read, placed, split at the waterside); the rules read it and add findings to
`run.rep`; a post-pass (nonconforming) may rewrite earlier findings and so runs last.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from shapely.geometry.base import BaseGeometry

from ..compat import SLOTS
from ..model import Allowance, Buoy, Parcel, Structure, Violation, WaterRightsLine, WaterRightsResult
from ..profiles import Profile, Quantity
from .assign import Item, Lake
from .findings import Report
from .registry import REGISTRY, RuleCode

DepthAt = Callable[[float, float], "float | None"]

# When a family runs: `prepare` always, before the rules (it fills the run); `rule` when the
# profile enables one of its codes; `always` whether or not (others need what it builds);
# `post` last of all, after every rule (it rewrites what the rules found).
STAGES = ("prepare", "rule", "always", "post")


@dataclass(**SLOTS)      # many per check: no __dict__ each
class ParcelCtx:
    """One parcel's share of the check."""
    parcel: Parcel
    allowance: Allowance
    land_use: str
    setback: Quantity
    rights_area: BaseGeometry | None
    lines: list[WaterRightsLine]
    lines_geom: BaseGeometry | None = None    # the lines as one MultiLineString
    structures: list[Item[Structure]] = field(default_factory=list)
    buoys: list[Item[Buoy]] = field(default_factory=list)

    @property
    def pid(self) -> str:
        return self.parcel.parcel_id

    @property
    def residential(self) -> bool:
        return self.land_use == "residential"


@dataclass
class Run:
    """One check of one layout: its inputs, what the stages derive, and the findings so far."""
    profile: Profile
    rep: Report
    lake: Lake
    wr: WaterRightsResult
    by_id: dict[str, Parcel]
    structures: list[Structure]
    buoys: list[Buoy]
    selected: set[str] | None = None          # a re-check of these parcels only
    depth_at: DepthAt | None = None
    jurisdiction: BaseGeometry | None = None
    # filled by the preparing stages
    s_items: list[Item[Structure]] = field(default_factory=list)
    b_items: list[Item[Buoy]] = field(default_factory=list)
    no_swing: set[int] = field(default_factory=set)             # buoys whose swing cannot be drawn
    replaced: dict[str, list[Item[Any]]] = field(default_factory=dict)   # dock_id -> existing parts
    ctxs: dict[str, ParcelCtx] = field(default_factory=dict)    # every parcel a feature belongs to
    checked: list[ParcelCtx] = field(default_factory=list)      # regulated, with a rights area
    eligible: list[ParcelCtx] = field(default_factory=list)     # what the rules check
    docks: dict[str, list[Any]] = field(default_factory=dict)   # parcel id -> dock_dimensions.Dock
    replacing: dict[str, list[Item[Any]]] = field(default_factory=dict)   # replaced id -> new parts
    enlarged: set[str] = field(default_factory=set)             # replaced ids enlarged
    # allowances and setbacks by what they depend on (check.start hands in Lake.parcel_cache)
    cache: dict[tuple[Any, ...], Any] = field(default_factory=dict)

    def findings(self) -> list[Violation]:
        if self.selected is None:
            return self.rep.out
        # A feature first taken for a selected parcel may turn out to belong to another one (a
        # parcel_id naming no parcel, placed by location): what was said about it there belongs
        # to that parcel's own check. A re-check replaces the selected parcels' findings only.
        return [v for v in self.rep.out if v.parcel_id is None or v.parcel_id in self.selected]


def selected_in(run: Run, name: str, ids: list[str]) -> list[str]:
    """The ids of one of the result's id lists (`name` says which) that the check looks at, in
    the list's order: all of them, or those of the selected parcels (found without a scan)."""
    if run.selected is None:
        return ids
    rows = run.lake.rows_of(name, lambda: ids)
    return [ids[r] for r in sorted(r for pid in run.selected for r in rows.get(pid, ()))]


@dataclass(frozen=True)
class RuleFamily:
    """One unit of the rule table: the family its codes belong to (registry.RuleCode.family), the
    profile keys and parcel/feature facts it reads, and its check over the run."""
    name: str
    check: Callable[[Run], None]
    stage: str = "rule"
    reads: tuple[str, ...] = ()        # dotted profile keys ("kinds.*.x": of any kind)
    facts: tuple[str, ...] = ()        # fields of the parcels, structures, buoys it reads
    new_codes: tuple[RuleCode, ...] = ()   # codes a family added after DESIGN.md's list brings
    family: str = ""                   # the registry family of its codes, when not `name`

    def __post_init__(self) -> None:
        if self.stage not in STAGES:
            raise ValueError(f"rule family {self.name!r}: stage must be one of {STAGES}")

    @property
    def codes(self) -> tuple[str, ...]:
        fam = self.family or self.name
        return tuple(rc.code for rc in REGISTRY.values() if rc.family == fam)

    def runs(self, rep: Report) -> bool:
        """Does this family run in this check? A rule only when the profile enables one of its codes."""
        if self.stage != "rule":
            return True
        return any(rep.applies(code) for code in self.codes)


__all__ = ["STAGES", "DepthAt", "ParcelCtx", "RuleFamily", "Run", "selected_in"]
