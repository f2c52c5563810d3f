"""No document or widget of the shipped plugin renders through a web engine.

QGIS 4.0 removed QtWebKit and with it the print layout's HTML item (QgsLayoutItemHtml: "WebKit not
available!"), and an HTML frame runs any script a parcel id or owner name carries. The site plan
and the lake audit are drawn with plain-text labels, manual and attribute tables and pictures
(report/sheet_items.py). This test reads the shipped code and templates (no QGIS needed): no HTML
layout item, no web view, no HTML label mode, no markup-enabled text format, and no HTML
multi-frame in a layout template.
"""
from __future__ import annotations

import io
import re
import tokenize
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_qt6_ready import PLUGIN_CODE, REPO_ROOT

# Names that mean a web engine (or a layout item or label mode that renders through one).
WEB_NAMES = re.compile(
    r"\b(QgsLayoutItemHtml|QgsComposerHtml|QtWebKit\w*|QtWebEngine\w*|QWebView|QWebPage|QWebFrame|"
    r"QWebEngineView|QWebEnginePage|QgsWebView|QgsWebPage|QgsWebFrame|ModeHtml|LayoutHtml)\b")
# Text formats that interpret markup: text from data would be read as tags there.
MARKUP_ON = re.compile(r"setAllowHtmlFormatting\(\s*True\s*\)")
# In a layout template: an HTML multi-frame (its `html`/`contentMode` attributes), an HTML label
# (htmlState="1") or a text format that interprets markup (allowHtml="1").
TEMPLATE_SUFFIXES = (".qpt", ".qgs", ".qml")


def shipped(suffixes: tuple[str, ...]) -> Iterator[Path]:
    for name in PLUGIN_CODE:
        path = REPO_ROOT / name
        files = [path] if path.is_file() else sorted(path.rglob("*"))
        yield from (f for f in files if f.is_file() and f.suffix in suffixes)


def offending_lines(text: str, *patterns: re.Pattern) -> list[str]:
    return [f"{n}: {line.strip()}" for n, line in enumerate(text.splitlines(), 1)
            if any(p.search(line) for p in patterns)]


def code_only(source: str) -> str:
    """The Python source without comments and string literals (a docstring may say why there is
    no web engine), on the same lines."""
    lines = source.splitlines()
    out = [list(line) for line in lines]
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.STRING):
            (r0, c0), (r1, c1) = tok.start, tok.end
            for r in range(r0, r1 + 1):
                a = c0 if r == r0 else 0
                b = c1 if r == r1 else len(out[r - 1])
                out[r - 1][a:b] = " " * (b - a)
    return "\n".join("".join(line) for line in out)


def test_the_scan_sees_the_report_and_the_template() -> None:
    code = {p.relative_to(REPO_ROOT).as_posix() for p in shipped((".py",))}
    assert {"report/siteplan.py", "report/audit_pdf.py", "report/sheet_items.py"} <= code
    templates = {p.name for p in shipped(TEMPLATE_SUFFIXES)}
    assert "siteplan_tabloid.qpt" in templates


def test_the_patterns_catch_what_they_are_for() -> None:
    """The scan would fail on the code this plugin had before (and on a web view)."""
    old = ("html = QgsLayoutItemHtml(layout)\n"
           "lb.setMode(QgsLayoutItemLabel.Mode.ModeHtml)\n"
           "from qgis.PyQt.QtWebKitWidgets import QWebView\n"
           "tf.setAllowHtmlFormatting(True)\n")
    assert len(offending_lines(code_only(old), WEB_NAMES, MARKUP_ON)) == 4
    assert offending_lines(code_only('"""QGIS 4 has no QgsLayoutItemHtml."""  # nor QWebView\n'),
                           WEB_NAMES) == []
    assert offending_lines("lb.setMode(QgsLayoutItemLabel.Mode.ModeFont)\n", WEB_NAMES, MARKUP_ON) == []
    frame = ET.fromstring('<Layout><LayoutMultiFrame type="65648" contentMode="1" html="&lt;p&gt;"/>'
                          '</Layout>')
    assert template_problems(frame) == ["an HTML multi-frame (QgsLayoutItemHtml)"]


@pytest.mark.parametrize("path", list(shipped((".py", ".ui"))),
                         ids=lambda p: p.relative_to(REPO_ROOT).as_posix())
def test_no_web_engine_in_the_code(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = offending_lines(code_only(text) if path.suffix == ".py" else text, WEB_NAMES, MARKUP_ON)
    assert not found, f"{path.relative_to(REPO_ROOT)} uses a web engine or markup: {found}"


def template_problems(root: ET.Element) -> list[str]:
    out = []
    for e in root.iter("LayoutMultiFrame"):
        if "html" in e.attrib or "contentMode" in e.attrib:
            out.append("an HTML multi-frame (QgsLayoutItemHtml)")
    out += ["an HTML label" for e in root.iter() if e.attrib.get("htmlState") == "1"]
    out += ["a text format that reads markup" for e in root.iter() if e.attrib.get("allowHtml") == "1"]
    return out


@pytest.mark.parametrize("path", list(shipped(TEMPLATE_SUFFIXES)),
                         ids=lambda p: p.relative_to(REPO_ROOT).as_posix())
def test_no_html_item_in_the_templates(path: Path) -> None:
    problems = template_problems(ET.parse(path).getroot())
    assert not problems, f"{path.relative_to(REPO_ROOT)} holds {sorted(set(problems))}"
