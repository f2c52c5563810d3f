"""Stable labels for a layout's features: D1 (a dock, or its dock_id), H1 (a boat hoist
structure), S1, BH1, A1, F1, I1, V1, and B1 for mooring buoys; a dock's parts D1-W (walkway) and
D1-A1, D1-A2 (appendages).

QGIS numbers features not yet saved -1, -2, ... and renumbers them when they are saved, so a
document of unsaved edits must not name a feature by its id. Labels count per kind in a fixed
order (saved features by id, then unsaved ones in the order they were drawn), so the plan's map,
its tables and its findings (core/rules/messages.describe uses them) say the same.
"""
from __future__ import annotations

import bisect
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
    added to a labelled layout without counting it again, and the last one counted can be
    taken back: `undo` with what `count` returned)."""

    def __init__(self) -> None:
        self.counters: dict[str, int] = {}
        self.dock_codes: dict[str, str] = {}
        self.appendages: dict[str, int] = {}
        self.buoys = 0

    def structure(self, s: Structure, count: bool = True) -> str:
        """The next label for `s`; `count` False only says what it would be."""
        return self._structure(s, count)[0]

    def _structure(self, s: Structure, count: bool) -> tuple[str, tuple]:
        """The next label for `s` and what counting it did (for `undo`)."""
        if s.kind == "dock":
            key = s.dock_id or f"#{s.fid}"
            docks = self.counters.get("dock", 0)
            code = self.dock_codes.get(key) or s.dock_id or f"D{docks + 1}"
            introduced = count and key not in self.dock_codes
            if introduced:
                self.counters["dock"] = docks + 1
                self.dock_codes[key] = code
            undo = ("dock", key, introduced, s.part == "appendage")
            if s.part == "walkway":
                return f"{code}-W", undo
            if s.part == "appendage":
                n = self.appendages.get(key, 0) + 1
                if count:
                    self.appendages[key] = n
                return f"{code}-A{n}", undo
            return code, undo
        n = self.counters.get(s.kind, 0) + 1
        if count:
            self.counters[s.kind] = n
        return f"{PREFIXES.get(s.kind, 'X')}{n}", ("kind", s.kind)

    def buoy(self, count: bool = True) -> str:
        if count:
            self.buoys += 1
            return f"{BUOY_PREFIX}{self.buoys}"
        return f"{BUOY_PREFIX}{self.buoys + 1}"

    def count(self, item: Structure | Buoy) -> tuple[str, tuple]:
        """Count the next feature: its label, and what to hand `undo` to take it back."""
        if isinstance(item, Buoy):
            return self.buoy(), ("buoy",)
        return self._structure(item, True)

    def undo(self, record: tuple) -> None:
        """Take back the count of the latest feature counted (records undone newest first)."""
        if record[0] == "buoy":
            self.buoys -= 1
        elif record[0] == "kind":
            self.counters[record[1]] -= 1
        else:
            _dock, key, introduced, appendage = record
            if appendage:
                self.appendages[key] -= 1
            if introduced:
                self.counters["dock"] -= 1
                del self.dock_codes[key]


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
    """The labels of a layout that changes one edit at a time (the live checker's), always those
    a full count (`layout_labels`) gives. Structures and buoys are counted apart, each in
    drawing order; an edit (a feature added, deleted, its kind, dock or part changed) takes back
    the counts from the first feature it touches to the last and counts those again, so drawing
    or deleting the latest feature costs one count, not the whole layout's. Only a tie in the
    drawing order (two features with one id) counts everything again, exactly as in full."""

    def __init__(self) -> None:
        self.recounts = 0           # whole-layout counts (a tie in the drawing order)
        self.recounted = 0          # features counted again after an edit (not the new ones)
        self._reset()

    def _reset(self) -> None:
        self._labels: dict[Hashable, str] = {}
        self._what: dict[Hashable, tuple] = {}
        self._undo: dict[Hashable, tuple] = {}          # what counting each feature did
        self._order: dict[Hashable, tuple[int, int]] = {}
        self._counter = _Counter()
        # per buoy (True) / structure (False): the drawing orders counted, ascending, and their keys
        self._orders: dict[bool, list[tuple[int, int]]] = {False: [], True: []}
        self._keys: dict[bool, list[Hashable]] = {False: [], True: []}

    def _recount(self, layout: Mapping[Hashable, Structure | Buoy]) -> None:
        self.recounts += 1
        self._reset()
        for key, item in sorted(layout.items(), key=lambda kv: drawing_order(kv[1].fid)):
            self._append(key, item)

    def _append(self, key: Hashable, item: Structure | Buoy) -> None:
        label, undo = self._counter.count(item)
        order = drawing_order(item.fid)
        c = isinstance(item, Buoy)
        self._labels[key], self._what[key] = label, _what(item)
        self._undo[key], self._order[key] = undo, order
        self._orders[c].append(order)
        self._keys[c].append(key)

    def _position(self, c: bool, key: Hashable) -> int:
        orders, keys = self._orders[c], self._keys[c]
        i = bisect.bisect_left(orders, self._order[key])
        while keys[i] != key:
            i += 1
        return i

    def _redo_from(self, c: bool, start: int, layout: Mapping[Hashable, Structure | Buoy],
                   dropped: set[Hashable], added: list[Hashable]) -> None:
        """Take back the counts of category c from position `start` on (newest first), forget
        `dropped`, and count the rest of them and `added` again in drawing order."""
        keys, orders = self._keys[c], self._orders[c]
        tail = keys[start:]
        for k in reversed(tail):
            self._counter.undo(self._undo[k])
        del keys[start:], orders[start:]
        for k in dropped:
            for d in (self._labels, self._what, self._undo, self._order):
                del d[k]
        todo = [k for k in tail if k not in dropped]
        self.recounted += len(todo)
        todo += added
        todo.sort(key=lambda k: drawing_order(layout[k].fid))
        for k in todo:
            self._append(k, layout[k])

    def update(self, layout: Mapping[Hashable, Structure | Buoy], edited: Iterable[Hashable] = ()) -> None:
        """Bring the labels in step with `layout` (key -> feature, e.g. ("structures", fid)).
        `edited`: the keys an edit may have added, deleted or changed (kind, dock, part) since
        the last update; the others are taken as they were, so an edit costs what it touches,
        not a comparison of the whole layout. Without `edited`, or when the keys it names do
        not account for the layout's size, the whole layout's keys are compared."""
        edited = list(dict.fromkeys(edited))
        changed = [k for k in edited if k in layout and k in self._what and self._what[k] != _what(layout[k])]
        fresh = [k for k in edited if k in layout and k not in self._labels]
        gone = {k for k in edited if k not in layout and k in self._labels}
        if edited and len(self._labels) - len(gone) + len(fresh) == len(layout):
            added, removed = fresh, gone       # what the edit names is all that changed
        else:
            added = list(layout.keys() - self._labels.keys())
            removed = self._labels.keys() - layout.keys()
        if not (added or removed or changed):
            return
        plan = self._plan(layout, added, removed, changed)
        if plan is None:
            self._recount(layout)
            return
        for c, (start, dropped, new) in plan.items():
            self._redo_from(c, start, layout, dropped, new)

    def _plan(self, layout: Mapping[Hashable, Structure | Buoy], added: list[Hashable],
              removed: set[Hashable], changed: list[Hashable]
              ) -> dict[bool, tuple[int, set[Hashable], list[Hashable]]] | None:
        """Per category: the first position an edit touches, the keys it drops and those it adds;
        None when only a whole count can say (a tie in the drawing order, a buoy become a structure)."""
        plan: dict[bool, tuple[int, set[Hashable], list[Hashable]]] = {}
        for c in (False, True):
            dropped = {k for k in removed if (self._what[k] == ("buoy",)) == c}
            new = [k for k in added if isinstance(layout[k], Buoy) == c]
            moved = [k for k in changed if (self._what[k] == ("buoy",)) == c]
            if any(isinstance(layout[k], Buoy) != c for k in moved):
                return None
            if not (dropped or new or moved):
                continue
            orders = self._orders[c]
            starts = [self._position(c, k) for k in (*dropped, *moved)]
            new_orders = [drawing_order(layout[k].fid) for k in new]
            if len(set(new_orders)) != len(new_orders):
                return None
            for o in new_orders:
                i, j = bisect.bisect_left(orders, o), bisect.bisect_right(orders, o)
                if any(k not in dropped for k in self._keys[c][i:j]):
                    return None
                starts.append(i)
            plan[c] = (min(starts), dropped, new)
        return plan

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
