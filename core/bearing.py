"""Angles as surveyors read them: quadrant bearings (N 84°09'35" W) and degrees-minutes-seconds.

One formatter for every place a bearing is shown: the site plan (report/formatting.py) calls
`bearing`, and the map labels of the water-rights lines evaluate `bearing_expression`, the same
rule written as a QGIS expression (tested to agree with `bearing`).
"""
from __future__ import annotations


def dms(angle_deg: float) -> str:
    """Degrees-minutes-seconds, rounded to the second: 337°30'00"."""
    total = round((angle_deg % 360.0) * 3600.0) % (360 * 3600)
    d, rem = divmod(total, 3600)
    m, s = divmod(rem, 60)
    return f"{d}\u00b0{m:02d}'{s:02d}\""


def bearing(azimuth_deg: float) -> str:
    """Quadrant bearing as surveyors write it: azimuth 337.5 -> N 22°30'00" W."""
    az = azimuth_deg % 360.0
    if az <= 90.0:
        return f"N {dms(az)} E"
    if az <= 180.0:
        return f"S {dms(180.0 - az)} E"
    if az <= 270.0:
        return f"S {dms(az - 180.0)} W"
    return f"N {dms(360.0 - az)} W"


def bearing_expression(field: str = "azimuth_deg") -> str:
    """`bearing` of the azimuth field as a QGIS expression (for labels: no Python needed to
    draw them, so an exported .qlr reads the same)."""
    az = f"((\"{field}\" % 360 + 360) % 360)"       # QGIS's % keeps the sign of a negative azimuth
    quadrant = (f"CASE WHEN {az} <= 90 THEN {az} WHEN {az} <= 180 THEN 180 - {az} "
                f"WHEN {az} <= 270 THEN {az} - 180 ELSE 360 - {az} END")
    return (
        f"with_variable('t', round(({quadrant}) * 3600) % 1296000, concat("
        f"CASE WHEN {az} <= 90 OR {az} > 270 THEN 'N ' ELSE 'S ' END, "
        "to_int(floor(@t / 3600)), '\u00b0', lpad(to_string(to_int(floor((@t % 3600) / 60))), 2, '0'), "
        "'''', lpad(to_string(to_int(@t % 60)), 2, '0'), '\" ', "
        f"CASE WHEN {az} <= 180 THEN 'E' ELSE 'W' END))"
    )
