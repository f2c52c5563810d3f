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
from collections.abc import Hashable, Iterable, Mapping, Sequence

from .compat import zip_strict
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
    return ([dataclasses.replace(s, label=lab) for s, lab in zip_strict(structures, s_labels)],
            [dataclasses.replace(b, label=lab) for b, lab in zip_strict(buoys, b_labels)])


class _Counter:
    """The labelling rule, one feature at a time in drawing order (so a later feature can be
    added to a labelled layout without counting it again)."""

    def __init__(self) -> None:
        self.counters: dict[str, int] = {}
        self.dock_codes: dict[str, str] = {}
        self.appendages: dict[str, int] = {}
        self.buoys = 0

    def structure(self, s: Structure, count: bool = True) -> str:
        """The next label for `s`; `count` False only says what it would be."""
        if s.kind == "dock":
            key = s.dock_id or f"#{s.fid}"
            docks = self.counters.get("dock", 0)
            code = self.dock_codes.get(key) or s.dock_id or f"D{docks + 1}"
            if count and key not in self.dock_codes:
                self.counters["dock"] = docks + 1
                self.dock_codes[key] = code
            if s.part == "walkway":
                return f"{code}-W"
            if s.part == "appendage":
                n = self.appendages.get(key, 0) + 1
                if count:
                    self.appendages[key] = n
                return f"{code}-A{n}"
            return code
        n = self.counters.get(s.kind, 0) + 1
        if count:
            self.counters[s.kind] = n
        return f"{PREFIXES.get(s.kind, 'X')}{n}"

    def buoy(self, count: bool = True) -> str:
        if count:
            self.buoys += 1
            return f"{BUOY_PREFIX}{self.buoys}"
        return f"{BUOY_PREFIX}{self.buoys + 1}"


def layout_labels(structures: Sequence[Structure], buoys: Sequence[Buoy]
                  ) -> tuple[list[str], list[str]]:
    """Each structure's and each buoy's label, in the lists' order (the one labelling rule)."""
    c = _Counter()
    s_labels = [""] * len(structures)
    for i in sorted(range(len(structures)), key=lambda k: drawing_order(structures[k].fid)):
        s_labels[i] = c.structure(structures[i])
    b_labels = [""] * len(buoys)
    for i in sorted(range(len(buoys)), key=lambda k: drawing_order(buoys[k].fid)):
        b_labels[i] = c.buoy()
    return s_labels, b_labels


def _what(item: Structure | Buoy) -> tuple:
    """What a feature's label depends on besides its place in the drawing order."""
    return ("buoy",) if isinstance(item, Buoy) else (item.kind, item.dock_id, item.part)


class LayoutLabels:
    """The labels of a layout that changes one edit at a time (the live checker's): counted once,
    then a feature drawn after all the others (QGIS's next negative id) is labelled on from the
    count; anything else (a delete, a kind or dock changed, a feature saved) counts again."""

    def __init__(self) -> None:
        self._labels: dict[Hashable, str] = {}
        self._what: dict[Hashable, tuple] = {}
        self._counter = _Counter()
        self._last: dict[bool, tuple[int, int]] = {}    # per buoy/structure: the latest order
        self.recounts = 0

    def _recount(self, layout: Mapping[Hashable, Structure | Buoy]) -> None:
        self.recounts += 1
        self._counter = _Counter()
        self._labels, self._what, self._last = {}, {}, {}
        for key, item in sorted(layout.items(), key=lambda kv: drawing_order(kv[1].fid)):
            self._append(key, item)

    def _append(self, key: Hashable, item: Structure | Buoy) -> str:
        label = self._counter.buoy() if isinstance(item, Buoy) else self._counter.structure(item)
        self._labels[key], self._what[key] = label, _what(item)
        self._last[isinstance(item, Buoy)] = drawing_order(item.fid)
        return label

    def _after_all(self, item: Structure | Buoy) -> bool:
        last = self._last.get(isinstance(item, Buoy))
        return last is None or drawing_order(item.fid) > last

    def update(self, layout: Mapping[Hashable, Structure | Buoy], edited: Iterable[Hashable] = ()) -> None:
        """Bring the labels in step with `layout` (key -> feature, e.g. ("structures", fid));
        `edited`: the keys whose kind, dock or part may have changed since the last update (the
        features re-read after an edit; the others are taken as they were)."""
        edited = list(edited)
        if self._labels.keys() == layout.keys() and all(
                self._what[k] == _what(layout[k]) for k in edited if k in layout):
            return
        fresh = [k for k in edited if k in layout and k not in self._labels]
        if fresh and len(self._labels) + len(fresh) == len(layout) and all(
                self._what[k] == _what(layout[k]) for k in edited if k in self._what and k in layout):
            added = set(fresh)          # only these are new (a whole-layout comparison costs more)
        else:
            added = layout.keys() - self._labels.keys()
        if len(self._labels) + len(added) != len(layout) or any(
                self._what[k] != _what(layout[k]) for k in edited if k in layout and k in self._what):
            self._recount(layout)
            return
        for k in sorted(added, key=lambda k: drawing_order(layout[k].fid)):
            if not self._after_all(layout[k]):          # drawn before one already counted
                self._recount(layout)
                return
            self._append(k, layout[k])

    def label(self, key: Hashable, item: Structure | Buoy) -> str:
        """The label of a feature of the layout; one not in it (being drawn) is labelled as the
        next one drawn would be, without counting it."""
        if key in self._labels:
            return self._labels[key]
        c = self._counter
        return c.buoy(count=False) if isinstance(item, Buoy) else c.structure(item, count=False)


def dock_code(part_label: str | None) -> str | None:
    """The dock's own label from one of its parts' ("D1-A2" -> "D1", "D1-W" -> "D1")."""
    if not part_label:
        return None
    return _PART.sub("", part_label)
