"""The Processing log: lot-line repairs summed up when there are many, nothing left out.

A lake of 30 parcels along a straight shore, alternately stopping 2 ft short of the MHW mark and
running 3 ft into the lake: every lot line is repaired (30 cut, 30 extended), more than the 20
the log lists one call each. The log then holds one line with the count per code and every repair
in full, in one entry; the outputs are the same as the core's result.
"""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import QgsProcessingFeedback
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    example_shore,
    memory_layer,
    provider,
    rows,
    world,
)

N_PARCELS = 30
SHORT_FT, INTO_LAKE_FT = 2.0, 3.0
OUTPUTS = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")


class RecordingFeedback(QgsProcessingFeedback):
    """Every pushInfo / pushWarning call, as (level, text)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str]] = []

    def pushInfo(self, info: str) -> None:
        self.calls.append(("info", info))

    def pushWarning(self, warning: str) -> None:
        self.calls.append(("warning", warning))

    def lines(self) -> list[tuple[str, str]]:
        """Each logged line (a multi-line entry split), with its entry's level."""
        return [(level, line) for level, text in self.calls for line in text.split("\n")]


def ragged_parcels(n: int = N_PARCELS) -> list[tuple[str, list[tuple[float, float]]]]:
    """Parcel i spans x = 100 i .. 100 (i + 1); its lakeside edge is 3 ft into the lake (even i)
    or 2 ft short of the shore y = 0 (odd i)."""
    out = []
    for i in range(n):
        top = -SHORT_FT if i % 2 else INTO_LAKE_FT
        x0, x1 = 100 * i, 100 * (i + 1)
        out.append((f"R{i:02d}", [(x0, -200), (x1, -200), (x1, top), (x0, top)]))
    return out


def ragged_layers(n: int = N_PARCELS) -> tuple[Any, Any]:
    parcels = memory_layer(
        "Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
        [("POLYGON((" + ", ".join("{:.6f} {:.6f}".format(*world(*p)) for p in ring + ring[:1]) + "))",
          [pid, "residential"]) for pid, ring in ragged_parcels(n)])
    return parcels, example_shore(line=[(-100, 0), (100 * n + 100, 0)])


def core_result(n: int = N_PARCELS) -> Any:
    """The same lake straight through the core (local coordinates: the same lines, shifted)."""
    from shapely.geometry import LineString, Polygon

    from shoreline_layout.core.model import Parcel
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.core.water_rights import compute_water_rights

    parcels = [Parcel(pid, Polygon(ring), land_use="residential") for pid, ring in ragged_parcels(n)]
    return compute_water_rights(parcels, LineString([(-100, 0), (100 * n + 100, 0)]),
                                load_profile("keuka").geometry_settings())


def run(parcels: Any, shore: Any, feedback: QgsProcessingFeedback) -> dict[str, Any]:
    from qgis import processing

    return processing.run("shorelinelayout:waterrightslines", {
        "PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
        "LAND_USE_FIELD": "land_use", **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}, feedback=feedback)


@pytest.fixture(scope="module")
def ragged_run(provider: Any) -> tuple[RecordingFeedback, dict[str, Any]]:
    feedback = RecordingFeedback()
    result = run(*ragged_layers(), feedback)
    return feedback, result


def test_many_repairs_are_counted_per_code_in_one_line(ragged_run: Any) -> None:
    feedback, _result = ragged_run
    summary = [text for _level, text in feedback.calls if "brought to the MHW mark" in text]
    assert summary == ["60 lot lines brought to the MHW mark: lot_line_cut 30, lot_line_extended 30. "
                       "Each is listed below."]


def test_every_repair_is_still_in_the_log_in_full_in_one_entry(ragged_run: Any) -> None:
    feedback, _result = ragged_run
    core = core_result()
    repairs = [f"[{m.code}] {m.text}" for m in core.messages
               if m.code in ("lot_line_cut", "lot_line_extended")]
    assert len(repairs) == 60
    assert "[lot_line_cut] Parcel R00: the lot line of R00 ran 3.00 ft into the lake and was cut at the " \
           "MHW mark." in repairs
    # all 60 in one log entry, in the core's order, right after the summary line
    entries = [text for _level, text in feedback.calls]
    at = next(i for i, text in enumerate(entries) if "brought to the MHW mark" in text)
    assert entries[at + 1].split("\n") == repairs
    assert feedback.calls[at + 1][0] == "info"
    # and nowhere else: 60 repairs cost two log calls, not 60
    assert sum(text.count("[lot_line_") for text in entries) == 60
    # the other messages are logged one call each, as before (the two ends of the data)
    ends = [text for level, text in feedback.calls if text.startswith("[end_of_data]")]
    assert len(ends) == 2 and all(level == "warning" for level, text in feedback.calls if text in ends)


