"""Figures, their targets and the table: what `make bench` prints and writes to out/bench.json."""
from __future__ import annotations

import json
import os
import platform
import re
import statistics
import subprocess
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

PASS, MISS, INFO, ERROR = "PASS", "MISS", "", "ERROR"


@dataclass
class Figure:
    key: str                              # stable id, e.g. "core_wr.10000"
    label: str
    parcels: int | None
    value: float | None
    unit: str                             # s | ms | x | % | MiB | count
    target: str = ""                      # the target as printed, e.g. "<= 5x floor"
    status: str = INFO                    # PASS | MISS | ERROR | "" (no target)
    runs: list[float] = field(default_factory=list)        # wall seconds per run
    cpu: list[float] = field(default_factory=list)         # CPU seconds per run (this process or the child)
    note: str = ""


def judge(value: float | None, limit: float) -> str:
    if value is None:
        return ERROR
    return PASS if value <= limit else MISS


def fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "n/a"
    if unit == "s":
        return f"{value:.3f} s" if value < 10 else f"{value:.1f} s"
    if unit == "ms":
        return f"{value:.1f} ms"
    if unit == "x":
        return f"{value:.2f}x"
    if unit == "%":
        return f"{value:.1f} %"
    if unit == "MiB":
        return f"{value:.0f} MiB"
    return f"{value:g} {unit}".strip()


def table(figures: list[Figure]) -> str:
    """Plain-text table, one row per figure, the target and PASS/MISS beside it."""
    rows = [("figure", "parcels", "value", "target", "", "runs")]
    for f in figures:
        rows.append((f.label, "" if f.parcels is None else f"{f.parcels:,}", fmt(f.value, f.unit), f.target,
                     f.status, str(len(f.runs)) if f.runs else ""))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        lines.append("  ".join(cell.rjust(w) if i in (1, 2, 5) else cell.ljust(w)
                               for i, (cell, w) in enumerate(zip(row, widths, strict=True))).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    notes = [f"  {f.label} ({f.parcels or ''}): {f.note}" for f in figures if f.note]
    return "\n".join(lines + (["", "notes:", *notes] if notes else []))


def verdicts(figures: list[Figure]) -> list[str]:
    """One line per figure that has a target: PASS, MISS or ERROR, what, the figure and the target."""
    return [f"{f.status:<5} {f.label}{f' [{f.parcels:,}]' if f.parcels else ''}: {fmt(f.value, f.unit)} "
            f"(target {f.target})" + (f" - {f.note[:160]}" if f.status == ERROR else "")
            for f in figures if f.target]


def markdown(figures: list[Figure]) -> str:
    """The same table in Markdown (docs/benchmarks.md, the README), with the CPU-time median
    beside each timing (the process's own, or the qgis_process child's)."""
    out = ["| figure | parcels | value | CPU | target | result |", "| --- | ---: | ---: | ---: | --- | --- |"]
    for f in figures:
        cpu = fmt(statistics.median(f.cpu), "s") if f.cpu else ""
        out.append(f"| {f.label} | {'' if f.parcels is None else f'{f.parcels:,}'} | "
                   f"{fmt(f.value, f.unit)} | "
                   f"{cpu} | {f.target} | {f.status} |")
    return "\n".join(out)


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    info: dict[str, Any] = {"nproc": os.cpu_count(), "python": platform.python_version(),
                            "platform": platform.platform()}
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
        found = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
        info["cpu"] = found.group(1).strip() if found else platform.processor()
        meminfo = Path("/proc/meminfo").read_text()
        found = re.search(r"^MemTotal:\s*(\d+) kB", meminfo, re.M)
        info["ram_gib"] = round(int(found.group(1)) / 1024 ** 2, 1) if found else None
    except OSError:
        info["cpu"] = platform.processor()
    import numpy
    import shapely
    info["shapely"] = shapely.__version__
    info["geos"] = shapely.geos_version_string
    info["numpy"] = numpy.__version__
    try:
        done = subprocess.run(["qgis_process", "--version"], capture_output=True, text=True, timeout=60,
                              env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=False)
        found = re.search(r"^QGIS ([^\s]+)", done.stdout, re.M)
        info["qgis"] = found.group(1) if found else None
    except (OSError, subprocess.SubprocessError):
        info["qgis"] = None
    return info


def write_json(path: Path, figures: list[Figure], meta: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {**meta, "figures": [asdict(f) for f in figures],
               "targets": {f.key: f.status for f in figures if f.status}}
    path.write_text(json.dumps(payload, indent=2) + "\n")
