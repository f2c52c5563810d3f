"""A third law in tests (docs/profiles.md's worked example).

(i) Different numbers only: a user's profile copied from keuka.toml with other numbers, and no
code, gives other findings.
(ii) A new rule (a maximum dock width parallel to the shore, Lamoka §12-4C, made up): one module
(tests/core/third_law/dock_width.py), one registration the rule table reads
(core.rules.table.register), and the profile (tests/core/data/lamoka.toml). Nothing in
processing/, ui/ or report/ changes: the finding reaches every output as any other does.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from rules_fixtures import dock, lake, rect
from third_law import dock_width

from shoreline_layout.core.profiles import ProfileError, load_profile
from shoreline_layout.core.profiles.loader import PROFILE_DIR
from shoreline_layout.core.rules import table
from shoreline_layout.core.rules.check import check_layout

LAMOKA = Path(__file__).resolve().parent / "data" / "lamoka.toml"


# --- (i) different numbers only -------------------------------------------------------------
def _user_copy(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / "my_lake.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_users_numbers_alone_change_the_findings(tmp_path):
    """Keuka's reach is 65 ft and its residential setback 10 ft; the user's copy says 50 and 25."""
    mine = load_profile(_user_copy(
        tmp_path,
        ('reach_ft = { value = 65,', 'reach_ft = { value = 50,'),
        ('residential_ft = { value = 10,', 'residential_ft = { value = 25,')))
    parcels, wr = lake(3, width=100.0)
    layout = [dock(1, rect(120, -5, 6, 60), dock_id="D")]     # 55 ft out, 20 ft from a line
    keuka = check_layout(load_profile("keuka"), parcels, wr, layout, [])
    user = check_layout(mine, parcels, wr, layout, [])
    assert [v.rule for v in keuka] == []
    got = {v.rule: v for v in user}
    assert set(got) == {"reach", "setback"}
    assert (got["reach"].measured, got["reach"].limit) == (pytest.approx(55.0), 50.0)
    assert (got["setback"].measured, got["setback"].limit) == (pytest.approx(20.0), 25.0)
    assert got["reach"].section == "§160-123A(1)(b)[1]"          # the copy keeps the citations


def test_a_typo_in_a_users_copy_is_refused_by_name(tmp_path):
    path = _user_copy(tmp_path, ('swim_floats_count_as_docks =', 'swim_float_count_as_docks ='))
    with pytest.raises(ProfileError, match=r"my_lake\.toml: dock\.swim_float_count_as_docks: no rule reads"):
        load_profile(path)


# --- (ii) a new rule ----------------------------------------------------------------------
@pytest.fixture
def dock_width_rule():
    table.register(dock_width.FAMILY)
    yield
    table.unregister("dock_width")


@pytest.mark.parametrize("width,found", [(25.0, None), (35.0, 35.0)])
def test_lamoka_dock_width_12_4C(dock_width_rule, width, found):
    profile = load_profile(LAMOKA)
    parcels, wr = lake(3, width=100.0)
    vs = check_layout(profile, parcels, wr, [dock(1, rect(150 - width / 2, -5, width, 15), dock_id="D")], [])
    got = [v for v in vs if v.rule == "dock_width"]
    if found is None:
        assert got == []
    else:
        (v,) = got
        assert (v.measured, v.limit, v.section, v.severity) == (pytest.approx(found), 30.0, "§12-4C", "error")
        assert v.message == ("Dock D is 35 ft wide, measured parallel to the mean high water mark; "
                             "the limit is 30 ft (§12-4C).")


def test_the_new_rule_runs_from_the_table_before_the_post_pass(dock_width_rule):
    names = [f.name for f in table.table()]
    assert names.index("dock_width") > names.index("buoys")
    assert names[-1] == "nonconforming_severity"
    assert table.keys_read()["dock.max_width_ft"] == ["dock_width"]


def test_without_the_rule_its_key_is_refused():
    """Nobody reads dock.max_width_ft until the rule is registered: the profile is refused."""
    with pytest.raises(ProfileError, match=r"lamoka\.toml: dock\.max_width_ft: no rule reads this key"):
        load_profile(LAMOKA)


def test_the_new_rule_stays_out_of_laws_without_its_number(dock_width_rule):
    parcels, wr = lake(3, width=100.0)
    vs = check_layout(load_profile("keuka"), parcels, wr, [dock(1, rect(132, -5, 35, 15), dock_id="D")], [])
    assert "dock_width" not in {v.rule for v in vs}


def test_its_code_in_a_profiles_rules_table(dock_width_rule, tmp_path):
    """[rules] accepts every registered code: a profile may turn the new rule off or soften it."""
    text = LAMOKA.read_text(encoding="utf-8").replace(
        "[rules]\n", '[rules]\ndock_width = { applies = true, section = "§12-4C", severity = "warning" }\n')
    path = tmp_path / "lamoka_soft.toml"
    path.write_text(text, encoding="utf-8")
    parcels, wr = lake(3, width=100.0)
    vs = check_layout(load_profile(path), parcels, wr, [dock(1, rect(132, -5, 35, 15), dock_id="D")], [])
    assert [(v.rule, v.severity) for v in vs if v.rule == "dock_width"] == [("dock_width", "warning")]


def test_codes_are_never_reused():
    taken = table.RuleFamily("reach_again", dock_width.check,
                             new_codes=(table.new_code("reach", "reach_again", "error", "law", "{What}"),))
    with pytest.raises(ValueError, match="taken"):
        table.register(taken)
    assert "reach_again" not in [f.name for f in table.table()]
