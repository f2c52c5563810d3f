"""One bridge from the stdlib logger "shoreline_layout" (which core/ writes to) to QGIS's message log.

core/ cannot import QGIS, so it logs with `logging.getLogger("shoreline_layout...")`; the plugin
installs one handler on that logger while it is loaded and removes it in unload().
"""
from __future__ import annotations

import logging

from qgis.core import Qgis, QgsMessageLog

LOGGER_NAME = "shoreline_layout"
LOG_TAG = "Shoreline Layout"
# Found by name, not by class: after a plugin reload the module (and so the class) is a new object.
HANDLER_NAME = "shoreline_layout.qgis_message_log"


def qgis_level(levelno: int) -> Qgis.MessageLevel:
    """QGIS message level for a stdlib logging level."""
    if levelno >= logging.ERROR:
        return Qgis.MessageLevel.Critical
    if levelno >= logging.WARNING:
        return Qgis.MessageLevel.Warning
    return Qgis.MessageLevel.Info


class QgsMessageLogHandler(logging.Handler):
    """Writes records to QgsMessageLog under the plugin's tag (safe from Processing's worker threads)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            QgsMessageLog.logMessage(self.format(record), LOG_TAG, qgis_level(record.levelno),
                                     notifyUser=record.levelno >= logging.WARNING)
        except Exception:  # logging must never raise into the caller
            self.handleError(record)


def find_log_handler() -> logging.Handler | None:
    """The installed bridge handler, if any."""
    for handler in logging.getLogger(LOGGER_NAME).handlers:
        if handler.get_name() == HANDLER_NAME:
            return handler
    return None


def install_log_handler(level: int = logging.INFO) -> logging.Handler:
    """Attach the bridge (once: a second call returns the handler already there)."""
    existing = find_log_handler()
    if existing is not None:
        return existing
    logger = logging.getLogger(LOGGER_NAME)
    handler = QgsMessageLogHandler(level)
    handler.set_name(HANDLER_NAME)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    # Without a level of its own the logger inherits the root's WARNING and drops INFO records.
    handler.previous_logger_level = logger.level  # type: ignore[attr-defined]
    if logger.level == logging.NOTSET or logger.level > level:
        logger.setLevel(level)
    logger.addHandler(handler)
    return handler


def remove_log_handler(handler: logging.Handler) -> None:
    """Detach the bridge and give the logger back the level it had before."""
    logger = logging.getLogger(LOGGER_NAME)
    logger.removeHandler(handler)
    logger.setLevel(getattr(handler, "previous_logger_level", logging.NOTSET))
    handler.close()
