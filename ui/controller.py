"""The plugin's user interface in QGIS: created by init_gui(), removed entirely by unload().

UiController wires the parts together and owns what they share: the dock panel, the computed
lake (LakeSession), the Violations layer writer and the live checker, and every signal
connection it makes (kept in a ledger so unload() disconnects exactly those). Each job is a
part of its own: actions.py (toolbar and menus), compute_runner.py (Compute in a QgsTask),
lake_layers.py (the outputs in the project), findings_view.py (the findings table),
parcel_view.py (the Parcel tab), documents.py (site plan and overlays), help.py.
"""
from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsProject, QgsVectorLayer
from qgis.gui import QgsMapTool
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, Qt, QTimer
from qgis.PyQt.QtGui import QColor
from qgis.PyQt.QtWidgets import QAction, QApplication, QFileDialog, QToolBar

from ..pipeline import SitePlanRenderer
from ..qgis_io.crs import working_crs
from ..qgis_io.finding_text import message_text
from ..qgis_io.overwrite_guard import new_layout_refusal, new_layout_replaces
from ..qgis_io.parcel_fields import PARCEL_FIELDS
from . import lake_layers
from .actions import PluginActions
from .compute_runner import ComputeRunner
from .documents import Documents
from .errors import UserError, ask_yes_no, guarded, push
from .findings_view import FindingsView, short_law
from .help import HelpDialog, show_help
from .i18n import tr
from .layout_layers import (
    configure_buoys_layer,
    configure_structures_layer,
    create_layout_geopackage,
    looks_like_buoys,
    looks_like_structures,
)
from .legal_button import LegalButton
from .live_checker import BUOYS, STRUCTURES, LiveChecker
from .map_tools.buoy_tool import BuoyTool
from .map_tools.dock_tool import DockTool
from .map_tools.measure_tool import MeasureTool
from .map_tools.parcel_tool import ParcelPickTool
from .map_tools.rect_tool import RectTool
from .output_layers import ROLE_KEY
from .panel import PANEL_MIN_WIDTH, PANEL_WIDTH, ShorelinePanel
from .parcel_view import ParcelView
from .project_settings import PanelChoices, load_choices, save_choices, save_identity_fields
from .review_submission import ReviewSubmission
from .session import LakeSession, load_profile_or_explain, panel_crs, read_inputs
from .suggest_button import SuggestButton
from .violations_layer import ViolationsWriter
from .violations_table import ViolationsTableModel

