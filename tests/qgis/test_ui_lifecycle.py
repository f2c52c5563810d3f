"""The UI loads and unloads through classFactory(iface) twenty times and leaves nothing behind:
no actions, docks or toolbars, no map tool on the canvas, no canvas items, no signal receivers."""
from __future__ import annotations

import types
from collections import Counter
from typing import Any

from pytest_qgis.utils import process_events
from qgis.core import QgsProject
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QCoreApplication, QEvent, QObject
from qgis.PyQt.QtWidgets import QAction, QApplication, QDockWidget, QToolBar

CYCLES = 20
PREFIX = "ShorelineLayout"


def flush_deletes() -> None:
    process_events()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    process_events()


def our_objects(iface: Any) -> Counter:
    counts: Counter = Counter()
    seen: set[int] = set()
    for root in (iface.mainWindow(), *QApplication.topLevelWidgets()):
        for obj in (root, *root.findChildren(QObject)):
            address = sip.unwrapinstance(obj)
            if address in seen:
                continue
            seen.add(address)
            if obj.objectName().startswith(PREFIX):
                counts[(type(obj).__name__, obj.objectName())] += 1
    return counts


def receivers(iface: Any) -> dict[str, int]:
    project = QgsProject.instance()
    canvas = iface.mapCanvas()
    out = {f"project.{n}": project.receivers(getattr(project, n))
           for n in ("readProject", "cleared", "layersAdded", "layersRemoved", "layerWillBeRemoved")}
    out.update({f"canvas.{n}": canvas.receivers(getattr(canvas, n))
                for n in ("mapToolSet", "extentsChanged", "destinationCrsChanged", "layersChanged")})
    return out


def test_load_unload_twenty_times_leaves_nothing(plugin_package: types.ModuleType, qgis_iface: Any,
                                                 qgis_processing: None, qgis_new_project: Any) -> None:
    canvas = qgis_iface.mapCanvas()
    flush_deletes()
    objects_before = our_objects(qgis_iface)
    scene_items_before = len(canvas.scene().items())
    receivers_before = receivers(qgis_iface)
    tools_seen: list[Any] = []
    docks_seen: list[Any] = []

    for _ in range(CYCLES):
        plugin = plugin_package.classFactory(qgis_iface)
        plugin.initGui()
        ui = plugin.ui
        # while loaded: one panel action, one dock, one toolbar, four map tools with actions
        names = our_objects(qgis_iface)
        assert names[("QAction", "ShorelineLayoutPanelAction")] == 1
        assert names[("ShorelinePanel", "ShorelineLayoutDock")] == 1
        assert names[("QToolBar", "ShorelineLayoutToolbar")] == 1
        assert set(ui.tools) == {"parcel", "dock", "rect", "buoy", "measure"}
        ui.show_panel()
        assert ui.panel.isVisibleTo(qgis_iface.mainWindow()) or ui.panel_action.isChecked()
        for key in ("dock", "rect", "buoy", "measure", "parcel"):
            ui.activate_tool(key)
            assert canvas.mapTool() is ui.tools[key]
        tools_seen.extend(ui.tools.values())
        docks_seen.append(ui.panel)
        plugin.unload()
        assert canvas.mapTool() not in tools_seen
        flush_deletes()

    assert our_objects(qgis_iface) == objects_before
    assert len(canvas.scene().items()) == scene_items_before
    assert receivers(qgis_iface) == receivers_before
    assert all(sip.isdeleted(t) for t in tools_seen)
    assert all(sip.isdeleted(d) for d in docks_seen)
    main = qgis_iface.mainWindow()
    assert not [t for t in main.findChildren(QToolBar) if t.objectName().startswith(PREFIX)]
    assert not [d for d in main.findChildren(QDockWidget) if d.objectName().startswith(PREFIX)]
    assert not [a for a in main.findChildren(QAction) if a.objectName().startswith(PREFIX)]
