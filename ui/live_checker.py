"""Live checking: every edit of the layout layers re-checks the parcels it touches, and only those.

The checker listens to the STRUCTURES and BUOYS layers' edit signals (add, geometry change,
attribute change, delete — QGIS's undo and redo replay the same signals), keeps the layout as
core dataclasses, and after each edit asks pipeline.check (the core's `check_layout(...,
parcel_ids=...)`, the same call Processing's checklayout and the site plan make) about the parcels
the edited feature touches before and after the edit. Findings replace those parcels' rows of the
Violations layer. No rule is evaluated here.
"""
from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal
from shapely.geometry.base import BaseGeometry

from .. import pipeline
from ..core.judged import BEYOND, JudgedTogether, footprint, footprints
from ..core.labels import LayoutLabels
from ..core.model import Buoy, Message, Structure, Violation
from ..core.session import filed_under
from ..qgis_io import convert
from .input_problems import InputProblem, input_problems
from .session import LakeSession
from .violations_layer import ViolationsWriter

LOG = logging.getLogger("shoreline_layout.ui")

STRUCTURES = "structures"     # roles, also the Violations `source_layer` values
BUOYS = "buoys"
CANDIDATE_FID = -(2 ** 62)    # fid of a feature being drawn (never a real feature id)
# BEYOND (core/judged.py) is filed with the parcels of a swing circle that reaches beyond every
# rights area and parcel: two circles (or a circle and a structure) can meet there without
# sharing a parcel. Never a parcel id. Which features are judged together is core/judged.py's.
__all__ = ["BEYOND", "BUOYS", "CANDIDATE_FID", "STRUCTURES", "LiveChecker", "footprint", "footprints",
           "read_buoys", "read_layer", "read_structures"]

FeatureKey = tuple[str, int]


class _Subset:
    """Duck-typed feature source over a few features of a layer, so processing/convert.py reads
    one edited feature exactly as it reads a whole layer (no second copy of its field rules)."""

    def __init__(self, layer: QgsVectorLayer, features: list[QgsFeature]) -> None:
        self._layer = layer
        self._features = features

    def sourceCrs(self):
        return self._layer.crs()

    def wkbType(self):
        return self._layer.wkbType()

    def fields(self):
        return self._layer.fields()

    def featureCount(self) -> int:
        return len(self._features)

    def getFeatures(self, *_args: Any):
        return iter(self._features)

    def sourceName(self) -> str:
        return self._layer.name()


def read_layer(role: str, layer: QgsVectorLayer, session: LakeSession,
               features: list[QgsFeature] | None = None) -> tuple[list[Structure | Buoy], list[Message]]:
    """The layout layer's features (or just `features` of it) as core dataclasses, and the
    converter's messages about what it could not read as drawn."""
    src = layer if features is None else _Subset(layer, features)
    reader = convert.structures_from_layer if role == STRUCTURES else convert.buoys_from_layer
    return reader(src, session.crs, None, QgsProject.instance().transformContext(), role)


def read_structures(layer: QgsVectorLayer, session: LakeSession,
                    features: list[QgsFeature] | None = None) -> list[Structure]:
    return read_layer(STRUCTURES, layer, session, features)[0]


def read_buoys(layer: QgsVectorLayer, session: LakeSession,
               features: list[QgsFeature] | None = None) -> list[Buoy]:
    return read_layer(BUOYS, layer, session, features)[0]


