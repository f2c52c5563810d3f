"""The bundled rule profiles hold the laws' numbers with their citations, and the loader refuses
broken profiles with a message naming the file and the key."""
from __future__ import annotations

import dataclasses
import math
import os
import re
from pathlib import Path

import pytest

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.model import LAND_USES, STRUCTURE_KINDS, ExcludedWater, GeometrySettings
from shoreline_layout.core.profiles import LandUseRules, Profile, ProfileError, load_profile
from shoreline_layout.core.profiles.loader import PROFILE_DIR
from shoreline_layout.core.profiles.schema import RULE_CODES

SECTION_RE = re.compile(r"^§(160-1[12][0-9]|44-[0-9])")


@pytest.fixture(scope="module")
def keuka() -> Profile:
    return load_profile("keuka")


@pytest.fixture(scope="module")
def canandaigua() -> Profile:
    return load_profile("canandaigua")


# --- the laws' numbers, each with its section -------------------------------------------------
KEUKA_NUMBERS = [
    ("levels.mean_high_water_ft", 715.3, "§160-121"),
    ("levels.mean_low_water_ft", 712.55, "§160-121"),
    ("rights_lines.projection_ft", 1500, "§160-120A"),
    ("rights_lines.min_intersection_ft", 200, "§160-122C(2)"),
    ("reach.reach_ft", 65, "§160-123A(1)(b)[1]"),
    ("depth_exception.min_depth_ft", 3, "§160-123A(1)(b)[2]"),
    ("depth_exception.lake_level_ft", 712.55, "§160-123A(1)(b)[2]"),
    ("setback.residential_ft", 10, "§160-122D"),
    ("setback.other_ft", 20, "§160-122D"),
    ("setback.seasonal_exempt", True, "§160-123A(1)(e)"),
    ("dock.max_area_sqft", 720, "§160-123A(1)(b)"),
    ("dock.extra_small_dock_sqft", 300, "§160-123A(1)(b)"),
    ("dock.separation_ft", 10, "§160-123A(1)(c)"),
    ("dock.consolidated_max_area_sqft", 1200, "§160-123A(1)(d)"),
    ("buoys.anchorage_beyond_ft", 100, "§160-124F(3)"),
    ("buoys.anchorage_requirement", "a New York State anchorage permit", "§160-124F(3)"),
    ("kinds.boat_station.max_height_ft", 15, "§160-122G"),
    ("kinds.boat_station.max_roof_pitch", 3, "§160-122G"),
    ("kinds.boat_station.max_slips", 2, "§160-122G"),
    ("kinds.boat_hoist_structure.max_roof_pitch", 3, "§160-122F"),
    ("kinds.boat_hoist_structure.max_per_allowed_boat", 1, "§160-122F"),
    ("kinds.boathouse.waterside_permitted", False, "§160-122H"),
    ("kinds.boat_accessory_structure.waterside_permitted", False, "§160-122H"),
    ("kinds.ice_breaker.setback_exempt", True, "§160-122D"),
    ("kinds.swim_float.counts_as_dock", False, "§160-123A(1)(e)"),
    ("land_use.marina.min_frontage_ft", 200, "§160-123A(2)(a)[1]"),
    ("land_use.restaurant.min_frontage_ft", 100, "§160-123A(2)(b)[1]"),
    ("land_use.hotel.min_frontage_ft", 100, "§160-123A(2)(c)[1]"),
]

