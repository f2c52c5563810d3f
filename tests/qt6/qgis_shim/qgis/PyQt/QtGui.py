"""qgis.PyQt.QtGui on Qt6: PyQt6's."""
from PyQt6.QtGui import *
