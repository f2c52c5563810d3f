"""The core's sentences are made from templates the QGIS side can translate.

Findings keep the key of their English template and the fields they were filled with; the
construction's and the land-use reading's messages likewise (core/notes.py). qgis_io/
finding_templates.py lists every template and term for pylupdate5: read here with ast (it imports
Qt), it must hold exactly what the core has, under the contexts qgis_io/finding_text.py asks for.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from rules_fixtures import buoy, dock, lake, rect
from settings import keuka_settings
from shapely.geometry import LineString, Polygon, box

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.model import Parcel
from shoreline_layout.core.notes import NOTES
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.rules.messages import FALLBACK, TEMPLATES, TERMS, fill, template_of
from shoreline_layout.core.water_rights import compute_water_rights

REPO_ROOT = Path(__file__).resolve().parents[2]
GENERATED = REPO_ROOT / "qgis_io" / "finding_templates.py"
KEUKA = load_profile("keuka")
FIELD = re.compile(r"\{(\w+)\}")


def noop_text(node: ast.AST) -> tuple[str, str]:
    """(context, text) of a QT_TRANSLATE_NOOP("context", "text") call with literal arguments."""
    assert isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
    context, text = node.args
    assert isinstance(context, ast.Constant) and isinstance(text, ast.Constant), ast.dump(node)
    return context.value, text.value


def generated() -> dict[str, ast.AST]:
    tree = ast.parse(GENERATED.read_text(encoding="utf-8"))
    return {node.target.id: node.value for node in tree.body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)}


def table(node: ast.AST) -> dict[str, tuple[str, str]]:
    assert isinstance(node, ast.Dict)
    return {k.value: noop_text(v) for k, v in zip_strict(node.keys, node.values)}


def test_the_generated_module_lists_every_core_template_and_term_as_a_literal():
    names = generated()
    findings = table(names["FINDINGS"])
    assert findings == {key: ("Findings", text) for key, text in {**TEMPLATES, "": FALLBACK}.items()}
    assert len(findings) >= 54                       # 53 templates and the fallback
    assert table(names["NOTES"]) == {key: ("Notes", text) for key, text in NOTES.items()}
    terms = [noop_text(n) for n in names["TERMS"].elts]
    assert sorted(terms) == sorted(("FindingTerms", t) for t in set(TERMS))


def test_the_words_rules_put_into_fields_are_terms():
    from shoreline_layout.core.rules.messages import KIND_NAMES
    from shoreline_layout.core.rules.nonconforming import DIMENSIONS

    assert {name for name, _unit in DIMENSIONS} <= set(TERMS)
    assert set(KIND_NAMES.values()) <= set(TERMS)


def finding_keys(found):
    return {v.template for v in found}


def run_lake():
    parcels, wr = lake(4, land_uses=["residential"] * 4, frontage_tax_ft=100)
    structures = [dock(1, rect(40, -5, 6, 160), dock_id="A"),       # beyond the reach
                  dock(2, rect(115, -5, 8, 45), dock_id="B"),        # three docks on P1
                  dock(3, rect(128, -5, 8, 45), dock_id="C"),
                  dock(4, rect(170, -5, 8, 45), dock_id="D")]
    buoys = [buoy(1, 250, 40), buoy(2, 262, 40)]                     # swing circles overlap
    return check_layout(KEUKA, parcels, wr, structures, buoys)


def test_every_finding_keeps_its_template_and_fields_and_they_make_its_message():
    found = run_lake()
    assert {"reach", "buoy_contact:buoy"} <= finding_keys(found)
    for v in found:
        assert v.template in TEMPLATES, v
        assert fill(v.template, v.params) == v.message
        assert set(FIELD.findall(template_of(v.template))) <= set(v.params)
        assert all(isinstance(x, str) for x in v.params.values())
    reach = next(v for v in found if v.template == "reach")
    assert reach.params["what"] == "dock A" and reach.params["m"] == "155 ft" == f"{reach.measured:g} ft"


def test_counts_are_whole_numbers_in_the_sentence():
    found = run_lake()
    count = next(v for v in found if v.rule == "dock_count")
    assert (count.measured, count.limit) == (3.0, 2.0)
    assert (count.params["m_int"], count.params["l_int"]) == ("3", "2")
    assert count.message.startswith("The parcel has 3 docks; it is allowed 2 (§160-123A(1)(a)).")


def test_an_appendage_is_named_once():
    assert TEMPLATES["appendage_area"].startswith("{What} covers")
    assert fill("appendage_area", {"What": "Appendage A1a", "m": "120 sq ft", "l": "100 sq ft",
                                   "s": "§1"}) == \
        "Appendage A1a covers 120 sq ft; an appendage may cover at most 100 sq ft (§1)."


def test_land_use_messages_are_templates_with_the_same_english():
    rep = KEUKA.land_use_report(["210", "210", "299", "311", "bogus"])
    msgs = rep.messages()
    # 299 and 311 are on one parcel each: the singular variant ("1 parcel", never "1 parcel(s)")
    assert [m.template for m in msgs] == ["land_use_codes:code", "land_use_codes:category_one",
                                          "land_use_codes:code_explained_one", "unknown_land_use_code"]
    for m in msgs:
        assert NOTES[m.template].format(**m.params) == m.text
    first = msgs[0]
    assert first.text == rep.reads["210"].sentence(2) == (
        "210 (One family year-round residence, 2 parcels) read as residential by the crosswalk.")
    assert first.params["n"] == "2"
    assert msgs[1].text == rep.reads["299"].sentence(1)
    assert msgs[1].text.startswith("299 (") and ", 1 parcel) read as " in msgs[1].text
    assert msgs[-1].params == {"codes": "299"} and msgs[-1].level == "warning"


def test_the_construction_s_repairs_and_warnings_are_templates_with_the_same_english():
    parcels = [Parcel(f"S{i}", box(i * 100, -200, (i + 1) * 100, 0)) for i in range(4)]
    bowtie = Polygon([(400, -200), (500, 0), (400, 0), (500, -200)])
    parcels += [Parcel("BAD", LineString([(0, -300), (50, -300)])), Parcel("TIE", bowtie),
                Parcel("SHORT", box(500, -200, 600, -1.5)),            # lot lines 1.5 ft short
                Parcel("LONG", box(600.5, -200, 700, 3.0))]            # 3 ft into the lake, 0.5 ft gap
    r = compute_water_rights(parcels, LineString([(-100, 0), (800, 0)]), keuka_settings())
    by_code = {m.code: m for m in r.messages}
    bad = by_code["parcel_unusable"]
    assert (bad.template, bad.params) == ("parcel_unusable:not_polygon", {"parcel": "BAD"})
    assert bad.text == "Parcel BAD: its geometry is not a polygon, so it is left out; fix it on the tax map."
    assert by_code["parcel_repaired"].template == "parcel_repaired"
    extended = [m for m in r.messages if m.code == "lot_line_extended"]
    assert extended and {m.template for m in extended} <= {"lot_line_extended", "lot_line_extended:shared"}
    assert any(m.params.get("d") == "1.50" for m in extended)
    assert {"lot_line_cut", "gap_bridged"} <= set(by_code)
    templated = [m for m in r.messages if m.template]
    assert len(templated) >= 2
    for m in templated:
        assert NOTES[m.template].format(**m.params) == m.text


@pytest.mark.parametrize("key", sorted(NOTES))
def test_every_note_template_fills_from_its_own_fields(key):
    fields = {name: f"<{name}>" for name in FIELD.findall(NOTES[key])}
    assert NOTES[key].format(**fields).count("<") == len(FIELD.findall(NOTES[key]))


def test_the_200_ft_rule_s_messages_are_templates_with_the_same_english():
    """The worked example of DESIGN.md (the corner parcel P2 closes 184.78 ft out: modified) and a
    100 ft square pond (no modification helps: unmet), as in test_water_rights.py."""
    worked = compute_water_rights([
        Parcel("P0", box(0, -200, 100, 0)), Parcel("P1", box(100, -200, 200, 0)),
        Parcel("P2", Polygon([(200, 0), (300, 0), (300, 100), (500, 100), (500, -200), (200, -200)])),
        Parcel("P3", box(300, 100, 500, 200)), Parcel("P4", box(300, 200, 500, 300))],
        LineString([(-50, 0), (300, 0), (300, 350)]), keuka_settings())
    (modified,) = [m for m in worked.messages if m.code == "rule_200_modified"]
    assert (modified.template, modified.parcel_id) == ("rule_200_modified", "P2")
    assert (modified.params["old"], modified.params["new"]) == ("184.78", "200.00")
    pond = compute_water_rights(
        [Parcel("S", Polygon([(0, 0), (100, 0), (150, -50), (-50, -50)])),
         Parcel("E", Polygon([(100, 0), (100, 100), (150, 150), (150, -50)])),
         Parcel("N", Polygon([(100, 100), (0, 100), (-50, 150), (150, 150)])),
         Parcel("W", Polygon([(0, 100), (0, 0), (-50, -50), (-50, 150)]))],
        Polygon([(0, 0), (100, 0), (100, 100), (0, 100)]), keuka_settings())
    unmet = [m for m in pond.messages if m.code == "rule_200_unmet"]
    assert sorted(m.parcel_id for m in unmet) == ["E", "N", "S", "W"]
    assert {m.template for m in unmet} == {"rule_200_unmet"} and unmet[0].params["meet"] == "70.71"
    for m in [modified, *unmet]:
        assert NOTES[m.template].format(**m.params) == m.text