CANANDAIGUA_NUMBERS = [
    ("rights_lines.projection_ft", 1500, "§44-3"),
    ("rights_lines.min_intersection_ft", 200, "§44-5C"),
    ("reach.reach_ft", 60, "§44-6A(1)(c)(ii)"),
    ("depth_exception.min_depth_ft", 3, "§44-6A(1)(c)(iii)"),
    ("depth_exception.reference", "mean_low_water", "§44-6A(1)(c)(iii)"),
    ("setback.residential_ft", 10, "§44-5D"),
    ("setback.other_ft", 20, "§44-5D"),
    ("setback.seasonal_exempt", False, "§44-5D"),
    ("setback.shared_waiver", True, "§44-5J"),
    ("setback.shared_max_owners", 2, "§44-5J"),
    ("dock.max_area_sqft", 720, "§44-6A(1)(c)"),
    ("dock.max_walkway_width_ft", 8, "§44-6A(1)(c)(i)"),
    ("dock.min_walkway_share", 0.5, "§44-6A(1)(c)(i)"),
    ("dock.max_appendage_area_sqft", 256, "§44-6A(1)(c)(iv)"),
    ("dock.separation_ft", 10, "§44-6A(1)(d)"),
    ("dock.consolidated_max_area_sqft", 1080, "§44-6A(1)(e)"),
    ("buoys.anchorage_beyond_ft", 100, "§44-7G(3)"),
    ("buoys.anchorage_requirement", "the creation of a special anchorage area", "§44-7G(3)"),
    ("steep_slope.extra_dock_area_sqft", 400, "§44-5I(3)"),
    ("steep_slope.total_allowance_sqft", 1120, "§44-5I(4)"),
    ("steep_slope.max_distance_from_mhw_ft", 20, "§44-5I(5)"),
    ("steep_slope.excluded_upland_structure_within_ft", 60, "§44-5I(1)"),
    ("kinds.boat_hoist_structure.max_height_ft", 15, "§44-5F"),
    ("kinds.boat_station.max_height_ft", 15, "§44-5G"),
    ("kinds.boat_station.min_roof_pitch", 3, "§44-5G"),
    ("kinds.boat_station.max_slips", 2, "§44-5G"),
    ("kinds.boat_station.max_slips_capped_by_allowance", True, "§44-5G"),
    ("kinds.boat_station.max_per_parcel", 1, "§44-5G"),
    ("kinds.boathouse.waterside_permitted", True, "§44-5N"),
    ("kinds.boathouse.min_frontage_ft", 200, "§44-5H"),
    ("kinds.boathouse.max_per_parcel", 1, "§44-5H"),
    ("kinds.boathouse.max_slips", 2, "§44-5H"),
    ("kinds.boathouse.min_roof_pitch", 3, "§44-5H"),
    ("kinds.boat_accessory_structure.min_roof_pitch", 3, "§44-5I(6)"),
    ("kinds.boat_accessory_structure.max_area_sqft", 120, "§44-5I(2)"),
    ("kinds.ice_breaker.setback_exempt", False, "§44-5D"),
    ("land_use.marina.min_frontage_ft", 200, "§44-6A(2)(a)"),
    ("land_use.restaurant.min_frontage_ft", 100, "§44-6A(2)(b)"),
    ("land_use.restaurant.seating_cap_ratio", 0.25, "§44-6A(2)(b)(1)"),
    ("land_use.restaurant.seating_cap_above_ft", 200, "§44-6A(2)(b)(1)"),
]


@pytest.mark.parametrize("key,value,section", KEUKA_NUMBERS, ids=[f"{s} {k}" for k, _, s in KEUKA_NUMBERS])
def test_keuka_number_and_section(keuka: Profile, key: str, value, section: str) -> None:
    q = keuka.number(key)
    assert q.value == value
    assert q.section == section


@pytest.mark.parametrize("key,value,section", CANANDAIGUA_NUMBERS,
                         ids=[f"{s} {k}" for k, _, s in CANANDAIGUA_NUMBERS])
def test_canandaigua_number_and_section(canandaigua: Profile, key: str, value, section: str) -> None:
    q = canandaigua.number(key)
    assert q.value == value
    assert q.section == section


