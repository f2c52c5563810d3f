"""Translations: i18n/*.ts made by pylupdate5 from the code, the committed .qm what lrelease makes of
them, every German string there, and the plugin showing German when QGIS runs in German."""
from __future__ import annotations

import dataclasses
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
        # the log's counts in German singular and plural (#26: never "Warnung(en)")
        from shoreline_layout.qgis_io.translation import one_or_many

        assert [one_or_many(n, check.tr("{n} warning"), check.tr("{n} warnings")).format(n=n)
                for n in (1, 2)] == ["1 Warnung", "2 Warnungen"]
        assert check.tr("Verdict: violation. {e}, {w}.") == "Urteil: Verstoß. {e}, {w}."
        # the walk's "(s)" sentences, worded for one and for two (#27 walk)
        suggest = QgsApplication.processingRegistry().algorithmById("shorelinelayout:suggestlayout")
        assert [suggest.tr("{docks} suggested on {parcels}; {hoists}, {buoys}. Each was checked: "
                           "no errors.").format(
            docks=one_or_many(n, suggest.tr("{n} dock"), suggest.tr("{n} docks")).format(n=n),
            parcels=one_or_many(n, suggest.tr("{n} lakeshore parcel"),
                                suggest.tr("{n} lakeshore parcels")).format(n=n),
            hoists=one_or_many(n, suggest.tr("{n} hoist"), suggest.tr("{n} hoists")).format(n=n),
            buoys=one_or_many(n, suggest.tr("{n} buoy"), suggest.tr("{n} buoys")).format(n=n))
            for n in (1, 2)] == [
            "1 Steg vorgeschlagen auf 1 Uferflurstück; 1 Bootslift, 1 Boje. Jeder Vorschlag wurde "
            "geprüft: keine Fehler.",
            "2 Stege vorgeschlagen auf 2 Uferflurstücken; 2 Bootslifte, 2 Bojen. Jeder Vorschlag wurde "
            "geprüft: keine Fehler."]
        from shoreline_layout.core.verdict import verdict_of
        from shoreline_layout.ui.findings_view import short_law, status_text

        class Session:
            title = "Keuka Lake Uniform Docking and Mooring Law (Town of Jerusalem ...)"
            profile = type("P", (), {"meta": {"lake": "Keuka Lake"}})()

        law = short_law(Session())
        assert law == "Satzung Keuka Lake"
        warning = type("F", (), {"severity": "warning", "rule": "w", "source_layer": "structures"})()
        said = [status_text(law, verdict_of([warning] * n))[0] for n in (1, 2)]
        assert said[0].startswith("Nichtkonform nach Satzung Keuka Lake: kein Verstoß, eine Warnung zu ")
        assert said[1].startswith("Nichtkonform nach Satzung Keuka Lake: kein Verstoß, 2 Warnungen zu ")
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


# ---------------------------------------------------------------- findings (qgis_io/finding_text.py)
def core_sentences() -> dict[tuple[str, str], str]:
    """Every English template and term of the core, by (context, source) as the .ts files them."""
    from shoreline_layout.core.notes import NOTES
    from shoreline_layout.core.rules.messages import FALLBACK, TEMPLATES, TERMS

    out = {("Findings", t): k for k, t in {**TEMPLATES, "": FALLBACK}.items()}
    out.update({("Notes", t): k for k, t in NOTES.items()})
    out.update({("FindingTerms", t): t for t in TERMS})
    return out


def test_every_finding_repair_and_land_use_template_has_german_with_the_same_placeholders() -> None:
    german = messages(I18N / "shoreline_layout_de.ts")
    wanted = core_sentences()
    assert len([k for k in wanted if k[0] == "Findings"]) >= 50
    missing = sorted(k for k in wanted if k not in german or not german[k].findtext("translation"))
    assert missing == []
    moved = [k for k in wanted if sorted(PLACEHOLDER.findall(k[1]))
             != sorted(PLACEHOLDER.findall(german[k].findtext("translation") or ""))]
    assert moved == []
    # the legal citations stay as the law writes them, German sentences around them
    assert german[("Findings", "{What} comes within {m} of the water-rights line; {category} structures "
                   "must stay at least {l} from every water-rights line of the parcel ({s}).")
                  ].findtext("translation").startswith("{What} kommt der Wasserrechtslinie bis auf {m} nahe")


def a_finding(rule: str, variant: str = "", **fields: Any) -> Any:
    from shoreline_layout.core.model import Violation
    from shoreline_layout.core.rules.messages import fill, message_parts

    key, params = message_parts(rule, variant, **fields)
    return Violation(parcel_id="12.3-1-4", source_layer="structures", source_fid=7, rule=rule,
                     section=fields.get("section", ""), severity="error", measured=fields.get("measured"),
                     limit=fields.get("limit"), unit=fields.get("unit", ""), message=fill(key, params),
                     template=key, params=params)


