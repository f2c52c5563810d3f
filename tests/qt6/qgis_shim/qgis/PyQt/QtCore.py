"""qgis.PyQt.QtCore on Qt6: PyQt6's."""
from PyQt6.QtCore import *
