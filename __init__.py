"""Shoreline Layout: a QGIS plugin for lakeshore docking plans on New York's Finger Lakes.

QGIS imports this package and calls classFactory(iface). Nothing here imports QGIS at module
level, so `shoreline_layout.core` imports (and is tested) in plain Python without QGIS.
"""
from __future__ import annotations

import html
import re
from typing import Any, NamedTuple

from .install_help import SHAPELY_SPEC, Advice, Platform, advice, geos_api_compatible, pip_command, wheel_spec

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
    spec = wheel_spec(process_geos)
    return pip_command(Platform.current(), spec is None, reinstall, spec or SHAPELY_SPEC)


def _advice(process_geos: tuple[int, ...] | None, reinstall: bool = False) -> Advice:
    """What to run on this platform, in words and as the bare command (install_help.py)."""
    return advice(Platform.current(), process_geos, reinstall)


class ShapelyProblem(NamedTuple):
    """What is wrong with shapely, in one sentence, and the command in it that fixes it."""

    sentence: str
    command: str


def _version_tuple(version: str) -> tuple[int, ...]:
    """(2, 1) from "2.1.2", (2, 0) from "2.0rc1"; () if there is no leading number."""
    return tuple(int(part) for part in re.findall(r"\d+", version.split("+")[0])[:2])


def shapely_check() -> ShapelyProblem | None:
    """What is wrong with shapely for this plugin, or None if it is usable."""
    process_geos = process_geos_version()
    fix = _advice(process_geos)
    try:
        import shapely
    except Exception as exc:  # a broken install can fail with more than ImportError
        return ShapelyProblem(f"{PLUGIN_NAME} needs the Python package shapely {SHAPELY_SPEC}, which QGIS's "
                              f"Python cannot import ({type(exc).__name__}): {fix.text}", fix.command)
    version = str(getattr(shapely, "__version__", "unknown"))
    if not _SHAPELY_MIN <= _version_tuple(version) < _SHAPELY_TOO_NEW:
        return ShapelyProblem(f"{PLUGIN_NAME} needs shapely {SHAPELY_SPEC} but QGIS's Python has shapely "
                              f"{version}: {fix.text}", fix.command)
    shapely_geos = tuple(getattr(shapely, "geos_version", ()))[:3]
    if (process_geos is not None and len(shapely_geos) >= 2
            and not geos_api_compatible(shapely_geos, process_geos)):  # major.minor: the C API
        built_on, runs_on = ".".join(map(str, shapely_geos[:2])), ".".join(map(str, process_geos))
        fix = _advice(process_geos, reinstall=True)
        return ShapelyProblem(f"{PLUGIN_NAME} cannot use shapely {version}: it is built on GEOS {built_on}, "
                              f"newer than the GEOS {runs_on} QGIS runs on, which would crash QGIS; "
                              f"{fix.text}", fix.command)
    return None


def shapely_problem() -> str | None:
    """One sentence saying what is wrong with shapely for this plugin, or None if it is usable."""
    problem = shapely_check()
    return None if problem is None else problem.sentence


class MissingDependencyPlugin:
    """Stands in for the plugin when shapely is unusable: says so once and loads nothing else.

    QGIS's message bar and log panel show rich text, where `shapely>=2.0,<2.2` would lose everything
    from `<2.2` on as an unknown tag: both get the sentence escaped (qgis_process, which prints the
    log as plain text, gets it as it is), and the bar a button that copies the command."""

    MESSAGE = "ShorelineLayoutShapelyMessage"
    COPY_BUTTON = "ShorelineLayoutCopyInstallCommand"

    def __init__(self, iface: Any, problem: str | ShapelyProblem) -> None:
        from qgis.core import Qgis, QgsMessageLog

        self.iface = iface
        self.command: str | None = None
        if isinstance(problem, str):
            self.problem = problem
        else:
            self.problem, self.command = problem
        self.item: Any = None
        # QGIS desktop's log panel shows rich text; qgis_process (no iface) prints the log as it is.
        logged = self.problem if iface is None else html.escape(self.problem, quote=False)
        QgsMessageLog.logMessage(logged, PLUGIN_NAME, Qgis.MessageLevel.Critical)

    def initProcessing(self) -> None:
        """Nothing to register: the algorithms need shapely."""

    def initGui(self) -> None:
        from qgis.core import Qgis
        from qgis.gui import QgsMessageBarItem
        from qgis.PyQt.QtWidgets import QApplication, QPushButton

        if self.iface is None:
            return
        item = QgsMessageBarItem(PLUGIN_NAME, html.escape(self.problem, quote=False),
                                 Qgis.MessageLevel.Critical, 0)
        item.setObjectName(self.MESSAGE)
        if self.command:
            button = QPushButton("Copy the command", item)
            button.setObjectName(self.COPY_BUTTON)
            button.setToolTip(self.command)
            command = self.command
            button.clicked.connect(lambda: QApplication.clipboard().setText(command))
            item.layout().addWidget(button)
        self.iface.messageBar().pushItem(item)
        self.item = item

    def unload(self) -> None:
        """Take the message down if it is still up (a reload after installing shapely)."""
        from qgis.PyQt import sip

        item, self.item = self.item, None
        if item is not None and not sip.isdeleted(item) and item in self.iface.messageBar().items():
            self.iface.messageBar().popWidget(item)


def classFactory(iface: Any) -> Any:
    """Called by QGIS (desktop and qgis_process, where iface is None) to create the plugin."""
    problem = shapely_check()
    if problem is not None:
        return MissingDependencyPlugin(iface, problem)
    from .plugin import ShorelineLayoutPlugin

    return ShorelineLayoutPlugin(iface)
