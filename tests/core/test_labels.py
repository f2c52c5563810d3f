"""Stable labels for unsaved edits (core/labels.py): a document names a feature D1, H1, B1, never
by the temporary negative id QGIS gives a feature not yet saved, and the findings say the same."""
from __future__ import annotations

from rules_fixtures import buoy, dock, lake, rect, struct

from shoreline_layout.core.labels import dock_code, label_layout, label_subset
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout

PROFILE = load_profile("keuka")


def test_labels_count_per_kind_saved_features_first_then_unsaved_in_drawing_order() -> None:
    structures = [
        dock(-2, rect(140, 0, 6, 30), dock_id="D7", part="appendage"),
        dock(-1, rect(150, 0, 6, 40), dock_id="D7", part="walkway"),
        struct(-3, "boat_hoist_structure", rect(160, 5, 10, 12)),
        struct(4, "boat_hoist_structure", rect(120, 5, 10, 12)),
        dock(-4, rect(150, 40, 20, 6), dock_id="D7", part="appendage"),
        dock(2, rect(20, 0, 6, 40)),                              # no dock id: numbered
    ]
    buoys = [buoy(-5, 150, 80), buoy(3, 50, 80), buoy(-6, 160, 90)]
    s, b = label_layout(structures, buoys)
    assert [x.label for x in s] == ["D7-A1", "D7-W", "H2", "H1", "D7-A2", "D1"]
    assert [x.fid for x in s] == [x.fid for x in structures]          # copies, in the same order
    assert [x.label for x in b] == ["B2", "B1", "B3"]
    assert structures[0].label is None                                 # the inputs are untouched
    assert (dock_code("D7-A2"), dock_code("D7-W"), dock_code("D-1a2b"), dock_code(None)) == (
        "D7", "D7", "D-1a2b", None)


def test_findings_name_labelled_features_by_their_labels() -> None:
    parcels, wr = lake(3)
    structures = [dock(-12, rect(140, 0, 6, 84), dock_id="D1", part="walkway"),
                  struct(-13, "boat_hoist_structure", rect(160, 5, 10, 12))]
    buoys = [buoy(-14, 170, 50, vessel=20, rode=10), buoy(-15, 185, 50, vessel=20, rode=10)]
    s, b = label_layout(structures, buoys)
    found = check_layout(PROFILE, parcels, wr, s, b)
    text = " ".join(v.message for v in found)
    assert "Dock D1 extends 84 ft" in text
    assert "The swing circle of mooring buoy B1 (radius 30 ft) reaches dock D1, 24 ft away" in text
    assert "mooring buoy B2" in text
    assert "#-1" not in text                         # no temporary feature id anywhere
    unlabelled = " ".join(v.message for v in check_layout(PROFILE, parcels, wr, structures, buoys))
    assert "#-1" in unlabelled                       # as before without labels


def test_a_few_features_are_labelled_as_in_the_whole_layout() -> None:
    """A live re-check passes only the edited parcels' features: they keep their whole-layout
    labels, and a feature being drawn (not in the layout yet) is counted after the others."""
    layout = [struct(4, "boat_hoist_structure", rect(120, 5, 10, 12)),
              struct(-1, "boat_hoist_structure", rect(160, 5, 10, 12)),
              struct(-2, "boat_hoist_structure", rect(200, 5, 10, 12))]
    buoys = [buoy(-7, 150, 80), buoy(-8, 160, 90)]
    drawn = struct(-(2 ** 62), "boat_hoist_structure", rect(240, 5, 10, 12))
    s, b = label_subset(layout, buoys, [layout[2], drawn], [buoys[1]])
    assert [x.label for x in s] == ["H3", "H4"]
    assert [x.label for x in b] == ["B2"]
    assert label_layout(layout, buoys)[0][2].label == "H3"
