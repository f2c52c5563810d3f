"""Plain-English messages for every rule code, built from the finding's numbers.

No tr() here: the core stays free of Qt. The UI may translate by rule code, using the
`measured`, `limit` and `section` fields, which carry the same numbers.
"""
from __future__ import annotations

from typing import Any

from .registry import TEMPLATES as _REGISTERED

KIND_NAMES = {
    "dock": "dock", "boat_hoist_structure": "boat hoist structure", "boat_station": "boat station",
    "boathouse": "boathouse", "boat_accessory_structure": "boat accessory structure",
    "swim_float": "swim float", "ice_breaker": "ice breaker", "vessel": "vessel", "buoy": "mooring buoy",
}

# One template per rule code (variants as "code:variant"), from the registry. Fields: what,
# m (measured), l (limit), s (section) and whatever extra the caller passes.
TEMPLATES = _REGISTERED


def fmt_num(x: float | None, unit: str = "") -> str:
    """1200 -> '1,200 sq ft', 64.9 -> '64.9 ft', 65.104 -> '65.1 ft' (two decimals, no trailing zeros)."""
    if x is None:
        return "unknown"
    s = f"{float(x):,.2f}".rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return f"{s} {unit}".strip() if unit else s


def fmt_unit(x: float | None, unit: str) -> str:
    return fmt_num(x, {"ft": "ft", "sqft": "sq ft"}.get(unit, ""))


def describe(kind: str, fid: int | None, dock_id: str | None = None,
             label: str | None = None) -> str:
    """How a finding names a feature: by its label when it has one (core/labels.py: a document
    of unsaved edits, whose feature ids are temporary), else its dock id, else its feature id."""
    name = KIND_NAMES.get(kind, kind.replace("_", " "))
    if label:
        return f"{name} {label}"
    if dock_id:
        return f"{name} {dock_id}"
    return f"{name} #{fid}" if fid is not None else name


def pitch(x: float | None) -> str:
    return "none" if x is None else f"{fmt_num(x)}/12"


def message(rule: str, variant: str = "", *, what: str = "", measured: float | None = None,
            limit: float | None = None, unit: str = "", section: str = "", **extra: Any) -> str:
    key = f"{rule}:{variant}" if variant else rule
    template = TEMPLATES.get(key) or TEMPLATES.get(rule) or "{What}: {rule} ({s})."
    fields = {
        "what": what, "What": what[:1].upper() + what[1:] if what else "The layout",
        "m": fmt_unit(measured, unit), "l": fmt_unit(limit, unit), "s": section, "rule": rule,
        "m_int": fmt_num(measured), "l_int": fmt_num(limit),
        "m_pitch": pitch(measured), "l_pitch": pitch(limit),
        "m_pct": f"{(measured or 0) * 100:.1f}%", "l_pct": f"{(limit or 0) * 100:.0f}%",
    }
    fields.update(extra)
    return template.format(**fields)
