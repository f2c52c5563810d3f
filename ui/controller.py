"""The plugin's user interface in QGIS: created by init_gui(), removed entirely by unload().

UiController owns the dock panel, the actions (toolbar and Vector menu), the map tools, the
computed lake (LakeSession), the Violations layer writer and the live checker, and every signal
connection it makes (kept in a ledger so unload() disconnects exactly those).
"""
from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

from qgis.core import (
    Qgis,
    QgsCoordinateTransform,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.gui import QgsMapTool
from qgis.PyQt.QtCore import QObject, Qt
from qgis.PyQt.QtGui import QColor, QIcon
from qgis.PyQt.QtWidgets import QAction, QApplication, QFileDialog, QToolBar

from ..pipeline import SitePlanRenderer
from .errors import UserError, guarded, push
from .exports import (
    OVERLAYS_FOLDER,
    SITE_PLAN_FOLDER,
    ask_folder,
    ask_preparer,
    push_written,
    write_overlays,
    write_site_plan,
)
from .i18n import tr
from .layout_layers import (
    configure_buoys_layer,
    configure_structures_layer,
    create_layout_geopackage,
    looks_like_buoys,
    looks_like_structures,
)
from .live_checker import BUOYS, STRUCTURES, LiveChecker
from .map_tools.buoy_tool import BuoyTool
from .map_tools.dock_tool import DockTool
from .map_tools.parcel_tool import ParcelPickTool
from .map_tools.rect_tool import RectTool
from .output_layers import (
    OUTPUTS,
    ROLE_KEY,
    add_to_group_top,
    ask_replace_geopackage,
    build_output_layers,
    layers_with_role,
    outputs_geopackage,
    remove_output_layers,
    replace_output_layers,
    stored_in,
    written_by_us,
)
from .panel import ShorelinePanel
from .parcel_report import parcel_html
from .project_settings import SCOPE, load_choices, save_choices
from .session import LakeSession, compute_session
from .violations_layer import ViolationsWriter, make_violations_layer
from .violations_table import INPUT, ViolationsTableModel

MENU = "&Shoreline Layout"
ICONS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "resources", "icons")


def icon(name: str) -> QIcon:
    path = os.path.join(ICONS, name)
    return QIcon(path) if os.path.exists(path) else QIcon()


def _iface(self: UiController) -> Any:
    return self.iface


