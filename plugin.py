"""Wires Shoreline Layout into QGIS — translator, Processing provider, user interface, log bridge —
and undoes all of it in unload(), so the plugin can be reloaded any number of times.

It is also where the packages meet: processing/, ui/ and report/ never import each other, so
the site-plan renderer (report/) is handed from here to the provider and the panel."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QTranslator

from .processing.provider import ShorelineLayoutProvider
from .qgis_io.log import install_log_handler, remove_log_handler
from .qgis_io.translation import install_translator, remove_translator

if TYPE_CHECKING:
    from .ui.controller import UiController

SETTINGS_GROUP = "shoreline_layout"
LOG_LEVEL_KEY = f"{SETTINGS_GROUP}/log_level"  # DEBUG | INFO | WARNING | ERROR


def render_site_plans(*args: Any, **kwargs: Any) -> list:
    """report/siteplan.render_site_plans, imported when first called: loading the plugin (and
    qgis_process) stays free of the print-layout code until a site plan is drawn."""
    from .report.siteplan import render_site_plans as render

    return render(*args, **kwargs)


def render_audit_pdf(*args: Any, **kwargs: Any) -> list:
    """report/audit_pdf.render_audit_pdf (the lake audit's PDF), imported when first called."""
    from .report.audit_pdf import render_audit_pdf as render

    return render(*args, **kwargs)


def render_review_memo(*args: Any, **kwargs: Any) -> list:
    """report/review_memo.render_review_memo (reviewsubmission's memo), imported when first called."""
    from .report.review_memo import render_review_memo as render

    return render(*args, **kwargs)


def make_provider() -> ShorelineLayoutProvider:
    """The Processing provider with every algorithm, the site plan's, the audit PDF's and the
    review memo's included."""
    return ShorelineLayoutProvider(render_site_plans, render_audit_pdf, render_review_memo)


def configured_log_level() -> int:
    """The level the log bridge forwards from, read from QgsSettings (default INFO)."""
    name = str(QgsSettings().value(LOG_LEVEL_KEY, "INFO", type=str)).upper()
    level = logging.getLevelName(name)
    return level if isinstance(level, int) else logging.INFO


class ShorelineLayoutPlugin:
    """The object QGIS holds while the plugin is loaded (see classFactory in __init__.py)."""

    def __init__(self, iface: Any) -> None:
        self.iface = iface  # None under qgis_process
        self.provider: ShorelineLayoutProvider | None = None
        self.ui: UiController | None = None
        self.log_handler: logging.Handler | None = None
        self.translator: QTranslator | None = None
        self._translator_tried = False

    def initProcessing(self) -> None:
        """Register the Processing provider; QGIS calls this alone when headless (qgis_process)."""
        if not self._translator_tried:
            # First, before any string is made: algorithm names and the panel's form are
            # translated when they are built (initGui comes through here too).
            self._translator_tried = True
            self.translator = install_translator()
        if self.log_handler is None:
            self.log_handler = install_log_handler(configured_log_level())
        if self.provider is None:
            self.provider = make_provider()
            QgsApplication.processingRegistry().addProvider(self.provider)

    def initGui(self) -> None:
        """Processing first, then the panel, actions, toolbar and map tools."""
        self.initProcessing()
        # Imported here so that qgis_process never loads the widgets.
        from .ui.controller import UiController

        try:
            self.ui = UiController(self.iface, render_site_plans)
            self.ui.init_gui()
        except Exception:
            # QGIS drops a plugin whose initGui raises without calling unload(): clean up first.
            self.unload()
            raise

    def unload(self) -> None:
        """Undo initGui()/initProcessing(): UI, provider, log handler, translator."""
        try:
            if self.ui is not None:
                ui, self.ui = self.ui, None
                ui.unload()
        finally:  # a failing UI teardown must not leave the provider registered
            if self.provider is not None:
                provider, self.provider = self.provider, None
                # The registry owns (and deletes) the provider once it is removed.
                QgsApplication.processingRegistry().removeProvider(provider)
            if self.log_handler is not None:
                handler, self.log_handler = self.log_handler, None
                remove_log_handler(handler)
            translator, self.translator, self._translator_tried = self.translator, None, False
            remove_translator(translator)
