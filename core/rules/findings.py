"""Collects findings as model.Violation records: section and severity from the profile.

DESIGN.md's rule codes take their citation and severity from the profile's [rules] table; the
codes this checker adds (input problems, informational notes, rules DESIGN.md has no code for)
carry the registry's severity (core/rules/registry.py) and always get their section from the
profile quantity that states the rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from shapely.geometry.base import BaseGeometry

from ..labels import dock_code
from ..model import Violation
from ..profiles import Profile, ProfileError
from .assign import Item
from .messages import describe, fill, message_parts
from .registry import EXTRA_CODES


@dataclass
class Report:
    profile: Profile
    out: list[Violation] = field(default_factory=list)

    def applies(self, rule: str) -> bool:
        try:
            return self.profile.rule(rule).applies
        except ProfileError:
            return rule in EXTRA_CODES

    def add(self, rule: str, *, item: Item[Any] | None = None, parcel_id: str | None = None,
            section: str | None = None, measured: float | None = None,
            limit: float | None = None, unit: str = "", variant: str = "",
            what: str | None = None, geometry: BaseGeometry | None = None,
            severity: str | None = None, **extra: Any) -> Violation | None:
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
        key, fields = message_parts(rule, variant, what=what or "", measured=measured, limit=limit,
                                    unit=unit, section=sec, **extra)
        v = Violation(
            parcel_id=parcel_id if parcel_id is not None else (item.parcel_id if item else None),
            source_layer=item.layer if item is not None else "parcels",
            source_fid=item.fid if item is not None else None,
            rule=rule, section=sec, severity=sev,
            measured=None if measured is None else round(float(measured), 4),
            limit=None if limit is None else round(float(limit), 4),
            unit=unit, message=fill(key, fields),
            geometry=geometry if geometry is None or not geometry.is_empty else None,
            template=key, params=fields)
        self.out.append(v)
        return v


def _dock_label(item: object) -> str | None:
    """The label a finding names the feature by: a dock as a whole by its dock's label."""
    label = getattr(getattr(item, "src", None), "label", None)
    return dock_code(label) if getattr(item, "kind", "") == "dock" else label