def test_facility_tables_as_written(keuka: Profile, canandaigua: Profile) -> None:
    """The rows of §160-123A and §44-6A, exactly."""
    def rows(lu: LandUseRules) -> list[tuple]:
        return [(b.from_ft, b.to_ft, b.docks, b.boats, b.buoys) for b in lu.bands]

    def steps(lu: LandUseRules) -> list[tuple]:
        return [(s.from_ft, s.step_ft, s.docks, s.boats, s.buoys) for s in lu.beyond]

    assert rows(keuka.land_use("residential")) == [(0, 100, 1, 4, None), (100, 200, 2, 6, None)]
    assert steps(keuka.land_use("residential")) == [(200, 100, 1, 3, 0)]
    assert rows(keuka.land_use("marina")) == [(200, 250, None, 75, None)]
    assert steps(keuka.land_use("marina")) == [(250, 50, 0, 20, 0)]
    assert rows(keuka.land_use("yacht_club")) == rows(keuka.land_use("marina"))
    assert rows(keuka.land_use("restaurant")) == [(100, 150, None, 20, None), (150, 200, None, 30, None)]
    assert steps(keuka.land_use("restaurant")) == [(200, 50, 0, 10, 0)]
    assert rows(keuka.land_use("hotel")) == [(100, 150, None, 10, None), (150, 200, None, 15, None)]
    assert steps(keuka.land_use("hotel")) == [(200, 50, 0, 5, 0)]
    assert rows(canandaigua.land_use("residential")) == [
        (0, 25, 1, 1, 0), (25, 50, 1, 2, None), (50, 100, 1, 3, None),
        (100, 150, 2, 4, None), (150, 200, 2, 5, None)]
    assert steps(canandaigua.land_use("residential")) == [(200, 50, 0, 1, 0), (200, 100, 1, 0, 0)]
    assert rows(canandaigua.land_use("marina")) == [(200, 250, None, 50, 25)]
    assert steps(canandaigua.land_use("marina")) == [(250, 50, 0, 10, 10)]
    assert rows(canandaigua.land_use("restaurant")) == [(100, 150, None, 20, None),
                                                        (150, 200, None, 30, None)]
    assert steps(canandaigua.land_use("restaurant")) == [(200, 50, 0, 10, 0)]


def test_land_use_statuses(keuka: Profile, canandaigua: Profile) -> None:
    assert keuka.land_use("municipal").status == "not_regulated"
    assert keuka.land_use("municipal").section == "§160-120D"
    assert keuka.land_use("other").status == "no_numbers"
    assert canandaigua.land_use("municipal").status == "case_by_case"
    assert canandaigua.land_use("municipal").section == "§44-5O"
    assert "case by case" in canandaigua.land_use("municipal").reason
    assert canandaigua.land_use("hotel").status == "no_numbers"
    assert keuka.land_use("hotel").status == "table"


def test_every_value_cites_a_section_of_its_own_law(keuka: Profile, canandaigua: Profile) -> None:
    for profile, prefix in ((keuka, "§160-"), (canandaigua, "§44")):
        keys = profile.keys()   # a Profile is not a dict: keys() is its API, it has no __iter__
        cited = [profile.get(k) for k in keys if not k.startswith("tolerances.")]
        cited += [q for kind in STRUCTURE_KINDS for q in profile.kind(kind).quantities.values()]
        for lu in LAND_USES:
            rules = profile.land_use(lu)
            cited += list(rules.quantities.values())
            assert rules.section.startswith(prefix), lu
            assert all(b.section.startswith(prefix) for b in rules.bands + rules.beyond), lu
        assert len(cited) > 60
        for q in cited:
            assert q.section.startswith(prefix), q.key
        for code in RULE_CODES:
            assert profile.rule(code).section.startswith(prefix), code


def test_kinds_permitted_waterside(keuka: Profile, canandaigua: Profile) -> None:
    k = {kind: keuka.kind(kind).waterside_permitted for kind in STRUCTURE_KINDS}
    assert k == {"dock": True, "boat_hoist_structure": True, "boat_station": True, "boathouse": False,
                 "boat_accessory_structure": False, "swim_float": True, "ice_breaker": True, "vessel": True}
    c = {kind: canandaigua.kind(kind).waterside_permitted for kind in STRUCTURE_KINDS}
    assert c["boathouse"] and c["boat_accessory_structure"] and c["boat_station"]
    assert all(canandaigua.kind(kind).within_rights_lines for kind in STRUCTURE_KINDS)
    assert [kind for kind in STRUCTURE_KINDS if keuka.kind(kind).setback_exempt] == ["ice_breaker", "vessel"]
    assert [kind for kind in STRUCTURE_KINDS if canandaigua.kind(kind).setback_exempt] == []


