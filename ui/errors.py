"""Turn failures inside Qt slots into one message-bar sentence, never a traceback.

A slot that raises inside Qt's event loop would print a traceback (or pop up QGIS's Python
error dialog). Every slot the UI connects is wrapped with `guarded`, which logs the traceback
to the log panel (for bug reports) and shows the user a sentence.
"""
from __future__ import annotations

import functools
import inspect
import logging
import traceback
from collections.abc import Callable
from typing import Any

from qgis.core import Qgis, QgsMessageLog

from .i18n import tr

LOG = logging.getLogger("shoreline_layout.ui")
LOG_TAG = "Shoreline Layout"


class UserError(Exception):
    """A problem the user can fix; its text is already a plain sentence for the message bar."""


def push(iface: Any, text: str, level: Qgis.MessageLevel = Qgis.MessageLevel.Warning,
         duration: int = 8) -> None:
    """Show `text` in QGIS's message bar under the plugin's title (and in the log panel)."""
    QgsMessageLog.logMessage(text, LOG_TAG, level)
    try:
        bar = iface.messageBar()
        bar.pushMessage(tr("Shoreline Layout"), text, level, duration)
    except Exception:  # no message bar (headless): the log above is enough
        pass


def ask_yes_no(parent: Any, question: str) -> bool:
    """A Yes/No question (No is the default): the sentence says exactly what Yes does."""
    from qgis.PyQt.QtWidgets import QMessageBox
    answer = QMessageBox.question(parent, tr("Shoreline Layout"), question,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def guarded(iface_getter: Callable[[Any], Any], what: str) -> Callable:
    """Decorator for methods used as slots: exceptions become a message-bar sentence.

    `iface_getter(self)` returns the QgisInterface; `what` names the action for the sentence
    ("compute the water-rights lines").
    """
    def deco(fn: Callable) -> Callable:
        # Qt passes every signal argument (clicked(bool), currentIndexChanged(int), ...);
        # keep only as many as the method takes, as PyQt does for undecorated slots.
        params = list(inspect.signature(fn).parameters.values())[1:]
        varargs = any(p.kind == p.VAR_POSITIONAL for p in params)
        npos = sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)

        @functools.wraps(fn)
        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any | None:
            if not varargs:
                args = args[:npos]
            try:
                return fn(self, *args, **kwargs)
            except UserError as exc:
                push(iface_getter(self), str(exc), Qgis.MessageLevel.Warning)
            except Exception as exc:
                QgsMessageLog.logMessage(traceback.format_exc(), LOG_TAG, Qgis.MessageLevel.Critical)
                push(iface_getter(self),
                     tr("Could not {what}: {err} (details in the Log Messages panel).").format(
                         what=tr(what), err=str(exc) or exc.__class__.__name__),
                     Qgis.MessageLevel.Critical)
            return None
        return wrapper
    return deco
