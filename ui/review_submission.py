"""The menu's "Review a submission…": a surveyor's DXF site plan checked against the lake in the
panel, through the same Processing algorithm (shorelinelayout:reviewsubmission), its layers added
to the project and the review memo written beside the drawing.

"Layer map for submissions…" picks the CSV of pattern,kind rows that names the office's CAD
layers, "CRS of submitted drawings…" the CRS they are drawn in (a DXF does not say); both are
saved in the project, so every review of this project uses them.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from qgis.core import Qgis, QgsLayerTreeGroup, QgsProcessingException, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QT_TR_NOOP
from qgis.PyQt.QtWidgets import QFileDialog

from ..qgis_io.input_defaults import PROJECT_SCOPE
from ..qgis_io.styles import apply_style
from ..qgis_io.translation import one_or_many
from .errors import UserError, guarded, push
from .i18n import tr
from .project_settings import load_choices

if TYPE_CHECKING:
    from .host import Host

LAYER_MAP_KEY = "review_layer_map"        # the project's layer map (a CSV path)
DRAWING_CRS_KEY = "review_drawing_crs"    # the CRS its drawings are drawn in (authid)
# output -> (layer name, QML style; None: QGIS's default)
OUTPUTS = {"STRUCTURES": (QT_TR_NOOP("Structures (submission)"), "structures"),
           "BUOYS": (QT_TR_NOOP("Mooring buoys (submission)"), "buoys"),
           "VIOLATIONS": (QT_TR_NOOP("Violations (submission)"), "violations"),
           "UNREAD": (QT_TR_NOOP("Not read from the drawing"), None)}


def _iface(self: ReviewSubmission) -> Any:
    return self.ctl.iface


def saved(key: str, project: QgsProject | None = None) -> str:
    value, ok = (project or QgsProject.instance()).readEntry(PROJECT_SCOPE, key, "")
    return value if ok else ""


class ReviewSubmission:
    """The two menu actions' slots."""

    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl

    def parameters(self, drawing: str, pdf: str) -> dict[str, Any]:
        """reviewsubmission's parameters for the panel's lake and this project's layer map."""
        choices = self.ctl.computed_with or load_choices()
        project = QgsProject.instance()
        if choices is None or not project.mapLayer(choices.parcel_layer) \
                or not project.mapLayer(choices.mhw_layer):
            raise UserError(tr("Choose the parcels and the MHW mark in the Shoreline Layout panel first: "
                               "a submission is checked against that lake."))
        params: dict[str, Any] = {
            "PARCELS": choices.parcel_layer, "SHORELINE": choices.mhw_layer,
            "PROFILE": choices.profile_spec(), "DRAWING": drawing, "OUTPUT_PDF": pdf,
            **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}
        for name, value in (("PARCEL_ID_FIELD", choices.id_field),
                            ("LAND_USE_FIELD", choices.land_use_field),
                            ("FRONTAGE_FIELD", choices.frontage_field),
                            ("SEATING_FIELD", choices.seating_field),
                            ("BATHYMETRY", choices.bathymetry_layer),
                            ("LAYER_MAP", saved(LAYER_MAP_KEY)), ("DRAWING_CRS", saved(DRAWING_CRS_KEY))):
            if value:
                params[name] = value
        return params

    @guarded(_iface, "review the submission")
    def review(self, *_args: Any) -> str | None:
        """Ask for the DXF, run reviewsubmission, add its layers; the memo's path, None if cancelled."""
        drawing, _ = QFileDialog.getOpenFileName(self.ctl.iface.mainWindow(), tr("Review a submission"),
                                                 QgsProject.instance().homePath() or os.path.expanduser("~"),
                                                 tr("DXF drawings (*.dxf *.DXF)"))
        if not drawing:
            return None
        pdf = os.path.splitext(drawing)[0] + "_review.pdf"
        params = self.parameters(drawing, pdf)
        from qgis import processing

        try:
            result = processing.run("shorelinelayout:reviewsubmission", params)
        except QgsProcessingException as exc:
            raise UserError(str(exc)) from None
        self.add_layers(result, os.path.basename(drawing))
        push(self.ctl.iface, tr("Submission reviewed: the memo is {path}.").format(path=pdf),
             Qgis.MessageLevel.Success)
        return pdf

    def add_layers(self, result: dict[str, Any], name: str) -> QgsLayerTreeGroup:
        project = QgsProject.instance()
        group = project.layerTreeRoot().insertGroup(0, tr("Review: {name}").format(name=name))
        for output, (title, style) in OUTPUTS.items():
            layer = result.get(output)
            if not isinstance(layer, QgsVectorLayer):
                continue
            layer.setName(tr(title))
            if style:
                apply_style(layer, style)
            project.addMapLayer(layer, False)
            group.addLayer(layer)
        return group

    @guarded(_iface, "choose the drawings' CRS")
    def choose_drawing_crs(self, *_args: Any) -> str | None:
        """The CRS this project's submitted drawings are drawn in (a DXF does not say); saved in
        the project, EPSG:2261 until chosen."""
        from qgis.core import QgsCoordinateReferenceSystem
        from qgis.gui import QgsProjectionSelectionDialog

        dialog = QgsProjectionSelectionDialog(self.ctl.iface.mainWindow())
        dialog.setWindowTitle(tr("CRS of submitted drawings"))
        dialog.setCrs(QgsCoordinateReferenceSystem(saved(DRAWING_CRS_KEY) or "EPSG:2261"))
        if not dialog.exec():
            return None
        authid = dialog.crs().authid()
        if not authid:
            raise UserError(tr("Choose a CRS with an authority id (EPSG:...)."))
        QgsProject.instance().writeEntry(PROJECT_SCOPE, DRAWING_CRS_KEY, authid)
        push(self.ctl.iface, tr("Submitted drawings of this project are read in {crs}.").format(crs=authid),
             Qgis.MessageLevel.Info)
        return authid

    @guarded(_iface, "choose the layer map")
    def choose_layer_map(self, *_args: Any) -> str | None:
        """Pick the layer map CSV this project's reviews use (Cancel keeps the one it has)."""
        path, _ = QFileDialog.getOpenFileName(self.ctl.iface.mainWindow(), tr("Layer map for submissions"),
                                              saved(LAYER_MAP_KEY) or QgsProject.instance().homePath(),
                                              tr("CSV files (*.csv)"))
        if not path:
            return None
        from ..core.submission import LayerMapError, parse_layer_map

        try:
            with open(path, encoding="utf-8-sig") as handle:
                rules = parse_layer_map(handle.read()).rules
        except (OSError, UnicodeDecodeError, LayerMapError) as exc:
            raise UserError(tr("The layer map {path} cannot be used: {why}.").format(
                path=path, why=exc)) from None
        QgsProject.instance().writeEntry(PROJECT_SCOPE, LAYER_MAP_KEY, path)
        said = one_or_many(len(rules), tr("Submissions of this project are read with {n} layer pattern from "
                                          "{path}."),
                           tr("Submissions of this project are read with {n} layer patterns from {path}."))
        push(self.ctl.iface, said.format(n=len(rules), path=path), Qgis.MessageLevel.Info)
        return path