def test_outputs_carry_every_note_of_the_core(ragged_run: Any) -> None:
    """The summary is in the log only: the outputs hold the core's lines, notes included, and each
    line's note starts with its tie point's repair (DESIGN step 2)."""
    _feedback, result = ragged_run
    core = core_result()
    got = sorted(((r["parcel_a"], r["parcel_b"]), r["note"] or "", r["modified"])
                 for r in rows(result["WATER_RIGHTS_LINES"]))
    ties = {t.index: t.note for t in core.tie_points}
    want = sorted(((ln.parcel_a, ln.parcel_b), "; ".join(n for n in (ties[ln.tie_index], ln.note) if n),
                   int(ln.modified)) for ln in core.lines)
    assert got == want and len(got) == N_PARCELS - 1
    assert sum("was extended to the MHW mark" in r["note"] or "was cut at the MHW mark" in r["note"]
               for r in rows(result["WATER_RIGHTS_LINES"])) >= (N_PARCELS - 1) // 2
    assert len(rows(result["TIE_LINES"])) == len(core.tie_lines) == N_PARCELS
    areas = {r["parcel_id"]: r["area_sqft"] for r in rows(result["RIGHTS_AREAS"])}
    assert areas == pytest.approx({a.parcel_id: a.area_sqft for a in core.rights_areas}, abs=1e-6)


def test_a_few_repairs_are_logged_one_call_each_without_a_summary(provider: Any) -> None:
    feedback = RecordingFeedback()
    run(*ragged_layers(6), feedback)   # 12 repairs: under the 20 listed one by one
    repairs = [(level, text) for level, text in feedback.calls if text.startswith("[lot_line_")]
    assert len(repairs) == 12 and all(level == "info" and "\n" not in text for level, text in repairs)
    assert not any("brought to the MHW mark" in text for _level, text in feedback.calls)


def test_report_sums_up_at_the_first_repair_warnings_first(qgis_app: Any) -> None:
    from shoreline_layout.core.model import Message
    from shoreline_layout.processing.base_algorithm import REPAIRS_LOGGED_ONE_BY_ONE, report

    before = Message("info", "parcel_id_from_fid", "ids are feature ids")
    repairs = [Message("info", "lot_line_cut" if i % 2 else "lot_line_extended", f"Parcel {i}: fixed.")
               for i in range(REPAIRS_LOGGED_ONE_BY_ONE)]
    repairs.insert(5, Message("warning", "lot_line_not_meeting_mhw", "Parcel X: nearest point used."))
    between = Message("warning", "end_of_data", "Parcel 0 has no neighbour.")
    messages = [before, *repairs[:3], between, *repairs[3:]]
    feedback = RecordingFeedback()
    report(messages, feedback)
    assert feedback.calls == [
        ("info", "[parcel_id_from_fid] ids are feature ids"),
        ("info", "21 lot lines brought to the MHW mark: lot_line_cut 10, lot_line_extended 10, "
                 "lot_line_not_meeting_mhw 1. Each is listed below (1 warning first)."),
        ("warning", "[lot_line_not_meeting_mhw] Parcel X: nearest point used."),
        ("info", "\n".join(f"[{m.code}] {m.text}" for m in repairs if m.level == "info")),
        ("warning", "[end_of_data] Parcel 0 has no neighbour."),
    ]
    # one repair fewer: each message in its own call, in order, as always
    feedback = RecordingFeedback()
    report(messages[:-1], feedback)
    assert feedback.calls == [(m.level, f"[{m.code}] {m.text}") for m in messages[:-1]]
    assert len(feedback.calls) == 1 + REPAIRS_LOGGED_ONE_BY_ONE + 1


def test_a_one_parcel_run_logs_its_counts_in_the_singular(provider: Any) -> None:
    """#26 walk: "1 parcel(s)", "1 lakeshore parcel(s)": a count of one takes the singular noun."""
    feedback = RecordingFeedback()
    result = run(*ragged_layers(1), feedback)
    said = [text for level, text in feedback.calls if level == "info"]
    assert "1 parcel read in EPSG:2261." in said
    assert result["WATER_RIGHTS_LINES"].featureCount() == 0 and result["TIE_LINES"].featureCount() == 1
    assert "1 lakeshore parcel, 0 water rights lines, 0 modified by the 200 ft rule." in said
    assert "TIE_LINES: 1 feature." in said and "WATER_RIGHTS_LINES: 0 features." in said
    assert not any("(s)" in t for t in said), said
