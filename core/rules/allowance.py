"""Allowed facilities per parcel: docks, boats, buoys and dock areas the law permits.

Everything comes from the profile's facility tables (`[land_use.*]`), read with the profile's
readings (`band_bounds`, `increment`, `frontage_source`, `seating_cap`, `boathouse_frontage`).
`allowance_for` is the pure table lookup (no geometry); `allowed_facilities` measures the
frontage of a parcel from the water-rights result and calls it.

Sentinels: NO_LIMIT (-1) in docks_allowed / max_dock_area_sqft means the law sets no number
for that use (e.g. dock count of a marina: site plan review decides), which is not the same
as 0 (none allowed). An ineligible parcel gets 0 everywhere.
"""
from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import Protocol

from ..model import LAND_USES, Allowance, Parcel, TieLine
from ..profiles import Band, LandUseRules, Profile, ProfileError, Step
from ..wording import count

NO_LIMIT = -1

# Frontage is compared at the law's own precision (it writes 99.99 ft), so float noise in a
# measured length (100.0000000001) does not move a parcel into another band.
FRONTAGE_DECIMALS = 2

__all__ = ["NO_LIMIT", "allowance_for", "allowed_facilities", "frontage_for", "frontage_problem"]

# tolerances.max_plausible_frontage_ft when a profile has none: past it a tax-map frontage is a
# typing error or a sentinel (99999999999), and its counts would not even fit a table's fields.
DEFAULT_MAX_PLAUSIBLE_FRONTAGE_FT = 10_000.0


class FrontageSource(Protocol):
    """What measuring a parcel's frontage reads of the water-rights result: a WaterRightsResult,
    or anything answering the same two look-ups (check_layout's by-id index)."""
    shoreline_length_in_parcel_ft: dict[str, float]

    def tie_line(self, parcel_id: str) -> TieLine | None: ...


def allowed_facilities(profile: Profile, parcel: Parcel, wr: FrontageSource) -> Allowance:
    """One row of `allowedfacilities` for a lakeshore parcel. A tax-map frontage that is not
    plausible (frontage_problem) is not used, and the row's note says so first."""
    frontage, method, problem, section = frontage_for(profile, parcel, wr)
    if problem:
        land_use, _ = profile.read_land_use(parcel.land_use)
        row = _ineligible(parcel.parcel_id, land_use, 0.0, method, problem, [section])
    else:
        row = allowance_for(profile, parcel.land_use, frontage, method, parcel.seating,
                            parcel_id=parcel.parcel_id, steep_slope=parcel.steep_slope,
                            upland_structure_near_mhw=parcel.upland_structure_near_mhw,
                            licensed_docks=parcel.licensed_docks, licensed_slips=parcel.licensed_slips)
    bad_tax = frontage_problem(profile, parcel)
    if bad_tax:
        row.note = f"{bad_tax[:1].upper()}{bad_tax[1:]}: not used. {row.note}".strip()
    if len(parcel.units) > 1:
        row.units = tuple(parcel.units)
        row.note = f"{row.note} {units_note(profile, parcel.units)}".strip()
    return row


def units_note(profile: Profile, units: Sequence[str]) -> str:
    """The allowance note of stacked units (core/units.py): one allowance for all of them, in
    the profile's words ([readings] stacked_units)."""
    reading = profile.reading("stacked_units")
    text = (f"One lakeshore parcel with {len(units)} units ({', '.join(units)}): one allowance, which a "
            "structure or buoy of any unit counts against")
    if reading is not None and reading.section:
        text += f" ({reading.section})"
    return text + "."


def max_plausible_frontage_ft(profile: Profile) -> float:
    return float(profile.value("tolerances.max_plausible_frontage_ft", DEFAULT_MAX_PLAUSIBLE_FRONTAGE_FT))


