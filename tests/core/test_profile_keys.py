"""Every key of the bundled profiles is read, and the test says by what.

A key of a rule family is read by the module of the family's check (core/rules/table.py lists the
families and each declares the keys it reads); the others (the geometry engine's tolerances, the
site plan's words, the allowance tables) by the one module named below. The reader's source must
name the key, so a declaration that nothing backs fails here. And the loader refuses a key that
no one reads, naming the file and the key.
"""
from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from shoreline_layout.core.profiles import ProfileError, load_profile, schema
from shoreline_layout.core.profiles.loader import PROFILE_DIR, tomllib
from shoreline_layout.core.rules import table

ROOT = Path(__file__).resolve().parents[2]

# Keys read outside the rule table: key -> the module that reads it.
OTHER_READERS = {
    "dock.consolidation_min_docks": "core/rules/allowance.py",
    "nonconforming.licensed_counts_land_uses": "core/rules/allowance.py",
    "tolerances.max_plausible_frontage_ft": "core/rules/allowance.py",
    "dock.consolidation_notice": "core/summary.py",
    "site_plan.certification": "core/summary.py",
    "site_plan.certification_intro": "core/summary.py",
    "site_plan.contents": "core/summary.py",
    "site_plan.frontage_term": "core/summary.py",
    "site_plan.professional": "core/summary.py",
    "legal_description.mark_term": "core/legal_description.py",
    "legal_description.tie_line_term": "core/legal_description.py",
    "legal_description.rights_line_term": "core/legal_description.py",
    "legal_description.method": "core/legal_description.py",
    "levels.datum": "processing/alg_mhw_from_dem.py",            # the DEM's level, said in its log
    "levels.mean_high_water_ft": "processing/alg_mhw_from_dem.py",
    "jurisdiction.excluded_line_ft": "core/profiles/profile.py",     # Profile.geometry_settings
    "jurisdiction.excluded_name": "core/profiles/profile.py",
    "jurisdiction.excluded_side": "core/profiles/profile.py",
    "jurisdiction.excluded_within_ft": "core/profiles/profile.py",
    "tolerances.snap_tolerance_ft": "core/profiles/profile.py",
    "tolerances.unparcelled_max_ft": "core/profiles/profile.py",
    "tolerances.lakeshore_tolerance_ft": "core/profiles/profile.py",
    "rights_lines.projection_ft": "core/profiles/profile.py",
    "depth_exception.lake_level_ft": "core/profiles/profile.py",    # the depth's reference level
    "levels.mean_low_water_ft": "core/profiles/profile.py",
    "setback.residential_ft": "core/profiles/profile.py",           # Profile.setback: the check,
    "setback.other_ft": "core/profiles/profile.py",                 # envelope and site plan read it
    "steep_slope.base_dock_area_sqft": "core/profiles/loader.py",   # base + extra = total
    "steep_slope.extra_dock_area_sqft": "core/profiles/loader.py",
}


def bundled_keys() -> list[str]:
    """Every quantity key of keuka.toml and canandaigua.toml ("kinds.*.x": x of any kind)."""
    keys: set[str] = set()
    for name in ("keuka", "canandaigua"):
        data = tomllib.loads((PROFILE_DIR / f"{name}.toml").read_text(encoding="utf-8"))
        for top, body in data.items():
            if top in ("profile", "land_use", "readings", "rules", "land_use_codes"):
                continue
            if top == "kinds":
                keys |= {f"kinds.*.{k}" for kind in body.values() for k in kind}
            else:
                keys |= {f"{top}.{k}" for k in body}
    return sorted(keys)


def readers(key: str) -> list[str]:
    """The files that read the key: its families' modules, or the module named above."""
    families = {f.name: f for f in table.table()}
    files = [inspect.getsourcefile(families[n].check) or "" for n in table.keys_read().get(key, [])]
    if key in OTHER_READERS:
        files.append(str(ROOT / OTHER_READERS[key]))
    return files


