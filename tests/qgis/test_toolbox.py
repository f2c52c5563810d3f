"""Issue #24, the toolbox: QGIS's own toolbox search finds the algorithms by the words people type,
they stand in groups with a one-line description, tuning parameters are advanced, no label says
"(optional)" twice, SCALE is a map scale that still reads old text, and every Help button opens
an HTML page at an anchor it has."""
from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsApplication, QgsProcessingContext, QgsProcessingParameterScale, QgsProject
from qgis.PyQt.QtCore import QModelIndex, QUrl
from test_processing_layers import provider  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[2]


def algorithms() -> list[Any]:
    return [a for a in QgsApplication.processingRegistry().algorithms()
            if a.provider().id() == "shorelinelayout"]


def toolbox_search(text: str) -> set[str]:
    """The algorithm ids QGIS's toolbox shows for the search `text` (its own filter model)."""
    from qgis.gui import QgsProcessingToolboxModel, QgsProcessingToolboxProxyModel

    proxy = QgsProcessingToolboxProxyModel(None, QgsApplication.processingRegistry())
    proxy.setFilterString(text)
    role = QgsProcessingToolboxModel.CustomRole.AlgorithmId
    found: set[str] = set()

    def walk(parent: QModelIndex) -> None:
        for row in range(proxy.rowCount(parent)):
            index = proxy.index(row, 0, parent)
            alg = proxy.data(index, role)
            if alg:
                found.add(alg)
            walk(index)

    walk(QModelIndex())
    return {a.split(":", 1)[1] for a in found if a.startswith("shorelinelayout:")}


@pytest.mark.parametrize(("words", "expected"), [
    ("dock", {"checklayout", "suggestlayout", "allowedfacilities"}),
    ("mooring", {"checklayout", "suggestlayout", "allowedfacilities"}),
    ("buoy", {"checklayout", "suggestlayout"}),
    ("water rights", {"waterrightslines", "exportoverlays"}),
    ("contour", {"mhwfromdem"}),
    ("site plan", {"siteplanreport"}),
    ("audit", {"lakeaudit"}),
])
def test_the_toolbox_search_finds_the_algorithms(provider: Any, words: str, expected: set[str]) -> None:
    found = toolbox_search(words)
    assert expected <= found, (words, found)
    assert toolbox_search("xylophone") == set()       # the search does filter


def test_groups_short_descriptions_and_tags(provider: Any) -> None:
    algs = {a.name(): a for a in algorithms()}
    groups = {name: a.groupId() for name, a in algs.items()}
    assert groups["waterrightslines"] == groups["mhwfromdem"] == groups["exportoverlays"] == "waterrights"
    assert groups["checklayout"] == groups["suggestlayout"] == groups["allowedfacilities"] == "layout"
    assert groups["siteplanreport"] == groups["lakeaudit"] == "documents"
    for a in algs.values():
        assert a.group() and a.shortDescription().endswith("."), a.name()
        assert len(a.shortDescription()) < 120 and "dock" in " ".join(a.tags()).lower(), a.name()


