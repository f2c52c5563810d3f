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


def processing_toolbox_search():
    """The Processing toolbox's search box (the toolbox shown first with its toolbar button)."""
    return wpos(plugins["processing"].toolbox.searchBox)


def toolbox_algorithm(alg_id):
    """The toolbox tree's row of an algorithm ('shorelinelayout:lakeaudit'), scrolled into view."""
    tree = plugins["processing"].toolbox.algorithmTree
    model = tree.model()

    def rows(parent):
        for r in range(model.rowCount(parent)):
            index = model.index(r, 0, parent)
            yield index
            yield from rows(index)

    for index in rows(tree.rootIndex()):
        alg = tree.algorithmForIndex(index)
        if alg is not None and alg.id() == alg_id:
            tree.scrollTo(index)
            return gpos(tree.viewport().mapToGlobal(tree.visualRect(index).center()))
    return "no " + alg_id + " in the toolbox"


def alg_dialog():
    """The Processing algorithm dialog now open (not modal: looked up among the top windows)."""
    from qgis.gui import QgsProcessingAlgorithmDialogBase
    from qgis.PyQt.QtWidgets import QApplication
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QgsProcessingAlgorithmDialogBase) and w.isVisible()), None)


def dialog_field(name):
    """The text box of parameter `name` in the open algorithm dialog, scrolled into view."""
    from qgis.PyQt.QtWidgets import QLineEdit, QScrollArea
    d = alg_dialog()
    if d is None:
        return "no algorithm dialog is open"
    widget = d.mainWidget().wrappers[name].wrappedWidget()
    box = widget if isinstance(widget, QLineEdit) else widget.findChild(QLineEdit)
    area = d.mainWidget().findChild(QScrollArea)
    if area is not None:
        area.ensureWidgetVisible(box)
    return wpos(box)


def dialog_button(text):
    """A button of the open algorithm dialog by its text ('Run', 'Close')."""
    from qgis.PyQt.QtWidgets import QPushButton
    d = alg_dialog()
    if d is None:
        return "no algorithm dialog is open"
    for b in d.findChildren(QPushButton):
        if b.isVisible() and b.text().replace("&", "") == text:
            return wpos(b)
    return "no button " + text


def dialog_tab(text):
    """A tab of the open algorithm dialog by its text ('Parameters', 'Log')."""
    from qgis.PyQt.QtWidgets import QTabWidget
    d = alg_dialog()
    if d is None:
        return "no algorithm dialog is open"
    for tabs in d.findChildren(QTabWidget):
        bar = tabs.tabBar()
        for i in range(tabs.count()):
            if tabs.tabText(i).replace("&", "") == text and bar.isVisible():
                return gpos(bar.mapToGlobal(bar.tabRect(i).center()))
    return "no tab " + text


def dialog_log(*keys):
    """The lines of the open dialog's log that start with one of `keys` (for run.sh's log)."""
    from qgis.PyQt.QtWidgets import QTextEdit
    d = alg_dialog()
    text = "\n".join(t.toPlainText() for t in d.findChildren(QTextEdit)) if d is not None else ""
    return "; ".join(line.strip() for line in text.splitlines() if line.strip().startswith(keys)) or "nothing"
