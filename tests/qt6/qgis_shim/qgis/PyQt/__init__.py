"""qgis.PyQt of a Qt6 QGIS: PyQt6's modules under QGIS's names."""
