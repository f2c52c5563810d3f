"""One answer to every question (issue #21): for every parcel with a layout on it, the panel's
parcel page, the ENVELOPES row, the site plan (read back with pdftotext), the lake audit's row and
checklayout's VIOLATIONS (and its log) agree on land use, setback, reach, allowance and verdict.

Property-based over random docks (hypothesis, a few examples each: the QGIS suite stays fast) on
three lakes: the sample lake (land-use words), a piece of the real Keuka shore, and the sample's
tax map with its land use given as NYS PROP_CLASS codes (210, 220, 260, 311, 570, ...). With the
two cases of the issue: a PROP_CLASS 260 lot (10 ft setback everywhere; a dock 13.2 ft from its
line complies) and a marina, 570 (no -1 anywhere: the law gives no number of docks).
"""
from __future__ import annotations

import gc
import math
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from qgis.core import QgsProcessingFeedback, QgsVectorLayer
from qgis.PyQt.QtCore import QMetaType as T
from shapely import wkt as shapely_wkt
from shapely.geometry import Point
from test_processing_layers import memory_layer, provider, rows  # noqa: F401 - provider is a fixture
from test_report_siteplan import RIGHT_COLUMN, SAMPLE, layer, pdf_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from reallake import make_real_lake

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="poppler-utils (pdftotext) is not installed")

# the sample's words as PROP_CLASS codes: residential lots take 210, 220, 260 and 311 in turn
CODES = {"marina": "570", "restaurant": "421", "hotel": "414", "municipal": "963", "yacht_club": "260"}
RESIDENTIAL_CODES = ("210", "220", "260", "311")
MINUS_ONE = re.compile(r"(?<![\w.,])-1(?![\w.,])")


class Log(QgsProcessingFeedback):
    """Keeps every line an algorithm writes."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def pushInfo(self, info: str) -> None:
        self.lines.append(info)

    def pushWarning(self, warning: str) -> None:
        self.lines.append(warning)



def cell_beside(path: str, page: int, label: str) -> list[str]:
    """The words of the table cell right of the cell holding `label` (its first occurrence at the
    left of a row), in reading order, from pdftotext's word boxes."""
    html = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), path, "-"],
                          check=True, capture_output=True, text=True).stdout
    words = [(float(x0), float(y0), float(x1), float(y1), w) for x0, y0, x1, y1, w in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)]
    _x0, y0, x1, y1, _ = min((w for w in words if w[4] == label), key=lambda w: (w[0], w[1]))
    mid = (y0 + y1) / 2
    right = [w for w in words if w[0] > x1 + 2 and abs((w[1] + w[3]) / 2 - mid) < 12]
    if not right:
        return []
    column = min(w[0] for w in right)
    cell = [w for w in right if w[0] < column + 60]
    return [w[4] for w in sorted(cell, key=lambda w: (round(w[1]), w[0]))]


def run(alg: str, params: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    from qgis import processing

    log = Log()
    return processing.run(f"shorelinelayout:{alg}", params, feedback=log), log.lines


# ---------------------------------------------------------------- the three lakes

def _sample_lake(codes: bool) -> dict[str, Any]:
    parcels, mhw = layer("parcels"), layer("mhw")
    fields = {"PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", "FRONTAGE_FIELD": "frontage_ft",
              "SEATING_FIELD": "seating"}
    if codes:
        src = sorted(rows(parcels), key=lambda r: r["parcel_id"])
        k = 0
        out = []
        for r in src:
            if r["land_use"] == "residential":
                code, k = RESIDENTIAL_CODES[k % 4], k + 1
            else:
                code = CODES[r["land_use"]]
            out.append((r["_geom"].asWkt(), [r["parcel_id"], code, r["frontage_ft"], r["seating"]]))
        parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("PROP_CLASS", T.QString),
                                                      ("frontage_ft", T.Double), ("seating", T.Int)), out)
        fields["LAND_USE_FIELD"] = "PROP_CLASS"
    return {"PARCELS": parcels, "SHORELINE": mhw, "PROFILE": "keuka", **fields}


