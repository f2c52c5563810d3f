"""Stable labels for a layout's features: D1 (a dock, or its dock_id), H1 (a boat hoist
structure), S1, BH1, A1, F1, I1, V1, and B1 for mooring buoys; a dock's parts D1-W (walkway) and
D1-A1, D1-A2 (appendages).

QGIS numbers features not yet saved -1, -2, ... and renumbers them when they are saved, so a
document of unsaved edits must not name a feature by its id. Labels count per kind in a fixed
order (saved features by id, then unsaved ones in the order they were drawn), so the plan's map,
its tables and its findings (core/rules/messages.describe uses them) say the same.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from .model import Buoy, Structure

PREFIXES = {"dock": "D", "boat_hoist_structure": "H", "boat_station": "S", "boathouse": "BH",
            "boat_accessory_structure": "A", "swim_float": "F", "ice_breaker": "I", "vessel": "V"}
BUOY_PREFIX = "B"
_PART = re.compile(r"-(W|A[0-9]+)$")


def drawing_order(fid: int) -> tuple[int, int]:
    """Saved features (id >= 0) by id, then unsaved ones (-1 first, then -2, ...)."""
    return (0, fid) if fid >= 0 else (1, -fid)


def label_layout(structures: Sequence[Structure], buoys: Sequence[Buoy]
                 ) -> tuple[list[Structure], list[Buoy]]:
    """Copies of the features, each with its `label`; the order of the lists is kept."""
    s_labels, b_labels = layout_labels(structures, buoys)
    return ([dataclasses.replace(s, label=lab) for s, lab in zip(structures, s_labels, strict=True)],
            [dataclasses.replace(b, label=lab) for b, lab in zip(buoys, b_labels, strict=True)])


def layout_labels(structures: Sequence[Structure], buoys: Sequence[Buoy]
                  ) -> tuple[list[str], list[str]]:
    """Each structure's and each buoy's label, in the lists' order (the one labelling rule)."""
    counters: dict[str, int] = {}
    dock_codes: dict[str, str] = {}
    appendages: dict[str, int] = {}
    labels: dict[int, str] = {}
    for i in sorted(range(len(structures)), key=lambda k: drawing_order(structures[k].fid)):
        s = structures[i]
        if s.kind == "dock":
            key = s.dock_id or f"#{s.fid}"
            if key not in dock_codes:
                counters["dock"] = counters.get("dock", 0) + 1
                dock_codes[key] = s.dock_id or f"D{counters['dock']}"
            code = dock_codes[key]
            if s.part == "walkway":
                labels[i] = f"{code}-W"
            elif s.part == "appendage":
                appendages[key] = appendages.get(key, 0) + 1
                labels[i] = f"{code}-A{appendages[key]}"
            else:
                labels[i] = code
        else:
            counters[s.kind] = counters.get(s.kind, 0) + 1
            labels[i] = f"{PREFIXES.get(s.kind, 'X')}{counters[s.kind]}"
    order = sorted(range(len(buoys)), key=lambda k: drawing_order(buoys[k].fid))
    number = {k: n for n, k in enumerate(order, 1)}
    return ([labels[i] for i in range(len(structures))],
            [f"{BUOY_PREFIX}{number[i]}" for i in range(len(buoys))])


def label_subset(layout_structures: Sequence[Structure], layout_buoys: Sequence[Buoy],
                 structures: Sequence[Structure], buoys: Sequence[Buoy]
                 ) -> tuple[list[Structure], list[Buoy]]:
    """Copies of `structures` and `buoys` (a few features of a layout, e.g. a live re-check's)
    labelled as they are in the whole layout (`layout_*`), so a finding about D3 says D3 whatever
    part of the layout was checked. A feature not in the layout (one being drawn) is counted
    after it."""
    known_s = {s.fid for s in layout_structures}
    known_b = {b.fid for b in layout_buoys}
    all_s = list(layout_structures) + [s for s in structures if s.fid not in known_s]
    all_b = list(layout_buoys) + [b for b in buoys if b.fid not in known_b]
    s_labels, b_labels = layout_labels(all_s, all_b)
    by_s = {s.fid: lab for s, lab in zip(all_s, s_labels, strict=True)}
    by_b = {b.fid: lab for b, lab in zip(all_b, b_labels, strict=True)}
    return ([dataclasses.replace(s, label=by_s[s.fid]) for s in structures],
            [dataclasses.replace(b, label=by_b[b.fid]) for b in buoys])


def dock_code(part_label: str | None) -> str | None:
    """The dock's own label from one of its parts' ("D1-A2" -> "D1", "D1-W" -> "D1")."""
    if not part_label:
        return None
    return _PART.sub("", part_label)
