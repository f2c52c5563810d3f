# ruff: noqa: F821  (exec'd by driver.py in a namespace holding iface, plugins and WORK)
# Run inside QGIS by run.sh: where things are on the X screen, in device pixels for xdotool.
from qgis.core import QgsPointXY
from qgis.PyQt.QtCore import QPoint

DPR = iface.mainWindow().devicePixelRatioF()
ui = plugins["shoreline_layout"].ui


def gpos(p):
    return f"{round(p.x() * DPR)} {round(p.y() * DPR)}"


def wpos(widget):
    """The centre of a widget."""
    return gpos(widget.mapToGlobal(widget.rect().center()))


def mpos(x, y):
    """A map point (project CRS) on the screen."""
    c = iface.mapCanvas()
    p = c.getCoordinateTransform().transform(QgsPointXY(x, y))
    return gpos(c.mapToGlobal(QPoint(round(p.x()), round(p.y()))))


def tabpos(i):
    tb = ui.panel.w.tabs.tabBar()
    return gpos(tb.mapToGlobal(tb.tabRect(i).center()))


def frame_point(along, out):
    """A point `along` ft along the shore and `out` ft over the water from the frame saved by the
    zoom step (frame.json: origin, tangent, normal at a tie line's middle)."""
    import json
    import os

    import numpy as np
    with open(os.path.join(WORK, "frame.json")) as fh:
        f = json.load(fh)
    o, t, n = (np.array(f[k]) for k in ("o", "t", "n"))
    p = o + along * t + out * n          # in the lake's working CRS (feet)
    from qgis.core import QgsCoordinateTransform, QgsProject
    xf = QgsCoordinateTransform(ui.session.crs, iface.mapCanvas().mapSettings().destinationCrs(),
                                QgsProject.instance())
    q = xf.transform(QgsPointXY(float(p[0]), float(p[1])))
    return mpos(q.x(), q.y())


def toolbutton(key):
    """The plugin toolbar's button of a map tool ('dock', 'buoy', ...)."""
    from qgis.PyQt.QtWidgets import QToolBar
    bar = next(w for w in iface.mainWindow().findChildren(QToolBar)
               if w.objectName() == "ShorelineLayoutToolbar")
    return wpos(bar.widgetForAction(ui.tools[key].action()))


def actionpos(action):
    """The toolbar button of one of QGIS's own actions (Save Project, ...)."""
    from qgis.PyQt.QtWidgets import QToolBar
    for bar in iface.mainWindow().findChildren(QToolBar):
        button = bar.widgetForAction(action)
        if button is not None and button.isVisible():
            return wpos(button)
    return "no toolbar button for " + action.text()


def modalpos():
    """The centre of the dialog now open (a file dialog, ...)."""
    from qgis.PyQt.QtWidgets import QApplication
    dialog = QApplication.activeModalWidget()
    return wpos(dialog) if dialog is not None else "no dialog is open"


def violation_row(pid, rule):
    """The findings table's row of one finding, scrolled into view."""
    table, model = ui.panel.w.violationsTable, ui.table_model
    row = next(i for i in range(model.rowCount())
               if model.violation_at(i)[1].parcel_id == pid and model.violation_at(i)[1].rule == rule)
    index = model.index(row, 0)
    table.scrollTo(index)
    return gpos(table.viewport().mapToGlobal(table.visualRect(index).center()))


def findings():
    """The findings table as the user reads it, one line per row (for run.sh's log)."""
    model = ui.table_model
    rows = [model.violation_at(i)[1] for i in range(model.rowCount())]
    return "; ".join(f"{v.parcel_id} {v.rule}: {v.message}" for v in rows) or "none"


def scalebox():
    """The status bar's Scale box."""
    from qgis.PyQt.QtWidgets import QComboBox
    boxes = [b for b in iface.statusBarIface().children()[0].parent().findChildren(QComboBox)
             if b.isVisible() and b.isEditable() and ":" in b.currentText()]
    return wpos(boxes[0].lineEdit()) if boxes else "no scale box"


def cut_buttons():
    """The panel's visible buttons whose text does not fit them (cut off), by name."""
    from qgis.PyQt.QtWidgets import QPushButton
    out = []
    for b in ui.panel.findChildren(QPushButton):
        if b.isVisible() and b.fontMetrics().horizontalAdvance(b.text()) + 12 > b.width():
            out.append(b.objectName())
    return ",".join(out) or "none"
