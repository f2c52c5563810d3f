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