def frontage_problem(profile: Profile, parcel: Parcel) -> str | None:
    """Why the parcel's tax-map frontage cannot be used, when the profile reads the tax map and
    the value is given but is not a number, infinite, negative or past the profile's plausible
    bound; None otherwise (0 and empty mean "not on the tax map": the shoreline is measured)."""
    reading = profile.reading("frontage_source")
    if (reading.value if reading else "tie_line") not in ("tax_map", "tax_map_then_shoreline"):
        return None
    tax = parcel.frontage_tax_ft
    if tax is None:
        return None
    limit = max_plausible_frontage_ft(profile)
    try:
        value = float(tax)
    except (TypeError, ValueError):
        value = math.nan
    if math.isfinite(value) and 0 <= value <= limit:
        return None
    if math.isnan(value):
        shown = "NaN (not a number)"
    elif math.isinf(value):
        shown = f"{'-' if value < 0 else ''}infinity"
    else:
        shown = f"{value:,.2f} ft" if abs(value) < 1e15 else f"{value:g} ft"
    return (f"tax-map frontage {shown} is not a plausible frontage (0 to {limit:,.0f} ft, "
            "tolerances.max_plausible_frontage_ft of the profile)")


def frontage_for(profile: Profile, parcel: Parcel,
                 wr: FrontageSource) -> tuple[float, str, str, str]:
    """(frontage_ft, method, problem, section) per readings.frontage_source; `problem` is ""
    when the frontage could be measured, else a sentence saying why not."""
    reading = profile.reading("frontage_source")
    source = reading.value if reading else "tie_line"
    section = reading.section if reading else ""
    pid = parcel.parcel_id
    if source == "tie_line":
        tie = wr.tie_line(pid)
        if tie is None:
            return 0.0, "tie_line", ("No mean high water tie line could be built for this parcel "
                                     "(a neighbour is missing), so its lineal feet of lakeshore "
                                     "cannot be measured."), section
        return float(tie.length_ft), "tie_line", "", section
    tax = parcel.frontage_tax_ft
    if (source in ("tax_map", "tax_map_then_shoreline") and tax is not None and _finite(tax)
            and 0 < tax <= max_plausible_frontage_ft(profile)):
        return float(tax), "tax_map", "", section
    if source in ("shoreline", "tax_map_then_shoreline"):
        length = wr.shoreline_length_in_parcel_ft.get(pid)
        if length is not None and _finite(length):
            return float(length), "shoreline", "", section
    wanted = {"tax_map": "tax-map frontage", "shoreline": "shoreline length",
              "tax_map_then_shoreline": "tax-map frontage or shoreline length"}[source]
    return 0.0, "tax_map" if source == "tax_map" else "shoreline", (
        f"The parcel has no {wanted}, so its lake shoreline footage cannot be measured; "
        "fill the frontage field."), section


def allowance_for(profile: Profile, land_use: str | None, frontage_ft: float | None,
                  frontage_method: str, seating: int | None = None, *, parcel_id: str = "",
                  steep_slope: bool = False, upland_structure_near_mhw: bool = False,
                  licensed_docks: int | None = None, licensed_slips: int | None = None) -> Allowance:
    """The law's allowance for a land use and a frontage, without any geometry. Land use: a
    category word, a synonym (motel) or an NYS property class code, read by profile.read_land_use."""
    a = _allowance_for(profile, land_use, frontage_ft, frontage_method, seating, parcel_id,
                       steep_slope, upland_structure_near_mhw)
    return _with_license(profile, a, licensed_docks, licensed_slips)


