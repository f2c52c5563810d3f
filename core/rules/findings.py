"""Collects findings as model.Violation records: section and severity from the profile.

DESIGN.md's rule codes take their citation and severity from the profile's [rules] table; the
codes this checker adds (input problems, informational notes, rules DESIGN.md has no code for)
carry the severity below and always get their section from the profile quantity that states
the rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from shapely.geometry.base import BaseGeometry

from ..model import Violation
from ..profiles import Profile, ProfileError
from .assign import Item
from .messages import describe, message

# Codes beyond DESIGN.md's list (new codes never change meaning either).
EXTRA_CODES: dict[str, str] = {
    "structure_count": "error",        # more structures of a kind than the law allows per parcel
    "structure_area": "error",         # a structure's own area limit (steep-slope accessory)
    "enclosed_sides": "error",         # hoists/stations must be open-sided
    "second_floor": "error",           # no second floor or second-floor sundeck
    "shared_waiver": "warning",        # a §44-5J sharing mark that cannot waive the setback
    "depth_exception": "info",         # the depth exception extended the reach
    "depth_level_missing": "info",     # the depth exception needs a water level the profile lacks
    "not_regulated": "info",           # the law does not regulate this parcel (Keuka municipal)
    "case_by_case": "info",            # the law leaves this parcel to case-by-case review
    "on_land": "warning",              # a structure wholly landward of the MHW mark (buoys: error)
    "invalid_geometry": "error",       # empty, zero-area, wrong type or unrepairable geometry
    "invalid_value": "error",          # negative/absurd heights, lengths, slips, unknown parcel
    "dock_id_conflict": "warning",     # dock parts whose dock_id disagrees with the drawing
    "dock_parts_unlabeled": "info",    # a shaped dock without walkway/appendage parts marked
}


@dataclass
class Report:
    profile: Profile
    out: list[Violation] = field(default_factory=list)

    def applies(self, rule: str) -> bool:
        try:
            return self.profile.rule(rule).applies
        except ProfileError:
            return rule in EXTRA_CODES

    def add(self, rule: str, *, item: Item | None = None, parcel_id: str | None = None,
            section: str | None = None, measured: float | None = None,
            limit: float | None = None, unit: str = "", variant: str = "",
            what: str | None = None, geometry: BaseGeometry | None = None,
            severity: str | None = None, **extra) -> Violation | None:
        spec = None
        try:
            spec = self.profile.rule(rule)
        except ProfileError:
            if rule not in EXTRA_CODES:
                raise
        if spec is not None and not spec.applies:
            return None
        sec = section if section else (spec.section if spec is not None else "")
        sev = severity or (spec.severity if spec is not None else EXTRA_CODES[rule])
        if what is None and item is not None:
            what = describe(item.kind, item.fid, getattr(item.src, "dock_id", None)
                            if item.kind == "dock" else None, _dock_label(item))
        text = message(rule, variant, what=what or "", measured=measured, limit=limit, unit=unit,
                       section=sec, **extra)
        v = Violation(
            parcel_id=parcel_id if parcel_id is not None else (item.parcel_id if item else None),
            source_layer=item.layer if item is not None else "parcels",
            source_fid=item.fid if item is not None else None,
            rule=rule, section=sec, severity=sev,
            measured=None if measured is None else round(float(measured), 4),
            limit=None if limit is None else round(float(limit), 4),
            unit=unit, message=text,
            geometry=geometry if geometry is None or not geometry.is_empty else None)
        self.out.append(v)
        return v


def _dock_label(item: object) -> str | None:
    """The label a finding names the feature by: a dock as a whole by its dock's label."""
    from ..labels import dock_code
    label = getattr(getattr(item, "src", None), "label", None)
    return dock_code(label) if getattr(item, "kind", "") == "dock" else label