class LiveChecker(QObject):
    """Keeps the Violations layer current while the layout layers are edited."""

    checked = pyqtSignal(float, int)      # seconds the last re-check took, parcels re-checked
    failed = pyqtSignal(str)              # a re-check failed: one sentence for the message bar
    # after each check: how many features have input problems they did not have before it (all
    # of them after a whole-layout check), and how many rows are about a whole layer (a layer
    # without a CRS: whole-layout checks only); input_rows() has them all
    problems_changed = pyqtSignal(int, int)

    def __init__(self, session: LakeSession, writer: ViolationsWriter) -> None:
        super().__init__()
        self.session = session
        self.writer = writer
        self.layers: dict[str, QgsVectorLayer] = {}
        self._connections: list[tuple[Any, Callable]] = []
        # who is judged with whom (core/judged.py); the dicts below are its own, for reading
        self.judge = JudgedTogether()
        self.items: dict[FeatureKey, Structure | Buoy] = self.judge.items
        self._own: dict[FeatureKey, set[str]] = self.judge.own              # parcels a feature touches
        # input problems (rows of the findings table), per feature and per layer
        self._problems: dict[FeatureKey, list[Violation]] = {}
        self._layer_problems: dict[str, list[tuple[Violation, int]]] = {}   # (row, features)
        self.labels = LayoutLabels()          # D1, H1, B1 of the whole layout (core/labels.py)
        self._pending: set[FeatureKey] = set()
        self._full_pending = False
        self.last_seconds = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer)

    # ------------------------------------------------------------------ wiring
    def attach(self, structures: QgsVectorLayer | None, buoys: QgsVectorLayer | None) -> None:
        """Listen to these layout layers (either may be None) and check the whole layout once."""
        self.detach()
        for role, layer in ((STRUCTURES, structures), (BUOYS, buoys)):
            if layer is None:
                continue
            self.layers[role] = layer
            self._connect(layer.featureAdded, lambda fid, r=role: self._touch(r, fid))
            self._connect(layer.featureDeleted, lambda fid, r=role: self._touch(r, fid))
            self._connect(layer.geometryChanged, lambda fid, _g, r=role: self._touch(r, fid))
            self._connect(layer.attributeValueChanged, lambda fid, _i, _v, r=role: self._touch(r, fid))
            # Committing replays each new feature as featureDeleted(temporary id) + featureAdded(real
            # id), and rolling back replays every change undone, so both stay incremental; only a
            # new data source needs the whole layout read again.
            self._connect(layer.dataSourceChanged, self._request_full)
            self._connect(layer.willBeDeleted, lambda r=role: self._forget_layer(r))
        # attach runs inside the slots of the panel's layer combos: a failure is a sentence
        self._guard(self.full_check)

    def _connect(self, signal: Any, slot: Callable) -> None:
        signal.connect(slot)
        self._connections.append((signal, slot))

    def detach(self) -> None:
        """Disconnect exactly the slots attach() connected."""
        for signal, slot in self._connections:
            with contextlib.suppress(TypeError, RuntimeError):   # the layer is already gone
                signal.disconnect(slot)
        self._connections.clear()
        self.layers.clear()
        self._timer.stop()
        self._pending.clear()

    def _forget_layer(self, role: str) -> None:
        layer = self.layers.get(role)
        if layer is None:
            return
        others = {r: lyr for r, lyr in self.layers.items() if r != role}
        self.attach(others.get(STRUCTURES), others.get(BUOYS))

    # ------------------------------------------------------------------ edit events
    def _touch(self, role: str, fid: int) -> None:
        self._pending.add((role, int(fid)))
        self._timer.start()

    def _request_full(self, *_args: Any) -> None:
        self._full_pending = True
        self._timer.start()

    def _on_timer(self) -> None:
        """The timer's slot: a failure becomes a sentence (and the traceback goes to the log)."""
        self._guard(self.flush)

    def _guard(self, run: Callable[[], None]) -> None:
        """Run a check; an exception never reaches QGIS's Python error dialog: its traceback goes
        to the log and `failed` carries one sentence for the message bar."""
        try:
            run()
        except Exception as exc:
            import traceback

            from qgis.core import Qgis, QgsMessageLog
            QgsMessageLog.logMessage(traceback.format_exc(), "Shoreline Layout", Qgis.MessageLevel.Critical)
            self.failed.emit(str(exc) or exc.__class__.__name__)

    def flush(self) -> None:
        """Run the pending re-check now (the timer does this after each burst of signals)."""
        self._timer.stop()
        if self._full_pending:
            self._full_pending = False
            self._pending.clear()
            self.full_check()
            return
        if not self._pending:
            return
        keys, self._pending = self._pending, set()
        t0 = time.perf_counter()
        affected: set[str] = set()
        had_problems = {k for k in keys if self._problems.pop(k, None)}
        for key in keys:
            affected |= self._unindex(key)
        messages: dict[str, list[Message]] = {}
        for role, fids in _by_role(keys).items():
            layer = self.layers.get(role)
            if layer is None or sip.isdeleted(layer):
                continue
            request = QgsFeatureRequest().setFilterFids(sorted(fids))
            feats = [f for f in layer.getFeatures(request) if f.isValid()]
            items, messages[role] = read_layer(role, layer, self.session, feats) if feats else ([], [])
            for item in items:
                affected |= self._index((role, item.fid), item)
        affected |= self._judged_with(affected)
        self.labels.update(self.items, edited=keys)     # what was added, deleted or changed
        self._recheck(affected, extra_keys={("src", r, f) for r, f in keys},
                      loose=[self.items[k] for k in keys
                             if k in self.items and not self._own.get(k, set()) - {BEYOND}])
        # a layer-wide message (a layer without a CRS) is said by the whole-layout check; here
        # only the edited features' own problems change
        found = self._file_problems(messages, layer_rows=False)
        self.last_seconds = time.perf_counter() - t0
        self.checked.emit(self.last_seconds, len(affected))
        self.problems_changed.emit(len(found - had_problems), 0)

    # ------------------------------------------------------------------ index of who touches what
    def _parcels_for(self, item: Structure | Buoy) -> set[str]:
        return self._locate([item], [footprint(item)])[0]

    def _locate(self, items: list[Structure | Buoy], prints: list[BaseGeometry]) -> list[set[str]]:
        """The parcels each item is filed under (core/session.filed_under)."""
        return filed_under(self.session.lake, items, prints)

    def _judged_with(self, parcel_ids: set[str]) -> set[str]:
        return self.judge.judged_with(parcel_ids)

    def _index(self, key: FeatureKey, item: Structure | Buoy) -> set[str]:
        return self.judge.index(key, item, self._parcels_for(item))

    def _index_many(self, keyed: list[tuple[FeatureKey, Structure | Buoy]]) -> None:
        """_index for a whole layout at once (one vectorised index query, docks settled once)."""
        items = [it for _k, it in keyed]
        self.judge.index_many(keyed, self._locate(items, footprints(items)) if items else [])

    def _unindex(self, key: FeatureKey) -> set[str]:
        return self.judge.unindex(key)

    def _layout_for(self, parcel_ids: set[str], extra: Iterable[Structure | Buoy] = ()
                    ) -> tuple[list[Structure], list[Buoy]]:
        """The layout features that touch these parcels or their neighbours: all check_layout
        needs to judge them (neighbours' features are context, e.g. for touching swing circles)."""
        keys = self.judge.keys_for(parcel_ids, self.session.neighbours)
        structures = [self.items[k] for k in keys if k[0] == STRUCTURES]
        buoys = [self.items[k] for k in keys if k[0] == BUOYS]
        for item in extra:
            (buoys if isinstance(item, Buoy) else structures).append(item)
        return structures, buoys

    # ------------------------------------------------------------------ checking
    def check(self, parcel_ids: set[str] | None, structures: list[Structure],
              buoys: list[Buoy]) -> list[Violation]:
        """pipeline.check on the session's lake: the findings about these parcels (all: None),
        each with a place to be drawn, naming features as the site plan does (D1, H1, B1), never
        by a temporary id."""
        import dataclasses

        s = self.session
        keyed = [((STRUCTURES, st.fid), st) for st in structures] + [((BUOYS, b.fid), b) for b in buoys]
        self.labels.update(self.items, edited=[k for k, _it in keyed])
        named = [dataclasses.replace(it, label=self.labels.label(k, it)) for k, it in keyed]
        structures, buoys = named[:len(structures)], named[len(structures):]
        return pipeline.check(s.profile, s.parcels, s.wr, structures, buoys, depth_at=s.depth_at,
                              parcel_ids=sorted(parcel_ids) if parcel_ids is not None else None)

    def _recheck(self, parcel_ids: set[str], extra_keys: set[Hashable] = frozenset(),
                 loose: Iterable[Structure | Buoy] = ()) -> None:
        parcel_ids = set(parcel_ids) - {BEYOND}
        if parcel_ids:
            structures, buoys = self._layout_for(parcel_ids)
            violations = self.check(set(parcel_ids), structures, buoys)
        else:
            violations = []
        loose = list(loose)
        if loose:
            # Features that reach no parcel (beyond the end parcels, far out): a check of them alone
            # gives their parcel-less findings (outside_rights_area, bad values) as the full check does.
            said = {(v.rule, v.source_layer, v.source_fid) for v in violations}
            violations += [v for v in self.check(None, [it for it in loose if not isinstance(it, Buoy)],
                                                 [it for it in loose if isinstance(it, Buoy)])
                           if v.parcel_id is None and (v.rule, v.source_layer, v.source_fid) not in said]
        self.writer.replace(set(parcel_ids) | set(extra_keys), violations)

    def full_check(self) -> None:
        """Re-read both layers and check every parcel (after attach or a new data source)."""
        t0 = time.perf_counter()
        self.judge.clear()
        self._problems.clear()
        self._layer_problems.clear()
        read: dict[str, list] = {STRUCTURES: [], BUOYS: []}
        messages: dict[str, list[Message]] = {}
        for role in (STRUCTURES, BUOYS):
            layer = self.layers.get(role)
            if layer is not None and not sip.isdeleted(layer):
                read[role], messages[role] = read_layer(role, layer, self.session)
        structures, buoys = read[STRUCTURES], read[BUOYS]
        self._index_many([((STRUCTURES, st.fid), st) for st in structures]
                         + [((BUOYS, b.fid), b) for b in buoys])
        # An empty layout is checked too: the lake's own findings (200 ft rule notes) are the
        # whole check's, as checklayout and a reopened project give them, not only those of the
        # parcels an edit has touched since.
        violations = self.check(None, structures, buoys)
        self.writer.replace_all(violations)
        self._file_problems(messages, layer_rows=True)
        self.last_seconds = time.perf_counter() - t0
        self.checked.emit(self.last_seconds, len(self.session.parcels))
        self.problems_changed.emit(self.problem_features(),
                                   sum(len(rows) for rows in self._layer_problems.values()))

    def check_candidate(self, item: Structure | Buoy) -> tuple[list[Violation], set[str]]:
        """What check_layout says about the layout if `item` were added (nothing is written).

        Returns the findings that the candidate brings (those about it, and findings on its
        parcels that are not in the Violations layer now), and the parcels it touches.
        """
        parcels = self.judge.with_dock(item, self._parcels_for(item))
        if not parcels:
            return [], parcels
        structures, buoys = self._layout_for(parcels, extra=[item])
        found = self.check(parcels, structures, buoys)
        before = {_finding_key(v) for v in self.writer.rows.values() if v.parcel_id in parcels}
        new = [v for v in found if v.source_fid == CANDIDATE_FID or _finding_key(v) not in before]
        return new, parcels

    # ------------------------------------------------------------------ input problems
    def _file_problems(self, messages: dict[str, list[Message]], layer_rows: bool) -> set[FeatureKey]:
        """Turn the converter's messages into the table's input-problem rows; returns the features
        that have one. A feature that was read names the parcel it lies in."""
        found: set[FeatureKey] = set()
        for role, msgs in messages.items():
            layer = self.layers.get(role)
            name = layer.name() if layer is not None and not sip.isdeleted(layer) else role
            for p in input_problems(role, name, msgs):
                if p.fid is None:
                    if layer_rows:
                        self._layer_problems.setdefault(role, []).append((_problem_row(p, None), p.features))
                    continue
                key = (role, p.fid)
                self._problems.setdefault(key, []).append(_problem_row(p, self._parcel_of_item(key)))
                found.add(key)
        return found

    def _parcel_of_item(self, key: FeatureKey) -> str | None:
        """The parcel a feature that was read lies in (land, else rights area), for its row."""
        item = self.items.get(key)
        if item is None or item.geometry is None or item.geometry.is_empty:
            return None
        pt = item.geometry if isinstance(item, Buoy) else item.geometry.representative_point()
        return self.session.parcel_at(pt.x, pt.y)

    def input_rows(self) -> dict[Hashable, Violation]:
        """Every input problem as a row of the findings table (severity "input"), keyed
        ("i", role, fid, n); a feature's rows are the same objects until it is edited."""
        rows: dict[Hashable, Violation] = {}
        for (role, fid), problems in self._problems.items():
            for n, v in enumerate(problems):
                rows[("i", role, fid, n)] = v
        for role, problems in self._layer_problems.items():
            for n, (v, _count) in enumerate(problems):
                rows[("i", role, -1, n)] = v
        return rows

    def problem_features(self) -> int:
        """How many features the input problems are about."""
        return len(self._problems) + sum(count for rows in self._layer_problems.values()
                                         for _v, count in rows)


def _problem_row(p: InputProblem, parcel_id: str | None) -> Violation:
    """An input problem as a row of the findings table: severity "input", rule "input"."""
    return Violation(parcel_id=parcel_id, source_layer=p.role, source_fid=p.fid, rule="input", section="",
                     severity="input", measured=None, limit=None, unit="", message=p.text)


def _finding_key(v: Violation) -> tuple:
    return (v.rule, v.parcel_id, v.source_layer, v.source_fid)


def _by_role(keys: Iterable[FeatureKey]) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    for role, fid in keys:
        out.setdefault(role, set()).add(fid)
    return out
