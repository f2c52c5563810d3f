"""What a rule profile may contain: tables, keys, units, reading options and rule names.

The loader checks a profile against these tables. Keys listed here are checked for unit and,
where `required`, for presence. Every key listed here is read by a rule family of the rule table
(core/rules/table.py, each family's `reads`) or by the one module tests/core/test_profile_keys.py
names for it. A key not listed here is refused (a typo must not be silently ignored) unless a
registered rule reads it (core/rules/table.register); its unit must then be a known one and agree
with its name's suffix (`_ft`, `_sqft`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model import LAND_USES, SEVERITIES, STRUCTURE_KINDS
from ..rules.registry import CONTRACT_CODES

FORMAT_VERSION = 1

# Units a quantity may carry, grouped by the Python type its value must have.
NUMBER_UNITS = frozenset({"ft", "sqft", "ratio", "rise_per_12", "deg", "percent"})
COUNT_UNITS = frozenset({"count", "months", "days", "years"})
OTHER_UNITS = frozenset({"bool", "text", "list"})
UNITS = NUMBER_UNITS | COUNT_UNITS | OTHER_UNITS

# A key's name suffix fixes its unit, so `reach_ft = { unit = "m" }` is caught.
SUFFIX_UNITS = (("_sqft", "sqft"), ("_ft", "ft"))

# Rule codes of DESIGN.md (the `rule` field of VIOLATIONS), from the rule registry. Codes never
# change meaning.
RULE_CODES = CONTRACT_CODES

# Readings of ambiguous text: name -> (allowed options, required).
READINGS: dict[str, tuple[tuple[str, ...], bool]] = {
    "increment": (("started", "completed"), True),
    "band_bounds": (("lower_inclusive", "upper_inclusive"), True),
    "frontage_source": (("tax_map_then_shoreline", "tax_map", "shoreline", "tie_line"), True),
    "seating_cap": (("total", "additional"), False),
    "boathouse_frontage": (("exceeds", "at_least"), False),
    # whom the reach limit binds: the residential dock criteria only, or every use
    "reach_land_uses": (("residential", "all_uses"), False),
    # how a structure marked `existing` is judged: as a nonconformity that may continue, or as new
    "existing_structures": (("nonconforming", "new"), False),
    # coinciding polygons with different ids (condominium units): one lakeshore parcel, or each its own
    "stacked_units": (("one_parcel", "separate"), False),
}

LAND_USE_STATUSES = ("table", "not_regulated", "case_by_case", "no_numbers")
SETBACK_CATEGORIES = ("residential", "other")
BUOY_MODES = ("same_as_boats", "table")
PROFILE_STATUSES = ("adopted", "proposed")


@dataclass(frozen=True)
class KeySpec:
    unit: str
    required: bool = False
    options: tuple[str, ...] = ()      # allowed values of a text quantity / items of a list
    may_unset: bool = False            # `unset = true` allowed (the law's number is missing)


def _req(unit: str, **kw: Any) -> KeySpec:
    return KeySpec(unit, required=True, **kw)


def _opt(unit: str, **kw: Any) -> KeySpec:
    return KeySpec(unit, **kw)


_LAND_USE_LIST = {"options": LAND_USES}

# Quantity tables: table -> (key -> spec, whether the table itself is required, section required).
QUANTITY_TABLES: dict[str, tuple[dict[str, KeySpec], bool, bool]] = {
    "levels": ({
        "mean_high_water_ft": _req("ft", may_unset=True),
        "mean_low_water_ft": _req("ft", may_unset=True),
        "datum": _opt("text"),
    }, True, True),
    "rights_lines": ({
        "projection_ft": _req("ft"),
        "min_intersection_ft": _req("ft"),
    }, True, True),
    "reach": ({
        "reach_ft": _req("ft"),
        "applies_to_kinds": _opt("list", options=STRUCTURE_KINDS),
        "land_uses": _opt("list", **_LAND_USE_LIST),
    }, True, True),
    "depth_exception": ({
        "enabled": _req("bool"),
        "min_depth_ft": _opt("ft"),
        "reference": _opt("text", options=("lake_level", "mean_low_water")),
        "lake_level_ft": _opt("ft", may_unset=True),
    }, True, True),
    "setback": ({
        "residential_ft": _req("ft"),
        "other_ft": _req("ft"),
        "seasonal_exempt": _req("bool"),
        "shared_waiver": _req("bool"),
        "shared_max_owners": _opt("count"),
        "shared_max_area_sqft": _opt("sqft"),
        "shared_land_uses": _opt("list", **_LAND_USE_LIST),
    }, True, True),
    "dock": ({
        "land_uses": _req("list", **_LAND_USE_LIST),
        "max_area_sqft": _req("sqft"),
        "separation_ft": _req("ft"),
        "separation_min_docks": _req("count"),
        "consolidated_max_area_sqft": _req("sqft"),
        "consolidation_min_docks": _req("count"),
        "consolidation_merges": _opt("count"),
        "extra_small_dock_sqft": _opt("sqft"),
        "extra_small_docks": _opt("count"),
        "max_walkway_width_ft": _opt("ft"),
        "min_walkway_share": _opt("ratio"),
        "max_appendage_area_sqft": _opt("sqft"),
        "hoist_open_water_excluded": _opt("bool"),
        "swim_floats_count_as_docks": _opt("bool"),
        "existing_storage_counts_as_slips": _opt("bool"),
        "consolidation_notice": _opt("text"),
    }, True, True),
    "buoys": ({
        "within_rights_lines": _req("bool"),
        "avoid_contact": _req("bool"),
        "anchorage_beyond_ft": _opt("ft"),
        "anchorage_requirement": _opt("text"),
        "count_as_boats": _opt("bool"),
        "setback_applies": _opt("bool"),
        "visitor_moorings_counted": _opt("bool"),
    }, True, True),
    "nonconforming": ({
        "existing_may_continue": _opt("bool"),
        "existing_severity": _opt("text", options=("warning", "info", "error")),
        "existing_seasonal_not_regulated": _opt("bool"),
        "replacement_not_enlarged": _opt("bool"),
        "licensed_counts_land_uses": _opt("list", **_LAND_USE_LIST),
        "grandfathered_parcel_ids": _opt("list"),
    }, False, True),
    "site_plan": ({
        "contents": _opt("text"),
        "certification": _opt("list"),
        "certification_intro": _opt("text"),
        "professional": _opt("text"),
        "frontage_term": _opt("text"),
    }, False, True),
    # The words and citations of a legal description (core/legal_description.py)
    "legal_description": ({
        "mark_term": _opt("text"),
        "tie_line_term": _opt("text"),
        "rights_line_term": _opt("text"),
        "method": _opt("text"),
    }, False, True),
    "steep_slope": ({
        "excluded_upland_structure_within_ft": _opt("ft"),
        "extra_dock_area_sqft": _req("sqft"),
        "base_dock_area_sqft": _opt("sqft"),
        "total_allowance_sqft": _req("sqft"),
        "max_distance_from_mhw_ft": _opt("ft"),
        "min_roof_pitch": _opt("rise_per_12"),
    }, False, True),
    "tolerances": ({
        "snap_tolerance_ft": _opt("ft"),
        "lakeshore_tolerance_ft": _opt("ft"),
        "unparcelled_max_ft": _opt("ft"),
        "max_plausible_frontage_ft": _opt("ft"),
    }, False, False),
    # excluded_line_ft (a list of two [east, north] points) is checked where the settings are built.
    "jurisdiction": ({
        "excluded_side": _opt("text", options=("north", "south", "east", "west")),
        "excluded_name": _opt("text"),
        "excluded_within_ft": _opt("ft"),
    }, False, True),
}

# Keys read and checked where they are used, not typed here: the Outlet line (a list of two
# [east, north] points) is checked where Profile.geometry_settings builds the settings.
CHECKED_WHERE_READ = frozenset({"jurisdiction.excluded_line_ft"})

# [kinds.<kind>]: one table per structure kind of DESIGN.md.
KIND_KEYS: dict[str, KeySpec] = {
    "waterside_permitted": _req("bool"),
    "within_rights_lines": _req("bool"),
    "setback_exempt": _req("bool"),
    "construction": _opt("text", options=("permanent", "seasonal")),
    "land_uses": _opt("list", **_LAND_USE_LIST),
    "max_per_parcel": _opt("count"),
    "max_per_allowed_boat": _opt("count"),
    "max_height_ft": _opt("ft"),
    "max_roof_pitch": _opt("rise_per_12"),
    "min_roof_pitch": _opt("rise_per_12"),
    "roof_required": _opt("bool"),
    "open_sided": _opt("bool"),
    "second_floor_permitted": _opt("bool"),
    "max_slips": _opt("count"),
    "max_slips_capped_by_allowance": _opt("bool"),
    "substitutes_for": _opt("text", options=STRUCTURE_KINDS),
    "min_frontage_ft": _opt("ft"),
    "requires_steep_slope": _opt("bool"),
    "max_area_sqft": _opt("sqft"),
    "max_distance_from_mhw_ft": _opt("ft"),
    "counts_as_dock": _opt("bool"),
}

# [land_use.<use>]: plain keys (strings / row arrays) and quantity keys.
LAND_USE_PLAIN = ("status", "section", "setback_category", "label", "reason", "boats_are",
                  "buoys", "buoys_section", "buoys_are", "same_as", "bands", "beyond")
LAND_USE_QUANTITIES: dict[str, KeySpec] = {
    "min_frontage_ft": _opt("ft"),
    "site_plan": _opt("bool"),
    "seating_cap_ratio": _opt("ratio"),
    "seating_cap_above_ft": _opt("ft"),
}
BAND_KEYS = ("from_ft", "to_ft", "docks", "boats", "buoys", "section", "text", "note")
STEP_KEYS = ("from_ft", "step_ft", "docks", "boats", "buoys", "section", "text", "note")

# Keys an inline quantity table may have.
QUANTITY_FIELDS = ("value", "unit", "section", "note", "text", "unset", "ask")
RULE_FIELDS = ("applies", "section", "severity", "note")
READING_FIELDS = ("value", "explain", "section")

PROFILE_META = {
    "name": (str, True), "title": (str, True), "status": (str, True), "format": (int, True),
    "lake": (str, False), "municipality": (str, False), "law": (str, False),
    "year": (int, False), "crs": (str, False),
}

TOP_LEVEL = ("profile", "kinds", "land_use", "readings", "rules", "land_use_codes", *QUANTITY_TABLES)

__all__ = [
    "COUNT_UNITS",
    "FORMAT_VERSION",
    "KIND_KEYS",
    "LAND_USES",
    "NUMBER_UNITS",
    "QUANTITY_TABLES",
    "READINGS",
    "RULE_CODES",
    "SEVERITIES",
    "STRUCTURE_KINDS",
    "UNITS",
    "KeySpec",
]
