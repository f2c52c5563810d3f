"""Shoreline Layout: a QGIS plugin for lakeshore docking plans on New York's Finger Lakes.

QGIS imports this package and calls classFactory(iface). Nothing here imports QGIS at module
level, so `shoreline_layout.core` imports (and is tested) in plain Python without QGIS.
"""
from __future__ import annotations

import re
import sys
import sysconfig
from pathlib import Path
from typing import Any, Optional

PLUGIN_NAME = "Shoreline Layout"
SHAPELY_SPEC = ">=2.0,<2.2"
_SHAPELY_MIN = (2, 0)
_SHAPELY_TOO_NEW = (2, 2)  # 2.2 needs numpy>=1.26 and breaks osgeo.gdal_array on Debian 12


def shapely_install_command() -> str:
    """The command that installs a suitable shapely for QGIS's own Python interpreter."""
    python = "/usr/bin/python3" if sys.platform.startswith("linux") else "python3"
    command = f'{python} -m pip install --user "shapely{SHAPELY_SPEC}"'
    # Debian 12+ marks its Python as externally managed (PEP 668): pip refuses even --user
    # installs without this flag; a --user install leaves the system's packages untouched.
    if (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists():
        command += " --break-system-packages"
    return command


def _version_tuple(version: str) -> tuple[int, ...]:
    """(2, 1) from "2.1.2", (2, 0) from "2.0rc1"; () if there is no leading number."""
    return tuple(int(part) for part in re.findall(r"\d+", version.split("+")[0])[:2])


def shapely_problem() -> Optional[str]:
    """One sentence saying what is wrong with shapely for this plugin, or None if it is usable."""
    fix = f"install it with {shapely_install_command()} and restart QGIS."
    try:
        import shapely
    except Exception as exc:  # a broken install can fail with more than ImportError
        return (f"{PLUGIN_NAME} needs the Python package shapely {SHAPELY_SPEC}, which QGIS's Python "
                f"cannot import ({type(exc).__name__}): {fix}")
    version = str(getattr(shapely, "__version__", "unknown"))
    if not _SHAPELY_MIN <= _version_tuple(version) < _SHAPELY_TOO_NEW:
        return (f"{PLUGIN_NAME} needs shapely {SHAPELY_SPEC} but QGIS's Python has shapely {version}: "
                f"{fix}")
    return None


class MissingDependencyPlugin:
    """Stands in for the plugin when shapely is unusable: says so once and loads nothing else."""

    def __init__(self, iface: Any, problem: str) -> None:
        from qgis.core import Qgis, QgsMessageLog

        self.iface = iface
        self.problem = problem
        QgsMessageLog.logMessage(problem, PLUGIN_NAME, Qgis.MessageLevel.Critical)

    def initProcessing(self) -> None:  # noqa: N802 - QGIS's name
        """Nothing to register: the algorithms need shapely."""

    def initGui(self) -> None:  # noqa: N802 - QGIS's name
        from qgis.core import Qgis

        if self.iface is not None:
            self.iface.messageBar().pushMessage(PLUGIN_NAME, self.problem, level=Qgis.MessageLevel.Critical,
                                                duration=0)

    def unload(self) -> None:
        """initGui added nothing that outlives the message."""


def classFactory(iface: Any) -> Any:  # noqa: N802 - QGIS's name
    """Called by QGIS (desktop and qgis_process, where iface is None) to create the plugin."""
    problem = shapely_problem()
    if problem is not None:
        return MissingDependencyPlugin(iface, problem)
    from .plugin import ShorelineLayoutPlugin

    return ShorelineLayoutPlugin(iface)
