"""Plain-English messages for every rule code, built from the finding's numbers.

No tr() here: the core stays free of Qt. Each finding keeps the key of its English template and
the formatted fields it was filled with (`message_parts`); the QGIS side translates the template
(qgis_io/finding_text.py, context "Findings") and fills in the same fields. TERMS are the fixed
English words the core puts into fields (feature kinds, categories), translated there one by one.
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


# Fixed words the core puts into a template's fields, each translated as a whole by the QGIS side
# (context "FindingTerms"); a feature's name is one of the kind names followed by its label.
TERMS: tuple[str, ...] = (
    *KIND_NAMES.values(), "appendage", "Parcel", "parcel",
    *(name + "s" for name in KIND_NAMES.values()), "and",
    "residential", "other-use", "more than", "at least", "boat spaces",
    "is allowed per parcel", "are allowed per parcel", "The layout", "unknown", "none",
    # the dimensions a nonconformity may not enlarge (nonconforming.DIMENSIONS; a test keeps them here)
    "waterside area", "reach", "height", "slips",
)


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


FALLBACK = "{What}: {rule} ({s})."


def template_key(rule: str, variant: str = "") -> str:
    """The key of the template a finding is written with: "code:variant", else "code", else ""
    (the fallback sentence)."""
    key = f"{rule}:{variant}" if variant else rule
    return key if key in TEMPLATES else rule if rule in TEMPLATES else ""


def template_of(key: str) -> str:
    return TEMPLATES.get(key, FALLBACK) if key else FALLBACK


def message_parts(rule: str, variant: str = "", *, what: str = "", measured: float | None = None,
                  limit: float | None = None, unit: str = "", section: str = "",
                  **extra: Any) -> tuple[str, dict[str, str]]:
    """The template key and the fields (all text) a finding's sentence is made of."""
    fields: dict[str, Any] = {
        "what": what, "What": what[:1].upper() + what[1:] if what else "The layout",
        "m": fmt_unit(measured, unit), "l": fmt_unit(limit, unit), "s": section, "rule": rule,
        "m_int": fmt_num(measured), "l_int": fmt_num(limit),
        "m_pitch": pitch(measured), "l_pitch": pitch(limit),
        "m_pct": f"{(measured or 0) * 100:.1f}%", "l_pct": f"{(limit or 0) * 100:.0f}%",
    }
    fields.update(extra)
    return template_key(rule, variant), {k: str(v) for k, v in fields.items()}


def fill(key: str, fields: dict[str, str]) -> str:
    return template_of(key).format(**fields)


def message(rule: str, variant: str = "", *, what: str = "", measured: float | None = None,
            limit: float | None = None, unit: str = "", section: str = "", **extra: Any) -> str:
    key, fields = message_parts(rule, variant, what=what, measured=measured, limit=limit, unit=unit,
                                section=section, **extra)
    return fill(key, fields)
