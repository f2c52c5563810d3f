"""The working CRS: the core's one decision (core/working_crs.py) read with QGIS, and its validation.

Everything is measured in US survey feet in a projected CRS; a geographic or metric CRS is
refused with a sentence saying what to choose instead.
"""
from __future__ import annotations

from dataclasses import dataclass

from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsProcessingException, QgsUnitTypes
from qgis.PyQt.QtCore import QCoreApplication

from ..core.working_crs import CHOSEN, DEFAULT_WORKING_CRS, PROFILE
from ..core.working_crs import decide_working_crs as core_decide

FEET_UNITS = (Qgis.DistanceUnit.FeetUSSurvey, Qgis.DistanceUnit.Feet)


def working_crs() -> QgsCoordinateReferenceSystem:
    """The default working CRS."""
    return QgsCoordinateReferenceSystem(DEFAULT_WORKING_CRS)


def crs_text(crs: QgsCoordinateReferenceSystem | None) -> str:
    """A CRS as the project stores it: its authority id, else its WKT; "" when not set."""
    if crs is None or not crs.isValid():
        return ""
    return crs.authid() or crs.toWkt(Qgis.CrsWktVariant.Preferred)


def crs_from_text(text: str) -> QgsCoordinateReferenceSystem:
    """crs_text's inverse (an invalid CRS for "" or text QGIS cannot read)."""
    crs = QgsCoordinateReferenceSystem()
    if text.strip():
        crs.createFromUserInput(text.strip())
    return crs


@dataclass(frozen=True)
class WorkingCrs:
    """The working CRS of a run, the rule that chose it (core/working_crs.py) and the sentence
    saying so (the Processing log, the panel's message bar)."""
    crs: QgsCoordinateReferenceSystem
    source: str
    sentence: str


def decide_working_crs(chosen: QgsCoordinateReferenceSystem | str | None,
                       profile_crs: str | None) -> WorkingCrs:
    """The working CRS of the panel and of every Processing algorithm, as the core decides it
    (the explicit choice, else the law's `[profile] crs`, else EPSG:2261), validated by
    working_crs_from and said in one sentence."""
    given = chosen if isinstance(chosen, QgsCoordinateReferenceSystem) else None
    chosen_text = crs_text(given) if given is not None else (chosen or "")
    decision = core_decide(chosen_text, profile_crs)
    if decision.source == CHOSEN and given is not None:
        crs = given
    else:
        crs = crs_from_text(decision.crs)
        if not crs.isValid():
            raise QgsProcessingException(QCoreApplication.translate(
                "ShorelineLayout",
                "The working CRS '{crs}' is not a coordinate reference system QGIS knows; choose a "
                "projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).").format(
                    crs=decision.crs))
    crs = working_crs_from(crs)
    return WorkingCrs(crs, decision.source, reason_sentence(decision.source, crs))


def crs_label(crs: QgsCoordinateReferenceSystem) -> str:
    """"EPSG:2262 (NAD83 / New York West (ftUS))"; a CRS without an authority id by its name."""
    name = crs.description() or crs.toProj()
    return f"{crs.authid()} ({name})" if crs.authid() else name


def reason_sentence(source: str, crs: QgsCoordinateReferenceSystem) -> str:
    """Which CRS the lake was measured in and why, in one sentence."""
    text = {
        CHOSEN: QCoreApplication.translate(
            "ShorelineLayout", "Measured in {crs}: the working CRS chosen for this run."),
        PROFILE: QCoreApplication.translate(
            "ShorelineLayout", "Measured in {crs}: the law's working CRS ([profile] crs of the profile), "
            "as no other was chosen."),
    }.get(source) or QCoreApplication.translate(
        "ShorelineLayout", "Measured in {crs}, the default: no working CRS was chosen and the law "
        "names none.")
    return text.format(crs=crs_label(crs))


def working_crs_from(crs: QgsCoordinateReferenceSystem | None) -> QgsCoordinateReferenceSystem:
    """Validate the working CRS (default EPSG:2261). Refuses geographic CRSs and non-foot units:
    the laws' distances are in feet and nothing may be measured in degrees."""
    if crs is None or not crs.isValid():
        crs = working_crs()
    if crs.isGeographic():
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "The working CRS {crs} ({name}) is geographic (degrees); choose a projected CRS in feet, "
            "e.g. EPSG:2261 NAD83 / New York Central (ftUS).").format(
                crs=crs.authid(), name=crs.description()))
    if crs.mapUnits() not in FEET_UNITS:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout",
            "The working CRS {crs} ({name}) measures in {units}, not feet; choose a projected CRS in "
            "US survey feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).").format(
            crs=crs.authid(), name=crs.description(), units=QgsUnitTypes.toString(crs.mapUnits())))
    return crs