def without_declarations(source: str) -> str:
    """The source less the families' declarations (FAMILY = RuleFamily(... reads=...)): a key
    counts as read where the code uses it, not where it is declared."""
    return re.sub(r"^_?[A-Z_]+(: [^=]+)? = (RuleFamily)?\(.*?(?:\n\n|\Z)", "", source, flags=re.M | re.S)


def names_the_key(source: str, key: str) -> bool:
    """The source names the whole dotted key, or (a kind's key, a table read by key) its last part."""
    table_name, _, last = key.rpartition(".")
    if re.search(rf"""["']{re.escape(key)}["']""", source):
        return True
    if table_name == "kinds.*":
        return bool(re.search(rf"""["']{last}["']|\.{last}\b""", source))
    quoted = bool(re.search(rf"""["']{last}["']""", source))
    return quoted and (f'"{table_name}.' in source or f'f"{table_name}.{{' in source)


def test_the_bundled_profiles_have_keys():
    keys = bundled_keys()
    assert len(keys) > 80 and "dock.separation_min_docks" in keys and "setback.shared_max_owners" in keys


@pytest.mark.parametrize("key", bundled_keys())
def test_every_key_of_the_bundled_profiles_is_read(key):
    files = readers(key)
    assert files, f"{key}: no rule family declares it and no module is named for it"
    for path in files:
        src = without_declarations(Path(path).read_text(encoding="utf-8"))
        assert names_the_key(src, key), f"{key}: {Path(path).relative_to(ROOT)} does not read it"


def test_no_schema_key_is_left_without_a_reader():
    """Every key the loader accepts is read (the schema lists no key for nobody)."""
    listed = {f"{t}.{k}" for t, (specs, _, _) in schema.QUANTITY_TABLES.items() for k in specs}
    listed |= {f"kinds.*.{k}" for k in schema.KIND_KEYS} | set(schema.CHECKED_WHERE_READ)
    unread = sorted(k for k in listed if not readers(k))
    assert unread == []


def test_the_three_keys_that_were_ignored_are_read_now():
    reads = table.keys_read()
    assert reads["dock.separation_min_docks"] == ["dock_dimensions"]
    assert reads["kinds.*.counts_as_dock"] == ["dock_dimensions"]
    assert reads["dock.swim_floats_count_as_docks"] == ["dock_dimensions"]
    assert "shared_facility" in reads["setback.shared_max_owners"]
    assert "shared_facility" in reads["setback.shared_max_area_sqft"]


@pytest.mark.parametrize("table_name,line,key", [
    ("dock", 'separation_ft = { value = 10, unit = "ft", section = "§160-123A(1)(c)" }',
     "dock.separaton_ft"),
    ("kinds.dock", "", "kinds.dock.max_heigth_ft"),
    ("site_plan", "", "site_plan.professionals"),
])
def test_the_loader_refuses_a_key_no_rule_reads(tmp_path, table_name, line, key):
    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    last = key.rsplit(".", 1)[1]
    text = text.replace(f"[{table_name}]\n", f'[{table_name}]\n{last} = {{ value = 1, unit = "ft", '
                        'section = "§1" }\n', 1) if f"[{table_name}]\n" in text else \
        text + f'\n[{table_name}]\n{last} = {{ value = 1, unit = "ft", section = "§1" }}\n'
    path = tmp_path / "typo.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProfileError) as err:
        load_profile(path)
    assert str(err.value).startswith(f"{path}: {key}: no rule reads this key")


def test_the_steep_slope_numbers_must_add_up(tmp_path):
    """base_dock_area_sqft and extra_dock_area_sqft are read: their sum must be the total (§44-5I)."""
    text = (PROFILE_DIR / "canandaigua.toml").read_text(encoding="utf-8")
    old = "total_allowance_sqft = { value = 1120,"
    assert old in text
    path = tmp_path / "steep.toml"
    path.write_text(text.replace(old, "total_allowance_sqft = { value = 1100,"), encoding="utf-8")
    with pytest.raises(ProfileError, match=r"steep_slope\.total_allowance_sqft\.value: 1100 is not "
                                           r"base_dock_area_sqft \+ extra_dock_area_sqft \(720 \+ 400\)"):
        load_profile(path)
