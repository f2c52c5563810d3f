"""Translations: i18n/*.ts made by pylupdate5 from the code, the committed .qm what lrelease makes of
them, every German string there, and the plugin showing German when QGIS runs in German."""
from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsApplication, QgsSettings
from qgis.PyQt.QtCore import QCoreApplication

REPO_ROOT = Path(__file__).resolve().parents[2]
I18N = REPO_ROOT / "i18n"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {(context.findtext("name") or "", message.findtext("source") or ""): message
            for context in root.iter("context") for message in context.iter("message")}


def test_german_translates_every_source_string_and_keeps_its_placeholders() -> None:
    english, german = messages(I18N / "shoreline_layout_en.ts"), messages(I18N / "shoreline_layout_de.ts")
    assert english.keys() == german.keys() and len(german) > 150
    unfinished = [key for key, m in german.items()
                  if m.find("translation").get("type") == "unfinished" or not m.findtext("translation")]
    assert unfinished == []
    moved = [key for key, m in german.items() if sorted(PLACEHOLDER.findall(key[1]))
             != sorted(PLACEHOLDER.findall(m.findtext("translation") or ""))]
    assert moved == []
    assert german[("ShorelinePanel", "Parcels")].findtext("translation") == "Flurstücke"


@pytest.mark.skipif(shutil.which("pylupdate5") is None, reason="needs pylupdate5 (pyqt5-dev-tools)")
def test_the_ts_files_hold_what_the_code_asks_for(tmp_path: Path) -> None:
    """`make translations` was run after the last string change: pylupdate5 finds nothing new or gone."""
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p.relative_to(REPO_ROOT)) for package in ("ui", "processing", "report", "qgis_io")
                     for p in (REPO_ROOT / package).rglob("*.py") if "__pycache__" not in p.parts)
    sources.append("pipeline.py")
    command = ["pylupdate5", "-noobsolete", *sources, "resources/shoreline_panel.ui", "-ts", str(fresh)]
    done = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert messages(fresh).keys() == messages(I18N / "shoreline_layout_en.ts").keys()


@pytest.mark.skipif(shutil.which("lrelease") is None, reason="needs lrelease (qttools5-dev-tools)")
def test_the_committed_qm_is_what_lrelease_makes_of_the_ts(tmp_path: Path) -> None:
    made = tmp_path / "de.qm"
    done = subprocess.run(["lrelease", "-silent", str(I18N / "shoreline_layout_de.ts"), "-qm", str(made)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert made.read_bytes() == (I18N / "shoreline_layout_de.qm").read_bytes()


def test_every_parameter_help_is_in_german(qgis_processing: None, plugin_package: Any) -> None:
    """Each help text a parameter of an algorithm shows (processing/parameter_help.py, the output
    table's rows) is a source string of the .ts, under ParameterHelp, with its German."""
    from shoreline_layout.plugin import make_provider
    from shoreline_layout.processing.parameter_help import CONTEXT, help_texts

    german = messages(I18N / "shoreline_layout_de.ts")
    provider = make_provider()
    provider.loadAlgorithms()
    texts = {text for alg in provider.algorithms() for d in alg.parameterDefinitions()
             for text in help_texts(alg.name(), d.name()) if text}
    assert len(texts) >= 55             # every algorithm's parameters were seen
    missing = sorted(t for t in texts if (CONTEXT, t) not in german)
    assert missing == []
    assert not [t for t in texts if not german[(CONTEXT, t)].findtext("translation")]


@contextmanager
def qgis_locale(name: str) -> Iterator[None]:
    """QGIS set to a locale the way Settings > Options > General does it."""
    settings = QgsSettings()
    before = settings.value("locale/userLocale", None)
    settings.setValue("locale/userLocale", name)
    try:
        yield
    finally:
        if before is None:
            settings.remove("locale/userLocale")
        else:
            settings.setValue("locale/userLocale", before)


def test_in_german_the_panel_and_processing_speak_german(plugin_package: Any, qgis_iface: Any,
                                                          qgis_processing: None) -> None:
    with qgis_locale("de_DE"):
        plugin = plugin_package.classFactory(qgis_iface)
        plugin.initGui()
    try:
        assert plugin.translator is not None
        w = plugin.ui.panel.w
        assert w.parcelLayerLabel.text() == "Flurstücke"
        assert w.parcelLayerCombo.toolTip() == "Flurstücke der Flurkarte (Polygone, beliebiges KBS)"
        algorithm = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines")
        assert algorithm.displayName() == "Wasserrechtslinien"
        # self.tr() written in the shared base class is found for every algorithm
        assert algorithm.parameterDefinition("PARCELS").description() == "Flurstücke (Polygone der Flurkarte)"
        # names kept in tables (QT_TR_NOOP) and translated where they are shown
        assert algorithm.parameterDefinition("TIE_LINES").description() == "MHW-Anschlusslinien"
        # the parameters' help (processing/parameter_help.py), the output table's included
        assert algorithm.parameterDefinition("PARCELS").help().startswith("Polygonlayer der Flurstücke")
        assert algorithm.parameterDefinition("TIE_LINES").help().startswith("MHW-Anschlusslinien: eine Linie")
        check = QgsApplication.processingRegistry().algorithmById("shorelinelayout:checklayout")
        assert check.parameterDefinition("STRUCTURES").help().endswith(" Erforderlich.")
        assert check.parameterDefinition("RIGHTS_AREAS").help().startswith(
            "Optional: das Ergebnis RIGHTS_AREAS")
        from shoreline_layout.ui.i18n import tr
        from shoreline_layout.ui.layout_layers import KIND_LABELS
        from shoreline_layout.ui.violations_table import COLUMNS, RULE_NAMES

        assert [tr(KIND_LABELS["dock"]), tr(RULE_NAMES["buoy_swing"]), tr(COLUMNS[0])] == [
            "Steg", "Schwojkreis außerhalb", "Regel"]
        untranslated = [label for table in (KIND_LABELS, RULE_NAMES) for label in table.values()
                        if tr(label) == label]
        assert untranslated == []
    finally:
        plugin.unload()
    assert plugin.translator is None
    assert QCoreApplication.translate("ShorelinePanel", "Parcels") == "Parcels"


def test_in_english_no_translator_is_installed(plugin_package: Any, qgis_iface: Any,
                                               qgis_processing: None) -> None:
    with qgis_locale("en_US"):
        plugin = plugin_package.classFactory(qgis_iface)
        plugin.initGui()
    try:
        assert plugin.translator is None
        assert plugin.ui.panel.w.parcelLayerLabel.text() == "Parcels"
    finally:
        plugin.unload()
