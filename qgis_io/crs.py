"""The working CRS: the one default (the panel's and the toolbox's) and its validation.

Everything is measured in US survey feet in a projected CRS; a geographic or metric CRS is
refused with a sentence saying what to choose instead.
"""
from __future__ import annotations

from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsProcessingException, QgsUnitTypes
from qgis.PyQt.QtCore import QCoreApplication

DEFAULT_WORKING_CRS = "EPSG:2261"   # NAD83 / New York Central (ftUS), the system the Keuka law uses
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


def chosen_working_crs(chosen: str, profile_crs: str | None) -> QgsCoordinateReferenceSystem:
    """The panel's working CRS: the one chosen in the panel, else the profile's ([profile] crs),
    else the default; validated by working_crs_from, as the toolbox's CRS parameter is."""
    for text in (chosen, profile_crs or ""):
        if not text.strip():
            continue
        crs = crs_from_text(text)
        if not crs.isValid():
            raise QgsProcessingException(QCoreApplication.translate(
                "ShorelineLayout",
                "The working CRS '{crs}' is not a coordinate reference system QGIS knows; choose a "
                "projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).").format(crs=text))
        return working_crs_from(crs)
    return working_crs_from(None)


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