def _with_license(profile: Profile, a: Allowance, docks: int | None, slips: int | None) -> Allowance:
    """Keuka §160-126B(6): an other-use parcel existing when the law was adopted keeps the docks
    and slips of its New York State license, or the table's number, whichever is greater."""
    q = profile.get("nonconforming.licensed_counts_land_uses")
    if q is None or not q.is_set or a.land_use not in q.value or (docks is None and slips is None):
        return a
    if not a.eligible and a.land_use in profile.land_uses and profile.land_use(a.land_use).status != "table":
        return a
    d = [x for x in (docks,) if x is not None and x >= 0]
    b = [x for x in (slips,) if x is not None and x >= 0]
    docks_allowed = _licensed_docks(a, d)
    boats = max(a.boats_allowed if a.eligible else 0, int(b[0]) if b else 0)
    buoys = boats if profile.land_use(a.land_use).buoys == "same_as_boats" else \
        (a.buoys_allowed if a.eligible else 0)
    if (docks_allowed, boats, buoys, True) == (a.docks_allowed, a.boats_allowed, a.buoys_allowed, a.eligible):
        return a
    kept = ", ".join(x for x in (count(int(d[0]), "dock") if d else "", count(int(b[0]), "slip") if b else "")
                     if x)
    note = f"Its New York State license keeps {kept}, more than the table allows ({q.section})."
    return dataclasses.replace(a, eligible=True, docks_allowed=docks_allowed, boats_allowed=boats,
                               buoys_allowed=buoys, note=f"{a.note} {note}".strip(),
                               sections=_unique([*a.sections, q.section]))


def _licensed_docks(a: Allowance, licensed: list[int]) -> int:
    """The table's docks or the license's, whichever is greater (no table number: the license's)."""
    docks_allowed = a.docks_allowed if a.eligible else NO_LIMIT
    if licensed and docks_allowed != NO_LIMIT:
        return max(docks_allowed, int(licensed[0]))
    return int(licensed[0]) if licensed else docks_allowed


def _allowance_for(profile: Profile, land_use: str | None, frontage_ft: float | None,
                   frontage_method: str, seating: int | None, parcel_id: str, steep_slope: bool,
                   upland_structure_near_mhw: bool) -> Allowance:
    use, known = profile.read_land_use(land_use)
    if not known:
        return _ineligible(parcel_id, use, _frontage(frontage_ft), frontage_method,
                           f"Unknown land use {land_use!r}: use one of {', '.join(LAND_USES)}.", [])
    rules = profile.land_use(use)
    if frontage_ft is None or not _finite(frontage_ft) or frontage_ft < 0:
        return _ineligible(parcel_id, use, 0.0, frontage_method,
                           "The parcel's frontage is unknown, so the law's table cannot be applied.",
                           [rules.section])
    f = _frontage(frontage_ft)
    if rules.status != "table":
        return _ineligible(parcel_id, use, f, frontage_method, rules.reason, [rules.section])
    minf = rules.min_frontage
    if minf is not None and f < minf.value:
        what = rules.label or use.replace("_", " ")
        return _ineligible(parcel_id, use, f, frontage_method,
                           f"A {what} needs at least {_ft(minf.value)} of lakeshore ({minf.section}); "
                           f"this parcel has {_ft(f)}.", [minf.section])
    return _table_allowance(profile, rules, parcel_id, f, frontage_method, seating,
                            steep_slope, upland_structure_near_mhw)


