"""qgis.PyQt.QtWidgets on Qt6: PyQt6's, with the classes Qt6 moved to QtGui, which QGIS 4's own
qgis.PyQt.QtWidgets keeps importable from here for Qt5 code (an assumption of this stand-in)."""
from PyQt6.QtGui import QAction, QActionGroup, QShortcut
from PyQt6.QtWidgets import *
