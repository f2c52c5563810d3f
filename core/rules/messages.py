"""Plain-English messages for every rule code, built from the finding's numbers.

No tr() here: the core stays free of Qt. The UI may translate by rule code, using the
`measured`, `limit` and `section` fields, which carry the same numbers.
"""
from __future__ import annotations

KIND_NAMES = {
    "dock": "dock", "boat_hoist_structure": "boat hoist structure", "boat_station": "boat station",
    "boathouse": "boathouse", "boat_accessory_structure": "boat accessory structure",
    "swim_float": "swim float", "ice_breaker": "ice breaker", "vessel": "vessel", "buoy": "mooring buoy",
}

# One template per rule code (variants as "code:variant"). Fields: what, m (measured), l (limit),
# s (section) and whatever extra the caller passes.
TEMPLATES: dict[str, str] = {
    "setback": "{What} comes within {m} of the water-rights line; {category} structures must stay "
               "at least {l} from every water-rights line of the parcel ({s}).",
    "outside_rights_area": "{What} extends {m} outside the parcel's water-rights lines; it must lie "
                           "wholly within them ({s}).",
    "outside_rights_area:no_area": "{What} belongs to parcel {parcel}, which has no rights area "
                                   "(its water-rights lines could not be built), so it cannot be placed "
                                   "({s}).",
    "outside_rights_area:nowhere": "{What} lies outside every parcel's rights area ({s}).",
    "reach": "{What} extends {m} from the mean high water mark; no part may extend beyond {l} ({s}).",
    "reach:extended": "{What} extends {m} from the mean high water mark; the depth exception lets it "
                      "reach {l} here, where the water first gets {depth} deep, but no farther ({s}).",
    "depth_exception": "{What} extends {m} from the mean high water mark, past the {base} line: allowed "
                       "because the water is shallower than {depth} there; it may reach {l} ({s}). "
                       "The dock area limit still applies.",
    "depth_level_missing": "{What} extends past the {base} line. The depth exception ({s}) measures depth "
                           "below the {level}, which this profile leaves blank: enter it to apply the "
                           "exception. Until then the {base} limit stands.",
    "dock_area": "{What} covers {m} on the water; the limit is {l} ({s}).",
    "dock_area:consolidated": "{What} covers {m}: larger than one dock may be ({single}), so it is read as "
                              "two docks consolidated into one, which may cover at most {l}, and the "
                              "right to a second dock is waived ({s}).",
    "dock_area:consolidation_not_allowed": "{What} covers {m}; the limit is {l}. Consolidating two docks "
                                           "into a larger one needs a parcel allowed two or more docks "
                                           "({s}).",
    "dock_area:steep_total": "The docks and the waterside part of the boat accessory structure on this "
                             "steep-slope parcel cover {m}; the allowance is {l} ({s}).",
    "dock_area:steep_near": "{What} has {m} of dock space farther than {near} from the mean high water mark; "
                            "only the ordinary {l} may lie there, the extra steep-slope space must stay "
                            "within {near} ({s}).",
    "walkway_width": "The main walkway of {what} is {m} wide (measured parallel to the mean high water "
                     "mark); the limit is {l} ({s}).",
    "walkway_share": "The main walkway of {what} is {walk} long, {m_pct} of the dock's total length of "
                     "{total}; it must be at least {l_pct} ({s}).",
    "appendage_area": "Appendage {what} covers {m}; an appendage may cover at most {l} ({s}).",
    "dock_separation": "{What} is {m} from {other}; docks must be at least {l} apart ({s}).",
    "dock_count": "The parcel has {m_int} docks; it is allowed {l_int} ({s}).{extra}",
    "boat_count": "The layout provides {m_int} {boats_are} ({detail}); the parcel is allowed {l_int} ({s}).",
    "buoy_count": "The parcel has {m_int} mooring buoys; it is allowed {l_int} ({s}).{extra}",
    "buoy_swing": "The swing circle of {what} ({m} = vessel {vessel} + rode {rode}) crosses the "
                  "parcel's water-rights lines: here a vessel can swing at most {l} ({s}).",
    "buoy_swing:outside": "{What} lies outside its parcel's rights area ({s}).",
    "buoy_contact:buoy": "The swing circles of {what} and {other} overlap: the buoys are {m} apart but "
                         "their swing radii add up to {l} ({s}).",
    "buoy_contact:structure": "The swing circle of {what} (radius {l}) reaches {other}, {m} away ({s}).",
    "anchorage_permit": "{What} is {m} from the mean high water mark, more than {l}: it requires "
                        "{requirement} ({s}).",
    "height": "{What} is {m} high; the limit is {l} above the mean high water level ({s}).",
    "roof_pitch:max": "The roof of {what} has a pitch of {m_pitch}; it may be at most {l_pitch} ({s}).",
    "roof_pitch:min": "The roof of {what} has a pitch of {m_pitch}; it must be at least {l_pitch} ({s}).",
    "roof_pitch:missing": "{What} must be covered by a roof with a pitch of at least {l_pitch}; no roof "
                          "pitch is given ({s}).",
    "station_slips": "{What} provides {m_int} boat spaces; it may provide at most {l_int} ({s}).",
    "structure_not_permitted": "A {kind} is not permitted on the waterside of the mean high water mark "
                               "({s}).",
    "structure_not_permitted:land_use": "A {kind} is not permitted for a {land_use} parcel ({s}).",
    "structure_not_permitted:frontage": "A {kind} needs {cmp} {l} of lakeshore; this parcel has {m} ({s}).",
    "structure_not_permitted:steep": "A {kind} is permitted only on a residential parcel characterized by "
                                     "steep slopes ({s}); this parcel is not marked steep_slope.",
    "structure_not_permitted:steep_excluded": "A {kind} is not permitted on a parcel that {why} ({s}).",
    "structure_count": "The parcel has {m_int} {kinds}; at most {l_int} {allowed} ({s}).",
    "structure_count:per_boat": "The parcel has {m_int} {kinds}; one is allowed for each boat the parcel "
                                "may have, so at most {l_int} ({s}).",
    "structure_area": "{What} covers {m}; the limit is {l} ({s}).",
    "enclosed_sides": "{What} has {m_int} enclosed side(s); its sides shall not be enclosed in any manner "
                      "({s}).",
    "second_floor": "{What} has a second floor or second-floor sundeck, which is not permitted ({s}).",
    "not_eligible": "The parcel has {m_int} waterside feature(s) but may have none: {reason}",
    "rights_line_modified": "The water-rights lines of this parcel were modified so that they are at "
                            "least {l} long where they meet ({s}).{detail}",
    "not_regulated": "{reason} No layout rule is checked for this parcel.",
    "case_by_case": "{reason} The layout of this parcel is reviewed case by case; no rule is checked.",
    "shared_waiver": "{What} is marked as shared with parcel {other}, but {why}; the side setback is "
                     "not waived ({s}).",
    "on_land": "{What} lies wholly on the land side of the mean high water mark: {why}",
    "invalid_geometry": "{What} has {why}.",
    "invalid_value": "{What}: {why}.",
    "dock_id_conflict": "{What}: {why}.",
    "dock_parts_unlabeled": "{What}: {why}.",
}


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
            limit: float | None = None, unit: str = "", section: str = "", **extra) -> str:
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