def _table_allowance(profile: Profile, rules: LandUseRules, parcel_id: str, f: float,
                     method: str, seating: int | None, steep_slope: bool,
                     upland_structure_near_mhw: bool) -> Allowance:
    bounds = _reading_value(profile, "band_bounds", "lower_inclusive")
    sections: list[str] = [rules.section]
    notes: list[str] = [_frontage_sentence(f, method)]

    docks, boats, buoys, in_table = _count(profile, rules, f, bounds, sections, notes)

    cap = rules.get("seating_cap_ratio")
    above = rules.get("seating_cap_above_ft")
    if cap is not None and above is not None and f > above.value:
        base = _count(profile, rules, float(above.value), bounds, [], [])[1]
        boats = _apply_seating_cap(profile, boats, base, cap.value, seating, cap.section, notes)
        sections.append(cap.section)
    if rules.buoys == "same_as_boats":
        buoys = boats if (buoys is None or not in_table) else buoys
        if rules.buoys_section:
            sections.append(rules.buoys_section)
    if rules.buoys == "table":
        notes.append(f"The boats allowed are {rules.boats_are} and the buoys allowed are "
                     f"{rules.buoys_are or 'moorings'}, which the law allows separately.")
    elif profile.value("buoys.count_as_boats", False):
        notes.append(f"Buoys count against the {rules.boats_are}.")

    residential_docks = rules.name in profile.value("dock.land_uses", ())
    if docks is None:
        docks = NO_LIMIT
        notes.append("The law sets no dock count" + ("" if residential_docks else " or dock area")
                     + " for this use; site plan review decides.")
    max_area = _dock_area(profile, rules, residential_docks, steep_slope,
                          upland_structure_near_mhw, sections, notes)
    consolidated = 0.0
    min_docks = profile.value("dock.consolidation_min_docks", 2)
    if residential_docks and docks >= min_docks:
        q = profile.number("dock.consolidated_max_area_sqft")
        consolidated = float(q.value)
        sections.append(q.section)
    extra_small = residential_docks and profile.get("dock.extra_small_dock_sqft") is not None
    if extra_small:
        sections.append(profile.section("dock.extra_small_dock_sqft"))
    boathouse = _boathouse_allowed(profile, f, sections)
    if buoys is None:        # the loader gives every band buoys unless they follow the boats
        raise ProfileError(profile.source, f"land_use.{rules.name}",
                           "a row of the facility table gives no buoys.")
    return Allowance(parcel_id=parcel_id, land_use=rules.name, frontage_ft=f, frontage_method=method,
                     eligible=True, docks_allowed=int(docks), boats_allowed=int(boats),
                     buoys_allowed=int(buoys), max_dock_area_sqft=max_area,
                     consolidated_dock_area_sqft=consolidated, extra_small_dock=extra_small,
                     note=" ".join(notes), boathouse_allowed=boathouse,
                     sections=_unique(sections))


def _count(profile: Profile, rules: LandUseRules, f: float, bounds: str, sections: list[str],
           notes: list[str]) -> tuple[int | None, int, int | None, bool]:
    """(docks, boats, buoys, inside the table?) from the bands, then the steps beyond them."""
    band = _band_at(rules.bands, f, bounds)
    if band is not None:
        sections.append(band.section)
        reading = profile.reading("band_bounds")
        if reading:
            notes.append(reading.explain)
        if band.note:
            notes.append(band.note)
        return band.docks, band.boats or 0, band.buoys, True
    last = rules.bands[-1]
    docks, boats, buoys = last.docks, last.boats or 0, last.buoys or 0
    sections.append(last.section)
    increment = _reading_value(profile, "increment", "started")
    for step in rules.beyond:
        n = _steps(f, step.from_ft, step.step_ft, increment, bounds)
        if docks is not None or step.docks:
            docks = (docks or 0) + n * step.docks
        boats += n * step.boats
        buoys += n * step.buoys
        sections.append(step.section)
        notes.append(_step_sentence(rules, step, n, increment))
    reading = profile.reading("increment")
    if reading and reading.section:
        sections.append(reading.section)
    return docks, boats, buoys, False


def _step_sentence(rules: LandUseRules, step: Step, n: int, increment: str) -> str:
    adds = ", ".join(f"{what} +{k}" for k, what in (
        (step.docks, "docks"), (step.boats, rules.boats_are),
        (step.buoys, rules.buoys_are or "moorings")) if k)
    return f"Beyond {step.from_ft:g} ft, each {increment} {step.step_ft:g} ft: {adds} ({n} here)."


def _band_at(bands: tuple[Band, ...], f: float, bounds: str) -> Band | None:
    for i, band in enumerate(bands):
        if bounds == "upper_inclusive":
            # The first band also takes its lower end: the minimum frontage itself qualifies.
            if (band.from_ft < f or (i == 0 and f == band.from_ft)) and f <= band.to_ft:
                return band
        elif band.from_ft <= f < band.to_ft:
            return band
    return None


def _steps(f: float, start: float, step: float, increment: str, bounds: str) -> int:
    """How many increments of `step` a frontage f beyond `start` earns."""
    beyond = f - start
    if beyond < 0 or (beyond == 0 and bounds == "upper_inclusive"):
        return 0
    if increment == "completed":
        return math.floor(beyond / step + 1e-9)
    if bounds == "upper_inclusive":
        return math.ceil(beyond / step - 1e-9)
    return math.floor(beyond / step + 1e-9) + 1


