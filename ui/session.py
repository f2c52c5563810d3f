"""One computed lake, kept in memory for the panel, the map tools and the live checker.

Compute reads the chosen layers and runs the core's construction through pipeline.py (read_lake,
compute) and keeps the WaterRightsResult; nothing of the law is decided here.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import shapely
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProcessingException,
    QgsProject,
    QgsRasterLayer,
    QgsVectorLayer,
)
from shapely.geometry.base import BaseGeometry

from .. import pipeline
from ..core.compat import zip_strict
from ..core.model import Allowance, Message, Parcel, WaterRightsResult
from ..qgis_io.crs import working_crs
from ..qgis_io.raster import raster_sampler
from .errors import UserError
from .i18n import tr


@dataclass
class LakeSession:
    """Everything computed for one lake with one law."""
    profile: object                         # core.profiles.Profile
    profile_spec: str
    crs: QgsCoordinateReferenceSystem       # the working CRS (feet)
    parcels: list[Parcel]
    wr: WaterRightsResult
    messages: list[Message]
    parcel_layer_id: str
    depth_at: Callable[[float, float], float | None] | None = None
    compute_seconds: float = 0.0
    by_id: dict[str, Parcel] = field(default_factory=dict)
    _allowances: dict[str, Allowance] = field(default_factory=dict)
    _ra_tree: shapely.STRtree | None = None
    _ra_ids: list[str] = field(default_factory=list)
    _parcel_tree: shapely.STRtree | None = None
    _shore: object | None = None
    neighbours: dict[str, set[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {p.parcel_id: p for p in self.parcels}
        areas = [(ra.parcel_id, ra.geometry) for ra in self.wr.rights_areas
                 if ra.geometry is not None and not ra.geometry.is_empty]
        self._ra_ids = [pid for pid, _ in areas]
        self._ra_tree = shapely.STRtree([g for _, g in areas]) if areas else None
        self._parcel_tree = shapely.STRtree([p.geometry for p in self.parcels]) if self.parcels else None
        for ln in self.wr.lines:          # parcels sharing a water-rights line
            if ln.parcel_a and ln.parcel_b:
                self.neighbours.setdefault(ln.parcel_a, set()).add(ln.parcel_b)
                self.neighbours.setdefault(ln.parcel_b, set()).add(ln.parcel_a)

    @property
    def title(self) -> str:
        return str(getattr(self.profile, "title", self.profile_spec))

    def parcels_touching(self, geom: BaseGeometry) -> set[str]:
        """Ids of the parcels whose rights area `geom` touches (an index lookup, not a rule)."""
        if self._ra_tree is None or geom is None or geom.is_empty:
            return set()
        idx = self._ra_tree.query(geom, predicate="intersects")
        return {self._ra_ids[i] for i in idx}

    def locate_many(self, geoms: list[BaseGeometry], beyond_mask: np.ndarray | None = None,
                    beyond_when_dry: bool = False) -> tuple[list[set[str]], list[set[str]], np.ndarray]:
        """For each geometry: the rights areas it touches, the parcels' land it touches (check_layout
        files an on_land finding under that parcel, so the live checker must know it), and (where
        `beyond_mask` is set, or with `beyond_when_dry` where it touches no rights area) whether it
        reaches beyond them: in front of an end parcel, past where the lines stop, two features can
        meet without sharing a parcel (slivers under 1 sq ft along shared edges do not count). One
        index query per tree serves all three, so a whole layout is located in a few vectorised calls."""
        arr = _objects(geoms)
        ok = ~(shapely.is_missing(arr) | shapely.is_empty(arr)) if len(arr) else np.zeros(0, dtype=bool)
        wq, wr = _pairs(self._ra_tree, arr, ok)
        lq, lr = _pairs(self._parcel_tree, arr, ok)
        waters: list[set[str]] = [set() for _ in geoms]
        lands: list[set[str]] = [set() for _ in geoms]
        for q, r in zip_strict(wq.tolist(), wr.tolist()):
            waters[q].add(self._ra_ids[r])
        for q, r in zip_strict(lq.tolist(), lr.tolist()):
            lands[q].add(self.parcels[r].parcel_id)
        beyond = np.zeros(len(geoms), dtype=bool)
        sel = np.zeros(len(arr), dtype=bool) if beyond_mask is None else np.asarray(beyond_mask, dtype=bool)
        if beyond_when_dry:
            wet = np.zeros(len(arr), dtype=bool)
            wet[wq] = True
            sel = sel | ~wet
        if sel.any():
            self._beyond(arr, ok & sel, wq, wr, lq, lr, beyond)
        return waters, lands, beyond

    def _beyond(self, arr: np.ndarray, sel: np.ndarray, wq: np.ndarray, wr: np.ndarray,
                lq: np.ndarray, lr: np.ndarray, out: np.ndarray) -> None:
        """locate_many's test of reaching beyond for the selected geometries, from the pairs it found.
        Inside exactly one rights area or parcel (the usual case) is one vectorised `covers`;
        only the rest (straddling a line, poking onto land, reaching beyond) are measured one by one."""
        valid = sel & shapely.is_valid(arr)
        qs, parts = [], []
        for q, r, tree in ((wq, wr, self._ra_tree), (lq, lr, self._parcel_tree)):
            keep = valid[q]
            if tree is not None and keep.any():
                qs.append(q[keep])
                parts.append(tree.geometries.take(r[keep]))
        qi = np.concatenate(qs) if qs else np.zeros(0, dtype=np.intp)
        part = np.concatenate(parts) if parts else np.zeros(0, dtype=object)
        order = np.argsort(qi, kind="stable")       # each geometry's areas, then its parcels
        qi, part = qi[order], part[order]
        starts = np.searchsorted(qi, np.arange(len(arr)))
        counts = np.searchsorted(qi, np.arange(len(arr)), side="right") - starts
        lone = np.nonzero(valid & (counts == 1))[0]
        covered = np.zeros(len(arr), dtype=bool)
        if len(lone):
            covered[lone] = shapely.covers(part[starts[lone]], arr[lone])
        for j in np.nonzero(valid & ~covered)[0].tolist():
            mine = part[starts[j]:starts[j] + counts[j]]
            rest = arr[j].difference(shapely.union_all(mine)) if len(mine) else arr[j]
            out[j] = rest.area > 1.0
        for j in np.nonzero(sel & ~valid)[0].tolist():
            # a bow tie as drawn: GEOS cannot subtract from it, so measure its valid repair
            g = shapely.make_valid(arr[j])
            mine = [p for tree in (self._ra_tree, self._parcel_tree) if tree is not None
                    for p in tree.geometries.take(tree.query(g, predicate="intersects"))]
            if len(mine) == 1 and mine[0].covers(g):
                continue
            rest = g.difference(shapely.union_all(mine)) if mine else g
            out[j] = rest.area > 1.0

    def parcel_at(self, x: float, y: float) -> str | None:
        """The parcel whose land, else whose rights area, holds the point."""
        pt = shapely.Point(x, y)
        if self._parcel_tree is not None:
            found = self._parcel_tree.query(pt, predicate="intersects")
            hits = sorted(self.parcels[int(i)].parcel_id for i in found)
            if hits:
                return hits[0]
        hits = self.parcels_touching(pt)
        return sorted(hits)[0] if hits else None

    def shore_index(self):
        """The core's index of the MHW mark (distances, local direction), built once."""
        if self._shore is None:
            from ..core.rules.measure import ShoreIndex
            self._shore = ShoreIndex(self.wr.shoreline)
        return self._shore

    def side(self, x: float, y: float) -> int:
        """+1 in a rights area (water), -1 on a parcel (land), 0 neither."""
        pt = shapely.Point(x, y)
        if self._ra_tree is not None and len(self._ra_tree.query(pt, predicate="intersects")):
            return 1
        if self._parcel_tree is not None and len(self._parcel_tree.query(pt, predicate="intersects")):
            return -1
        return 0

    def allowance(self, parcel_id: str) -> Allowance | None:
        if parcel_id not in self._allowances:
            parcel = self.by_id.get(parcel_id)
            if parcel is None:
                return None
            from ..core.rules.allowance import allowed_facilities
            self._allowances[parcel_id] = allowed_facilities(self.profile, parcel, self.wr)
        return self._allowances[parcel_id]