def _real_lake() -> dict[str, Any]:
    piece = make_real_lake("keuka", seed=5, s_range=(20_000.0, 23_000.0))
    uses = ["hotel" if i == 3 else "residential" for i in range(len(piece.parcels))]
    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString), ("land_use", T.QString)),
                           [(p.geometry.wkt, [p.parcel_id, u])
                            for p, u in zip(piece.parcels, uses, strict=True)])
    shore = memory_layer("Polygon", "lake", (("name", T.QString),), [(piece.lake.wkt, ["Keuka"])])
    return {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
            "LAND_USE_FIELD": "land_use"}


def _computed(base: dict[str, Any]) -> dict[str, Any]:
    """What does not depend on the layout: the water rights, the allowance, the panel's session
    and the land use each parcel's value reads as (through the profile's crosswalk)."""
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.ui.session import compute_session

    wr, _ = run("waterrightslines", {
        **{k: base[k] for k in ("PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "LAND_USE_FIELD")},
        "WATER_RIGHTS_LINES": "TEMPORARY_OUTPUT", "RIGHTS_AREAS": "TEMPORARY_OUTPUT",
        "ENVELOPES": "TEMPORARY_OUTPUT", "TIE_LINES": "TEMPORARY_OUTPUT", "REACH_LINES": "TEMPORARY_OUTPUT"})
    allowed, allowed_log = run("allowedfacilities", {**base, "OUTPUT": "TEMPORARY_OUTPUT"})
    session = compute_session(base["PARCELS"], base["SHORELINE"], base["PROFILE"],
                              id_field=base["PARCEL_ID_FIELD"], land_use_field=base["LAND_USE_FIELD"],
                              frontage_field=base.get("FRONTAGE_FIELD", ""),
                              seating_field=base.get("SEATING_FIELD", ""))
    profile = load_profile(base["PROFILE"])
    use_field = base["LAND_USE_FIELD"]
    expected = {r["parcel_id"]: profile.land_use_reading(r[use_field]).category
                for r in rows(base["PARCELS"])}
    areas = {r["parcel_id"]: shapely_wkt.loads(r["_geom"].asWkt()) for r in rows(wr["RIGHTS_AREAS"])
             if r["parcel_id"] is not None and not r["_geom"].isEmpty()}
    return {"base": base, "profile": profile, "session": session, "expected_use": expected,
            "envelopes": {r["parcel_id"]: r for r in rows(wr["ENVELOPES"])},
            "lines": rows(wr["WATER_RIGHTS_LINES"]), "areas": areas,
            "allowed": {r["parcel_id"]: r for r in rows(allowed["OUTPUT"])}, "allowed_log": allowed_log}


@pytest.fixture(scope="module")
def lakes(provider: Any) -> Iterator[dict[str, dict[str, Any]]]:
    assert SAMPLE.is_file(), f"the sample lake {SAMPLE} is missing: run `make sample`"
    out = {"sample": _computed(_sample_lake(False)), "real": _computed(_real_lake()),
           "prop_class": _computed(_sample_lake(True))}
    yield out
    out.clear()            # drop the layers before QGIS exits (see test_report_siteplan.lake)
    gc.collect()


# ---------------------------------------------------------------- a dock beside a line

def dock_beside(lake: dict[str, Any], pid: str, side: int, gap: float, start: float, length: float,
                width: float) -> str | None:
    """WKT of a dock in `pid`'s rights area, its long side `gap` ft from one of its water-rights
    lines (side 0/1) and parallel to it, from `start` to `start + length` ft out along it."""
    own = [ln for ln in lake["lines"] if pid in (ln["parcel_a"], ln["parcel_b"])]
    if len(own) < 2:
        return None
    ln = sorted(own, key=lambda r: (r["parcel_a"] or "", r["parcel_b"] or ""))[side % 2]
    line = shapely_wkt.loads(ln["_geom"].asWkt())
    (x0, y0), (x1, y1) = line.coords[0][:2], line.coords[1][:2]
    n = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / n, (y1 - y0) / n
    area = lake["areas"].get(pid)
    if area is None:
        return None
    for nx, ny in ((-uy, ux), (uy, -ux)):          # the normal into this parcel's water
        mid = Point(x0 + ux * (start + length / 2) + nx * (gap + width / 2),
                    y0 + uy * (start + length / 2) + ny * (gap + width / 2))
        if area.contains(mid):
            pts = [(x0 + ux * a + nx * b, y0 + uy * a + ny * b)
                   for a, b in ((start, gap), (start + length, gap), (start + length, gap + width),
                                (start, gap + width), (start, gap))]
            return "POLYGON((" + ", ".join(f"{x:.3f} {y:.3f}" for x, y in pts) + "))"
    return None


def structures_layer(docks: list[tuple[str, str, int]]) -> QgsVectorLayer:
    return memory_layer("Polygon", "structures", (("kind", T.QString), ("dock_id", T.QString),
                                                  ("parcel_id", T.QString), ("existing", T.Int)),
                        [(w, ["dock", f"D{i}", pid, existing])
                         for i, (w, pid, existing) in enumerate(docks, 1)])


# ---------------------------------------------------------------- every path, one parcel

def check_all_paths(lake: dict[str, Any], docks: list[tuple[str, str, int]], plan_ids: list[str],
                    folder: Path) -> dict[str, str]:
    """Run checklayout, the lake audit and the site plans for this layout; assert that every
    path agrees for each parcel of `plan_ids`; return each one's site-plan text."""
    from shoreline_layout.core.verdict import parcel_verdicts
    from shoreline_layout.report.content import LAND_USE_NAMES, NO_NUMBER, VERDICT_WORDS
    from shoreline_layout.ui.parcel_report import VERDICT_COLOURS as PANEL_COLOURS
    from shoreline_layout.ui.parcel_report import VERDICT_WORDS as PANEL_WORDS
    from shoreline_layout.ui.parcel_report import parcel_html

    base, profile, session = lake["base"], lake["profile"], lake["session"]
    layout = {"STRUCTURES": structures_layer(docks)}
    checked, check_log = run("checklayout", {**base, **layout, "VIOLATIONS": "TEMPORARY_OUTPUT"})
    audited, _ = run("lakeaudit", {**base, **layout, "AUDIT": "TEMPORARY_OUTPUT"})
    plans, plan_log = run("siteplanreport", {**base, **layout, "PARCEL": ", ".join(plan_ids),
                                             "PREPARER": "Cross path", "OUTPUT_FOLDER": str(folder)})
    findings = rows(checked["VIOLATIONS"])
    audit = {r["parcel_id"]: r for r in rows(audited["AUDIT"])}
    verdicts = parcel_verdicts(_as_findings(findings), session.wr.lakeshore_parcels)

    # checklayout's log counts the parcels by the same verdicts
    counts = {v: sum(pv.headline == v for pv in verdicts.values())
              for v in ("compliant", "nonconforming", "violation", "not_checked")}
    assert (f"Lakeshore parcels: {counts['compliant']} compliant, {counts['nonconforming']} nonconforming, "
            f"{counts['violation']} violation, {counts['not_checked']} not checked.") in check_log

    texts = {}
    for pid in plan_ids:
        use = lake["expected_use"][pid]
        setback = float(profile.setback(use).value)
        env, allow, row = lake["envelopes"][pid], lake["allowed"][pid], audit[pid]
        mine = [f for f in findings if f["parcel_id"] == pid]
        page = parcel_html(session, pid, "", _as_findings(mine))
        path = next(p for p in plans["PDF_PATHS"] if Path(p).name == f"siteplan_{pid}.pdf")
        # pdftotext may break "water-rights" at its hyphen: read both spellings as one
        column, sheet2 = (pdf_text(path, 1, 1, RIGHT_COLUMN).replace("water-rights", "waterrights"),
                          pdf_text(path, 2).replace("water-rights", "waterrights"))
        texts[pid] = column + " " + sheet2
        # land use: read once; the allowance, the audit, the panel and the site plan say it
        assert allow["land_use"] == row["land_use"] == session.by_id[pid].land_use == use, pid
        assert f"<b>Land use</b></td><td>{_panel_use(use)}" in page, pid
        assert f"{pid}, {LAND_USE_NAMES[use]})" in column, pid
        # setback: the envelope, the panel, the site plan and the check's findings
        assert env["setback_ft"] == setback, pid
        assert f"setback {setback:,.0f} ft" in page, pid
        section = profile.rule("setback").section
        assert f"Setback from waterrights lines {setback:,.0f} ft ({section}, " in column, pid
        assert f"at least {setback:,.0f} ft" in sheet2, pid
        assert {f["limit"] for f in mine if f["rule"] == "setback"} <= {setback}, pid
        # reach: the envelope, the panel, the site plan, the check
        reach = float(profile.number("reach.reach_ft").value)
        assert env["reach_ft"] == reach and f"reach {reach:,.0f} ft" in page, pid
        assert f"Reach line {reach:,.0f} ft from the MHW mark" in column, pid
        assert {f["limit"] for f in mine if f["rule"] == "reach"} <= {reach}, pid
        # allowance: the table, the audit, the panel and the site plan; never -1
        docks_allowed = allow["docks_allowed"]
        assert row["docks_allowed"] == docks_allowed, pid
        shown = NO_NUMBER if docks_allowed is None else f"{docks_allowed:,}"
        assert f"<b>Docks</b></td><td>{shown}" in page, pid
        # the allowance table's "Allowed by law" cell beside "Docks" (read by word position: a
        # table's wrapped cells do not come out in reading order)
        assert shown.split()[0] in cell_beside(path, 2, "Docks")[:2], pid
        for text in (page, column, sheet2):
            assert not MINUS_ONE.search(text), (pid, MINUS_ONE.search(text))
        # verdict: VIOLATIONS (core/verdict), the audit, the site plan
        verdict = verdicts[pid]
        assert row["state"] == verdict.state, pid
        assert f"<b>Verdict</b></td><td><span style='color:{PANEL_COLOURS[verdict.headline]}'><b>" \
               f"{PANEL_WORDS[verdict.headline]}</b>" in page, pid
        regulated = profile.land_use(use).status != "not_regulated"
        word = VERDICT_WORDS[verdict.headline if regulated else "not_regulated"]
        assert word in column, (pid, word)
        # ... and its allowance table marks a row EXCEEDS only for an error about it
        if any(f["severity"] == "error" and f["rule"] in ("setback", "reach") for f in mine):
            assert "EXCEEDS" in sheet2, pid
        if verdict.headline != "violation":
            assert "EXCEEDS" not in sheet2, pid
        if verdict.headline == "nonconforming":
            assert "nonconforming" in sheet2 and "EXCEEDS" not in sheet2, pid
        others = {w for w in VERDICT_WORDS.values() if w not in word}
        assert not [w for w in others if re.search(rf"\b{w}\b", column)], (pid, word)
    allowed_log = " ".join(lake["allowed_log"])
    assert not MINUS_ONE.search(allowed_log)
    assert not MINUS_ONE.search(" ".join(plan_log + check_log))
    return texts


def _as_findings(findings: list[dict[str, Any]]) -> list[Any]:
    from types import SimpleNamespace
    return [SimpleNamespace(rule=f["rule"], severity=f["severity"], parcel_id=f["parcel_id"])
            for f in findings]


def _panel_use(use: str) -> str:
    from shoreline_layout.ui.parcel_report import LAND_USE_NAMES
    return LAND_USE_NAMES[use]


# ---------------------------------------------------------------- the property

DOCK = st.tuples(st.integers(0, 10**6), st.integers(0, 1), st.floats(1.0, 30.0), st.floats(2.0, 40.0),
                 st.floats(10.0, 80.0), st.floats(4.0, 10.0), st.booleans())


@pytest.mark.parametrize("which", ["sample", "real", "prop_class"])
@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          derandomize=True)
@given(st.lists(DOCK, min_size=1, max_size=3))
# and always: a breach of an existing dock beside one that complies (nonconforming, compliant)
@example(draws=[(7, 0, 2.0, 5.0, 30.0, 6.0, True), (12, 1, 20.0, 5.0, 30.0, 6.0, False)])
def test_every_path_agrees_on_random_layouts(lakes, tmp_path_factory, which, draws) -> None:
    lake = lakes[which]
    ids = [p for p in lake["session"].wr.lakeshore_parcels if len(
        [ln for ln in lake["lines"] if p in (ln["parcel_a"], ln["parcel_b"])]) == 2]
    docks = []
    for pick, side, gap, start, length, width, existing in draws:
        pid = ids[pick % len(ids)]
        w = dock_beside(lake, pid, side, gap, start, length, width)
        if w is not None:
            docks.append((w, pid, int(existing)))
    if not docks:
        return
    plan_ids = sorted({pid for _w, pid, _e in docks})[:2]
    check_all_paths(lake, docks, plan_ids, tmp_path_factory.mktemp(f"cross_{which}"))


# ---------------------------------------------------------------- the two cases

def test_prop_class_260_lot_and_a_dock_13_2_ft_from_its_line(lakes, tmp_path_factory) -> None:
    lake = lakes["prop_class"]
    codes = {r["parcel_id"]: r["PROP_CLASS"] for r in rows(lake["base"]["PARCELS"])}
    pid = next(p for p in lake["session"].wr.lakeshore_parcels if codes[p] == "260"
               and dock_beside(lake, p, 0, 13.2, 5.0, 30.0, 8.0) is not None)
    assert lake["envelopes"][pid]["setback_ft"] == 10.0
    docks = [(dock_beside(lake, pid, 0, 13.2, 5.0, 30.0, 8.0), pid, 0)]
    text = check_all_paths(lake, docks, [pid], tmp_path_factory.mktemp("case_260"))[pid]
    assert "Setback from waterrights lines 10 ft (§160-122D, residential)" in text
    assert re.search(r"D1 13\.[12] ft", text)                    # its clearance, beside "at least 10 ft"
    assert "20 ft" not in text.split("Setback from waterrights lines")[1][:60]
    assert "LAYOUT COMPLIES WITH THE LAW" in text or "COMPLIES" in text
    # #26 item 16: how the code was read is on the plan, in the words the parcel page uses
    from shoreline_layout.ui.parcel_report import parcel_html
    assert "Land use residential (property class 260, read through the crosswalk)" in text
    page = parcel_html(lake["session"], pid, "", [])
    assert "residential (property class 260, read through the crosswalk)" in page


def test_a_marina_570_shows_no_minus_one_anywhere(lakes, tmp_path_factory) -> None:
    lake = lakes["prop_class"]
    codes = {r["parcel_id"]: r["PROP_CLASS"] for r in rows(lake["base"]["PARCELS"])}
    pid = next(p for p in lake["session"].wr.lakeshore_parcels if codes[p] == "570")
    assert lake["allowed"][pid]["docks_allowed"] is None
    w = dock_beside(lake, pid, 0, 25.0, 5.0, 40.0, 8.0)
    text = check_all_paths(lake, [(w, pid, 0)], [pid], tmp_path_factory.mktemp("case_570"))[pid]
    assert "no number in the law (site plan review)" in text
    assert any(f"{pid}: marina" in line and "docks no number in the law" in line
               for line in lake["allowed_log"])
