"""The dock panel, built at run time from resources/shoreline_panel.ui."""
from __future__ import annotations

import os
from typing import Any

from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsProject, QgsVectorLayer
from qgis.gui import QgsDockWidget, QgsFieldComboBox, QgsFileWidget, QgsProjectionSelectionWidget
from qgis.PyQt import uic
from qgis.PyQt.QtCore import QT_TR_NOOP, QSize, Qt
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStyledItemDelegate,
    QToolButton,
    QWidget,
)

from ..core.model import CONSTRUCTIONS
from ..qgis_io import layer_guess
from ..qgis_io.crs import DEFAULT_WORKING_CRS, crs_from_text, crs_text
from ..qgis_io.field_guess import guess_fields, guess_identity_fields
from ..qgis_io.input_defaults import project_layers
from ..qgis_io.layer_guess import LayerInfo
from ..qgis_io.parcel_fields import BY_KEY as PARCEL_FIELD
from ..qgis_io.parcel_fields import PARCEL_FIELDS
from .i18n import tr
from .layout_layers import CONSTRUCTION_LABELS, KIND_LABELS
from .project_settings import PanelChoices

UI_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "resources", "shoreline_panel.ui")
FORM_CLASS, _BASE = uic.loadUiType(UI_PATH)

PROFILES = (("keuka", QT_TR_NOOP("Keuka Lake — Town of Jerusalem §160-118..131")),
            ("canandaigua", QT_TR_NOOP("Canandaigua Lake — City of Canandaigua §44 (2002 proposed)")),
            ("file", QT_TR_NOOP("Profile file (TOML)…")))
# the site plan's identity fields (field_guess.IDENTITY_CANDIDATES keys) and their boxes
IDENTITY_BOXES = {"address": "addressFieldCombo", "owner": "ownerFieldCombo", "tax_map": "taxMapFieldCombo"}
PANEL_WIDTH = 440          # px the panel opens with: no button or field box cut off
PANEL_MIN_WIDTH = 340      # below this the field boxes and buttons are cut
TABLE_MIN_ROWS = 5         # the findings table shows at least this many rows
NAMES = {"parcels": (layer_guess.PARCEL_NAMES, layer_guess.PARCEL_WORDS),
         "mhw": (layer_guess.MHW_NAMES, layer_guess.MHW_WORDS)}
RECT_KINDS = ("boat_hoist_structure", "boat_station", "boathouse", "boat_accessory_structure",
              "swim_float", "ice_breaker")


def place_beside(anchor: QWidget, widget: QWidget) -> None:
    """Put `widget` right after `anchor` in the anchor's layout (in a box, next in line; in a
    grid, on its row in the next column): how the panel's add-on buttons join its forms."""
    layout = anchor.parentWidget().layout()
    index = layout.indexOf(anchor)
    if hasattr(layout, "insertWidget"):
        layout.insertWidget(index + 1, widget)
    else:
        row, col, _rs, _cs = layout.getItemPosition(index)
        layout.addWidget(widget, row, col + 1)


class ElideRightDelegate(QStyledItemDelegate):
    """Draws a column's text shortened at its end, whatever the view's elide mode."""

    def initStyleOption(self, option: Any, index: Any) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight


class PanelWidget(QWidget, FORM_CLASS):
    """The panel's contents; widgets are named in the .ui file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setupUi(self)

    def sizeHint(self) -> QSize:
        """Wide enough for the field names, the law's title and the findings table."""
        return QSize(PANEL_WIDTH, 760)