def load_profile_or_explain(spec: str) -> object:
    """The core's Profile, or a UserError carrying the loader's sentence."""
    from ..core.profiles import ProfileError, load_profile
    if not spec:
        raise UserError(tr("Choose a law (Keuka, Canandaigua or a profile TOML file)."))
    try:
        return load_profile(spec)
    except ProfileError as exc:
        raise UserError(str(exc)) from None


def make_depth_at(raster: QgsRasterLayer | None,
                  crs: QgsCoordinateReferenceSystem) -> Callable[[float, float], float | None] | None:
    """depth_at(x, y) in the working CRS -> lake-bottom elevation from band 1 (None off the raster);
    None without a usable raster. The one sampler, qgis_io/raster.py, does the sampling."""
    if raster is None or not raster.isValid():
        return None
    return raster_sampler(raster, crs, QgsProject.instance().transformContext())


@dataclass
class SessionInputs:
    """What Compute read from the layers on the main thread (QGIS layers are not read from a
    worker thread); build_session turns it into a LakeSession anywhere, a QgsTask included."""
    profile: object
    profile_spec: str
    crs: QgsCoordinateReferenceSystem
    parcels: list[Parcel]
    shoreline: object
    messages: list[Message]
    parcel_layer_id: str
    depth_at: Callable[[float, float], float | None] | None
    read_seconds: float


