"""The Parcel tab's "Legal description…" button: the metes-and-bounds description of the parcel
shown (core/legal_description.py), written as legal_<parcel id>.txt to a folder the user picks
and shown in a window to read and copy (issue #25 part 2).

Self-contained: `LegalButton(controller)` puts the button beside "Site plan…", `unload()`
removes it. The controller gives the computed lake (`session`) and the parcel shown.
"""
from __future__ import annotations

import html
import os
from typing import Any

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP
from qgis.PyQt.QtGui import QFontDatabase
from qgis.PyQt.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.legal_description import LegalTerms, ParcelDescription, describe_parcel, file_stem, parcel_label
from ..qgis_io.files import WriteError, write_text
from .errors import UserError, guarded
from .exports import ask_folder, push_written
from .i18n import tr
from .panel import place_beside

LEGAL_FOLDER = "legal_folder"
WHAT = QT_TRANSLATE_NOOP("@default", "write the legal description")    # guarded's sentence, translated


def _iface(self: LegalButton) -> Any:
    return self.controller.iface


def describe(session: Any, pid: str) -> ParcelDescription:
    """The description of `pid` from the computed lake (its CRS named as QGIS names it)."""
    labels = {p.parcel_id: parcel_label(p) for p in session.parcels}
    crs = f"{session.crs.description()} ({session.crs.authid()})"
    return describe_parcel(session.wr, pid, LegalTerms.from_profile(session.profile), labels=labels, crs=crs)


class LegalButton:
    """The button and what it does."""

    def __init__(self, controller: Any) -> None:
        self.controller = controller
        self.dialog: QDialog | None = None
        anchor = controller.panel.w.sitePlanButton
        self.button = QPushButton(tr("Legal description…"), anchor.parentWidget())
        self.button.setObjectName("legalDescriptionButton")
        self.button.setToolTip(tr("Write the metes-and-bounds description of the parcel's tie line, water "
                                  "rights lines and rights area to a text file, and show it"))
        place_beside(anchor, self.button)
        self.button.clicked.connect(self.write)

    def unload(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        if self.button is not None:
            self.button.clicked.disconnect(self.write)
            self.button.setParent(None)
            self.button.deleteLater()
            self.button = None

    @guarded(_iface, WHAT)
    def write(self, *_args: Any, folder: str | None = None) -> str | None:
        """Ask for a folder (unless given), write the description, show it; the file's path."""
        c = self.controller
        session = c.session
        if session is None:
            raise UserError(tr("Compute the water-rights lines first (Lake tab)."))
        pid = c.panel.w.parcelCombo.currentText().strip()
        if not pid or pid not in session.by_id:
            raise UserError(tr("Pick a lakeshore parcel on the Parcel tab first (type its id or "
                               "use Show a parcel)."))
        if pid not in session.wr.lakeshore_parcels:
            raise UserError(tr("Parcel {pid} does not meet the MHW mark: it has no water rights lines "
                               "to describe.").format(pid=pid))
        if folder is None:
            folder = ask_folder(c.iface.mainWindow(), tr("Folder for the legal description of {pid}")
                                .format(pid=pid), LEGAL_FOLDER)
        if not folder:
            return None
        d = describe(session, pid)
        path = os.path.join(folder, f"legal_{file_stem(pid)}.txt")
        try:
            write_text(path, d.text)
        except WriteError as exc:
            raise UserError(tr("The legal description was not written: {why}").format(why=exc)) from None
        self.show(pid, d.text)
        # the message bar reads HTML: the parcel id is escaped
        push_written(c.iface, tr("Legal description of {pid} written:").format(pid=html.escape(pid)), path,
                     tr("Open"))
        return path

    def show(self, pid: str, text: str) -> None:
        """The description in a window: read-only, monospaced, with a button copying it whole."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        parent: QWidget | None = self.controller.iface.mainWindow()
        dialog = QDialog(parent)
        dialog.setObjectName("legalDescriptionDialog")
        dialog.setWindowTitle(tr("Legal description of {pid}").format(pid=pid))
        view = QPlainTextEdit(dialog)
        view.setObjectName("legalDescriptionText")
        view.setReadOnly(True)
        view.setPlainText(text)                     # plain text: no field value is read as HTML
        view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        copy = buttons.addButton(tr("Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda _checked=False: QApplication.clipboard().setText(text))
        buttons.rejected.connect(dialog.close)
        layout = QVBoxLayout(dialog)
        layout.addWidget(view)
        layout.addWidget(buttons)
        dialog.resize(760, 560)
        dialog.show()
        self.dialog = dialog
