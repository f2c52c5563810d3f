"""The dock panel, built at run time from resources/shoreline_panel.ui."""
from __future__ import annotations

import os

from qgis.core import Qgis, QgsProject, QgsVectorLayer
from qgis.gui import QgsDockWidget, QgsFileWidget
from qgis.PyQt import uic
from qgis.PyQt.QtCore import QT_TR_NOOP, QSize, Qt
from qgis.PyQt.QtWidgets import QDoubleSpinBox, QFrame, QHeaderView, QScrollArea, QWidget

from ..core.model import CONSTRUCTIONS
from ..qgis_io.field_guess import guess_bathymetry, guess_fields, guess_layer
from .i18n import tr
from .layout_layers import CONSTRUCTION_LABELS, KIND_LABELS, looks_like_buoys, looks_like_structures
from .project_settings import PanelChoices

UI_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "resources", "shoreline_panel.ui")
FORM_CLASS, _BASE = uic.loadUiType(UI_PATH)

PROFILES = (("keuka", QT_TR_NOOP("Keuka Lake — Town of Jerusalem §160-118..131")),
            ("canandaigua", QT_TR_NOOP("Canandaigua Lake — City of Canandaigua §44 (2002 proposed)")),
            ("file", QT_TR_NOOP("Profile file (TOML)…")))
RECT_KINDS = ("boat_hoist_structure", "boat_station", "boathouse", "boat_accessory_structure",
              "swim_float", "ice_breaker")


class PanelWidget(QWidget, FORM_CLASS):
    """The panel's contents; widgets are named in the .ui file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setupUi(self)

    def sizeHint(self) -> QSize:
        """Wide enough for the field names, the law's title and the findings table."""
        return QSize(400, 760)


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
        for combo in (w.idFieldCombo, w.landUseFieldCombo, w.frontageFieldCombo, w.seatingFieldCombo):
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
        # each page scrolls, so the splitter can give the findings table the room it needs
        for _ in range(w.tabs.count()):
            page, title = w.tabs.widget(0), w.tabs.tabText(0)
            w.tabs.removeTab(0)
            scroll = QScrollArea()
            scroll.setObjectName(page.objectName() + "Scroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(page)
            w.tabs.addTab(scroll, title)
        w.tabs.setCurrentIndex(0)
        w.splitter.setStretchFactor(0, 3)      # the findings table keeps a useful height
        w.splitter.setStretchFactor(1, 2)
        # panel-internal wiring (these objects die with the panel, so no bookkeeping is needed)
        w.parcelLayerCombo.layerChanged.connect(self._parcel_layer_changed)
        w.profileCombo.currentIndexChanged.connect(self._profile_changed)
        w.profileFileWidget.fileChanged.connect(self._profile_changed)
        self._level_boxes: dict[str, QDoubleSpinBox] = {}
        self._parcel_layer_changed(w.parcelLayerCombo.currentLayer())
        self._profile_changed()
        self.guess_layers()

    # ------------------------------------------------------------------ choices
    def _parcel_layer_changed(self, layer: QgsVectorLayer | None) -> None:
        w = self.w
        combos = {"id": w.idFieldCombo, "land_use": w.landUseFieldCombo,
                  "frontage": w.frontageFieldCombo, "seating": w.seatingFieldCombo}
        for combo in combos.values():
            combo.setLayer(layer)
        if isinstance(layer, QgsVectorLayer):
            for kind, name in guess_fields(layer.fields().names()).items():
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
        """Pre-select layers by name when nothing better is known (parcels, mhw, bathymetry,
        structures, buoys)."""
        w = self.w
        layers = list(QgsProject.instance().mapLayers().values())
        for combo, kind in ((w.parcelLayerCombo, "parcels"), (w.mhwLayerCombo, "mhw")):
            lyr = guess_layer(kind, layers)
            if lyr is not None and combo.currentLayer() is not lyr:
                combo.setLayer(lyr)
        self.sync_fields()
        if w.bathymetryCombo.currentLayer() is None:
            lyr = guess_bathymetry(layers)
            if lyr is not None:
                w.bathymetryCombo.setLayer(lyr)
        if w.structuresCombo.currentLayer() is None:
            lyr = guess_layer("structures", layers, looks_like_structures)
            if lyr is not None:
                w.structuresCombo.setLayer(lyr)
        if w.buoysCombo.currentLayer() is None:
            lyr = guess_layer("buoys", layers, looks_like_buoys)
            if lyr is not None:
                w.buoysCombo.setLayer(lyr)

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
            profile_path=w.profileFileWidget.filePath(), id_field=w.idFieldCombo.currentField(),
            land_use_field=w.landUseFieldCombo.currentField(),
            frontage_field=w.frontageFieldCombo.currentField(),
            seating_field=w.seatingFieldCombo.currentField(),
            levels=";".join(f"{k}={v}" for k, v in self.level_values().items()))

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
        i = w.profileCombo.findData(c.profile)
        if i >= 0:
            w.profileCombo.setCurrentIndex(i)
        w.profileFileWidget.setFilePath(c.profile_path)
        # field choices after the parcel layer (its change re-guesses the fields)
        w.idFieldCombo.setField(c.id_field)
        w.landUseFieldCombo.setField(c.land_use_field)
        w.frontageFieldCombo.setField(c.frontage_field)
        w.seatingFieldCombo.setField(c.seating_field)
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