class ShorelinePanel(QgsDockWidget):
    """Lake inputs and Compute, the parcel page, the layout tools and the violations table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Shoreline Layout"), parent)
        self.setObjectName("ShorelineLayoutDock")
        self.w = PanelWidget(self)
        self.setWidget(self.w)
        w = self.w
        w.parcelLayerCombo.setFilters(Qgis.LayerFilter.PolygonLayer)
        w.mhwLayerCombo.setFilters(
            Qgis.LayerFilters(Qgis.LayerFilter.LineLayer | Qgis.LayerFilter.PolygonLayer))
        w.bathymetryCombo.setFilters(Qgis.LayerFilter.RasterLayer)
        w.structuresCombo.setFilters(Qgis.LayerFilter.PolygonLayer)
        w.buoysCombo.setFilters(Qgis.LayerFilter.PointLayer)
        for combo in (w.bathymetryCombo, w.structuresCombo, w.buoysCombo):
            # optional: start empty (the box picked the first layer before it was allowed to be empty)
            combo.setAllowEmptyLayer(True)
            combo.setLayer(None)
        for combo in (*self.field_boxes().values(), *self.identity_boxes().values()):
            combo.setAllowEmptyFieldName(True)
        for key, label in PROFILES:
            w.profileCombo.addItem(tr(label), key)
        w.profileFileWidget.setFilter(tr("Rule profiles (*.toml)"))
        w.profileFileWidget.setStorageMode(QgsFileWidget.StorageMode.GetFile)
        for c in CONSTRUCTIONS:
            w.dockConstructionCombo.addItem(tr(CONSTRUCTION_LABELS[c]), c)
        for k in RECT_KINDS:
            w.rectKindCombo.addItem(tr(KIND_LABELS[k]), k)
        w.violationsTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        w.violationsTable.horizontalHeader().setStretchLastSection(True)
        w.violationsTable.verticalHeader().setVisible(False)
        # long ids keep their start and end in view (a SWIS print key differs at the end)
        w.violationsTable.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # a rule's name keeps its first words ("Beyond t…", not "Be…ch")
        w.violationsTable.setItemDelegateForColumn(0, ElideRightDelegate(w.violationsTable))
        # each page scrolls, so the splitter can give the findings table the room it needs
        for _ in range(w.tabs.count()):
            page, title = w.tabs.widget(0), w.tabs.tabText(0)
            w.tabs.removeTab(0)
            scroll = QScrollArea()
            scroll.setObjectName(page.objectName() + "Scroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            # the page narrows with the panel (its boxes shrink, texts wrap): no sideways scrolling
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(page)
            w.tabs.addTab(scroll, title)
        w.tabs.setCurrentIndex(0)
        w.splitter.setStretchFactor(0, 3)      # the findings table keeps a useful height
        w.splitter.setStretchFactor(1, 2)
        w.splitter.setChildrenCollapsible(False)
        rows = w.violationsTable.verticalHeader().defaultSectionSize()
        w.violationsTable.setMinimumHeight(w.violationsTable.horizontalHeader().sizeHint().height()
                                           + TABLE_MIN_ROWS * rows + 4)
        self.setMinimumWidth(PANEL_MIN_WIDTH)
        for combo in w.findChildren(QComboBox):
            # a long layer name or law title must not make the page wider than the panel
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        w.lakeStatusLabel.setWordWrap(True)
        self._add_crs_row()
        self._add_run_row()
        self._add_help_button()
        self._add_layout_extras()
        # panel-internal wiring (these objects die with the panel, so no bookkeeping is needed)
        w.parcelLayerCombo.layerChanged.connect(self._parcel_layer_changed)
        w.profileCombo.currentIndexChanged.connect(self._profile_changed)
        w.profileFileWidget.fileChanged.connect(self._profile_changed)
        self._level_boxes: dict[str, QDoubleSpinBox] = {}
        self._chosen: dict[str, str] = {}          # role -> layer id the user or the project chose
        self._fields_for = ""                      # the parcel layer the field boxes were guessed for
        w.parcelLayerCombo.activated.connect(lambda _i: self._remember("parcels", w.parcelLayerCombo))
        w.mhwLayerCombo.activated.connect(lambda _i: self._remember("mhw", w.mhwLayerCombo))
        self._parcel_layer_changed(w.parcelLayerCombo.currentLayer())
        self._profile_changed()
        self.guess_layers()

    def _add_crs_row(self) -> None:
        """Under the law: the working CRS, as Processing's CRS parameter (not set: the core's
        rule, core/working_crs.py: the law's, else EPSG:2261), so a lake in another State Plane
        zone can be computed here."""
        w = self.w
        w.crsWidget = QgsProjectionSelectionWidget()
        w.crsWidget.setObjectName("crsWidget")
        w.crsWidget.setOptionVisible(QgsProjectionSelectionWidget.CrsOption.CrsNotSet, True)
        w.crsWidget.setNotSetText(tr("The law's CRS, else {crs}").format(crs=DEFAULT_WORKING_CRS))
        w.crsWidget.setCrs(QgsCoordinateReferenceSystem())
        w.crsWidget.setToolTip(tr("The CRS the lake is measured in: a projected CRS in US survey feet, "
                                  "the State Plane zone of the lake (e.g. EPSG:2262 for New York West)"))
        w.crsLabel = QLabel(tr("Working CRS"))
        w.crsLabel.setObjectName("crsLabel")
        w.lakeForm.addRow(w.crsLabel, w.crsWidget)

    def _add_run_row(self) -> None:
        """Under Compute: the background computation's progress and its Cancel button."""
        w = self.w
        row = QHBoxLayout()
        w.computeProgress = QProgressBar()
        w.computeProgress.setObjectName("computeProgress")
        w.computeProgress.setRange(0, 100)
        w.computeProgress.setTextVisible(True)
        w.cancelComputeButton = QPushButton(tr("Cancel"))
        w.cancelComputeButton.setObjectName("cancelComputeButton")
        w.cancelComputeButton.setToolTip(tr("Stop the computation; the results on the map stay as they were"))
        row.addWidget(w.computeProgress, 1)
        row.addWidget(w.cancelComputeButton)
        layout = w.lakeLayout
        layout.insertLayout(layout.indexOf(w.computeButton) + 1, row)
        self.set_running(False)

    def _add_help_button(self) -> None:
        w = self.w
        w.helpButton = QToolButton()
        w.helpButton.setObjectName("helpButton")
        w.helpButton.setText(tr("Help"))
        w.helpButton.setToolTip(tr("The plugin's documentation: the walkthrough, the rules, the "
                                   "readings of the law"))
        w.tabs.setCornerWidget(w.helpButton, Qt.Corner.TopRightCorner)

    def _add_layout_extras(self) -> None:
        """The measure tool beside Show a parcel; the dock's typed length (0: drag it out)."""
        w = self.w
        w.measureToolButton = QToolButton()
        w.measureToolButton.setObjectName("measureToolButton")
        w.parcelPickLayout.addWidget(w.measureToolButton)
        w.dockLengthSpin = QDoubleSpinBox()
        w.dockLengthSpin.setObjectName("dockLengthSpin")
        w.dockLengthSpin.setRange(0.0, 500.0)
        w.dockLengthSpin.setDecimals(1)
        w.dockLengthSpin.setSuffix(" ft")
        w.dockLengthSpin.setSpecialValueText(tr("drag"))
        w.dockLengthSpin.setToolTip(tr("A walkway of this length is laid by a click on the shore; "
                                       "\"drag\" draws it as long as the drag"))
        grid = w.dockGrid
        row = grid.rowCount()
        grid.addWidget(QLabel(tr("Length")), row, 0)
        grid.addWidget(w.dockLengthSpin, row, 1)

    def dock_length_ft(self) -> float:
        """The typed walkway length, 0 when the walkway is dragged out."""
        return float(self.w.dockLengthSpin.value())

    def set_running(self, running: bool, percent: float = 0.0) -> None:
        """Show the progress and Cancel while a computation runs; Compute waits for it."""
        w = self.w
        w.computeProgress.setVisible(running)
        w.cancelComputeButton.setVisible(running)
        w.computeProgress.setValue(int(percent))
        w.computeButton.setEnabled(not running)

    # ------------------------------------------------------------------ choices
    def reset_choices(self) -> None:
        """A new project starts from the defaults: the first law, no profile file, no levels; the
        layer and field boxes are guessed again as layers arrive."""
        w = self.w
        self._chosen.clear()
        w.profileCombo.setCurrentIndex(0)
        w.profileFileWidget.setFilePath("")
        w.crsWidget.setCrs(QgsCoordinateReferenceSystem())
        for box in self._level_boxes.values():
            box.setValue(0.0)
        for combo in (*self.field_boxes().values(), *self.identity_boxes().values()):
            combo.setField("")

    def identity_boxes(self) -> dict[str, QgsFieldComboBox]:
        """The site plan's identity field boxes, by field_guess.IDENTITY_CANDIDATES key; their
        choices are PanelChoices' <key>_field."""
        return {key: getattr(self.w, combo) for key, combo in IDENTITY_BOXES.items()}

    def field_boxes(self) -> dict[str, QgsFieldComboBox]:
        """The panel's parcel field boxes, by parcel_fields key ("id", "land_use", ...): one per
        row of qgis_io/parcel_fields.PARCEL_FIELDS."""
        return {f.key: getattr(self.w, f.combo) for f in PARCEL_FIELDS}

    def _remember(self, role: str, combo) -> None:
        layer = combo.currentLayer()
        if layer is not None:
            self._chosen[role] = layer.id()

    def _parcel_layer_changed(self, layer: QgsVectorLayer | None) -> None:
        """Point the field boxes at the parcel layer and guess its fields, once per layer: a
        field set by hand stays when the box only says its layer again (after Compute, when the
        outputs are kept out of the list)."""
        combos = {**self.field_boxes(), **self.identity_boxes()}
        lid = layer.id() if isinstance(layer, QgsVectorLayer) else ""
        if lid and lid == self._fields_for and all(c.layer() is layer for c in combos.values()):
            return
        kept = {k: c.currentField() for k, c in combos.items()} if lid == self._fields_for else {}
        self._fields_for = lid
        for combo in combos.values():
            combo.setLayer(layer)
        if kept:
            for kind, name in kept.items():
                combos[kind].setField(name)
        elif isinstance(layer, QgsVectorLayer):
            names = layer.fields().names()
            for kind, name in {**guess_fields(names), **guess_identity_fields(names)}.items():
                combos[kind].setField(name or "")

    def _profile_changed(self, *_args: object) -> None:
        self.w.profileFileWidget.setVisible(self.w.profileCombo.currentData() == "file")
        self._build_level_boxes()

    def _build_level_boxes(self) -> None:
        """One box per water level the chosen law leaves blank (Canandaigua's transcription),
        labelled with the profile's question; the user's value is used, never an invented one."""
        form = self.w.levelsForm
        kept = {k: b.value() for k, b in self._level_boxes.items()}
        while form.rowCount():
            form.removeRow(0)
        self._level_boxes = {}
        missing = []
        try:
            from ..core.profiles import load_profile
            spec = self.choices(sync=False).profile_spec()
            if spec:
                missing = [q for q in load_profile(spec).missing_values() if q.key.startswith("levels.")]
        except Exception:
            missing = []
        for q in missing:
            box = QDoubleSpinBox()
            box.setDecimals(2)
            box.setRange(0.0, 10000.0)
            box.setSuffix(" ft")
            box.setSpecialValueText(tr("not set"))
            box.setValue(kept.get(q.key, 0.0))
            box.setToolTip(q.ask or q.text)
            label = q.key.split(".")[-1].replace("_ft", "").replace("_", " ").capitalize()
            form.addRow(f"{tr(label)} ({q.section})", box)
            self._level_boxes[q.key] = box
        self.w.levelsGroup.setVisible(bool(missing))

    def level_values(self) -> dict[str, float]:
        """The blank levels the user filled in (0 = not set)."""
        return {k: b.value() for k, b in self._level_boxes.items() if b.value() > 0.0}

    def guess_layers(self) -> None:
        """Pre-select the parcels and MHW layers (and bathymetry, structures, buoys) when nothing
        better is known: a choice the user made or the project restored stays while it is usable;
        a box QGIS filled by itself (the first layer of the list) is replaced by the guess."""
        w = self.w
        project = QgsProject.instance()
        infos = project_layers(project)
        by_id = {i.id: i for i in infos}
        self.exclude_layers([project.mapLayer(i.id) for i in infos if i.ours])

        def keep(combo, role: str, ok, guess: LayerInfo | None) -> bool:
            cur = combo.currentLayer()
            info = by_id.get(cur.id()) if cur is not None else None
            if info is None or not ok(info):
                return False
            if self._chosen.get(role) == info.id:
                return True
            return guess is None or layer_guess.name_score(info.name, *NAMES[role]) >= \
                layer_guess.name_score(guess.name, *NAMES[role])

        p_cur = w.parcelLayerCombo.currentLayer()
        m_cur = w.mhwLayerCombo.currentLayer()
        p_guess = layer_guess.guess_parcels(infos, m_cur.id() if m_cur is not None else "")
        if not keep(w.parcelLayerCombo, "parcels",
                    lambda i: layer_guess.acceptable_parcels(i, ""), p_guess) and p_guess is not None:
            w.parcelLayerCombo.setLayer(project.mapLayer(p_guess.id))
        p_cur = w.parcelLayerCombo.currentLayer()
        pid = p_cur.id() if p_cur is not None else ""
        m_guess = layer_guess.guess_mhw(infos, pid)
        if not keep(w.mhwLayerCombo, "mhw", lambda i: layer_guess.acceptable_mhw(i, infos, pid),
                    m_guess) and m_guess is not None:
            w.mhwLayerCombo.setLayer(project.mapLayer(m_guess.id))
        self.sync_fields()

        for combo, guess in ((w.bathymetryCombo, layer_guess.guess_bathymetry(infos)),
                             (w.structuresCombo, layer_guess.guess_layout(infos, "structures")),
                             (w.buoysCombo, layer_guess.guess_layout(infos, "buoys"))):
            if combo.currentLayer() is None and guess is not None:
                combo.setLayer(project.mapLayer(guess.id))

    def exclude_layers(self, layers: list) -> None:
        """Keep the plugin's own outputs (rights areas, Violations, ...) out of the input boxes."""
        w = self.w
        for combo in (w.parcelLayerCombo, w.mhwLayerCombo, w.bathymetryCombo, w.structuresCombo,
                      w.buoysCombo):
            combo.setExceptedLayerList(layers)

    def sync_fields(self) -> None:
        """Point the field boxes at the chosen parcel layer. QgsMapLayerComboBox selects a layer by
        itself when several arrive at once without saying so (no layerChanged): catch up here."""
        layer = self.w.parcelLayerCombo.currentLayer()
        if self.w.idFieldCombo.layer() is not layer:
            self._parcel_layer_changed(layer)

    def choices(self, sync: bool = True) -> PanelChoices:
        w = self.w
        if sync:
            self.sync_fields()

        def lid(combo) -> str:
            lyr = combo.currentLayer()
            return lyr.id() if lyr is not None else ""
        return PanelChoices(
            parcel_layer=lid(w.parcelLayerCombo), mhw_layer=lid(w.mhwLayerCombo),
            bathymetry_layer=lid(w.bathymetryCombo), structures_layer=lid(w.structuresCombo),
            buoys_layer=lid(w.buoysCombo), profile=w.profileCombo.currentData() or "keuka",
            profile_path=w.profileFileWidget.filePath(),
            **{PARCEL_FIELD[k].argument: c.currentField() for k, c in self.field_boxes().items()},
            **{f"{k}_field": c.currentField() for k, c in self.identity_boxes().items()},
            levels=";".join(f"{k}={v}" for k, v in self.level_values().items()),
            crs=crs_text(w.crsWidget.crs()))

    def apply_choices(self, c: PanelChoices) -> None:
        """Restore stored choices (layers that no longer exist are left as they are)."""
        w = self.w
        project = QgsProject.instance()
        for combo, layer_id in ((w.parcelLayerCombo, c.parcel_layer), (w.mhwLayerCombo, c.mhw_layer),
                                (w.bathymetryCombo, c.bathymetry_layer),
                                (w.structuresCombo, c.structures_layer), (w.buoysCombo, c.buoys_layer)):
            lyr = project.mapLayer(layer_id) if layer_id else None
            if lyr is not None:
                combo.setLayer(lyr)
        for role, layer_id in (("parcels", c.parcel_layer), ("mhw", c.mhw_layer)):
            if layer_id and project.mapLayer(layer_id) is not None:
                self._chosen[role] = layer_id
        self.sync_fields()
        i = w.profileCombo.findData(c.profile)
        if i >= 0:
            w.profileCombo.setCurrentIndex(i)
        w.profileFileWidget.setFilePath(c.profile_path)
        w.crsWidget.setCrs(crs_from_text(c.crs))
        # field choices after the parcel layer (its change re-guesses the fields)
        for key, combo in self.field_boxes().items():
            combo.setField(getattr(c, PARCEL_FIELD[key].argument))
        for key, combo in self.identity_boxes().items():
            combo.setField(getattr(c, f"{key}_field"))
        for key, value in c.level_values().items():
            if key in self._level_boxes:
                self._level_boxes[key].setValue(value)

    # ------------------------------------------------------------------ tool parameters
    def dock_width_ft(self) -> float:
        return float(self.w.dockWidthSpin.value())

    def dock_construction(self) -> str:
        return self.w.dockConstructionCombo.currentData() or "permanent"

    def rect_kind(self) -> str:
        return self.w.rectKindCombo.currentData() or "boat_hoist_structure"

    def vessel_ft(self) -> float:
        return float(self.w.vesselSpin.value())

    def rode_ft(self) -> float:
        return float(self.w.rodeSpin.value())

    def set_figures(self, text: str, colour: str | None = None) -> None:
        self.w.figuresLabel.setText(text)
        self.w.figuresLabel.setStyleSheet(f"color: {colour};" if colour else "")

    def show_parcel_html(self, html_text: str) -> None:
        self.w.parcelInfo.setHtml(html_text)
        self.show_tab(self.w.parcelTab)

    def show_tab(self, page: QWidget) -> None:
        """Bring the tab holding `page` (lakeTab, parcelTab, layoutTab) to the front."""
        tabs = self.w.tabs
        for i in range(tabs.count()):
            if tabs.widget(i).widget() is page:
                tabs.setCurrentIndex(i)
                return

    def set_parcel_ids(self, ids: list[str]) -> None:
        combo = self.w.parcelCombo
        combo.blockSignals(True)
        combo.clear()
        combo.addItems(ids)
        combo.setCurrentIndex(-1)
        combo.blockSignals(False)

    def select_parcel_id(self, pid: str) -> None:
        combo = self.w.parcelCombo
        i = combo.findText(pid, Qt.MatchFlag.MatchExactly)
        combo.blockSignals(True)
        combo.setCurrentIndex(i)
        combo.blockSignals(False)
