"""The panel's "Site plan…" and "Export overlays…" buttons on the bundled sample lake, with the
folder and name dialogs answered by monkeypatching: the PDF is read back with pdftotext (the
parcel's tax map number, the law's certification, the long dock's finding), the overlays are read
back with OGR, and both buttons wait for Compute."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from osgeo import ogr
from qgis.core import Qgis, QgsProject, QgsRasterLayer, QgsSettings, QgsVectorLayer
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import QFileDialog, QInputDialog, QPushButton

from shoreline_layout.ui import exports

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample"
PREPARER = "Pat Example, L.S. 050123"
PREPARER_KEY = "shoreline_layout/preparer"
ROLES = ("tie_lines", "water_rights_lines", "rights_areas", "reach_lines", "envelopes")

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="poppler-utils (pdftotext) is not installed")


def pdf_text(path: str) -> str:
    out = subprocess.run(["pdftotext", path, "-"], check=True, capture_output=True, text=True).stdout
    return re.sub(r"\s+", " ", out)


class Dialogs:
    """Stand-ins for the modal dialogs: record what they were asked, answer as told."""

    def __init__(self, folder: str, name: str | None = PREPARER) -> None:
        self.folder, self.name = folder, name
        self.folder_calls: list[tuple] = []
        self.name_calls: list[tuple] = []
        self.opened: list[str] = []

    def get_folder(self, *args: Any, **_kw: Any) -> str:
        self.folder_calls.append(args)
        return self.folder

    def get_text(self, *args: Any, **_kw: Any) -> tuple[str, bool]:
        self.name_calls.append(args)
        return (self.name or "", self.name is not None)

    def open_url(self, url: Any) -> bool:
        self.opened.append(url.toLocalFile())
        return True


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Dialogs:
    d = Dialogs(str(tmp_path / "out"))
    (tmp_path / "out").mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", d.get_folder)
    monkeypatch.setattr(QInputDialog, "getText", d.get_text)
    monkeypatch.setattr(QDesktopServices, "openUrl", d.open_url)
    return d


@pytest.fixture
def preparer_setting() -> Any:
    """The preparer lives in the user's settings: put back whatever was there."""
    settings = QgsSettings()
    had = settings.contains(PREPARER_KEY)
    old = settings.value(PREPARER_KEY, "")
    settings.remove(PREPARER_KEY)
    yield settings
    if had:
        settings.setValue(PREPARER_KEY, old)
    else:
        settings.remove(PREPARER_KEY)


