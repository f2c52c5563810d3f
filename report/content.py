"""What one site plan says, as plain data (no qgis): title-block fields, figures, the allowed vs
proposed table, the findings, the readings applied, the 200 ft rule, depths, the certification.

Every verdict and every figure comes from the core: `allowed_facilities` for what the parcel may
have, `check_layout`'s Violations for what breaks the law, and `core.summary.summarize` for what
is proposed beside the allowance (boat count, setback clearances, the reach that binds the use,
the consolidation notice) and the law's site-plan words. This module only words it.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.model import Allowance, Buoy, Parcel, Violation, WaterRightsResult
from ..core.notes import NOTES, land_use_reading
from ..core.summary import COUNTED_AS_DOCK, ParcelSummary, setback_for, summarize
from ..core.verdict import COMPLIANT, NONCONFORMING, NOT_CHECKED, VIOLATION, is_input_problem, verdict_of
from . import formatting as fmt
from .law_text import SitePlanLaw, site_plan_law
from .measure import DepthSample, DockSummary

LAND_USE_NAMES = {
    "residential": "residential", "marina": "marina", "yacht_club": "yacht club",
    "restaurant": "restaurant", "hotel": "hotel / motel / camp / resort / private club",
    "municipal": "municipal (not regulated)", "other": "other land use",
}
FRONTAGE_METHODS = {
    "tax_map": "from the tax map", "tie_line": "the MHW tie line's length",
    "shoreline": "the MHW shoreline length within the parcel (no tax-map figure)",
}
# What lies beyond a water-rights line (core: WaterRightsResult.beyond_line), in the plan's words.
NEIGHBOUR_WORDS = {"parcel": "{other}", "strip": "unparcelled lakeshore (a road end or right-of-way)",
                   "none": "none (end of data)"}
# The site plan's one word for each verdict (core/verdict) and for a parcel the law leaves alone.
VERDICT_WORDS = {COMPLIANT: "COMPLIES", NONCONFORMING: "NONCONFORMING", VIOLATION: "DOES NOT COMPLY",
                 NOT_CHECKED: "NOT CHECKED", "not_regulated": "NOT REGULATED"}
# An allowance row's result: core/verdict's verdict on the findings about that row.
ROW_STATUS = {COMPLIANT: "complies", VIOLATION: "exceeds", NONCONFORMING: "nonconforming",
              NOT_CHECKED: "not checked"}
__all__ = ["COUNTED_AS_DOCK", "VERDICT_WORDS", "SitePlanContent", "build_content", "wr_setback"]


@dataclass
class Identity:
    """Who and where: the title block's facts about the lakeshore parcel."""
    owner: str = ""
    address: str = ""
    tax_map_no: str = ""


@dataclass
class LineRow:
    name: str                    # "WRL 1 (west)"
    tie_point: tuple[float, float]
    azimuth_deg: float
    length_ft: float
    neighbour: str
    modified: bool
    note: str


@dataclass
class AllowRow:
    item: str
    allowed: str
    proposed: str
    section: str
    status: str                  # complies | exceeds | nonconforming | not checked | n/a | info
    refs: str = ""               # V-numbers of the findings about this row


@dataclass
class Finding:
    ref: str                     # V1, V2, ...
    violation: Violation


@dataclass
class SitePlanContent:
    parcel_id: str
    law: SitePlanLaw
    variables: dict[str, str]
    frontage_ft: float
    frontage_text: str
    tie_line_ft: float | None
    lines: list[LineRow]
    figures: list[tuple[str, str]]
    allowance_rows: list[AllowRow]
    docks: list[DockSummary]
    buoys: list[Buoy]
    findings: list[Finding]
    complies: bool
    status_text: str
    # core/verdict's headline (compliant | nonconforming | violation | not_checked), or not_regulated
    verdict: str
    readings: list[tuple[str, str]]
    rule_200: str
    depth_note: str
    depths: list[DepthSample]
    requirements: list[tuple[str, str, bool]]
    notes: list[str] = field(default_factory=list)
    # the water rights in words (core/legal_description), paragraphs; empty where none was made
    legal_description: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- helpers the report also uses

