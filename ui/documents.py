"""The panel's "Site plan…" and "Export overlays…" buttons: when they are usable, what they ask
(a folder, the preparer, whether to save the layout's edits first) and what they say afterwards.
exports.py asks and writes; report/ draws."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QApplication, QMessageBox

from .errors import UserError, guarded
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
from .layout_layers import looks_like_buoys, looks_like_structures
from .live_checker import BUOYS, STRUCTURES
from .project_settings import IDENTITY_FIELDS, save_identity_fields

if TYPE_CHECKING:
    from .host import Host


def _iface(self: Documents) -> Any:
    return self.ctl.iface


# What to do with the layout's unsaved edits before a site plan (ask_save_edits; None: cancel).
SAVE, KEEP, DISCARD = "save", "keep", "discard"


def ask_save_edits(parent: Any, layers: list[QgsVectorLayer]) -> str | None:
    """Ask what to do with the layout's unsaved edits before the site plan: SAVE them and draw,
    draw with them KEEP unsaved, DISCARD them and draw the saved layout, or None (cancel)."""
    names = ", ".join(lyr.name() for lyr in layers)
    box = QMessageBox(QMessageBox.Icon.Question, tr("Site plan"),
                      tr("The layout ({names}) has edits that are not saved. Save: save them and draw "
                         "the plan. Draw unsaved: draw the plan with the edits and keep them unsaved. "
                         "Discard: throw the edits away and draw the saved layout.").format(names=names),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, parent)
    keep = box.addButton(tr("Draw unsaved"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep:
        return KEEP
    return {QMessageBox.StandardButton.Save: SAVE,
            QMessageBox.StandardButton.Discard: DISCARD}.get(box.standardButton(clicked))


class Documents:
    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl

    def update_buttons(self) -> None:
        """Both documents are drawn from the computed lake: usable once Compute has run."""
        ctl = self.ctl
        if ctl.panel is None:
            return
        w, ready = ctl.panel.w, ctl.session is not None
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

    def layout_for_report(self, role: str) -> QgsVectorLayer | None:
        layer = self.ctl.layout_layer(role)
        check = looks_like_structures if role == STRUCTURES else looks_like_buoys
        return layer if layer is not None and check(layer) else None

    @guarded(_iface, "write the site plan")
    def site_plan(self, *_args: Any) -> str | None:
        """Ask for a folder and the preparer, write the selected parcel's site plan PDF, say where."""
        ctl = self.ctl
        if ctl.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        pid = ctl.panel.w.parcelCombo.currentText().strip()
        if not pid:
            raise UserError(tr("Pick a parcel on the Parcel tab first (type its id or use Show a parcel)."))
        if pid not in ctl.session.by_id:
            raise UserError(tr("There is no parcel {pid} in the computed lake.").format(pid=pid))
        mw = ctl.iface.mainWindow()
        structures, buoys = self.layout_for_report(STRUCTURES), self.layout_for_report(BUOYS)
        edited = [lyr for lyr in (structures, buoys) if lyr is not None and lyr.isModified()]
        if edited:
            answer = ask_save_edits(mw, edited)
            if answer is None:
                return None
            for layer in edited if answer == SAVE else ():
                if not layer.commitChanges(False):       # keep editing: the user was drawing
                    raise UserError(tr("Could not save the edits of {name}: {why}").format(
                        name=layer.name(), why="; ".join(layer.commitErrors())))
            for layer in edited if answer == DISCARD else ():
                if not layer.rollBack(False):            # the edits go; the layer stays editable
                    raise UserError(tr("Could not discard the edits of {name}.").format(name=layer.name()))
                layer.triggerRepaint()
        folder = ask_folder(mw, tr("Folder for the site plan of {pid}").format(pid=pid), SITE_PLAN_FOLDER)
        if not folder:
            return None
        preparer = ask_preparer(mw)
        if preparer is None:
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            choices = ctl.panel.choices()
            save_identity_fields(choices)      # remembered per project, as the panel shows them
            path = write_site_plan(ctl.render_site_plans, ctl.session, folder, pid, structures, buoys,
                                   preparer, choices.id_field, identity={
                                       name: getattr(choices, name) for name in IDENTITY_FIELDS})
        finally:
            QApplication.restoreOverrideCursor()
        push_written(ctl.iface, tr("Site plan of {pid} written:").format(pid=pid), path, tr("Open"))
        return path

    @guarded(_iface, "export the overlays")
    def export_overlays(self, *_args: Any) -> list[str] | None:
        """Ask for a folder and write the GeoPackage, .qlr and DXF of the computed lake there."""
        ctl = self.ctl
        if ctl.session is None:
            raise UserError(tr("Compute the water-rights lines first."))
        folder = ask_folder(ctl.iface.mainWindow(), tr("Folder for the water-rights overlays"),
                            OVERLAYS_FOLDER)
        if not folder:
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            paths = write_overlays(ctl.session, folder)
        finally:
            QApplication.restoreOverrideCursor()
        push_written(ctl.iface, tr("Overlays written (GeoPackage, .qlr, DXF) in"), folder, tr("Open folder"))
        return paths
