# ruff: noqa: F821  (exec'd by driver.py in a namespace holding iface, plugins and WORK)
# Run inside QGIS by run.sh (WALK_LAKE=utm): a project in UTM 18N with the two layers of
# make_utm_lake.py added as the Browser adds them ("<file> — <table>"), unstyled, the panel open.
import os

from qgis.core import QgsCoordinateReferenceSystem, QgsProject
from qgis.PyQt.QtWidgets import QApplication

iface.mainWindow().setGeometry(QApplication.primaryScreen().geometry())  # Qt6: no desktop()
QgsProject.instance().setCrs(QgsCoordinateReferenceSystem("EPSG:32618"))
gpkg = os.path.join(WORK, "data", "utm_lake.gpkg")
for table in ("mhw_2024", "tax_parcels"):          # the MHW first: the guess must not depend on it
    iface.addVectorLayer(f"{gpkg}|layername={table}", f"utm_lake \u2014 {table}", "ogr")
ui = plugins["shoreline_layout"].ui
ui.show_panel()
iface.zoomFull()
iface.messageBar().clearWidgets()
print("loaded", sorted(lyr.name() for lyr in QgsProject.instance().mapLayers().values()))
