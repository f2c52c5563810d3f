"""The lake audit's PDF on a whole real shore (issue #16): the same lake, inventory and
`qgis_process run shorelinelayout:lakeaudit` as bench_lib/audit.py, with PDF as well as AUDIT and
CSV. The PDF is read back (pdfinfo, pdftotext): one sheet per parcel plus the summary and the
overview, and the summary's parcels in each state equal to the CSV's. A wrong PDF is an error, not
a figure.
"""
from __future__ import annotations

import csv
import re
import shutil
import subprocess
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .audit import ALGORITHM, write_inventory
from .qgis_runs import QgisProcess, fresh, write_lake

STATE_ROW = re.compile(r"^\s*(Compliant|Nonconforming|Violation)\s+(\d+)\b", re.M)
LEFT_OF_TITLE_COLUMN = ["-x", "0", "-y", "0", "-W", "890", "-H", "792"]


@dataclass
class QgisAuditPdf:
    seconds: float
    cpu: float
    pages: int
    states: dict[str, int]         # from the CSV, non-zero only
    mb: float


def _poppler(*args: str) -> str:
    return subprocess.run(list(args), check=True, capture_output=True, text=True).stdout


def run_qgis_pdf(qp: QgisProcess, al: Any, work: Path) -> QgisAuditPdf:
    """lakeaudit with AUDIT, CSV and PDF through qgis_process; the PDF checked against the CSV."""
    if shutil.which("pdfinfo") is None or shutil.which("pdftotext") is None:
        raise RuntimeError("the audit PDF figure needs poppler-utils (pdfinfo, pdftotext)")
    lake = al.lake
    folder = work / "audit_pdf_lake"
    files = write_lake([p.parcel_id for p in lake.parcels], [p.geometry for p in lake.parcels],
                       [p.land_use for p in lake.parcels], lake.lake, folder)
    structures, buoys = write_inventory(al.inventory, folder)
    audit_gpkg, audit_csv, pdf = fresh([work / "audit_pdf.gpkg", work / "audit_pdf.csv", work / "audit.pdf"])
    seconds = qp.run(ALGORITHM, {
        "PARCELS": str(files.parcels), "SHORELINE": str(files.shoreline), "STRUCTURES": str(structures),
        "BUOYS": str(buoys), "PROFILE": "keuka", "PARCEL_ID_FIELD": "pid", "LAND_USE_FIELD": "land_use",
        "AUDIT": str(audit_gpkg), "CSV": str(audit_csv), "PDF": str(pdf)})
    cpu = qp.last_cpu
    with open(audit_csv, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    states = dict(Counter(row["state"] for row in rows))
    pages = int(re.search(r"^Pages:\s+(\d+)", _poppler("pdfinfo", str(pdf)), re.M).group(1))
    if pages != 2 + len(rows):
        raise AssertionError(f"the audit PDF has {pages} sheets; the CSV {len(rows)} parcels (+2 expected)")
    summary = _poppler("pdftotext", "-f", "1", "-l", "1", "-layout", *LEFT_OF_TITLE_COLUMN, str(pdf), "-")
    printed = {m[0].lower(): int(m[1]) for m in STATE_ROW.findall(summary) if int(m[1])}
    if printed != states:
        raise AssertionError(f"the audit PDF's summary says {printed}; the CSV {states}")
    return QgisAuditPdf(seconds, cpu, pages, states, pdf.stat().st_size / 1e6)