def test_rules_that_each_law_has(keuka: Profile, canandaigua: Profile) -> None:
    assert [c for c in RULE_CODES if not keuka.applies(c)] == ["walkway_width", "walkway_share",
                                                               "appendage_area"]
    assert all(canandaigua.applies(c) for c in RULE_CODES)
    assert keuka.rule("anchorage_permit").severity == "info"


def test_titles_and_status(keuka: Profile, canandaigua: Profile) -> None:
    assert "PROPOSED" in canandaigua.title and canandaigua.status == "proposed"
    assert "2002" in canandaigua.title
    assert keuka.status == "adopted" and "§160-118" in keuka.title


def test_geometry_settings(keuka: Profile, canandaigua: Profile) -> None:
    assert keuka.geometry_settings() == GeometrySettings(
        reach_ft=65.0, setback_residential_ft=10.0, setback_other_ft=20.0, projection_ft=1500.0,
        min_intersection_ft=200.0, snap_tolerance_ft=15.0, lakeshore_tolerance_ft=5.0,
        min_intersection_section="§160-122C(2)", unparcelled_max_ft=200.0,
        excluded_water=(ExcludedWater((690745.0, 966392.0), (690588.0, 966509.0), "north", 5280.0,
                                      "Keuka Lake Outlet", "§160-120B"),),
        projection_section="§160-120A",
        setback_by_use={"residential": 10.0, "marina": 20.0, "yacht_club": 20.0, "restaurant": 20.0,
                        "hotel": 20.0, "municipal": 20.0, "other": 20.0})
    gs = canandaigua.geometry_settings()
    assert (gs.reach_ft, gs.setback_for("residential"), gs.setback_for("marina")) == (60.0, 10.0, 20.0)
    assert (gs.unparcelled_max_ft, gs.excluded_water, gs.min_intersection_section) == (200.0, (), "§44-5C")


def test_readings_with_explanations(keuka: Profile, canandaigua: Profile) -> None:
    assert keuka.reading("increment").value == "started"
    assert keuka.reading("band_bounds").value == "lower_inclusive"
    assert keuka.reading("frontage_source").value == "tax_map_then_shoreline"
    assert canandaigua.reading("band_bounds").value == "upper_inclusive"
    assert canandaigua.reading("frontage_source").value == "tie_line"
    assert canandaigua.reading("boathouse_frontage").value == "exceeds"
    assert keuka.reading("seating_cap") is None
    assert "99.99" in keuka.reading("band_bounds").explain


def test_canandaigua_blank_water_levels_are_asked_not_invented(canandaigua: Profile) -> None:
    missing = {q.key: q for q in canandaigua.missing_values()}
    assert set(missing) == {"levels.mean_high_water_ft", "levels.mean_low_water_ft"}
    assert all(q.value is None and q.ask and q.section == "§44-4" for q in missing.values())
    assert canandaigua.value("levels.mean_low_water_ft") is None
    assert canandaigua.depth_reference_level_ft() is None
    with pytest.raises(ProfileError, match=r"levels\.mean_low_water_ft.*blank.*Mean Low Water"):
        canandaigua.number("levels.mean_low_water_ft")
    filled = canandaigua.with_values({"levels.mean_low_water_ft": 686.4})
    assert filled.depth_reference_level_ft() == pytest.approx(686.4)
    assert [q.key for q in filled.missing_values()] == ["levels.mean_high_water_ft"]
    assert canandaigua.depth_reference_level_ft() is None      # the original is unchanged