def test_tuning_parameters_are_advanced(provider: Any) -> None:
    from qgis.core import QgsProcessingParameterDefinition as D

    def advanced(alg: Any) -> set[str]:
        return {p.name() for p in alg.parameterDefinitions() if p.flags() & D.FlagAdvanced}

    reg = QgsApplication.processingRegistry()
    suggest = reg.algorithmById("shorelinelayout:suggestlayout")
    assert len(suggest.parameterDefinitions()) == 23
    assert advanced(suggest) == {"CRS", "PROFILE_FILE", "SEATING_FIELD", "WALKWAY_WIDTH_FT", "HOIST_WIDTH_FT",
                                 "HOIST_LENGTH_FT", "VESSEL_LENGTH_FT", "RODE_LENGTH_FT", "CONSOLIDATE",
                                 "BUOYS_BEYOND_ANCHORAGE"}
    assert advanced(reg.algorithmById("shorelinelayout:mhwfromdem")) >= {
        "BAND", "DATUM_SHIFT_FT", "MIN_ISLAND_SQFT", "MIN_LENGTH_FT", "SIMPLIFY_FT"}
    # what every run needs stays in view
    for a in algorithms():
        kept = {"PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "STRUCTURES"}
        assert not advanced(a) & kept, a.name()
    total = sum(len(a.parameterDefinitions()) for a in algorithms())
    assert sum(len(advanced(a)) for a in algorithms()) >= total // 4


def test_no_label_says_optional_itself(provider: Any) -> None:
    from qgis.core import QgsProcessingParameterDefinition as D

    said = [f"{a.name()}:{p.name()}: {p.description()}"
            for a in algorithms() for p in a.parameterDefinitions()
            if p.flags() & D.FlagOptional and re.search(r"\boptional\b", p.description(), re.IGNORECASE)]
    assert said == []
    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:waterrightslines")
    label = alg.parameterDefinition("PROFILE_FILE").description()
    assert label == "Profile file (used instead of the law above)"


def test_scale_is_a_map_scale_and_reads_the_old_text(provider: Any) -> None:
    from shoreline_layout.processing.alg_site_plan import read_scale

    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:siteplanreport")
    scale = alg.parameterDefinition("SCALE")
    assert isinstance(scale, QgsProcessingParameterScale) and scale.type() == "scale"
    assert scale.defaultValue() == 600
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    for value in (600, 600.0, "1:600", "1\"=50'", "auto", "", None):
        assert scale.checkValueIsAcceptable(value, context), value
    assert not scale.checkValueIsAcceptable("one to six hundred", context)
    assert [read_scale(v) for v in (600.0, "1:600", "1\"=50'", "1:1,200", "auto", "", None)] == [
        600, 600, 600, 1200, None, None, None]
    with pytest.raises(ValueError):
        read_scale(-5.0)
    copy = scale.clone()
    assert isinstance(copy, QgsProcessingParameterScale) and copy.checkValueIsAcceptable("1:600", context)
    assert copy.help() == scale.help() and copy.flags() == scale.flags()


class _Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {v for k, v in attrs if k in ("id", "name") and v}


def test_every_help_url_opens_an_html_page_at_an_anchor_it_has(provider: Any) -> None:
    pages: dict[Path, set[str]] = {}
    for a in algorithms():
        url = QUrl(a.helpUrl())
        page = Path(url.toLocalFile())
        assert url.scheme() == "file" and page.suffix == ".html" and page.is_file(), a.helpUrl()
        if page not in pages:
            parser = _Anchors()
            parser.feed(page.read_text(encoding="utf-8"))
            pages[page] = parser.ids
        assert url.fragment() == a.name() and a.name() in pages[page], (a.name(), a.helpUrl())
    assert len(pages) == 1


def test_the_help_page_is_the_rendering_of_processing_md() -> None:
    """docs/processing.html is what scripts/help_html.py makes of docs/processing.md now."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import help_html
    finally:
        sys.path.pop(0)
    committed = (ROOT / "docs" / "processing.html").read_text(encoding="utf-8")
    assert committed == help_html.rendered("processing.md")
    page = help_html.render("# T\n\nA `<b>` and **bold** [x](processing.md#a) <i>\n\n"
                            "| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- one\n- two\n", "T")
    assert "<p>A <code>&lt;b&gt;</code> and <strong>bold</strong> <a href=\"processing.html#a\">x</a> " \
           "&lt;i&gt;</p>" in page
    assert "<tr><td>1</td><td>2</td></tr>" in page and "<ul>\n<li>one</li>\n<li>two</li>\n</ul>" in page


def test_the_dialog_shows_scale_as_qgis_scale_widget(provider: Any) -> None:
    """The dialog builds SCALE with QGIS's own scale widget (the one print layouts use)."""
    from qgis.gui import QgsGui, QgsProcessingGui

    alg = QgsApplication.processingRegistry().createAlgorithmById("shorelinelayout:siteplanreport")
    scale = alg.parameterDefinition("SCALE")
    wrapper = QgsGui.processingGuiRegistry().createParameterWidgetWrapper(
        scale, QgsProcessingGui.WidgetType.Standard)
    context = QgsProcessingContext()
    widget = wrapper.createWrappedWidget(context)
    assert widget.metaObject().className() == "QgsScaleWidget", widget.metaObject().className()
    assert wrapper.parameterValue() == 600.0
    wrapper.setParameterValue(1200, context)
    assert wrapper.parameterValue() == 1200.0
    assert scale.checkValueIsAcceptable(wrapper.parameterValue(), context)
