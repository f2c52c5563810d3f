"""qgis.PyQt.uic on Qt6: PyQt6's."""
from PyQt6.uic import *
