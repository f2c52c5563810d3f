"""Display measurements for the plan's labels and tables (no qgis).

These describe what is drawn (a dock's width x length, its area, how far it reaches); they decide
nothing. Whether a figure breaks the law is core/rules' verdict, reported through its Violations;
the measuring itself is core/rules/measure.py's, so label and verdict use the same frame.
Width is measured parallel to the MHW mark and length perpendicular to it, as both laws define
them (§160-123A(1)(b), §44-6A(1)(c)).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shapely.geometry.base import BaseGeometry

from ..core.model import Structure
from ..core.summary import KIND_LABELS, StructureFigures, structure_figures


@dataclass
class DepthSample:
    """The lake bottom sampled at one point of the parcel's water."""
    x: float
    y: float
    bottom_elev_ft: float
    depth_ft: float | None          # below the reference level; None when the level is unknown
    label: str


# One structure as the plan labels and measures it: core/summary.py computes it (the report
# formats it), so label, table and verdict use one measurement.
DockSummary = StructureFigures
KIND_NAMES = KIND_LABELS


def summarize_structures(structures: Iterable[Structure], shoreline: BaseGeometry, profile: Any,
                         land: BaseGeometry | None = None) -> list[DockSummary]:
    """core.summary.structure_figures: dock parts grouped by dock_id, measured in the MHW mark's
    frame, waterside areas less hoists' open water where the profile says so."""
    return structure_figures(profile, structures, shoreline, land)