def identity_from(parcel: Parcel, owner_field: str | None, address_field: str | None,
                  tax_map_field: str | None, id_field: str | None = None) -> Identity:
    """Owner, address and tax map number from the parcel's attributes (fields named by the user;
    the id field's value is the parcel id, which the converter keeps out of `attrs`)."""
    def get(name: str | None) -> str:
        if not name:
            return ""
        value: Any = parcel.attrs.get(name)
        if value is None and id_field and name == id_field:
            value = parcel.parcel_id
        return "" if value is None else str(value).strip()
    return Identity(owner=get(owner_field), address=get(address_field), tax_map_no=get(tax_map_field))


def side_names(wr: WaterRightsResult, parcel_id: str) -> dict[int, str]:
    """Name each of the parcel's water-rights lines by the compass side it bounds (west/east...)."""
    lines = wr.lines_of(parcel_id)
    if len(lines) != 2:
        return {ln.tie_index: "" for ln in lines}
    (a, b) = lines
    ax, ay = a.geometry.coords[0][:2]
    bx, by = b.geometry.coords[0][:2]
    if abs(ax - bx) >= abs(ay - by):
        return {a.tie_index: "west" if ax < bx else "east", b.tie_index: "east" if ax < bx else "west"}
    return {a.tie_index: "south" if ay < by else "north", b.tie_index: "north" if ay < by else "south"}


# ---------------------------------------------------------------- the content

