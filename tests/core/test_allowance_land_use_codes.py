"""NYS property class codes read through the crosswalk (core/profiles/nys_property_class.toml)."""
from __future__ import annotations

import pytest

from shoreline_layout.core.profiles import ProfileError, load_profile
from shoreline_layout.core.profiles.land_use_codes import load_crosswalk, parse_code, read_land_use
from shoreline_layout.core.profiles.loader import build_profile, tomllib
from shoreline_layout.core.rules.allowance import NO_LIMIT, allowance_for

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")

# value, frontage, use, docks, boats (Keuka, tax-map frontage; §160-123A)
KEUKA_CODES = [
    ("210", 100, "residential", 2, 6),          # §160-123A(1)(a)[2]
    ("210 - One Family Res", 100, "residential", 2, 6),
    (210, 99.99, "residential", 1, 4),          # §160-123A(1)(a)[1]
    ("260", 250, "residential", 3, 9),          # seasonal residence, §160-123A(1)(a)[3]
    ("570", 260, "marina", NO_LIMIT, 95),       # §160-123A(2)(a)[1]: 75 + 20 per started 50 ft
    ("421", 150, "restaurant", NO_LIMIT, 30),   # §160-123A(2)(b)[1]
    ("414", 120, "hotel", NO_LIMIT, 10),        # §160-123A(2)(c)[1]
    ("415.0", 160, "hotel", NO_LIMIT, 15),
    ("motel", 120, "hotel", NO_LIMIT, 10),      # synonym
]


@pytest.mark.parametrize("value,frontage,use,docks,boats", KEUKA_CODES)
def test_keuka_property_class_allowance_160_123A(value, frontage, use, docks, boats):
    a = allowance_for(KEUKA, value, frontage, "tax_map")
    assert (a.land_use, a.eligible, a.docks_allowed, a.boats_allowed) == (use, True, docks, boats)


@pytest.mark.parametrize("profile,status", [(KEUKA, "not_regulated"), (CANANDAIGUA, "case_by_case")])
def test_963_is_municipal_160_120D_44_5O(profile, status):
    a = allowance_for(profile, "963", 150, "tax_map")
    assert a.land_use == "municipal" and not a.eligible
    assert profile.land_use(profile.read_land_use("963")[0]).status == status


def test_canandaigua_210_and_421_44_6A():
    a = allowance_for(CANANDAIGUA, "210", 100, "tie_line")
    assert (a.land_use, a.docks_allowed, a.boats_allowed) == ("residential", 1, 3)
    b = allowance_for(CANANDAIGUA, "421", 150, "tie_line")
    assert (b.land_use, b.boats_allowed) == ("restaurant", 20)      # (100,150] upper-inclusive


@pytest.mark.parametrize("value,code", [("210", "210"), (" 570 ", "570"), ("210 - One Family Res", "210"),
                                        ("311: Res vac land", "311"), (414.0, "414"), (963, "963"),
                                        ("2100", None), ("21", None), ("residential", None),
                                        (210.5, None), ("", None), (None, None), ("012", None)])
def test_parse_code(value, code):
    assert parse_code(value) == code


def test_the_whole_classification_is_shipped_and_cited():
    cw = load_crosswalk()
    assert "tax.ny.gov" in cw.source
    assert len(cw.codes) > 250
    assert {c[0] for c in cw.codes} == set("123456789")
    # every code the laws leave open says how it is read
    for code in ("311", "314", "320", "416", "417", "418", "424", "534", "692"):
        assert cw.codes[code].explain, code


def test_unknown_code_is_read_by_its_category_and_listed():
    r = read_land_use("299")
    assert (r.use, r.how, r.known) == ("residential", "category", True)
    rep = KEUKA.land_use_report(["210", "210", "299", "311", "bogus"])
    assert rep.counts == {"210": 2, "299": 1, "311": 1, "bogus": 1}
    assert rep.unknown_codes == ["299"] and rep.unknown_values == ["bogus"]
    lines = rep.lines()
    assert any(line.startswith("311 (Residential vacant land, 1 parcel) read as residential")
               for line in lines)
    assert lines[0] == ("210 (One family year-round residence, 2 parcels) read as residential by "
                        "the crosswalk.")
    assert lines[-2].endswith(": 299.") and "'bogus'" in lines[-1]


def _keuka_with(extra: str):
    text = KEUKA.path.read_text(encoding="utf-8") + "\n" + extra
    return build_profile(tomllib.loads(text), "keuka-copy", KEUKA.path)


def test_profile_overrides_a_vacant_land_reading_44_5A():
    p = _keuka_with('[land_use_codes.codes]\n"311" = { use = "other", explain = "Zoned commercial here." }\n')
    r = p.land_use_reading("311")
    assert (r.use, r.how, r.explain) == ("other", "profile", "Zoned commercial here.")
    other = allowance_for(p, "311", 100, "tax_map")
    assert (other.land_use, other.eligible, other.docks_allowed) == ("other", False, 0)
    assert allowance_for(KEUKA, "311", 100, "tax_map").docks_allowed == 2


@pytest.mark.parametrize("extra,match", [
    ('[land_use_codes.codes]\n"311" = { use = "shop", explain = "x" }\n', r"not a land use"),
    ('[land_use_codes.codes]\n"311" = { use = "other" }\n', r"311\.explain: missing"),
    ('[land_use_codes.codes]\n"31" = { use = "other", explain = "x" }\n', r"three digits"),
    ('[land_use_codes]\nfile = "no_such_crosswalk.toml"\n', r"no such crosswalk file"),
])
def test_bad_crosswalk_entries_say_what_to_fix(extra, match):
    with pytest.raises(ProfileError, match=match):
        _keuka_with(extra)
