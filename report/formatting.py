"""Number, angle and depth formats used on the printed plan (no qgis)."""
from __future__ import annotations

import math

from ..core.bearing import bearing, dms  # noqa: F401 - one formatter, shared with the map labels

TIMES = "\u00d7"


def rule(code: str | None) -> str:
    """A finding's rule as a word on the sheet, not its code: dock_area -> Dock area (the codes
    stay in the layers and the CSV, where they are the key)."""
    text = str(code or "").replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def count(n: int, noun: str) -> str:
    """A number with its noun, singular for one: 1 finding, 2 findings (never "finding(s)")."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def ft(value: float | None, decimals: int = 2) -> str:
    """Feet with thousands separators: 1,500.00 ft."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    return f"{value:,.{decimals}f} ft"


def sqft(value: float | None, decimals: int = 0) -> str:
    if value is None:
        return "n/a"
    return f"{value:,.{decimals}f} sq ft"


def azimuth(azimuth_deg: float) -> str:
    """Decimal and DMS together, so the figure matches the WATER_RIGHTS_LINES layer exactly."""
    return f"{azimuth_deg % 360.0:.2f}\u00b0 ({dms(azimuth_deg)})"


def depth(depth_ft: float) -> str:
    """Depth below the reference level as the plan's note states it ("Depths are in feet below
    the lake level ..."): 4.2 ft, a positive number; a bottom above that level says so."""
    if depth_ft < 0.0:
        return f"{-depth_ft:.1f} ft above"
    return f"{depth_ft:.1f} ft"


def dims(width_ft: float, length_ft: float, area_sqft: float) -> str:
    """Structure label: 8 x 40 ft, 320 sq ft (width parallel to the MHW mark first)."""
    return f"{_num(width_ft)} {TIMES} {_num(length_ft)} ft, {area_sqft:,.0f} sq ft"


def _num(v: float) -> str:
    """Whole feet print without decimals; anything else keeps one."""
    r = round(v, 1)
    return f"{r:.0f}" if abs(r - round(r)) < 0.05 else f"{r:.1f}"


def measured(value: float | None, unit: str) -> str:
    """A violation's measured value or limit with its unit."""
    if value is None:
        return "\u2014"
    if unit == "ft":
        return ft(value, 1)
    if unit == "sqft":
        return sqft(value)
    if unit == "count":
        return f"{value:.0f}"
    if unit == "deg":
        return f"{value:.1f}\u00b0"
    if unit == "ratio":
        return f"{value * 100:.0f}%"
    return f"{value:g} {unit}".strip()