def build_content(
    *,
    profile: Any,
    parcel: Parcel,
    identity: Identity,
    wr: WaterRightsResult,
    allowance: Allowance,
    violations: Sequence[Violation],
    docks: Sequence[DockSummary],
    buoys: Sequence[Buoy],
    depths: Sequence[DepthSample],
    depth_level_ft: float | None,
    has_bathymetry: bool,
    preparer: str,
    date_text: str,
    scale_text: str,
    scale_note: str = "",
    crs_text: str = "",
) -> SitePlanContent:
    pid = parcel.parcel_id
    law = site_plan_law(profile)
    meta = profile.meta
    lake = str(meta.get("lake", ""))
    summary: ParcelSummary = summarize(profile, parcel, wr, allowance,
                                       [p for d in docks for p in d.parts], buoys, figures=list(docks))
    setback_ft = summary.setback_ft
    reach_ft = summary.reach_ft
    tie = wr.tie_line(pid)
    ra = wr.rights_area(pid)
    env = next((e for e in wr.envelopes if e.parcel_id == pid), None)

    # ------------------------------------------------ the findings, numbered as on the map
    mine = [v for v in violations if v.parcel_id in (pid, None)]
    order = {"error": 0, "warning": 1, "info": 2}
    mine.sort(key=lambda v: (order.get(v.severity, 3), v.rule, v.source_fid or 0))
    findings = [Finding(f"V{i}", v) for i, v in enumerate(mine, 1)]
    law_name = str(meta.get("title", profile.name))
    lu = _land_use(profile, summary.land_use)
    regulated = summary.regulated
    judged = verdict_of(mine)                       # core/verdict: the one verdict
    verdict = judged.headline if regulated else "not_regulated"
    status = _status_text(verdict, law_name, lu, findings)
    complies = judged.complies            # every feature checked, nothing to judge

    # ------------------------------------------------ water-rights lines
    sides = side_names(wr, pid)
    lines = []
    for ln in sorted(wr.lines_of(pid), key=lambda line: line.tie_index):
        kind, other = wr.beyond_line(ln, pid)           # a parcel, a road end's strip, or nothing
        x, y = ln.geometry.coords[0][:2]
        side = sides.get(ln.tie_index, "")
        lines.append(LineRow(
            name=f"WRL at tie point {ln.tie_index}" + (f" ({side})" if side else ""),
            tie_point=(x, y), azimuth_deg=float(ln.azimuth_deg), length_ft=float(ln.length_ft),
            neighbour=NEIGHBOUR_WORDS[kind].format(other=other), modified=bool(ln.modified),
            note=ln.note or ""))

    # ------------------------------------------------ figures for sheet 1
    frontage_reading = profile.reading("frontage_source")
    frontage_section = frontage_reading.section if frontage_reading is not None else ""
    frontage_text = (f"{fmt.ft(allowance.frontage_ft)} "
                     f"({FRONTAGE_METHODS.get(allowance.frontage_method, allowance.frontage_method)}"
                     + (f", {frontage_section}" if frontage_section else "") + ")")
    land_use_text = LAND_USE_NAMES.get(parcel.land_use, parcel.land_use)
    reading = land_use_reading(parcel.land_use_code, parcel.land_use_how, parcel.land_use_value)
    if reading is not None:                      # how the tax map's value was read (core/notes)
        land_use_text += f" ({NOTES[reading[0]].format(**reading[1])})"
    figures: list[tuple[str, str]] = [
        ("Land use", land_use_text),
        (law.frontage_term, frontage_text),
        ("MHW tie line",
         fmt.ft(tie.length_ft) if tie is not None else "none (parcel at the end of the data)"),
    ]
    for row in lines:
        figures.append((row.name, f"{fmt.azimuth(row.azimuth_deg)}, {fmt.bearing(row.azimuth_deg)}, "
                                  f"{fmt.ft(row.length_ft)}"
                                  + (" (modified, 200 ft rule)" if row.modified else "")))
    figures.append(("Setback from water-rights lines",
                    f"{fmt.ft(setback_ft, 0)} ({profile.rule('setback').section}, "
                    f"{'residential' if summary.setback_category == 'residential' else 'other land uses'})"))
    figures.append(("Reach line",
                    f"{fmt.ft(reach_ft, 0)} from the MHW mark ({profile.section('reach.reach_ft')})"))
    if ra is not None:
        closes = (f"lines meet {fmt.ft(ra.closes_at_ft, 1)} out" if ra.closes_at_ft is not None
                  else f"lines do not meet within the law's {fmt.ft(summary.projection_ft, 0)}")
        figures.append(("Water rights area", f"{fmt.sqft(ra.area_sqft)}; {closes}"))
    if env is not None:
        figures.append(("Permanent-structure envelope", fmt.sqft(env.area_sqft)))

    # ------------------------------------------------ allowed vs proposed
    by_rule: dict[str, list[str]] = {}
    for f in findings:
        by_rule.setdefault(f.violation.rule, []).append(f.ref)

    row_codes = {r.key: r.codes for r in summary.rows}

    def status_for(key: str) -> tuple[str, str]:
        refs = [r for code in row_codes.get(key, ()) for r in by_rule.get(code, [])]
        row_verdict = verdict_of([f.violation for f in findings if f.ref in refs]).headline
        return ROW_STATUS[row_verdict], ", ".join(refs)

    counted_docks = [d for d in docks if d.kind in summary.dock_kinds]   # the profile's reading
    rows: list[AllowRow] = []
    if not regulated:
        rows.append(AllowRow("Docks, boats and moorings", "not regulated by this law",
                             f"{fmt.count(len(counted_docks), 'dock')}, {fmt.count(len(buoys), 'buoy')}",
                             lu.section, "n/a"))
    if regulated and not allowance.eligible:
        rows.append(AllowRow("Eligible for docks and moorings", "no", "\u2014",
                             profile.rule("not_eligible").section, "info",
                             ", ".join(by_rule.get("not_eligible", []))))
    if regulated:
        docks_allowed = _number(allowance.law_number("docks_allowed"))
        if allowance.extra_small_dock:
            small = profile.value("dock.extra_small_dock_sqft")
            docks_allowed += (f" + 1 if no dock exceeds {small:g} sq ft" if small else " + 1 small dock")
        st, refs = status_for("docks")
        rows.append(AllowRow("Docks", docks_allowed, str(len(counted_docks)),
                             profile.rule("dock_count").section, st, refs))
        boats_are = _boats_are(profile, summary.land_use)
        proposed_boats, boats_detail = _boats_text(summary)
        st, refs = status_for("boats")
        rows.append(AllowRow(boats_are.capitalize(), _number(allowance.law_number("boats_allowed")),
                             f"{proposed_boats} ({boats_detail})",
                             profile.rule("boat_count").section, st, refs))
        st, refs = status_for("buoys")
        rows.append(AllowRow("Mooring buoys", _number(allowance.law_number("buoys_allowed")),
                             str(summary.buoys_counted),
                             profile.rule("buoy_count").section, st, refs))
        st, refs = status_for("area")
        max_area = allowance.law_number("max_dock_area_sqft")
        area_limit = fmt.sqft(max_area) if max_area is not None else _number(None)
        consolidated = allowance.consolidated_dock_area_sqft
        if max_area is not None and consolidated and consolidated > max_area:
            area_limit += f" each ({fmt.sqft(allowance.consolidated_dock_area_sqft)} consolidated)"
        rows.append(AllowRow("Area of each dock, walkways included", area_limit,
                             "; ".join(f"{d.label} {fmt.sqft(d.area_sqft)}" for d in counted_docks)
                             or "no dock",
                             profile.rule("dock_area").section, st, refs))
        for code, key, label in (("walkway_share", "walkway_share", "Main walkway share of dock length"),
                                 ("walkway_width", "walkway_width", "Main walkway width"),
                                 ("appendage_area", "appendage", "Area of each appendage")):
            spec = profile.rule(code)
            if not spec.applies:
                rows.append(AllowRow(label, "no such rule in this law", "\u2014", spec.section, "n/a"))
                continue
            st, refs = status_for(key)
            if code == "walkway_share":
                limit = profile.value("dock.min_walkway_share")
                shown = [f"{d.label} {d.walkway_share * 100:.0f}%" for d in counted_docks
                         if d.walkway_share is not None]
                allowed = f"at least {limit * 100:.0f}%" if isinstance(limit, (int, float)) else "see law"
            elif code == "walkway_width":
                limit = profile.value("dock.max_walkway_width_ft")
                shown = [f"{d.label} {fmt.ft(d.walkway_width_ft, 1)}" for d in counted_docks
                         if d.walkway_width_ft is not None]
                allowed = f"at most {fmt.ft(limit, 0)}" if isinstance(limit, (int, float)) else "see law"
            else:
                limit = profile.value("dock.max_appendage_area_sqft")
                shown = [f"{p.label or d.label + ' #' + str(p.fid)} {fmt.sqft(p.geometry.area)}"
                         for d in counted_docks
                         for p in d.parts if p.part == "appendage"]
                allowed = f"at most {fmt.sqft(limit)}" if isinstance(limit, (int, float)) else "see law"
            none = "no appendage drawn" if code == "appendage_area" else "no walkway drawn"
            rows.append(AllowRow(label, allowed, "; ".join(shown) or none, spec.section, st, refs))
        st, refs = status_for("reach")
        far = max((d.reach_ft for d in docks), default=None)
        reach_allowed = (f"{fmt.ft(reach_ft, 0)}" + (f" ({summary.reach_note})" if summary.reach_note else "")
                         if summary.reach_binds else f"no limit in the law: {summary.reach_note}")
        rows.append(AllowRow("Reach from the MHW mark", reach_allowed,
                             fmt.ft(far, 1) if far is not None else "\u2014",
                             summary.reach_section, st, refs))
        st, refs = status_for("setback")
        rows.append(AllowRow("Setback from water-rights lines", f"at least {fmt.ft(setback_ft, 0)}",
                             _setback_text(summary, wr, pid), profile.rule("setback").section, st, refs))

    # ------------------------------------------------ readings, 200 ft rule, depth
    readings = []
    from ..core.profiles.schema import READINGS  # the reading names a profile may set
    for name in READINGS:
        r = profile.reading(name)
        if r is not None and r.explain:
            readings.append((r.section, r.explain))
    readings.append((profile.rule("dock_area").section,
                     "Width is measured parallel to the mean high water mark and length "
                     "perpendicular to it; the reach is the largest distance from any point of a "
                     "structure to the mean high water mark."))
    if allowance.note:
        readings.append((", ".join(allowance.sections[:3]), allowance.note))

    rule_200 = _rule_200_text(profile, wr, pid, ra, lines)
    depth_note = _depth_text(profile, depth_level_ft, has_bathymetry, depths)

    notes = [m.text for m in wr.messages if m.parcel_id == pid]
    if summary.consolidation_notice is not None:
        section, text = summary.consolidation_notice
        notes.insert(0, f"{', '.join(summary.consolidated)} is read as two docks consolidated into one: "
                        f"{text} ({section})")
    notes += [f"{row.name}: {row.note}" for row in lines if row.note]

    requirements = [
        ("Name (owner)", identity.owner or "not in the parcel data: write it in", bool(identity.owner)),
        ("Address", identity.address or "not in the parcel data: write it in", bool(identity.address)),
        ("Parcel boundaries", "sheet 1, the subject parcel and its neighbours", True),
        ("Tax map number", identity.tax_map_no or "not in the parcel data: write it in",
         bool(identity.tax_map_no)),
        (law.frontage_term, frontage_text, True),
        ("Water rights lines", f"sheet 1 and the table of lines ({fmt.count(len(lines), 'line')})",
         bool(lines)),
        ("Mean high water tie line", fmt.ft(tie.length_ft) if tie else "none: parcel at the end of the data",
         tie is not None),
        ("Depth of the lake bottom",
         f"{len(depths)} soundings on sheet 1" if depths else "no bathymetry was given", bool(depths)),
        ("Proposed setbacks", f"{fmt.ft(setback_ft, 0)} setback lines on sheet 1", True),
    ]

    variables = {
        "sl_owner": identity.owner or "\u2014", "sl_address": identity.address or "\u2014",
        "sl_tax_map_no": identity.tax_map_no or "\u2014", "sl_parcel_id": pid,
        "sl_land_use": LAND_USE_NAMES.get(summary.land_use, summary.land_use),
        "sl_lake": lake, "sl_law_title": law_name,
        "sl_law_short": f"{meta.get('municipality', '')} {_section_range(profile)}".strip(),
        "sl_site_plan_section": law.site_plan_section or "\u2014",
        "sl_date": date_text, "sl_preparer": preparer or "\u2014",
        "sl_scale_text": scale_text,
        "sl_sheet_title": "SITE PLAN",
        "sl_plan_subtitle": "Mooring and berthing facilities",
        "sl_findings_heading": ("ALLOWED AND PROPOSED FACILITIES, FINDINGS AND "
                                f"CERTIFICATION \u2014 parcel {pid}"),
        "sl_map_notes": _map_notes(crs_text, depth_note, scale_note, lake, profile),
        "sl_status": VERDICT_WORDS[verdict],
    }
    return SitePlanContent(
        parcel_id=pid, law=law, variables=variables, frontage_ft=float(allowance.frontage_ft),
        frontage_text=frontage_text, tie_line_ft=tie.length_ft if tie else None, lines=lines,
        figures=figures, allowance_rows=rows, docks=list(docks), buoys=list(buoys),
        findings=findings, complies=complies, status_text=status, verdict=verdict, readings=readings,
        rule_200=rule_200, depth_note=depth_note, depths=list(depths), requirements=requirements,
        notes=notes)


