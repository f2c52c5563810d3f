"""The site-plan report: one PDF per lakeshore parcel, drawn by QGIS's print layout engine.

Entry points:
- `build_site_plan_from_session(session, folder, ...)` — for the panel's "Site plan…" button:
  the lake it has computed (ui/session.LakeSession) plus the layout layers.
- `build_site_plan(...)` — from QGIS layers, computing everything.
- `render_site_plans(request, parcel_ids, folder)` — from the core model already computed (what
  the Processing algorithm and the panel's session use, handed to them by plugin.py);
  `render_site_plan` for one parcel. The request (pipeline.SitePlanRequest) and the reading,
  computing and checking behind it are pipeline.py's.

Nothing of the law is decided here: `allowed_facilities` and `check_layout` (core/rules) give
the allowance and the findings; this module lays them out with the parcel's drawing.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import shapely
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeatureSource,
    QgsLabelingEngineSettings,
    QgsProject,
    QgsRasterLayer,
)
from qgis.PyQt import sip
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from ..core.legal_description import LegalTerms, describe_parcel
from ..core.legal_description import parcel_label as legal_label
from ..core.model import Buoy, Parcel, Violation, WaterRightsResult
from ..core.session import parcel_layout
from ..core.summary import valid_land
from ..pipeline import (
    DEFAULT_SCALE,
    SitePlanRequest,
    lakeshore_ids,
    read_lake,
    read_layout,
    session_site_plan_request,
)
from ..pipeline import check as pipeline_check
from ..pipeline import compute as pipeline_compute
from ..qgis_io.crs import decide_working_crs
from ..qgis_io.field_guess import guess_identity_fields
from ..qgis_io.files import check_pdf, replaced_atomically, unique_file_names
from ..qgis_io.raster import raster_sampler
from ..qgis_io.translation import one_or_many, tr
from . import content as content_mod
from . import text_blocks
from .depth_points import sample_depths
from .layout import (
    MM_PER_FT,
    export_pdf,
    fill_area,
    fill_status,
    flow_blocks,
    frame_map,
    load_template,
    parse_scale,
    refresh_text,
    scale_words,
    set_variables,
    setup_legend,
    setup_map,
    stamp_sheet_numbers,
)
from .map_layers import build_plan_layers
from .measure import summarize_structures


@dataclass
class SitePlanResult:
    parcel_id: str
    path: str
    pages: int
    scale: int
    complies: bool
    findings: int
    scale_note: str = ""
    verdict: str = ""                    # report/content's: core/verdict's headline, or not_regulated
    content: content_mod.SitePlanContent | None = None


def safe_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", str(text)).strip("_") or "parcel"


# ---------------------------------------------------------------- one parcel

def _area_of_interest(parcel: Parcel, wr: WaterRightsResult, reach_ft: float,
                      docks, buoys: Sequence[Buoy]) -> BaseGeometry:
    """What the sheet must show: the parcel, its water out past the reach and past anything
    proposed, and every proposed structure and buoy swing circle."""
    parts: list[BaseGeometry] = [parcel.geometry]
    out = reach_ft * 1.5
    out = max([out] + [d.reach_ft + 20.0 for d in docks]
              + [Point(b.geometry).distance(wr.shoreline) + b.swing_radius_ft + 10.0 for b in buoys])
    ra = wr.rights_area(parcel.parcel_id)
    if ra is not None and ra.geometry is not None and not ra.geometry.is_empty:
        x0, y0, x1, y1 = shapely.union_all([parcel.geometry, *[d.geometry for d in docks]]).bounds
        m = out + 50.0
        near = shapely.clip_by_rect(wr.shoreline, x0 - m, y0 - m, x1 + m, y1 + m)
        if not near.is_empty:
            band = near.buffer(out)
            if ra.geometry.intersects(band):
                parts.append(ra.geometry.intersection(band))
    parts += [d.geometry for d in docks]
    parts += [Point(b.geometry).buffer(b.swing_radius_ft) for b in buoys]
    return shapely.union_all([p for p in parts if p is not None and not p.is_empty])


def legal_paragraphs(wr: WaterRightsResult, parcel_id: str, profile: Any, req: Any) -> list[str]:
    """The parcel's legal description (core/legal_description, the text legaldescription writes)
    as paragraphs for sheet 2; none where the parcel cannot be described (it is said there)."""
    labels = {p.parcel_id: legal_label(p, req.tax_map_field) for p in req.parcels}
    try:
        d = describe_parcel(wr, parcel_id, LegalTerms.from_profile(profile), labels=labels,
                            crs=f"{req.crs.description()} ({req.crs.authid()})")
    except ValueError as exc:
        return [f"No legal description: {exc}"]
    return [p for p in d.text.split("\n\n") if p.strip()]


def _crs_text(crs: QgsCoordinateReferenceSystem) -> str:
    return f"{crs.description()} ({crs.authid()}), US survey feet"


def render_site_plan(req: SitePlanRequest, parcel_id: str, path: str) -> SitePlanResult:
    from ..core.rules.allowance import allowed_facilities

    by_id = {p.parcel_id: p for p in req.parcels}
    parcel = by_id.get(parcel_id)
    if parcel is None:
        raise ValueError(f"PARCEL: there is no parcel '{parcel_id}' in the parcel layer.")
    if parcel_id not in req.wr.lakeshore_parcels:
        raise ValueError(f"PARCEL: parcel '{parcel_id}' does not meet the MHW mark; a site plan "
                         "is drawn for lakeshore parcels only.")
    profile, wr = req.profile, req.wr

    # which features are this parcel's is check_layout's assignment (core/rules/assign.py)
    structures, buoys = parcel_layout(parcel_id, req.structures, req.buoys, wr, req.parcels)
    # the lots the structures stand on (made valid: a self-crossing tax-map lot fails GEOS's
    # predicates and union, see core/summary.valid_land)
    lots = [valid_land(p.geometry) for p in req.parcels if p.geometry is not None]
    land = (shapely.union_all([g for g in lots if any(g.intersects(s.geometry) for s in structures)])
            if structures else None)
    docks = summarize_structures(structures, wr.shoreline, profile, land)

    allowance = allowed_facilities(profile, parcel, wr)
    if req.violations is not None:
        violations = [v for v in req.violations if v.parcel_id == parcel_id]
    else:
        violations = check_parcel(req, parcel_id)

    reach_ft = float(profile.value("reach.reach_ft", 65.0))
    level = profile.depth_reference_level_ft()
    depths = sample_depths(wr, parcel_id, req.depth_at, level, reach_ft, docks)
    identity = content_mod.identity_from(parcel, req.owner_field, req.address_field, req.tax_map_field,
                                         req.id_field)

    # the map first: the scale it ends up at is part of the text
    project = QgsProject()
    project.setCrs(req.crs)
    project.setLabelingEngineSettings(labeling_settings())
    layout = None
    try:
        layout = load_template(project)
        area = _area_of_interest(parcel, wr, reach_ft, docks, buoys)
        frame = frame_map(layout, area, req.scale)
        scale, scale_note = frame.scale, frame.note
        extent = frame.box()

        c = content_mod.build_content(
            profile=profile, parcel=parcel, identity=identity, wr=wr, allowance=allowance,
            violations=violations, docks=docks, buoys=buoys, depths=depths, depth_level_ft=level,
            has_bathymetry=req.depth_at is not None, preparer=req.preparer,
            date_text=req.date_text or _dt.date.today().isoformat(),
            scale_text=f"SCALE: {scale_words(scale)}", scale_note=scale_note,
            crs_text=_crs_text(req.crs))
        c.legal_description = legal_paragraphs(wr, parcel_id, profile, req)

        mhw = profile.get("levels.mean_high_water_ft")
        mhw_label = ("MEAN HIGH WATER MARK" + (f" (el. {mhw.value:g} ft, {mhw.section})"
                                               if mhw is not None and mhw.is_set else ""))

        def parcel_label(p: Parcel) -> str:
            ident = content_mod.identity_from(p, req.owner_field, req.address_field, req.tax_map_field,
                                              req.id_field)
            head = "SUBJECT PARCEL\n" if p.parcel_id == parcel_id else ""
            tax = f"Tax map {ident.tax_map_no}" if ident.tax_map_no else f"Parcel {p.parcel_id}"
            return head + tax + (f"\n{ident.owner}" if ident.owner else "")

        plan = build_plan_layers(
            crs_authid=req.crs.authid(), parcel=parcel, parcels=req.parcels, wr=wr, extent=extent,
            setback_ft=content_mod.wr_setback(wr, parcel_id, profile, parcel), reach_ft=reach_ft,
            docks=docks, buoys=buoys, violations=[f.violation for f in c.findings], depths=depths,
            mhw_label=mhw_label, parcel_label=parcel_label, ft_per_mm=scale / MM_PER_FT)
        for lyr in plan.layers:
            project.addMapLayer(lyr, False)

        set_variables(layout, c.variables)
        setup_map(layout, plan.layers, req.crs, frame)
        setup_legend(layout, plan.layers)
        fill_area(layout, "figures", text_blocks.figures_parts(c), (8.0, 7.5, 7.0, 6.5, 6.0, 5.5))
        fill_status(layout, "compliance_status", *text_blocks.status_lines(c))
        fill_area(layout, "certification", text_blocks.certification_parts(c, req.preparer),
                  (7.0, 6.5, 6.0, 5.5))
        pages = flow_blocks(layout, text_blocks.flow_blocks(c))
        refresh_text(layout)
        stamp_sheet_numbers(layout)                # "sheet n of N" now that N is known
        layout.refresh()
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        export_pdf(layout, path)
    finally:
        dispose(layout, project)
    return SitePlanResult(parcel_id=parcel_id, path=path, pages=pages, scale=frame.scale,
                          complies=c.complies, findings=len(c.findings), scale_note=scale_note,
                          verdict=c.verdict, content=c)


def labeling_settings() -> QgsLabelingEngineSettings:
    """More label candidates than QGIS's default around small polygons: a crowded lot's docks,
    hoists and buoys each find a free place for their callout more often."""
    settings = QgsLabelingEngineSettings()
    settings.setMaximumPolygonCandidatesPerCmSquared(25.0)
    settings.setMaximumLineCandidatesPerCm(25.0)
    return settings


def dispose(layout: Any | None, project: QgsProject) -> None:
    """Free the layout, then its private project, now and in that order: left to the garbage
    collector they may outlive QgsApplication (QGIS then crashes on exit)."""
    if layout is not None:
        sip.delete(layout)
    project.removeAllMapLayers()
    project.clear()
    sip.delete(project)


def check_parcel(req: SitePlanRequest, parcel_id: str) -> list[Violation]:
    """check_layout for one parcel, findings without a place drawn at their source feature."""
    violations = pipeline_check(req.profile, req.parcels, req.wr, req.structures, req.buoys,
                                depth_at=req.depth_at, parcel_ids=[parcel_id])
    return [v for v in violations if v.parcel_id in (parcel_id, None)]


def render_site_plans(req: SitePlanRequest, parcel_ids: Sequence[str] | None, folder: str,
                      feedback: Any = None) -> list[SitePlanResult]:
    """One PDF per parcel (every lakeshore parcel when `parcel_ids` is empty) into `folder`."""
    ids = list(parcel_ids) if parcel_ids else lakeshore_ids(req.wr, req.parcels)
    # D1, H1, B1 in the map, the tables and the findings alike: never the temporary negative ids
    # QGIS gives features not saved yet (core/labels.py)
    from ..core.labels import label_layout
    structures, buoys = label_layout(req.structures, req.buoys)
    req = replace(req, structures=structures, buoys=buoys)
    os.makedirs(folder, exist_ok=True)
    names, collisions = unique_file_names(ids, safe_name, "siteplan_{}.pdf")
    for group in collisions:
        if feedback is not None:
            feedback.pushWarning(tr("Parcels {ids} have one file name after unsafe characters are replaced: "
                                    "their site plans are {names}.").format(
                ids=", ".join(f"'{pid}'" for pid in group), names=", ".join(names[pid] for pid in group)))
    out: list[SitePlanResult] = []
    for i, pid in enumerate(ids):
        if feedback is not None and feedback.isCanceled():
            break
        path = os.path.join(folder, names[pid])
        # drawn under a temporary name, checked whole, then renamed (qgis_io/files.py)
        with replaced_atomically(path) as temp:
            result = replace(render_site_plan(req, pid, temp), path=path)
            check_pdf(temp)
        out.append(result)
        if feedback is not None:
            verdict = {"compliant": tr("complies"), "not_regulated": tr("not regulated by the law"),
                       "nonconforming": tr("nonconforming: no violation, findings to judge"),
                       "not_checked": tr("not checked in full: input problems")}.get(
                result.verdict, tr("does not comply"))
            if result.findings:
                verdict = one_or_many(result.findings, tr("{verdict}, {n} finding"),
                                      tr("{verdict}, {n} findings")).format(verdict=verdict,
                                                                            n=result.findings)
            feedback.pushInfo(tr("Parcel {pid}: {path} ({pages} sheets, 1:{scale:,}, {verdict})").format(
                pid=pid, path=path, pages=result.pages, scale=result.scale, verdict=verdict))
            if result.scale_note:
                feedback.pushWarning(tr("Parcel {pid}: {note}").format(pid=pid, note=result.scale_note))
            feedback.setProgress(100.0 * (i + 1) / len(ids))
    return out


# ---------------------------------------------------------------- from QGIS layers (the panel)

def build_site_plan(
    parcel_layer: QgsFeatureSource,
    shoreline_layer: QgsFeatureSource,
    profile: Any,
    output_folder: str,
    *,
    parcel_ids: Sequence[str] | None = None,
    structures_layer: QgsFeatureSource | None = None,
    buoys_layer: QgsFeatureSource | None = None,
    bathymetry: QgsRasterLayer | None = None,
    id_field: str | None = None,
    land_use_field: str | None = None,
    frontage_field: str | None = None,
    seating_field: str | None = None,
    steep_slope_field: str | None = None,
    upland_near_mhw_field: str | None = None,
    owner_field: str | None = None,
    address_field: str | None = None,
    tax_map_field: str | None = None,
    preparer: str = "",
    scale: Any = DEFAULT_SCALE,
    crs: QgsCoordinateReferenceSystem | None = None,
    feedback: Any = None,
) -> list[str]:
    """Site plan PDF(s) from QGIS layers; returns the PDF paths.

    `profile` is a core Profile or its name/path ("keuka", "canandaigua", a TOML). Field names
    left empty are guessed from common tax-map names. Raises ValueError (or the converters'
    QgsProcessingException) with one sentence saying what to fix."""
    from ..core.profiles import load_profile

    if isinstance(profile, str):
        profile = load_profile(profile)
    # the panel's and the toolbox's rule: `crs`, else the law's, else EPSG:2261
    crs = decide_working_crs(crs, profile.meta.get("crs")).crs
    tc = QgsProject.instance().transformContext()
    guessed = guess_identity_fields(parcel_layer.fields().names())
    parcels, shoreline, messages = read_lake(parcel_layer, shoreline_layer, crs, tc, id_field,
                                             land_use_field, frontage_field, seating_field,
                                             steep_slope_field=steep_slope_field,
                                             upland_near_mhw_field=upland_near_mhw_field,
                                             profile=profile)
    structures, buoys, more = read_layout(structures_layer, buoys_layer, crs, tc)
    messages += more
    wr = pipeline_compute(parcels, shoreline, profile)
    req = SitePlanRequest(
        profile=profile, crs=crs, parcels=parcels, wr=wr, structures=structures, buoys=buoys,
        depth_at=raster_sampler(bathymetry, crs, tc) if bathymetry is not None else None,
        owner_field=owner_field or guessed["owner"], address_field=address_field or guessed["address"],
        tax_map_field=tax_map_field or guessed["tax_map"], id_field=id_field, preparer=preparer,
        scale=parse_scale(scale))
    return [r.path for r in render_site_plans(req, parcel_ids, output_folder, feedback)]


def build_site_plan_from_session(
    session: Any,
    output_folder: str,
    *,
    parcel_ids: Sequence[str] | None = None,
    structures_layer: QgsFeatureSource | None = None,
    buoys_layer: QgsFeatureSource | None = None,
    owner_field: str | None = None,
    address_field: str | None = None,
    tax_map_field: str | None = None,
    id_field: str | None = None,
    preparer: str = "",
    scale: Any = DEFAULT_SCALE,
    feedback: Any = None,
) -> list[str]:
    """Site plan PDF(s) for the panel's computed lake (ui/session.LakeSession: profile, crs,
    parcels, wr, depth_at), without computing the water rights again; returns the PDF paths."""
    req = session_site_plan_request(
        session, structures_layer=structures_layer, buoys_layer=buoys_layer, owner_field=owner_field,
        address_field=address_field, tax_map_field=tax_map_field, id_field=id_field,
        preparer=preparer, scale=scale)
    return [r.path for r in render_site_plans(req, parcel_ids, output_folder, feedback)]
