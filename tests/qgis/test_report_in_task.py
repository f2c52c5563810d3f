"""Issue #26 item 10: the lake-audit PDF run from the toolbox DIALOG had a blank summary page and
parcel sheets without the allowed-vs-standing box and the title block (through qgis_process it was
complete). The dialog runs an algorithm without FlagNoThreading in a QgsProcessingAlgRunnerTask on
QGIS's task manager, in a worker thread; the PDF's HTML frames (QtWebKit) did not render there.

Here lakeaudit runs exactly that way, on the sample lake, with a PDF renderer that records the
thread it ran in; the PDF read back must hold the summary counts, and each parcel sheet its
allowed-vs-standing box and title block.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    QgsApplication,
    QgsProcessingAlgorithm,
    QgsProcessingAlgRunnerTask,
    QgsProcessingContext,
    QgsProcessingFeedback,
    QgsProject,
    QgsTask,
)
from qgis.PyQt.QtCore import QThread
from test_processing_layers import provider  # noqa: F401 - provider is a fixture

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"

pytestmark = [
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed"),
    pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built (make sample)"),
]


def pdf_text(path: Path, first: int, last: int, layout: bool = False) -> str:
    args = ["pdftotext", "-f", str(first), "-l", str(last), *(["-layout"] if layout else []), str(path), "-"]
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def run_as_the_dialog_does(alg: QgsProcessingAlgorithm, params: dict[str, Any]) -> tuple[bool, dict]:
    """processing/gui/AlgorithmDialog: a QgsProcessingAlgRunnerTask on the task manager, the
    dialog's event loop turning until the task has finished."""
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    feedback = QgsProcessingFeedback()
    task = QgsProcessingAlgRunnerTask(alg, params, context, feedback)
    outcome: dict[str, Any] = {}
    task.executed.connect(lambda ok, results: outcome.update(ok=ok, results=results))
    QgsApplication.taskManager().addTask(task)
    deadline = time.monotonic() + 600
    while "ok" not in outcome and time.monotonic() < deadline:
        QgsApplication.processEvents()
        time.sleep(0.02)
    assert "ok" in outcome, "the task did not finish within 10 minutes"
    assert task.status() in (QgsTask.TaskStatus.Complete, QgsTask.TaskStatus.Terminated)
    return outcome["ok"], outcome["results"]


def test_lake_audit_pdf_from_a_background_task_is_complete(provider, tmp_path: Path) -> None:
    from shoreline_layout.processing.alg_lake_audit import LakeAuditAlgorithm
    from shoreline_layout.report.audit_pdf import render_audit_pdf

    threads: list[bool] = []

    def render(request, feedback):
        threads.append(QThread.currentThread() is not QgsApplication.instance().thread())
        return render_audit_pdf(request, feedback)

    alg = LakeAuditAlgorithm(render)
    alg.initAlgorithm()
    # the dialog runs it in a thread: the algorithm must not ask for the main one
    assert not alg.flags() & QgsProcessingAlgorithm.Flag.FlagNoThreading
    pdf = tmp_path / "dialog_audit.pdf"
    ok, results = run_as_the_dialog_does(alg, {
        "PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
        "STRUCTURES": f"{SAMPLE}|layername=structures", "BUOYS": f"{SAMPLE}|layername=buoys",
        "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "AUDIT": "TEMPORARY_OUTPUT", "VIOLATIONS": "TEMPORARY_OUTPUT", "PDF": str(pdf)})
    assert ok and threads == [True], "the PDF was not drawn in the task's worker thread"
    parcels = int(results["PARCEL_COUNT"])

    summary = pdf_text(pdf, 1, 1, layout=True)
    states = {m[0]: int(m[1]) for m in re.findall(r"^\s*(Compliant|Nonconforming|Violation)\s+(\d+)\b",
                                                  summary, re.M)}
    assert states == {"Compliant": int(results["COMPLIANT_COUNT"]),
                      "Nonconforming": int(results["NONCONFORMING_COUNT"]),
                      "Violation": int(results["VIOLATION_COUNT"])}
    assert sum(states.values()) == parcels > 0
    assert re.search(rf"^\s*Total\s+{parcels}\b", summary, re.M)
    assert f"{parcels} lakeshore parcels audited" in re.sub(r"\s+", " ", summary)
    assert "Findings by rule" in summary and "LAKE AUDIT" in summary
    # every parcel sheet: the allowed-vs-standing box and the title block with its sheet number
    total = parcels + 2
    for page in (3, total // 2, total):
        sheet = pdf_text(pdf, page, page, layout=True)
        for head in ("ALLOWED", "STANDING"):
            assert head in sheet, (page, head)
        for row in ("DOCKS", "BOATS", "MOORING BUOYS"):
            assert re.search(rf"{row}\s+\d+\s+\d+", sheet), (page, row)
        assert "LAKE AUDIT" in sheet and re.search(rf"SHEET\s+{page} of {total}\b", sheet), page