def _status_text(verdict: str, law_name: str, lu: Any, findings: Sequence[Finding]) -> str:
    """The findings' headline sentence for core/verdict's verdict."""
    def refs(sev: str) -> str:
        return ", ".join(f.ref for f in findings if f.violation.severity == sev
                         and not is_input_problem(f.violation))
    if verdict == "not_regulated":
        return (f"The {law_name} does not regulate this parcel ({lu.section}): "
                f"{lu.reason or 'its land use is outside the law'}")
    if verdict == VIOLATION:
        n = sum(1 for f in findings if f.violation.severity == "error" and not is_input_problem(f.violation))
        return (f"The proposed layout does NOT comply with the {law_name}: "
                f"{fmt.count(n, 'violation')}, {refs('error')}, listed with the section of the "
                "law, the measured value and the limit.")
    if verdict == NOT_CHECKED:
        inputs = [f.ref for f in findings if is_input_problem(f.violation)]
        return (f"The proposed layout could not be checked in full under the {law_name}: "
                f"{fmt.count(len(inputs), 'input problem')} ({', '.join(inputs)}) left features "
                "unchecked; no violation was found in what could be checked.")
    if verdict == NONCONFORMING:
        return (f"The proposed layout is nonconforming under the {law_name}: no violation, but "
                f"{refs('warning')} need the reviewer's judgement (an existing structure that may "
                "continue, or a finding to weigh).")
    return ("The proposed layout complies with the " + law_name + ": the checks of every rule "
            "of the law found no violation.")