def _apply_seating_cap(profile: Profile, boats: int, base: int, ratio: float,
                       seating: int | None, section: str, notes: list[str]) -> int:
    if seating is None or seating < 0:
        notes.append(f"Seating capacity is unknown, so only the {base} slips permitted irrespective "
                     f"of seating are reported; above 200 ft the law allows up to {boats} but never "
                     f"more than {ratio:.0%} of the seating capacity ({section}): fill the seating field.")
        return base
    cap = math.floor(ratio * seating + 1e-9)
    mode = _reading_value(profile, "seating_cap", "total")
    capped = min(boats, cap) if mode == "total" else max(base, min(boats, cap))
    if capped < boats:
        notes.append(f"{ratio:.0%} of the seating capacity of {seating} caps the slips at {capped} "
                     f"({section}).")
    return capped


def _dock_area(profile: Profile, rules: LandUseRules, residential_docks: bool, steep_slope: bool,
               upland_structure_near_mhw: bool, sections: list[str], notes: list[str]) -> float:
    if not residential_docks:
        return float(NO_LIMIT)
    q = profile.number("dock.max_area_sqft")
    sections.append(q.section)
    area = float(q.value)
    total = profile.get("steep_slope.total_allowance_sqft")
    accessory = profile.kind("boat_accessory_structure")
    uses = accessory.names("land_uses")
    if not (steep_slope and total is not None and accessory.waterside_permitted
            and (uses is None or rules.name in uses)):
        return area
    if upland_structure_near_mhw:
        excl = profile.get("steep_slope.excluded_upland_structure_within_ft")
        if excl is not None:
            sections.append(excl.section)
            notes.append(f"Steep slope, but an upland structure within {_ft(excl.value)} of the "
                         f"mean high water mark rules out the extra dock space ({excl.section}).")
            return area
    area = float(total.value)
    sections.append(total.section)
    notes.append(f"Steep-slope parcel: {area:,.0f} sq ft of dock space and boat accessory "
                 f"structure ({total.section}).")
    return area


def _boathouse_allowed(profile: Profile, f: float, sections: list[str]) -> bool:
    boathouse = profile.kind("boathouse")
    if not boathouse.waterside_permitted:
        return False
    minf = boathouse.get("min_frontage_ft")
    if minf is None:
        return True
    exceeds = _reading_value(profile, "boathouse_frontage", "exceeds") == "exceeds"
    ok = f > minf.value if exceeds else f >= minf.value
    if ok:
        sections.append(minf.section)
    return ok


def _ineligible(parcel_id: str, land_use: str, frontage: float, method: str, reason: str,
                sections: list[str]) -> Allowance:
    return Allowance(parcel_id=parcel_id, land_use=land_use, frontage_ft=frontage,
                     frontage_method=method, eligible=False, docks_allowed=0, boats_allowed=0,
                     buoys_allowed=0, max_dock_area_sqft=0.0, consolidated_dock_area_sqft=0.0,
                     extra_small_dock=False, note=reason, boathouse_allowed=False,
                     sections=_unique(sections))


def _frontage_sentence(f: float, method: str) -> str:
    source = {"tax_map": "from the tax map", "shoreline": "measured along the mean high water mark",
              "tie_line": "measured along the mean high water tie line"}.get(method, f"({method})")
    return f"Frontage {_ft(f)} {source}."


def _reading_value(profile: Profile, name: str, default: str) -> str:
    reading = profile.reading(name)
    return reading.value if reading else default


def _frontage(value: float | None) -> float:
    return round(float(value), FRONTAGE_DECIMALS) if value is not None and _finite(value) else 0.0


def _finite(value: float) -> bool:
    try:
        return math.isfinite(float(value))
    except (TypeError, ValueError):
        return False


def _ft(value: float) -> str:
    return f"{value:,.2f} ft"


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(s for s in items if s))