def read_inputs(parcel_layer: QgsVectorLayer, mhw_layer: QgsVectorLayer, profile_spec: str,
                id_field: str = "", land_use_field: str = "", frontage_field: str = "",
                seating_field: str = "", bathymetry: QgsRasterLayer | None = None,
                levels: dict[str, float] | None = None, steep_slope_field: str = "",
                upland_near_mhw_field: str = "") -> SessionInputs:
    """Check the choices and read the layers into the core's model. Errors are UserErrors.

    `levels` fills values the law leaves blank (e.g. Canandaigua's mean low water level)."""
    if parcel_layer is None or not parcel_layer.isValid():
        raise UserError(tr("Choose the parcel layer first."))
    if mhw_layer is None or not mhw_layer.isValid():
        raise UserError(tr("Choose the layer with the mean-high-water (MHW) mark first."))
    if mhw_layer.id() == parcel_layer.id():
        raise UserError(tr("The MHW mark is the parcel layer {name}: choose the line layer that "
                           "holds the mean-high-water mark in the MHW box.").format(name=parcel_layer.name()))
    profile = load_profile_or_explain(profile_spec)
    if levels:
        try:
            profile = profile.with_values(levels)
        except ValueError as exc:          # ProfileError names the key
            raise UserError(str(exc)) from None
    crs = working_crs()
    ctx = QgsProject.instance().transformContext()
    t0 = time.perf_counter()
    try:
        parcels, shoreline, messages = pipeline.read_lake(
            parcel_layer, mhw_layer, crs, ctx, id_field or None, land_use_field or None,
            frontage_field or None, seating_field or None,
            steep_slope_field=steep_slope_field or None,
            upland_near_mhw_field=upland_near_mhw_field or None, profile=profile)
    except QgsProcessingException as exc:
        text = exc.message() if hasattr(exc, "message") else str(exc)
        if text.startswith("CRS: the input lies at "):     # the panel has no CRS to choose
            text += tr(" The panel measures in {crs} only: run the Processing algorithms with that "
                       "CRS.").format(crs=crs.authid())
        raise UserError(text) from None
    return SessionInputs(profile=profile, profile_spec=profile_spec, crs=crs, parcels=parcels,
                         shoreline=shoreline, messages=list(messages), parcel_layer_id=parcel_layer.id(),
                         depth_at=make_depth_at(bathymetry, crs), read_seconds=time.perf_counter() - t0)


def build_session(inputs: SessionInputs, progress: Callable[[float], None] | None = None,
                  is_canceled: Callable[[], bool] | None = None) -> LakeSession | None:
    """Run the core's construction on what read_inputs read; None when canceled. Touches no
    QGIS object, so a QgsTask may run it."""
    t0 = time.perf_counter()
    try:
        wr = pipeline.compute(inputs.parcels, inputs.shoreline, inputs.profile, progress, is_canceled)
    except ValueError as exc:           # the core's sentence: no usable MHW line, repeated ids
        raise UserError(str(exc)) from None
    if is_canceled is not None and is_canceled():
        return None
    session = LakeSession(profile=inputs.profile, profile_spec=inputs.profile_spec, crs=inputs.crs,
                          parcels=inputs.parcels, wr=wr, messages=inputs.messages + list(wr.messages),
                          parcel_layer_id=inputs.parcel_layer_id, depth_at=inputs.depth_at)
    session.compute_seconds = inputs.read_seconds + time.perf_counter() - t0
    return session


def compute_session(parcel_layer: QgsVectorLayer, mhw_layer: QgsVectorLayer, profile_spec: str,
                    id_field: str = "", land_use_field: str = "", frontage_field: str = "",
                    seating_field: str = "", bathymetry: QgsRasterLayer | None = None,
                    progress: Callable[[float], None] | None = None,
                    levels: dict[str, float] | None = None, steep_slope_field: str = "",
                    upland_near_mhw_field: str = "") -> LakeSession:
    """read_inputs then build_session, in one go (scripts and the site plan's callers)."""
    inputs = read_inputs(parcel_layer, mhw_layer, profile_spec, id_field, land_use_field,
                         frontage_field, seating_field, bathymetry, levels,
                         steep_slope_field=steep_slope_field,
                         upland_near_mhw_field=upland_near_mhw_field)
    session = build_session(inputs, progress)
    if session is None:                 # nothing here cancels it; said for the type checker
        raise UserError(tr("The computation was canceled."))
    return session


def _objects(geoms: list[BaseGeometry]) -> np.ndarray:
    """A 1-d object array of the geometries (np.array would look inside sequences)."""
    arr = np.empty(len(geoms), dtype=object)
    arr[:] = list(geoms)
    return arr


def _pairs(tree: shapely.STRtree | None, arr: np.ndarray, ok: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(index into arr, index into the tree) of every pair that intersects; `ok` marks the
    geometries worth asking about."""
    if tree is None or not ok.any():
        return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp)
    where = np.nonzero(ok)[0]
    qi, ri = tree.query(arr[ok], predicate="intersects")
    return where[qi], ri