def wr_setback(wr: WaterRightsResult, parcel_id: str, profile: Any, parcel: Parcel) -> float:
    """The setback the construction used for this parcel (its envelope), else the profile's."""
    return setback_for(profile, parcel, wr)


def _land_use(profile: Any, land_use: str) -> Any:
    """The profile's rules for a land use (None for one the profile does not know)."""
    try:
        return profile.land_use(land_use)
    except Exception:
        return None


NO_NUMBER = "no number in the law (site plan review)"    # Allowance.law_number None, worded


def _number(value: float | None, unit: str = "") -> str:
    """An allowance figure (Allowance.law_number); None: the law sets no number for this use."""
    if value is None:
        return NO_NUMBER
    return f"{value:,.0f}{unit}"


def _boats_are(profile: Any, land_use: str) -> str:
    try:
        text = profile.land_use(land_use).boats_are
    except Exception:
        text = ""
    return text or "boats"


def _boats_text(summary: ParcelSummary) -> tuple[int, str]:
    """The boats the layout provides, as core/rules/counts.py counts them (summary.boats)."""
    t = summary.boats
    if t.vessels and t.total == t.vessels and t.vessels > sum(t.per_kind.values()):
        return t.total, f"{t.vessels} vessels drawn"
    text = f"{t.at_structures} at structures" + (f" + {t.at_buoys} at mooring buoys" if t.at_buoys else "")
    if t.visitors:
        text += f"; {fmt.count(t.visitors, 'visitor mooring')} not counted"
    return t.total, text


