"""The site plan's figures as printed: azimuths, bearings, depths, dimensions, the scale and how
it is chosen, and the law's words it quotes (report/formatting.py, layout.py, law_text.py)."""
from __future__ import annotations

import pytest

from shoreline_layout.report import formatting as fmt
from shoreline_layout.report.law_text import site_plan_law
from shoreline_layout.report.layout import MM_PER_FT, choose_scale, grid_interval, parse_scale, scale_words


@pytest.mark.parametrize("az, dms, bearing", [
    (0.0, "0°00'00\"", "N 0°00'00\" E"),
    (337.5, "337°30'00\"", "N 22°30'00\" W"),
    (292.5, "292°30'00\"", "N 67°30'00\" W"),
    (270.0, "270°00'00\"", "S 90°00'00\" W"),
    (135.25, "135°15'00\"", "S 44°45'00\" E"),
    (12.3456, "12°20'44\"", "N 12°20'44\" E"),
    (359.99999, "0°00'00\"", "N 0°00'00\" W"),
])
def test_azimuth_and_bearing(az: float, dms: str, bearing: str) -> None:
    assert fmt.dms(az) == dms
    assert fmt.bearing(az) == bearing


def test_azimuth_prints_decimal_and_dms() -> None:
    assert fmt.azimuth(337.5) == "337.50° (337°30'00\")"


def test_depth_label_is_a_depth_below_the_level_as_the_note_says() -> None:
    # the note reads "Depths are in feet below the lake level ...": 4.2 ft below, not -4.2 (#26)
    assert fmt.depth(4.2) == "4.2 ft"
    assert fmt.depth(-0.5) == "0.5 ft above"
    assert fmt.depth(0.0) == "0.0 ft"


def test_dimension_label() -> None:
    assert fmt.dims(8.0, 40.0, 320.0) == "8 \u00d7 40 ft, 320 sq ft"
    assert fmt.dims(7.96, 40.04, 318.7) == "8 \u00d7 40 ft, 319 sq ft"
    assert fmt.dims(6.5, 12.25, 79.6) == "6.5 \u00d7 12.2 ft, 80 sq ft"


def test_measured_values() -> None:
    assert fmt.measured(70.04, "ft") == "70.0 ft"
    assert fmt.measured(760.0, "sqft") == "760 sq ft"
    assert fmt.measured(5, "count") == "5"
    assert fmt.measured(0.42, "ratio") == "42%"
    assert fmt.measured(None, "ft") == "\u2014"


@pytest.mark.parametrize("text, scale", [
    ("1:600", 600), ("600", 600), ("1 : 1,200", 1200), ("1\"=50'", 600), ("1\" = 100'", 1200),
    ("", None), ("auto", None),
])
def test_parse_scale(text: str, scale) -> None:
    assert parse_scale(text) == scale


def test_parse_scale_refuses_nonsense() -> None:
    with pytest.raises(ValueError):
        parse_scale("1:0")


def test_scale_words() -> None:
    assert scale_words(600) == "1\" = 50'  (1:600)"
    assert scale_words(1200) == "1\" = 100'  (1:1,200)"


def test_choose_scale_keeps_a_scale_that_fits() -> None:
    # 274 x 222 mm frame at 1:600 holds 539.6 x 437.2 ft
    assert choose_scale(600, 500.0, 400.0, 274.0, 222.0) == (600, "")


def test_choose_scale_steps_to_the_next_engineering_scale() -> None:
    scale, note = choose_scale(600, 620.0, 400.0, 274.0, 222.0)   # 1:720 holds 647 ft
    assert scale == 720                                   # 1" = 60'
    assert "1:600" in note and "1:720" in note
    assert choose_scale(600, 700.0, 400.0, 274.0, 222.0)[0] == 1200
    scale, note = choose_scale(600, 1000.0, 400.0, 274.0, 222.0)
    assert scale == 1200
    assert 1000.0 * MM_PER_FT / scale <= 274.0 < 1000.0 * MM_PER_FT / 720


def test_choose_scale_auto_takes_the_largest_that_fits() -> None:
    assert choose_scale(None, 100.0, 80.0, 274.0, 222.0) == (120, "")
    assert choose_scale(None, 300.0, 80.0, 274.0, 222.0)[0] == 360


def test_grid_interval_is_about_two_inches() -> None:
    assert grid_interval(600) == 100.0
    assert grid_interval(1200) == 200.0
    assert grid_interval(240) == 50.0


def test_certification_words_are_the_laws() -> None:
    import tomllib

    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.core.profiles.loader import build_profile

    keuka = site_plan_law(load_profile("keuka"))
    assert keuka.certification_section == "§160-124E"
    assert keuka.site_plan_section == "§160-124F(1)(b)"
    assert keuka.certification[0].startswith("all owners, lessees, occupants, easement holders")
    assert keuka.certification[1].endswith("may affect any relief granted as a result of this application "
                                           "and process.")
    cdga = site_plan_law(load_profile("canandaigua"))
    assert cdga.certification_section == "§44-7F"
    assert cdga.site_plan_section == "§44-7G(1)(b)"
    assert cdga.certification[0].startswith("1. I hereby certify that all owners")
    assert "Docking and Mooring Local Law" in cdga.certification[1]
    # a third law's profile that states no site-plan words gets none (never Keuka's)
    data = tomllib.loads(load_profile("keuka").path.read_text(encoding="utf-8"))
    del data["site_plan"]
    data["profile"]["name"] = "some_other_lake"
    other = site_plan_law(build_profile(data, "some_other_lake"))
    assert other.certification_section == "" and other.site_plan_section == ""
    assert other.certification == () and other.site_plan_text == ""
