"""The Layout tab's "Suggest layout" button: the largest dock the law allows on the parcel shown,
with hoists and buoys (core/suggest, every one checked), added to the layout layers as one undo
step — QGIS's Undo (or Ctrl+Z on the layer) takes the whole suggestion away again.

Self-contained: `SuggestButton(controller)` puts the button beside "New layout…", and
`unload()` removes it. The controller gives the computed lake (`session`), the parcel shown
(the Parcel tab's combo) and the layout layers (`layout_layer`).
"""
from __future__ import annotations

from typing import Any

from qgis.core import (
    Qgis,
    QgsCoordinateTransform,
    QgsFeature,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtWidgets import QPushButton

from ..core.suggest.layout import Suggestion, SuggestOptions, suggest_layout
from ..qgis_io.convert import to_qgs
from .errors import UserError, guarded, push
from .i18n import tr
from .layout_layers import looks_like_buoys, looks_like_structures
from .live_checker import BUOYS, STRUCTURES
from .panel import place_beside


def _iface(self: SuggestButton) -> Any:
    return self.controller.iface


class SuggestButton:
    """The button and what it does."""

    def __init__(self, controller: Any) -> None:
        self.controller = controller
        w = controller.panel.w
        self.button = QPushButton(tr("Suggest layout"), w.newLayoutButton.parentWidget())
        self.button.setObjectName("suggestLayoutButton")
        self.button.setToolTip(tr("Add the largest dock the law allows on the parcel shown, with "
                                  "hoists and buoys, to the layout layers (checked: no errors; "
                                  "Undo removes it)"))
        place_beside(w.newLayoutButton, self.button)
        self.button.clicked.connect(self.suggest)

    def unload(self) -> None:
        if self.button is not None:
            self.button.clicked.disconnect(self.suggest)
            self.button.setParent(None)
            self.button.deleteLater()
            self.button = None

    @guarded(_iface, "suggest a layout")
    def suggest(self, *_args: Any) -> Suggestion | None:
        c = self.controller
        session = c.session
        if session is None:
            raise UserError(tr("Compute the water-rights lines first (Lake tab)."))
        pid = c.panel.w.parcelCombo.currentText().strip()
        if not pid or pid not in session.by_id:
            raise UserError(tr("Pick a lakeshore parcel on the Parcel tab first (type its id or "
                               "use Show a parcel)."))
        structures, buoys = c.layout_layer(STRUCTURES), c.layout_layer(BUOYS)
        if structures is None or not looks_like_structures(structures) or \
                buoys is None or not looks_like_buoys(buoys):
            raise UserError(tr("Create the layout layers first (New layout…): the suggestion is "
                               "added to them."))
        already = [lyr.name() for lyr in (structures, buoys) if _features_of(lyr, pid)]
        if already:
            raise UserError(tr("The layout already has features on parcel {pid} (in {layers}): "
                               "delete them first, so that the suggestion is checked alone.")
                            .format(pid=pid, layers=", ".join(already)))
        # The walkway width set for the dock tool, capped by the law's maximum where it has one.
        options = SuggestOptions(walkway_width_ft=float(c.panel.w.dockWidthSpin.value()))
        found = suggest_layout(session.profile, session.parcels, session.wr, options, [pid],
                               session.depth_at)
        if not found:
            raise UserError(tr("Parcel {pid} is not a lakeshore parcel of the computed lake.")
                            .format(pid=pid))
        s = found[0]
        if not s.structures and not s.buoys:
            push(c.iface, f"{pid}: {s.note}", Qgis.MessageLevel.Info)
            return s
        _add(structures, session.crs, tr("Suggest layout for {pid}").format(pid=pid),
             [(x.geometry, {"kind": x.kind, "dock_id": x.dock_id, "part": x.part,
                            "construction": x.construction, "slips": x.slips,
                            "parcel_id": x.parcel_id, "existing": 0}) for x in s.structures])
        _add(buoys, session.crs, tr("Suggest buoys for {pid}").format(pid=pid),
             [(b.geometry, {"vessel_length_ft": b.vessel_length_ft,
                            "rode_length_ft": b.rode_length_ft, "parcel_id": b.parcel_id})
              for b in s.buoys])
        push(c.iface, f"{pid}: {s.note} " + tr("Undo removes it."), Qgis.MessageLevel.Success)
        return s


def _features_of(layer: QgsVectorLayer, pid: str) -> bool:
    idx = layer.fields().indexFromName("parcel_id")
    return idx >= 0 and any(str(f["parcel_id"]) == pid for f in layer.getFeatures()
                            if f["parcel_id"] not in (None, ""))


def _add(layer: QgsVectorLayer, crs: Any, text: str, rows: list[tuple[Any, dict]]) -> None:
    """The rows as new features of `layer`, in one edit command (one undo step)."""
    if not rows:
        return
    if not layer.isEditable() and not layer.startEditing():
        raise UserError(tr("The layer {name} cannot be edited.").format(name=layer.name()))
    transform = QgsCoordinateTransform(crs, layer.crs(), QgsProject.instance().transformContext())
    layer.beginEditCommand(text)
    try:
        for geom, values in rows:
            f = QgsFeature(layer.fields())
            g = to_qgs(geom)
            g.transform(transform)
            f.setGeometry(g)
            for name, value in values.items():
                if layer.fields().indexFromName(name) >= 0 and value is not None:
                    f[name] = value
            if not layer.addFeature(f):
                raise UserError(tr("The layer {name} refused a feature.").format(name=layer.name()))
    except Exception:
        layer.destroyEditCommand()
        raise
    layer.endEditCommand()
    layer.triggerRepaint()
