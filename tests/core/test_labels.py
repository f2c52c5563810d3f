"""Stable labels for unsaved edits (core/labels.py): a document names a feature D1, H1, B1, never
by the temporary negative id QGIS gives a feature not yet saved, and the findings say the same."""
from __future__ import annotations

import dataclasses

from rules_fixtures import buoy, dock, lake, rect, struct

from shoreline_layout.core.labels import LayoutLabels, dock_code, label_layout
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


def test_a_layout_edited_one_feature_at_a_time_keeps_the_labels_a_full_count_gives() -> None:
    """The live checker's labels: a feature drawn after the others is labelled on from the count
    (no recount); a delete, a changed kind or a saved feature counts again from the first
    feature it touches only (never the whole layout); a feature being drawn is named as the next
    one would be, without being counted."""
    layout = {("structures", 4): struct(4, "boat_hoist_structure", rect(120, 5, 10, 12)),
              ("structures", -1): struct(-1, "boat_hoist_structure", rect(160, 5, 10, 12)),
              ("structures", -2): dock(-2, rect(200, 0, 6, 40), dock_id="D1", part="walkway"),
              ("buoys", -3): buoy(-3, 150, 80)}

    def full() -> dict:
        s = [it for k, it in layout.items() if k[0] == "structures"]
        b = [it for k, it in layout.items() if k[0] == "buoys"]
        ls, lb = label_layout(s, b)
        return {**{("structures", x.fid): x.label for x in ls}, **{("buoys", x.fid): x.label for x in lb}}

    def now(labels: LayoutLabels) -> dict:
        return {k: labels.label(k, it) for k, it in layout.items()}
    labels = LayoutLabels()
    labels.update(layout)
    assert now(labels) == full() and labels.recounts == 0          # counted on from nothing
    assert now(labels)[("structures", -1)] == "H2"
    drawn = struct(-(2 ** 62), "boat_hoist_structure", rect(240, 5, 10, 12))
    assert labels.label(("structures", drawn.fid), drawn) == "H3"
    head = dock(-7, rect(0, 0, 6, 9), dock_id="D1", part="appendage")
    assert labels.label(("structures", -7), head) == "D1-A1"
    layout[("structures", -5)] = dock(-5, rect(200, 40, 20, 6), dock_id="D1", part="appendage")
    layout[("buoys", -6)] = buoy(-6, 170, 80)
    labels.update(layout)
    assert now(labels) == full() and labels.recounts == 0          # labelled on, not recounted
    assert (now(labels)[("structures", -5)], now(labels)[("buoys", -6)]) == ("D1-A1", "B2")
    del layout[("structures", 4)]                                   # H1 deleted: H2 becomes H1
    labels.update(layout)
    assert now(labels) == full() and now(labels)[("structures", -1)] == "H1"
    assert labels.recounts == 0 and labels.recounted == 3          # the 3 structures after it
    layout[("structures", -1)] = dataclasses.replace(layout[("structures", -1)], kind="boat_station")
    labels.update(layout, edited=[("structures", -1)])
    assert now(labels) == full() and now(labels)[("structures", -1)] == "S1" and labels.recounted == 6
    labels.update(layout, edited=[("structures", -1)])
    assert labels.recounted == 6                                    # nothing changed: nothing counted
    layout[("structures", 9)] = struct(9, "boat_hoist_structure", rect(300, 5, 10, 12))   # saved: first
    labels.update(layout)
    assert now(labels) == full() and now(labels)[("structures", 9)] == "H1" and labels.recounted == 9
    last = ("structures", -5)                                       # the latest drawn, deleted and back
    kept = layout.pop(last)
    labels.update(layout)
    assert now(labels) == full() and labels.recounted == 9          # nothing after it to count again
    layout[last] = kept
    labels.update(layout, edited=[last])
    assert now(labels) == full() and labels.recounted == 9 and labels.recounts == 0


def test_labels_after_random_edits_are_those_of_a_full_count() -> None:
    """Random adds (saved ids and unsaved ones), deletes, kind/dock/part changes, undo-like
    re-adds: after every edit the incremental labels equal label_layout's (the reference)."""
    import random
    rng = random.Random(23)
    kinds = ["boat_hoist_structure", "boat_station", "swim_float"]
    layout: dict = {}
    gone: dict = {}
    next_unsaved = [-1]

    def make(fid: int):
        r = rng.random()
        if r < 0.3:
            return buoy(fid, rng.uniform(0, 500), rng.uniform(10, 90))
        if r < 0.7:
            return dock(fid, rect(rng.uniform(0, 500), 0, 6, 30), dock_id=rng.choice([None, "D1", "D2", "X"]),
                        part=rng.choice(["walkway", "appendage", None]))
        return struct(fid, rng.choice(kinds), rect(rng.uniform(0, 500), 5, 10, 12))

    def key(item):
        return ("buoys" if item.__class__.__name__ == "Buoy" else "structures", item.fid)

    def full() -> dict:
        s = [it for k, it in layout.items() if k[0] == "structures"]
        b = [it for k, it in layout.items() if k[0] == "buoys"]
        ls, lb = label_layout(s, b)
        return {**{("structures", x.fid): x.label for x in ls}, **{("buoys", x.fid): x.label for x in lb}}

    labels = LayoutLabels()
    for fid in rng.sample(range(200), 40):
        it = make(fid)
        layout[key(it)] = it
    labels.update(layout)
    for _ in range(400):
        r = rng.random()
        edited = []
        if r < 0.3 or not layout:                       # draw one (unsaved, or saved with any id)
            fid = next_unsaved[0] if rng.random() < 0.7 else rng.randrange(200, 10_000)
            next_unsaved[0] -= 1
            it = make(fid)
            if key(it) in layout:
                continue
            layout[key(it)] = it
            edited = [key(it)]
        elif r < 0.55:                                  # delete any one (said, or found by comparing)
            k = rng.choice(list(layout))
            gone[k] = layout.pop(k)
            edited = [k] if rng.random() < 0.5 else []
        elif r < 0.7 and gone:                          # undo a delete
            k = rng.choice(list(gone))
            if k in layout:
                continue
            layout[k] = gone.pop(k)
            edited = [k]
        else:                                           # change a structure's kind, dock or part
            k = rng.choice([k for k in layout if k[0] == "structures"] or list(layout))
            it = layout[k]
            if k[0] == "structures":
                layout[k] = dataclasses.replace(it, kind=rng.choice(["dock", *kinds]),
                                                dock_id=rng.choice([None, "D1", "D9"]),
                                                part=rng.choice(["walkway", "appendage", None]))
            edited = [k]
        labels.update(layout, edited=edited)
        assert {k: labels.label(k, it) for k, it in layout.items()} == full()
    assert labels.recounts == 0
