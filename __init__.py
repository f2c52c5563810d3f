"""Shoreline Layout: a QGIS plugin for lakeshore docking plans on New York's Finger Lakes.

QGIS imports this package and calls classFactory(iface). Nothing here imports QGIS at module
level, so `shoreline_layout.core` imports (and is tested) in plain Python without QGIS.
"""
from __future__ import annotations

import re
from typing import Any

from .install_help import SHAPELY_SPEC, WHEEL_GEOS, Platform, how_to_fix, pip_command

PLUGIN_NAME = "Shoreline Layout"
_SHAPELY_MIN = (2, 0)
_SHAPELY_TOO_NEW = (2, 2)  # 2.2 needs numpy>=1.26 and breaks osgeo.gdal_array on Debian 12


def process_geos_version() -> tuple[int, ...] | None:
    """(major, minor) of a GEOS C library in this process's global symbol scope, else None.

    QGIS desktop and qgis_process link GEOS, so on Linux their copy takes the GEOS calls of every
    library loaded later, shapely's included. A shapely wheel that bundles a newer GEOS then calls
    functions the older copy lacks with that copy's handles, and QGIS crashes (WKB, WKT and
    coordinate dimensions go wrong too). Plain Python loads QGIS's libraries privately: None there.
    """
    try:
        import ctypes

        geos_version = ctypes.CDLL(None).GEOSversion
    except Exception:  # no GEOS in the global scope, or no dlopen(NULL) (Windows)
        return None
    geos_version.restype = ctypes.c_char_p
    found = _version_tuple(geos_version().decode("ascii", "replace"))
    return found if len(found) == 2 else None


def shapely_install_command(process_geos: tuple[int, ...] | None = None, reinstall: bool = False) -> str:
    """The pip command that installs a suitable shapely for QGIS's own Python interpreter."""
    return pip_command(Platform.current(), process_geos is not None and process_geos < WHEEL_GEOS, reinstall)


def _how_to_fix(process_geos: tuple[int, ...] | None, reinstall: bool = False) -> str:
    """The end of the one-sentence message: what to run on this platform (install_help.py)."""
    return how_to_fix(Platform.current(), process_geos, reinstall)


def _version_tuple(version: str) -> tuple[int, ...]:
    """(2, 1) from "2.1.2", (2, 0) from "2.0rc1"; () if there is no leading number."""
    return tuple(int(part) for part in re.findall(r"\d+", version.split("+")[0])[:2])


def shapely_problem() -> str | None:
    """One sentence saying what is wrong with shapely for this plugin, or None if it is usable."""
    process_geos = process_geos_version()
    fix = _how_to_fix(process_geos)
    try:
        import shapely
    except Exception as exc:  # a broken install can fail with more than ImportError
        return (f"{PLUGIN_NAME} needs the Python package shapely {SHAPELY_SPEC}, which QGIS's Python "
                f"cannot import ({type(exc).__name__}): {fix}")
    version = str(getattr(shapely, "__version__", "unknown"))
    if not _SHAPELY_MIN <= _version_tuple(version) < _SHAPELY_TOO_NEW:
        return (f"{PLUGIN_NAME} needs shapely {SHAPELY_SPEC} but QGIS's Python has shapely {version}: "
                f"{fix}")
    shapely_geos = tuple(getattr(shapely, "geos_version", ()))[:2]
    if process_geos is not None and len(shapely_geos) == 2 and process_geos < shapely_geos:
        built_on, runs_on = ".".join(map(str, shapely_geos)), ".".join(map(str, process_geos))
        return (f"{PLUGIN_NAME} cannot use shapely {version}: it is built on GEOS {built_on}, newer than "
                f"the GEOS {runs_on} QGIS runs on, which would crash QGIS; "
                f"{_how_to_fix(process_geos, reinstall=True)}")
    return None


class MissingDependencyPlugin:
    """Stands in for the plugin when shapely is unusable: says so once and loads nothing else."""

    def __init__(self, iface: Any, problem: str) -> None:
        from qgis.core import Qgis, QgsMessageLog

        self.iface = iface
        self.problem = problem
        QgsMessageLog.logMessage(problem, PLUGIN_NAME, Qgis.MessageLevel.Critical)

    def initProcessing(self) -> None:
        """Nothing to register: the algorithms need shapely."""

    def initGui(self) -> None:
        from qgis.core import Qgis

        if self.iface is not None:
            self.iface.messageBar().pushMessage(PLUGIN_NAME, self.problem, level=Qgis.MessageLevel.Critical,
                                                duration=0)

    def unload(self) -> None:
        """initGui added nothing that outlives the message."""


def classFactory(iface: Any) -> Any:
    """Called by QGIS (desktop and qgis_process, where iface is None) to create the plugin."""
    problem = shapely_problem()
    if problem is not None:
        return MissingDependencyPlugin(iface, problem)
    from .plugin import ShorelineLayoutPlugin

    return ShorelineLayoutPlugin(iface)
