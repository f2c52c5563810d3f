"""The panel's status line words core/verdict's verdict (issue #21: "complies" had four meanings;
a layout whose only findings are warnings was said to comply in the panel, not in the audit)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest


def finding(severity: str, rule: str = "setback") -> SimpleNamespace:
    return SimpleNamespace(severity=severity, rule=rule, parcel_id="P1")


@pytest.mark.parametrize("findings,starts,colour", [
    ([], "The layout complies with Keuka", "#007a33"),
    ([finding("info", "anchorage_permit")], "The layout complies with Keuka", "#007a33"),
    ([finding("warning")], "Nonconforming under Keuka: no violation, one warning to judge", "#8a5a00"),
    ([finding("error"), finding("warning")], "One violation of Keuka (and one note).", "#c00000"),
    ([finding("input", "unknown_structure_kind")], "No violation of Keuka found in what could be checked.",
     "#7a3296"),
    ([finding("warning", "invalid_value"), finding("warning")],
     "No violation of Keuka found in what could be checked.", "#7a3296"),
])
def test_status_line_is_the_verdict(qgis_app, findings, starts, colour) -> None:
    from shoreline_layout.core.verdict import verdict_of
    from shoreline_layout.ui.findings_view import status_text

    text, style = status_text("Keuka", verdict_of(findings))
    assert text.startswith(starts), text
    assert colour in style