class UiController(QObject):
    """Owns every widget, action, map tool and connection the plugin adds to the QGIS window."""

    def __init__(self, iface: Any, render_site_plans: SitePlanRenderer) -> None:
        """`render_site_plans` draws site plans (report/'s, handed over by plugin.py: ui/ never
        imports report/)."""
        super().__init__()
        self.iface = iface
        self.render_site_plans = render_site_plans
        self.panel_action: QAction | None = None
        self.actions: list[QAction] = []
        self.toolbar: QToolBar | None = None
        self.panel: ShorelinePanel | None = None
        self.tools: dict[str, QgsMapTool] = {}
        self.session: LakeSession | None = None
        self.writer: ViolationsWriter | None = None
        self.checker: LiveChecker | None = None
        self.table_model: ViolationsTableModel | None = None
        self._connections: list[tuple[Any, Callable]] = []

    # ================================================================== lifecycle
    def init_gui(self) -> None:
        mw = self.iface.mainWindow()
        canvas = self.iface.mapCanvas()
        self.panel = ShorelinePanel(mw)
        self.panel.hide()
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.table_model = ViolationsTableModel(None, self.panel)
        self.panel.w.violationsTable.setModel(self.table_model)

        self.panel_action = self._action("ShorelineLayoutPanelAction", "icon.svg",
                                         tr("Shoreline Layout panel"), checkable=True)
        self._connect(self.panel_action.toggled, self._toggle_panel)
        self._connect(self.panel.visibilityChanged, self._panel_visibility)
        compute_action = self._action("ShorelineLayoutComputeAction", "compute.svg",
                                      tr("Compute water-rights lines"))
        self._connect(compute_action.triggered, self.compute)
        self.tools = {
            "parcel": ParcelPickTool(canvas, self),
            "dock": DockTool(canvas, self),
            "rect": RectTool(canvas, self),
            "buoy": BuoyTool(canvas, self),
        }
        tool_actions = {
            "parcel": ("ShorelineLayoutPickParcelAction", "pick_parcel.svg", tr("Show a parcel")),
            "dock": ("ShorelineLayoutDockToolAction", "dock_tool.svg", tr("Draw a dock")),
            "rect": ("ShorelineLayoutRectToolAction", "rect_tool.svg",
                     tr("Draw a hoist, station or boathouse")),
            "buoy": ("ShorelineLayoutBuoyToolAction", "buoy_tool.svg", tr("Place a mooring buoy")),
        }
        for key, (name, icon_name, text) in tool_actions.items():
            act = self._action(name, icon_name, text, checkable=True)
            self.tools[key].setAction(act)
            self._connect(act.triggered, lambda _checked=False, k=key: self.activate_tool(k))

        self.toolbar = self.iface.addToolBar(tr("Shoreline Layout"))
        self.toolbar.setObjectName("ShorelineLayoutToolbar")
        for act in self.actions:
            self.toolbar.addAction(act)
        self.iface.addPluginToVectorMenu(MENU, self.panel_action)
        self.iface.addPluginToVectorMenu(MENU, compute_action)

        w = self.panel.w
        w.pickParcelButton.setDefaultAction(self.tools["parcel"].action())
        w.dockToolButton.setDefaultAction(self.tools["dock"].action())
        w.rectToolButton.setDefaultAction(self.tools["rect"].action())
        w.buoyToolButton.setDefaultAction(self.tools["buoy"].action())
        self._connect(w.computeButton.clicked, self.compute)
        self._connect(w.newLayoutButton.clicked, self.new_layout)
        self._connect(w.sitePlanButton.clicked, self.site_plan)
        self._connect(w.exportOverlaysButton.clicked, self.export_overlays)
        self._connect(w.parcelCombo.activated, self._parcel_combo_activated)
        self._connect(w.structuresCombo.layerChanged, self._layout_layers_changed)
        self._connect(w.buoysCombo.layerChanged, self._layout_layers_changed)
        self._connect(w.violationsTable.clicked, self._violation_clicked)
        self._connect(w.violationsTable.doubleClicked, self._violation_clicked)
        self._connect(self.table_model.updated, self._table_updated)
        self._connect(self.table_model.modelReset, self._table_reset)

        project = QgsProject.instance()
        self._connect(project.readProject, self._project_read)
        # before the layers go: a layout layer's removal must not re-check (and empty the saved
        # Violations table) while the project closes
        self._connect(project.aboutToBeCleared, self._project_cleared)
        self._connect(project.cleared, self._project_cleared)
        self._connect(project.layersAdded, self._layers_added)
        self._restore_choices()
        self._update_violation_status()
        self._update_export_buttons()

    def _action(self, name: str, icon_name: str, text: str, checkable: bool = False) -> QAction:
        act = QAction(icon(icon_name), text, self.iface.mainWindow())
        act.setObjectName(name)
        act.setCheckable(checkable)
        self.actions.append(act)
        return act

    def _connect(self, signal: Any, slot: Callable) -> None:
        signal.connect(slot)
        self._connections.append((signal, slot))

    def unload(self) -> None:
        """Undo everything init_gui() did, in reverse."""
        canvas = self.iface.mapCanvas()
        # 1. switch to the pan tool before the map tools go away
        if canvas.mapTool() in self.tools.values():
            canvas.unsetMapTool(canvas.mapTool())
            with contextlib.suppress(Exception):
                self.iface.actionPan().trigger()
        # 2. exactly the connections we made
        for signal, slot in reversed(self._connections):
            with contextlib.suppress(TypeError, RuntimeError):   # the sender is already gone
                signal.disconnect(slot)
        self._connections.clear()
        self._drop_checker()
        if self.table_model is not None:
            self.table_model.set_writer(None)
        if self.writer is not None:
            self.writer.deleteLater()
            self.writer = None
        # 3. map tools and their canvas items
        for tool in self.tools.values():
            if hasattr(tool, "dispose"):
                tool.dispose()
            tool.setAction(None)
            tool.deleteLater()
        self.tools.clear()
        # 4. menus, toolbar, actions, dock
        for act in self.actions:
            if act.objectName() in ("ShorelineLayoutPanelAction", "ShorelineLayoutComputeAction"):
                self.iface.removePluginVectorMenu(MENU, act)
        if self.toolbar is not None:
            self.toolbar.hide()
            mw = self.iface.mainWindow()
            if hasattr(mw, "removeToolBar"):
                mw.removeToolBar(self.toolbar)
            self.toolbar.setParent(None)
            self.toolbar.deleteLater()
            self.toolbar = None
        for act in self.actions:
            act.deleteLater()
        self.actions.clear()
        self.panel_action = None
        if self.panel is not None:
            self.iface.removeDockWidget(self.panel)
            self.panel.setParent(None)
            self.panel.deleteLater()
            self.panel = None
        self.table_model = None
        self.session = None

    # ================================================================== panel and project
    def _toggle_panel(self, checked: bool) -> None:
        if self.panel is not None:
            self.panel.setVisible(checked)
            if checked:
                self.panel.raise_()

    def _panel_visibility(self, visible: bool) -> None:
        if self.panel_action is not None and self.panel_action.isChecked() != visible:
            self.panel_action.blockSignals(True)
            self.panel_action.setChecked(visible)
            self.panel_action.blockSignals(False)

    def show_panel(self) -> None:
        if self.panel_action is not None:
            self.panel_action.setChecked(True)

    @guarded(_iface, "restore the panel's choices")
    def _restore_choices(self, *_args: Any) -> None:
        choices = load_choices()
        self.panel.guess_layers()
        if choices is not None:
            self.panel.apply_choices(choices)

    @guarded(_iface, "look at the new layers")
    def _layers_added(self, *_args: Any) -> None:
        if self.panel is not None:
            self.panel.guess_layers()

    @guarded(_iface, "read the project")
    def _project_read(self, *_args: Any) -> None:
        self._project_cleared()
        self._restore_choices()
        # QGIS keeps no memory layer's features in a project file: say why they are empty
        roles = [o.role for o in OUTPUTS] + ["violations"]
        if any(lyr.providerType() == "memory" for role in roles for lyr in layers_with_role(role)):
            push(self.iface, tr("This project's Shoreline Layout layers were computed before it was saved, "
                                "as memory layers, and are empty now: press Compute to make them again "
                                "(they are then kept in a GeoPackage beside the project)."),
                 Qgis.MessageLevel.Info, 10)

    @guarded(_iface, "close the lake")
    def _project_cleared(self, *_args: Any) -> None:
        self._drop_checker()
        if self.table_model is not None:
            self.table_model.set_writer(None)
        if self.writer is not None:
            self.writer.deleteLater()
        self.writer = None
        self.session = None
        for tool in self.tools.values():
            if hasattr(tool, "cancel"):
                tool.cancel()
        if self.panel is not None:
            self.panel.set_parcel_ids([])
            self.panel.w.parcelInfo.clear()
            self.panel.w.lakeStatusLabel.clear()
        self._update_violation_status()
        self._update_export_buttons()

    # ================================================================== compute
    @guarded(_iface, "compute the water-rights lines")
    def compute(self, *_args: Any) -> LakeSession | None:
        """Read the panel's choices, run the core, show the five outputs, start live checking."""
        choices = self.panel.choices()
        project = QgsProject.instance()
        parcels = project.mapLayer(choices.parcel_layer) if choices.parcel_layer else None
        mhw = project.mapLayer(choices.mhw_layer) if choices.mhw_layer else None
        bathy = project.mapLayer(choices.bathymetry_layer) if choices.bathymetry_layer else None
        if choices.profile == "file" and not choices.profile_path:
            raise UserError(tr("Choose the profile TOML file, or pick Keuka or Canandaigua."))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session = compute_session(parcels, mhw, choices.profile_spec(), choices.id_field,
                                      choices.land_use_field, choices.frontage_field, choices.seating_field,
                                      bathy, levels=choices.level_values())
        finally:
            QApplication.restoreOverrideCursor()
        save_choices(choices)
        self._install_session(session)
        return session

    def _install_session(self, session: LakeSession) -> None:
        self.session = session
        authid = session.crs.authid()
        gpkg, why_memory = self._outputs_target()
        remove_output_layers()          # their tables are about to be written again
        outputs = build_output_layers(session.wr, authid, gpkg)
        replace_output_layers(outputs)
        vlayer = self._violations_layer(authid, gpkg)
        self.panel.exclude_layers([*outputs.values(), vlayer])
        self._drop_checker()
        if self.writer is not None:
            self.writer.deleteLater()
        self.writer = ViolationsWriter(vlayer, self._source_geometry)
        self.table_model.set_writer(self.writer)
        self.checker = LiveChecker(session, self.writer)
        self._connect_checker_status()
        self._attach_layout()
        self.panel.set_parcel_ids(sorted(session.wr.lakeshore_parcels))
        self._update_export_buttons()
        self._zoom_to(outputs["rights_areas"])
        wr = session.wr
        changed = sum(1 for ln in wr.lines if ln.modified)
        warnings = [m for m in session.messages if m.level in ("warning", "error")]
        text = tr("{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) "
                  "under {law}; computed in {s:.2f} s.").format(
            n=len(wr.lakeshore_parcels), l=len(wr.lines), c=changed, law=session.title,
            s=session.compute_seconds)
        if warnings:
            text += "\n" + tr("{n} warnings:").format(n=len(warnings)) + "\n" + "\n".join(
                "• " + m.text for m in warnings[:8])
        self.panel.w.lakeStatusLabel.setText(text)
        n = len(wr.lakeshore_parcels)
        if gpkg:      # short enough for one line of the message bar
            push(self.iface, tr("Computed {n} lakeshore parcels into {file} beside the project.").format(
                n=n, file=os.path.basename(gpkg)), Qgis.MessageLevel.Success, 6)
        else:
            push(self.iface, why_memory.format(n=n), Qgis.MessageLevel.Info, 10)

    def _outputs_target(self) -> tuple[str, str]:
        """(GeoPackage for the outputs, "" for memory layers; why memory: the message bar's
        sentence, with {n} for the number of parcels).
        A saved project's outputs go beside it; a file of that name that this plugin did not
        write is replaced only if the user says so, asked once per project."""
        path = outputs_geopackage()
        if not path:
            return "", tr("Computed {n} lakeshore parcels in memory layers: save the project, then "
                          "Compute, to keep them.")
        keep = tr("Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not "
                  "written by Shoreline Layout, so it was left alone.").format(file=os.path.basename(path))
        if os.path.exists(path) and not written_by_us(path):
            project = QgsProject.instance()
            declined, _ok = project.readEntry(SCOPE, "outputs_declined", "")
            if declined == path:
                return "", keep
            if not ask_replace_geopackage(self.iface.mainWindow(), path):
                project.writeEntry(SCOPE, "outputs_declined", path)
                return "", keep
        return path, ""

    def _drop_checker(self) -> None:
        """Stop live checking (a new Compute, a closed project, unload); its input problems go too."""
        if self.checker is not None:
            self.checker.detach()
            self.checker.deleteLater()
            self.checker = None
        if self.table_model is not None:
            self.table_model.set_inputs({})

    def _connect_checker_status(self) -> None:
        # the checker dies with its session; its connections go with it
        self.checker.checked.connect(self._checked)
        self.checker.failed.connect(self._check_failed)
        self.checker.problems_changed.connect(self._problems_changed)

    @guarded(_iface, "list the layout's input problems")
    def _problems_changed(self, new_features: int, layer_rows: int) -> None:
        """Input problems go to the findings table; the message bar says so once per check that
        found new ones."""
        if self.checker is None or self.table_model is None:
            return
        self.table_model.set_inputs(self.checker.input_rows())
        if new_features == 1:
            text = tr("One layout feature could not be checked as drawn: see the findings in the "
                      "Shoreline Layout panel.")
        elif new_features > 1:
            text = tr("{n} layout features could not be checked as drawn: see the findings in the "
                      "Shoreline Layout panel.").format(n=new_features)
        elif layer_rows:
            text = tr("The layout layers have input problems: see the findings in the Shoreline "
                      "Layout panel.")
        else:
            return
        push(self.iface, text, Qgis.MessageLevel.Warning, 10)

    def _check_failed(self, why: str) -> None:
        push(self.iface, tr("Could not check the edited layout: {err} (details in the Log Messages panel).")
             .format(err=why), Qgis.MessageLevel.Critical)

    def _checked(self, seconds: float, parcels: int) -> None:
        self._update_violation_status()

    def _violations_layer(self, authid: str, gpkg: str) -> QgsVectorLayer:
        """The Violations layer, kept (emptied) when it is already where the outputs go (memory, or
        the GeoPackage's `violations` table) in the working CRS; else made there."""
        existing = [lyr for lyr in layers_with_role("violations") if isinstance(lyr, QgsVectorLayer)
                    and lyr.crs().authid() == authid and stored_in(lyr, gpkg, "violations")]
        if existing:
            layer = existing[0]
            layer.dataProvider().truncate()
        else:
            for old in layers_with_role("violations"):
                QgsProject.instance().removeMapLayer(old.id())
            layer = make_violations_layer(authid, gpkg)
        add_to_group_top(layer)
        return layer

    def _zoom_to(self, layer: QgsVectorLayer) -> None:
        canvas = self.iface.mapCanvas()
        extent = layer.extent()
        if extent.isEmpty():
            return
        xf = QgsCoordinateTransform(layer.crs(), canvas.mapSettings().destinationCrs(), QgsProject.instance())
        rect = xf.transformBoundingBox(extent)
        rect.scale(1.1)
        canvas.setExtent(rect)
        canvas.refresh()

    # ================================================================== layout layers
    def layout_layer(self, role: str) -> QgsVectorLayer | None:
        if self.panel is None:
            return None
        combo = self.panel.w.structuresCombo if role == STRUCTURES else self.panel.w.buoysCombo
        layer = combo.currentLayer()
        return layer if isinstance(layer, QgsVectorLayer) and layer.isValid() else None

    @guarded(_iface, "use the layout layers")
    def _layout_layers_changed(self, *_args: Any) -> None:
        for role, check in ((STRUCTURES, looks_like_structures), (BUOYS, looks_like_buoys)):
            layer = self.layout_layer(role)
            if layer is not None and not check(layer):
                push(self.iface, tr("The layer {name} lacks the {role} fields of a layout; "
                                    "use New layout… to create proper layers.").format(
                    name=layer.name(), role=role))
        self._attach_layout()
        if self.panel is not None:
            choices = self.panel.choices()
            save_choices(choices)

    def _attach_layout(self) -> None:
        if self.checker is None:
            self._update_violation_status()
            return
        s, b = self.layout_layer(STRUCTURES), self.layout_layer(BUOYS)
        for layer, configure, check in ((s, configure_structures_layer, looks_like_structures),
                                        (b, configure_buoys_layer, looks_like_buoys)):
            if layer is not None and check(layer) and not layer.customProperty(ROLE_KEY):
                configure(layer)        # value maps and defaults for QGIS's own forms too
        self.checker.attach(s if s is not None and looks_like_structures(s) else None,
                            b if b is not None and looks_like_buoys(b) else None)
        self._update_violation_status()

    @guarded(_iface, "create the layout")
    def new_layout(self, *_args: Any,
                   path: str | None = None) -> tuple[QgsVectorLayer, QgsVectorLayer] | None:
        """Ask for a GeoPackage, create STRUCTURES and BUOYS in it, add them and start editing."""
        if path is None:
            path, _flt = QFileDialog.getSaveFileName(self.iface.mainWindow(), tr("New layout GeoPackage"),
                                                     "", tr("GeoPackage (*.gpkg)"))
        if not path:
            return None
        crs = self.session.crs if self.session is not None else None
        from .geom import working_crs
        structures, buoys = create_layout_geopackage(path, crs or working_crs())
        project = QgsProject.instance()
        project.addMapLayers([buoys, structures])
        for layer in (structures, buoys):
            layer.startEditing()
        self.panel.w.structuresCombo.setLayer(structures)
        self.panel.w.buoysCombo.setLayer(buoys)
        self.iface.setActiveLayer(structures)
        self.panel.show_tab(self.panel.w.layoutTab)
        push(self.iface, tr("New layout in {path}: draw docks, structures and buoys with the panel's tools.")
             .format(path=path), Qgis.MessageLevel.Info, 5)
        return structures, buoys

    # ================================================================== site plan and overlays
    def _update_export_buttons(self) -> None:
        """Both documents are drawn from the computed lake: usable once Compute has run."""
        if self.panel is None:
            return
        w, ready = self.panel.w, self.session is not None
        w.sitePlanButton.setEnabled(ready)
        w.exportOverlaysButton.setEnabled(ready)
        if ready:
            w.sitePlanButton.setToolTip(tr("Write the site plan PDF of the parcel shown, with the "
                                           "layout's docks, structures and buoys as they are now"))
            w.exportOverlaysButton.setToolTip(tr("Write the five outputs as a styled GeoPackage, a "
                                                 "layer definition (.qlr) and a DXF into a folder"))
        else:
            why = tr("Compute the water-rights lines first (Lake tab).")
            w.sitePlanButton.setToolTip(why)
            w.exportOverlaysButton.setToolTip(why)

    def _layout_for_report(self, role: str) -> QgsVectorLayer | None:
        layer = self.layout_layer(role)
        check = looks_like_structures if role == STRUCTURES else looks_like_buoys
        return layer if layer is not None and check(layer) else None

    @guarded(_iface, "write the site plan")
    def site_plan(self, *_args: Any) -> str | None:
        """Ask for a folder and the preparer, write the selected parcel's site plan PDF, say where."""
        if self.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        pid = self.panel.w.parcelCombo.currentText().strip()
        if not pid:
            raise UserError(tr("Pick a parcel on the Parcel tab first (type its id or use Show a parcel)."))
        if pid not in self.session.by_id:
            raise UserError(tr("There is no parcel {pid} in the computed lake.").format(pid=pid))
        mw = self.iface.mainWindow()
        folder = ask_folder(mw, tr("Folder for the site plan of {pid}").format(pid=pid), SITE_PLAN_FOLDER)
        if not folder:
            return None
        preparer = ask_preparer(mw)
        if preparer is None:
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            path = write_site_plan(self.render_site_plans, self.session, folder, pid,
                                   self._layout_for_report(STRUCTURES), self._layout_for_report(BUOYS),
                                   preparer, self.panel.choices().id_field)
        finally:
            QApplication.restoreOverrideCursor()
        push_written(self.iface, tr("Site plan of {pid} written:").format(pid=pid), path, tr("Open"))
        return path

    @guarded(_iface, "export the overlays")
    def export_overlays(self, *_args: Any) -> list[str] | None:
        """Ask for a folder and write the GeoPackage, .qlr and DXF of the computed lake there."""
        if self.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        folder = ask_folder(self.iface.mainWindow(), tr("Folder for the water-rights overlays"),
                            OVERLAYS_FOLDER)
        if not folder:
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            paths = write_overlays(self.session, folder)
        finally:
            QApplication.restoreOverrideCursor()
        push_written(self.iface, tr("Overlays written (GeoPackage, .qlr, DXF) in"), folder, tr("Open folder"))
        return paths

    # ================================================================== tools
    @guarded(_iface, "start the map tool")
    def activate_tool(self, key: str) -> None:
        tool = self.tools.get(key)
        if tool is None:
            return
        if key != "parcel":
            layer = self.layout_layer(STRUCTURES if key in ("dock", "rect") else BUOYS)
            if layer is not None:
                self.iface.setActiveLayer(layer)
                if not layer.isEditable():
                    layer.startEditing()
        self.iface.mapCanvas().setMapTool(tool)

    def show_figures(self, text: str, colour: QColor | None = None) -> None:
        if self.panel is not None:
            self.panel.set_figures(text, colour.name() if isinstance(colour, QColor) else colour)

    # ================================================================== parcel page
    @guarded(_iface, "show the parcel")
    def _parcel_combo_activated(self, *_args: Any) -> None:
        pid = self.panel.w.parcelCombo.currentText().strip()
        if pid:
            self.show_parcel(pid, zoom=True)

    def show_parcel(self, pid: str, zoom: bool = False) -> None:
        """The parcel page; `zoom` also brings the parcel and its rights area into view (when it
        was picked from the list, not clicked on the map)."""
        if self.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        if pid not in self.session.by_id:
            raise UserError(tr("There is no parcel {pid} in the computed lake.").format(pid=pid))
        summary = ""
        if self.checker is not None:
            feats = self.checker.features_of_parcel(pid)
            nviol = sum(1 for v in self.writer.rows.values() if v.parcel_id == pid) if self.writer else 0
            summary = tr("{f} layout features; {v} findings.").format(f=len(feats), v=nviol)
        self.panel.show_parcel_html(parcel_html(self.session, pid, summary))
        self.panel.select_parcel_id(pid)
        if zoom:
            self._zoom_to_parcel(pid)
        self._flash_parcel(pid)

    def _zoom_to_parcel(self, pid: str) -> None:
        s = self.session
        geom = s.by_id[pid].geometry
        ra = s.wr.rights_area(pid)
        tie = s.wr.tie_line(pid)
        if ra is not None and not ra.geometry.is_empty and tie is not None:
            # the water where a layout goes (a few hundred feet out) and a strip of the shore
            near = tie.geometry.buffer(250.0)
            geom = ra.geometry.intersection(near).union(geom.intersection(tie.geometry.buffer(60.0)))
        from .geom import to_qgs
        canvas = self.iface.mapCanvas()
        xf = QgsCoordinateTransform(s.crs, canvas.mapSettings().destinationCrs(), QgsProject.instance())
        rect = xf.transformBoundingBox(to_qgs(geom).boundingBox())
        rect.scale(1.8)             # with the neighbours' lines in view
        canvas.setExtent(rect)
        canvas.refresh()

    def _flash_parcel(self, pid: str) -> None:
        s = self.session
        geoms = [s.by_id[pid].geometry]
        ra = s.wr.rights_area(pid)
        if ra is not None and not ra.geometry.is_empty:
            geoms.append(ra.geometry)
        from .geom import to_qgs
        canvas = self.iface.mapCanvas()
        canvas.flashGeometries([to_qgs(g) for g in geoms], s.crs)

    # ================================================================== violations table
    def _source_geometry(self, v) -> Any:
        """A finding without its own geometry is drawn over the feature it is about."""
        if self.checker is None:
            return None
        item = self.checker.items.get((v.source_layer, v.source_fid))
        if item is not None:
            from .live_checker import footprint
            return footprint(item)
        if v.parcel_id and self.session is not None:
            ra = self.session.wr.rights_area(v.parcel_id)
            return ra.geometry if ra is not None else None
        return None

    @guarded(_iface, "show the finding")
    def _violation_clicked(self, index: Any) -> None:
        """A finding: zoom to where it is and select its feature. An input problem: zoom to the
        feature (if it has a geometry), select it and make its layer the active one, to fix it."""
        if self.writer is None or not index.isValid():
            return
        fid, v = self.table_model.violation_at(index.row())
        src = self.checker.layers.get(v.source_layer) if self.checker is not None else None
        if v.severity == INPUT:
            if src is None or v.source_fid is None:
                return
            src.selectByIds([int(v.source_fid)])
            self.iface.setActiveLayer(src)
            feature = src.getFeature(int(v.source_fid))
            if feature.isValid() and feature.hasGeometry() and not feature.geometry().isEmpty():
                self._show_geometry(feature.geometry(), src.crs())
            return
        geom = self.writer.geometry_of(fid)
        if geom is None or geom.isEmpty():
            return
        self._show_geometry(geom, self.writer.layer.crs())
        if src is not None and v.source_fid is not None:
            src.selectByIds([int(v.source_fid)])

    def _show_geometry(self, geom: Any, crs: Any) -> None:
        """Bring `geom` (in `crs`) into view with room around it, and flash it."""
        canvas = self.iface.mapCanvas()
        xf = QgsCoordinateTransform(crs, canvas.mapSettings().destinationCrs(), QgsProject.instance())
        rect: QgsRectangle = xf.transformBoundingBox(geom.boundingBox())
        rect.grow(max(rect.width(), rect.height(), 30.0) * 1.5)
        canvas.setExtent(rect)
        canvas.refresh()
        canvas.flashGeometries([geom], crs)

    def _table_reset(self, *_args: Any) -> None:
        """A whole new table (a whole-layout check): fit the columns to it once."""
        if self.panel is not None and self.table_model is not None and self.table_model.rowCount():
            self.panel.w.violationsTable.resizeColumnsToContents()

    def _table_updated(self, *_args: Any) -> None:
        """After each change of the table: the status line, and the columns fitted to an edit's
        new rows while the table is short (measuring a long table's rows would cost more than the
        edit's whole re-check; its columns were fitted when it was filled)."""
        self._update_violation_status()
        model = self.table_model
        if self.panel is not None and model is not None and model.inserted and model.rowCount() <= 100:
            self.panel.w.violationsTable.resizeColumnsToContents()

    def _update_violation_status(self, *_args: Any) -> None:
        if self.panel is None:
            return
        label = self.panel.w.violationsStatusLabel
        model = self.table_model
        if self.session is None:
            label.setText(tr("Compute the water-rights lines to check a layout."))
            label.setStyleSheet("")
            return
        if self.checker is None or not self.checker.layers:
            label.setText(tr("No layout to check: create one with New layout… or choose the "
                             "structures and buoys layers."))
            label.setStyleSheet("")
            return
        inputs = model.inputs() if model is not None else 0
        n = (model.rowCount() if model is not None else 0) - inputs
        errors = model.errors() if model is not None else 0
        problems = "" if not inputs else " " + (
            tr("One input problem is listed first: fix it to have its feature checked as drawn.")
            if inputs == 1 else tr("{k} input problems are listed first: fix them to have their "
                                   "features checked as drawn.").format(k=inputs))
        if errors == 0 and inputs:
            label.setText(tr("No violation of {law} found in what could be checked.").format(
                law=self.session.title) + problems)
            label.setStyleSheet("color: #7a3296; font-weight: bold;")
        elif errors == 0:
            extra = "" if n == 0 else " " + (tr("One note below.") if n == 1 else
                                             tr("{n} notes below.").format(n=n))
            label.setText(tr("The layout complies with {law}.").format(law=self.session.title) + extra)
            label.setStyleSheet("color: #007a33; font-weight: bold;")
        else:
            what = tr("One violation") if errors == 1 else tr("{e} violations").format(e=errors)
            notes = n - errors
            more = "" if notes == 0 else " " + (
                tr("(and one note)") if notes == 1 else tr("(and {k} notes)").format(k=notes))
            label.setText(tr("{what} of {law}{more}. Click a row to see it on the map.").format(
                what=what, law=self.session.title, more=more) + problems)
            label.setStyleSheet("color: #c00000; font-weight: bold;")