def test_in_german_the_panel_shows_the_findings_in_german(plugin_package: Any, qgis_iface: Any,
                                                          qgis_processing: None) -> None:
    from qgis.core import QgsProject, QgsVectorLayer

    from shoreline_layout.qgis_io import sinks
    from shoreline_layout.qgis_io.finding_text import finding_text, message_text
    from shoreline_layout.ui.violations_layer import ViolationsWriter
    from shoreline_layout.ui.violations_table import ViolationsTableModel, rule_name

    reach = a_finding("reach", what="dock D1", measured=1155.25, limit=65.0, unit="ft",
                      section="§160-123A(1)(b)[1]")
    contact = a_finding("buoy_contact", "structure", what="mooring buoy B1", other="dock D2",
                        measured=12.0, limit=30.0, unit="ft", section="§160-122E")
    count = a_finding("structure_count", measured=3.0, limit=1.0, unit="count", section="§160-122G",
                      kinds="boathouses and boat stations", allowed="is allowed per parcel")
    read_back = dataclasses.replace(reach, template="", params={})      # from a layer: English as stored
    english = reach.message
    assert english == ("Dock D1 extends 1,155.25 ft from the mean high water mark; no part may extend "
                       "beyond 65 ft (§160-123A(1)(b)[1]).")
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:32618", "violations", "memory")
    layer.dataProvider().addAttributes(sinks.make_fields(sinks.VIOLATION_FIELDS).toList())
    layer.updateFields()
    QgsProject.instance().addMapLayer(layer)
    with qgis_locale("de_DE"):
        plugin = plugin_package.classFactory(qgis_iface)
        plugin.initGui()
    try:
        writer = ViolationsWriter(layer)
        model = ViolationsTableModel(writer)
        writer.replace_all([reach])
        shown = model.data(model.index(0, 5))
        assert [model.data(model.index(0, c)) for c in (2, 3)] == ["1.155,2 ft", "65 ft"]
        assert shown == ("Steg D1 reicht 1.155,25 ft über die mittlere Hochwasserlinie (MHW) hinaus; kein "
                         "Teil darf weiter als 65 ft reichen (§160-123A(1)(b)[1]).")
        # the layer's field keeps the profile's language (English): other programs read it
        assert [f["message"] for f in layer.getFeatures()] == [english]
        assert finding_text(contact) == ("Der Schwojkreis von Festmacherboje B1 (Radius 30 ft) erreicht "
                                         "Steg D2 in 12 ft Entfernung (§160-122E).")
        assert rule_name(contact.rule, contact.template) == ("Schwojkreis der Boje erreicht einen Steg "
                                                             "oder ein Bauwerk")
        assert finding_text(count) == ("Das Flurstück hat 3 Bootshäuser und Liegeplätze; höchstens 1 ist "
                                       "je Flurstück zulässig (§160-122G).")
        assert finding_text(read_back) == english
        roofless = a_finding("roof_pitch", "missing", what="boathouse H1", limit=4.0, section="§160-122G")
        assert finding_text(roofless) == ("Bootshaus H1 muss ein Dach mit einer Neigung von mindestens 4/12 "
                                          "haben; es ist keine Dachneigung angegeben (§160-122G).")
        pitchless = a_finding("roof_pitch", "min", what="boathouse H1", limit=4.0, section="§160-122G")
        assert finding_text(pitchless).startswith(      # no pitch given: "keine Angabe"
            "Das Dach von Bootshaus H1 hat eine Neigung von k. A.; erforderlich sind mindestens 4/12")
        from shoreline_layout.core.profiles import load_profile
        unknown = load_profile("keuka").land_use_report(["299"]).messages()[-1]
        assert message_text(unknown).startswith(
            "Nutzungsartencodes (Property Class), die die Umschlüsselungstabelle nicht führt, wurden nach "
            "ihrer Kategorie gelesen: 299.")
        from shoreline_layout.core.notes import note
        extended = note("info", "lot_line_extended", parcel_id="P1", parcel="P1", d="1234.50")
        assert message_text(extended) == ("Flurstück P1: Die Grundstücksgrenze von P1 endete 1234,50 ft vor "
                                          "der MHW-Linie und wurde bis zu ihr verlängert.")
    finally:
        plugin.unload()
        QgsProject.instance().removeMapLayer(layer.id())
    # without the German translator the same findings read as the core wrote them
    assert finding_text(reach) == english
    assert finding_text(contact) == contact.message