@pytest.fixture
def sample(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    if not (SAMPLE / "sample_lake.gpkg").exists():
        pytest.skip("resources/sample/sample_lake.gpkg is not built (make sample)")
    gpkg = tmp_path / "sample_lake.gpkg"
    shutil.copy(SAMPLE / "sample_lake.gpkg", gpkg)
    layers = [QgsVectorLayer(f"{gpkg}|layername={name}", name, "ogr")
              for name in ("parcels", "mhw", "structures", "buoys")]
    layers.append(QgsRasterLayer(str(SAMPLE / "bathymetry.tif"), "bathymetry"))
    assert all(lyr.isValid() for lyr in layers)
    QgsProject.instance().addMapLayers(layers)
    ui = loaded_plugin.ui
    ui.iface.messageBar().clearWidgets()        # the stub iface's bar outlives each test
    ui.panel.guess_layers()
    ui.panel.w.profileCombo.setCurrentIndex(ui.panel.w.profileCombo.findData("keuka"))
    return ui


def parcel_row(pid: str) -> dict[str, Any]:
    ds = ogr.Open(str(SAMPLE / "sample_lake.gpkg"))
    lyr = ds.GetLayerByName("parcels")
    lyr.SetAttributeFilter(f"parcel_id = '{pid}'")
    return next(iter(lyr)).items()


def success_items(ui: Any) -> list[Any]:
    bar = ui.iface.messageBar()
    return [it for it in bar.items() if it.findChild(QPushButton, "ShorelineLayoutOpenButton") is not None]


def test_both_buttons_wait_for_compute(sample: Any, dialogs: Dialogs) -> None:
    ui = sample
    w = ui.panel.w
    for button in (w.sitePlanButton, w.exportOverlaysButton):
        assert not button.isEnabled()
        assert button.toolTip() == "Compute the water-rights lines first (Lake tab)."
    # even called directly (a shortcut, a script) they ask nothing and write nothing
    assert ui.site_plan() is None and ui.export_overlays() is None
    assert dialogs.folder_calls == [] and not list(Path(dialogs.folder).iterdir())
    assert ui.compute() is not None
    assert w.sitePlanButton.isEnabled() and w.exportOverlaysButton.isEnabled()
    assert "site plan PDF" in w.sitePlanButton.toolTip()
    # a new project forgets the lake: disabled again
    QgsProject.instance().clear()
    assert not w.sitePlanButton.isEnabled() and not w.exportOverlaysButton.isEnabled()


def test_site_plan_button_writes_the_parcels_pdf(sample: Any, dialogs: Dialogs,
                                                 preparer_setting: Any) -> None:
    ui = sample
    w = ui.panel.w
    ui.compute()
    pid = "SL-009"                   # the sample's dock past the 65 ft reach
    ui.show_parcel(pid)
    assert w.parcelCombo.currentText() == pid
    w.sitePlanButton.click()
    pdf = Path(dialogs.folder) / f"siteplan_{pid}.pdf"
    assert pdf.is_file(), ui.iface.messageBar().messages
    text = pdf_text(str(pdf))
    row = parcel_row(pid)
    assert f"TAX MAP NO. {row['tax_map_no']}" in text and row["owner"] in text
    assert "APPLICANT'S CERTIFICATION (§160-124E)" in text
    assert "Signature of lakeshore owner or authorized agent" in text
    assert PREPARER in text
    # the layout layers the panel uses went in: the long dock's finding with its section
    assert "does NOT comply" in text and "§160-123A(1)(b)[1]" in text
    # remembered: the preparer for the user, the folder for the project
    assert preparer_setting.value(PREPARER_KEY) == PREPARER
    value, ok = QgsProject.instance().readEntry("shoreline_layout", "siteplan_folder", "")
    assert ok and value == dialogs.folder
    # the success message links the PDF and its Open button opens it
    items = success_items(ui)
    assert len(items) == 1
    assert f"siteplan_{pid}.pdf</a>" in items[0].text() and pdf.as_uri() in items[0].text()
    items[0].findChild(QPushButton, "ShorelineLayoutOpenButton").click()
    assert dialogs.opened == [str(pdf)]
    # the next time: both dialogs start from the remembered answers
    pdf.unlink()
    w.sitePlanButton.click()
    assert pdf.is_file()
    assert dialogs.folder_calls[1][2] == dialogs.folder
    assert dialogs.name_calls[1][4] == PREPARER


def test_site_plan_needs_a_parcel_and_stops_on_cancel(sample: Any, dialogs: Dialogs,
                                                       preparer_setting: Any) -> None:
    ui = sample
    ui.compute()
    bar = ui.iface.messageBar()
    ui.panel.w.sitePlanButton.click()                  # nothing picked yet
    assert bar.messages[Qgis.MessageLevel.Warning] == [
        "Shoreline Layout:Pick a parcel on the Parcel tab first (type its id or use Show a parcel)."]
    assert dialogs.folder_calls == []
    ui.show_parcel("SL-030")
    dialogs.name = None                                # the name dialog is cancelled
    ui.panel.w.sitePlanButton.click()
    assert len(dialogs.folder_calls) == 1 and len(dialogs.name_calls) == 1
    assert not list(Path(dialogs.folder).iterdir()) and success_items(ui) == []
    assert not preparer_setting.contains(PREPARER_KEY)
    dialogs.folder = ""                                # the folder dialog is cancelled
    ui.panel.w.sitePlanButton.click()
    assert len(dialogs.name_calls) == 1


def test_export_overlays_writes_geopackage_qlr_and_dxf(sample: Any, dialogs: Dialogs) -> None:
    ui = sample
    session = ui.compute()
    ui.panel.w.exportOverlaysButton.click()
    out = Path(dialogs.folder)
    names = sorted(p.name for p in out.iterdir())
    assert names == ["water_rights_overlays.dxf", "water_rights_overlays.gpkg", "water_rights_overlays.qlr"]
    ds = ogr.Open(str(out / "water_rights_overlays.gpkg"))
    assert ds.GetLayerByName("tie_lines").GetFeatureCount() == len(session.wr.tie_lines) == 58
    assert ds.GetLayerByName("water_rights_lines").GetFeatureCount() == len(session.wr.lines)
    assert {f["f_table_name"] for f in ds.GetLayerByName("layer_styles")} == set(ROLES)
    del ds
    assert "water_rights_overlays.gpkg" in (out / "water_rights_overlays.qlr").read_text()
    dxf = ogr.Open(str(out / "water_rights_overlays.dxf"))
    cad_layers = {f["Layer"] for f in dxf.GetLayer(0)}
    assert set(ROLES) <= cad_layers
    del dxf
    value, ok = QgsProject.instance().readEntry("shoreline_layout", "overlays_folder", "")
    assert ok and value == dialogs.folder
    items = success_items(ui)
    assert len(items) == 1 and "(GeoPackage, .qlr, DXF)" in items[0].text()
    items[0].findChild(QPushButton, "ShorelineLayoutOpenButton").click()
    assert dialogs.opened == [dialogs.folder]


def test_documents_are_never_written_over_a_layers_file(sample: Any, dialogs: Dialogs,
                                                       preparer_setting: Any) -> None:
    """Issue #12's guard on the panel's documents: overlays exported and opened, then exported
    again into the same folder, or a site plan named as a layer's file: one sentence, nothing
    written."""
    ui = sample
    ui.compute()
    bar = ui.iface.messageBar()
    ui.panel.w.exportOverlaysButton.click()
    gpkg = Path(dialogs.folder) / "water_rights_overlays.gpkg"
    before = (gpkg.stat().st_mtime_ns, gpkg.read_bytes())
    opened = QgsVectorLayer(f"{gpkg}|layername=tie_lines", "tie lines (exported)", "ogr")
    assert opened.isValid()
    QgsProject.instance().addMapLayer(opened)
    ui.panel.w.exportOverlaysButton.click()
    assert bar.messages[Qgis.MessageLevel.Warning][-1] == (
        f"Shoreline Layout:The overlays would be written over {gpkg}, the file of the layer "
        "'tie lines (exported)' of this project: documents are never written over a layer's "
        "file. Choose another folder.")
    assert (gpkg.stat().st_mtime_ns, gpkg.read_bytes()) == before
    # the site plan's file as the report names it, here a layer's file
    pid = "SL-009"
    ui.show_parcel(pid)
    pdf = Path(dialogs.folder) / f"siteplan_{pid}.pdf"
    shutil.copy(gpkg, pdf)                      # a GeoPackage under that name, loaded
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{pdf}|layername=tie_lines", "odd name", "ogr"))
    ui.panel.w.sitePlanButton.click()
    assert bar.messages[Qgis.MessageLevel.Warning][-1].startswith(
        f"Shoreline Layout:The site plan of {pid} would be written over {pdf}, the file of the "
        "layer 'odd name'")
    assert pdf.read_bytes()[:16] == b"SQLite format 3\x00"      # not overwritten
    # elsewhere both are written, the plan under the name the guard checked
    other = Path(dialogs.folder) / "elsewhere"
    other.mkdir()
    dialogs.folder = str(other)
    ui.panel.w.sitePlanButton.click()
    assert (other / f"siteplan_{pid}.pdf").is_file(), bar.messages
    assert exports.site_plan_path(str(other), pid) == str(other / f"siteplan_{pid}.pdf")
    assert exports.site_plan_path("/x", "A/B 1") == "/x/siteplan_A_B_1.pdf"
    ui.panel.w.exportOverlaysButton.click()
    assert (other / "water_rights_overlays.gpkg").is_file()


@pytest.fixture
def county_taxmap(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    """The sample lake's parcels as a county tax map names its fields: the street address in
    LOC_ST_NAME, a name the identity guess does not know."""
    if not (SAMPLE / "sample_lake.gpkg").exists():
        pytest.skip("resources/sample/sample_lake.gpkg is not built (make sample)")
    gpkg = tmp_path / "county.gpkg"
    shutil.copy(SAMPLE / "sample_lake.gpkg", gpkg)
    ds = ogr.Open(str(gpkg), 1)
    sql = ds.ExecuteSQL("SELECT geom, '573689' || parcel_id AS SWIS_SBL, tax_map_no AS PRINT_KEY, "
                        "'210' AS PROP_CLASS, 'No. ' || address AS LOC_ST_NAME, owner AS OWNER "
                        "FROM parcels", dialect="SQLite")
    ds.CopyLayer(sql, "taxmap")
    ds.ReleaseResultSet(sql)
    ds = None
    layers = [QgsVectorLayer(f"{gpkg}|layername={name}", name, "ogr") for name in ("taxmap", "mhw")]
    assert all(lyr.isValid() for lyr in layers)
    QgsProject.instance().addMapLayers(layers)
    ui = loaded_plugin.ui
    ui.iface.messageBar().clearWidgets()
    ui.panel.guess_layers()
    ui.panel.w.profileCombo.setCurrentIndex(ui.panel.w.profileCombo.findData("keuka"))
    return ui


def test_site_plan_prints_the_address_field_chosen_on_the_panel(
        county_taxmap: Any, dialogs: Dialogs, preparer_setting: Any, tmp_path: Path) -> None:
    """#26 item 16: LOC_ST_NAME is no name the guess knows; chosen in the panel's Address box it is
    the address the site plan prints, and the choice is kept in the project."""
    ui = county_taxmap
    w = ui.panel.w
    assert w.parcelLayerCombo.currentLayer().name() == "taxmap"
    # the boxes start from the guess: owner and tax map number found, the address not
    assert (w.addressFieldCombo.currentField(), w.ownerFieldCombo.currentField(),
            w.taxMapFieldCombo.currentField()) == ("", "OWNER", "PRINT_KEY")
    w.addressFieldCombo.setField("LOC_ST_NAME")
    assert ui.compute() is not None
    row = parcel_row("SL-009")
    pid = {"SWIS_SBL": "573689SL-009", "PRINT_KEY": row["tax_map_no"]}[w.idFieldCombo.currentField()]
    ui.show_parcel(pid)
    w.sitePlanButton.click()
    pdf = Path(dialogs.folder) / Path(exports.site_plan_path("", pid)).name
    assert pdf.is_file(), ui.iface.messageBar().messages
    text = pdf_text(str(pdf))
    assert f"No. {row['address']}" in text and row["owner"] in text
    assert f"TAX MAP NO. {row['tax_map_no']}" in text

    # a box changed by hand afterwards is remembered at once (no Compute, no site plan)
    owner = w.ownerFieldCombo
    owner.setCurrentIndex(owner.findText("SWIS_SBL"))
    owner.activated.emit(owner.currentIndex())
    path = str(tmp_path / "county.qgz")
    assert QgsProject.instance().write(path)
    QgsProject.instance().clear()
    assert w.addressFieldCombo.currentField() == ""
    assert QgsProject.instance().read(path)
    assert w.parcelLayerCombo.currentLayer().name() == "taxmap"
    assert (w.addressFieldCombo.currentField(), w.ownerFieldCombo.currentField(),
            w.taxMapFieldCombo.currentField()) == ("LOC_ST_NAME", "SWIS_SBL", "PRINT_KEY")
