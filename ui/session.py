"""One computed lake, kept in memory for the panel, the map tools and the live checker.

Compute reads the chosen layers and runs the core's construction through pipeline.py (read_lake,
compute) and keeps the WaterRightsResult; nothing of the law is decided here.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProcessingException,
    QgsProject,
    QgsRasterLayer,
    QgsVectorLayer,
)
from shapely.geometry.base import BaseGeometry

from .. import pipeline
from ..core import session as lake_model
from ..core.model import Allowance, Message, Parcel, WaterRightsResult
from ..core.profiles import Profile
from ..core.rules.assign import Lake
from ..core.rules.measure import ShoreIndex
from ..core.session import lake_index
from ..qgis_io.convert import OutsideAreaError
from ..qgis_io.crs import WorkingCrs, decide_working_crs
from ..qgis_io.raster import raster_sampler
from .errors import UserError
from .i18n import tr


@dataclass
class LakeSession:
    """Everything computed for one lake with one law. Where a point or a feature lies (rights
    areas, parcels, neighbours, the MHW mark) is asked of the core's one model of the lake
    (core/session.py), the same indexes check_layout reads; nothing is indexed here."""
    profile: Profile
    profile_spec: str
    crs: QgsCoordinateReferenceSystem       # the working CRS (feet)
    parcels: list[Parcel]
    wr: WaterRightsResult
    messages: list[Message]
    parcel_layer_id: str
    depth_at: Callable[[float, float], float | None] | None = None
    compute_seconds: float = 0.0
    crs_reason: str = ""                    # which working CRS and why, in one sentence
    by_id: dict[str, Parcel] = field(default_factory=dict)
    _allowances: dict[str, Allowance] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {p.parcel_id: p for p in self.parcels}

    @property
    def title(self) -> str:
        return str(getattr(self.profile, "title", self.profile_spec))

    @property
    def lake(self) -> Lake:
        """The core's indexes of this lake (built once, kept on the result)."""
        return lake_index(self.wr, self.parcels)

    @property
    def neighbours(self) -> dict[str, set[str]]:
        """Parcels sharing a water-rights line."""
        return self.lake.neighbours

    def parcels_touching(self, geom: BaseGeometry) -> set[str]:
        """Ids of the parcels whose rights area `geom` touches."""
        return lake_model.parcels_touching(self.lake, geom)

    def parcel_at(self, x: float, y: float) -> str | None:
        """The parcel whose land, else whose rights area, holds the point."""
        return lake_model.parcel_at(self.lake, x, y)

    def shore_index(self) -> ShoreIndex:
        """The core's index of the MHW mark (distances, local direction)."""
        return self.lake.shore

    def side(self, x: float, y: float) -> int:
        """+1 in a rights area (water), -1 on a parcel (land), 0 neither."""
        return lake_model.side(self.lake, x, y)

    def allowance(self, parcel_id: str) -> Allowance | None:
        if parcel_id not in self._allowances:
            parcel = self.by_id.get(parcel_id)
            if parcel is None:
                return None
            from ..core.rules.allowance import allowed_facilities
            self._allowances[parcel_id] = allowed_facilities(self.profile, parcel, self.wr)
        return self._allowances[parcel_id]


def load_profile_or_explain(spec: str) -> Profile:
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
    try:
        return raster_sampler(raster, crs, QgsProject.instance().transformContext())
    except QgsProcessingException as exc:     # a damaged raster: said, never silently unused
        raise UserError(exc.message() if hasattr(exc, "message") else str(exc)) from None


@dataclass
class SessionInputs:
    """What Compute read from the layers on the main thread (QGIS layers are not read from a
    worker thread); build_session turns it into a LakeSession anywhere, a QgsTask included."""
    profile: Profile
    profile_spec: str
    crs: QgsCoordinateReferenceSystem
    parcels: list[Parcel]
    shoreline: object
    messages: list[Message]
    parcel_layer_id: str
    depth_at: Callable[[float, float], float | None] | None
    read_seconds: float
    crs_reason: str = ""


def read_inputs(parcel_layer: QgsVectorLayer, mhw_layer: QgsVectorLayer, profile_spec: str,
                id_field: str = "", land_use_field: str = "", frontage_field: str = "",
                seating_field: str = "", bathymetry: QgsRasterLayer | None = None,
                levels: dict[str, float] | None = None, steep_slope_field: str = "",
                upland_near_mhw_field: str = "", crs: str = "") -> SessionInputs:
    """Check the choices and read the layers into the core's model. Errors are UserErrors.

    `levels` fills values the law leaves blank (e.g. Canandaigua's mean low water level); `crs`
    is the working CRS chosen in the panel (authid or WKT), "" for the core's rule (panel_crs)."""
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
    decided = panel_crs(crs, profile)
    working = decided.crs
    ctx = QgsProject.instance().transformContext()
    t0 = time.perf_counter()
    try:
        parcels, shoreline, messages = pipeline.read_lake(
            parcel_layer, mhw_layer, working, ctx, id_field or None, land_use_field or None,
            frontage_field or None, seating_field or None,
            steep_slope_field=steep_slope_field or None,
            upland_near_mhw_field=upland_near_mhw_field or None, profile=profile)
    except QgsProcessingException as exc:
        text = exc.message() if hasattr(exc, "message") else str(exc)
        if isinstance(exc, OutsideAreaError):
            text += tr(" Choose the State Plane zone of the lake (a projected CRS in feet) in the "
                       "panel's Working CRS box.")
        raise UserError(text) from None
    return SessionInputs(profile=profile, profile_spec=profile_spec, crs=working, parcels=parcels,
                         shoreline=shoreline, messages=list(messages), parcel_layer_id=parcel_layer.id(),
                         depth_at=make_depth_at(bathymetry, working), read_seconds=time.perf_counter() - t0,
                         crs_reason=decided.sentence)


def panel_crs(chosen: str, profile: Profile) -> WorkingCrs:
    """The working CRS as every Processing algorithm takes it (qgis_io.crs.decide_working_crs):
    the one chosen in the panel, else the law's ([profile] crs), else EPSG:2261; a geographic or
    metre CRS is refused with Processing's sentence."""
    try:
        return decide_working_crs(chosen, profile.meta.get("crs"))
    except QgsProcessingException as exc:
        raise UserError(exc.message() if hasattr(exc, "message") else str(exc)) from None


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
                          parcel_layer_id=inputs.parcel_layer_id, depth_at=inputs.depth_at,
                          crs_reason=inputs.crs_reason)
    session.compute_seconds = inputs.read_seconds + time.perf_counter() - t0
    return session


def compute_session(parcel_layer: QgsVectorLayer, mhw_layer: QgsVectorLayer, profile_spec: str,
                    id_field: str = "", land_use_field: str = "", frontage_field: str = "",
                    seating_field: str = "", bathymetry: QgsRasterLayer | None = None,
                    progress: Callable[[float], None] | None = None,
                    levels: dict[str, float] | None = None, steep_slope_field: str = "",
                    upland_near_mhw_field: str = "", crs: str = "") -> LakeSession:
    """read_inputs then build_session, in one go (scripts and the site plan's callers)."""
    inputs = read_inputs(parcel_layer, mhw_layer, profile_spec, id_field, land_use_field,
                         frontage_field, seating_field, bathymetry, levels,
                         steep_slope_field=steep_slope_field,
                         upland_near_mhw_field=upland_near_mhw_field, crs=crs)
    session = build_session(inputs, progress)
    if session is None:                 # nothing here cancels it; said for the type checker
        raise UserError(tr("The computation was canceled."))
    return session