def test_with_values_is_validated(canandaigua: Profile) -> None:
    with pytest.raises(ProfileError, match=r"levels\.mean_low_water_ft\.value.*number"):
        canandaigua.with_values({"levels.mean_low_water_ft": "high"})
    with pytest.raises(ProfileError, match=r"levels\.nonsense_ft"):
        canandaigua.with_values({"levels.nonsense_ft": 1.0})


def test_keuka_depth_reference_is_the_fixed_lake_level(keuka: Profile) -> None:
    assert keuka.depth_reference_level_ft() == pytest.approx(712.55)
    assert keuka.missing_values() == []


def test_found_relative_to_the_module_from_any_cwd(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert load_profile("Keuka").name == "keuka"
    assert load_profile(str(PROFILE_DIR / "canandaigua.toml")).name == "canandaigua"


def test_number_of_a_missing_key_names_it(keuka: Profile) -> None:
    with pytest.raises(ProfileError, match=r"dock\.max_walkway_width_ft: this profile has no such key"):
        keuka.number("dock.max_walkway_width_ft")
    assert keuka.get("dock.max_walkway_width_ft") is None
    assert keuka.value("dock.max_walkway_width_ft", 99) == 99


# --- a profile for another lake: copy, edit, load by path -------------------------------------
def _copy(tmp_path: Path, edits: list[tuple[str, str]], name: str = "lake.toml",
          base: str = "keuka") -> Path:
    text = (PROFILE_DIR / f"{base}.toml").read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_another_lake_needs_no_code(tmp_path: Path) -> None:
    path = _copy(tmp_path, [('name = "keuka"', 'name = "seneca"'),
                            ('reach_ft = { value = 65,', 'reach_ft = { value = 50,')])
    profile = load_profile(path)
    assert profile.name == "seneca"
    assert profile.geometry_settings().reach_ft == 50.0
    assert profile.source == str(path.resolve())


def test_edited_file_is_reloaded(tmp_path: Path) -> None:
    path = _copy(tmp_path, [])
    assert load_profile(path).value("reach.reach_ft") == 65
    text = path.read_text(encoding="utf-8").replace("reach_ft = { value = 65,", "reach_ft = { value = 70,")
    path.write_text(text + "\n", encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    assert load_profile(path).value("reach.reach_ft") == 70


# --- every class of validation error names the file and the key --------------------------------
ERRORS = [
    ("broken_toml", [('[dock]', '[dock')], r"not valid TOML"),
    ("missing_key", [('max_area_sqft = { value = 720,', 'other_area_sqft = { value = 720,')],
     r"dock\.max_area_sqft: missing\. Add max_area_sqft = .*unit = \"sqft\""),
    ("unknown_table", [('[reach]\nreach_ft', '[reachx]\nreach_ft')], r"reachx: unknown table"),
    ("wrong_type", [('reach_ft = { value = 65,', 'reach_ft = { value = "65",')],
     r"reach\.reach_ft\.value: must be a number \(ft\), not text"),
    ("wrong_type_bool", [('seasonal_exempt = { value = true,', 'seasonal_exempt = { value = 1,')],
     r"setback\.seasonal_exempt\.value: must be true or false"),
    ("wrong_type_count", [('separation_min_docks = { value = 2,', 'separation_min_docks = { value = 2.5,')],
     r"dock\.separation_min_docks\.value: must be a whole number"),
    ("wrong_unit", [('reach_ft = { value = 65, unit = "ft"', 'reach_ft = { value = 19.8, unit = "m"')],
     r"reach\.reach_ft\.unit: unknown unit 'm'"),
    ("wrong_unit_known", [('other_ft = { value = 20, unit = "ft"', 'other_ft = { value = 20, unit = "sqft"')],
     r"setback\.other_ft\.unit: wrong unit 'sqft': this key is measured in 'ft'"),
    ("key_no_rule_reads",      # a typo, or a number no rule checks: refused, never ignored
     [('[dock]\n', '[dock]\nfloat_gap_ft = { value = 4, unit = "ft", section = "§160-123A(1)(b)" }\n')],
     r"dock\.float_gap_ft: no rule reads this key"),
    ("missing_section",
     [('other_ft = { value = 20, unit = "ft", section = "§160-122D" }',
       'other_ft = { value = 20, unit = "ft" }')],
     r"setback\.other_ft\.section: missing section"),
    ("unknown_rule_name",
     [('[rules]\n', '[rules]\nsetbak = { applies = true, section = "§160-122D", severity = "error" }\n')],
     r"rules\.setbak: unknown rule name\. Known rules: setback, "),
    ("missing_rule",
     [('dock_separation = { applies = true, section = "§160-123A(1)(c)", severity = "error" }\n', '')],
     r"rules\.dock_separation: missing"),
    ("bad_severity",
     [('anchorage_permit = { applies = true, section = "§160-124F(3)", severity = "info" }',
       'anchorage_permit = { applies = true, section = "§160-124F(3)", severity = "fatal" }')],
     r"rules\.anchorage_permit\.severity: unknown severity 'fatal'"),
    ("unknown_reading_option", [('increment = { value = "started"', 'increment = { value = "rounded"')],
     r"readings\.increment\.value: unknown option 'rounded'\. Use one of: started, completed"),
    ("unknown_reading", [('[readings]\n', '[readings]\nrounding = { value = "up", explain = "x" }\n')],
     r"readings\.rounding: unknown reading"),
    ("missing_reading",
     [('frontage_source = { value = "tax_map_then_shoreline"',
       '# frontage_source = { value = "tax_map_then_shoreline"')],
     r"readings\.frontage_source: missing"),
    ("missing_table", [('[reach]\n', '')], r"reach: missing table \[reach\]"),
    ("unknown_kind", [('[kinds.vessel]', '[kinds.gazebo]')], r"kinds\.gazebo: unknown structure kind"),
    ("unknown_land_use", [('[land_use.other]', '[land_use.commercial]')],
     r"land_use\.commercial: unknown land use"),
    ("band_gap",
     [('{ from_ft = 100, to_ft = 200, docks = 2, boats = 6,',
       '{ from_ft = 110, to_ft = 200, docks = 2, boats = 6,')],
     r"land_use\.residential\.bands\[1\]\.from_ft: leaves a gap"),
    ("band_wrong_type",
     [('{ from_ft = 0, to_ft = 100, docks = 1, boats = 4,',
       '{ from_ft = 0, to_ft = 100, docks = "one", boats = 4,')],
     r"land_use\.residential\.bands\[0\]\.docks: must be a whole number"),
    ("step_not_at_table_end",
     [('{ from_ft = 250, step_ft = 50, boats = 20,', '{ from_ft = 240, step_ft = 50, boats = 20,')],
     r"land_use\.marina\.beyond\[0\]\.from_ft: must equal the last band's to_ft \(250\)"),
    ("table_below_minimum",
     [('min_frontage_ft = { value = 200, unit = "ft", section = "§160-123A(2)(a)[1]"',
       'min_frontage_ft = { value = 150, unit = "ft", section = "§160-123A(2)(a)[1]"')],
     r"land_use\.marina\.bands\[0\]\.from_ft: the table starts at 200 ft but the minimum frontage is 150 ft"),
    ("no_reason",
     [('reason = "The provisions of this article do not apply',
       'label = "The provisions of this article do not apply')],
     r"land_use\.municipal\.reason: missing"),
    ("unset_not_allowed",
     [('reach_ft = { value = 65, unit = "ft",', 'reach_ft = { unset = true, ask = "?", unit = "ft",')],
     r"reach\.reach_ft: this value cannot be left unset"),
    ("unknown_field",
     [('reach_ft = { value = 65, unit = "ft", section',
       'reach_ft = { value = 65, unit = "ft", secton = "x", section')],
     r"reach\.reach_ft\.secton: unknown field"),
    ("bad_format", [('format = 1', 'format = 2')], r"profile\.format: format 2 is not supported"),
    ("unknown_list_name", [('land_uses = { value = ["residential"]', 'land_uses = { value = ["residental"]')],
     r"reach\.land_uses\.value: unknown name 'residental'"),
    ("ratio_over_one",
     [('[dock]\n',
       '[dock]\nmin_walkway_share = { value = 50, unit = "ratio", section = "§160-123A(1)(b)" }\n')],
     r"dock\.min_walkway_share\.value: a ratio must lie in 0\.\.1"),
]


@pytest.mark.parametrize("case,edits,pattern", ERRORS, ids=[e[0] for e in ERRORS])
def test_validation_error_names_file_and_key(tmp_path: Path, case: str, edits, pattern: str) -> None:
    path = _copy(tmp_path, edits, name=f"{case}.toml")
    with pytest.raises(ProfileError) as info:
        load_profile(path)
    message = str(info.value)
    assert message.startswith(str(path.resolve())), message
    assert re.search(pattern, message), message


def test_canandaigua_unset_needs_an_ask(tmp_path: Path) -> None:
    path = _copy(tmp_path, [(', ask = "The Canandaigua text leaves the Mean Low Water Level blank: enter it '
                             '(ft above sea level, USGS datum) from NYS OGS; the depth exception of '
                             '§44-6A(1)(c)(iii) needs it."', '')],
                 base="canandaigua")
    with pytest.raises(ProfileError, match=r"levels\.mean_low_water_ft\.ask: missing"):
        load_profile(path)


def test_unknown_profile_name() -> None:
    with pytest.raises(ProfileError) as info:
        load_profile("seneca")
    assert "unknown profile name 'seneca'" in str(info.value)
    assert "keuka or canandaigua" in str(info.value)


def test_unknown_profile_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.toml"
    with pytest.raises(ProfileError) as info:
        load_profile(missing)
    assert str(info.value).startswith(str(missing))
    assert "no such profile file" in str(info.value)


def test_error_carries_key_and_problem(tmp_path: Path) -> None:
    path = _copy(tmp_path, [('reach_ft = { value = 65,', 'reach_ft = { value = -5,')])
    with pytest.raises(ProfileError) as info:
        load_profile(path)
    assert info.value.key == "reach.reach_ft.value"
    assert "negative" in info.value.problem
    assert info.value.source == str(path.resolve())


def test_land_use_lookup_normalizes_spelling(keuka: Profile) -> None:
    assert keuka.land_use(" Yacht Club ").name == "yacht_club"
    assert keuka.land_use("").name == "residential"
    with pytest.raises(ProfileError, match=r"land_use\.gas_station: unknown land use"):
        keuka.land_use("Gas Station")


def test_readings_lists_every_reading_the_profile_applies() -> None:
    from shoreline_layout.core.profiles import load_profile
    keuka = load_profile("keuka")
    names = [r.name for r in keuka.readings()]
    assert "increment" in names and "frontage_source" in names
    assert all(keuka.reading(n) is r for n, r in zip_strict(names, keuka.readings()))
    assert all(r.explain for r in keuka.readings())


def test_geometry_settings_cite_each_laws_200_ft_rule() -> None:
    from shoreline_layout.core.profiles import load_profile
    assert load_profile("keuka").geometry_settings().min_intersection_section == "§160-122C(2)"
    assert load_profile("canandaigua").geometry_settings().min_intersection_section == "§44-5C"


@pytest.mark.parametrize("field, value", [
    ("reach_ft", math.nan), ("reach_ft", -1.0), ("reach_ft", math.inf), ("projection_ft", 1e308),
    ("projection_ft", 0.0), ("snap_tolerance_ft", math.inf), ("unparcelled_max_ft", "200"),
])
def test_geometry_settings_refuse_bad_values(keuka: Profile, field: str, value: object) -> None:
    with pytest.raises(ValueError, match=rf"GeometrySettings\.{field} must"):
        dataclasses.replace(keuka.geometry_settings(), **{field: value})
