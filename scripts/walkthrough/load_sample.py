# ruff: noqa: F821  (exec'd by driver.py in a namespace holding iface, plugins and WORK)
# Run inside QGIS by run.sh: add the sample lake as a user would (Layer > Add Layer), styled as the
# plugin's own styles draw them, open the panel. WORK is the walkthrough's temp dir (driver.py).
import os

from qgis.core import (
    Qgis,
    QgsColorRampShader,
    QgsCoordinateReferenceSystem,
    QgsProject,
    QgsRasterShader,
    QgsSingleBandPseudoColorRenderer,
)
from qgis.PyQt.QtGui import QColor
from qgis.PyQt.QtWidgets import QApplication

iface.mainWindow().setGeometry(QApplication.primaryScreen().geometry())  # Qt6: no desktop()
QgsProject.instance().setCrs(QgsCoordinateReferenceSystem("EPSG:2261"))
gpkg = os.path.join(WORK, "data", "sample_lake.gpkg")
r = iface.addRasterLayer(os.path.join(WORK, "data", "bathymetry.tif"), "bathymetry")
fn = QgsColorRampShader(640.0, 715.3)
fn.setColorRampType(Qgis.ShaderInterpolationMethod.Linear)
fn.setColorRampItemList([QgsColorRampShader.ColorRampItem(640.0, QColor(70, 120, 185), "640"),
                         QgsColorRampShader.ColorRampItem(715.3, QColor(205, 228, 246), "715.3")])
shader = QgsRasterShader()
shader.setRasterShaderFunction(fn)
r.setRenderer(QgsSingleBandPseudoColorRenderer(r.dataProvider(), 1, shader))
from shoreline_layout.qgis_io.styles import apply_style  # noqa: E402

for name, style in (("parcels", "parcels"), ("mhw", "shoreline")):
    apply_style(iface.addVectorLayer(f"{gpkg}|layername={name}", name, "ogr"), style)
ui = plugins["shoreline_layout"].ui
ui.show_panel()                 # it opens wide enough by itself (no resizeDocks here)
iface.zoomFull()
iface.messageBar().clearWidgets()
print("loaded", sorted(lyr.name() for lyr in QgsProject.instance().mapLayers().values()))