# the choices a computed lake depends on (a change makes its results out of date)
COMPUTE_INPUTS = ("parcel_layer", "mhw_layer", "bathymetry_layer", "profile", "profile_path", "levels", "crs",
                  *(f.argument for f in PARCEL_FIELDS))


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
        self.acts = PluginActions(iface)
        self.panel_action: QAction | None = None
        self.panel: ShorelinePanel | None = None
        self.tools: dict[str, QgsMapTool] = {}
        self.session: LakeSession | None = None
        self.writer: ViolationsWriter | None = None
        self.checker: LiveChecker | None = None
        self.table_model: ViolationsTableModel | None = None
        self.runner = ComputeRunner(self)
        self.findings = FindingsView(self)
        self.parcel_view = ParcelView(self)
        self.documents = Documents(self)
        self.review = ReviewSubmission(self)
        self.help_dialog: HelpDialog | None = None
        self.computed_with: PanelChoices | None = None     # the choices of the lake on show
        self._pending: tuple[PanelChoices, bool] | None = None   # (choices, reconnect) running
        self._last: LakeSession | None = None             # what the last computation gave
        self._summary = ""
        self._panel_sized = False
        self._repaint_after_check: list[QgsVectorLayer] = []
        self._connections: list[tuple[Any, Callable]] = []
        self.suggest_button: SuggestButton | None = None
        self.legal_button: LegalButton | None = None

    @property
    def actions(self) -> list[QAction]:
        return self.acts.actions

    @property
    def toolbar(self) -> QToolBar | None:
        return self.acts.toolbar

    # ================================================================== lifecycle
    def init_gui(self) -> None:
        mw = self.iface.mainWindow()
        canvas = self.iface.mapCanvas()
        self.panel = ShorelinePanel(mw)
        self.panel.hide()
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.table_model = ViolationsTableModel(None, self.panel)
        self.panel.w.violationsTable.setModel(self.table_model)

        acts = self.acts
        self.panel_action = acts.add("ShorelineLayoutPanelAction", "icon.svg",
                                     tr("Shoreline Layout panel"), checkable=True)
        self._connect(self.panel_action.toggled, self._toggle_panel)
        self._connect(self.panel.visibilityChanged, self._panel_visibility)
        compute_action = acts.add("ShorelineLayoutComputeAction", "compute.svg",
                                  tr("Compute water-rights lines"))
        self._connect(compute_action.triggered, self.start_compute)
        help_action = acts.add("ShorelineLayoutHelpAction", "icon.svg", tr("Shoreline Layout help"),
                               toolbar=False)
        self._connect(help_action.triggered, self.show_help)
        self.tools = {
            "parcel": ParcelPickTool(canvas, self),
            "dock": DockTool(canvas, self),
            "rect": RectTool(canvas, self),
            "buoy": BuoyTool(canvas, self),
            "measure": MeasureTool(canvas, self),
        }
        tool_actions = {
            "parcel": ("ShorelineLayoutPickParcelAction", "pick_parcel.svg", tr("Show a parcel")),
            "dock": ("ShorelineLayoutDockToolAction", "dock_tool.svg", tr("Draw a dock")),
            "rect": ("ShorelineLayoutRectToolAction", "rect_tool.svg",
                     tr("Draw a hoist, station or boathouse")),
            "buoy": ("ShorelineLayoutBuoyToolAction", "buoy_tool.svg", tr("Place a mooring buoy")),
            "measure": ("ShorelineLayoutMeasureToolAction", "measure_tool.svg",
                        tr("Distance from the MHW mark")),
        }
        for key, (name, icon_name, text) in tool_actions.items():
            act = acts.add(name, icon_name, text, checkable=True)
            self.tools[key].setAction(act)
            self._connect(act.triggered, lambda _checked=False, k=key: self.activate_tool(k))
        acts.build()
        acts.add_to_menu(self.panel_action)
        acts.add_to_menu(compute_action)
        for name, text, slot in (  # issue #25: a surveyor's DXF site plan reviewed (menu only)
                ("ShorelineLayoutReviewAction", tr("Review a submission…"), self.review.review),
                ("ShorelineLayoutLayerMapAction", tr("Layer map for submissions…"),
                 self.review.choose_layer_map),
                ("ShorelineLayoutDrawingCrsAction", tr("CRS of submitted drawings…"),
                 self.review.choose_drawing_crs)):
            act = acts.add(name, "icon.svg", text, toolbar=False)
            self._connect(act.triggered, slot)
            acts.add_to_menu(act)
        acts.add_to_menu(help_action)
        acts.add_to_help_menu(help_action)

        w = self.panel.w
        w.pickParcelButton.setDefaultAction(self.tools["parcel"].action())
        w.dockToolButton.setDefaultAction(self.tools["dock"].action())
        w.rectToolButton.setDefaultAction(self.tools["rect"].action())
        w.buoyToolButton.setDefaultAction(self.tools["buoy"].action())
        w.measureToolButton.setDefaultAction(self.tools["measure"].action())
        self._connect(w.computeButton.clicked, self.start_compute)
        self._connect(w.cancelComputeButton.clicked, self.runner.cancel)
        self._connect(w.helpButton.clicked, self.show_help)
        self._connect(self.runner.progress, self._progress)
        self._connect(self.runner.done, self._compute_done)
        self._connect(w.newLayoutButton.clicked, self.new_layout)
        self._connect(w.sitePlanButton.clicked, self.site_plan)
        self._connect(w.exportOverlaysButton.clicked, self.export_overlays)
        self.suggest_button = SuggestButton(self)          # Layout tab: "Suggest layout" (#16)
        self.legal_button = LegalButton(self)              # Parcel tab: "Legal description…" (#25)
        self._connect(w.parcelCombo.activated, self.parcel_view.combo_activated)
        self._connect(w.structuresCombo.layerChanged, self._layout_layers_changed)
        self._connect(w.buoysCombo.layerChanged, self._layout_layers_changed)
        self._connect(w.violationsTable.clicked, self.findings.clicked)
        self._connect(w.violationsTable.doubleClicked, self.findings.clicked)
        self._connect(self.table_model.updated, self.findings.table_updated)
        self._connect(self.table_model.modelReset, self.findings.table_reset)
        # any change of what the lake was computed from makes its results out of date
        for signal in (w.profileCombo.currentIndexChanged, w.profileFileWidget.fileChanged,
                       w.parcelLayerCombo.layerChanged, w.mhwLayerCombo.layerChanged,
                       w.bathymetryCombo.layerChanged, w.crsWidget.crsChanged,
                       *(box.fieldChanged for box in self.panel.field_boxes().values())):
            self._connect(signal, self._choices_changed)
        # the site plan's identity fields need no Compute: a choice by hand (activated, never the
        # guess or a restore) goes into the project at once
        for box in self.panel.identity_boxes().values():
            self._connect(box.activated, self._identity_chosen)

        project = QgsProject.instance()
        self._connect(project.readProject, self._project_read)
        # before the layers go: a layout layer's removal must not re-check (and empty the saved
        # Violations table) while the project closes
        self._connect(project.aboutToBeCleared, self._project_cleared)
        self._connect(project.cleared, self._project_cleared)
        self._connect(project.layersAdded, self._layers_added)
        self._restore_choices()
        self.findings.update_status()
        self.documents.update_buttons()
        if load_choices() is not None and lake_layers.outputs_saved_beside_project():
            self._reconnect()           # loaded into a saved project that is already open

    def _connect(self, signal: Any, slot: Callable) -> None:
        signal.connect(slot)
        self._connections.append((signal, slot))

    def unload(self) -> None:
        """Undo everything init_gui() did, in reverse."""
        canvas = self.iface.mapCanvas()
        # 1. a computation still running is stopped (its result would have nowhere to go)
        self.runner.cancel()
        self.runner.wait(30.0)
        # 2. switch to the pan tool before the map tools go away
        if canvas.mapTool() in self.tools.values():
            canvas.unsetMapTool(canvas.mapTool())
            with contextlib.suppress(Exception):     # a stub iface may have no Pan action
                self.iface.actionPan().trigger()
        # 3. exactly the connections we made
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
        # 4. map tools and their canvas items
        for tool in self.tools.values():
            if hasattr(tool, "dispose"):
                tool.dispose()
            tool.setAction(None)
            tool.deleteLater()
        self.tools.clear()
        # 5. help window, menus, toolbar, actions, dock
        if self.help_dialog is not None:
            self.help_dialog.close()
            self.help_dialog.deleteLater()
            self.help_dialog = None
        self.acts.remove()
        self.panel_action = None
        if self.suggest_button is not None:
            self.suggest_button.unload()
            self.suggest_button = None
        if self.legal_button is not None:
            self.legal_button.unload()
            self.legal_button = None
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
                self._size_panel()

    def _size_panel(self) -> None:
        """The first time the panel is shown: wide enough for its buttons and boxes (a new dock
        otherwise opens as narrow as the window's other docks, or at its minimum)."""
        mw = self.iface.mainWindow()
        if self._panel_sized or self.panel is None or not hasattr(mw, "resizeDocks"):
            return
        self._panel_sized = True
        screen = QApplication.primaryScreen()
        room = screen.availableGeometry().width() if screen is not None else 1600
        width = PANEL_WIDTH if room >= 1200 else PANEL_MIN_WIDTH      # a small screen: the map first
        # a dock widget takes the width the window gives it: ask for ours, again once laid out
        mw.resizeDocks([self.panel], [width], Qt.Orientation.Horizontal)
        QTimer.singleShot(0, lambda: self.panel is not None and mw.resizeDocks(
            [self.panel], [width], Qt.Orientation.Horizontal))

    def _panel_visibility(self, visible: bool) -> None:
        if visible:
            self._size_panel()          # shown by QGIS itself (a dock is shown when added)
        if self.panel_action is not None and self.panel_action.isChecked() != visible:
            self.panel_action.blockSignals(True)
            self.panel_action.setChecked(visible)
            self.panel_action.blockSignals(False)

    def show_panel(self) -> None:
        if self.panel_action is not None:
            self.panel_action.setChecked(True)

    @guarded(_iface, "show the help")
    def show_help(self, *_args: Any) -> HelpDialog:
        self.help_dialog = show_help(self.iface.mainWindow(), self.help_dialog)
        return self.help_dialog

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
        if lake_layers.memory_outputs_in_project():
            push(self.iface, tr("This project's Shoreline Layout layers were computed before it was saved, "
                                "as memory layers, and are empty now: press Compute to make them again "
                                "(they are then kept in a GeoPackage beside the project)."),
                 Qgis.MessageLevel.Info, 10)
        elif load_choices() is not None and lake_layers.outputs_saved_beside_project():
            self._reconnect()

    def _reconnect(self) -> None:
        """A saved project's outputs are in its GeoPackage: rebuild the lake they were computed
        from (in the background) and connect it to them, so the site plan, the overlays and the
        live checker work without a Compute. The outputs are not rewritten."""
        try:
            self._start(reconnect=True)
        except UserError as exc:        # e.g. an input layer is missing: say so on the panel only
            self._set_summary(tr("The saved results could not be reconnected: {why} Press Compute "
                                 "once the inputs are chosen.").format(why=str(exc)))

    @guarded(_iface, "close the lake")
    def _project_cleared(self, *_args: Any) -> None:
        self.runner.cancel()
        self._pending = None
        self._drop_checker()
        if self.table_model is not None:
            self.table_model.set_writer(None)
        if self.writer is not None:
            self.writer.deleteLater()
        self.writer = None
        self.session = None
        self.computed_with = None
        for tool in self.tools.values():
            if hasattr(tool, "cancel"):
                tool.cancel()
        if self.panel is not None:
            self.panel.set_parcel_ids([])
            self.panel.w.parcelInfo.clear()
            self.panel.reset_choices()          # a new project starts from the default law
            self.panel.set_running(False)
            self._set_summary("")
        self.findings.update_status()
        self.documents.update_buttons()

    # ================================================================== compute
    @guarded(_iface, "compute the water-rights lines")
    def compute(self, *_args: Any) -> LakeSession | None:
        """Compute and wait for it (scripts, tests): the lake, or None when it failed."""
        self._last = None
        self.start_compute()
        self.runner.wait()
        return self._last

    @guarded(_iface, "compute the water-rights lines")
    def start_compute(self, *_args: Any) -> None:
        """Read the panel's choices and the layers, then run the core in a QgsTask; the panel
        shows its progress and a Cancel button, and _compute_done installs the result."""
        try:
            self._start(reconnect=False)
        except UserError as exc:
            self._compute_failed(str(exc))
            raise

    def _start(self, reconnect: bool) -> None:
        if self.runner.running():
            raise UserError(tr("A computation is already running: wait for it or press Cancel."))
        choices = self.panel.choices()
        project = QgsProject.instance()
        parcels = project.mapLayer(choices.parcel_layer) if choices.parcel_layer else None
        mhw = project.mapLayer(choices.mhw_layer) if choices.mhw_layer else None
        bathy = project.mapLayer(choices.bathymetry_layer) if choices.bathymetry_layer else None
        if choices.profile == "file" and not choices.profile_path:
            raise UserError(tr("Choose the profile TOML file, or pick Keuka or Canandaigua."))
        inputs = read_inputs(parcels, mhw, choices.profile_spec(), bathymetry=bathy,
                             levels=choices.level_values(), crs=choices.crs, **choices.parcel_fields())
        self._pending = (choices, reconnect)
        self.runner.start(inputs)
        self.panel.set_running(True)
        self._set_summary(tr("Reconnecting the saved results…") if reconnect else
                          tr("Computing the water-rights lines…"), keep_stale=False)

    def _progress(self, percent: float) -> None:
        if self.panel is not None:
            self.panel.set_running(True, percent)

    @guarded(_iface, "compute the water-rights lines")
    def _compute_done(self, session: LakeSession | None, error: str) -> None:
        pending, self._pending = self._pending, None
        if self.panel is None or pending is None:       # unloaded or the project closed meanwhile
            return
        self.panel.set_running(False)
        choices, reconnect = pending
        if session is None:
            if error:
                self._compute_failed(error)
                raise UserError(error)
            self._set_summary(self._summary_of(self.session) if self.session is not None else "")
            push(self.iface, tr("Compute was canceled; the results on the map are as they were."),
                 Qgis.MessageLevel.Info, 5)
            return
        save_choices(choices)
        self._install_session(session, choices, reconnect)
        self._last = session

    def _compute_failed(self, why: str) -> None:
        """A failed Compute leaves no summary of an earlier run on the panel."""
        self._set_summary(tr("Compute failed: {why}").format(why=why), keep_stale=False)

    def _install_session(self, session: LakeSession, choices: PanelChoices, reconnect: bool) -> None:
        found = lake_layers.saved_outputs(session) if reconnect else None
        gpkg, why_memory = "", ""
        if found is None:
            gpkg, why_memory = lake_layers.outputs_target(self.iface.mainWindow(), self._input_layers())
            outputs, vlayer = lake_layers.write_outputs(session, gpkg)
        else:
            outputs, vlayer = found
        self.session = session
        self.computed_with = choices
        self.panel.exclude_layers([*outputs.values(), vlayer])
        self._drop_checker()
        if self.writer is not None:
            self.writer.deleteLater()
        self.writer = ViolationsWriter(vlayer, self.findings.source_geometry)
        self.table_model.set_writer(self.writer)
        self.checker = LiveChecker(session, self.writer)
        self._connect_checker_status()
        # the first whole-layout check writes the Violations table of the same GeoPackage: a map
        # drawn meanwhile may have found the file busy, so the outputs are drawn again after it
        self._repaint_after_check = list(outputs.values())
        lake_layers.style_mhw_once(QgsProject.instance().mapLayer(choices.mhw_layer))
        self._attach_layout()
        self.panel.set_parcel_ids(sorted(session.wr.lakeshore_parcels))
        self.documents.update_buttons()
        lake_layers.zoom_if_out_of_view(self.iface.mapCanvas(), outputs["rights_areas"])
        self._set_summary(self._summary_of(session))
        n = len(session.wr.lakeshore_parcels)
        if found is not None:
            push(self.iface, tr("Reconnected the results of {n} lakeshore parcels saved beside the "
                                "project.").format(n=n), Qgis.MessageLevel.Info, 5)
        elif gpkg:      # short enough for one line of the message bar
            push(self.iface, tr("Computed {n} lakeshore parcels into {file} beside the project.").format(
                n=n, file=os.path.basename(gpkg)), Qgis.MessageLevel.Success, 6)
        else:
            push(self.iface, why_memory.format(n=n), Qgis.MessageLevel.Info, 10)
        if session.crs_reason:          # which CRS it was measured in and why (the toolbox logs it)
            push(self.iface, session.crs_reason, Qgis.MessageLevel.Info, 8)

    def _summary_of(self, session: LakeSession) -> str:
        wr = session.wr
        changed = sum(1 for ln in wr.lines if ln.modified)
        warnings = [m for m in session.messages if m.level in ("warning", "error")]
        text = tr("{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) "
                  "under {law}; computed in {s:.2f} s.").format(
            n=len(wr.lakeshore_parcels), l=len(wr.lines), c=changed, law=session.title,
            s=session.compute_seconds)
        if warnings:
            text += "\n" + tr("{n} warnings:").format(n=len(warnings)) + "\n" + "\n".join(
                "• " + message_text(m) for m in warnings[:8])
        return text

    # ================================================================== out of date
    def stale_reason(self) -> str:
        """Why the results on show no longer match the panel ("" when they do)."""
        if self.session is None or self.computed_with is None or self.panel is None:
            return ""
        now = self.panel.choices(sync=False)
        then = self.computed_with
        if (now.profile, now.profile_path, now.levels) != (then.profile, then.profile_path, then.levels):
            return tr("they were computed under {law}; press Compute for the law chosen now.").format(
                law=short_law(self.session))
        if now.crs != then.crs:
            return tr("they were measured in {crs}; press Compute to measure in the working CRS "
                      "chosen now.").format(crs=self.session.crs.authid() or self.session.crs.description())
        if any(getattr(now, k) != getattr(then, k) for k in COMPUTE_INPUTS):
            return tr("the layers or fields chosen have changed since they were computed; press "
                      "Compute to bring them up to date.")
        return ""

    def _identity_chosen(self, *_args: Any) -> None:
        if self.panel is not None:
            save_identity_fields(self.panel.choices(sync=False))

    def _choices_changed(self, *_args: Any) -> None:
        if self.session is None or self.runner.running():
            return
        self._set_summary(self._summary)
        self.findings.update_status()

    def _set_summary(self, text: str, keep_stale: bool = True) -> None:
        """The Lake tab's summary, headed by a warning when the results are out of date."""
        if self.panel is None:
            return
        self._summary = text
        label = self.panel.w.lakeStatusLabel
        stale = self.stale_reason() if keep_stale else ""
        if stale:
            label.setText(tr("Out of date: {why}").format(why=stale) + "\n" + text)
            label.setStyleSheet("color: #8a5a00;")
        else:
            label.setText(text)
            label.setStyleSheet("")

    def _input_layers(self) -> list[tuple[str, Any]]:
        """(name, layer) of what Compute and the live check read: parcels, MHW line, bathymetry,
        the layout layers."""
        choices = self.panel.choices(sync=False)
        project = QgsProject.instance()
        chosen = [project.mapLayer(lid) if lid else None
                  for lid in (choices.parcel_layer, choices.mhw_layer, choices.bathymetry_layer)]
        layout = [self.layout_layer(STRUCTURES), self.layout_layer(BUOYS)]
        return [(f"'{layer.name()}'", layer) for layer in chosen + layout if layer is not None]

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
        self.findings.update_status()
        layers, self._repaint_after_check = self._repaint_after_check, []
        if any(not sip.isdeleted(layer) for layer in layers):
            # the layers' cached images may be of the file while it was busy: draw all again
            QTimer.singleShot(0, self.iface.mapCanvas().refreshAllLayers)

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
        if self.panel is not None and self.computed_with is not None:
            save_choices(self.panel.choices())

    def _attach_layout(self) -> None:
        s, b = self.layout_layer(STRUCTURES), self.layout_layer(BUOYS)
        lake_layers.put_above_outputs([lyr for lyr in (s, b) if lyr is not None])
        if self.checker is None:
            self.findings.update_status()
            return
        for layer, configure, check in ((s, configure_structures_layer, looks_like_structures),
                                        (b, configure_buoys_layer, looks_like_buoys)):
            if layer is not None and check(layer) and not layer.customProperty(ROLE_KEY):
                configure(layer)        # value maps and defaults for QGIS's own forms too
        self.checker.attach(s if s is not None and looks_like_structures(s) else None,
                            b if b is not None and looks_like_buoys(b) else None)
        self.findings.update_status()

    @guarded(_iface, "create the layout")
    def new_layout(self, *_args: Any,
                   path: str | None = None) -> tuple[QgsVectorLayer, QgsVectorLayer] | None:
        """Ask for a GeoPackage (starting in the project's folder), create STRUCTURES and BUOYS
        in it, add them and start editing."""
        if path is None:
            # our own question below says what would be replaced; the dialog's generic one does not
            path, _flt = QFileDialog.getSaveFileName(self.iface.mainWindow(), tr("New layout GeoPackage"),
                                                     project_folder(), tr("GeoPackage (*.gpkg)"),
                                                     options=QFileDialog.Option.DontConfirmOverwrite)
        if not path:
            return None
        if not path.lower().endswith(".gpkg"):
            path += ".gpkg"
        refusal = new_layout_refusal(path, QgsProject.instance().mapLayers().values())
        if refusal:
            raise UserError(refusal)
        question = new_layout_replaces(path)
        if question and not ask_yes_no(self.iface.mainWindow(), question):
            return None
        structures, buoys = create_layout_geopackage(path, self._working_crs_now())
        project = QgsProject.instance()
        project.addMapLayers([buoys, structures])
        lake_layers.put_above_outputs([structures, buoys])
        for layer in (structures, buoys):
            layer.startEditing()
        self.panel.w.structuresCombo.setLayer(structures)
        self.panel.w.buoysCombo.setLayer(buoys)
        self.iface.setActiveLayer(structures)
        self.panel.show_tab(self.panel.w.layoutTab)
        push(self.iface, tr("New layout in {path}: draw docks, structures and buoys with the panel's tools.")
             .format(path=path), Qgis.MessageLevel.Info, 5)
        return structures, buoys

    def _working_crs_now(self) -> QgsCoordinateReferenceSystem:
        """The computed lake's CRS, else the one Compute would take now (the same rule as every
        Processing algorithm); EPSG:2261 while the panel's choices do not yet give one."""
        if self.session is not None:
            return self.session.crs
        choices = self.panel.choices()
        try:
            return panel_crs(choices.crs, load_profile_or_explain(choices.profile_spec())).crs
        except UserError:
            return working_crs()

    # ================================================================== documents, parcel page
    def site_plan(self, *args: Any) -> str | None:
        return self.documents.site_plan(*args)

    def export_overlays(self, *args: Any) -> list[str] | None:
        return self.documents.export_overlays(*args)

    def show_parcel(self, pid: str, zoom: bool = False) -> None:
        self.parcel_view.show(pid, zoom)

    # ================================================================== tools
    @guarded(_iface, "start the map tool")
    def activate_tool(self, key: str) -> None:
        tool = self.tools.get(key)
        if tool is None:
            return
        if key in ("dock", "rect", "buoy"):
            layer = self.layout_layer(STRUCTURES if key in ("dock", "rect") else BUOYS)
            if layer is not None:
                self.iface.setActiveLayer(layer)
                if not layer.isEditable():
                    layer.startEditing()
        self.iface.mapCanvas().setMapTool(tool)

    def show_figures(self, text: str, colour: QColor | None = None) -> None:
        if self.panel is not None:
            self.panel.set_figures(text, colour.name() if isinstance(colour, QColor) else colour)


def project_folder() -> str:
    """Where file dialogs start: the project's folder, else the user's home."""
    return QgsProject.instance().homePath() or os.path.expanduser("~")