def _setback_text(summary: ParcelSummary, wr: WaterRightsResult, pid: str) -> str:
    """How far each structure the setback binds stands from the parcel's lines (core.summary)."""
    if not wr.lines_of(pid):
        return "\u2014"
    (row,) = [r for r in summary.rows if r.key == "setback"]
    if not row.proposed_items:
        return "no permanent structure"
    return "; ".join(f"{label} {fmt.ft(d, 1)}" for label, d in row.proposed_items)


def _rule_200_text(profile: Any, wr: WaterRightsResult, pid: str, ra, lines: list[LineRow]) -> str:
    section = profile.section("rights_lines.min_intersection_ft")
    limit = profile.value("rights_lines.min_intersection_ft", 200)
    modified = [row for row in lines if row.modified] or ([] if ra is None or not ra.modified else lines)
    if modified:
        told = "; ".join(f"{row.name}: {row.note}" for row in modified if row.note)
        return (f"The 200 ft rule was applied ({section}): this parcel's water-rights lines met less "
                f"than {limit:g} ft from the shore, so they were modified "
                + (f"({told})" if told else "as described in the README's method") + ". "
                "Modified lines are marked * on the plan.")
    if ra is not None and ra.closes_at_ft is not None:
        return (f"The 200 ft rule ({section}) was not needed: this parcel's water-rights lines meet "
                f"{fmt.ft(ra.closes_at_ft, 1)} from the shore, at least {limit:g} ft.")
    reach = fmt.ft(float(profile.value("rights_lines.projection_ft", 0.0)), 0)
    return (f"The 200 ft rule ({section}) was not needed: this parcel's water-rights lines do not "
            f"meet within the law's {reach}.")


def _depth_text(profile: Any, level: float | None, has_bathymetry: bool,
                depths: Sequence[DepthSample]) -> str:
    section = profile.section("depth_exception.min_depth_ft") or profile.section("depth_exception.enabled")
    if not has_bathymetry:
        return ("Depth of the lake bottom: no bathymetry raster was given, so no depths are shown; "
                "add soundings before submitting.")
    if not depths:
        return "Depth of the lake bottom: the bathymetry raster does not cover this parcel's water."
    ref = profile.value("depth_exception.reference", "lake_level")
    if level is None:
        q = profile.get("levels.mean_low_water_ft")
        return ("Soundings show lake-bottom elevations (ft): the profile leaves the mean low water "
                f"level blank ({q.section if q else ''}), so depths below it cannot be given. "
                + (q.ask if q is not None and q.ask else ""))
    which = ("lake level" if ref == "lake_level" else "mean low water level")
    return (f"Depths are in feet below the {which} {level:g} ft "
            f"({section}); the lake bottom is sampled from the bathymetry raster.")


def _section_range(profile: Any) -> str:
    law = str(profile.meta.get("law", ""))
    import re
    found = re.findall(r"§\s?[\d-]+(?:\s+to\s+§\s?[\d-]+)?", law)
    return found[0] if found else ""


def _map_notes(crs_text: str, depth_note: str, scale_note: str, lake: str, profile: Any) -> str:
    mhw = profile.get("levels.mean_high_water_ft")
    mhw_text = (f"Mean high water level {mhw.value:g} ft ({mhw.section})." if mhw is not None and mhw.is_set
                else "Mean high water level: not given by the law text; the MHW mark is the surveyed line.")
    parts = [f"Coordinates and grid: {crs_text}; azimuths and bearings are grid, clockwise from grid north."
             if crs_text else "", mhw_text, depth_note, scale_note]
    return "\n".join(p for p in parts if p)
