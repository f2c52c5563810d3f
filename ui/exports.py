"""What the panel's "Site plan…" and "Export overlays…" buttons ask and write.

The documents themselves are drawn from the lake the panel has computed: the site plan by report/
(its render_site_plans, handed to the panel by plugin.py: ui/ never imports report/) from the
request pipeline.py builds, the overlays by qgis_io/overlays.py; this module only asks for a folder
and a preparer, remembers the answers and tells the user where the files went. Nothing of the law is
decided here.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

from qgis.core import Qgis, QgsMessageLog, QgsProject, QgsSettings, QgsVectorLayer
from qgis.gui import QgsMessageBar
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QPushButton, QWidget

from ..pipeline import SitePlanRenderer, session_site_plan_request
from ..qgis_io.overlays import export_overlays
from ..qgis_io.overwrite_guard import sharing
from ..qgis_io.translation import one_or_many
from .errors import LOG_TAG, UserError
from .i18n import tr
from .session import LakeSession

SCOPE = "shoreline_layout"                       # project entries (as project_settings.py)
PREPARER_KEY = "shoreline_layout/preparer"       # QgsSettings: the preparer is the user, not the project
SITE_PLAN_FOLDER = "siteplan_folder"
OVERLAYS_FOLDER = "overlays_folder"
OVERLAYS_BASENAME = "water_rights_overlays"


def last_folder(key: str, project: QgsProject | None = None) -> str:
    value, ok = (project or QgsProject.instance()).readEntry(SCOPE, key, "")
    return value if ok else ""


def ask_folder(parent: QWidget | None, title: str, key: str) -> str:
    """An existing folder chosen by the user (starting at the one chosen last time in this
    project), remembered in the project; "" when the dialog was cancelled."""
    start = last_folder(key) or QgsProject.instance().homePath() or os.path.expanduser("~")
    folder = QFileDialog.getExistingDirectory(parent, title, start)
    if folder:
        QgsProject.instance().writeEntry(SCOPE, key, folder)
    return folder or ""


def ask_preparer(parent: QWidget | None) -> str | None:
    """The preparer's name for the title block (kept in the user's settings); None if cancelled."""
    settings = QgsSettings()
    previous = str(settings.value(PREPARER_KEY, "") or "")
    text, ok = QInputDialog.getText(parent, tr("Site plan"), tr("Prepared by (name, licence number):"),
                                    QLineEdit.EchoMode.Normal, previous)
    if not ok:
        return None
    text = text.strip()
    settings.setValue(PREPARER_KEY, text)
    return text


def site_plan_path(folder: str, parcel_id: str) -> str:
    """The file the site plan of `parcel_id` is written to in `folder` (report/siteplan names it
    so: siteplan_<id with anything but letters, digits, . _ - as _>.pdf)."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", str(parcel_id)).strip("_") or "parcel"
    return os.path.join(folder, f"siteplan_{safe}.pdf")


def overlay_paths(folder: str) -> list[str]:
    """The GeoPackage, .qlr and DXF Export overlays writes in `folder`."""
    base = os.path.join(folder, OVERLAYS_BASENAME)
    return [base + ".gpkg", base + ".qlr", base + ".dxf"]


def refuse_overwrite(what: str, paths: Iterable[str]) -> None:
    """Raise the sentence refusing to write `what` when one of `paths` is the file a layer of the
    project reads (an input, an output, the layout): a document is never written over a layer's
    file, as Processing refuses an output that is an input's file (qgis_io/overwrite_guard)."""
    layers = [(f"'{layer.name()}'", layer) for layer in QgsProject.instance().mapLayers().values()]
    for path in paths:
        hits = sorted(set(sharing(path, layers)))
        if hits:
            raise UserError(one_or_many(
                len(hits), tr("{what} would be written over {path}, the file of the layer {layers} of "
                              "this project: documents are never written over a layer's file. Choose "
                              "another folder."),
                tr("{what} would be written over {path}, the file of the layers {layers} of this "
                   "project: documents are never written over a layer's file. Choose another "
                   "folder.")).format(what=what, path=path, layers=", ".join(hits)))


def write_site_plan(render: SitePlanRenderer, session: LakeSession, folder: str, parcel_id: str,
                    structures: QgsVectorLayer | None, buoys: QgsVectorLayer | None,
                    preparer: str, id_field: str | None = None,
                    identity: Mapping[str, str] | None = None) -> str:
    """The parcel's site plan PDF in `folder`, drawn by `render` (report/siteplan's
    render_site_plans), with the layout as the layers hold it now (edits not yet saved
    included); returns its path. `identity` holds the owner_field, address_field and
    tax_map_field chosen on the panel: a chosen one wins over the guess, an empty one is guessed."""

    if parcel_id not in session.by_id:
        raise UserError(tr("There is no parcel {pid} in the computed lake.").format(pid=parcel_id))
    if parcel_id not in session.wr.lakeshore_parcels:
        raise UserError(tr("Parcel {pid} does not meet the MHW mark; a site plan is drawn for "
                           "lakeshore parcels only.").format(pid=parcel_id))
    refuse_overwrite(tr("The site plan of {pid}").format(pid=parcel_id),
                     [site_plan_path(folder, parcel_id)])
    try:
        request = session_site_plan_request(session, structures_layer=structures, buoys_layer=buoys,
                                            id_field=id_field or None, preparer=preparer,
                                            **{k: v or None for k, v in (identity or {}).items()})
        paths = [r.path for r in render(request, [parcel_id], folder)]
    except ValueError as exc:          # the report's own one-sentence refusals ("PARCEL: ...")
        raise UserError(str(exc).split(": ", 1)[-1]) from exc
    except PermissionError as exc:
        raise UserError(tr("Cannot write in {folder}: choose a folder you may write to.")
                        .format(folder=folder)) from exc
    if not paths or not os.path.isfile(paths[0]):
        raise UserError(tr("The site plan of {pid} was not written.").format(pid=parcel_id))
    return paths[0]


def write_overlays(session: LakeSession, folder: str) -> list[str]:
    """The five outputs as a styled GeoPackage, a .qlr beside it and a DXF; returns the paths."""
    paths = overlay_paths(folder)
    refuse_overwrite(tr("The overlays"), paths)
    try:
        out = export_overlays(session.wr, session.crs, *paths)
    except PermissionError as exc:
        raise UserError(tr("Cannot write in {folder}: choose a folder you may write to.")
                        .format(folder=folder)) from exc
    return [out.gpkg, out.qlr, out.dxf]


def open_path(path: str) -> bool:
    """Open a file or folder with the desktop's program for it."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(path))


def push_written(iface: Any, text: str, path: str, button_text: str) -> None:
    """A success message naming `path` as a link, with a button that opens it."""
    QgsMessageLog.logMessage(f"{text} {path}", LOG_TAG, Qgis.MessageLevel.Success)
    url = QUrl.fromLocalFile(path).toString()
    name = os.path.basename(path.rstrip(os.sep)) or path
    bar: QgsMessageBar = iface.messageBar()
    item = bar.createMessage(tr("Shoreline Layout"), f'{text} <a href="{url}">{name}</a>')
    item.setLevel(Qgis.MessageLevel.Success)
    item.setDuration(0)                   # stays until closed: it holds the link
    # parented to the item: a parentless button dies with its Python wrapper when this returns
    button = QPushButton(button_text, item)
    button.setObjectName("ShorelineLayoutOpenButton")
    button.setToolTip(path)
    button.clicked.connect(lambda _checked=False, p=path: open_path(p))
    item.setWidget(button)
    bar.pushItem(item)
