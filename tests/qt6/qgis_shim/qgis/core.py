"""The three names of qgis.core the widgets under test import, as plain stand-ins."""
from __future__ import annotations

import enum
from typing import ClassVar

from PyQt6.QtCore import QSettings


class Qgis:
    class MessageLevel(enum.IntEnum):
        Info = 0
        Warning = 1
        Critical = 2
        Success = 3


class QgsMessageLog:
    logged: ClassVar[list[tuple[str, str, object]]] = []

    @staticmethod
    def logMessage(message: str, tag: str = "", level: object = Qgis.MessageLevel.Warning) -> None:
        QgsMessageLog.logged.append((message, tag, level))


class QgsSettings(QSettings):
    pass
