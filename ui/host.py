"""What the panel's helpers (documents, findings view, parcel view, map tools) need of the
controller that owns them, as a Protocol: they are handed the controller and call back into it,
and naming its type here instead of importing ui/controller.py keeps the module graph free of
cycles (the controller imports each of them)."""
from __future__ import annotations

from typing import Any, Protocol

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtGui import QColor

from ..pipeline import SitePlanRenderer
from .live_checker import LiveChecker
from .panel import ShorelinePanel
from .project_settings import PanelChoices
from .session import LakeSession
from .violations_layer import ViolationsWriter
from .violations_table import ViolationsTableModel


class Host(Protocol):
    """The controller as its helpers see it (ui/controller.UiController is one)."""

    iface: Any
    panel: ShorelinePanel | None
    session: LakeSession | None
    checker: LiveChecker | None
    writer: ViolationsWriter | None
    table_model: ViolationsTableModel | None
    render_site_plans: SitePlanRenderer
    computed_with: PanelChoices | None     # the panel's choices of the lake on show

    def stale_reason(self) -> str: ...

    def layout_layer(self, role: str) -> QgsVectorLayer | None: ...

    def show_parcel(self, pid: str, zoom: bool = False) -> None: ...

    def show_figures(self, text: str, colour: QColor | None = None) -> None: ...


__all__ = ["Host"]
